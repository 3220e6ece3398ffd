import { useRouteLoaderData } from "@remix-run/react";
import type { RootData } from "~/utils/root-data";

// What of a page is this visitor's own ("me"): who is signed in, the header's counts, which
// products are in their cart and wishlist, and on a product page that product's cart lines and
// whether they are signed in to review it. A signed-in visitor's catalogue page is the shared
// (anonymous) cached page with these parts put into its slots (components/personal/slots.tsx,
// utils/personal-page.server.ts, docs/decisions/0032): the page then carries "me" in a
// `<script type="application/json" id="me">` of its own, and the hooks below read it until the
// loaders run again. On any other page they are the loaders' data.

/** Who is signed in, as the shell shows them. */
export type PersonalUser = { id: string; firstName: string; lastName: string; email: string; role: string };
export type ProductCartLine = { size: string; color: string; quantity: number };
/** A product page's personal part. Pages where the shopper may write a review are rendered for them. */
export type ProductPersonal = { cartLines: ProductCartLine[]; signedIn: boolean };

export type Me = {
  user: PersonalUser | null;
  cartCount: number;
  wishlistCount: number;
  cartProductIds: string[];
  wishlistProductIds: string[];
  products?: Record<string, ProductPersonal>;
};

export const ME_SCRIPT_ID = "me";
export const ANONYMOUS: Me = { user: null, cartCount: 0, wishlistCount: 0, cartProductIds: [], wishlistProductIds: [] };

/** "me" as JSON inside a script element: nothing in it can close the element. */
export function meJson(me: Me): string {
  return JSON.stringify(me).replace(/</g, "\\u003c").replace(/\u2028/g, "\\u2028").replace(/\u2029/g, "\\u2029");
}

let fromPage: Me | null | undefined;
/** The "me" this page was served with, or null (a page rendered for this visitor carries none). */
function meOfPage(): Me | null {
  if (typeof document === "undefined") return null;
  if (fromPage === undefined) {
    const text = document.getElementById(ME_SCRIPT_ID)?.textContent;
    try {
      fromPage = text ? (JSON.parse(text) as Me) : null;
    } catch {
      fromPage = null;
    }
  }
  return fromPage;
}

// The loader data each route had when the page was hydrated: "me" describes the page as served,
// so it holds until that route's loader has run again (after an action, or a new page).
const seenAtHydration = new Map<string, unknown>();
function isServedData(key: string, data: unknown): boolean {
  if (!seenAtHydration.has(key)) seenAtHydration.set(key, data);
  return seenAtHydration.get(key) === data;
}

/** This visitor's user, counts and product ids. */
export function usePersonal(): Me {
  const root = useRouteLoaderData("root") as RootData | undefined;
  const page = meOfPage();
  if (page && isServedData("root", root)) return page;
  return root?.me ?? ANONYMOUS;
}

/** A product page's cart lines and sign-in state for reviews: the page's "me", else its loader data (`data`, by identity). */
export function useProductPersonal(productId: string, data: { cartLines: ProductCartLine[]; reviewer: { signedIn: boolean } }): ProductPersonal {
  const page = meOfPage()?.products?.[productId];
  if (page && isServedData(`product:${productId}`, data)) return page;
  return { cartLines: data.cartLines, signedIn: data.reviewer.signedIn };
}
