import { prisma } from "~/db.server";

// The cart model. Issue 4 adds the full cart (add, update, remove, coupons,
// merge on sign-in); the header badge needs only the count.

export type Owner = { userId: string } | { guestId: string };

export async function getCartCount(owner: Owner | null): Promise<number> {
  if (!owner) return 0;
  const cart = await prisma.cart.findUnique({
    where: "userId" in owner ? { userId: owner.userId } : { guestId: owner.guestId },
    select: { items: { select: { quantity: true } } },
  });
  return cart?.items.reduce((n, i) => n + i.quantity, 0) ?? 0;
}
