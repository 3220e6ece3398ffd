import crypto from "node:crypto";
import type { Prisma } from "@prisma/client";
import { z } from "zod";
import { prisma } from "~/db.server";
import { getCart } from "~/models/cart.server";
import { applyPaymentFailure, applyPaymentToOrder, getPayableOrder, type PaymentOutcome } from "~/models/order-payment.server";
import { PAYMENT_MESSAGES } from "~/schemas/checkout";
import { reserveOrderRefundInTx, sendRefund, settleRefundInTx } from "~/models/refund.server";
import { getUserById } from "~/models/user.server";
import { HttpError } from "~/utils/api.server";
import { getEnv } from "~/utils/env.server";
import { Conflict, NotFound, ValidationError } from "~/utils/errors";
import { ONLINE_PAYMENT_UNAVAILABLE, onlinePaymentMode, razorpayClient, razorpayKeys, simulatorAllowed, type PaymentMode } from "~/models/payment-config.server";
import { toPaise } from "~/utils/money";
import { getShop } from "~/utils/shop.server";

// Payments (DECISIONS 3.6). Amounts are always the server's: the web pays for
// an order it has already placed (its stored total), the API pays the server
// cart's total (a different client amount is a 409). With RAZORPAY_KEY_ID and
// RAZORPAY_KEY_SECRET set, Razorpay orders are created through its SDK;
// without them the built-in SIMULATOR creates `order_sim_...` ids locally and
// signs like Razorpay (HMAC-SHA256 of `order_id|payment_id`) with a secret
// derived from SESSION_SECRET, so one verification path serves both.
// Every state change is idempotent: the checkout callback, the API's verify
// and the webhook may all report the same payment, in any order, any number of times.

export { PAYMENT_MESSAGES } from "~/schemas/checkout";

export const RAZORPAY_CHECKOUT_JS = "https://checkout.razorpay.com/v1/checkout.js";
export const RAZORPAY_HOSTED_URL = "https://api.razorpay.com/v1/checkout/embedded";
export const SIMULATOR_PATH = "/payments/simulator";
export const CALLBACK_PATH = "/payments/callback";

/** The provider could not be reached or refused to create the order. */
export class PaymentProviderError extends HttpError {
  constructor() {
    super(502, PAYMENT_MESSAGES.createFailed);
  }
}

/** Online payment is switched off (PAYMENT_METHODS=cod) or unavailable (production without keys): 400, nothing is created. */
export class OnlinePaymentUnavailable extends HttpError {
  constructor() {
    super(400, ONLINE_PAYMENT_UNAVAILABLE, [{ param: "paymentMethod", msg: ONLINE_PAYMENT_UNAVAILABLE }]);
  }
}

// ---------------------------------------------------------------- keys and signatures

export type { PaymentMode } from "~/models/payment-config.server";
export { onlinePaymentMode, razorpayClient } from "~/models/payment-config.server";

/** How online payments are taken now; null when they are not (COD only, or production without keys). */
export const paymentMode = (): PaymentMode | null => onlinePaymentMode();
/** The simulator: never in production, never with keys, never in COD-only mode (payment-config.server.ts). */
export const isSimulator = () => onlinePaymentMode() === "simulator";

/** The mode for a new online payment; refused (400) when online payment is not offered. */
function requireOnlineMode(): PaymentMode {
  const mode = onlinePaymentMode();
  if (!mode) throw new OnlinePaymentUnavailable();
  return mode;
}


/** The simulator's signing secret: derived from SESSION_SECRET, never sent to a browser. */
export function simulatorSecret(): string {
  return crypto.createHmac("sha256", getEnv().SESSION_SECRET).update("razorpay-simulator-v1").digest("hex");
}
export const SIMULATOR_KEY_ID = "rzp_test_simulator";

/** The secret payment signatures are checked with: Razorpay's key secret, or the simulator's (never in production). */
const paymentSecret = (): string | null => razorpayKeys()?.keySecret ?? (simulatorAllowed() ? simulatorSecret() : null);

/** The webhook secret: RAZORPAY_WEBHOOK_SECRET; the simulator's in simulator mode; none otherwise (every webhook refused). */
export function webhookSecret(): string | null {
  const env = getEnv();
  if (env.RAZORPAY_WEBHOOK_SECRET) return env.RAZORPAY_WEBHOOK_SECRET;
  return isSimulator() ? simulatorSecret() : null;
}

const hmacHex = (secret: string, data: string) => crypto.createHmac("sha256", secret).update(data).digest("hex");

/** Razorpay's payment signature: HMAC-SHA256(`order_id|payment_id`, key secret), hex. */
export function signPayment(razorpayOrderId: string, razorpayPaymentId: string, secret = paymentSecret()): string {
  if (!secret) throw new OnlinePaymentUnavailable();
  return hmacHex(secret, `${razorpayOrderId}|${razorpayPaymentId}`);
}

/** Razorpay's webhook signature: HMAC-SHA256 of the raw body with the webhook secret, hex. */
export function signWebhook(rawBody: string, secret: string): string {
  return hmacHex(secret, rawBody);
}

function safeEqualHex(expected: string, given: unknown): boolean {
  if (typeof given !== "string" || !/^[0-9a-f]{64}$/i.test(given)) return false;
  return crypto.timingSafeEqual(Buffer.from(expected, "hex"), Buffer.from(given.toLowerCase(), "hex"));
}

/** Timing-safe check of a checkout signature. */
export function verifyPaymentSignature(input: { razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string }): boolean {
  const secret = paymentSecret();
  if (!secret || !input.razorpay_order_id || !input.razorpay_payment_id) return false;
  return safeEqualHex(signPayment(input.razorpay_order_id, input.razorpay_payment_id, secret), input.razorpay_signature);
}

/** Timing-safe check of a webhook's X-Razorpay-Signature over the raw body. */
export function verifyWebhookSignature(rawBody: string, signature: string | null | undefined): boolean {
  const secret = webhookSecret();
  if (!secret || !signature) return false;
  return safeEqualHex(signWebhook(rawBody, secret), signature);
}

const BASE62 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
function randomId(length = 14): string {
  return Array.from(crypto.randomBytes(length), (b) => BASE62[b % 62]).join("");
}
/** Ids shaped like Razorpay's, marked as the simulator's. */
export const simulatorOrderId = () => `order_sim_${randomId()}`;
export const simulatorPaymentId = () => `pay_sim_${randomId()}`;

// ---------------------------------------------------------------- provider orders

type ProviderOrder = { id: string; amount: number; currency: string };

/** A Razorpay order for `amount` paise (never inside a database transaction: it may be network I/O). */
async function createProviderOrder(mode: PaymentMode, amount: number, receipt: string, notes: Record<string, string>): Promise<ProviderOrder> {
  if (mode === "simulator") return { id: simulatorOrderId(), amount, currency: "INR" };
  try {
    const client = await razorpayClient();
    if (!client) throw new OnlinePaymentUnavailable();
    const order = await client.orders.create({ amount, currency: "INR", receipt: receipt.slice(0, 40), notes });
    return { id: order.id, amount: Number(order.amount), currency: order.currency };
  } catch (error) {
    console.error("[payments] Razorpay order creation failed:", error);
    throw new PaymentProviderError();
  }
}

export type PaymentStart = {
  mode: PaymentMode;
  keyId: string;
  razorpayOrderId: string;
  /** Paise, as checkout.js and Hosted Checkout expect. */
  amount: number;
  currency: string;
  orderId: string;
  orderNumber: string;
  shopName: string;
  prefill: { name: string; email: string; contact: string };
};

/**
 * The web's pay step for an order already placed: a Razorpay order for the order's stored total,
 * reused while it is open (reloading the pay page does not create another). Conflict when the
 * order cannot be paid (not the user's, paid, cancelled or past its hold).
 */
export async function startOrderPayment(userId: string, orderId: string): Promise<PaymentStart> {
  const mode = requireOnlineMode();
  const order = await getPayableOrder(userId, orderId);
  if (!order) throw new Conflict(PAYMENT_MESSAGES.notPayable);
  const open = { orderId: order.id, provider: mode, amount: order.total, status: { in: ["created", "failed"] } };
  const select = { razorpayOrderId: true, amount: true, currency: true } as const;
  let payment = await prisma.payment.findFirst({ where: open, orderBy: { createdAt: "asc" }, select });
  if (!payment) {
    const provider = await createProviderOrder(mode, order.total, order.orderNumber, { orderId: order.id, orderNumber: order.orderNumber });
    // Checked again in one transaction: pay steps opened at once (two tabs, a reload) share the first
    // Razorpay order; a second one could be paid too, and its money would find the order already paid.
    // The Razorpay order made here and not kept is never shown, so it is never paid.
    payment = await prisma.$transaction(
      async (tx) =>
        (await tx.payment.findFirst({ where: open, orderBy: { createdAt: "asc" }, select })) ??
        tx.payment.create({
          data: { userId, orderId: order.id, provider: mode, razorpayOrderId: provider.id, amount: order.total, currency: provider.currency },
          select,
        }),
    );
  }
  const user = await getUserById(userId);
  return {
    mode,
    keyId: razorpayKeys()?.keyId ?? SIMULATOR_KEY_ID,
    razorpayOrderId: payment.razorpayOrderId,
    amount: payment.amount,
    currency: payment.currency,
    orderId: order.id,
    orderNumber: order.orderNumber,
    shopName: getShop().name,
    prefill: {
      name: user ? `${user.firstName} ${user.lastName}`.trim() : order.shippingAddress.fullName,
      email: user?.email ?? "",
      contact: order.shippingAddress.phone || user?.phone || "",
    },
  };
}

export const CreatePaymentOrderSchema = z.object({
  amount: z.number({ required_error: "Amount is required", invalid_type_error: "Amount must be a number" }).positive("Amount must be positive"),
  currency: z.string({ invalid_type_error: "Currency must be a string" }).trim().toUpperCase().default("INR"),
});

/**
 * POST /api/payments/create-order: a Razorpay order for the server cart's total. The client's
 * `amount` (rupees) must equal that total, else 409; the answer's amount is in paise.
 */
export async function createPaymentOrderForCart(userId: string, input: { amount: number; currency: string }): Promise<ProviderOrder> {
  const mode = requireOnlineMode();
  if (input.currency !== "INR") throw new ValidationError(PAYMENT_MESSAGES.currency, [{ param: "currency", msg: PAYMENT_MESSAGES.currency }]);
  const cart = await getCart({ userId });
  if (!cart.canCheckout) {
    const msg = cart.checkoutBlockedReason ?? PAYMENT_MESSAGES.createFailed;
    throw new ValidationError(msg, [{ param: "cart", msg }]);
  }
  if (toPaise(input.amount) !== cart.totals.total) {
    throw new Conflict(PAYMENT_MESSAGES.amountMismatch, [{ param: "amount", msg: PAYMENT_MESSAGES.amountMismatch }]);
  }
  const provider = await createProviderOrder(mode, cart.totals.total, `cart-${cart.id ?? userId}`.slice(0, 40), { userId });
  await prisma.payment.create({
    data: { userId, provider: mode, razorpayOrderId: provider.id, amount: cart.totals.total, currency: provider.currency },
  });
  return { id: provider.id, amount: cart.totals.total, currency: provider.currency };
}

// ---------------------------------------------------------------- marking paid / failed

type Tx = Prisma.TransactionClient;

export type MarkPaidResult =
  | { kind: "paid"; orderId: string | null; userId: string; outcome: PaymentOutcome | null; refundToSend?: string }
  | { kind: "unknown" }
  | { kind: "reused" }
  | { kind: "amount-mismatch" };

/**
 * Records a captured payment and makes its order paid (applyPaymentToOrder). Idempotent: the same
 * payment reported again changes nothing. Refuses a payment id already recorded for another
 * Razorpay order, or a second, different payment for an already captured one.
 */
async function markPaidInTx(tx: Tx, razorpayOrderId: string, razorpayPaymentId: string, opts: { amount?: number } = {}): Promise<MarkPaidResult> {
  const payment = await tx.payment.findUnique({ where: { razorpayOrderId } });
  if (!payment) return { kind: "unknown" };
  if (opts.amount !== undefined && opts.amount !== payment.amount) return { kind: "amount-mismatch" };
  if (payment.status === "captured" && payment.razorpayPaymentId && payment.razorpayPaymentId !== razorpayPaymentId) return { kind: "reused" };
  const holder = await tx.payment.findUnique({ where: { razorpayPaymentId }, select: { id: true } });
  if (holder && holder.id !== payment.id) return { kind: "reused" };
  if (payment.status !== "captured") {
    await tx.payment.update({
      where: { id: payment.id },
      data: { razorpayPaymentId, signatureStatus: "verified", status: "captured", errorReason: null },
    });
  }
  const outcome = payment.orderId ? await applyPaymentToOrder(tx, payment.orderId, razorpayPaymentId) : null;
  // Money taken for an order that stays cancelled goes straight back (sent after the transaction).
  let refundToSend: string | undefined;
  if (outcome === "paid-after-cancel" && payment.orderId) {
    const reserved = await reserveOrderRefundInTx(tx, payment.orderId, "cancelled", PAYMENT_MESSAGES.paidAfterCancel);
    if (reserved?.send) refundToSend = reserved.refundId;
  }
  return { kind: "paid", orderId: payment.orderId, userId: payment.userId, outcome, refundToSend };
}

/** markPaidInTx in its own transaction. */
export async function markPaid(razorpayOrderId: string, razorpayPaymentId: string, opts: { amount?: number } = {}): Promise<MarkPaidResult> {
  const result = await prisma.$transaction((tx) => markPaidInTx(tx, razorpayOrderId, razorpayPaymentId, opts));
  if (result.kind === "paid" && result.refundToSend) await sendRefund(result.refundToSend);
  return result;
}

async function markFailedInTx(tx: Tx, razorpayOrderId: string, reason: string): Promise<{ orderId: string | null } | null> {
  const payment = await tx.payment.findUnique({ where: { razorpayOrderId }, select: { id: true, status: true, orderId: true } });
  if (!payment) return null;
  if (payment.status === "captured") return { orderId: payment.orderId };
  await tx.payment.update({ where: { id: payment.id }, data: { status: "failed", errorReason: reason.slice(0, 500) } });
  if (payment.orderId) await applyPaymentFailure(tx, payment.orderId);
  return { orderId: payment.orderId };
}

/** A failed attempt (checkout callback or webhook): the order stays unpaid and payable within its hold; the cart is untouched. */
export function markPaymentFailed(razorpayOrderId: string, reason: string) {
  return prisma.$transaction((tx) => markFailedInTx(tx, razorpayOrderId, reason));
}

export const VerifyPaymentSchema = z.object({
  razorpay_order_id: z.string({ required_error: "razorpay_order_id is required" }).trim().min(1, "razorpay_order_id is required").max(100),
  razorpay_payment_id: z.string({ required_error: "razorpay_payment_id is required" }).trim().min(1, "razorpay_payment_id is required").max(100),
  razorpay_signature: z.string({ required_error: "razorpay_signature is required" }).trim().min(1, "razorpay_signature is required").max(200),
});
export type VerifyPaymentInput = z.infer<typeof VerifyPaymentSchema>;

/**
 * Checkout's answer (Standard Checkout handler, Hosted Checkout callback, simulator, API verify):
 * the signature is checked on the server; the payment is found by its stored Razorpay order id,
 * not by the session. `userId`, when given, must own it. Any mismatch is 400 'Payment verification
 * failed' and changes nothing; a payment id used elsewhere is 409.
 */
export async function verifyAndCapture(input: VerifyPaymentInput, opts: { userId?: string } = {}) {
  const fail = () => new ValidationError(PAYMENT_MESSAGES.verificationFailed, [{ param: "razorpay_signature", msg: PAYMENT_MESSAGES.verificationFailed }]);
  requireOnlineMode();
  if (!verifyPaymentSignature(input)) throw fail();
  const owner = await prisma.payment.findUnique({ where: { razorpayOrderId: input.razorpay_order_id }, select: { userId: true } });
  if (!owner || (opts.userId && owner.userId !== opts.userId)) throw fail();
  const result = await markPaid(input.razorpay_order_id, input.razorpay_payment_id);
  if (result.kind === "reused") throw new Conflict(PAYMENT_MESSAGES.alreadyUsed, [{ param: "razorpay_payment_id", msg: PAYMENT_MESSAGES.alreadyUsed }]);
  if (result.kind !== "paid") throw fail();
  return result;
}

/** The order a Razorpay order id belongs to (the callback finds it this way, not by the session). */
export async function findPaymentByRazorpayOrderId(razorpayOrderId: string) {
  if (!razorpayOrderId || razorpayOrderId.length > 100) return null;
  return prisma.payment.findUnique({
    where: { razorpayOrderId },
    select: {
      id: true,
      userId: true,
      orderId: true,
      provider: true,
      status: true,
      amount: true,
      currency: true,
      razorpayOrderId: true,
      order: { select: { id: true, orderNumber: true, status: true, paymentStatus: true, holdExpiresAt: true } },
    },
  });
}

/**
 * With real keys: the Razorpay order's payments fetched through the SDK (orders.fetchPayments), the
 * only source besides a signature or a verified webhook that may change a payment's state. A
 * captured payment of the right amount makes the order paid; failed attempts (and nothing captured)
 * mark the attempt failed. The simulator has nothing to fetch (its Fail sends a signed webhook).
 * Provider errors change nothing. Never inside a transaction (network I/O).
 */
export async function reconcileProviderPayment(razorpayOrderId: string): Promise<"paid" | "failed" | "unchanged"> {
  if (onlinePaymentMode() !== "razorpay") return "unchanged";
  const payment = await prisma.payment.findUnique({ where: { razorpayOrderId }, select: { provider: true, status: true } });
  if (!payment || payment.provider !== "razorpay" || payment.status === "captured") return "unchanged";
  type ProviderPayment = { id?: unknown; order_id?: unknown; status?: unknown; amount?: unknown; error_description?: unknown };
  let items: ProviderPayment[];
  try {
    const client = await razorpayClient();
    const answer = (await client!.orders.fetchPayments(razorpayOrderId)) as { items?: ProviderPayment[] };
    items = Array.isArray(answer.items) ? answer.items : [];
  } catch (error) {
    console.error("[payments] fetching the order's payments from Razorpay failed:", error);
    return "unchanged";
  }
  const ours = items.filter((p) => p.order_id === razorpayOrderId && typeof p.id === "string");
  const captured = ours.find((p) => p.status === "captured");
  if (captured) {
    const result = await markPaid(razorpayOrderId, captured.id as string, { amount: int(captured.amount) });
    return result.kind === "paid" ? "paid" : "unchanged";
  }
  const failed = ours.filter((p) => p.status === "failed").at(-1);
  if (failed && payment.status !== "failed") {
    await markPaymentFailed(razorpayOrderId, typeof failed.error_description === "string" ? failed.error_description : PAYMENT_MESSAGES.failed);
    return "failed";
  }
  return "unchanged";
}

// ---------------------------------------------------------------- webhook

type WebhookEntity = { id?: unknown; order_id?: unknown; amount?: unknown; amount_paid?: unknown; error_description?: unknown; error_reason?: unknown };
type WebhookBody = {
  id?: unknown;
  event?: unknown;
  payload?: { payment?: { entity?: WebhookEntity }; order?: { entity?: WebhookEntity }; refund?: { entity?: Record<string, unknown> } };
};

export type WebhookResult = { status: "processed" | "duplicate" | "ignored"; event: string };

const str = (v: unknown) => (typeof v === "string" && v.length > 0 && v.length <= 100 ? v : null);
const int = (v: unknown) => (typeof v === "number" && Number.isSafeInteger(v) ? v : undefined);

/**
 * POST /api/payments/webhook. The signature is checked over the RAW body before anything is read or
 * written (a bad one: 400, nothing changes). Each delivery is recorded in WebhookEvent under its
 * event id (the X-Razorpay-Event-Id header, the body's id, or a digest of the body), so a replay is a
 * no-op. payment.captured and order.paid make the order paid; payment.failed marks the attempt failed.
 */
export async function handleWebhook(rawBody: string, signature: string | null, eventIdHeader: string | null): Promise<WebhookResult> {
  if (!verifyWebhookSignature(rawBody, signature)) throw new ValidationError(PAYMENT_MESSAGES.webhookInvalid);
  let body: WebhookBody;
  try {
    body = JSON.parse(rawBody) as WebhookBody;
  } catch {
    throw new ValidationError(PAYMENT_MESSAGES.webhookMalformed);
  }
  if (!body || typeof body !== "object" || typeof body.event !== "string") throw new ValidationError(PAYMENT_MESSAGES.webhookMalformed);
  const event = body.event;
  const id = str(eventIdHeader) ?? str(body.id) ?? `sha256:${crypto.createHash("sha256").update(rawBody).digest("hex")}`;
  const payment = body.payload?.payment?.entity ?? {};
  const order = body.payload?.order?.entity ?? {};

  let refundToSend: string | undefined;
  const result = await prisma.$transaction(async (tx): Promise<WebhookResult> => {
    if (await tx.webhookEvent.findUnique({ where: { id }, select: { id: true } })) return { status: "duplicate", event };
    await tx.webhookEvent.create({ data: { id, type: event.slice(0, 100) } });
    switch (event) {
      case "payment.captured": {
        const orderId = str(payment.order_id);
        const paymentId = str(payment.id);
        if (!orderId || !paymentId) return { status: "ignored", event };
        const result = await markPaidInTx(tx, orderId, paymentId, { amount: int(payment.amount) });
        if (result.kind === "paid") refundToSend = result.refundToSend;
        return { status: result.kind === "paid" ? "processed" : "ignored", event };
      }
      case "order.paid": {
        const orderId = str(order.id) ?? str(payment.order_id);
        const paymentId = str(payment.id);
        if (!orderId || !paymentId) return { status: "ignored", event };
        const result = await markPaidInTx(tx, orderId, paymentId, { amount: int(order.amount_paid) ?? int(payment.amount) });
        if (result.kind === "paid") refundToSend = result.refundToSend;
        return { status: result.kind === "paid" ? "processed" : "ignored", event };
      }
      case "refund.created":
      case "refund.processed":
      case "refund.failed": {
        const refund = body.payload?.refund?.entity;
        if (!refund || typeof refund !== "object") return { status: "ignored", event };
        const settled = await settleRefundInTx(tx, refund);
        return { status: settled ? "processed" : "ignored", event };
      }
      case "payment.failed": {
        const orderId = str(payment.order_id);
        if (!orderId) return { status: "ignored", event };
        const reason = typeof payment.error_description === "string" ? payment.error_description : PAYMENT_MESSAGES.failed;
        const done = await markFailedInTx(tx, orderId, reason);
        return { status: done ? "processed" : "ignored", event };
      }
      default:
        return { status: "ignored", event };
    }
  });
  if (refundToSend) await sendRefund(refundToSend);
  return result;
}

// ---------------------------------------------------------------- simulator

export type SimulatorView = {
  razorpayOrderId: string;
  userId: string;
  orderId: string | null;
  orderNumber: string | null;
  amount: number;
  currency: string;
  payable: boolean;
  /** A fresh payment id and its signature, made exactly as Razorpay would (the Pay form posts them to the callback). */
  pay: { razorpayPaymentId: string; signature: string };
};

/** The local payment page's data: only in simulator mode, only for the simulator's own orders. */
export async function getSimulatorView(razorpayOrderId: string): Promise<SimulatorView> {
  if (!simulatorAllowed()) throw new NotFound("Payment simulator is not available");
  const payment = await findPaymentByRazorpayOrderId(razorpayOrderId);
  if (!payment || payment.provider !== "simulator") throw new NotFound("Payment not found");
  const razorpayPaymentId = simulatorPaymentId();
  const hold = payment.order?.holdExpiresAt;
  return {
    razorpayOrderId: payment.razorpayOrderId,
    userId: payment.userId,
    orderId: payment.orderId,
    orderNumber: payment.order?.orderNumber ?? null,
    amount: payment.amount,
    currency: payment.currency,
    payable: payment.status !== "captured" && (!payment.order || (payment.order.status === "pending" && (!hold || hold.getTime() > Date.now()))),
    pay: { razorpayPaymentId, signature: signPayment(payment.razorpayOrderId, razorpayPaymentId, simulatorSecret()) },
  };
}

/**
 * The simulator's Fail button: the simulator is the provider here, so it reports the failed attempt
 * the way Razorpay does, as a signed payment.failed webhook through handleWebhook (the same code
 * path). Only in simulator mode and only for the payment's owner (404 otherwise). Returns the order id.
 */
export async function simulatePaymentFailure(userId: string, razorpayOrderId: string): Promise<string | null> {
  const view = await getSimulatorView(razorpayOrderId);
  if (view.userId !== userId) throw new NotFound("Payment not found");
  const body = JSON.stringify({
    entity: "event",
    event: "payment.failed",
    payload: {
      payment: {
        entity: {
          id: simulatorPaymentId(),
          entity: "payment",
          amount: view.amount,
          currency: view.currency,
          status: "failed",
          order_id: view.razorpayOrderId,
          error_code: "BAD_REQUEST_ERROR",
          error_description: "Payment failed (simulated by the payment simulator)",
        },
      },
    },
    created_at: Math.floor(Date.now() / 1000),
  });
  await handleWebhook(body, signWebhook(body, simulatorSecret()), null);
  return view.orderId;
}
