// The one pricing engine (DECISIONS 3.2): every total the store shows or stores
// comes from `priceLines`. Pure functions over integer paise, no database.
// Relative imports only: prisma/seed.ts runs this under tsx, where `~/` does not resolve.
import {
  COD_MIN_TOTAL_RUPEES,
  FREE_SHIPPING_THRESHOLD_RUPEES,
  GST_HIGH_RATE,
  GST_LOW_RATE,
  GST_SLAB_THRESHOLD_RUPEES,
  SHIPPING_FEE_RUPEES,
} from "../utils/constants";

export type GstRate = typeof GST_LOW_RATE | typeof GST_HIGH_RATE;

/** Prices are GST-inclusive paise; `originalPrice` is the struck-through price (equal to `unitPrice` when not on sale). */
export type PriceLineInput = { unitPrice: number; originalPrice: number; quantity: number };

export type PricedLine = PriceLineInput & {
  /** unitPrice x quantity, before the coupon. */
  lineTotal: number;
  /** This line's share of the coupon discount (the shares add up to `Totals.discount`). */
  discountShare: number;
  /** lineTotal - discountShare: what the shopper pays for this line. */
  netAmount: number;
  gstRate: GstRate;
  /** GST contained in `netAmount`. */
  taxAmount: number;
};

export type Totals = {
  lines: PricedLine[];
  subtotal: number;
  discount: number;
  shipping: number;
  /** GST contained in the lines (already inside the total, not added to it). */
  tax: number;
  total: number;
  totalItems: number;
  totalSavings: number;
  freeShippingRemaining: number;
  couponPercent: number;
  codAllowed: boolean;
};

export const FREE_SHIPPING_THRESHOLD = FREE_SHIPPING_THRESHOLD_RUPEES * 100;
export const SHIPPING_FEE = SHIPPING_FEE_RUPEES * 100;
export const COD_MIN_TOTAL = COD_MIN_TOTAL_RUPEES * 100;

/**
 * The thresholds the owner sets in /admin/settings (paise). Callers pass them from
 * models/settings.server.ts (`pricingRules()`); these defaults are the built-in ones (seed, tests).
 */
export type PricingRules = { freeShippingThreshold: number; codMinTotal: number };
export const DEFAULT_PRICING_RULES: PricingRules = { freeShippingThreshold: FREE_SHIPPING_THRESHOLD, codMinTotal: COD_MIN_TOTAL };
/** Largest GST-inclusive unit value taxed at the low rate: a taxable value of 2500 rupees plus 5%. */
export const GST_LOW_SLAB_MAX_UNIT = (GST_SLAB_THRESHOLD_RUPEES * 100 * (100 + GST_LOW_RATE)) / 100;

/** Integer a / b rounded half up (a >= 0, b > 0), exact for safe integers. */
function divRound(a: number, b: number): number {
  const q = Math.floor(a / b);
  const r = a - q * b;
  return 2 * r >= b ? q + 1 : q;
}

function assertPaise(value: unknown, what: string): asserts value is number {
  if (typeof value !== "number" || !Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`${what} must be a non-negative integer number of paise (got ${String(value)})`);
  }
}

export function assertCouponPercent(percent: unknown): asserts percent is number {
  if (typeof percent !== "number" || !Number.isInteger(percent) || percent < 0 || percent > 100) {
    throw new RangeError(`couponPercent must be an integer from 0 to 100 (got ${String(percent)})`);
  }
}

/** Coupon discount: `percent`% of the subtotal, rounded to the whole rupee, never more than the subtotal. */
export function couponDiscount(subtotal: number, percent: number): number {
  assertPaise(subtotal, "subtotal");
  assertCouponPercent(percent);
  return Math.min(subtotal, divRound(subtotal * percent, 100 * 100) * 100);
}

/** Shipping for a non-empty cart whose amount after the coupon is `net` paise. */
export function shippingFor(net: number, rules: PricingRules = DEFAULT_PRICING_RULES): number {
  return net >= rules.freeShippingThreshold ? 0 : SHIPPING_FEE;
}

/**
 * GST slab of a line: its net amount per unit (GST-inclusive) divided by 1.05 is the taxable
 * value; at most 2500 rupees is 5%, above is 18%. Compared as lineNet <= 262500 x quantity so
 * a unit value with fractional paise (after a coupon share) is judged exactly.
 */
export function gstRateFor(lineNet: number, quantity = 1): GstRate {
  return lineNet <= GST_LOW_SLAB_MAX_UNIT * quantity ? GST_LOW_RATE : GST_HIGH_RATE;
}

/** GST contained in a GST-inclusive amount: amount - amount / (1 + rate), rounded to the paisa. */
export function containedGst(amount: number, rate: number): number {
  return divRound(amount * rate, 100 + rate);
}

/**
 * Spreads `discount` over the lines in proportion to their totals (largest remainder, ties to
 * the earlier line), so the shares are whole paise and add up to the discount exactly.
 */
export function spreadDiscount(lineTotals: number[], subtotal: number, discount: number): number[] {
  if (discount === 0 || subtotal === 0) return lineTotals.map(() => 0);
  // BigInt: lineTotal x discount can pass 2^53 for big orders.
  const d = BigInt(discount);
  const s = BigInt(subtotal);
  const exact = lineTotals.map((t) => BigInt(t) * d);
  const shares = exact.map((x) => Number(x / s));
  const order = exact.map((x, i) => ({ i, r: x % s }));
  order.sort((a, b) => (a.r === b.r ? a.i - b.i : a.r > b.r ? -1 : 1));
  let left = discount - shares.reduce((a, b) => a + b, 0);
  for (const { i } of order) {
    if (left <= 0) break;
    shares[i] += 1;
    left -= 1;
  }
  return shares;
}

export function priceLines(lines: readonly PriceLineInput[], opts: { couponPercent?: number; rules?: PricingRules } = {}): Totals {
  if (!Array.isArray(lines)) throw new TypeError("lines must be an array");
  const couponPercent = opts.couponPercent ?? 0;
  const rules = opts.rules ?? DEFAULT_PRICING_RULES;
  assertPaise(rules.freeShippingThreshold, "freeShippingThreshold");
  assertPaise(rules.codMinTotal, "codMinTotal");
  assertCouponPercent(couponPercent);
  lines.forEach((line, i) => {
    if (!line || typeof line !== "object") throw new TypeError(`line ${i} must be an object`);
    assertPaise(line.unitPrice, `line ${i} unitPrice`);
    assertPaise(line.originalPrice, `line ${i} originalPrice`);
    if (!Number.isSafeInteger(line.quantity) || line.quantity < 1) {
      throw new RangeError(`line ${i} quantity must be an integer of at least 1 (got ${String(line.quantity)})`);
    }
  });

  const lineTotals = lines.map((l) => l.unitPrice * l.quantity);
  const subtotal = lineTotals.reduce((a, b) => a + b, 0);
  if (!Number.isSafeInteger(subtotal)) throw new RangeError("subtotal is too large");

  const discount = couponDiscount(subtotal, couponPercent);
  const shares = spreadDiscount(lineTotals, subtotal, discount);
  const priced: PricedLine[] = lines.map((line, i) => {
    const netAmount = lineTotals[i] - shares[i];
    const gstRate = gstRateFor(netAmount, line.quantity);
    return {
      unitPrice: line.unitPrice,
      originalPrice: line.originalPrice,
      quantity: line.quantity,
      lineTotal: lineTotals[i],
      discountShare: shares[i],
      netAmount,
      gstRate,
      taxAmount: containedGst(netAmount, gstRate),
    };
  });

  const empty = lines.length === 0;
  const net = subtotal - discount;
  const shipping = empty ? 0 : shippingFor(net, rules);
  const total = net + shipping;
  const saleSavings = lines.reduce((sum, l) => sum + Math.max(0, l.originalPrice - l.unitPrice) * l.quantity, 0);

  return {
    lines: priced,
    subtotal,
    discount,
    shipping,
    tax: priced.reduce((sum, l) => sum + l.taxAmount, 0),
    total,
    totalItems: lines.reduce((sum, l) => sum + l.quantity, 0),
    totalSavings: saleSavings + discount,
    freeShippingRemaining: empty ? 0 : Math.max(0, rules.freeShippingThreshold - net),
    couponPercent,
    codAllowed: total > rules.codMinTotal,
  };
}
