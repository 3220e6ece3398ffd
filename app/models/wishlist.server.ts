import { prisma } from "~/db.server";
import { ownerWhere, type Owner } from "~/models/cart.server";

// The wishlist model. The header badge and product cards need the summary.

export async function getWishlistSummary(owner: Owner | null): Promise<{ count: number; productIds: string[] }> {
  if (!owner) return { count: 0, productIds: [] };
  const wishlist = await prisma.wishlist.findUnique({
    where: ownerWhere(owner),
    select: { items: { select: { productId: true } } },
  });
  const productIds = wishlist?.items.map((i) => i.productId) ?? [];
  return { count: productIds.length, productIds };
}
