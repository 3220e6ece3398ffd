// How dates and counts read on every screen, e-mail and invoice: Indian English
// (en-IN), dates in the shop's time zone (Asia/Kolkata, +05:30, no DST),
// whoever renders them (server or browser). One named formatter per kind of
// date shown; money is app/utils/money.ts. Browser-safe: no server imports.

/** The shop's time zone: every date a shopper or admin reads is India time. */
export const TIME_ZONE = "Asia/Kolkata";

type DateInput = Date | string | number;

// Each Intl formatter is made on first use: a page that imports this module pays only for what it shows.
const dateFormat = (options: Intl.DateTimeFormatOptions) => {
  let format: Intl.DateTimeFormat | undefined;
  return (at: DateInput) => (format ??= new Intl.DateTimeFormat("en-IN", { timeZone: TIME_ZONE, ...options })).format(new Date(at));
};

/** "21 Nov 2026": order lists, reviews, invoices, profile, admin lists. */
export const formatDate = dateFormat({ day: "numeric", month: "short", year: "numeric" });

/** "21 Nov 2026, 3:05 pm": order placed and status times, admin detail screens. */
export const formatDateTime = dateFormat({ day: "numeric", month: "short", year: "numeric", hour: "numeric", minute: "2-digit" });

/** "Sat, 21 Nov, 2026": the estimated delivery day. */
export const formatDay = dateFormat({ weekday: "short", day: "numeric", month: "short", year: "numeric" });

/** "Saturday, 21 Nov 2026": a day's title in the admin sales chart. */
export const formatLongDay = dateFormat({ weekday: "long", day: "numeric", month: "short", year: "numeric" });

/** "3:05 pm": the time a payment hold runs out. */
export const formatTime = dateFormat({ hour: "numeric", minute: "2-digit" });

/** "November 2026": "Member since", a month's title in the admin sales chart. */
export const formatMonthYear = dateFormat({ month: "long", year: "numeric" });

/** "Sat": a day on the admin sales chart's axis. */
export const formatWeekday = dateFormat({ weekday: "short" });

/** "21 Nov": a day on the admin sales chart's axis. */
export const formatDayMonth = dateFormat({ day: "numeric", month: "short" });

/** "Nov": a month on the admin sales chart's axis. */
export const formatMonth = dateFormat({ month: "short" });

const yearFormat = dateFormat({ year: "numeric" });

/** The calendar year of an instant in India time (2026). */
export const yearInIndia = (at: DateInput) => Number(yearFormat(at));

const numberFormat = (options: Intl.NumberFormatOptions = {}) => {
  let format: Intl.NumberFormat | undefined;
  return (n: number) => (format ??= new Intl.NumberFormat("en-IN", options)).format(n);
};

/** 123456 -> "1,23,456" (Indian grouping); fractions to 3 places as toLocaleString gives them. */
export const formatNumber = numberFormat();

/** 2.25 -> "2.3", 1234.5 -> "1,234.5": an average shown with at most one decimal. */
export const formatDecimal = numberFormat({ maximumFractionDigits: 1 });

/** "pending" -> "Pending": a status word as a label. */
export function capitalize(s: string) {
  return s.charAt(0).toUpperCase() + s.slice(1);
}
