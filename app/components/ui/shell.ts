// Shared bits of the site shell (header, mobile menu, footer).
import { type RootData, useRootData } from "~/utils/root-data";
import { COD_MIN_TOTAL_RUPEES, FREE_SHIPPING_THRESHOLD_RUPEES, LOW_STOCK_THRESHOLD } from "~/utils/constants";
import { formatRupees } from "~/utils/money";

export type ShellUser = NonNullable<NonNullable<RootData>["user"]>;
export type Shop = NonNullable<RootData>["shop"];
/** What the header and the mobile menu show: who is signed in, the counts and the shop's contact details. */
export type ShellProps = { user: ShellUser | null; cartCount: number; wishlistCount: number; shop: Shop | undefined };

export const NAV_LINKS = [
  { to: "/", label: "Home", end: true },
  { to: "/shop", label: "Shop", end: false },
  { to: "/about", label: "About Us", end: false },
  { to: "/contact", label: "Contact", end: false },
] as const;

export type ShopPolicies = Shop["policies"];
const DEFAULT_POLICIES: ShopPolicies = { freeShippingAbove: FREE_SHIPPING_THRESHOLD_RUPEES, codAbove: COD_MIN_TOTAL_RUPEES, lowStockThreshold: LOW_STOCK_THRESHOLD };

/** The shop's policies as the owner set them in /admin/settings (root loader), rupees. */
export function useShopPolicies(): ShopPolicies {
  return useRootData()?.shop.policies ?? DEFAULT_POLICIES;
}

export const freeShippingNotice = (p: ShopPolicies) => `Free shipping on orders above ${formatRupees(p.freeShippingAbove)}`;

/** "+91 98765 43210" -> "tel:+919876543210". */
export function telHref(phone: string) {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}

export function fullName(user: { firstName: string; lastName: string }) {
  return `${user.firstName} ${user.lastName}`.trim();
}

export function initials(user: { firstName: string; lastName: string }) {
  return `${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.toUpperCase();
}
