import { getWishlistProducts, removeFromWishlist } from "~/models/wishlist.server";
import { apiMethods, ok, requireApiUser } from "~/utils/api.server";
import type { CachePolicy } from "~/utils/cache-control.server";

export const cachePolicy = "no-store" satisfies CachePolicy;

// DELETE /api/wishlist/{productId}: the remaining saved products; 404 when the
// product is not in the caller's wishlist.
export const { loader, action } = apiMethods({
  DELETE: async ({ request, params }) => {
    const user = await requireApiUser(request);
    await removeFromWishlist({ userId: user.id }, params.productId ?? "");
    return ok(await getWishlistProducts({ userId: user.id }), "Product removed from wishlist");
  },
});
