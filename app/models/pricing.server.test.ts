import { describe, expect, it } from "vitest";
import { containedGst, couponDiscount, gstRateFor, priceLines, type PriceLineInput } from "./pricing.server";

// Everything is paise: ₹1 = 100.
const rs = (rupees: number) => rupees * 100;
const line = (unitRupees: number, quantity = 1, originalRupees = unitRupees): PriceLineInput => ({
  unitPrice: rs(unitRupees),
  originalPrice: rs(originalRupees),
  quantity,
});

describe("priceLines: empty cart", () => {
  it("is all zeros, no shipping, no COD", () => {
    expect(priceLines([])).toEqual({
      lines: [],
      subtotal: 0,
      discount: 0,
      shipping: 0,
      tax: 0,
      total: 0,
      totalItems: 0,
      totalSavings: 0,
      freeShippingRemaining: 0,
      couponPercent: 0,
      codAllowed: false,
    });
  });

  it("ignores a coupon on an empty cart", () => {
    const t = priceLines([], { couponPercent: 20 });
    expect(t.discount).toBe(0);
    expect(t.total).toBe(0);
    expect(t.couponPercent).toBe(20);
  });
});

describe("priceLines: free shipping at 2000 rupees after the coupon", () => {
  it.each([
    { name: "charges 99 at 1999", lines: [line(1999)], expected: { subtotal: 199_900, shipping: 9_900, total: 209_800, freeShippingRemaining: 100 } },
    { name: "is free at exactly 2000", lines: [line(2000)], expected: { shipping: 0, total: 200_000, freeShippingRemaining: 0 } },
    { name: "is free above 2000 and never reports a negative remainder", lines: [line(1500), line(1500)], expected: { shipping: 0, freeShippingRemaining: 0 } },
    // 2 x 1100 = 2200, SAVE10 -> 220 off -> 1980 < 2000
    {
      name: "charges shipping when a coupon pushes the amount below 2000",
      lines: [line(1100, 2)],
      coupon: { couponPercent: 10 },
      expected: { subtotal: 220_000, discount: 22_000, shipping: 9_900, total: 207_900, freeShippingRemaining: 2_000 },
    },
    // 2500 - 20% = 2000
    {
      name: "keeps shipping free when the coupon lands exactly on 2000",
      lines: [line(2500)],
      coupon: { couponPercent: 20 },
      expected: { discount: 50_000, shipping: 0, total: 200_000, freeShippingRemaining: 0 },
    },
  ])("$name", ({ lines, coupon, expected }) => {
    expect(priceLines(lines, coupon)).toMatchObject(expected);
  });
});

describe("priceLines: GST contained in each line", () => {
  it("uses 5% when the taxable value is exactly 2500 (price 2625)", () => {
    const t = priceLines([line(2625)]);
    expect(t.lines[0].gstRate).toBe(5);
    expect(t.lines[0].taxAmount).toBe(12_500); // 2625 - 2625/1.05 = 125.00
    expect(t.tax).toBe(12_500);
  });

  it("uses 18% one rupee above (price 2626)", () => {
    const t = priceLines([line(2626)]);
    expect(t.lines[0].gstRate).toBe(18);
    expect(t.lines[0].taxAmount).toBe(40_058); // 2626 x 18/118 = 400.576...
    expect(t.tax).toBe(40_058);
  });

  it("judges the slab per unit, not per line", () => {
    const t = priceLines([line(2625, 4)]);
    expect(t.lines[0].gstRate).toBe(5);
    expect(t.lines[0].taxAmount).toBe(50_000);
  });

  it("rounds the contained GST to the paisa, half up", () => {
    expect(priceLines([line(1999)]).tax).toBe(9_519); // 95.190...
    expect(priceLines([line(2000)]).tax).toBe(9_524); // 95.238...
    expect(containedGst(21, 5)).toBe(1); // 1.0
    expect(containedGst(10, 5)).toBe(0); // 0.476
    expect(containedGst(11, 5)).toBe(1); // 0.5238
  });

  it("applies the slab to the net price after the coupon share", () => {
    // 2700 is 18% alone; after 10% off the unit is 2430 -> taxable 2314 -> 5%
    const before = priceLines([line(2700, 2)]);
    expect(before.lines[0].gstRate).toBe(18);
    expect(before.tax).toBe(82_373);
    const after = priceLines([line(2700, 2)], { couponPercent: 10 });
    expect(after.lines[0].netAmount).toBe(486_000);
    expect(after.lines[0].gstRate).toBe(5);
    expect(after.tax).toBe(23_143);
  });

  it("prices a zero-price line with no tax", () => {
    const t = priceLines([{ unitPrice: 0, originalPrice: 0, quantity: 1 }]);
    expect(t.tax).toBe(0);
    expect(t.lines[0].gstRate).toBe(5);
    expect(t.shipping).toBe(9_900);
  });

  it("exposes the slab rule", () => {
    expect(gstRateFor(262_500)).toBe(5);
    expect(gstRateFor(262_501)).toBe(18);
    expect(gstRateFor(525_000, 2)).toBe(5);
    expect(gstRateFor(525_001, 2)).toBe(18);
  });
});

describe("priceLines: coupons", () => {
  it("rounds the discount to the whole rupee", () => {
    expect(priceLines([line(999)], { couponPercent: 15 }).discount).toBe(15_000); // 149.85 -> 150
    expect(priceLines([line(1005)], { couponPercent: 10 }).discount).toBe(10_100); // 100.5 -> 101
    expect(priceLines([line(1004)], { couponPercent: 10 }).discount).toBe(10_000); // 100.4 -> 100
    expect(priceLines([line(1233)], { couponPercent: 15 }).discount).toBe(18_500); // 184.95 -> 185
    expect(couponDiscount(12_345, 10)).toBe(1_200); // 12.345 rupees -> 12
  });

  it("spreads the discount over lines so the shares add up exactly", () => {
    const t = priceLines([line(333), line(333), line(333)], { couponPercent: 10 });
    expect(t.discount).toBe(10_000); // 99.90 -> 100
    expect(t.lines.map((l) => l.discountShare)).toEqual([3_334, 3_333, 3_333]);
    expect(t.lines.map((l) => l.netAmount)).toEqual([29_966, 29_967, 29_967]);
    expect(t.lines.map((l) => l.taxAmount)).toEqual([1_427, 1_427, 1_427]);
    expect(t.tax).toBe(4_281);
  });

  it("spreads proportionally across lines of different sizes", () => {
    const t = priceLines([line(1000), line(3000)], { couponPercent: 15 });
    expect(t.discount).toBe(60_000);
    expect(t.lines.map((l) => l.discountShare)).toEqual([15_000, 45_000]);
    expect(t.lines.map((l) => l.taxAmount)).toEqual([4_048, 12_143]);
    expect(t.tax).toBe(16_191);
    expect(t.total).toBe(340_000);
  });

  it("prices a mixed cart with sale items and a coupon", () => {
    const t = priceLines([line(1499, 2, 1999), line(2999), line(12500, 1, 15000)], { couponPercent: 10 });
    expect(t.subtotal).toBe(1_849_700);
    expect(t.discount).toBe(185_000);
    expect(t.lines.map((l) => l.discountShare)).toEqual([29_985, 29_995, 125_020]);
    // 2999 - its share is 2699.05, taxable 2570.52 -> 18%
    expect(t.lines.map((l) => l.gstRate)).toEqual([5, 18, 18]);
    expect(t.lines.map((l) => l.taxAmount)).toEqual([12_848, 41_172, 171_607]);
    expect(t.tax).toBe(225_627);
    expect(t.shipping).toBe(0);
    expect(t.total).toBe(1_664_700);
    expect(t.totalItems).toBe(4);
    expect(t.totalSavings).toBe(535_000); // 2 x 500 + 2500 sale savings + 1850 coupon
    expect(t.couponPercent).toBe(10);
  });

  it("handles a 100% coupon: only shipping is left", () => {
    const t = priceLines([line(1500)], { couponPercent: 100 });
    expect(t.discount).toBe(150_000);
    expect(t.tax).toBe(0);
    expect(t.shipping).toBe(9_900);
    expect(t.total).toBe(9_900);
    expect(t.codAllowed).toBe(false);
  });

  it("never discounts more than the subtotal", () => {
    expect(couponDiscount(99_950, 100)).toBe(99_950);
  });

  it("treats 0% like no coupon", () => {
    expect(priceLines([line(1200)], { couponPercent: 0 })).toEqual(priceLines([line(1200)]));
  });
});

describe("priceLines: cash on delivery above 500 rupees", () => {
  it("is not allowed at a total of exactly 500", () => {
    const t = priceLines([line(401)]); // 401 + 99 shipping
    expect(t.total).toBe(50_000);
    expect(t.codAllowed).toBe(false);
  });

  it("is allowed at 501", () => {
    const t = priceLines([line(402)]);
    expect(t.total).toBe(50_100);
    expect(t.codAllowed).toBe(true);
  });

  it("looks at the total after the coupon", () => {
    const t = priceLines([line(500)], { couponPercent: 20 }); // 400 + 99
    expect(t.total).toBe(49_900);
    expect(t.codAllowed).toBe(false);
  });
});

describe("priceLines: large orders", () => {
  it("prices 10 x 45,000 rupees exactly", () => {
    const t = priceLines([line(45_000, 10, 50_000)]);
    expect(t.subtotal).toBe(45_000_000);
    expect(t.lines[0].gstRate).toBe(18);
    expect(t.tax).toBe(6_864_407);
    expect(t.shipping).toBe(0);
    expect(t.total).toBe(45_000_000);
    expect(t.totalItems).toBe(10);
    expect(t.totalSavings).toBe(5_000_000);
  });

  it("prices 10 x 45,000 rupees with FESTIVE15", () => {
    const t = priceLines([line(45_000, 10, 50_000)], { couponPercent: 15 });
    expect(t.discount).toBe(6_750_000);
    expect(t.tax).toBe(5_834_746);
    expect(t.total).toBe(38_250_000);
    expect(t.totalSavings).toBe(11_750_000);
  });

  it("spreads a discount over very large lines without losing paise", () => {
    const t = priceLines([line(45_000, 999), line(44_999, 999), line(499, 7)], { couponPercent: 17 });
    expect(t.lines.reduce((s, l) => s + l.discountShare, 0)).toBe(t.discount);
    expect(t.total).toBe(t.subtotal - t.discount);
  });
});

describe("priceLines: savings and counts", () => {
  it("counts sale savings only where the original price is higher", () => {
    const t = priceLines([line(800, 3, 1000), { unitPrice: rs(900), originalPrice: rs(700), quantity: 1 }]);
    expect(t.totalItems).toBe(4);
    expect(t.totalSavings).toBe(60_000);
    expect(t.lines[1].lineTotal).toBe(90_000);
  });

  it("does not mutate its input", () => {
    const input = [line(1000, 2)];
    const copy = structuredClone(input);
    priceLines(input, { couponPercent: 10 });
    expect(input).toEqual(copy);
  });
});

describe("priceLines: rejects nonsense", () => {
  const bad: Array<[string, PriceLineInput]> = [
    ["negative price", { unitPrice: -100, originalPrice: 100, quantity: 1 }],
    ["fractional paise", { unitPrice: 100.5, originalPrice: 100, quantity: 1 }],
    ["NaN price", { unitPrice: Number.NaN, originalPrice: 100, quantity: 1 }],
    ["negative original", { unitPrice: 100, originalPrice: -1, quantity: 1 }],
    ["zero quantity", { unitPrice: 100, originalPrice: 100, quantity: 0 }],
    ["fractional quantity", { unitPrice: 100, originalPrice: 100, quantity: 1.5 }],
    ["string price", { unitPrice: "100" as unknown as number, originalPrice: 100, quantity: 1 }],
  ];
  it.each(bad)("throws on %s", (_, input) => {
    expect(() => priceLines([input])).toThrow(RangeError);
  });

  it.each([-1, 101, 12.5, Number.NaN])("throws on couponPercent %s", (couponPercent) => {
    expect(() => priceLines([line(1000)], { couponPercent })).toThrow(RangeError);
  });

  it("throws on a non-array", () => {
    expect(() => priceLines(null as unknown as PriceLineInput[])).toThrow(TypeError);
  });
});
