// The order's statuses, payment statuses and payment methods as every screen,
// model and the API name them: the lists, the groups the rules use, and their
// labels, written once. Browser-safe (no zod, no server imports).

export const ORDER_STATUSES = ["pending", "confirmed", "processing", "shipped", "delivered", "cancelled", "returned"] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const PAYMENT_STATUSES = ["pending", "paid", "failed", "partially_refunded", "refunded"] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const PAYMENT_METHODS = ["razorpay", "cod"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** Statuses a customer may cancel from (DECISIONS 3.5). */
export const CANCELLABLE_STATUSES: readonly OrderStatus[] = ["pending", "confirmed", "processing"];
/** "Active shipments" on the account page (storefront spec, Account). */
export const ACTIVE_SHIPMENT_STATUSES: readonly OrderStatus[] = ["confirmed", "processing", "shipped"];
/** The normal flow, in order; the statuses outside it (cancelled, returned) end it. */
export const ORDER_FLOW: readonly OrderStatus[] = ["pending", "confirmed", "processing", "shipped", "delivered"];
/** Statuses whose order no longer holds its stock. */
export const STOCK_RELEASED_STATUSES: readonly OrderStatus[] = ["cancelled", "returned"];
/** Statuses that show the tracking number (the shopper's page, the admin's Tracking Number field). */
export const TRACKING_STATUSES: readonly OrderStatus[] = ["shipped", "delivered"];

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending: "Pending",
  confirmed: "Confirmed",
  processing: "Processing",
  shipped: "Shipped",
  delivered: "Delivered",
  cancelled: "Cancelled",
  returned: "Returned",
};

export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  pending: "Pending",
  paid: "Paid",
  failed: "Failed",
  partially_refunded: "Partially refunded",
  refunded: "Refunded",
};

/**
 * The payment's word for a shopper: an order cancelled before any money was taken was "Not charged"
 * (a COD order, or an online one never paid), not "Pending" for ever; otherwise the payment status.
 */
export function paymentStateLabel(order: { status: string; paymentStatus: string }): string {
  if ((order.status === "cancelled" || order.status === "returned") && (order.paymentStatus === "pending" || order.paymentStatus === "failed")) return NOT_CHARGED;
  return (PAYMENT_STATUS_LABELS as Record<string, string | undefined>)[order.paymentStatus] ?? order.paymentStatus;
}
export const NOT_CHARGED = "Not charged";

/** The label of a status read from outside the types (a form's value); the value itself when it is none. */
export const orderStatusLabel = (status: string) => (ORDER_STATUS_LABELS as Record<string, string | undefined>)[status] ?? status;
