import type { ReactNode } from "react";
import { useLocation } from "@remix-run/react";
import { PlainLink } from "~/components/ui/plain-link";
import { StatCard } from "~/components/account/ui";
import { BagIcon, ClockIcon, HeartIcon, TruckIcon } from "~/components/ui/icons/shell";
import { formatMonthYear } from "~/utils/format";

// The account screens' frame: welcome header, four stat cards and the tabs
// (links to nested routes, so every part works without JavaScript).

export const TABS = [
  { to: "/account", label: "My Orders" },
  { to: "/account/profile", label: "Profile" },
  { to: "/account/wishlist", label: "Wishlist" },
  { to: "/account/settings", label: "Settings" },
] as const;

type Props = {
  user: { firstName: string; lastName: string; email: string; joinedDate: string };
  stats: { totalOrders: number; wishlistItems: number; activeShipments: number; yearsWithUs: number };
  children: ReactNode;
};

export function AccountFrame({ user, stats, children }: Props) {
  // The tab of this screen (a NavLink with `end` would say the same): aria-current and its look.
  const here = useLocation().pathname.replace(/\/+$/, "").toLowerCase() || "/";
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      <header className="flex items-center gap-4 rounded-2xl bg-linear-to-br from-brand-700 to-brand-900 px-4 py-5 text-white shadow-sm sm:px-8 sm:py-6">
        <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-white/15 font-serif text-xl font-bold sm:size-14 sm:text-2xl" aria-hidden="true">
          {user.firstName.charAt(0).toUpperCase()}
          {user.lastName.charAt(0).toUpperCase()}
        </span>
        <div className="min-w-0">
          <h1 className="font-serif text-2xl font-bold sm:text-3xl">Welcome, {user.firstName}</h1>
          <p className="mt-0.5 text-sm break-words text-white/85">
            <span className="break-all">{user.email}</span>
            <span className="hidden sm:inline"> · </span>
            <span className="block sm:inline">Member since {formatMonthYear(user.joinedDate)}</span>
          </p>
        </div>
      </header>

      <section aria-label="Your account at a glance" className="mt-6 grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        <StatCard label="Total Orders" value={stats.totalOrders} icon={<BagIcon className="size-6" />} testId="stat-total-orders" />
        <StatCard label="Wishlist Items" value={stats.wishlistItems} icon={<HeartIcon className="size-6" />} testId="stat-wishlist-items" />
        <StatCard label="Active Shipments" value={stats.activeShipments} icon={<TruckIcon className="size-6" />} testId="stat-active-shipments" />
        {/* A customer's first year reads "New this year" rather than "0" (issue 14 section 5). */}
        <StatCard label="Years with us" value={stats.yearsWithUs > 0 ? stats.yearsWithUs : "New this year"} icon={<ClockIcon className="size-6" />} testId="stat-years" />
      </section>

      <nav aria-label="Account sections" className="mt-8 border-b border-stone-200">
        <ul className="-mb-px grid grid-cols-4 sm:flex sm:gap-1" role="list">
          {TABS.map((t) => (
            <li key={t.to} className="min-w-0">
              <PlainLink
                to={t.to}
                preventScrollReset
                aria-current={here === t.to ? "page" : undefined}
                className={`flex min-h-11 items-center justify-center border-b-2 px-1 text-center text-sm font-semibold sm:px-4 sm:text-base ${
                  here === t.to ? "border-brand-700 text-brand-700" : "border-transparent text-stone-600 hover:border-stone-300 hover:text-stone-900"
                }`}
              >
                {t.label}
              </PlainLink>
            </li>
          ))}
        </ul>
      </nav>

      <div className="mt-6">
        {children}
      </div>
    </div>
  );
}
