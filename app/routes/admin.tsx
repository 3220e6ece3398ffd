// PLACEHOLDER: the admin shell is filled by issue 5 (admin)
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, NavLink, Outlet, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { pageMeta } from "~/components/ui/page";
import { requireAdmin } from "~/utils/session.server";

// Guards every /admin screen: guests go to /login?redirect=..., customers to /.
// (Child route actions must guard themselves: a parent loader does not run for them.)
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireAdmin(request);
  return { admin: { firstName: user.firstName, lastName: user.lastName } };
}

export const meta: MetaFunction = ({ matches }) => pageMeta("Admin Panel", matches);

export default function AdminLayout() {
  const { admin } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <div className="flex flex-col gap-4 rounded-xl bg-brand-900 p-4 text-white sm:flex-row sm:items-center sm:justify-between">
        <div>
          <p className="font-serif text-xl font-semibold text-gold-400">Admin Panel</p>
          <p className="text-sm text-stone-200">
            {admin.firstName} {admin.lastName} · Administrator
          </p>
        </div>
        <nav aria-label="Admin" className="flex flex-wrap items-center gap-2 text-sm">
          <NavLink
            to="/admin"
            end
            className={({ isActive }) =>
              `inline-flex min-h-11 items-center rounded-lg px-4 ${isActive ? "bg-white/15 font-semibold" : "hover:bg-white/10"}`
            }
          >
            Dashboard
          </NavLink>
          <Link to="/" className="inline-flex min-h-11 items-center rounded-lg px-4 hover:bg-white/10">
            View Store
          </Link>
          <Form method="post" action="/logout">
            <button type="submit" className="inline-flex min-h-11 items-center rounded-lg px-4 hover:bg-white/10">
              Logout
            </button>
          </Form>
        </nav>
      </div>
      <div className="mt-6">
        <Outlet />
      </div>
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
