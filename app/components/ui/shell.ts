import type { PersonalUser } from "~/utils/personal";
// Shared bits of the site shell (header, mobile menu, footer).
import { type RootData, useRootData } from "~/utils/root-data";

export type ShellUser = PersonalUser;
export type Shop = NonNullable<RootData>["shop"];

export const NAV_LINKS = [
  { to: "/", label: "Home", end: true },
  { to: "/shop", label: "Shop", end: false },
  { to: "/about", label: "About Us", end: false },
  { to: "/contact", label: "Contact", end: false },
] as const;

export type ShopPolicies = Shop["policies"];

/**
 * The shop's policies as the owner set them in /admin/settings (root loader), rupees. Only for
 * components of pages the root loader answered (not error screens): no fallback copy of the
 * constants in the browser bundle (the product page's JS budget).
 */
export function useShopPolicies(): ShopPolicies {
  return useRootData()!.shop.policies;
}



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
