import { prisma } from "~/db.server";

// The cart model. The header badge and product cards need the summary; the
// full cart (add, update, remove, coupons, merge on sign-in) builds on it.

export type Owner = { userId: string } | { guestId: string };

export const ownerWhere = (owner: Owner) => ("userId" in owner ? { userId: owner.userId } : { guestId: owner.guestId });

/** Item count (sum of quantities) and the ids of the products in the cart. */
export async function getCartSummary(owner: Owner | null): Promise<{ count: number; productIds: string[] }> {
  if (!owner) return { count: 0, productIds: [] };
  const cart = await prisma.cart.findUnique({
    where: ownerWhere(owner),
    select: { items: { select: { quantity: true, productId: true } } },
  });
  const items = cart?.items ?? [];
  return { count: items.reduce((n, i) => n + i.quantity, 0), productIds: [...new Set(items.map((i) => i.productId))] };
}
