import { prisma } from "~/db.server";
import { cachedByDataVersion } from "~/utils/data-cache.server";
import {
  bucketIndex,
  growthPercent,
  istDateKey,
  istDayStart,
  istMonthStart,
  istYearStart,
  periodRange,
  weekdayOf,
  WEEKDAYS,
  type AnalyticsPeriod,
  type PeriodRange,
  TOP_PRODUCTS_DAYS,
} from "~/schemas/admin-analytics";
import { lowStockSql } from "~/models/admin-product.server";
import { getLowStockThreshold } from "~/models/settings.server";
import { toRupees } from "~/utils/money";

// Dashboard figures and analytics, computed from the database (DECISIONS 3.7).
// Every figure is aggregated in SQL (GROUP BY over date ranges); JavaScript
// only folds the at most ~2 x 730 per-day rows into chart buckets.
// Analytics read whole past days and months from roll-up tables that triggers keep
// (DailyFigures, DailyProductSales, MonthlyProductSales; migration 20261128000400,
// docs/decisions/0037) and only today (or a window's partial last day) from the orders.
//
// Dates are stored by Prisma as UTC ISO text ("2026-11-21T10:00:00.000+00:00"),
// so bound Date values (sent in the same format) compare as text, and a
// Kolkata day (+05:30) is the UTC date, plus one day from 18:30 UTC on: the
// queries group by (UTC date, time >= '18:30') with plain substr(), which is
// several times cheaper than date() on every row (see kolkataDay below).
//
// Speed with 50,000 orders: the status conditions carry a unary + so SQLite
// never walks the (status, ...) or (paymentStatus, ...) indexes and then looks
// every row up; a window of orders, short or a whole year, is read from the covering
// index "Order_createdAt_figures_idx" (createdAt first, then every column these
// queries read; migration 20261128000100): a range of narrow index entries instead
// of the table's wide rows, which on a process's first call are mostly not in the
// page cache yet (a year's scan of the table cost 250 ms cold, the index range 55 ms).
//
// The definitions, once for every figure (written on the analytics page too; issue 13 section 6):
// - PAID: the shop was paid for the order: paid online (later refunds included), or delivered
//   (a COD order is paid on delivery), whatever its status now.
// - NET: what the shop kept of it: its total (already net of the coupon discount; shipping
//   included) minus its refunds (pending or processed, as paymentStatus reads them); a refunded
//   one (refunds >= total, or the seed's older label) keeps 0. The subquery runs for
//   partially_refunded orders alone (Refund is indexed by orderId).
// - A COUNTED order (an order in the figures: cards, chart, products, categories, cities): PAID
//   with NET > 0. Unpaid ones (pending COD, failed or abandoned payments, cancelled before
//   payment) and ones refunded in full are not counted; a partly refunded one counts for what was kept.
// - Revenue = the sum of NET over counted orders; average order value = revenue / counted orders.
//   Product and category sales are the counted orders' lines at the price paid (before the coupon);
//   gross sales - coupon discounts + shipping - refunds = revenue.
const PAID = `(+o."paymentStatus" IN ('paid', 'partially_refunded', 'refunded') OR +o."status" = 'delivered')`;
const NET = `(CASE +o."paymentStatus" WHEN 'refunded' THEN 0 WHEN 'partially_refunded' THEN o."total" - coalesce((SELECT sum(r."amount") FROM "Refund" r WHERE r."orderId" = o."id" AND r."status" IN ('pending', 'processed')), 0) ELSE o."total" END)`;
const KEPT = `CASE WHEN ${PAID} THEN ${NET} ELSE 0 END`;
/** The counted orders (units sold, top products and categories): paid and not refunded in full. */
const REVENUE = `${PAID} AND ${NET} > 0`;
const FIRST_IMAGE = `json_extract(p."images", '$[0]')`;
const DAY_MS = 86_400_000;
/** The orders table as `o`, read through the covering index (a missing index is an error, not a slow scan). */
const ORDERS = `"Order" o INDEXED BY "Order_createdAt_figures_idx"`;

/** Two GROUP BY keys that make the Kolkata day of `o.createdAt`: the UTC date and whether it is past 18:30 UTC. */
const UTC_DAY = `substr(o."createdAt", 1, 10)`;
const LATE = `(substr(o."createdAt", 12, 5) >= '18:30')`;
function kolkataDay(utcDay: string, late: Int): string {
  if (!Number(late)) return utcDay;
  return new Date(Date.parse(`${utcDay}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);
}

export const DASHBOARD_LIST_SIZE = 5;

export const ANALYTICS_TOP_PRODUCTS = 10;
export const ANALYTICS_TOP_CITIES = 10;

type Int = number | bigint | null;
const num = (v: Int | undefined) => Number(v ?? 0);

// Figures are cached until the data they read changes (utils/data-cache.server.ts).
async function cached<T>(key: string, now: Date, compute: () => Promise<T>): Promise<T> {
  return cachedByDataVersion(key, compute, { now });
}

export type Growth = { current: number; previous: number; growth: number };
export type ProductSales = { product: { _id: string; name: string; image: string | null }; totalSold: number; revenue: number };

export type DashboardStats = {
  overview: {
    /** Customer accounts (admins are not users of the shop). */
    totalUsers: number;
    /** Products not archived (active or not). */
    totalProducts: number;
    totalCategories: number;
    totalOrders: number;
    /** Rupees, the current Kolkata calendar month so far. */
    monthlyRevenue: number;
    /** Rupees, the current Kolkata calendar year so far. */
    yearlyRevenue: number;
  };
  /** This calendar month so far against the whole previous month (new customers, orders placed, revenue in rupees). */
  growth: { users: Growth; orders: Growth; revenue: Growth };
  recentOrders: Array<{
    _id: string;
    orderNumber: string;
    user: { firstName: string; lastName: string; email: string };
    totalAmount: number;
    status: string;
    paymentStatus: string;
    createdAt: string;
  }>;
  /** The last TOP_PRODUCTS_DAYS days, by units sold in revenue orders. */
  topProducts: ProductSales[];
  /** Active products whose total or some size or colour is at or under the low-stock threshold (out of stock included), fewest first. */
  lowStockProducts: Array<{ _id: string; name: string; stock: number; image: string | null }>;
  /** Every category by sortOrder: productCount = not archived, activeProducts = listed in the shop. */
  categoryStats: Array<{ _id: string; name: string; productCount: number; activeProducts: number }>;
};

const g = (current: number, previous: number): Growth => ({ current, previous, growth: growthPercent(current, previous) });

export function getDashboardStats(now: Date = new Date()): Promise<DashboardStats> {
  return cached("dashboard", now, () => computeDashboardStats(now));
}

async function computeDashboardStats(now: Date): Promise<DashboardStats> {
  const monthStart = istMonthStart(now);
  const prevMonthStart = istMonthStart(now, 1);
  const yearStart = istYearStart(now);
  const from = prevMonthStart < yearStart ? prevMonthStart : yearStart;

  // One statement per figure group; the single SQLite connection runs them one after another anyway.
  const [counts] = await prisma.$queryRawUnsafe<Array<Record<"users" | "products" | "categories" | "orders", Int>>>(
    `SELECT (SELECT count(*) FROM "User" WHERE "role" = 'customer') AS "users",
            (SELECT count(*) FROM "Product" WHERE "archivedAt" IS NULL) AS "products",
            (SELECT count(*) FROM "Category") AS "categories",
            (SELECT count(*) FROM "Order") AS "orders"`,
  );
  const [users] = await prisma.$queryRawUnsafe<Array<{ cur: Int; prev: Int }>>(
    `SELECT sum("createdAt" >= ?) AS "cur", sum("createdAt" < ?) AS "prev"
       FROM "User" WHERE "role" = 'customer' AND "createdAt" >= ? AND "createdAt" <= ?`,
    monthStart, monthStart, prevMonthStart, now,
  );
  const [orders] = await prisma.$queryRawUnsafe<Array<Record<"curOrders" | "prevOrders" | "curRevenue" | "prevRevenue" | "yearRevenue", Int>>>(
    `SELECT sum(o."createdAt" >= ?) AS "curOrders",
            sum(o."createdAt" >= ? AND o."createdAt" < ?) AS "prevOrders",
            sum(CASE WHEN o."createdAt" >= ? THEN ${KEPT} ELSE 0 END) AS "curRevenue",
            sum(CASE WHEN o."createdAt" >= ? AND o."createdAt" < ? THEN ${KEPT} ELSE 0 END) AS "prevRevenue",
            sum(CASE WHEN o."createdAt" >= ? THEN ${KEPT} ELSE 0 END) AS "yearRevenue"
       FROM ${ORDERS} WHERE o."createdAt" >= ? AND o."createdAt" <= ?`,
    monthStart, prevMonthStart, monthStart, monthStart, prevMonthStart, monthStart, yearStart, from, now,
  );
  // Raw SQL like the rest: a Prisma query with a relation select costs its shape's planning (about 50 ms) on a process's first call.
  const recent = await prisma.$queryRawUnsafe<Array<{ id: string; orderNumber: string; total: Int; status: string; paymentStatus: string; createdAt: string | Date; firstName: string; lastName: string; email: string }>>(
    `SELECT o."id", o."orderNumber", o."total", o."status", o."paymentStatus", o."createdAt", u."firstName", u."lastName", u."email"
       FROM "Order" o JOIN "User" u ON u."id" = o."userId"
      ORDER BY o."createdAt" DESC, o."id" DESC LIMIT ?`,
    DASHBOARD_LIST_SIZE,
  );
  const topProducts = await productSales({ from: istDayStart(now, TOP_PRODUCTS_DAYS - 1), to: now, limit: DASHBOARD_LIST_SIZE });
  const lowStock = await prisma.$queryRawUnsafe<Array<{ id: string; name: string; stock: Int; image: string | null }>>(
    `SELECT p."id", p."name", p."stock", ${FIRST_IMAGE} AS "image" FROM "Product" p
      WHERE p."isActive" = 1 AND p."archivedAt" IS NULL AND ${lowStockSql(Math.max(0, Math.trunc(await getLowStockThreshold())))}
      ORDER BY p."stock" ASC, p."name" ASC LIMIT ?`,
    DASHBOARD_LIST_SIZE,
  );
  const categories = await prisma.$queryRawUnsafe<Array<{ id: string; name: string; total: Int; active: Int }>>(
    `SELECT c."id", c."name", count(p."id") AS "total", coalesce(sum(p."isActive"), 0) AS "active"
       FROM "Category" c LEFT JOIN "Product" p ON p."categoryId" = c."id" AND p."archivedAt" IS NULL
      GROUP BY c."id" ORDER BY c."sortOrder" ASC, c."name" ASC`,
  );

  const curRevenue = toRupees(num(orders.curRevenue));
  return {
    overview: {
      totalUsers: num(counts.users),
      totalProducts: num(counts.products),
      totalCategories: num(counts.categories),
      totalOrders: num(counts.orders),
      monthlyRevenue: curRevenue,
      yearlyRevenue: toRupees(num(orders.yearRevenue)),
    },
    growth: {
      users: g(num(users.cur), num(users.prev)),
      orders: g(num(orders.curOrders), num(orders.prevOrders)),
      revenue: g(curRevenue, toRupees(num(orders.prevRevenue))),
    },
    recentOrders: recent.map((o) => ({
      _id: o.id,
      orderNumber: o.orderNumber,
      user: { firstName: o.firstName, lastName: o.lastName, email: o.email },
      totalAmount: toRupees(num(o.total)),
      status: o.status,
      paymentStatus: o.paymentStatus,
      createdAt: new Date(o.createdAt).toISOString(),
    })),
    topProducts,
    lowStockProducts: lowStock.map((p) => ({ _id: p.id, name: p.name, stock: num(p.stock), image: p.image ?? null })),
    categoryStats: categories.map((c) => ({ _id: c.id, name: c.name, productCount: num(c.total), activeProducts: num(c.active) })),
  };
}

/**
 * Units and revenue per product over revenue orders (optionally in a window),
 * most units first. The name is the product's current one (the order line's
 * snapshot when the product is gone from the join, which Restrict prevents).
 */
async function productSales({ from, to, limit }: { from?: Date; to?: Date; limit: number }): Promise<ProductSales[]> {
  const window = from && to ? `AND o."createdAt" >= ? AND o."createdAt" <= ?` : "";
  const rows = await prisma.$queryRawUnsafe<Array<{ id: string; name: string; image: string | null; units: Int; revenue: Int }>>(
    `WITH s AS (
       SELECT oi."productId" AS "productId", sum(oi."quantity") AS "units", sum(oi."price" * oi."quantity") AS "revenue"
         FROM ${ORDERS} CROSS JOIN "OrderItem" oi ON oi."orderId" = o."id"
        WHERE ${REVENUE} ${window}
        GROUP BY oi."productId" ORDER BY "units" DESC, "revenue" DESC LIMIT ?)
     SELECT s."productId" AS "id", p."name" AS "name", ${FIRST_IMAGE} AS "image", s."units" AS "units", s."revenue" AS "revenue"
       FROM s JOIN "Product" p ON p."id" = s."productId" ORDER BY s."units" DESC, s."revenue" DESC, p."name" ASC`,
    ...(from && to ? [from, to] : []),
    limit,
  );
  return rows.map((r) => ({ product: { _id: r.id, name: r.name, image: r.image ?? null }, totalSold: num(r.units), revenue: toRupees(num(r.revenue)) }));
}

// ---------------------------------------------------------------- analytics

export type Change = { current: number; previous: number; change: number };

export type Analytics = {
  period: AnalyticsPeriod;
  /** Every Kolkata day of the period: counted orders and their revenue (rupees). */
  salesData: Array<{ date: string; revenue: number; orders: number }>;
  /** Every Kolkata day of the period: new customer accounts. */
  userRegistrations: Array<{ date: string; registrations: number }>;
  /** Most units sold in the period first. */
  productPerformance: ProductSales[];
  /** Every category that sold in the period, most units first. */
  categoryPerformance: Array<{ categoryId: string; categoryName: string; totalSold: number; revenue: number }>;
};

/** What the screen shows on top of the API's fields. */
export type AnalyticsScreen = Analytics & {
  range: { start: string; end: string; previousStart: string; previousEnd: string };
  /** Cards: revenue (rupees), counted orders, new customers, average order value (rupees, revenue / counted orders). */
  summary: { revenue: Change; orders: Change; customers: Change; averageOrder: Change };
  /** Orders placed in the period, counted or not (unpaid, cancelled, refunded in full). */
  placedOrders: number;
  /**
   * How the cards' revenue is made (rupees), and the rows that make the tables add up to it:
   * gross - discounts + shipping - refunds = revenue; otherProducts = gross - the top products' revenue;
   * otherCities = revenue - the listed cities' revenue.
   */
  reconciliation: { gross: number; discounts: number; shipping: number; refunds: number; otherProducts: number; otherProductUnits: number; otherCities: number; otherCityCustomers: number };
  series: { label: string; bucket: PeriodRange["bucket"]; points: Array<{ key: string; label: string; title: string; revenue: number; orders: number }> };
  topProducts: Array<{ _id: string; name: string; image: string | null; sales: number; revenue: number; growth: number }>;
  cities: Array<{ city: string; customers: number; revenue: number; averagePerCustomer: number }>;
  highlights: {
    peakSalesDay: { day: string; revenue: number } | null;
    topCity: { city: string; revenue: number } | null;
    bestsellingCategory: { name: string; totalSold: number } | null;
  };
};

const change = (current: number, previous: number): Change => ({ current, previous, change: growthPercent(current, previous) });

/** Kolkata dates from start's day to end's day, inclusive. */
function dayKeys(start: Date, end: Date): string[] {
  const keys: string[] = [];
  for (let d = start; d <= end; d = new Date(d.getTime() + DAY_MS)) keys.push(istDateKey(d));
  if (keys[keys.length - 1] !== istDateKey(end)) keys.push(istDateKey(end));
  return keys;
}

type DayRow = { day: string; late: Int; placed: Int; paid: Int; revenue: Int; gross: Int; discounts: Int; shipping: Int; refunds: Int };

/**
 * The day figures of the orders placed from `from` to `to` (inclusive or not), per (UTC day, late),
 * read from the orders: for the part of a window the roll-up does not hold (today so far, a partial day).
 * `k` is what the shop kept of each order (0 when not counted); the money columns are summed over counted orders only.
 */
function liveDayFigures(from: Date, to: Date, inclusive: boolean): Promise<DayRow[]> {
  return prisma.$queryRawUnsafe<DayRow[]>(
    // MATERIALIZED: KEPT (a CASE with a subquery) is computed once per order, not once per use.
    `WITH w AS MATERIALIZED (
       SELECT ${UTC_DAY} AS "day", ${LATE} AS "late", ${KEPT} AS "k", o."subtotal" AS "subtotal", o."discount" AS "discount", o."shipping" AS "shipping", o."total" AS "total"
         FROM ${ORDERS}
        WHERE o."createdAt" >= ? AND o."createdAt" ${inclusive ? "<=" : "<"} ?)
     SELECT "day", "late", count(*) AS "placed", sum("k" > 0) AS "paid", sum("k") AS "revenue",
            sum(CASE WHEN "k" > 0 THEN "subtotal" ELSE 0 END) AS "gross", sum(CASE WHEN "k" > 0 THEN "discount" ELSE 0 END) AS "discounts",
            sum(CASE WHEN "k" > 0 THEN "shipping" ELSE 0 END) AS "shipping", sum(CASE WHEN "k" > 0 THEN "total" - "k" ELSE 0 END) AS "refunds"
       FROM w GROUP BY 1, 2`,
    from, to,
  );
}

/**
 * Units and line revenue per product of the counted orders placed from `from` (a Kolkata day's start;
 * with `monthly`, a month's first day) to `to`, as a UNION ALL of per-product rows (a product can
 * appear in each part) with its bound values:
 * - `monthly` and `to` now (the one-year window): every month from MonthlyProductSales, the current
 *   one included, less what was placed after `to` in that month (nothing, unless `to` is in the past);
 * - otherwise: whole months from MonthlyProductSales (with `monthly`), the other whole days before
 *   `to`'s day from DailyProductSales, the rest of `to`'s day from the order lines.
 */
function productSalesSql(from: Date, to: Date, opts: { inclusive: boolean; monthly: boolean; productIds?: string[] }) {
  const ids = opts.productIds;
  const only = (column: string) => (ids ? `AND ${column} IN (${ids.map(() => "?").join(", ")})` : "");
  const lines = (sign: "" | "-", upper: "<=" | "<") => `
         SELECT oi."productId", ${sign}sum(oi."quantity"), ${sign}sum(oi."price" * oi."quantity")
           FROM ${ORDERS} CROSS JOIN "OrderItem" oi ON oi."orderId" = o."id"
          WHERE ${REVENUE} AND o."createdAt" ${sign ? ">" : ">="} ? AND o."createdAt" ${upper} ? ${only(`oi."productId"`)}
          GROUP BY oi."productId"`;
  const months = (upper: "<=" | "<") => `
         SELECT m."productId" AS "productId", sum(m."units") AS "units", sum(m."revenue") AS "revenue"
           FROM "MonthlyProductSales" m WHERE m."month" >= ? AND m."month" ${upper} ? ${only(`m."productId"`)} GROUP BY m."productId"`;
  const lastDay = istDayStart(to);
  const lastMonth = istMonthStart(lastDay);
  if (opts.monthly && opts.inclusive) {
    return {
      sql: `${months("<=")}\n         UNION ALL${lines("-", "<")}`,
      values: [istDateKey(from).slice(0, 7), istDateKey(lastMonth).slice(0, 7), ...(ids ?? []), to, istMonthStart(lastMonth, -1), ...(ids ?? [])],
    };
  }
  const useMonths = opts.monthly && from < lastMonth;
  const daysFrom = useMonths ? lastMonth : from;
  const sql = `${months("<")}
         UNION ALL
         SELECT d."productId", sum(d."units"), sum(d."revenue") FROM "DailyProductSales" d WHERE d."day" >= ? AND d."day" < ? ${only(`d."productId"`)} GROUP BY d."productId"
         UNION ALL${lines("", opts.inclusive ? "<=" : "<")}`;
  const values: unknown[] = [
    ...(useMonths ? [istDateKey(from).slice(0, 7), istDateKey(lastMonth).slice(0, 7)] : ["", ""]),
    ...(ids ?? []),
    istDateKey(daysFrom),
    istDateKey(lastDay),
    ...(ids ?? []),
    daysFrom > lastDay ? daysFrom : lastDay,
    to,
    ...(ids ?? []),
  ];
  return { sql, values };
}

export function getAnalytics(period: AnalyticsPeriod, now: Date = new Date()): Promise<AnalyticsScreen> {
  return cached(`analytics:${period}`, now, () => computeAnalytics(period, now));
}

async function computeAnalytics(period: AnalyticsPeriod, now: Date): Promise<AnalyticsScreen> {
  const range = periodRange(period, now);
  const { start, end, prevStart, prevEnd } = range;

  // Whole Kolkata days before today come from the roll-up the triggers keep (DailyFigures, migration
  // 20261128000400, decision 0037); today so far, and the previous window's last (partial) day, from
  // the orders themselves. `paid` is the counted orders, `revenue` what the shop kept.
  const today = istDayStart(end);
  const rolledDays = await prisma.$queryRawUnsafe<Array<{ day: string; placed: Int; paid: Int; revenue: Int; gross: Int; discounts: Int; shipping: Int; refunds: Int }>>(
    `SELECT "day", "placed", "counted" AS "paid", "revenue", "gross", "discounts", "shipping", "refunds"
       FROM "DailyFigures" WHERE "day" >= ? AND "day" < ?`,
    istDateKey(start), istDateKey(today),
  );
  const liveDays = await liveDayFigures(start > today ? start : today, end, true);
  const days = [...rolledDays.map((d) => ({ ...d, late: 0 })), ...liveDays];
  const prevLastDay = istDayStart(prevEnd);
  const [rolledPrevious] = await prisma.$queryRawUnsafe<Array<{ paid: Int; revenue: Int }>>(
    `SELECT sum("counted") AS "paid", sum("revenue") AS "revenue" FROM "DailyFigures" WHERE "day" >= ? AND "day" < ?`,
    istDateKey(prevStart), istDateKey(prevLastDay),
  );
  const livePrevious = await liveDayFigures(prevStart > prevLastDay ? prevStart : prevLastDay, prevEnd, false);
  const previous = {
    paid: num(rolledPrevious?.paid) + livePrevious.reduce((t, d) => t + num(d.paid), 0),
    revenue: num(rolledPrevious?.revenue) + livePrevious.reduce((t, d) => t + num(d.revenue), 0),
  };
  const registrations = await prisma.$queryRawUnsafe<Array<{ day: string; late: Int; n: Int }>>(
    `SELECT CASE WHEN o."createdAt" >= ? THEN ${UTC_DAY} ELSE 'prev' END AS "day", ${LATE} AS "late", count(*) AS "n"
       FROM "User" o
      WHERE o."role" = 'customer' AND o."createdAt" >= ? AND o."createdAt" <= ? AND NOT (o."createdAt" >= ? AND o."createdAt" < ?)
      GROUP BY 1, 2`,
    start, prevStart, end, prevEnd, start,
  );
  // Products and categories from one pass over the period's sales per product (productSalesSql: the
  // roll-ups for whole months and days, the order lines for today so far).
  const monthly = period === "1y"; // both windows start on a month's first day
  const sales = productSalesSql(start, end, { inclusive: true, monthly });
  const lines = await prisma.$queryRawUnsafe<Array<{ kind: "p" | "c"; id: string; name: string; image: string | null; units: Int; revenue: Int }>>(
    `WITH s AS MATERIALIZED (
       SELECT "productId", sum("units") AS "units", sum("revenue") AS "revenue" FROM (${sales.sql}) GROUP BY "productId" HAVING sum("units") > 0)
     SELECT * FROM (
       -- Only the products that can be in the top ten (ties included) are looked up for their names.
       SELECT 'p' AS "kind", t."productId" AS "id", p."name" AS "name", ${FIRST_IMAGE} AS "image", t."units" AS "units", t."revenue" AS "revenue"
         FROM (SELECT * FROM s WHERE s."units" >= coalesce((SELECT s2."units" FROM s s2 ORDER BY s2."units" DESC LIMIT 1 OFFSET ?), 0)) t
         JOIN "Product" p ON p."id" = t."productId" ORDER BY t."units" DESC, t."revenue" DESC, p."name" ASC LIMIT ?)
     UNION ALL
     SELECT * FROM (
       SELECT 'c' AS "kind", c."id" AS "id", c."name" AS "name", NULL AS "image", sum(s."units") AS "units", sum(s."revenue") AS "revenue"
         FROM s JOIN "Product" p ON p."id" = s."productId" JOIN "Category" c ON c."id" = p."categoryId"
        GROUP BY c."id" ORDER BY 5 DESC, 6 DESC)`,
    ...sales.values,
    ANALYTICS_TOP_PRODUCTS - 1, ANALYTICS_TOP_PRODUCTS,
  );
  const productRows = lines.filter((l) => l.kind === "p");
  // The same products' units in the previous window, for their growth.
  const previousSales = productSalesSql(prevStart, prevEnd, { inclusive: false, monthly, productIds: productRows.map((r) => r.id) });
  const previousUnits = productRows.length
    ? await prisma.$queryRawUnsafe<Array<{ productId: string; units: Int }>>(
        `SELECT "productId", sum("units") AS "units" FROM (${previousSales.sql}) GROUP BY "productId"`,
        ...previousSales.values,
      )
    : [];
  // Every city (the table lists the first ANALYTICS_TOP_CITIES and sums the rest into "Other cities").
  const allCities = await prisma.$queryRawUnsafe<Array<{ city: string; customers: Int; revenue: Int }>>(
    `SELECT max(trim(o."shipCity")) AS "city", count(DISTINCT o."userId") AS "customers", sum(${NET}) AS "revenue"
       FROM ${ORDERS}
      WHERE ${REVENUE} AND o."createdAt" >= ? AND o."createdAt" <= ?
      GROUP BY lower(trim(o."shipCity")) ORDER BY 3 DESC, 1 ASC`,
    start, end,
  );
  const cities = allCities.slice(0, ANALYTICS_TOP_CITIES);

  // ---- fold the per-(UTC day, late) rows into Kolkata days
  // `orders` per day are the counted ones (the chart and the cards say the same).
  type DayTotals = { orders: number; revenue: number };
  const byDay = new Map<string, DayTotals>();
  const money = { gross: 0, discounts: 0, shipping: 0, refunds: 0 };
  let placedOrders = 0;
  for (const d of days) {
    const key = kolkataDay(d.day, d.late);
    const t = byDay.get(key) ?? { orders: 0, revenue: 0 };
    t.orders += num(d.paid);
    t.revenue += num(d.revenue);
    byDay.set(key, t);
    placedOrders += num(d.placed);
    money.gross += num(d.gross);
    money.discounts += num(d.discounts);
    money.shipping += num(d.shipping);
    money.refunds += num(d.refunds);
  }
  const prev = previous;
  const cur = [...byDay];
  const revenueNow = cur.reduce((t, [, d]) => t + d.revenue, 0);
  const paidNow = cur.reduce((t, [, d]) => t + d.orders, 0);
  const regByDay = new Map<string, number>();
  for (const r of registrations) {
    const key = r.day === "prev" ? "prev" : kolkataDay(r.day, r.late);
    regByDay.set(key, (regByDay.get(key) ?? 0) + num(r.n));
  }
  const regNow = [...regByDay].reduce((t, [key, n]) => (key === "prev" ? t : t + n), 0);

  const keys = dayKeys(istDayStart(start), end);
  const points = range.buckets.map((b) => ({ ...b, revenue: 0, orders: 0 }));
  const weekdays = new Map<string, number>();
  for (const [day, d] of cur) {
    const i = bucketIndex(range, day);
    if (i >= 0) {
      points[i].revenue += d.revenue;
      points[i].orders += d.orders;
    }
    weekdays.set(weekdayOf(day), (weekdays.get(weekdayOf(day)) ?? 0) + d.revenue);
  }
  const peak = WEEKDAYS.map((day) => ({ day, revenue: weekdays.get(day) ?? 0 })).reduce<{ day: string; revenue: number } | null>(
    (best, w) => (w.revenue > 0 && (!best || w.revenue > best.revenue) ? w : best),
    null,
  );

  const prevUnits = new Map(previousUnits.map((r) => [r.productId, num(r.units)]));
  const productPerformance = productRows.map((r) => ({
    product: { _id: r.id, name: r.name, image: r.image ?? null },
    totalSold: num(r.units),
    revenue: toRupees(num(r.revenue)),
  }));
  const categoryPerformance = lines
    .filter((l) => l.kind === "c")
    .map((l) => ({ categoryId: l.id, categoryName: l.name, totalSold: num(l.units), revenue: toRupees(num(l.revenue)) }));
  const cityRows = cities.map((c) => {
    const revenue = toRupees(num(c.revenue));
    const customers = num(c.customers);
    return { city: c.city, customers, revenue, averagePerCustomer: customers ? Math.round(revenue / customers) : 0 };
  });

  return {
    period,
    salesData: keys.map((date) => ({ date, revenue: toRupees(byDay.get(date)?.revenue ?? 0), orders: byDay.get(date)?.orders ?? 0 })),
    userRegistrations: keys.map((date) => ({ date, registrations: regByDay.get(date) ?? 0 })),
    productPerformance,
    categoryPerformance,
    range: { start: start.toISOString(), end: end.toISOString(), previousStart: prevStart.toISOString(), previousEnd: prevEnd.toISOString() },
    summary: {
      revenue: change(toRupees(revenueNow), toRupees(prev.revenue)),
      orders: change(paidNow, prev.paid),
      customers: change(regNow, regByDay.get("prev") ?? 0),
      averageOrder: change(paidNow ? Math.round(toRupees(revenueNow) / paidNow) : 0, prev.paid ? Math.round(toRupees(prev.revenue) / prev.paid) : 0),
    },
    series: {
      label: range.seriesLabel,
      bucket: range.bucket,
      points: points.map((p) => ({ key: p.key, label: p.label, title: p.title, revenue: toRupees(p.revenue), orders: p.orders })),
    },
    topProducts: productPerformance.map((p) => ({
      _id: p.product._id,
      name: p.product.name,
      image: p.product.image,
      sales: p.totalSold,
      revenue: p.revenue,
      growth: growthPercent(p.totalSold, prevUnits.get(p.product._id) ?? 0),
    })),
    cities: cityRows,
    placedOrders,
    reconciliation: {
      gross: toRupees(money.gross),
      discounts: toRupees(money.discounts),
      shipping: toRupees(money.shipping),
      refunds: toRupees(money.refunds),
      otherProducts: toRupees(money.gross - productRows.reduce((t, r) => t + num(r.revenue), 0)),
      otherProductUnits: lines.filter((l) => l.kind === "c").reduce((t, l) => t + num(l.units), 0) - productRows.reduce((t, r) => t + num(r.units), 0),
      otherCities: toRupees(allCities.slice(ANALYTICS_TOP_CITIES).reduce((t, c) => t + num(c.revenue), 0)),
      otherCityCustomers: allCities.slice(ANALYTICS_TOP_CITIES).reduce((t, c) => t + num(c.customers), 0),
    },
    highlights: {
      peakSalesDay: peak ? { day: peak.day, revenue: toRupees(peak.revenue) } : null,
      topCity: cityRows[0] ? { city: cityRows[0].city, revenue: cityRows[0].revenue } : null,
      bestsellingCategory: categoryPerformance[0] ? { name: categoryPerformance[0].categoryName, totalSold: categoryPerformance[0].totalSold } : null,
    },
  };
}
