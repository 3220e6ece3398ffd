import { prisma } from "~/db.server";
import { queueConfirmation, removeOrderedLines } from "~/models/order-placement.server";
import { COD_MIN_TOTAL } from "~/models/pricing.server";
import { ORDER_MESSAGES } from "~/schemas/order-messages";
import { Conflict, NotFound, ValidationError } from "~/utils/errors";

// "Payment not completed: retry or choose COD" (issue 14 §3): an online order that was placed but not
// paid becomes a Cash on Delivery order at the shopper's request, from My Orders or the pay step.
// The order keeps the stock it reserved when it was placed (no stock moves here), its total (the
// pricing engine charges nothing for COD) and its coupon use; it becomes what a COD order is at
// placement: pending, unpaid, its lines out of the cart, the confirmation e-mail queued.

export const COD_SWITCH_MESSAGES = {
  alreadyPaid: "This order is already paid.",
  notSwitchable: "This order can no longer be switched to Cash on Delivery: its reservation has ended. Please place a new order.",
} as const;

/**
 * Switches the user's unpaid online order to Cash on Delivery in one transaction. Refused (409) once it
 * is paid or no longer holds its stock (hold expired, cancelled, replaced), and (400) when its total is
 * not above the COD limit. The switch is one conditional update: a replay, a double click or a race with
 * a payment acts at most once; an order that is already COD returns `switched: false` and changes nothing.
 */
export async function switchOrderToCod(userId: string, orderId: string, now = new Date()): Promise<{ orderId: string; switched: boolean }> {
  return prisma.$transaction(async (tx) => {
    const order = await tx.order.findFirst({
      where: { id: orderId, userId },
      select: { id: true, userId: true, status: true, paymentMethod: true, paymentStatus: true, total: true, couponCode: true, holdExpiresAt: true, stockReleasedAt: true },
    });
    if (!order) throw new NotFound(ORDER_MESSAGES.notFound);
    if (order.paymentStatus === "paid" || order.paymentStatus === "refunded" || order.paymentStatus === "partially_refunded") {
      throw new Conflict(COD_SWITCH_MESSAGES.alreadyPaid, [{ param: "paymentMethod", msg: COD_SWITCH_MESSAGES.alreadyPaid }]);
    }
    if (order.paymentMethod === "cod") return { orderId: order.id, switched: false };
    const holding = order.status === "pending" && order.stockReleasedAt === null && order.holdExpiresAt !== null && order.holdExpiresAt > now;
    if (!holding) throw new Conflict(COD_SWITCH_MESSAGES.notSwitchable, [{ param: "paymentMethod", msg: COD_SWITCH_MESSAGES.notSwitchable }]);
    if (!(order.total > COD_MIN_TOTAL)) throw new ValidationError(ORDER_MESSAGES.codNotAllowed, [{ param: "paymentMethod", msg: ORDER_MESSAGES.codNotAllowed }]);

    // The guard repeats every condition, so a payment or the hold's expiry committed meanwhile wins.
    const { count } = await tx.order.updateMany({
      where: {
        id: order.id,
        paymentMethod: "razorpay",
        status: "pending",
        paymentStatus: { in: ["pending", "failed"] },
        stockReleasedAt: null,
        holdExpiresAt: { gt: now },
      },
      data: { paymentMethod: "cod", paymentStatus: "pending", holdExpiresAt: null },
    });
    if (count !== 1) throw new Conflict(COD_SWITCH_MESSAGES.notSwitchable, [{ param: "paymentMethod", msg: COD_SWITCH_MESSAGES.notSwitchable }]);
    const items = await tx.orderItem.findMany({ where: { orderId: order.id }, select: { productId: true, size: true, color: true } });
    await removeOrderedLines(tx, order.userId, items, order.couponCode);
    await queueConfirmation(tx, order.id);
    return { orderId: order.id, switched: true };
  });
}
