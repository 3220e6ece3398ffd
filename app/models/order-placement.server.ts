import crypto from "node:crypto";
import type { Prisma } from "@prisma/client";
import { prisma } from "~/db.server";
import { CART_MESSAGES, readCart } from "~/models/cart.server";
import { queueNewOrderEmails } from "~/models/order-emails.server";
import { cancelInTx } from "~/models/order-cancellation.server";
import { getUserOrder } from "~/models/order-queries.server";
import type { OrderView } from "~/models/order-view.server";
import { ONLINE_PAYMENT_UNAVAILABLE, onlinePaymentMode } from "~/models/payment-config.server";
import { currentSettings } from "~/models/settings.server";
import { moveStock } from "~/models/stock.server";
import { OrderAddressSchema, orderValidationError, PlaceOrderSchema, type PlaceOrderInput } from "~/schemas/checkout";
import { codNotAllowedMessage, notEnoughStock, ORDER_MESSAGES, tooManyOpenOrders } from "~/schemas/order-messages";
import { CANCELLABLE_STATUSES } from "~/schemas/order-status";
import { MAX_OPEN_UNPAID_ORDERS, STOCK_HOLD_MINUTES } from "~/utils/constants";
import { Conflict, NotFound, PaymentRequired, ValidationError } from "~/utils/errors";
import { yearInIndia } from "~/utils/format";

// Placing an order (DECISIONS 3.3, 3.8): the server cart priced again, stock
// taken with conditional updates, the coupon counted, the stock hold of an
// online order, and the confirmation that follows a COD order or a payment
// (cart lines removed, e-mail queued; also used by order-payment.server.ts).
// Money is paise here.

type Tx = Prisma.TransactionClient;

/** A random idempotency key for a checkout page or an API call without one. */
export const newIdempotencyKey = () => crypto.randomBytes(18).toString("base64url");

const keyFor = (userId: string, key: string) => `${userId}:${key}`;

/** "SRT-<year>-000123": the largest number of the year (Asia/Kolkata) plus one, read inside the order's transaction. */
async function nextOrderNumber(tx: Tx, now: Date): Promise<string> {
  const year = yearInIndia(now);
  const prefix = `SRT-${year}-`;
  const rows = await tx.$queryRaw<Array<{ n: number | bigint | null }>>`
    SELECT MAX(CAST(substr("orderNumber", ${prefix.length + 1}) AS INTEGER)) AS n FROM "Order" WHERE "orderNumber" LIKE ${`${prefix}%`}`;
  const max = Number(rows[0]?.n ?? 0);
  return `${prefix}${String(max + 1).padStart(6, "0")}`;
}

/** Today + 5 business days (Mon-Fri): the far end of the promised 3-5 business days. */
export function estimatedDeliveryFrom(now: Date, businessDays = 5): Date {
  const d = new Date(now);
  let left = businessDays;
  while (left > 0) {
    d.setUTCDate(d.getUTCDate() + 1);
    const day = d.getUTCDay();
    if (day !== 0 && day !== 6) left--;
  }
  return d;
}


/** Removes the ordered lines (product + size + colour) from the user's cart, and the coupon the order used. */
export async function removeOrderedLines(tx: Tx, userId: string, items: Array<{ productId: string; size: string; color: string }>, couponCode: string | null) {
  const cart = await tx.cart.findUnique({ where: { userId }, select: { id: true, couponCode: true } });
  if (!cart) return;
  if (items.length) {
    await tx.cartItem.deleteMany({ where: { cartId: cart.id, OR: items.map((i) => ({ productId: i.productId, size: i.size, color: i.color })) } });
  }
  const dropCoupon = cart.couponCode !== null && (couponCode === null || cart.couponCode.toUpperCase() === couponCode.toUpperCase());
  await tx.cart.update({ where: { id: cart.id }, data: { updatedAt: new Date(), ...(dropCoupon ? { couponCode: null } : {}) } });
}

/** Unpaid online orders of the user still holding stock: replaced by the order being placed (their lines are still in the cart). */
async function supersedeAwaitingOrders(tx: Tx, userId: string, now: Date) {
  const waiting = await tx.order.findMany({
    where: { userId, paymentMethod: "razorpay", status: "pending", paymentStatus: { not: "paid" }, stockReleasedAt: null },
    select: { id: true },
  });
  for (const o of waiting) await cancelInTx(tx, o.id, now, ORDER_MESSAGES.superseded, { onlyUnpaid: true, releaseKey: true });
}

// ---------------------------------------------------------------- e-mail

/** The order has become real (COD placed, online paid): the shopper's receipt and the owner's notice, in the caller's transaction. */
export async function queueConfirmation(tx: Tx, orderId: string) {
  await queueNewOrderEmails(tx, orderId);
}

// ---------------------------------------------------------------- placing

function isUniqueViolation(error: unknown): boolean {
  return typeof error === "object" && error !== null && (error as { code?: string }).code === "P2002";
}

/**
 * Places the user's order from their server cart in ONE transaction:
 * re-prices the cart with the pricing engine (current prices; the stored or given coupon re-checked
 * with its limits), refuses unavailable lines, decrements stock with a conditional update
 * (409 'Not enough stock for {name}'), counts the coupon redemption, snapshots every line and figure,
 * and then
 * - COD (only when the total is above ₹500): empties the ordered lines from the cart and queues the confirmation e-mail;
 * - razorpay (web): holds the stock for 30 minutes and keeps the cart until the payment is verified (payment.server.ts);
 * - razorpay with `prepaid` (API): attaches the user's verified payment of exactly the total (402 without one), empties the cart and queues the e-mail.
 * Earlier unpaid online orders of the user are cancelled first (their lines are still in the cart).
 * The same idempotency key returns the first order (`replayed: true`) and changes nothing.
 */
export async function placeOrder(userId: string, input: PlaceOrderInput): Promise<{ order: OrderView; replayed: boolean }> {
  const parsed = PlaceOrderSchema.safeParse(input);
  if (!parsed.success) throw orderValidationError(parsed.error);
  const data = parsed.data;
  // COD-only shops (PAYMENT_METHODS=cod) and production without Razorpay keys take no online order.
  if (data.paymentMethod === "razorpay" && !onlinePaymentMode()) {
    throw new ValidationError(ONLINE_PAYMENT_UNAVAILABLE, [{ param: "paymentMethod", msg: ONLINE_PAYMENT_UNAVAILABLE }]);
  }
  if (!data.idempotencyKey) throw new ValidationError(ORDER_MESSAGES.badDetails, [{ param: "idempotencyKey", msg: "Idempotency key is required" }]);
  const key = keyFor(userId, data.idempotencyKey);

  const replay = async () => {
    const row = await prisma.order.findFirst({ where: { idempotencyKey: key, userId }, select: { id: true } });
    const order = row ? await getUserOrder(userId, row.id) : null;
    return order ? { order, replayed: true } : null;
  };
  const earlier = await replay();
  if (earlier) return earlier;

  let result: { id: string; replayed: boolean };
  try {
    result = await prisma.$transaction(async (tx) => {
      const again = await tx.order.findUnique({ where: { idempotencyKey: key }, select: { id: true } });
      if (again) return { id: again.id, replayed: true };
      const now = new Date();
      await supersedeAwaitingOrders(tx, userId, now);
      // A throw-away account must not hold a product's whole stock with orders it never pays for.
      const open = await tx.order.count({ where: { userId, status: { in: [...CANCELLABLE_STATUSES] }, paymentStatus: { notIn: ["paid", "refunded", "partially_refunded"] } } });
      if (open >= MAX_OPEN_UNPAID_ORDERS) {
        const msg = tooManyOpenOrders(open);
        throw new Conflict(msg, [{ param: "orders", msg }]);
      }

      const wantedCoupon = data.couponCode ? data.couponCode.toUpperCase() : undefined;
      const cart = await readCart(tx, { userId }, wantedCoupon ? { couponCode: wantedCoupon } : {});
      if (cart.lines.length === 0) throw new ValidationError(CART_MESSAGES.checkoutEmpty, [{ param: "cart", msg: CART_MESSAGES.checkoutEmpty }]);
      for (const line of cart.lines) {
        if (line.available) continue;
        const msg = line.listed && line.quantity > line.stock ? notEnoughStock(line.name) : `${line.name}: ${line.unavailableReason ?? CART_MESSAGES.productUnavailable}`;
        throw new Conflict(msg, [{ param: "items", msg }]);
      }
      if (wantedCoupon && !cart.coupon) {
        const known = await tx.coupon.findUnique({ where: { code: wantedCoupon }, select: { isActive: true, expiresAt: true } });
        const live = known && known.isActive && (!known.expiresAt || known.expiresAt > now);
        const msg = live ? (cart.couponNotice ?? ORDER_MESSAGES.couponInvalid) : ORDER_MESSAGES.couponInvalid;
        throw new ValidationError(msg, [{ param: "couponCode", msg }]);
      }

      const totals = cart.totals;
      if (data.paymentMethod === "cod" && !totals.codAllowed) {
        const msg = codNotAllowedMessage(currentSettings().codMinTotal);
        throw new ValidationError(msg, [{ param: "paymentMethod", msg }]);
      }
      if (input.expectedTotal !== undefined && input.expectedTotal !== totals.total) {
        throw new Conflict(ORDER_MESSAGES.priceChanged, [{ param: "total", msg: ORDER_MESSAGES.priceChanged }]);
      }

      let paymentId: string | null = null;
      let razorpayPaymentId: string | null = null;
      if (data.paymentMethod === "razorpay" && input.prepaid) {
        const payment = await tx.payment.findFirst({
          where: { userId, orderId: null, signatureStatus: "verified", status: "captured", amount: totals.total },
          orderBy: { createdAt: "desc" },
          select: { id: true, razorpayPaymentId: true },
        });
        if (!payment) throw new PaymentRequired(ORDER_MESSAGES.paymentRequired, [{ param: "paymentMethod", msg: ORDER_MESSAGES.paymentRequired }]);
        paymentId = payment.id;
        razorpayPaymentId = payment.razorpayPaymentId;
      }

      const ship = OrderAddressSchema.parse(data.shippingAddress);
      const bill = data.billingAddress ? OrderAddressSchema.parse(data.billingAddress) : null;
      const billingDiffers = bill !== null && JSON.stringify(bill) !== JSON.stringify(ship);
      const paidNow = paymentId !== null;
      const order = await tx.order.create({
        data: {
          orderNumber: await nextOrderNumber(tx, now),
          userId,
          idempotencyKey: key,
          status: "pending",
          paymentMethod: data.paymentMethod,
          paymentStatus: paidNow ? "paid" : "pending",
          paymentId: razorpayPaymentId,
          paidAt: paidNow ? now : null,
          subtotal: totals.subtotal,
          discount: totals.discount,
          shipping: totals.shipping,
          tax: totals.tax,
          total: totals.total,
          couponCode: cart.coupon?.code ?? null,
          totalItems: totals.totalItems,
          totalSavings: totals.totalSavings,
          shipFullName: ship.fullName,
          shipPhone: ship.phone,
          shipAddress: ship.address,
          shipCity: ship.city,
          shipState: ship.state,
          shipPincode: ship.pincode,
          shipCountry: ship.country,
          billingAddress: billingDiffers ? JSON.stringify(bill) : null,
          customerNotes: data.notes || null,
          estimatedDelivery: estimatedDeliveryFrom(now),
          holdExpiresAt: data.paymentMethod === "razorpay" && !paidNow ? new Date(now.getTime() + STOCK_HOLD_MINUTES * 60_000) : null,
          createdAt: now,
          items: {
            create: cart.lines.map((line) => ({
              productId: line.productId,
              name: line.name,
              image: line.images[0] ?? null,
              price: line.unitPrice,
              originalPrice: line.originalPrice,
              quantity: line.quantity,
              size: line.size,
              color: line.color,
              gstRate: line.priced!.gstRate,
              taxAmount: line.priced!.taxAmount,
            })),
          },
        },
        select: { id: true },
      });

      // The conditional update is the stock check: it can never take stock below 0 (a refusal rolls the order back).
      for (const line of cart.lines) {
        const left = await moveStock(tx, { productId: line.productId, size: line.size, color: line.color, delta: -line.quantity, reason: "sale", orderId: order.id }, { onlyListed: true });
        if (left === null) {
          const msg = notEnoughStock(line.name);
          throw new Conflict(msg, [{ param: "items", msg }]);
        }
      }

      if (cart.coupon) {
        const coupon = await tx.coupon.findUniqueOrThrow({ where: { code: cart.coupon.code }, select: { id: true } });
        await tx.couponRedemption.create({ data: { couponId: coupon.id, userId, orderId: order.id } });
        await tx.coupon.update({ where: { id: coupon.id }, data: { usedCount: { increment: 1 } } });
      }
      if (paymentId) {
        const linked = await tx.payment.updateMany({ where: { id: paymentId, orderId: null }, data: { orderId: order.id } });
        if (linked.count !== 1) throw new Conflict(ORDER_MESSAGES.paymentRequired);
      }
      if (data.paymentMethod === "cod" || paidNow) {
        await removeOrderedLines(tx, userId, cart.lines, cart.coupon?.code ?? null);
        await queueConfirmation(tx, order.id);
      }
      return { id: order.id, replayed: false };
    });
  } catch (error) {
    // Two submits with one key that raced past the first look: the loser returns the winner's order.
    if (isUniqueViolation(error)) {
      const winner = await replay();
      if (winner) return winner;
    }
    throw error;
  }
  const order = await getUserOrder(userId, result.id);
  if (!order) throw new NotFound(ORDER_MESSAGES.notFound);
  return { order, replayed: result.replayed };
}
