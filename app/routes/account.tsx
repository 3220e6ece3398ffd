import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { Outlet, useLoaderData } from "@remix-run/react";
import { AccountFrame } from "~/components/account/account-frame";
import { pageMeta } from "~/components/ui/page";
import { accountOrderCounts } from "~/models/order-queries.server";
import { getWishlistSummary } from "~/models/wishlist.server";
import { requireUser } from "~/utils/session.server";
import type { CachePolicy } from "~/utils/cache-control.server";
import { yearInIndia } from "~/utils/format";

export const cachePolicy = "no-store" satisfies CachePolicy;

// /account (spec/storefront.md "Account"): welcome header, four stat cards and the
// tabs, each a nested route so every part works without JavaScript:
//   /account            My Orders (account._index.tsx, paging ?page=)
//   /account/profile    Profile (account.profile.tsx, editing ?edit=1, the form posts there)
//   /account/wishlist   Wishlist (account.wishlist.tsx)
//   /account/settings   Settings (account.settings.tsx; Sign Out posts to /logout)
// The old /account?tab=... links redirect to them. Signed-out visitors go to
// /login?redirect=... (DECISIONS 3.13).

export { statusBadgeClass } from "~/components/account/ui";

export const meta: MetaFunction = ({ matches }) => pageMeta("My Account", matches);

/** Where the old ?tab= values live now. */
const TAB_PATHS: Record<string, string> = { orders: "/account", profile: "/account/profile", wishlist: "/account/wishlist", settings: "/account/settings" };

/** The documents' "Years with us": current year minus join year, both in India time. */
export function yearsWithUs(joined: Date | string, now = new Date()): number {
  return Math.max(0, yearInIndia(now) - yearInIndia(joined));
}

export async function loader({ request }: LoaderFunctionArgs) {
  const sessionUser = await requireUser(request);
  const url = new URL(request.url);
  const tab = url.searchParams.get("tab");
  if (url.pathname === "/account" && tab !== null) {
    const rest = new URLSearchParams(url.searchParams);
    rest.delete("tab");
    throw redirect(`${TAB_PATHS[tab] ?? "/account"}${rest.size ? `?${rest}` : ""}`, 301);
  }
  const userId = sessionUser.id;
  // The session read (requireUser) already brings the profile's fields, read this request.
  const [{ totalOrders, activeShipments }, wishlistSummary] = await Promise.all([accountOrderCounts(userId), getWishlistSummary({ userId })]);
  const user = sessionUser;
  return data(
    {
      user: { firstName: user.firstName, lastName: user.lastName, email: user.email, phone: user.phone, joinedDate: user.createdAt.toISOString() },
      stats: { totalOrders, wishlistItems: wishlistSummary.count, activeShipments, yearsWithUs: yearsWithUs(user.createdAt) },
    },
  );
}

export default function AccountLayout() {
  const { user, stats } = useLoaderData<typeof loader>();
  return (
    <AccountFrame user={user} stats={stats}>
      <Outlet />
    </AccountFrame>
  );
}

// After a post that never reached the server, the loaders are not re-fetched over the same dead network.
export { shouldRevalidate } from "~/utils/network-failure";
