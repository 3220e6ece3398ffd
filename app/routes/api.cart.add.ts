import { AddToCartSchema, addToCart, CART_MESSAGES, getCartForApi } from "~/models/cart.server";
import { apiMethods, ok, parseJsonBody, requireApiUser } from "~/utils/api.server";
import type { CachePolicy } from "~/utils/cache-control.server";

export const cachePolicy = "no-store" satisfies CachePolicy;

// POST /api/cart/add { productId, quantity (1), selectedSize, selectedColor } -> cart.
// 404 unknown product; 409 unlisted, out of stock or more than the stock;
// 400 quantity outside 1..10 per line, size or colour not offered. Never a silent change.
export const { loader, action } = apiMethods({
  POST: async ({ request }) => {
    const user = await requireApiUser(request);
    const input = await parseJsonBody(request, AddToCartSchema);
    await addToCart(
      { userId: user.id },
      { productId: input.productId, quantity: input.quantity, size: input.selectedSize, color: input.selectedColor },
    );
    return ok(await getCartForApi(user.id), CART_MESSAGES.added);
  },
});
