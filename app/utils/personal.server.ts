import { getCartSummary, type Owner } from "~/models/cart.server";
import { getWishlistSummary } from "~/models/wishlist.server";
import type { Me } from "~/utils/personal";
import { getGuestId, getUser } from "~/utils/session.server";

/**
 * "me" for the visitor of `request`: who is signed in, the header's counts, which products are in
 * their cart and wishlist (prepared statements, decision 0028). The root loader and a signed-in
 * shopper's copy of a shared page (personal-page.server.ts) both read it here.
 */
export async function readMe(request: Request): Promise<{ me: Me; owner: Owner | null }> {
  const [user, guestId] = await Promise.all([getUser(request), getGuestId(request)]);
  const owner: Owner | null = user ? { userId: user.id } : guestId ? { guestId } : null;
  const [cart, wishlist] = await Promise.all([getCartSummary(owner), getWishlistSummary(owner)]);
  return {
    owner,
    me: {
      user: user && { id: user.id, firstName: user.firstName, lastName: user.lastName, email: user.email, role: user.role },
      cartCount: cart.count,
      wishlistCount: wishlist.count,
      cartProductIds: cart.productIds,
      wishlistProductIds: wishlist.productIds,
    },
  };
}
