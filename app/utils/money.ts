// Money is integer paise inside the app; rupees at the edges (DECISIONS 3.2, 3.12).

const inr = new Intl.NumberFormat("en-IN", {
  style: "currency",
  currency: "INR",
  maximumFractionDigits: 0,
  minimumFractionDigits: 0,
});

/** 123456_00 paise -> "₹1,23,456" (en-IN grouping, no decimals). */
export function formatPaise(paise: number): string {
  return inr.format(Math.round(paise / 100));
}

/** 123456 rupees -> "₹1,23,456". */
export function formatRupees(rupees: number): string {
  return inr.format(Math.round(rupees));
}

export const toPaise = (rupees: number) => Math.round(rupees * 100);
export const toRupees = (paise: number) => Math.round(paise) / 100;

/** round((original - price) / original * 100); 0 when not discounted. */
export function discountPercent(price: number, originalPrice: number): number {
  if (!originalPrice || originalPrice <= price) return 0;
  return Math.round(((originalPrice - price) / originalPrice) * 100);
}

type MoneyTotals = { subtotal: number; discount: number; shipping: number; tax: number; total: number };

/** A cart's or an order's money (paise) in rupees: subtotal, coupon discount, shipping, the GST it contains and the total. */
export function rupeeTotals(t: MoneyTotals): MoneyTotals {
  return { subtotal: toRupees(t.subtotal), discount: toRupees(t.discount), shipping: toRupees(t.shipping), tax: toRupees(t.tax), total: toRupees(t.total) };
}
