import { describe, expect, it } from "vitest";
import {
  capitalize,
  formatDate,
  formatDateTime,
  formatDay,
  formatDayMonth,
  formatDecimal,
  formatLongDay,
  formatMonth,
  formatMonthYear,
  formatNumber,
  formatTime,
  formatWeekday,
  yearInIndia,
} from "./format";

// 21 Nov 2026, 15:05 in Kolkata (09:35 UTC), a Saturday.
const AFTERNOON = new Date("2026-11-21T09:35:00Z");
// 31 Dec 2026, 20:00 UTC is already 1 Jan 2027, 01:30 in Kolkata.
const NEW_YEAR_IN_INDIA = new Date("2026-12-31T20:00:00Z");

describe("dates: India time, en-IN", () => {
  type At = Date | string | number;
  // One row a case: the function's name (for the test's title), the function, the moment and what it reads.
  const CASES: Array<[string, (at: At) => string, At, string]> = [
    ["formatDate", formatDate, AFTERNOON, "21 Nov 2026"],
    ["formatDate", formatDate, AFTERNOON.toISOString(), "21 Nov 2026"],
    ["formatDate", formatDate, AFTERNOON.getTime(), "21 Nov 2026"],
    ["formatDate", formatDate, NEW_YEAR_IN_INDIA, "1 Jan 2027"],
    ["formatDateTime", formatDateTime, AFTERNOON, "21 Nov 2026, 3:05 pm"],
    ["formatDateTime", formatDateTime, "2026-11-20T18:30:00Z", "21 Nov 2026, 12:00 am"],
    ["formatDay", formatDay, AFTERNOON, "Sat, 21 Nov, 2026"],
    ["formatLongDay", formatLongDay, AFTERNOON, "Saturday, 21 Nov 2026"],
    ["formatTime", formatTime, AFTERNOON, "3:05 pm"],
    ["formatTime", formatTime, "2026-11-21T00:30:00Z", "6:00 am"],
    ["formatMonthYear", formatMonthYear, AFTERNOON, "November 2026"],
    ["formatMonthYear", formatMonthYear, NEW_YEAR_IN_INDIA, "January 2027"],
    ["formatMonth", formatMonth, AFTERNOON, "Nov"],
    ["formatWeekday", formatWeekday, AFTERNOON, "Sat"],
    ["formatDayMonth", formatDayMonth, AFTERNOON, "21 Nov"],
  ];
  it.each(CASES)("%s, case %#", (_name, format, at, expected) => {
    expect(format(at)).toBe(expected);
  });

  it("reads the same as the code it replaced (Intl with Asia/Kolkata)", () => {
    const kolkata = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat("en-IN", { timeZone: "Asia/Kolkata", ...options });
    for (const at of [AFTERNOON, NEW_YEAR_IN_INDIA, new Date("2025-03-30T21:29:59Z"), new Date()]) {
      expect(formatDate(at)).toBe(kolkata({ day: "numeric", month: "short", year: "numeric" }).format(at));
      expect(formatDateTime(at)).toBe(kolkata({ day: "numeric", month: "short", year: "numeric", hour: "numeric", minute: "2-digit" }).format(at));
      expect(formatDay(at)).toBe(kolkata({ weekday: "short", day: "numeric", month: "short", year: "numeric" }).format(at));
      expect(formatTime(at)).toBe(kolkata({ hour: "numeric", minute: "2-digit" }).format(at));
      expect(formatMonthYear(at)).toBe(kolkata({ month: "long", year: "numeric" }).format(at));
    }
  });

  it("yearInIndia: the calendar year in Kolkata", () => {
    expect(yearInIndia(AFTERNOON)).toBe(2026);
    expect(yearInIndia(NEW_YEAR_IN_INDIA)).toBe(2027);
    expect(yearInIndia("2026-12-31T18:29:59Z")).toBe(2026);
  });
});

describe("numbers: Indian grouping", () => {
  it("formatNumber: lakhs and crores, like toLocaleString('en-IN')", () => {
    const grouped: Array<[number, string]> = [
      [0, "0"],
      [999, "999"],
      [1234, "1,234"],
      [123456, "1,23,456"],
      [12345678, "1,23,45,678"],
    ];
    for (const [n, text] of grouped) expect(formatNumber(n)).toBe(text);
    for (const n of [0, 7, 1234.5678, -98765, 1e9]) expect(formatNumber(n)).toBe(n.toLocaleString("en-IN"));
  });

  it("formatDecimal: at most one decimal", () => {
    expect(formatDecimal(2.25)).toBe("2.3");
    expect(formatDecimal(4)).toBe("4");
    expect(formatDecimal(1234.56)).toBe("1,234.6");
    for (const n of [0, 1 / 3, 2.05, 99999.99]) expect(formatDecimal(n)).toBe(n.toLocaleString("en-IN", { maximumFractionDigits: 1 }));
  });
});

describe("capitalize", () => {
  it("upper-cases the first letter only", () => {
    expect(capitalize("pending")).toBe("Pending");
    expect(capitalize("partially refunded")).toBe("Partially refunded");
    expect(capitalize("")).toBe("");
  });
});
