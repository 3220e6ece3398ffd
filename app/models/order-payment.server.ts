import type { Prisma } from "@prisma/client";
import { getUserOrder } from "~/models/order-queries.server";
import { queueConfirmation, removeOrderedLines } from "~/models/order-placement.server";
import type { OrderView } from "~/models/order-view.server";
import { combinationsAvailable, moveStock } from "~/models/stock.server";
import { ORDER_MESSAGES } from "~/schemas/order-messages";
import { NotFound } from "~/utils/errors";
import { isListed } from "~/models/catalog.server";

// Applying a payment to its order (called by payment.server.ts inside the
// payment's transaction): paid once, revived after an expired hold when its
// stock and coupon allow, or left cancelled and marked paid for a refund.

type Tx = Prisma.TransactionClient;

/**
 * Whether a cancelled order being revived by a late payment may take its coupon use again:
 * null when it has no coupon (or still holds its use), the coupon when its limits (total uses,
 * uses per customer) still allow one more, false when they do not. The shopper agreed the price
 * while the coupon was live, so expiry is not checked again; the limits are.
 */
async function couponForRevive(tx: Tx, order: { id: string; userId: string; couponCode: string | null }): Promise<{ id: string } | null | false> {
  if (!order.couponCode) return null;
  if (await tx.couponRedemption.findUnique({ where: { orderId: order.id }, select: { id: true } })) return null;
  const coupon = await tx.coupon.findUnique({ where: { code: order.couponCode.toUpperCase() }, select: { id: true, maxUses: true, usedCount: true, perCustomerLimit: true } });
  if (!coupon) return false;
  if (coupon.maxUses !== null && coupon.usedCount >= coupon.maxUses) return false;
  if (coupon.perCustomerLimit !== null) {
    const used = await tx.couponRedemption.count({ where: { couponId: coupon.id, userId: order.userId } });
    if (used >= coupon.perCustomerLimit) return false;
  }
  return { id: coupon.id };
}

export type PaymentOutcome = "paid" | "already-paid" | "revived" | "paid-after-cancel";

/**
 * Inside the payment's transaction: the order becomes paid (once). Its ordered lines leave the cart
 * and the confirmation e-mail is queued. An order whose hold expired (or that a newer order replaced)
 * is revived when its stock can be taken again; otherwise it stays cancelled, marked paid, for a refund.
 */
export async function applyPaymentToOrder(tx: Tx, orderId: string, razorpayPaymentId: string, now = new Date()): Promise<PaymentOutcome> {
  const order = await tx.order.findUnique({
    where: { id: orderId },
    select: {
      id: true,
      userId: true,
      status: true,
      paymentStatus: true,
      couponCode: true,
      cancellationReason: true,
      stockReleasedAt: true,
      items: { select: { productId: true, quantity: true, size: true, color: true } },
    },
  });
  if (!order) throw new NotFound(ORDER_MESSAGES.notFound);
  if (order.paymentStatus === "paid" || order.paymentStatus === "partially_refunded" || order.paymentStatus === "refunded") return "already-paid";

  let outcome: PaymentOutcome = "paid";
  if (order.status === "cancelled") {
    const autoCancelled = order.cancellationReason === ORDER_MESSAGES.paymentNotCompleted || order.cancellationReason === ORDER_MESSAGES.superseded;
    let revivable = autoCancelled && order.stockReleasedAt !== null;
    if (revivable) {
      const needed = new Map<string, number>();
      for (const i of order.items) needed.set(i.productId, (needed.get(i.productId) ?? 0) + i.quantity);
      const products = await tx.product.findMany({ where: { id: { in: [...needed.keys()] } }, select: { id: true, stock: true, isActive: true, archivedAt: true } });
      revivable = products.length === needed.size && products.every((p) => isListed(p) && p.stock >= (needed.get(p.id) ?? 0));
      // Per size and colour too (docs/decisions/0019): each line's combination must still have its units.
      if (revivable) revivable = await combinationsAvailable(tx, order.items);
    }
    // Its coupon use was given back when it was cancelled: it is revived only if the coupon can take it again.
    const coupon = revivable ? await couponForRevive(tx, order) : null;
    if (coupon === false) revivable = false;
    if (!revivable) {
      await tx.order.update({ where: { id: order.id }, data: { paymentStatus: "paid", paymentId: razorpayPaymentId, paidAt: now } });
      return "paid-after-cancel";
    }
    for (const i of order.items) {
      const left = await moveStock(tx, { productId: i.productId, size: i.size, color: i.color, delta: -i.quantity, reason: "sale", orderId: order.id, note: "Paid after its hold ended" });
      if (left === null) throw new Error("Stock moved inside the payment's transaction"); // checked above in this transaction
    }
    if (coupon) {
      await tx.couponRedemption.create({ data: { couponId: coupon.id, userId: order.userId, orderId: order.id } });
      await tx.coupon.update({ where: { id: coupon.id }, data: { usedCount: { increment: 1 } } });
    }
    await tx.order.update({
      where: { id: order.id },
      data: { status: "pending", cancelledAt: null, cancellationReason: null, stockReleasedAt: null },
    });
    outcome = "revived";
  }
  // Verified money confirms a waiting order at once (the shop has nothing left to decide); an order
  // the admin has already moved on keeps its status.
  const confirm = order.status === "pending" || outcome === "revived";
  await tx.order.update({
    where: { id: order.id },
    // paymentMethod: an order switched to Cash on Delivery whose earlier online attempt is captured after all was paid online.
    data: { paymentStatus: "paid", paymentMethod: "razorpay", paymentId: razorpayPaymentId, paidAt: now, holdExpiresAt: null, ...(confirm ? { status: "confirmed", confirmedAt: now } : {}) },
  });
  await removeOrderedLines(tx, order.userId, order.items, order.couponCode);
  await queueConfirmation(tx, order.id);
  return outcome;
}

/** A failed attempt: the order stays unpaid (payment status failed) and can be paid again within its hold. */
export async function applyPaymentFailure(tx: Tx, orderId: string): Promise<void> {
  await tx.order.updateMany({ where: { id: orderId, paymentStatus: "pending" }, data: { paymentStatus: "failed" } });
}

/** The order of `userId` that can be paid now (razorpay, pending, unpaid, inside its hold), or null. */
export async function getPayableOrder(userId: string, orderId: string): Promise<OrderView | null> {
  const order = await getUserOrder(userId, orderId);
  return order && order.awaitingPayment ? order : null;
}
