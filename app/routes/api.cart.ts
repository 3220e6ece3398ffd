import { getCartForApi } from "~/models/cart.server";
import { apiMethods, ok, requireApiUser } from "~/utils/api.server";
import type { CachePolicy } from "~/utils/cache-control.server";

export const cachePolicy = "no-store" satisfies CachePolicy;

// GET /api/cart: the signed-in user's cart with current prices and the pricing engine's totals (API.md).
export const { loader, action } = apiMethods({
  GET: async ({ request }) => {
    const user = await requireApiUser(request);
    return ok(await getCartForApi(user.id), "Cart retrieved successfully");
  },
});
