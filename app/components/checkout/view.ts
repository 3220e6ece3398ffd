import type { CartView } from "~/models/cart.server";
import { toPageLine } from "~/models/cart-view";
import type { OrderView } from "~/models/order-view.server";
import { toRupees } from "~/utils/money";

// What the checkout screens show of a cart and of an order (rupees at the edge).

/** The cart as the checkout form's order summary. */
export function toSummary(cart: CartView) {
  const t = cart.totals;
  return {
    lines: cart.lines.map(toPageLine),
    subtotal: toRupees(t.subtotal),
    discount: toRupees(t.discount),
    shipping: toRupees(t.shipping),
    tax: toRupees(t.tax),
    total: toRupees(t.total),
    totalPaise: t.total,
    totalItems: t.totalItems,
    couponCode: cart.coupon?.code ?? null,
    couponNotice: cart.couponNotice,
    codAllowed: t.codAllowed,
    canCheckout: cart.canCheckout,
    blockedReason: cart.checkoutBlockedReason,
  };
}
export type CheckoutSummary = ReturnType<typeof toSummary>;

/** An order as the pay step and the success page show it. */
export function orderSummary(order: OrderView) {
  return {
    id: order.id,
    orderNumber: order.orderNumber,
    paymentMethod: order.paymentMethod,
    paymentStatus: order.paymentStatus,
    status: order.status,
    total: toRupees(order.total),
    totalItems: order.totalItems,
    holdExpiresAt: order.holdExpiresAt ? order.holdExpiresAt.toISOString() : null,
    items: order.items.map((i) => ({ id: i.id, name: i.name, image: i.image, size: i.size, color: i.color, quantity: i.quantity, lineTotal: toRupees(i.lineTotal) })),
    shipTo: `${order.shippingAddress.fullName}, ${order.shippingAddress.city} ${order.shippingAddress.pincode}`,
  };
}
export type CheckoutOrder = ReturnType<typeof orderSummary>;
