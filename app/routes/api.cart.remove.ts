import { CART_MESSAGES, getCartForApi, RemoveFromCartSchema, removeCartLine } from "~/models/cart.server";
import { apiMethods, ok, parseJsonBody, requireApiUser } from "~/utils/api.server";
import type { CachePolicy } from "~/utils/cache-control.server";

export const cachePolicy = "no-store" satisfies CachePolicy;

// DELETE /api/cart/remove with a JSON body { productId, selectedSize, selectedColor } -> cart.
// Without size and colour every line of the product goes; 404 when nothing matched.
export const { loader, action } = apiMethods({
  DELETE: async ({ request }) => {
    const user = await requireApiUser(request);
    const input = await parseJsonBody(request, RemoveFromCartSchema);
    await removeCartLine({ userId: user.id }, { productId: input.productId, size: input.selectedSize, color: input.selectedColor });
    return ok(await getCartForApi(user.id), CART_MESSAGES.removed);
  },
});
