import { prisma } from "~/db.server";
import { releaseExpiredHolds } from "~/models/order-cancellation.server";
import { EMPTY_GUEST_DATA_HOURS, GUEST_DATA_DAYS } from "~/utils/constants";

// Housekeeping for what shoppers leave behind (issue 11, section 4 "Holding stock and rows").
// A guest's cart and wishlist are keyed by the anonymous id of a cookie, so every
// cookie-less client that adds something leaves a row nobody will come back to.
// runMaintenance() removes, in one pass:
// - guest carts untouched (no add, change or removal) for GUEST_DATA_DAYS, and empty
//   guest carts older than EMPTY_GUEST_DATA_HOURS;
// - guest wishlists with nothing saved for GUEST_DATA_DAYS, and empty ones older than
//   EMPTY_GUEST_DATA_HOURS;
// and releases expired stock holds (idempotent; the 60-second job does it too).
// Customers' carts and wishlists are never removed. Lines and items go with their
// cart or wishlist (cascades). Safe to run at any time and from several processes.

export type MaintenanceReport = { releasedHolds: number; guestCartsRemoved: number; guestWishlistsRemoved: number };

const DAY = 86_400_000;
const HOUR = 3_600_000;

/** One maintenance pass. Call it from the server's job loop (hourly is plenty) and at start. */
export async function runMaintenance(now = new Date()): Promise<MaintenanceReport> {
  const releasedHolds = await releaseExpiredHolds(now);
  const staleBefore = new Date(now.getTime() - GUEST_DATA_DAYS * DAY);
  const emptyBefore = new Date(now.getTime() - EMPTY_GUEST_DATA_HOURS * HOUR);

  // Every cart change touches Cart.updatedAt (cart.server.ts), so it is the cart's last activity.
  const carts = await prisma.cart.deleteMany({
    where: {
      guestId: { not: null },
      userId: null,
      OR: [{ updatedAt: { lt: staleBefore } }, { updatedAt: { lt: emptyBefore }, items: { none: {} } }],
    },
  });
  // Saving to a wishlist adds an item without touching the wishlist row: its newest item is its last activity.
  const wishlists = await prisma.wishlist.deleteMany({
    where: {
      guestId: { not: null },
      userId: null,
      OR: [
        { updatedAt: { lt: staleBefore }, items: { none: { addedAt: { gte: staleBefore } } } },
        { updatedAt: { lt: emptyBefore }, items: { none: {} } },
      ],
    },
  });
  return { releasedHolds, guestCartsRemoved: carts.count, guestWishlistsRemoved: wishlists.count };
}
