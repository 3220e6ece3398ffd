import crypto from "node:crypto";
import type { Prisma } from "@prisma/client";
import { z } from "zod";
import { prisma } from "~/db.server";
import { CART_MESSAGES, readCart } from "~/models/cart.server";
import { parseJsonList, type Pagination } from "~/models/catalog.server";
import { queueEmail, type OutgoingEmail } from "~/models/email.server";
import { COD_MIN_TOTAL } from "~/models/pricing.server";
import { moveStock, type StockReason } from "~/models/stock.server";
import { ONLINE_PAYMENT_UNAVAILABLE, onlinePaymentMode } from "~/models/payment-config.server";
import { queueCancellationEmail, reserveOrderRefundInTx, sendRefund } from "~/models/refund.server";
import { ORDER_MESSAGES, OrderAddressSchema, type OrderAddressInput } from "~/schemas/checkout";
import {
  ACCOUNT_ORDERS_PAGE_SIZE,
  API_MAX_LIMIT,
  DEFAULT_COUNTRY,
  MAX_OPEN_UNPAID_ORDERS,
  STOCK_HOLD_MINUTES,
  type OrderStatus,
  type PaymentStatus,
} from "~/utils/constants";
import { Conflict, NotFound, PaymentRequired, ValidationError, type FieldError } from "~/utils/errors";
import { formatPaise, toRupees } from "~/utils/money";
import { getShop } from "~/utils/shop.server";

// Orders (DECISIONS 3.3, 3.5, 3.8): reading a customer's own orders, the API's
// order shape, placing an order in one transaction, cancelling, and releasing
// the stock of unpaid online orders. Money is paise here; rupees at the edges
// (OrderSummary.total and toApiOrder are edges the account screen and the API share).

// ---------------------------------------------------------------- types

export type PaymentMethod = "razorpay" | "cod";

export type OrderAddress = {
  fullName: string;
  phone: string;
  address: string;
  city: string;
  state: string;
  pincode: string;
  country: string;
};

/** One row of the account's My Orders list. */
export type OrderSummary = {
  id: string;
  orderNumber: string;
  status: OrderStatus;
  paymentMethod: PaymentMethod;
  paymentStatus: PaymentStatus;
  /** Rupees. */
  total: number;
  totalItems: number;
  /** ISO 8601. */
  createdAt: string;
  /** Number of order lines. */
  lineCount: number;
  firstItem: { name: string; image: string | null } | null;
};

export type OrderItemDetail = {
  id: string;
  productId: string;
  name: string;
  image: string | null;
  /** Paise per unit, as ordered. */
  price: number;
  originalPrice: number;
  quantity: number;
  size: string;
  color: string;
  gstRate: number;
  taxAmount: number;
  /** price x quantity, paise. */
  lineTotal: number;
  /** The product as it is now (for the API's embedded productId). */
  product: { id: string; name: string; images: string[]; price: number };
};

/** A whole order; money in paise. */
export type OrderDetail = {
  id: string;
  orderNumber: string;
  userId: string;
  status: OrderStatus;
  paymentMethod: PaymentMethod;
  paymentStatus: PaymentStatus;
  paymentId: string | null;
  subtotal: number;
  discount: number;
  shipping: number;
  tax: number;
  total: number;
  couponCode: string | null;
  totalItems: number;
  totalSavings: number;
  shippingAddress: OrderAddress;
  /** The billing address; the shipping address when it was the same. */
  billingAddress: OrderAddress;
  billingSameAsShipping: boolean;
  customerNotes: string | null;
  trackingNumber: string | null;
  courierPartner: string | null;
  estimatedDelivery: Date | null;
  holdExpiresAt: Date | null;
  confirmedAt: Date | null;
  processingAt: Date | null;
  shippedAt: Date | null;
  deliveredAt: Date | null;
  cancelledAt: Date | null;
  returnedAt: Date | null;
  paidAt: Date | null;
  cancellationReason: string | null;
  createdAt: Date;
  updatedAt: Date;
  items: OrderItemDetail[];
  /** The customer may cancel it now (pending, confirmed or processing). */
  canCancel: boolean;
  /** An online order still waiting for its payment within the stock hold. */
  awaitingPayment: boolean;
};

/** Statuses a customer may cancel from (DECISIONS 3.5). */
export const CANCELLABLE_STATUSES: readonly OrderStatus[] = ["pending", "confirmed", "processing"];
/** "Active shipments" on the account page (storefront spec, Account). */
export const ACTIVE_SHIPMENT_STATUSES: readonly OrderStatus[] = ["confirmed", "processing", "shipped"];

// ---------------------------------------------------------------- reading

const detailSelect = {
  id: true,
  orderNumber: true,
  userId: true,
  status: true,
  paymentMethod: true,
  paymentStatus: true,
  paymentId: true,
  subtotal: true,
  discount: true,
  shipping: true,
  tax: true,
  total: true,
  couponCode: true,
  totalItems: true,
  totalSavings: true,
  shipFullName: true,
  shipPhone: true,
  shipAddress: true,
  shipCity: true,
  shipState: true,
  shipPincode: true,
  shipCountry: true,
  billingAddress: true,
  customerNotes: true,
  trackingNumber: true,
  courierPartner: true,
  estimatedDelivery: true,
  holdExpiresAt: true,
  confirmedAt: true,
  processingAt: true,
  shippedAt: true,
  deliveredAt: true,
  cancelledAt: true,
  returnedAt: true,
  paidAt: true,
  cancellationReason: true,
  createdAt: true,
  updatedAt: true,
  items: {
    select: {
      id: true,
      productId: true,
      name: true,
      image: true,
      price: true,
      originalPrice: true,
      quantity: true,
      size: true,
      color: true,
      gstRate: true,
      taxAmount: true,
      product: { select: { id: true, name: true, images: true, price: true } },
    },
    orderBy: { id: "asc" },
  },
} satisfies Prisma.OrderSelect;

export type OrderRow = Prisma.OrderGetPayload<{ select: typeof detailSelect }>;

/** The select that `toOrderDetail` reads (shared with the admin order model). */
export const orderDetailSelect = detailSelect;

function parseAddress(json: string | null): OrderAddress | null {
  if (!json) return null;
  try {
    const a = JSON.parse(json) as Partial<OrderAddress>;
    if (!a || typeof a !== "object" || !a.fullName) return null;
    return {
      fullName: String(a.fullName ?? ""),
      phone: String(a.phone ?? ""),
      address: String(a.address ?? ""),
      city: String(a.city ?? ""),
      state: String(a.state ?? ""),
      pincode: String(a.pincode ?? ""),
      country: String(a.country || DEFAULT_COUNTRY),
    };
  } catch {
    return null;
  }
}

export function toOrderDetail(row: OrderRow, now = new Date()): OrderDetail {
  const shippingAddress: OrderAddress = {
    fullName: row.shipFullName,
    phone: row.shipPhone,
    address: row.shipAddress,
    city: row.shipCity,
    state: row.shipState,
    pincode: row.shipPincode,
    country: row.shipCountry || DEFAULT_COUNTRY,
  };
  const billing = parseAddress(row.billingAddress);
  const status = row.status as OrderStatus;
  return {
    id: row.id,
    orderNumber: row.orderNumber,
    userId: row.userId,
    status,
    paymentMethod: row.paymentMethod as PaymentMethod,
    paymentStatus: row.paymentStatus as PaymentStatus,
    paymentId: row.paymentId,
    subtotal: row.subtotal,
    discount: row.discount,
    shipping: row.shipping,
    tax: row.tax,
    total: row.total,
    couponCode: row.couponCode,
    totalItems: row.totalItems,
    totalSavings: row.totalSavings,
    shippingAddress,
    billingAddress: billing ?? shippingAddress,
    billingSameAsShipping: billing === null,
    customerNotes: row.customerNotes,
    trackingNumber: row.trackingNumber,
    courierPartner: row.courierPartner,
    estimatedDelivery: row.estimatedDelivery,
    holdExpiresAt: row.holdExpiresAt,
    confirmedAt: row.confirmedAt,
    processingAt: row.processingAt,
    shippedAt: row.shippedAt,
    deliveredAt: row.deliveredAt,
    cancelledAt: row.cancelledAt,
    returnedAt: row.returnedAt,
    paidAt: row.paidAt,
    cancellationReason: row.cancellationReason,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    items: row.items.map((i) => ({
      id: i.id,
      productId: i.productId,
      name: i.name,
      image: i.image,
      price: i.price,
      originalPrice: i.originalPrice,
      quantity: i.quantity,
      size: i.size,
      color: i.color,
      gstRate: i.gstRate,
      taxAmount: i.taxAmount,
      lineTotal: i.price * i.quantity,
      product: { id: i.product.id, name: i.product.name, images: parseJsonList(i.product.images), price: i.product.price },
    })),
    canCancel: CANCELLABLE_STATUSES.includes(status),
    awaitingPayment:
      row.paymentMethod === "razorpay" &&
      row.paymentStatus !== "paid" &&
      status === "pending" &&
      row.holdExpiresAt !== null &&
      row.holdExpiresAt.getTime() > now.getTime(),
  };
}

function pagination(page: number, limit: number, total: number): Pagination {
  const pages = Math.max(1, Math.ceil(total / limit));
  return { page, limit, total, pages, hasNext: page < pages, hasPrev: page > 1 };
}

export type UserOrdersQuery = { page?: number; limit?: number; status?: OrderStatus };

/**
 * One page of the user's own orders, newest first, `limit` (default 5, at most 100) per page,
 * optionally of one status, with the caller's select: the account's summaries and the API's
 * documented shape read the same page. A page past the end is an empty list.
 */
export async function pageUserOrders<S extends Prisma.OrderSelect>(
  userId: string,
  { page = 1, limit = ACCOUNT_ORDERS_PAGE_SIZE, status }: UserOrdersQuery,
  select: S,
): Promise<{ rows: Prisma.OrderGetPayload<{ select: S }>[]; pagination: Pagination }> {
  const safePage = Number.isSafeInteger(page) && page >= 1 ? page : 1;
  const safeLimit = Number.isSafeInteger(limit) && limit >= 1 ? Math.min(limit, API_MAX_LIMIT) : ACCOUNT_ORDERS_PAGE_SIZE;
  const where: Prisma.OrderWhereInput = { userId, ...(status ? { status } : {}) };
  const [total, rows] = await Promise.all([
    prisma.order.count({ where }),
    prisma.order.findMany({ where, orderBy: [{ createdAt: "desc" }, { id: "desc" }], skip: (safePage - 1) * safeLimit, take: safeLimit, select }),
  ]);
  return { rows: rows as Prisma.OrderGetPayload<{ select: S }>[], pagination: pagination(safePage, safeLimit, total) };
}

/** The user's own orders as the account screen lists them (pageUserOrders). */
export async function listUserOrders(userId: string, query: UserOrdersQuery = {}): Promise<{ orders: OrderSummary[]; pagination: Pagination }> {
  const { rows, pagination: page } = await pageUserOrders(userId, query, {
    id: true,
    orderNumber: true,
    status: true,
    paymentMethod: true,
    paymentStatus: true,
    total: true,
    totalItems: true,
    createdAt: true,
    _count: { select: { items: true } },
    items: { select: { name: true, image: true }, orderBy: { id: "asc" }, take: 1 },
  });
  return {
    orders: rows.map((o) => ({
      id: o.id,
      orderNumber: o.orderNumber,
      status: o.status as OrderStatus,
      paymentMethod: o.paymentMethod as PaymentMethod,
      paymentStatus: o.paymentStatus as PaymentStatus,
      total: toRupees(o.total),
      totalItems: o.totalItems,
      createdAt: o.createdAt.toISOString(),
      lineCount: o._count.items,
      firstItem: o.items[0] ? { name: o.items[0].name, image: o.items[0].image } : null,
    })),
    pagination: page,
  };
}

/** How many orders the user has placed (any status): the account's Total Orders card. */
export function countUserOrders(userId: string): Promise<number> {
  return prisma.order.count({ where: { userId } });
}

/** Orders that are confirmed, processing or shipped: the account's Active Shipments card. */
export function countActiveShipments(userId: string): Promise<number> {
  return prisma.order.count({ where: { userId, status: { in: [...ACTIVE_SHIPMENT_STATUSES] } } });
}

/** One of the user's own orders; null for an unknown id or another customer's order (a 404 at the edge). */
export async function getUserOrder(userId: string, orderId: string): Promise<OrderDetail | null> {
  if (!orderId || orderId.length > 64) return null;
  const row = await prisma.order.findFirst({ where: { id: orderId, userId }, select: detailSelect });
  return row ? toOrderDetail(row) : null;
}

/** The user's newest online order still waiting for its payment inside the stock hold, or null. */
export async function getAwaitingPaymentOrder(userId: string, now = new Date()): Promise<{ id: string; orderNumber: string; total: number; holdExpiresAt: Date } | null> {
  const row = await prisma.order.findFirst({
    where: { userId, paymentMethod: "razorpay", status: "pending", paymentStatus: { not: "paid" }, holdExpiresAt: { gt: now } },
    orderBy: { createdAt: "desc" },
    select: { id: true, orderNumber: true, total: true, holdExpiresAt: true },
  });
  return row && row.holdExpiresAt ? { id: row.id, orderNumber: row.orderNumber, total: row.total, holdExpiresAt: row.holdExpiresAt } : null;
}

// ---------------------------------------------------------------- the API's shape

export type ApiOrderAddress = OrderAddress;

export type ApiOrderItem = {
  _id: string;
  productId: { _id: string; name: string; images: string[]; price: number };
  name: string;
  quantity: number;
  price: number;
  originalPrice: number;
  selectedSize: string;
  selectedColor: string;
  image: string | null;
};

export type ApiOrder = {
  _id: string;
  orderId: string;
  userId: string;
  items: ApiOrderItem[];
  shippingAddress: ApiOrderAddress;
  billingAddress: ApiOrderAddress;
  paymentMethod: PaymentMethod;
  paymentStatus: PaymentStatus;
  paymentId: string | null;
  orderStatus: OrderStatus;
  trackingNumber: string | null;
  subtotal: number;
  discount: number;
  tax: number;
  shipping: number;
  total: number;
  couponCode: string | null;
  estimatedDelivery: string | null;
  deliveredAt: string | null;
  cancelledAt: string | null;
  cancellationReason: string | null;
  totalItems: number;
  totalSavings: number;
  createdAt: string;
  updatedAt: string;
};

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The documented order shape (API.md, Orders and payments), prices in rupees. */
export function toApiOrder(order: OrderDetail): ApiOrder {
  return {
    _id: order.id,
    orderId: order.orderNumber,
    userId: order.userId,
    items: order.items.map((i) => ({
      _id: i.id,
      productId: { _id: i.product.id, name: i.product.name, images: i.product.images, price: toRupees(i.product.price) },
      name: i.name,
      quantity: i.quantity,
      price: toRupees(i.price),
      originalPrice: toRupees(i.originalPrice),
      selectedSize: i.size,
      selectedColor: i.color,
      image: i.image,
    })),
    shippingAddress: { ...order.shippingAddress },
    billingAddress: { ...order.billingAddress },
    paymentMethod: order.paymentMethod,
    paymentStatus: order.paymentStatus,
    paymentId: order.paymentId,
    orderStatus: order.status,
    trackingNumber: order.trackingNumber,
    subtotal: toRupees(order.subtotal),
    discount: toRupees(order.discount),
    tax: toRupees(order.tax),
    shipping: toRupees(order.shipping),
    total: toRupees(order.total),
    couponCode: order.couponCode,
    estimatedDelivery: iso(order.estimatedDelivery),
    deliveredAt: iso(order.deliveredAt),
    cancelledAt: iso(order.cancelledAt),
    cancellationReason: order.cancellationReason,
    totalItems: order.totalItems,
    totalSavings: toRupees(order.totalSavings),
    createdAt: order.createdAt.toISOString(),
    updatedAt: order.updatedAt.toISOString(),
  };
}

// ---------------------------------------------------------------- messages and input

export { CANCEL_REASONS, ORDER_MESSAGES, OrderAddressSchema, type OrderAddressInput } from "~/schemas/checkout";

export const notEnoughStock = (name: string) => `Not enough stock for ${name}`;
export const tooManyOpenOrders = (n: number) =>
  `You already have ${n} orders waiting for payment or delivery. Please wait until one of them is delivered, or cancel one, before placing another.`;
export const cannotCancel = (status: string) => `This order cannot be cancelled because it is ${status}`;

const REQUIRED = ORDER_MESSAGES.requiredFields;

/**
 * POST /api/orders. Prices, amounts and totals are never read from the client:
 * unknown keys (price, total...) are dropped and the order is priced from the server cart.
 */
export const PlaceOrderSchema = z.object({
  shippingAddress: OrderAddressSchema,
  billingAddress: OrderAddressSchema.nullish(),
  paymentMethod: z.enum(["razorpay", "cod"], { errorMap: () => ({ message: ORDER_MESSAGES.paymentMethod }) }),
  couponCode: z.string({ invalid_type_error: "Coupon code must be a string" }).trim().max(40, ORDER_MESSAGES.couponInvalid).nullish(),
  notes: z.string({ invalid_type_error: "Notes must be text" }).trim().max(500, "Notes must be at most 500 characters").nullish(),
  idempotencyKey: z.string().trim().min(8, "Idempotency key must be 8-100 characters").max(100, "Idempotency key must be 8-100 characters").optional(),
});

export const CancelOrderSchema = z.object({
  reason: z
    .string({ required_error: ORDER_MESSAGES.cancelReasonRequired, invalid_type_error: ORDER_MESSAGES.cancelReasonRequired })
    .trim()
    .min(1, ORDER_MESSAGES.cancelReasonRequired)
    .max(500, "Reason must be at most 500 characters"),
});

export type PlaceOrderInput = {
  shippingAddress: OrderAddressInput;
  billingAddress?: OrderAddressInput | null;
  paymentMethod: PaymentMethod;
  notes?: string | null;
  /** The same key (per user) never makes a second order: the first order is returned. */
  idempotencyKey: string;
  /** Replaces the cart's coupon; an unusable code is refused (400). Absent: the cart's coupon when it still applies. */
  couponCode?: string | null;
  /** The total (paise) the shopper was shown; any other server total is refused (409) so nobody pays a price they did not see. */
  expectedTotal?: number;
  /**
   * API razorpay orders are paid first (API.md): the user's verified, unused payment of exactly the
   * total is attached, else 402. The web places the order first and pays for it within the stock hold.
   */
  prepaid?: boolean;
};

// ---------------------------------------------------------------- helpers inside a transaction

export type Tx = Prisma.TransactionClient;

function validationFrom(error: z.ZodError): ValidationError {
  const errors: FieldError[] = [];
  const seen = new Set<string>();
  for (const issue of error.issues) {
    const param = issue.path.join(".") || "body";
    if (seen.has(param)) continue;
    seen.add(param);
    errors.push({ param, msg: issue.message });
  }
  const message = errors.some((e) => e.msg === REQUIRED) ? REQUIRED : (errors[0]?.msg ?? ORDER_MESSAGES.badDetails);
  return new ValidationError(message, errors);
}

const keyFor = (userId: string, key: string) => `${userId}:${key}`;

/** "SRT-<year>-000123": the largest number of the year (Asia/Kolkata) plus one, read inside the order's transaction. */
async function nextOrderNumber(tx: Tx, now: Date): Promise<string> {
  const year = new Intl.DateTimeFormat("en-IN", { timeZone: "Asia/Kolkata", year: "numeric" }).format(now);
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
async function removeOrderedLines(tx: Tx, userId: string, items: Array<{ productId: string; size: string; color: string }>, couponCode: string | null) {
  const cart = await tx.cart.findUnique({ where: { userId }, select: { id: true, couponCode: true } });
  if (!cart) return;
  if (items.length) {
    await tx.cartItem.deleteMany({ where: { cartId: cart.id, OR: items.map((i) => ({ productId: i.productId, size: i.size, color: i.color })) } });
  }
  const dropCoupon = cart.couponCode !== null && (couponCode === null || cart.couponCode.toUpperCase() === couponCode.toUpperCase());
  await tx.cart.update({ where: { id: cart.id }, data: { updatedAt: new Date(), ...(dropCoupon ? { couponCode: null } : {}) } });
}

/** Gives an order's lines back to stock, each a StockMovement with the reason (cancellation, return, expiry). */
async function returnItemsToStock(tx: Tx, orderId: string, items: ReadonlyArray<{ productId: string; quantity: number }>, reason: StockReason) {
  for (const item of items) {
    await moveStock(tx, { productId: item.productId, delta: item.quantity, reason, orderId });
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
  const items = await tx.orderItem.findMany({ where: { orderId }, select: { productId: true, quantity: true } });
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
  const items = await tx.orderItem.findMany({ where: { orderId }, select: { productId: true, quantity: true, name: true }, orderBy: { id: "asc" } });
  for (const item of items) {
    const taken = await moveStock(tx, { productId: item.productId, delta: -item.quantity, reason: "sale", orderId, note: "Order reopened" });
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
async function cancelInTx(tx: Tx, orderId: string, now: Date, reason: string, opts: CancelOptions = {}): Promise<boolean> {
  const order = await tx.order.findUnique({
    where: { id: orderId },
    select: { paymentStatus: true, items: { select: { productId: true, quantity: true } } },
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
  await returnItemsToStock(tx, orderId, order.items, opts.stockReason ?? "cancellation");
  await releaseCoupon(tx, orderId);
  await tx.payment.updateMany({ where: { orderId, status: "created" }, data: { status: "cancelled" } });
  return true;
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

function confirmationEmail(
  to: string,
  firstName: string,
  order: { id: string; orderNumber: string; total: number; paymentMethod: string; items: Array<{ name: string; quantity: number; size: string; color: string; price: number }> },
): OutgoingEmail {
  const shop = getShop();
  const lines = order.items.map((i) => `- ${i.name} (${i.size}, ${i.color}) x ${i.quantity}: ${formatPaise(i.price * i.quantity)}`);
  const payment = order.paymentMethod === "cod" ? "Cash on Delivery: please keep the amount ready at delivery." : "Paid online with Razorpay.";
  return {
    to,
    subject: `Order ${order.orderNumber} confirmed - ${shop.name}`,
    template: "order-confirmation",
    payload: { orderId: order.id, orderNumber: order.orderNumber, total: toRupees(order.total), paymentMethod: order.paymentMethod },
    dedupeKey: `order-confirmation:${order.id}`,
    text: [
      `Hello ${firstName},`,
      "",
      `Thank you for your order ${order.orderNumber}.`,
      "",
      ...lines,
      "",
      `Total: ${formatPaise(order.total)}`,
      payment,
      "We will e-mail you again when it ships (usually within 3-5 business days).",
      "",
      `${shop.name}, ${shop.phone}`,
    ].join("\n"),
  };
}

async function queueConfirmation(tx: Tx, orderId: string) {
  const order = await tx.order.findUnique({
    where: { id: orderId },
    select: {
      id: true,
      orderNumber: true,
      total: true,
      paymentMethod: true,
      user: { select: { email: true, firstName: true } },
      items: { select: { name: true, quantity: true, size: true, color: true, price: true } },
    },
  });
  if (!order) return;
  await queueEmail(confirmationEmail(order.user.email, order.user.firstName, order), tx);
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
export async function placeOrder(userId: string, input: PlaceOrderInput): Promise<{ order: OrderDetail; replayed: boolean }> {
  const parsed = PlaceOrderSchema.safeParse(input);
  if (!parsed.success) throw validationFrom(parsed.error);
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
      if (data.paymentMethod === "cod" && !(totals.total > COD_MIN_TOTAL)) {
        throw new ValidationError(ORDER_MESSAGES.codNotAllowed, [{ param: "paymentMethod", msg: ORDER_MESSAGES.codNotAllowed }]);
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
        const left = await moveStock(tx, { productId: line.productId, delta: -line.quantity, reason: "sale", orderId: order.id }, { onlyListed: true });
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

// ---------------------------------------------------------------- cancelling and expiry

/**
 * The customer cancels their own order while it is pending, confirmed or processing: stock restored,
 * coupon use given back. 404 for an unknown or another customer's order, 409 otherwise.
 */
export async function cancelOrder(userId: string, orderId: string, reason: string): Promise<OrderDetail> {
  const parsed = CancelOrderSchema.safeParse({ reason });
  if (!parsed.success) throw validationFrom(parsed.error);
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

// ---------------------------------------------------------------- payment (called by payment.server.ts)

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
      revivable = products.length === needed.size && products.every((p) => p.isActive && !p.archivedAt && p.stock >= (needed.get(p.id) ?? 0));
    }
    // Its coupon use was given back when it was cancelled: it is revived only if the coupon can take it again.
    const coupon = revivable ? await couponForRevive(tx, order) : null;
    if (coupon === false) revivable = false;
    if (!revivable) {
      await tx.order.update({ where: { id: order.id }, data: { paymentStatus: "paid", paymentId: razorpayPaymentId, paidAt: now } });
      return "paid-after-cancel";
    }
    for (const i of order.items) {
      const left = await moveStock(tx, { productId: i.productId, delta: -i.quantity, reason: "sale", orderId: order.id, note: "Paid after its hold ended" });
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
  await tx.order.update({
    where: { id: order.id },
    data: { paymentStatus: "paid", paymentId: razorpayPaymentId, paidAt: now, holdExpiresAt: null },
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
export async function getPayableOrder(userId: string, orderId: string): Promise<OrderDetail | null> {
  const order = await getUserOrder(userId, orderId);
  return order && order.awaitingPayment ? order : null;
}

/** A random idempotency key for a checkout page or an API call without one. */
export const newIdempotencyKey = () => crypto.randomBytes(18).toString("base64url");
