import { addToWishlist, getWishlistProducts, WishlistProductSchema } from "~/models/wishlist.server";
import { apiMethods, created, ok, parseJsonBody, requireApiUser } from "~/utils/api.server";
import type { CachePolicy } from "~/utils/cache-control.server";

export const cachePolicy = "no-store" satisfies CachePolicy;

// GET /api/wishlist and POST /api/wishlist (API.md "Cart, wishlist"): the
// signed-in user's saved products, newest first, in the API's product shape.
// Guests use the web session's wishlist (/wishlist) instead.
export const { loader, action } = apiMethods({
  GET: async ({ request }) => {
    const user = await requireApiUser(request);
    return ok(await getWishlistProducts({ userId: user.id }), "Wishlist retrieved successfully");
  },
  // 201: the save is a creation. 404 for an unknown or unlisted product, 409 when already saved.
  POST: async ({ request }) => {
    const user = await requireApiUser(request);
    const { productId } = await parseJsonBody(request, WishlistProductSchema);
    await addToWishlist({ userId: user.id }, productId);
    return created(await getWishlistProducts({ userId: user.id }), "Product added to wishlist");
  },
});
