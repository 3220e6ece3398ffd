import { describe, expect, it } from "vitest";
import {
  bucketIndex,
  formatChange,
  growthPercent,
  istDateKey,
  istDayStart,
  istMonthStart,
  parsePeriod,
  periodRange,
  truncateName,
  weekdayOf,
} from "~/schemas/admin-analytics";

describe("growthPercent", () => {
  it("is the change in percent with 1 decimal", () => {
    expect(growthPercent(150, 100)).toBe(50);
    expect(growthPercent(100, 150)).toBe(-33.3);
    expect(growthPercent(1, 3)).toBe(-66.7);
    expect(growthPercent(100, 100)).toBe(0);
  });
  it("counts growth from nothing as 100%, and nothing from nothing as 0%", () => {
    expect(growthPercent(5, 0)).toBe(100);
    expect(growthPercent(0, 0)).toBe(0);
    expect(growthPercent(0, 10)).toBe(-100);
  });
  it("formats with a sign and 1 decimal", () => {
    expect(formatChange(12.5)).toBe("+12.5%");
    expect(formatChange(-3)).toBe("-3.0%");
    expect(formatChange(0)).toBe("0.0%");
  });
});

describe("truncateName", () => {
  it("cuts names longer than 25 characters and adds an ellipsis", () => {
    expect(truncateName("Banarasi Silk Saree with Zari Border")).toBe("Banarasi Silk Saree with…");
    expect(truncateName("Exactly twenty-five chars")).toBe("Exactly twenty-five chars");
    expect(truncateName("Short")).toBe("Short");
  });
});

describe("Kolkata calendar", () => {
  it("puts 18:30 UTC on the next Kolkata day", () => {
    expect(istDateKey(new Date("2026-11-21T18:29:59Z"))).toBe("2026-11-21");
    expect(istDateKey(new Date("2026-11-21T18:30:00Z"))).toBe("2026-11-22");
    expect(istDayStart(new Date("2026-11-21T20:00:00Z")).toISOString()).toBe("2026-11-21T18:30:00.000Z");
    expect(istMonthStart(new Date("2026-11-30T19:00:00Z")).toISOString()).toBe("2026-11-30T18:30:00.000Z");
    expect(istMonthStart(new Date("2026-01-10T00:00:00Z"), 1).toISOString()).toBe("2025-11-30T18:30:00.000Z");
    expect(weekdayOf("2026-11-22")).toBe("Sunday");
  });
});

describe("periodRange", () => {
  const now = new Date("2026-11-21T10:00:00Z"); // 15:30 in Kolkata
  it("7d: seven whole Kolkata days up to today, the previous window right before", () => {
    const r = periodRange("7d", now);
    expect(r.start.toISOString()).toBe("2026-11-14T18:30:00.000Z");
    expect(r.buckets.map((b) => b.key)).toEqual(["2026-11-15", "2026-11-16", "2026-11-17", "2026-11-18", "2026-11-19", "2026-11-20", "2026-11-21"]);
    expect(r.buckets[0].label).toBe("Sun");
    expect(r.prevStart.toISOString()).toBe("2026-11-07T18:30:00.000Z");
    expect(r.prevEnd.getTime()).toBe(now.getTime() - 7 * 86_400_000);
    expect(r.prevEnd.getTime()).toBeLessThan(r.start.getTime());
  });
  it("30d is 30 day buckets, 3m 13 weeks, 1y 12 months; every window ends now", () => {
    expect(periodRange("30d", now).buckets).toHaveLength(30);
    const q = periodRange("3m", now);
    expect(q.buckets).toHaveLength(13);
    expect(q.bucket).toBe("week");
    expect(bucketIndex(q, q.buckets[0].key)).toBe(0);
    expect(bucketIndex(q, "2026-11-21")).toBe(12);
    const y = periodRange("1y", now);
    // en-IN abbreviates September as "Sept".
    expect(y.buckets.map((b) => b.label)).toEqual(["Dec", "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sept", "Oct", "Nov"]);
    expect(y.start.toISOString()).toBe("2025-11-30T18:30:00.000Z");
    expect(y.prevStart.toISOString()).toBe("2024-11-30T18:30:00.000Z");
    expect(bucketIndex(y, "2026-02-14")).toBe(2);
    expect(bucketIndex(y, "2025-11-30")).toBe(-1);
  });
  it("parsePeriod falls back to 30d", () => {
    expect(parsePeriod("1y")).toBe("1y");
    expect(parsePeriod("2w")).toBe("30d");
    expect(parsePeriod(null)).toBe("30d");
  });
});
