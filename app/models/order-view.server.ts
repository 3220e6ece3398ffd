import type { Prisma } from "@prisma/client";
import type { prisma } from "~/db.server";
import { parseJsonList } from "~/models/catalog.server";
import { CANCELLABLE_STATUSES, type OrderStatus, type PaymentMethod, type PaymentStatus } from "~/schemas/order-status";
import { DEFAULT_COUNTRY } from "~/utils/constants";
import { formatDateTime, formatDay } from "~/utils/format";
import { trackingLink } from "~/utils/couriers";
import { orderTracker } from "~/utils/order-tracker";
import { rupeeTotals, toRupees } from "~/utils/money";

// The one view of an order (DECISIONS 3.3, 3.5, 3.8): read with ONE select,
// money in paise, dates as Dates. Every screen and the API project from it:
// the account's list rows and the admin's list rows and detail screen here,
// the shopper's order page and the checkout steps in their routes, the API's
// documented shapes (with its `_id` naming) in app/schemas/api/. The view holds
// the staff-only fields (admin notes, e-mail and stock bookkeeping) too: a
// projection names each field it lets out, so none of them reaches a shopper.

export type OrderAddress = {
  fullName: string;
  phone: string;
  address: string;
  city: string;
  state: string;
  pincode: string;
  country: string;
};

export type OrderItemView = {
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
export type OrderView = {
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
  items: OrderItemView[];
  /** The customer who placed it. */
  customer: { id: string; firstName: string; lastName: string; email: string; phone: string | null };
  /** Staff only. */
  adminNotes: string | null;
  /** Staff only: when the shipping e-mail was queued. */
  shippingEmailAt: Date | null;
  /** Staff only: when the order gave its stock back. */
  stockReleasedAt: Date | null;
  /** The customer may cancel it now (pending, confirmed or processing). */
  canCancel: boolean;
  /** An online order still waiting for its payment within the stock hold. */
  awaitingPayment: boolean;
};

/** The order's shipping address columns and its billing address (JSON). */
export const orderAddressSelect = {
  shipFullName: true,
  shipPhone: true,
  shipAddress: true,
  shipCity: true,
  shipState: true,
  shipPincode: true,
  shipCountry: true,
  billingAddress: true,
} as const;

export const orderViewSelect = {
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
  ...orderAddressSelect,
  customerNotes: true,
  adminNotes: true,
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
  shippingEmailAt: true,
  stockReleasedAt: true,
  cancellationReason: true,
  createdAt: true,
  updatedAt: true,
  user: { select: { id: true, firstName: true, lastName: true, email: true, phone: true } },
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

export type OrderViewRow = Prisma.OrderGetPayload<{ select: typeof orderViewSelect }>;

/** The client or a transaction: views are read both ways. */
export type OrderDb = Prisma.TransactionClient | typeof prisma;

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

export function toOrderView(row: OrderViewRow, now = new Date()): OrderView {
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
    customer: row.user,
    adminNotes: row.adminNotes,
    shippingEmailAt: row.shippingEmailAt,
    stockReleasedAt: row.stockReleasedAt,
    canCancel: CANCELLABLE_STATUSES.includes(status),
    awaitingPayment:
      row.paymentMethod === "razorpay" &&
      row.paymentStatus !== "paid" &&
      status === "pending" &&
      row.holdExpiresAt !== null &&
      row.holdExpiresAt.getTime() > now.getTime(),
  };
}

/** The first order matching `where` as the view, or null. */
export async function findOrderView(db: OrderDb, where: Prisma.OrderWhereInput): Promise<OrderView | null> {
  const row = await db.order.findFirst({ where, select: orderViewSelect });
  return row ? toOrderView(row) : null;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

// ---------------------------------------------------------------- projections

/** What every projection of an order starts with: its ids, status and payment. */
export const orderHead = (order: OrderView) => ({
  id: order.id,
  orderNumber: order.orderNumber,
  status: order.status,
  paymentMethod: order.paymentMethod,
  paymentStatus: order.paymentStatus,
});

/** An order line as the admin screens list it: paise per unit and per line. */
const toLine = (i: OrderItemView) => ({ id: i.id, name: i.name, image: i.image, size: i.size, color: i.color, quantity: i.quantity, price: i.price, lineTotal: i.lineTotal });

/** One row of the account's My Orders list: total in rupees, dates as ISO strings. */
export function toOrderListItem(order: OrderView) {
  const first = order.items[0];
  return {
    ...orderHead(order),
    /** Rupees. */
    total: toRupees(order.total),
    totalItems: order.totalItems,
    createdAt: order.createdAt.toISOString(),
    /** Number of order lines. */
    lineCount: order.items.length,
    firstItem: first ? { name: first.name, image: first.image } : null,
    /** An online order that can still be paid (inside its stock hold). */
    awaitingPayment: order.awaitingPayment,
  };
}
export type OrderListItem = ReturnType<typeof toOrderListItem>;

/** One row of the admin's orders list (with its expandable details): money in paise, dates as ISO strings. */
export function toAdminOrderListItem(order: OrderView) {
  const { firstName, lastName, email, id } = order.customer;
  const a = order.shippingAddress;
  return {
    ...orderHead(order),
    total: order.total,
    totalItems: order.totalItems,
    createdAt: order.createdAt.toISOString(),
    updatedAt: order.updatedAt.toISOString(),
    customer: { id, firstName, lastName, email },
    shippingAddress: { fullName: a.fullName, address: a.address, city: a.city, state: a.state, pincode: a.pincode, country: a.country },
    items: order.items.map(toLine),
  };
}
export type AdminOrderListItem = ReturnType<typeof toAdminOrderListItem>;

/** One order as the admin's detail screen and the printed invoice read it: money in paise, dates as ISO strings. */
export function toAdminOrderView(order: OrderView) {
  const { firstName, lastName, email, phone } = order.customer;
  return {
    ...orderHead(order),
    paymentId: order.paymentId,
    subtotal: order.subtotal,
    discount: order.discount,
    shipping: order.shipping,
    tax: order.tax,
    total: order.total,
    couponCode: order.couponCode,
    totalItems: order.totalItems,
    items: order.items.map((i) => ({ ...toLine(i), gstRate: i.gstRate, taxAmount: i.taxAmount })),
    customer: { firstName, lastName, email, phone },
    shippingAddress: { ...order.shippingAddress },
    billingAddress: { ...order.billingAddress },
    billingSameAsShipping: order.billingSameAsShipping,
    customerNotes: order.customerNotes,
    adminNotes: order.adminNotes,
    trackingNumber: order.trackingNumber,
    courierPartner: order.courierPartner,
    cancellationReason: order.cancellationReason,
    estimatedDelivery: iso(order.estimatedDelivery),
    createdAt: order.createdAt.toISOString(),
    confirmedAt: iso(order.confirmedAt),
    processingAt: iso(order.processingAt),
    shippedAt: iso(order.shippedAt),
    deliveredAt: iso(order.deliveredAt),
    cancelledAt: iso(order.cancelledAt),
    returnedAt: iso(order.returnedAt),
    paidAt: iso(order.paidAt),
    shippingEmailAt: iso(order.shippingEmailAt),
  };
}
export type AdminOrderView = ReturnType<typeof toAdminOrderView>;

const fmt = (d: Date | null, f = formatDateTime) => (d ? f(d) : null);

/** The shopper's order page: rupees, India-time dates, the timeline so far; the tracking number once shipped. */
export function toShopperOrderView(order: OrderView) {
  return {
    ...orderHead(order),
    paymentId: order.paymentId,
    placedAt: fmt(order.createdAt)!,
    items: order.items.map((i) => ({
      id: i.id,
      productId: i.productId,
      name: i.name,
      image: i.image,
      size: i.size,
      color: i.color,
      quantity: i.quantity,
      price: toRupees(i.price),
      originalPrice: toRupees(i.originalPrice),
      lineTotal: toRupees(i.lineTotal),
    })),
    shippingAddress: order.shippingAddress,
    billingAddress: order.billingAddress,
    billingSameAsShipping: order.billingSameAsShipping,
    ...rupeeTotals(order),
    couponCode: order.couponCode,
    totalItems: order.totalItems,
    totalSavings: toRupees(order.totalSavings),
    notes: order.customerNotes,
    trackingNumber: order.status === "shipped" || order.status === "delivered" ? order.trackingNumber : null,
    courierPartner: order.courierPartner === "Other" ? null : order.courierPartner,
    /** The courier's public tracking page for the number (utils/couriers.ts). */
    tracking: order.status === "shipped" || order.status === "delivered" ? trackingLink(order.courierPartner, order.trackingNumber) : null,
    tracker: orderTracker({
      status: order.status,
      awaitingPayment: order.awaitingPayment,
      paymentMethod: order.paymentMethod,
      placedAt: fmt(order.createdAt)!,
      confirmedAt: fmt(order.confirmedAt),
      processingAt: fmt(order.processingAt),
      shippedAt: fmt(order.shippedAt),
      deliveredAt: fmt(order.deliveredAt),
      cancelledAt: fmt(order.cancelledAt),
      returnedAt: fmt(order.returnedAt),
      estimatedDelivery: fmt(order.estimatedDelivery, formatDay),
    }),
    estimatedDelivery: order.status === "cancelled" || order.status === "returned" || order.status === "delivered" ? null : fmt(order.estimatedDelivery, formatDay),
    holdExpiresAt: order.awaitingPayment ? fmt(order.holdExpiresAt) : null,
    timeline: [
      { label: "Placed", at: fmt(order.createdAt) },
      { label: "Paid", at: fmt(order.paidAt) },
      { label: "Confirmed", at: fmt(order.confirmedAt) },
      { label: "Processing", at: fmt(order.processingAt) },
      { label: "Shipped", at: fmt(order.shippedAt) },
      { label: "Delivered", at: fmt(order.deliveredAt) },
      { label: "Cancelled", at: fmt(order.cancelledAt) },
      { label: "Returned", at: fmt(order.returnedAt) },
    ].filter((t): t is { label: string; at: string } => t.at !== null),
    cancellationReason: order.cancellationReason,
    canCancel: order.canCancel,
    awaitingPayment: order.awaitingPayment,
  };
}
export type ShopperOrderView = ReturnType<typeof toShopperOrderView>;
