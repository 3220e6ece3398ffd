import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { CouponForm } from "~/components/admin/coupon-form";
import { CouponStatusAction, CouponStatusBadge } from "~/components/admin/coupon-list";
import { ActionLink, AdminPageHeader, Card, EmptyState, buttonClass, makeAdminErrorBoundary } from "~/components/admin/ui";
import { pageMeta } from "~/components/ui/page";
import { getCoupon, runCouponStatusAction, updateCoupon } from "~/models/admin-coupon.server";
import { COUPON_MESSAGES, CouponEditSchema } from "~/schemas/admin-coupon";
import { formatNumber } from "~/utils/format";
import { saveAdminForm } from "~/utils/admin-form-action.server";
import { requireAdmin } from "~/utils/session.server";
import { redirectWithToast } from "~/utils/toast.server";
import type { CachePolicy } from "~/utils/cache-control.server";

export const cachePolicy = "no-store" satisfies CachePolicy;

// /admin/coupons/{id}: edit a coupon's settings (not its code), see its uses, and deactivate or
// activate it. An unknown id is a 404 page inside the admin shell.

export const meta: MetaFunction<typeof loader> = ({ matches, data: d }) => pageMeta(d?.coupon ? `Coupon ${d.coupon.code}` : COUPON_MESSAGES.notFound, matches);

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const coupon = await getCoupon(params.id ?? "");
  if (!coupon) return data({ coupon: null }, { status: 404 });
  return data({ coupon });
}

export async function action({ request, params }: ActionFunctionArgs) {
  await requireAdmin(request);
  const id = params.id ?? "";
  const formData = await request.formData();
  const intent = String(formData.get("intent") ?? "");
  if (intent === "activate" || intent === "deactivate") {
    return redirectWithToast(`/admin/coupons/${encodeURIComponent(id)}`, await runCouponStatusAction(formData), { status: 303 });
  }
  // Every field is on the form: an absent checkbox was switched off.
  return saveAdminForm(formData, CouponEditSchema, (value) => updateCoupon(id, { ...value, isActive: value.isActive ?? false }), {
    back: "/admin/coupons",
    saved: COUPON_MESSAGES.updated,
    failed: COUPON_MESSAGES.saveFailed,
    log: "Updating a coupon failed",
  });
}

export default function EditCoupon() {
  const { coupon } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  if (!coupon) {
    return (
      <EmptyState title={COUPON_MESSAGES.notFound} action={<ActionLink to="/admin/coupons">Back to Coupons</ActionLink>} />
    );
  }
  const text = (n: number | null) => (n === null ? "" : String(n));
  return (
    <div>
      <AdminPageHeader
        title={`Coupon ${coupon.code}`}
        actions={
          <Link to="/admin/coupons" className={buttonClass("secondary")}>
            Back to Coupons
          </Link>
        }
      >
        <span className="inline-flex flex-wrap items-center gap-2">
          <CouponStatusBadge coupon={coupon} />
          <span data-testid="coupon-usage">
            Used {formatNumber(coupon.usedCount)} {coupon.usedCount === 1 ? "time" : "times"}
            {coupon.maxUses !== null ? ` of ${formatNumber(coupon.maxUses)}` : ""} ({formatNumber(coupon.redemptions)} {coupon.redemptions === 1 ? "order" : "orders"} by{" "}
            {formatNumber(coupon.customers)} {coupon.customers === 1 ? "customer" : "customers"})
          </span>
        </span>
      </AdminPageHeader>
      <CouponForm
        key={coupon.updatedAt}
        mode="update"
        lastResult={actionData?.result}
        defaults={{
          code: coupon.code,
          percent: String(coupon.percent),
          minSubtotal: String(coupon.minSubtotal / 100),
          expiresAt: coupon.expiresOn ?? "",
          maxUses: text(coupon.maxUses),
          perCustomerLimit: text(coupon.perCustomerLimit),
          isActive: coupon.isActive,
        }}
      />
      <Card title={coupon.isActive ? "Deactivate" : "Activate"} className="mt-6 max-w-2xl">
        <p className="mb-3 text-sm text-stone-700">
          {coupon.isActive
            ? "A deactivated code can no longer be applied; carts holding it drop it. Orders already placed keep their discount. Coupons are never deleted: orders name them."
            : "Activating lets shoppers apply the code again (within its expiry and limits)."}
        </p>
        <CouponStatusAction coupon={coupon} />
      </Card>
    </div>
  );
}

export const ErrorBoundary = makeAdminErrorBoundary("Error loading coupons");

// After a post that never reached the server, the loaders are not re-fetched over the same dead network.
export { shouldRevalidate } from "~/utils/network-failure";
