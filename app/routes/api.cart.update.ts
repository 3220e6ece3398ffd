import { CART_MESSAGES, UpdateCartSchema, updateCartLine } from "~/models/cart.server";
import { cartLineMethod } from "~/utils/api-routes.server";
import type { CachePolicy } from "~/utils/cache-control.server";

export const cachePolicy = "no-store" satisfies CachePolicy;

// PUT /api/cart/update { productId, quantity, selectedSize, selectedColor } -> cart.
// Quantity 0 removes the line; 404 when the line is not in the cart; raising
// it past the stock is 409, past 10 is 400.
export const { loader, action } = cartLineMethod("PUT", UpdateCartSchema, updateCartLine, (body) =>
  body.quantity === 0 ? CART_MESSAGES.removed : CART_MESSAGES.updated,
);
