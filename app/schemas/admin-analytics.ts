import { ANALYTICS_PERIODS, DEFAULT_ANALYTICS_PERIOD, type AnalyticsPeriod } from "~/schemas/admin-analytics-periods";
import { formatDate, formatDayMonth, formatLongDay, formatMonth, formatMonthYear, formatWeekday } from "~/utils/format";

// The admin dashboard's and analytics' shared rules (browser-safe: the screen,
// the API and the model use them): the periods, the calendar in Asia/Kolkata,
// growth percentages and name truncation (spec/admin.md section 9).
// No zod in this module: the API's query schema lives in admin-analytics-query.ts
// and is only re-exported here, so the admin screens' browser bundles, which
// use none of it, leave it and zod out (package.json "sideEffects": false).

export { ANALYTICS_PERIODS, DEFAULT_ANALYTICS_PERIOD, PERIOD_MESSAGE, type AnalyticsPeriod } from "~/schemas/admin-analytics-periods";
export { AnalyticsQuerySchema } from "~/schemas/admin-analytics-query";

export const PERIOD_LABELS: Record<AnalyticsPeriod, string> = {
  "7d": "Last 7 days",
  "30d": "Last 30 days",
  "3m": "Last 3 months",
  "1y": "Last year",
};

/** The screen never fails on a bad ?period=: it falls back to the default. */
export function parsePeriod(value: string | null | undefined): AnalyticsPeriod {
  return (ANALYTICS_PERIODS as readonly string[]).includes(value ?? "") ? (value as AnalyticsPeriod) : DEFAULT_ANALYTICS_PERIOD;
}

/**
 * The dashboard's Top Products cover the last 90 days: recent best sellers are
 * what a shop owner acts on, and all-time would sort every order line ever
 * (~75 ms of SQLite CPU at 100,000 lines, half the loader's budget).
 */
export const TOP_PRODUCTS_DAYS = 90;

/** Analytics product names are cut at 25 characters (spec/admin.md section 9). */
export const PRODUCT_NAME_MAX = 25;

/** "Banarasi Silk Saree with Zari Border" -> "Banarasi Silk Saree with…" (25 characters, then an ellipsis). */
export function truncateName(name: string, max = PRODUCT_NAME_MAX): string {
  const chars = Array.from(name);
  return chars.length > max ? `${chars.slice(0, max).join("").trimEnd()}…` : name;
}

const round1 = (n: number) => Math.round(n * 10) / 10;

/**
 * Percent change from `previous` to `current`, 1 decimal. With nothing before,
 * any growth counts as 100% (and none as 0%), so the cards never show Infinity.
 */
export function growthPercent(current: number, previous: number): number {
  if (previous === 0) return current > 0 ? 100 : 0;
  return round1(((current - previous) / Math.abs(previous)) * 100);
}

/** "+12.5%", "-3.0%", "0.0%": always 1 decimal. */
export function formatChange(percent: number): string {
  return `${percent > 0 ? "+" : ""}${percent.toFixed(1)}%`;
}

// ---------------------------------------------------------------- calendar (Asia/Kolkata, +05:30, no DST)

export const IST_OFFSET_MINUTES = 330;
const IST_OFFSET_MS = IST_OFFSET_MINUTES * 60_000;
const DAY_MS = 86_400_000;

/** The Kolkata calendar date of an instant, "2026-11-21". */
export function istDateKey(at: Date): string {
  return new Date(at.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/** Midnight in Kolkata of the instant's day, `daysBack` days earlier. */
export function istDayStart(at: Date, daysBack = 0): Date {
  const local = Math.floor((at.getTime() + IST_OFFSET_MS) / DAY_MS) * DAY_MS;
  return new Date(local - daysBack * DAY_MS - IST_OFFSET_MS);
}

/** Midnight in Kolkata of the 1st of the instant's month, `monthsBack` months earlier. */
export function istMonthStart(at: Date, monthsBack = 0): Date {
  const local = new Date(at.getTime() + IST_OFFSET_MS);
  return new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth() - monthsBack, 1) - IST_OFFSET_MS);
}

/** Midnight in Kolkata of 1 January of the instant's year. */
export function istYearStart(at: Date): Date {
  const local = new Date(at.getTime() + IST_OFFSET_MS);
  return new Date(Date.UTC(local.getUTCFullYear(), 0, 1) - IST_OFFSET_MS);
}

export type Bucket = {
  /** Kolkata date of the bucket's first day, "2026-11-15". */
  key: string;
  /** Short axis label ("Mon", "15 Nov", "Nov"). */
  label: string;
  /** Long label for titles and the data table ("Sunday, 15 Nov 2026", "Week of 15 Nov 2026", "November 2026"). */
  title: string;
};

export type PeriodRange = {
  period: AnalyticsPeriod;
  /** Current window [start, end]; end is "now". */
  start: Date;
  end: Date;
  /** The previous window of equal length, right before: [prevStart, prevEnd). */
  prevStart: Date;
  prevEnd: Date;
  bucket: "day" | "week" | "month";
  /** Caption of the sales chart: "Daily sales", "Weekly sales", "Monthly sales". */
  seriesLabel: string;
  buckets: Bucket[];
};

/**
 * The windows of a period, ending now: 7d and 30d are whole Kolkata days up to
 * today (bucketed by day); 3m is 13 weeks (91 days, bucketed by week); 1y is
 * 12 calendar months including the current one (bucketed by month). The
 * previous window has the same length and ends where the current one starts.
 */
export function periodRange(period: AnalyticsPeriod, now: Date): PeriodRange {
  const end = now;
  if (period === "1y") {
    const start = istMonthStart(now, 11);
    const prevStart = istMonthStart(now, 23);
    const buckets = Array.from({ length: 12 }, (_, i) => {
      const month = istMonthStart(now, 11 - i);
      return { key: istDateKey(month), label: formatMonth(month), title: formatMonthYear(month) };
    });
    return { period, start, end, prevStart, prevEnd: new Date(prevStart.getTime() + (end.getTime() - start.getTime())), bucket: "month", seriesLabel: "Monthly sales", buckets };
  }
  const days = period === "7d" ? 7 : period === "30d" ? 30 : 91;
  const start = istDayStart(now, days - 1);
  const prevStart = new Date(start.getTime() - days * DAY_MS);
  const prevEnd = new Date(end.getTime() - days * DAY_MS);
  const step = period === "3m" ? 7 : 1;
  const buckets = Array.from({ length: days / step }, (_, i) => {
    const day = new Date(start.getTime() + i * step * DAY_MS);
    const key = istDateKey(day);
    if (period === "7d") return { key, label: formatWeekday(day), title: formatLongDay(day) };
    if (period === "30d") return { key, label: formatDayMonth(day), title: formatLongDay(day) };
    return { key, label: formatDayMonth(day), title: `Week of ${formatDate(day)}` };
  });
  return {
    period,
    start,
    end,
    prevStart,
    prevEnd,
    bucket: period === "3m" ? "week" : "day",
    seriesLabel: period === "3m" ? "Weekly sales" : "Daily sales",
    buckets,
  };
}

/** Index of the bucket a Kolkata date ("2026-11-15") falls in, or -1. */
export function bucketIndex(range: PeriodRange, dayKey: string): number {
  if (range.bucket === "month") return range.buckets.findIndex((b) => b.key.slice(0, 7) === dayKey.slice(0, 7));
  const first = Date.parse(`${range.buckets[0].key}T00:00:00Z`);
  const offsetDays = Math.round((Date.parse(`${dayKey}T00:00:00Z`) - first) / DAY_MS);
  const index = Math.floor(offsetDays / (range.bucket === "week" ? 7 : 1));
  return offsetDays >= 0 && index < range.buckets.length ? index : -1;
}

export const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;

/** The weekday name of a Kolkata date key. */
export function weekdayOf(dayKey: string): (typeof WEEKDAYS)[number] {
  return WEEKDAYS[new Date(`${dayKey}T00:00:00Z`).getUTCDay()];
}
