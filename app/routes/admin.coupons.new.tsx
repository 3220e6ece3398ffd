import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData } from "@remix-run/react";
import { CouponForm } from "~/components/admin/coupon-form";
import { ActionLink, AdminPageHeader, makeAdminErrorBoundary } from "~/components/admin/ui";
import { pageMeta } from "~/components/ui/page";
import { createCoupon } from "~/models/admin-coupon.server";
import { COUPON_MESSAGES, CouponCreateSchema } from "~/schemas/admin-coupon";
import { saveAdminForm } from "~/utils/admin-form-action.server";
import { requireAdmin } from "~/utils/session.server";
import type { CachePolicy } from "~/utils/cache-control.server";

export const cachePolicy = "no-store" satisfies CachePolicy;

// /admin/coupons/new: the coupon form; a taken code is a field error.

export const meta: MetaFunction = ({ matches }) => pageMeta("Add Coupon", matches);

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  return null;
}

export async function action({ request }: ActionFunctionArgs) {
  await requireAdmin(request);
  return saveAdminForm(await request.formData(), CouponCreateSchema, (value) => createCoupon({ ...value, isActive: value.isActive ?? false }), {
    back: "/admin/coupons",
    saved: COUPON_MESSAGES.created,
    failed: COUPON_MESSAGES.saveFailed,
    log: "Creating a coupon failed",
  });
}

export default function NewCoupon() {
  const actionData = useActionData<typeof action>();
  return (
    <div>
      <AdminPageHeader title="Add Coupon" actions={<ActionLink to="/admin/coupons" variant="secondary">Back to Coupons</ActionLink>} />
      <CouponForm mode="create" lastResult={actionData?.result} />
    </div>
  );
}

export const ErrorBoundary = makeAdminErrorBoundary("Error loading coupons");

// After a post that never reached the server, the loaders are not re-fetched over the same dead network.
export { shouldRevalidate } from "~/utils/network-failure";
