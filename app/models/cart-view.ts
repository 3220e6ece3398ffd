import type { CartView } from "~/models/cart.server";
import { toRupees } from "~/utils/money";

// The cart as the cart screen shows it, in rupees, and the one key of a cart
// line (product, size, colour). Not a .server module: the screen's optimistic
// removals build the same key from a pending form in the browser.

/** A cart line's key: one line per product, size and colour. */
export const cartLineKey = (line: { productId: unknown; size: unknown; color: unknown }) => `${line.productId}|${line.size}|${line.color}`;

export function toPageCart(cart: CartView) {
  const t = cart.totals;
  return {
    lines: cart.lines.map((l) => ({
      key: cartLineKey(l),
      productId: l.productId,
      name: l.name,
      image: l.images[0] ?? null,
      category: l.category.name,
      size: l.size,
      color: l.color,
      quantity: l.quantity,
      price: toRupees(l.unitPrice),
      originalPrice: toRupees(l.originalPrice),
      lineTotal: toRupees(l.lineTotal),
      stock: l.stock,
      maxQuantity: l.maxQuantity,
      available: l.available,
      unavailableReason: l.unavailableReason,
    })),
    totals: {
      subtotal: toRupees(t.subtotal),
      discount: toRupees(t.discount),
      shipping: toRupees(t.shipping),
      tax: toRupees(t.tax),
      total: toRupees(t.total),
      totalItems: t.totalItems,
      totalSavings: toRupees(t.totalSavings),
      freeShippingRemaining: toRupees(t.freeShippingRemaining),
    },
    coupon: cart.coupon,
    storedCouponCode: cart.storedCouponCode,
    couponNotice: cart.couponNotice,
    itemCount: cart.itemCount,
    canCheckout: cart.canCheckout,
    checkoutBlockedReason: cart.checkoutBlockedReason,
  };
}

export type PageCart = ReturnType<typeof toPageCart>;
export type PageLine = PageCart["lines"][number];
