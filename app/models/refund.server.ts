import crypto from "node:crypto";
import type { Prisma } from "@prisma/client";
import { prisma } from "~/db.server";
import { issueRefundCreditNoteInTx } from "~/models/invoice-issue.server";
import { queueRefundEmailFor, type RefundMail } from "~/models/order-emails.server";
import { razorpayClient } from "~/models/payment-config.server";
import { isProduction } from "~/utils/env.server";
import { Conflict, NotFound, ValidationError } from "~/utils/errors";
import { formatPaise } from "~/utils/money";

// Refunds (DECISIONS 4.5, docs/decisions/0010-razorpay-and-refunds.md). Money given back is a
// Refund row, never a label: an order's paymentStatus reads `refunded` / `partially_refunded`
// only from these rows (pending + processed count; failed ones do not).
//   Online (Razorpay): the row is reserved (status pending) in the same transaction as the
//     cancel / return / admin request, then sent through the SDK outside any transaction, with
//     X-Refund-Idempotency = the row's id, so a retry never refunds twice. refund.processed /
//     refund.failed webhooks and a fetch (reconcileRefund) settle it.
//   Simulator payments (outside production): a local simulated refund on the same code path.
//   Manual (COD, or money given back outside Razorpay): recorded by an admin with its method and
//     reference, processed at once.
// Every request carries an idempotency key (cancel/return: "order:<id>:<action>", admin form: a
// key embedded in the form): the same key returns the first refund.

export const REFUND_STATUSES = ["pending", "processed", "failed"] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];
export const MANUAL_REFUND_METHODS = ["cash", "upi", "bank_transfer", "other"] as const;
export type ManualRefundMethod = (typeof MANUAL_REFUND_METHODS)[number];
export type RefundMethod = "razorpay" | ManualRefundMethod;
export const REFUND_METHOD_LABELS: Record<RefundMethod, string> = {
  razorpay: "Razorpay (to the original payment method)",
  cash: "Cash",
  upi: "UPI",
  bank_transfer: "Bank transfer",
  other: "Other",
};

/** Payment statuses of an order that was paid (some of it may have been given back). */
export const PAID_STATUSES = ["paid", "partially_refunded", "refunded"] as const;
const COUNTED: RefundStatus[] = ["pending", "processed"];

export const REFUND_MESSAGES = {
  notPaid: "This order has no payment to refund",
  nothingLeft: "This order has been refunded in full already",
  tooMuch: (left: number) => `A refund cannot be more than what is left to refund (${formatPaise(left)})`,
  amount: "Enter the amount to refund in whole rupees",
  reason: "Please give a reason for the refund",
  method: "Choose how the money was given back",
  online: "This order was not paid online: record how the money was given back (method and reference)",
  reopenRefunded: "This order has been refunded, so it cannot be reopened. Place a new order for the customer instead.",
  notFound: "Refund not found",
  created: "Refund issued",
  recorded: "Refund recorded",
} as const;

type Tx = Prisma.TransactionClient;

export type RefundView = {
  id: string;
  amount: number;
  status: RefundStatus;
  method: RefundMethod;
  reference: string | null;
  reason: string;
  errorReason: string | null;
  razorpayRefundId: string | null;
  createdAt: Date;
  processedAt: Date | null;
};

const viewSelect = {
  id: true,
  amount: true,
  status: true,
  method: true,
  reference: true,
  reason: true,
  errorReason: true,
  razorpayRefundId: true,
  createdAt: true,
  processedAt: true,
} satisfies Prisma.RefundSelect;

const toView = (r: Prisma.RefundGetPayload<{ select: typeof viewSelect }>): RefundView => ({
  ...r,
  status: r.status as RefundStatus,
  method: r.method as RefundMethod,
});

/** The order's refunds, oldest first. */
export async function listOrderRefunds(orderId: string): Promise<RefundView[]> {
  const rows = await prisma.refund.findMany({ where: { orderId }, orderBy: { createdAt: "asc" }, select: viewSelect });
  return rows.map(toView);
}

export type RefundSummary = { paid: number; refunded: number; pending: number; left: number };

/** Paid, refunded (processed), pending and still refundable amounts of an order, in paise. */
export async function refundSummary(orderId: string, db: Tx | typeof prisma = prisma): Promise<RefundSummary> {
  const order = await db.order.findUnique({ where: { id: orderId }, select: { total: true, paymentStatus: true } });
  if (!order) throw new NotFound("Order not found");
  const paid = (PAID_STATUSES as readonly string[]).includes(order.paymentStatus) ? order.total : 0;
  const groups = await db.refund.groupBy({ by: ["status"], where: { orderId }, _sum: { amount: true } });
  const sum = (s: RefundStatus) => groups.find((g) => g.status === s)?._sum.amount ?? 0;
  const refunded = sum("processed");
  const pending = sum("pending");
  return { paid, refunded, pending, left: Math.max(0, paid - refunded - pending) };
}

/** Does the order have money given back (or on its way back)? A refunded order cannot be reopened. */
export async function hasRefunds(tx: Tx, orderId: string): Promise<boolean> {
  return (await tx.refund.count({ where: { orderId, status: { in: COUNTED } } })) > 0;
}

/** paymentStatus from the refund rows: paid, partially_refunded (refunds < paid) or refunded. */
export async function syncOrderPaymentStatus(tx: Tx, orderId: string): Promise<void> {
  const order = await tx.order.findUnique({ where: { id: orderId }, select: { total: true, paymentStatus: true } });
  if (!order || !(PAID_STATUSES as readonly string[]).includes(order.paymentStatus)) return;
  const agg = await tx.refund.aggregate({ where: { orderId, status: { in: COUNTED } }, _sum: { amount: true } });
  const given = agg._sum.amount ?? 0;
  const next = given <= 0 ? "paid" : given >= order.total ? "refunded" : "partially_refunded";
  if (next !== order.paymentStatus) await tx.order.update({ where: { id: orderId }, data: { paymentStatus: next } });
}

// ---------------------------------------------------------------- e-mails

type MailOrder = { id: string; orderNumber: string; total: number; user: { email: string; firstName: string } };
const mailOrderSelect = { id: true, orderNumber: true, total: true, user: { select: { email: true, firstName: true } } } satisfies Prisma.OrderSelect;

/** The refund's e-mail to the shopper (text and HTML, order-emails.server.ts), once per refund. */
function queueRefundMail(tx: Tx, order: Pick<MailOrder, "id">, refund: RefundMail): Promise<void> {
  return queueRefundEmailFor(tx, order.id, refund, REFUND_METHOD_LABELS[refund.method as RefundMethod] ?? refund.method);
}

/** The refund's e-mail to the shopper (deduplicated per refund). */
async function queueRefundEmail(tx: Tx, refundId: string): Promise<void> {
  const refund = await tx.refund.findUnique({
    where: { id: refundId },
    select: { id: true, amount: true, method: true, reference: true, reason: true, orderId: true },
  });
  if (refund) await queueRefundMail(tx, { id: refund.orderId }, refund);
}

/** The shopper's e-mail for a cancelled order (the shopper's cancel or the shop's), once per cancellation. */
export { queueCancellationEmail } from "~/models/order-emails.server";

// ---------------------------------------------------------------- issuing

export type RefundRequest = {
  orderId: string;
  idempotencyKey: string;
  /** Paise; default: everything still refundable. */
  amount?: number;
  reason: string;
  createdById?: string | null;
  /** Money given back outside Razorpay (COD): how, and its reference (UTR, receipt number...). */
  manual?: { method: ManualRefundMethod; reference?: string | null };
};

export type Reserved = { refundId: string; replay: boolean; send: boolean };

/**
 * Inside the caller's transaction: the refund row (pending for Razorpay, processed for a manual one),
 * the order's payment status and the shopper's e-mail. The same idempotency key returns the first
 * row (replay). Conflict when nothing (or less) is left to refund.
 */
export async function reserveRefundInTx(tx: Tx, req: RefundRequest, now = new Date()): Promise<Reserved> {
  const key = req.idempotencyKey.slice(0, 200);
  const earlier = await tx.refund.findUnique({ where: { idempotencyKey: key }, select: { id: true, orderId: true, status: true, razorpayRefundId: true, method: true } });
  if (earlier) {
    if (earlier.orderId !== req.orderId) throw new Conflict("This refund request was already used for another order");
    return { refundId: earlier.id, replay: true, send: earlier.method === "razorpay" && earlier.status === "pending" && !earlier.razorpayRefundId };
  }
  const reason = req.reason.trim().slice(0, 500);
  if (!reason) throw new ValidationError(REFUND_MESSAGES.reason, [{ param: "reason", msg: REFUND_MESSAGES.reason }]);
  const order = await tx.order.findUnique({ where: { id: req.orderId }, select: { ...mailOrderSelect, paymentMethod: true, paymentStatus: true, paymentId: true } });
  if (!order) throw new NotFound("Order not found");
  const summary = await refundSummary(order.id, tx);
  if (summary.paid === 0) throw new Conflict(REFUND_MESSAGES.notPaid);
  if (summary.left === 0) throw new Conflict(REFUND_MESSAGES.nothingLeft);
  const amount = req.amount ?? summary.left;
  if (!Number.isSafeInteger(amount) || amount <= 0 || amount % 100 !== 0) throw new ValidationError(REFUND_MESSAGES.amount, [{ param: "amount", msg: REFUND_MESSAGES.amount }]);
  if (amount > summary.left) {
    const msg = REFUND_MESSAGES.tooMuch(summary.left);
    throw new Conflict(msg, [{ param: "amount", msg }]);
  }

  let paymentId: string | null = null;
  if (!req.manual) {
    if (order.paymentMethod !== "razorpay") throw new ValidationError(REFUND_MESSAGES.online, [{ param: "method", msg: REFUND_MESSAGES.online }]);
    const payment = await tx.payment.findFirst({
      where: { orderId: order.id, status: "captured", razorpayPaymentId: order.paymentId ?? { not: null } },
      select: { id: true },
    });
    if (!payment) throw new Conflict(REFUND_MESSAGES.notPaid);
    paymentId = payment.id;
  } else if (!(MANUAL_REFUND_METHODS as readonly string[]).includes(req.manual.method)) {
    throw new ValidationError(REFUND_MESSAGES.method, [{ param: "method", msg: REFUND_MESSAGES.method }]);
  }

  const refund = await tx.refund.create({
    data: {
      orderId: order.id,
      paymentId,
      idempotencyKey: key,
      amount,
      status: req.manual ? "processed" : "pending",
      method: req.manual ? req.manual.method : "razorpay",
      reference: req.manual?.reference?.trim().slice(0, 100) || null,
      reason,
      createdById: req.createdById ?? null,
      processedAt: req.manual ? now : null,
    },
    select: { id: true, amount: true, method: true, reference: true, reason: true },
  });
  await syncOrderPaymentStatus(tx, order.id);
  // Money given back by hand is given back now: a partial refund of an invoiced order gets its credit note.
  if (req.manual) await issueRefundCreditNoteInTx(tx, refund.id, now);
  // Money given back by hand has been given back. A Razorpay refund is only announced once Razorpay
  // has taken it (settleRefundInTx): one it refuses must not have told the shopper it was issued.
  if (req.manual) await queueRefundMail(tx, order, refund);
  return { refundId: refund.id, replay: false, send: !req.manual };
}

/**
 * What a cancel or a return owes: a full refund of what is left of an order paid online (Razorpay
 * or the simulator), reserved in the caller's transaction. COD money is given back by hand (the admin
 * records it). Null when nothing is owed.
 */
export async function reserveOrderRefundInTx(tx: Tx, orderId: string, action: "cancelled" | "returned", reason: string, createdById?: string | null): Promise<Reserved | null> {
  const order = await tx.order.findUnique({ where: { id: orderId }, select: { paymentMethod: true, paymentStatus: true } });
  if (!order || order.paymentMethod !== "razorpay" || !(PAID_STATUSES as readonly string[]).includes(order.paymentStatus)) return null;
  const key = `order:${orderId}:${action}`;
  const earlier = await tx.refund.findUnique({ where: { idempotencyKey: key }, select: { id: true } });
  if (!earlier && (await refundSummary(orderId, tx)).left === 0) return null;
  return reserveRefundInTx(tx, { orderId, idempotencyKey: key, reason, createdById });
}

type ProviderRefund = { id?: unknown; status?: unknown; amount?: unknown; payment_id?: unknown; notes?: unknown };

/**
 * Sends a reserved Razorpay refund (never inside a transaction: network I/O). Simulator payments get a
 * local simulated refund, processed at once, through the same settle code. A refusal by Razorpay (4xx)
 * marks the refund failed with Razorpay's description; no answer (network, 5xx) leaves it pending for
 * reconcileRefund, which resends with the same idempotency key.
 */
export async function sendRefund(refundId: string): Promise<RefundView> {
  const refund = await prisma.refund.findUnique({
    where: { id: refundId },
    select: { id: true, orderId: true, amount: true, status: true, method: true, razorpayRefundId: true, idempotencyKey: true, payment: { select: { provider: true, razorpayPaymentId: true } } },
  });
  if (!refund) throw new NotFound(REFUND_MESSAGES.notFound);
  if (refund.method !== "razorpay" || refund.status !== "pending" || refund.razorpayRefundId || !refund.payment?.razorpayPaymentId) return getRefundView(refundId);

  let entity: ProviderRefund;
  if (refund.payment.provider === "simulator" && isProduction()) {
    // No simulated money moves in production (a simulator payment there is a leftover, never real money).
    await prisma.$transaction(async (tx) => {
      await tx.refund.update({ where: { id: refund.id }, data: { status: "failed", errorReason: "A simulator payment cannot be refunded here: record the refund by hand if money was taken" } });
      await syncOrderPaymentStatus(tx, refund.orderId);
    });
    return getRefundView(refundId);
  } else if (refund.payment.provider === "simulator") {
    entity = { id: `rfnd_sim_${crypto.randomBytes(10).toString("hex")}`, status: "processed", amount: refund.amount };
  } else {
    const client = await razorpayClient({ "X-Refund-Idempotency": refund.id });
    if (!client) {
      await prisma.refund.update({ where: { id: refund.id }, data: { errorReason: "Razorpay keys are not set: the refund waits until they are" } });
      return getRefundView(refundId);
    }
    try {
      entity = (await client.payments.refund(refund.payment.razorpayPaymentId, {
        amount: refund.amount,
        speed: "normal",
        receipt: refund.idempotencyKey.slice(0, 40),
        notes: { refund_id: refund.id, order_id: refund.orderId },
      })) as ProviderRefund;
    } catch (error) {
      const e = error as { statusCode?: number; error?: { description?: string } };
      if (typeof e.statusCode === "number" && e.statusCode >= 400 && e.statusCode < 500 && e.statusCode !== 429) {
        await prisma.$transaction(async (tx) => {
          await tx.refund.update({ where: { id: refund.id }, data: { status: "failed", errorReason: (e.error?.description ?? "Refused by Razorpay").slice(0, 500) } });
          await syncOrderPaymentStatus(tx, refund.orderId);
        });
      } else {
        console.error("[refunds] Razorpay did not answer the refund:", error);
        await prisma.refund.update({ where: { id: refund.id }, data: { errorReason: "Razorpay did not answer yet: the refund is retried with the same idempotency key" } });
      }
      return getRefundView(refundId);
    }
  }
  await prisma.$transaction((tx) => settleRefundInTx(tx, entity, refund.id));
  return getRefundView(refundId);
}

/**
 * A Razorpay refund entity (the create answer, a fetch, or a refund.* webhook) applied to our row:
 * found by its Razorpay id, or by our id in its notes (a crash between the SDK call and our update).
 * pending -> processed | failed only; the order's payment status follows. Returns our refund id.
 */
export async function settleRefundInTx(tx: Tx, entity: ProviderRefund, ourId?: string): Promise<string | null> {
  const rzpId = typeof entity.id === "string" && entity.id.length <= 100 ? entity.id : null;
  const notes = entity.notes && typeof entity.notes === "object" ? (entity.notes as Record<string, unknown>) : {};
  const hintId = ourId ?? (typeof notes.refund_id === "string" ? notes.refund_id : undefined);
  let refund = rzpId ? await tx.refund.findUnique({ where: { razorpayRefundId: rzpId }, select: { id: true, orderId: true, status: true, razorpayRefundId: true, amount: true } }) : null;
  if (!refund && hintId) refund = await tx.refund.findUnique({ where: { id: hintId }, select: { id: true, orderId: true, status: true, razorpayRefundId: true, amount: true } });
  if (!refund) return null;
  if (refund.razorpayRefundId && rzpId && refund.razorpayRefundId !== rzpId) return null;
  if (typeof entity.amount === "number" && entity.amount !== refund.amount) return null;
  const data: Prisma.RefundUpdateInput = {};
  if (!refund.razorpayRefundId && rzpId) data.razorpayRefundId = rzpId;
  if (refund.status === "pending" && (entity.status === "processed" || entity.status === "failed")) {
    data.status = entity.status;
    if (entity.status === "processed") {
      data.processedAt = new Date();
      data.errorReason = null;
    } else {
      data.errorReason = "Razorpay reported that the refund failed";
    }
  } else if (refund.status === "pending" && entity.status === "pending") {
    data.errorReason = null;
  }
  if (Object.keys(data).length > 0) {
    await tx.refund.update({ where: { id: refund.id }, data });
    await syncOrderPaymentStatus(tx, refund.orderId);
    // Razorpay gave the money back: a partial refund of an invoiced order gets its credit note (docs/decisions/0030).
    if (data.status === "processed") await issueRefundCreditNoteInTx(tx, refund.id);
  }
  // Razorpay has the refund (its id) or reports it processed: now the shopper hears of it (once, by the refund's id).
  const accepted = (data.razorpayRefundId !== undefined || data.status === "processed") && data.status !== "failed";
  if (accepted) await queueRefundEmail(tx, refund.id);
  return refund.id;
}

/** The refund's state fetched from Razorpay through the SDK (or resent when Razorpay never confirmed it). */
export async function reconcileRefund(refundId: string): Promise<RefundView> {
  const refund = await prisma.refund.findUnique({ where: { id: refundId }, select: { id: true, status: true, method: true, razorpayRefundId: true } });
  if (!refund) throw new NotFound(REFUND_MESSAGES.notFound);
  if (refund.method !== "razorpay" || refund.status !== "pending") return getRefundView(refundId);
  if (!refund.razorpayRefundId) return sendRefund(refundId);
  const client = await razorpayClient();
  if (!client) return getRefundView(refundId);
  try {
    const entity = (await client.refunds.fetch(refund.razorpayRefundId)) as ProviderRefund;
    await prisma.$transaction((tx) => settleRefundInTx(tx, entity, refund.id));
  } catch (error) {
    console.error("[refunds] fetching the refund from Razorpay failed:", error);
  }
  return getRefundView(refundId);
}

/** Refunds still pending after `olderThanMinutes`: reconciled (a job, or an admin's "check now"). */
export async function reconcilePendingRefunds(olderThanMinutes = 10, now = new Date()): Promise<number> {
  const due = await prisma.refund.findMany({
    where: { method: "razorpay", status: "pending", createdAt: { lt: new Date(now.getTime() - olderThanMinutes * 60_000) } },
    select: { id: true },
    take: 50,
  });
  for (const { id } of due) await reconcileRefund(id);
  return due.length;
}

export async function getRefundView(refundId: string): Promise<RefundView> {
  const row = await prisma.refund.findUnique({ where: { id: refundId }, select: viewSelect });
  if (!row) throw new NotFound(REFUND_MESSAGES.notFound);
  return toView(row);
}

/**
 * An admin's refund of part (or all) of an order, with a reason: through Razorpay for an order paid
 * online, or recorded by hand (`manual`) with its method and reference. Idempotent by `idempotencyKey`.
 */
export async function refundOrder(req: RefundRequest): Promise<RefundView> {
  const reserved = await prisma.$transaction((tx) => reserveRefundInTx(tx, req));
  if (reserved.send) return sendRefund(reserved.refundId);
  return getRefundView(reserved.refundId);
}

/**
 * The admin's refund form and its API twin: `method` "razorpay" refunds through Razorpay, any other
 * method records money given back by hand. Amount in whole rupees. The key is scoped to the order.
 */
export async function refundOrderByAdmin(
  orderId: string,
  input: { amount: number; reason: string; method: RefundMethod; reference?: string | null; idempotencyKey?: string | null },
  adminId: string,
): Promise<RefundView> {
  return refundOrder({
    orderId,
    idempotencyKey: `admin:${orderId}:${input.idempotencyKey || crypto.randomBytes(12).toString("base64url")}`,
    amount: input.amount * 100,
    reason: input.reason,
    createdById: adminId,
    manual: input.method === "razorpay" ? undefined : { method: input.method, reference: input.reference ?? null },
  });
}

export const newRefundKey = () => crypto.randomBytes(16).toString("base64url");
