import type { Owner } from "~/models/cart.server";
import { addToWishlist, moveToCart, NOT_IN_WISHLIST, removeFromWishlist, toggleWishlist } from "~/models/wishlist.server";
import { NotFound } from "~/utils/errors";

// The /wishlist form action's intent dispatcher, beside the wishlist model:
// toggle, add, remove and move-to-cart. The route finds the owner, calls
// runWishlistAction and turns the message into a toast (a redirect, or data
// for mode=fetch).

export const WISHLIST_MESSAGES = {
  added: "Added to wishlist",
  removed: "Removed from wishlist",
  moved: "Item added to cart!",
  invalid: "Please choose a product",
} as const;

export const WISHLIST_INTENTS = ["toggle", "add", "remove", "move-to-cart"] as const;
export type WishlistIntent = (typeof WISHLIST_INTENTS)[number];

/** What a mode=fetch post answers. `inWishlist` is the product's state after the post. */
export type WishlistActionData = { ok: boolean; inWishlist: boolean; message: string };

/**
 * The posted intent and product id, or null when either is unusable. Two
 * plain checks rather than a zod schema.
 */
export function parseWishlistAction(form: FormData): { intent: WishlistIntent; productId: string; size?: string; color?: string } | null {
  const intent = form.get("intent");
  const productId = form.get("productId");
  if (typeof intent !== "string" || !(WISHLIST_INTENTS as readonly string[]).includes(intent)) return null;
  if (typeof productId !== "string") return null;
  const id = productId.trim();
  if (id.length < 1 || id.length > 64) return null;
  // Move to Cart's chosen size and colour (the cart checks them against the product).
  const choice = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" && value.trim() ? value.trim().slice(0, 50) : undefined;
  };
  return { intent: intent as WishlistIntent, productId: id, size: choice("size"), color: choice("color") };
}

/** Only saving something gives a guest a wishlist (and so a guest id). */
export const intentCreatesWishlist = (intent: WishlistIntent) => intent === "toggle" || intent === "add";

/** Runs one intent for the owner (null: a guest without a wishlist yet). */
export async function runWishlistAction(
  intent: WishlistIntent,
  owner: Owner | null,
  productId: string,
  variant: { size?: string; color?: string } = {},
): Promise<{ inWishlist: boolean; message: string }> {
  if (!owner) throw new NotFound(NOT_IN_WISHLIST);
  switch (intent) {
    case "toggle": {
      const { inWishlist } = await toggleWishlist(owner, productId);
      return { inWishlist, message: inWishlist ? WISHLIST_MESSAGES.added : WISHLIST_MESSAGES.removed };
    }
    case "add":
      await addToWishlist(owner, productId);
      return { inWishlist: true, message: WISHLIST_MESSAGES.added };
    case "remove":
      await removeFromWishlist(owner, productId);
      return { inWishlist: false, message: WISHLIST_MESSAGES.removed };
    case "move-to-cart":
      await moveToCart(owner, productId, variant);
      return { inWishlist: false, message: WISHLIST_MESSAGES.moved };
  }
}
