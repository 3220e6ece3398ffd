import { CART_MESSAGES, getCartForApi, UpdateCartSchema, updateCartLine } from "~/models/cart.server";
import { apiMethods, ok, parseJsonBody, requireApiUser } from "~/utils/api.server";
import type { CachePolicy } from "~/utils/cache-control.server";

export const cachePolicy = "no-store" satisfies CachePolicy;

// PUT /api/cart/update { productId, quantity, selectedSize, selectedColor } -> cart.
// Quantity 0 removes the line; 404 when the line is not in the cart; raising
// it past the stock is 409, past 10 is 400.
export const { loader, action } = apiMethods({
  PUT: async ({ request }) => {
    const user = await requireApiUser(request);
    const input = await parseJsonBody(request, UpdateCartSchema);
    await updateCartLine(
      { userId: user.id },
      { productId: input.productId, size: input.selectedSize, color: input.selectedColor, quantity: input.quantity },
    );
    return ok(await getCartForApi(user.id), input.quantity === 0 ? CART_MESSAGES.removed : CART_MESSAGES.updated);
  },
});
