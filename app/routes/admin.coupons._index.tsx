import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { CouponTable } from "~/components/admin/coupon-list";
import { ActionLink, AdminPageHeader, EmptyState, ListResults, StatCard, StatGrid, makeAdminErrorBoundary } from "~/components/admin/ui";
import { pageMeta } from "~/components/ui/page";
import { listCoupons, runCouponStatusAction } from "~/models/admin-coupon.server";
import { listUrl } from "~/utils/admin";
import { formatNumber } from "~/utils/format";
import { requireAdmin } from "~/utils/session.server";
import { redirectWithToast } from "~/utils/toast.server";
import type { CachePolicy } from "~/utils/cache-control.server";

export const cachePolicy = "no-store" satisfies CachePolicy;

// /admin/coupons (issue 13 section 4): every promo code with its settings and how often it was
// used (orders and customers), Add Coupon, Edit, and Deactivate (a no-JS confirmation step) or
// Activate. The cart and checkout apply the codes (models/cart.server.ts).

export const meta: MetaFunction = ({ matches }) => pageMeta("Coupons", matches);

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const coupons = await listCoupons();
  return data({ coupons });
}

export async function action({ request }: ActionFunctionArgs) {
  await requireAdmin(request);
  const toast = await runCouponStatusAction(await request.formData());
  return redirectWithToast(listUrl(request, "/admin/coupons"), toast, { status: 303 });
}

export default function AdminCoupons() {
  const { coupons } = useLoaderData<typeof loader>();
  const active = coupons.filter((c) => c.isActive && !c.expired).length;
  const uses = coupons.reduce((sum, c) => sum + c.redemptions, 0);
  return (
    <div>
      <AdminPageHeader title="Coupons" count={coupons.length} noun="coupons" actions={<ActionLink to="/admin/coupons/new">Add Coupon</ActionLink>}>
        Promo codes shoppers enter in the cart: a percent off the subtotal, with a minimum, an expiry and usage limits.
      </AdminPageHeader>
      <StatGrid>
        <StatCard label="Coupons" value={formatNumber(coupons.length)} tone="brand" />
        <StatCard label="Usable now" value={formatNumber(active)} tone="green" />
        <StatCard label="Orders with a coupon" value={formatNumber(uses)} tone="blue" />
      </StatGrid>
      <ListResults empty={coupons.length === 0 && <EmptyState title="No coupons yet" action={<ActionLink to="/admin/coupons/new">Add Coupon</ActionLink>} />}>
        <CouponTable coupons={coupons} />
      </ListResults>
    </div>
  );
}

export const ErrorBoundary = makeAdminErrorBoundary("Error loading coupons");

// After a post that never reached the server, the loaders are not re-fetched over the same dead network.
export { shouldRevalidate } from "~/utils/network-failure";
