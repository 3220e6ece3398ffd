import { CART_MESSAGES, clearCart, getCartForApi } from "~/models/cart.server";
import { apiMethods, ok, requireApiUser } from "~/utils/api.server";
import type { CachePolicy } from "~/utils/cache-control.server";

export const cachePolicy = "no-store" satisfies CachePolicy;

// DELETE /api/cart/clear -> the empty cart (its coupon is dropped too).
export const { loader, action } = apiMethods({
  DELETE: async ({ request }) => {
    const user = await requireApiUser(request);
    await clearCart({ userId: user.id });
    return ok(await getCartForApi(user.id), CART_MESSAGES.cleared);
  },
});
