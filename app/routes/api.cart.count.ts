import { getCartSummary } from "~/models/cart.server";
import { apiMethods, ok, requireApiUser } from "~/utils/api.server";
import type { CachePolicy } from "~/utils/cache-control.server";

export const cachePolicy = "no-store" satisfies CachePolicy;

// GET /api/cart/count: { count } = the sum of the quantities in the cart.
export const { loader, action } = apiMethods({
  GET: async ({ request }) => {
    const user = await requireApiUser(request);
    const { count } = await getCartSummary({ userId: user.id });
    return ok({ count }, "Cart count retrieved successfully");
  },
});
