import type { CartLine, CartView } from "~/models/cart.server";
import { MAX_LINE_QUANTITY } from "~/utils/constants";
import { rupeeTotals, toRupees } from "~/utils/money";

// The cart line as every screen shows it (the cart, the checkout summary), in
// rupees, with the one key of a line (product, size, colour) and the one cap
// on its quantity. Not a .server module: the cart screen's optimistic removals
// build the same key from a pending form, and the product page's quantity
// stepper uses the same cap, in the browser.

/** A cart line's key: one line per product, size and colour. */
export const cartLineKey = (line: { productId: unknown; size: unknown; color: unknown }) => `${line.productId}|${line.size}|${line.color}`;

/** The most one cart line may hold: the product's stock, at most MAX_LINE_QUANTITY; none of an unlisted product. */
export const lineQuantityCap = (product: { stock: number; listed: boolean }) => (product.listed ? Math.max(0, Math.min(product.stock, MAX_LINE_QUANTITY)) : 0);

/** One cart line as the screens show it. */
export function toPageLine(l: CartLine) {
  return {
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
  };
}

export function toPageCart(cart: CartView) {
  const t = cart.totals;
  return {
    lines: cart.lines.map(toPageLine),
    totals: {
      ...rupeeTotals(t),
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
export type PageLine = ReturnType<typeof toPageLine>;
