import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, NavLink, Outlet, useLoaderData, useLocation } from "@remix-run/react";
import { useEffect, useState } from "react";
import { GeneralErrorBoundary } from "~/components/lazy-error-boundary";
import { useHydrated } from "~/components/use-hydrated";
import { pageMeta } from "~/components/ui/page";
import { ADMIN_NAV } from "~/utils/admin";
import { requireAdmin } from "~/utils/session.server";
import type { CachePolicy } from "~/utils/cache-control.server";

// Guards every /admin screen: guests go to /login?redirect=..., customers to /.
// (Child route actions must guard themselves: a parent loader does not run for them.)
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireAdmin(request);
  return { admin: { firstName: user.firstName, lastName: user.lastName } };
}

export const meta: MetaFunction = ({ matches }) => [...pageMeta("Admin Panel", matches), { name: "robots", content: "noindex" }];

// The storefront header and footer step aside for the back office's own shell.
export const handle = { layout: "admin" };
export const cachePolicy = "no-store" satisfies CachePolicy;

function Sidebar({ admin, onNavigate }: { admin: { firstName: string; lastName: string }; onNavigate?: () => void }) {
  return (
    <div className="flex h-full flex-col">
      <div className="border-b border-white/10 px-5 py-5">
        <Link to="/admin" className="font-serif text-xl font-semibold text-gold-400" onClick={onNavigate}>
          Admin Panel
        </Link>
      </div>
      <nav aria-label="Admin" className="flex-1 overflow-y-auto px-3 py-4">
        <ul className="space-y-1">
          {ADMIN_NAV.map((item) => (
            <li key={item.to}>
              {/* Exact path match: /admin/orders/123 highlights nothing. */}
              <NavLink
                to={item.to}
                end
                onClick={onNavigate}
                className={({ isActive }) =>
                  `flex min-h-11 items-center rounded-lg px-4 text-sm ${isActive ? "bg-white/15 font-semibold text-white" : "text-stone-200 hover:bg-white/10"}`
                }
              >
                {item.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="border-t border-white/10 px-5 py-4">
        <p className="font-semibold text-white">
          {admin.firstName} {admin.lastName}
        </p>
        <p className="text-xs text-stone-300">Administrator</p>
        <div className="mt-3 flex gap-2">
          <Link to="/" className="inline-flex min-h-11 items-center rounded-lg px-3 text-sm text-stone-100 hover:bg-white/10">
            View Store
          </Link>
          <Form method="post" action="/logout">
            <button type="submit" className="inline-flex min-h-11 items-center rounded-lg px-3 text-sm text-stone-100 hover:bg-white/10">
              Logout
            </button>
          </Form>
        </div>
      </div>
    </div>
  );
}

export default function AdminLayout() {
  const { admin } = useLoaderData<typeof loader>();
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  // The slide animation starts with the first opening, so hydration itself never animates.
  const [animated, setAnimated] = useState(false);
  const location = useLocation();
  useEffect(() => setOpen(false), [location.pathname]);
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => e.key === "Escape" && setOpen(false);
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [open]);

  // Below 1024 px a bar with "Menu" is the same height with and without
  // JavaScript (no jump at hydration): without JavaScript, Menu is a
  // <details> that opens the navigation below the bar; with JavaScript it
  // slides the sidebar in from the left.
  const asideClass = hydrated
    ? `fixed inset-y-0 left-0 z-50 w-64 transform bg-brand-900 lg:static lg:translate-x-0 ${animated ? "transition-transform duration-200 motion-reduce:transition-none" : ""} ${open ? "translate-x-0" : "-translate-x-full"}`
    : "hidden w-64 bg-brand-900 lg:block";

  return (
    <div className="min-h-screen bg-stone-100 lg:flex">
      <div id="admin-topbar" className="relative flex items-center justify-between bg-brand-900 px-4 py-2 text-white lg:hidden print:hidden">
        <span className="font-serif text-lg font-semibold text-gold-400">Admin Panel</span>
        {hydrated ? (
          <button
            type="button"
            onClick={() => {
              setAnimated(true);
              setOpen(true);
            }}
            aria-expanded={open}
            aria-controls="admin-sidebar"
            className="inline-flex min-h-11 items-center rounded-lg px-3 text-sm font-semibold hover:bg-white/10"
          >
            Menu
          </button>
        ) : (
          <details className="group">
            <summary className="inline-flex min-h-11 cursor-pointer list-none items-center rounded-lg px-3 text-sm font-semibold hover:bg-white/10 [&::-webkit-details-marker]:hidden">
              Menu
            </summary>
            <div className="absolute inset-x-0 top-full z-50 bg-brand-900 shadow-lg">
              <Sidebar admin={admin} />
            </div>
          </details>
        )}
      </div>
      {hydrated && open ? (
        <button type="button" aria-label="Close menu" className="fixed inset-0 z-40 bg-black/40 lg:hidden" onClick={() => setOpen(false)} />
      ) : null}
      <aside id="admin-sidebar" className={`${asideClass} shrink-0 lg:sticky lg:top-0 lg:h-screen print:hidden`}>
        <Sidebar admin={admin} onNavigate={() => setOpen(false)} />
      </aside>
      <div className="min-w-0 flex-1 px-4 py-6 sm:px-6 lg:px-8">
        <Outlet />
      </div>
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}

// After a post that never reached the server, the loaders are not re-fetched over the same dead network.
export { shouldRevalidate } from "~/utils/network-failure";
