// Shared bits of the site shell (header, mobile menu, footer).
import type { RootData } from "~/utils/root-data";
import { FREE_SHIPPING_THRESHOLD_RUPEES } from "~/utils/constants";
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

export const FREE_SHIPPING_NOTICE = `Free shipping on orders above ${formatRupees(FREE_SHIPPING_THRESHOLD_RUPEES)}`;

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
