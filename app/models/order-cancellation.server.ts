import type { Prisma } from "@prisma/client";
import { prisma } from "~/db.server";
import { getUserOrder } from "~/models/order-queries.server";
import type { OrderView } from "~/models/order-view.server";
import { queueCancellationEmail, reserveOrderRefundInTx, sendRefund } from "~/models/refund.server";
import { moveStock, type StockReason } from "~/models/stock.server";
import { CancelOrderSchema, orderValidationError } from "~/schemas/checkout";
import { cannotCancel, notEnoughStock, ORDER_MESSAGES } from "~/schemas/order-messages";
import { CANCELLABLE_STATUSES, type OrderStatus } from "~/schemas/order-status";
import { Conflict, NotFound } from "~/utils/errors";
import { issueCreditNoteInTx } from "~/models/invoice.server";

// Cancelling and giving stock back (DECISIONS 3.5, 3.8): the customer's own
// cancel, the expiry of unpaid online orders' stock holds, and the stock and
// coupon bookkeeping the admin's status changes share (admin-order.server.ts).
// Stock is given back exactly once per order, guarded by `stockReleasedAt`.

export type Tx = Prisma.TransactionClient;

/** Gives an order's lines back to stock, each a StockMovement with the reason (cancellation, return, expiry). */
async function returnItemsToStock(tx: Tx, orderId: string, items: ReadonlyArray<{ productId: string; quantity: number; size: string; color: string }>, reason: StockReason) {
  for (const item of items) {
    // Back to the size and colour that was sold (docs/decisions/0019).
    await moveStock(tx, { productId: item.productId, size: item.size, color: item.color, delta: item.quantity, reason, orderId });
  }
}

/**
 * Gives an order's stock back exactly once, whatever its status (an admin cancelling or recording a
 * return): the conditional update on `stockReleasedAt IS NULL` makes a second caller a no-op.
 * Returns whether this call released it.
 */
export async function releaseOrderStock(tx: Tx, orderId: string, now: Date, reason: "cancellation" | "return" = "cancellation"): Promise<boolean> {
  const { count } = await tx.order.updateMany({ where: { id: orderId, stockReleasedAt: null }, data: { stockReleasedAt: now } });
  if (count === 0) return false;
  const items = await tx.orderItem.findMany({ where: { orderId }, select: { productId: true, quantity: true, size: true, color: true } });
  await returnItemsToStock(tx, orderId, items, reason);
  return true;
}

/**
 * Takes the stock of an order whose stock was released (a cancelled or returned order an admin
 * reopens) again, with the same conditional update as placing an order: it never takes stock below 0.
 * Throws Conflict 'Not enough stock for {name}' (the caller's transaction then rolls everything back).
 * Returns whether stock was taken (false when the order still held its stock).
 */
export async function retakeOrderStock(tx: Tx, orderId: string): Promise<boolean> {
  const { count } = await tx.order.updateMany({ where: { id: orderId, stockReleasedAt: { not: null } }, data: { stockReleasedAt: null } });
  if (count === 0) return false;
  const items = await tx.orderItem.findMany({ where: { orderId }, select: { productId: true, quantity: true, name: true, size: true, color: true }, orderBy: { id: "asc" } });
  for (const item of items) {
    const taken = await moveStock(tx, { productId: item.productId, size: item.size, color: item.color, delta: -item.quantity, reason: "sale", orderId, note: "Order reopened" });
    if (taken === null) {
      const msg = notEnoughStock(item.name);
      throw new Conflict(msg, [{ param: "status", msg }]);
    }
  }
  return true;
}

/** Gives the order's coupon use back (cancelled orders). */
export async function releaseCoupon(tx: Tx, orderId: string) {
  const redemption = await tx.couponRedemption.findUnique({ where: { orderId }, select: { id: true, couponId: true } });
  if (!redemption) return;
  await tx.couponRedemption.delete({ where: { id: redemption.id } });
  await tx.coupon.updateMany({ where: { id: redemption.couponId, usedCount: { gt: 0 } }, data: { usedCount: { decrement: 1 } } });
}

type CancelOptions = {
  /** Only while unpaid (the stock-hold expiry and superseded orders). */
  onlyUnpaid?: boolean;
  /** Only when the hold expired before this moment. */
  holdExpiredBefore?: Date;
  /** Frees the idempotency key, so the same checkout page can place a fresh order. */
  releaseKey?: boolean;
  /** The stock movements' reason: an unpaid hold that ran out is an expiry. */
  stockReason?: "cancellation" | "expiry";
};

/**
 * Cancels an order that is pending, confirmed or processing and gives its stock back exactly once
 * (the conditional update on `stockReleasedAt IS NULL` makes a second caller a no-op). Returns
 * whether this call cancelled it.
 */
export async function cancelInTx(tx: Tx, orderId: string, now: Date, reason: string, opts: CancelOptions = {}): Promise<boolean> {
  const order = await tx.order.findUnique({
    where: { id: orderId },
    select: { paymentStatus: true, items: { select: { productId: true, quantity: true, size: true, color: true } } },
  });
  if (!order) return false;
  const { count } = await tx.order.updateMany({
    where: {
      id: orderId,
      status: { in: [...CANCELLABLE_STATUSES] },
      stockReleasedAt: null,
      ...(opts.onlyUnpaid ? { paymentStatus: { not: "paid" } } : {}),
      ...(opts.holdExpiredBefore ? { holdExpiresAt: { lt: opts.holdExpiredBefore } } : {}),
    },
    data: {
      status: "cancelled",
      cancelledAt: now,
      cancellationReason: reason,
      holdExpiresAt: null,
      stockReleasedAt: now,
      // A paid order keeps paymentStatus paid: the refund (refund.server.ts) is what changes it.
      ...(opts.releaseKey ? { idempotencyKey: null } : {}),
    },
  });
  if (count === 0) return false;
  // An order taken back to an earlier step after it shipped still has its tax invoice: reverse it.
  await issueCreditNoteInTx(tx, orderId, reason, now);
  await returnItemsToStock(tx, orderId, order.items, opts.stockReason ?? "cancellation");
  await releaseCoupon(tx, orderId);
  await tx.payment.updateMany({ where: { orderId, status: "created" }, data: { status: "cancelled" } });
  return true;
}

/**
 * The customer cancels their own order while it is pending, confirmed or processing: stock restored,
 * coupon use given back. 404 for an unknown or another customer's order, 409 otherwise.
 */
export async function cancelOrder(userId: string, orderId: string, reason: string): Promise<OrderView> {
  const parsed = CancelOrderSchema.safeParse({ reason });
  if (!parsed.success) throw orderValidationError(parsed.error);
  const refund = await prisma.$transaction(async (tx) => {
    const order = orderId && orderId.length <= 64 ? await tx.order.findFirst({ where: { id: orderId, userId }, select: { id: true, status: true } }) : null;
    if (!order) throw new NotFound(ORDER_MESSAGES.notFound);
    if (!CANCELLABLE_STATUSES.includes(order.status as OrderStatus)) throw new Conflict(cannotCancel(order.status));
    const done = await cancelInTx(tx, order.id, new Date(), parsed.data.reason);
    if (!done) throw new Conflict(cannotCancel(order.status));
    // A paid online order is refunded in full (reserved here, sent to Razorpay after the transaction).
    const reserved = await reserveOrderRefundInTx(tx, order.id, "cancelled", `Order cancelled by the customer: ${parsed.data.reason}`);
    await queueCancellationEmail(tx, order.id);
    return reserved;
  });
  if (refund?.send) await sendRefund(refund.refundId);
  const order = await getUserOrder(userId, orderId);
  if (!order) throw new NotFound(ORDER_MESSAGES.notFound);
  return order;
}

/**
 * Unpaid online orders whose 30-minute hold has passed are cancelled ('Payment not completed in time')
 * and their stock is released, once each however often (or concurrently) this runs. Returns how many
 * it released. Runs in the server's job loop (app/jobs.server.ts).
 */
export async function releaseExpiredHolds(now = new Date()): Promise<number> {
  const due = await prisma.order.findMany({
    where: { paymentMethod: "razorpay", status: "pending", paymentStatus: { not: "paid" }, stockReleasedAt: null, holdExpiresAt: { lt: now } },
    select: { id: true },
    orderBy: { holdExpiresAt: "asc" },
    take: 500,
  });
  let released = 0;
  for (const { id } of due) {
    const done = await prisma.$transaction((tx) =>
      cancelInTx(tx, id, now, ORDER_MESSAGES.paymentNotCompleted, { onlyUnpaid: true, holdExpiredBefore: now, releaseKey: true, stockReason: "expiry" }),
    );
    if (done) released++;
  }
  return released;
}
