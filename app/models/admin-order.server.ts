import { Prisma } from "@prisma/client";
import { prisma } from "~/db.server";
import type { Pagination } from "~/models/catalog.server";
import { queueConfirmedEmail, queueDeliveredEmail, queueShippingEmail, queueTrackingCorrectedEmail } from "~/models/order-emails.server";
import { releaseCoupon, releaseOrderStock, retakeOrderStock } from "~/models/order-cancellation.server";
import { estimatedDeliveryFrom } from "~/models/order-placement.server";
import { pagination } from "~/models/order-queries.server";
import { findOrderView, orderViewSelect, toOrderView, type OrderDb, type OrderView } from "~/models/order-view.server";
import { hasRefunds, queueCancellationEmail, REFUND_MESSAGES, reserveOrderRefundInTx, sendRefund } from "~/models/refund.server";
import { ADMIN_ORDER_MESSAGES, COURIER_PARTNER, ENDING_STATUSES, isoDay, SEARCH_MAX, type AdminOrderListParams, type AdminOrderSort, type AdminOrderUpdateInput } from "~/schemas/admin-order";
import { ORDER_FLOW, STOCK_RELEASED_STATUSES, type OrderStatus } from "~/schemas/order-status";
import { ADMIN_PAGE_SIZE, API_MAX_LIMIT } from "~/utils/constants";
import { Conflict, NotFound, ValidationError } from "~/utils/errors";
import { issueCreditNoteInTx, issueInvoiceInTx } from "~/models/invoice.server";

// The back office's orders (spec/admin.md "Orders", "Order detail"; DECISIONS
// 3.3, 3.5, 3.7, 3.8). Money is paise here. The list filters, searches and
// sorts in SQL with its tiles over every matching order; the screen and the
// admin API project its order views. One transaction per admin update:
// status timestamps, stock given back once on cancel/return (and taken again,
// or refused, when a cancelled or returned order is reopened), COD paid on
// delivery, and the shipping e-mail queued once through the outbox.

// ---------------------------------------------------------------- list

export type AdminOrderStats = {
  /** Orders matching the filter (all pages). */
  total: number;
  pending: number;
  delivered: number;
  /** Paise: what the matching paid orders brought in, minus their refunds (unpaid orders excluded). */
  revenue: number;
};

export type AdminOrderList = { orders: OrderView[]; pagination: Pagination; stats: AdminOrderStats };

/** Sort columns, unqualified: the page query reads them from "Order" o, the search query from its CTE m. */
const SORT_COLUMN: Record<AdminOrderSort, string> = {
  createdAt: "createdAt",
  totalAmount: "total",
  status: "status",
};

/** `alias."column" DIR`; status sorts newest (or oldest) first within a status, the same direction, so SQLite can walk its (status, createdAt) index. */
export function orderSql(alias: "o" | "m", sortBy: AdminOrderSort, dir: Prisma.Sql): Prisma.Sql {
  const col = (c: string) => Prisma.raw(`${alias}."${c}"`);
  return sortBy === "status" ? Prisma.sql`${col("status")} ${dir}, ${col("createdAt")} ${dir}` : Prisma.sql`${col(SORT_COLUMN[sortBy])} ${dir}`;
}

/**
 * The list's tiles over the orders the filter matches (`alias`: the Order table or the matches' CTE):
 * how many, pending, delivered, and the revenue kept (paid in full, or partly refunded less the refunds).
 */
function statsSql(alias: "o" | "m"): Prisma.Sql {
  return Prisma.raw(`COUNT(*) AS total,
    SUM(CASE WHEN ${alias}."status" = 'pending' THEN 1 ELSE 0 END) AS pending,
    SUM(CASE WHEN ${alias}."status" = 'delivered' THEN 1 ELSE 0 END) AS delivered,
    SUM(CASE WHEN ${alias}."paymentStatus" = 'paid' THEN ${alias}."total"
             WHEN ${alias}."paymentStatus" = 'partially_refunded'
             THEN ${alias}."total" - COALESCE((SELECT SUM(r."amount") FROM "Refund" r WHERE r."orderId" = ${alias}."id" AND r."status" IN ('pending', 'processed')), 0)
             ELSE 0 END) AS revenue`);
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, "\\$&");

/** The digits of a typed phone number ("+91 98250-77777" -> "9825077777"): a leading 91 or 0 of an Indian number dropped. */
export function phoneDigits(typed: string): string | null {
  if (!/^[\d\s+()\-.]+$/.test(typed)) return null;
  let digits = typed.replace(/\D/g, "");
  if (digits.length === 12 && digits.startsWith("91")) digits = digits.slice(2);
  else if (digits.length === 11 && digits.startsWith("0")) digits = digits.slice(1);
  return digits.length >= 5 ? digits : null;
}

/** India-time midnight of a YYYY-MM-DD day, plus `days`. */
function istDay(day: string, days = 0): Date {
  const [y, m, d] = day.split("-").map(Number);
  return new Date(Date.UTC(y, m - 1, d + days) - 330 * 60_000);
}

/** A ship-to phone as digits only, in SQL (spaces, dashes, brackets, dots and + removed; a +91 or 0 prefix is matched by LIKE '%...'). */
const PHONE_DIGITS_SQL = Prisma.raw(`replace(replace(replace(replace(replace(replace(o."shipPhone", ' ', ''), '-', ''), '+', ''), '(', ''), ')', ''), '.', '')`);

/**
 * The filter as SQL. Search matches the order number, the '#XXXXXXXX' short id (the end of the id),
 * the ship-to name, phone (digits, any spacing), pincode and city, the payment id, and the customer's
 * e-mail, first, last or full name (a subquery on User). from/to are days in India time (the index on
 * createdAt serves them). LIKE is case-insensitive for ASCII in SQLite; wildcards typed by the admin
 * are escaped.
 */
export function filterSql(params: Pick<AdminOrderListParams, "status" | "search" | "from" | "to">, { statusIndex = true } = {}): Prisma.Sql {
  const conds: Prisma.Sql[] = [];
  // A unary + keeps SQLite off the (status, createdAt) index, so an amount sort walks the total index instead of sorting every row.
  if (params.status) conds.push(statusIndex ? Prisma.sql`o."status" = ${params.status}` : Prisma.sql`+o."status" = ${params.status}`);
  const from = isoDay(params.from);
  const to = isoDay(params.to);
  if (from) conds.push(Prisma.sql`o."createdAt" >= ${istDay(from)}`);
  if (to) conds.push(Prisma.sql`o."createdAt" < ${istDay(to, 1)}`);
  const search = (params.search ?? "").trim().slice(0, SEARCH_MAX);
  if (search) {
    const term = search.replace(/^#/, "");
    const like = `%${escapeLike(search)}%`;
    const termLike = `%${escapeLike(term)}%`;
    const or: Prisma.Sql[] = [
      Prisma.sql`o."orderNumber" LIKE ${termLike} ESCAPE '\\'`,
      Prisma.sql`o."shipFullName" LIKE ${like} ESCAPE '\\'`,
      Prisma.sql`o."shipCity" LIKE ${like} ESCAPE '\\'`,
      Prisma.sql`o."userId" IN (SELECT u."id" FROM "User" u WHERE u."email" LIKE ${like} ESCAPE '\\' OR u."firstName" LIKE ${like} ESCAPE '\\' OR u."lastName" LIKE ${like} ESCAPE '\\' OR (u."firstName" || ' ' || u."lastName") LIKE ${like} ESCAPE '\\')`,
    ];
    if (/^[a-z0-9]{4,}$/i.test(term)) or.push(Prisma.sql`o."id" LIKE ${`%${term.toLowerCase()}`}`);
    if (/^\d{6}$/.test(term)) or.push(Prisma.sql`o."shipPincode" = ${term}`);
    const digits = phoneDigits(search);
    if (digits) or.push(Prisma.sql`${PHONE_DIGITS_SQL} LIKE ${`%${digits}%`}`);
    if (/^[\w-]{6,}$/.test(term)) or.push(Prisma.sql`o."paymentId" LIKE ${`%${escapeLike(term)}%`} ESCAPE '\\'`);
    conds.push(Prisma.sql`(${Prisma.join(or, " OR ")})`);
  }
  return conds.length ? Prisma.sql`WHERE ${Prisma.join(conds, " AND ")}` : Prisma.empty;
}

type Int = number | bigint | null;
type StatsRow = { total: Int; pending: Int; delivered: Int; revenue: Int };

/**
 * One page of orders for the admin list with the tiles computed in SQL over ALL the orders that
 * match the filter (status + search), not just the page: one scan for the counts and the revenue,
 * one ORDER BY on a single indexed column with LIMIT/OFFSET for the page's ids, then the page's
 * rows with their customers and items (two IN queries, no N+1).
 */
export async function listAdminOrders(params: Partial<AdminOrderListParams> = {}): Promise<AdminOrderList> {
  const page = Number.isSafeInteger(params.page) && params.page! >= 1 ? params.page! : 1;
  const limit = Number.isSafeInteger(params.limit) && params.limit! >= 1 ? Math.min(params.limit!, API_MAX_LIMIT) : ADMIN_PAGE_SIZE;
  const sortBy = params.sortBy && SORT_COLUMN[params.sortBy] ? params.sortBy : "createdAt";
  const dir = params.sortOrder === "asc" ? Prisma.sql`ASC` : Prisma.sql`DESC`;
  const offset = (page - 1) * limit;
  const searching = Boolean((params.search ?? "").trim());

  let stats: StatsRow | undefined;
  let ids: string[];
  if (searching) {
    // A search cannot use an index (LIKE '%...%'): ONE sequential scan collects the matches, then the
    // tiles and the page both come from them (walking an index with a LIKE per row is several times slower).
    const where = filterSql(params);
    const rows = await prisma.$queryRaw<Array<StatsRow & { page: string | null }>>`
      WITH m AS MATERIALIZED (
        SELECT o."id", o."status", o."paymentStatus", o."total", o."createdAt" FROM "Order" o NOT INDEXED ${where}
      ), p AS (
        SELECT m."id", ROW_NUMBER() OVER (ORDER BY ${orderSql("m", sortBy, dir)}) AS rn FROM m ORDER BY rn LIMIT ${limit} OFFSET ${offset}
      )
      SELECT ${statsSql("m")},
             (SELECT json_group_array(json_array(p."rn", p."id")) FROM p) AS page
      FROM m`;
    stats = rows[0];
    const pageRows = JSON.parse(rows[0]?.page ?? "[]") as Array<[number, string]>;
    ids = pageRows.sort((x, y) => x[0] - y[0]).map(([, id]) => id);
  } else {
    const [statsRows, idRows] = await Promise.all([
      prisma.$queryRaw<StatsRow[]>`
        SELECT ${statsSql("o")}
        FROM "Order" o ${filterSql(params)}`,
      prisma.$queryRaw<Array<{ id: string }>>`
        SELECT o."id" FROM "Order" o ${filterSql(params, { statusIndex: sortBy !== "totalAmount" })}
        ORDER BY ${orderSql("o", sortBy, dir)} LIMIT ${limit} OFFSET ${offset}`,
    ]);
    stats = statsRows[0];
    ids = idRows.map((r) => r.id);
  }
  const rows = ids.length ? await prisma.order.findMany({ where: { id: { in: ids } }, select: orderViewSelect }) : [];
  const now = new Date();
  const byId = new Map(rows.map((r) => [r.id, r]));
  const total = Number(stats?.total ?? 0);
  const orders: OrderView[] = [];
  for (const id of ids) {
    const row = byId.get(id);
    if (row) orders.push(toOrderView(row, now));
  }
  return {
    orders,
    pagination: pagination(page, limit, total),
    stats: { total, pending: Number(stats?.pending ?? 0), delivered: Number(stats?.delivered ?? 0), revenue: Number(stats?.revenue ?? 0) },
  };
}

// ---------------------------------------------------------------- one order

function readAdminOrder(db: OrderDb, orderId: string): Promise<OrderView | null> {
  if (!orderId || orderId.length > 64) return Promise.resolve(null);
  return findOrderView(db, { id: orderId });
}

/** Any customer's order with its customer, or null (a 404 at the edge). */
export function getAdminOrder(orderId: string): Promise<OrderView | null> {
  return readAdminOrder(prisma, orderId);
}

// ---------------------------------------------------------------- update

/** Entering a status of the normal flow clears the timestamps of the later ones (the timeline stays truthful). */
const STAMP: Partial<Record<OrderStatus, "confirmedAt" | "processingAt" | "shippedAt" | "deliveredAt" | "cancelledAt" | "returnedAt">> = {
  confirmed: "confirmedAt",
  processing: "processingAt",
  shipped: "shippedAt",
  delivered: "deliveredAt",
  cancelled: "cancelledAt",
  returned: "returnedAt",
};
export const ADMIN_CANCELLATION_REASON = "Cancelled by the shop";

export type AdminOrderUpdateResult = {
  order: OrderView;
  /** Something was written. */
  changed: boolean;
  statusChanged: boolean;
  /** The shipping e-mail was queued by this update. */
  shippingEmailQueued: boolean;
};

const blankToNull = (v: string | null | undefined) => (v === undefined ? undefined : v === null || v.trim() === "" ? null : v.trim());

/**
 * Saves an admin's change of status, tracking number and/or internal notes in ONE transaction.
 * - Entering a status stamps its timestamp (confirmedAt ... returnedAt); entering an earlier step of
 *   the normal flow clears the later steps' stamps, and reopening clears cancelledAt/returnedAt.
 * - cancelled / returned give the stock back once (guarded by stockReleasedAt); cancelling also gives
 *   the coupon use back; a paid order becomes refunded.
 * - Leaving cancelled/returned for an active status takes the stock again with conditional updates;
 *   when a line is short the whole save is refused (Conflict 'Not enough stock for {name}').
 * - delivered on a COD order marks it paid (DECISIONS 3.3).
 * - shipped with a non-empty tracking number queues the shipping e-mail once (dedupeKey shipping:<id>,
 *   shippingEmailAt set) with the chosen courier (COURIER_PARTNER when none); a later change of the
 *   number or courier of a shipped order queues the corrected details; entering confirmed or delivered
 *   queues that e-mail once (order-emails.server.ts).
 * - Nothing written when nothing changes (changed: false).
 */
/**
 * The screens' rule: cancelling or returning an order (stock back, online money refunded) needs the
 * admin's confirmation. `confirmed: false` refuses such a change with a ValidationError on
 * `confirmEnd`; the JSON API (a program that means what it sends) passes nothing and is not asked.
 */
export type EndConfirmation = { confirmed?: boolean };

export async function updateOrderByAdmin(orderId: string, input: AdminOrderUpdateInput, now = new Date(), ask: EndConfirmation = {}): Promise<AdminOrderUpdateResult> {
  let refundToSend: string | null = null;
  const result = await prisma.$transaction(async (tx): Promise<AdminOrderUpdateResult> => {
    const current = await readAdminOrder(tx, orderId);
    if (!current) throw new NotFound(ADMIN_ORDER_MESSAGES.notFound);

    const data: Prisma.OrderUpdateInput = {};
    const status = input.status ?? current.status;
    const statusChanged = status !== current.status;
    const tracking = blankToNull(input.trackingNumber);
    const notes = blankToNull(input.adminNotes);
    const finalTracking = tracking === undefined ? current.trackingNumber : tracking;

    if (tracking !== undefined && tracking !== current.trackingNumber) data.trackingNumber = tracking;
    if (notes !== undefined && notes !== current.adminNotes) data.adminNotes = notes;

    if (statusChanged && ask.confirmed === false && ENDING_STATUSES.includes(status)) {
      throw new ValidationError(ADMIN_ORDER_MESSAGES.confirmEnd, [{ param: "confirmEnd", msg: ADMIN_ORDER_MESSAGES.confirmEnd }]);
    }
    if (statusChanged) {
      // Money given back cannot be silently taken again: a refunded order stays cancelled/returned.
      if (STOCK_RELEASED_STATUSES.includes(current.status) && !STOCK_RELEASED_STATUSES.includes(status) && (await hasRefunds(tx, current.id))) {
        throw new Conflict(REFUND_MESSAGES.reopenRefunded);
      }
      data.status = status;
      const stamp = STAMP[status];
      if (stamp) data[stamp] = now;
      if (current.status === "pending") data.holdExpiresAt = null;
      const step = ORDER_FLOW.indexOf(status);
      if (step >= 0) {
        for (const later of ORDER_FLOW.slice(step + 1)) {
          const s = STAMP[later];
          if (s) data[s] = null;
        }
        data.cancelledAt = null;
        data.cancellationReason = null;
        data.returnedAt = null;
      }
      if (STOCK_RELEASED_STATUSES.includes(status)) {
        await releaseOrderStock(tx, current.id, now, status === "returned" ? "return" : "cancellation");
        if (status === "cancelled") {
          await releaseCoupon(tx, current.id);
          data.cancellationReason = current.cancellationReason ?? ADMIN_CANCELLATION_REASON;
        }
      } else if (current.stockReleasedAt) {
        await retakeOrderStock(tx, current.id);
      }
      if (status === "delivered" && current.paymentMethod === "cod" && current.paymentStatus !== "paid") {
        data.paymentStatus = "paid";
        data.paidAt = now;
      }
    }

    // The courier: the one chosen, else (a shipment without one) the default courier.
    let finalCourier = current.courierPartner;
    if (input.courierPartner !== undefined && input.courierPartner !== current.courierPartner) finalCourier = input.courierPartner;
    else if (finalTracking && (status === "shipped" || status === "delivered") && !current.courierPartner) finalCourier = COURIER_PARTNER;
    if (finalCourier !== current.courierPartner) data.courierPartner = finalCourier;

    // The shipping e-mail once per order; after it, a corrected number or courier of a shipped order e-mails the shopper again.
    let shippingEmailQueued = false;
    if (status === "shipped" && finalTracking && !current.shippingEmailAt) {
      data.shippingEmailAt = now;
      shippingEmailQueued = true;
    }
    const trackingCorrected =
      !shippingEmailQueued && status === "shipped" && Boolean(current.shippingEmailAt) && Boolean(finalTracking) &&
      (finalTracking !== current.trackingNumber || finalCourier !== current.courierPartner);

    if (Object.keys(data).length === 0) return { order: current, changed: false, statusChanged: false, shippingEmailQueued: false };
    await tx.order.update({ where: { id: current.id }, data, select: { id: true } });
    // The shopper's e-mails, queued in this transaction from the order as it now is (docs/decisions/0020).
    if (shippingEmailQueued) await queueShippingEmail(tx, current.id, current.estimatedDelivery ?? estimatedDeliveryFrom(now));
    if (trackingCorrected) await queueTrackingCorrectedEmail(tx, current.id, current.updatedAt);
    if (statusChanged && status === "confirmed") await queueConfirmedEmail(tx, current.id);
    if (statusChanged && status === "delivered") await queueDeliveredEmail(tx, current.id);
    // The tax invoice is issued when the goods leave (the time of supply, CGST Act s. 31), once; a
    // cancellation or return after it is reversed by a credit note (s. 34). Both are no-ops when done.
    if (statusChanged && (status === "shipped" || status === "delivered")) await issueInvoiceInTx(tx, current.id, now);
    if (statusChanged && STOCK_RELEASED_STATUSES.includes(status)) {
      await issueCreditNoteInTx(tx, current.id, status === "returned" ? "Order returned" : (current.cancellationReason ?? ADMIN_CANCELLATION_REASON), now);
    }
    if (statusChanged && STOCK_RELEASED_STATUSES.includes(status)) {
      // A paid online order is refunded in full (reserved here, sent to Razorpay after the transaction);
      // COD money is given back by hand and recorded on the order page.
      const action = status === "returned" ? "returned" : "cancelled";
      const reserved = await reserveOrderRefundInTx(tx, current.id, action, action === "returned" ? "Order returned" : `Order cancelled by the shop`);
      if (reserved?.send) refundToSend = reserved.refundId;
      if (status === "cancelled") await queueCancellationEmail(tx, current.id);
    }
    const order = await readAdminOrder(tx, current.id);
    if (!order) throw new NotFound(ADMIN_ORDER_MESSAGES.notFound);
    return { order, changed: true, statusChanged, shippingEmailQueued };
  });
  if (refundToSend) await sendRefund(refundToSend);
  return result;
}
