import { AddToCartSchema, addToCart, CART_MESSAGES } from "~/models/cart.server";
import { cartLineMethod } from "~/utils/api-routes.server";
import type { CachePolicy } from "~/utils/cache-control.server";

export const cachePolicy = "no-store" satisfies CachePolicy;

// POST /api/cart/add { productId, quantity (1), selectedSize, selectedColor } -> cart.
// 404 unknown product; 409 unlisted, out of stock or more than the stock;
// 400 quantity outside 1..10 per line, size or colour not offered. Never a silent change.
export const { loader, action } = cartLineMethod("POST", AddToCartSchema, addToCart, () => CART_MESSAGES.added);
