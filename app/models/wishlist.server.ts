import { prisma } from "~/db.server";
import type { Owner } from "~/models/cart.server";

// The wishlist model. Issue 3 adds toggles, the page and merge on sign-in;
// the header badge needs only the count.

export async function getWishlistCount(owner: Owner | null): Promise<number> {
  if (!owner) return 0;
  const wishlist = await prisma.wishlist.findUnique({
    where: "userId" in owner ? { userId: owner.userId } : { guestId: owner.guestId },
    select: { _count: { select: { items: true } } },
  });
  return wishlist?._count.items ?? 0;
}
