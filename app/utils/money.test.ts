import { describe, expect, it } from "vitest";
import { discountPercent, formatPaise, formatRupees, toPaise, toRupees } from "./money";

describe("money", () => {
  it("formats rupees with en-IN grouping and no decimals", () => {
    expect(formatRupees(123456)).toBe("₹1,23,456");
    expect(formatRupees(499)).toBe("₹499");
    expect(formatPaise(4500000)).toBe("₹45,000");
    expect(formatPaise(99_50)).toBe("₹100");
  });

  it("converts between rupees and paise without float drift", () => {
    expect(toPaise(19.99)).toBe(1999);
    expect(toPaise(1234.5)).toBe(123450);
    expect(toRupees(123450)).toBe(1234.5);
  });

  it("computes the documented discount percent", () => {
    expect(discountPercent(750, 1000)).toBe(25);
    expect(discountPercent(666, 1000)).toBe(33);
    expect(discountPercent(1000, 1000)).toBe(0);
    expect(discountPercent(1200, 1000)).toBe(0);
    expect(discountPercent(100, 0)).toBe(0);
  });
});
