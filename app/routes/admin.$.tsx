import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link } from "@remix-run/react";
import { AdminPageHeader, buttonClass } from "~/components/admin/ui";
import { pageMeta } from "~/components/ui/page";
import { requireAdmin } from "~/utils/session.server";
import type { CachePolicy } from "~/utils/cache-control.server";

export const cachePolicy = "no-store" satisfies CachePolicy;

// An /admin/... URL no admin screen matches: a 404 inside the admin shell (sidebar kept), not the
// storefront's not-found page. Guests and customers get the admin guard's answer first.
export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  throw new Response("Not Found", { status: 404 });
}

export async function action({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  throw new Response("Not Found", { status: 404 });
}

export const meta: MetaFunction = ({ matches }) => pageMeta("Page not found", matches);

function AdminNotFound() {
  return (
    <div data-testid="admin-not-found">
      <AdminPageHeader title="Page not found">There is no admin screen at this address.</AdminPageHeader>
      <div className="rounded-xl border border-dashed border-stone-300 bg-white px-6 py-10 text-center">
        <p className="text-stone-700">The link may be old, or the address mistyped. Every admin screen is in the menu.</p>
        <Link to="/admin" className={`${buttonClass("primary")} mt-4`}>
          Go to the Dashboard
        </Link>
      </div>
    </div>
  );
}

// The loader always throws 404; the boundary renders inside the admin layout's <Outlet/>.
export default AdminNotFound;
export const ErrorBoundary = AdminNotFound;
