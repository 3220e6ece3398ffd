import type { Prisma } from "@prisma/client";
import { committedStatement, prisma } from "~/db.server";
import type { Pagination } from "~/models/catalog.server";
import { findOrderView, orderViewSelect, toOrderListItem, toOrderView, type OrderListItem, type OrderView } from "~/models/order-view.server";
import { sqlDate, sqlDateOrNull, type SqlDateValue, type SqlInt } from "~/models/sql-values.server";
import { ACTIVE_SHIPMENT_STATUSES, type OrderStatus, type PaymentMethod, type PaymentStatus } from "~/schemas/order-status";
import { toRupees } from "~/utils/money";
import { ACCOUNT_ORDERS_PAGE_SIZE, API_MAX_LIMIT } from "~/utils/constants";
import { ORDER_MESSAGES } from "~/schemas/order-messages";

// Reading a customer's own orders (DECISIONS 3.3): one order, a page of them,
// the account's counts, and the online order still waiting for its payment.
// Every read is scoped to the user: another customer's order is null (a 404 at the edge).

export function pagination(page: number, limit: number, total: number): Pagination {
  const pages = Math.max(1, Math.ceil(total / limit));
  return { page, limit, total, pages, hasNext: page < pages, hasPrev: page > 1 };
}

export type UserOrdersQuery = { page?: number; limit?: number; status?: OrderStatus };

/**
 * One page of the user's own orders as views, newest first, `limit` (default 5, at most 100) per page,
 * optionally of one status: the account's list and the API's list (GET /api/orders) read the same page.
 * A page past the end is an empty list.
 */
/**
 * An online order whose payment never came and that the store cancelled by itself (its hold ran out,
 * or a newer order replaced it) was an attempt, not a purchase: it leaves My Orders, the API's list and
 * Total Orders. It can still be opened by its link, and the admin sees every order.
 */
const NOT_ABANDONED = {
  NOT: {
    paymentMethod: "razorpay",
    status: "cancelled",
    paymentStatus: { in: ["pending", "failed"] },
    cancellationReason: { in: [ORDER_MESSAGES.paymentNotCompleted, ORDER_MESSAGES.superseded] },
  },
} satisfies Prisma.OrderWhereInput;

export async function pageUserOrders(
  userId: string,
  { page = 1, limit = ACCOUNT_ORDERS_PAGE_SIZE, status }: UserOrdersQuery = {},
): Promise<{ orders: OrderView[]; pagination: Pagination }> {
  const safePage = Number.isSafeInteger(page) && page >= 1 ? page : 1;
  const safeLimit = Number.isSafeInteger(limit) && limit >= 1 ? Math.min(limit, API_MAX_LIMIT) : ACCOUNT_ORDERS_PAGE_SIZE;
  const where: Prisma.OrderWhereInput = { userId, ...NOT_ABANDONED, ...(status ? { status } : {}) };
  const [total, rows] = await Promise.all([
    prisma.order.count({ where }),
    prisma.order.findMany({ where, orderBy: [{ createdAt: "desc" }, { id: "desc" }], skip: (safePage - 1) * safeLimit, take: safeLimit, select: orderViewSelect }),
  ]);
  const now = new Date();
  return { orders: rows.map((row) => toOrderView(row, now)), pagination: pagination(safePage, safeLimit, total) };
}

/** The user's own orders as the account screen lists them (pageUserOrders). */
export async function listUserOrders(userId: string, query: UserOrdersQuery = {}): Promise<{ orders: OrderListItem[]; pagination: Pagination }> {
  const committed = listUserOrdersCommitted(userId, query);
  if (committed) return committed;
  const { orders, pagination: page } = await pageUserOrders(userId, query);
  return { orders: orders.map(toOrderListItem), pagination: page };
}

// My Orders and the account's stat cards are read on every /account render: prepared statements on the
// committed-reads connection (db.server.ts) that select only what the list rows show, where Prisma
// read every column of each order, its lines, their products and the customer, through its engine
// (about a third of a signed-in /account's CPU, decision 0033). The filters are the SQL Prisma
// generates for NOT_ABANDONED and ACTIVE_SHIPMENT_STATUSES, NULL semantics included;
// tests/integration/account-committed-read.test.ts holds both reads equal.
const ABANDONED_SQL = `o."paymentMethod" = 'razorpay' AND o."status" = 'cancelled' AND o."paymentStatus" IN ('pending', 'failed')
  AND o."cancellationReason" IN (?, ?)`;
const ACCOUNT_SQL = {
  counts: `SELECT COALESCE(SUM(CASE WHEN NOT (${ABANDONED_SQL}) THEN 1 ELSE 0 END), 0) AS "totalOrders",
      COALESCE(SUM(CASE WHEN o."status" IN (${ACTIVE_SHIPMENT_STATUSES.map(() => "?").join(", ")}) THEN 1 ELSE 0 END), 0) AS "activeShipments"
    FROM "Order" o WHERE o."userId" = ?`,
  total: `SELECT COUNT(*) AS "n" FROM "Order" o WHERE o."userId" = ? AND (NOT (${ABANDONED_SQL})) AND (? IS NULL OR o."status" = ?)`,
  page: `SELECT o."id", o."orderNumber", o."status", o."paymentMethod", o."paymentStatus", o."total", o."totalItems", o."createdAt", o."holdExpiresAt",
      (SELECT COUNT(*) FROM "OrderItem" i WHERE i."orderId" = o."id") AS "lineCount",
      f."name" AS "firstName", f."image" AS "firstImage"
    FROM "Order" o
    LEFT JOIN "OrderItem" f ON f."id" = (SELECT i."id" FROM "OrderItem" i WHERE i."orderId" = o."id" ORDER BY i."id" ASC LIMIT 1)
    WHERE o."userId" = ? AND (NOT (${ABANDONED_SQL})) AND (? IS NULL OR o."status" = ?)
    ORDER BY o."createdAt" DESC, o."id" DESC LIMIT ? OFFSET ?`,
};
const ABANDONED_REASONS = [ORDER_MESSAGES.paymentNotCompleted, ORDER_MESSAGES.superseded] as const;

type OrderListSqlRow = {
  id: string;
  orderNumber: string;
  status: string;
  paymentMethod: string;
  paymentStatus: string;
  total: SqlInt;
  totalItems: SqlInt;
  createdAt: SqlDateValue;
  holdExpiresAt: SqlDateValue | null;
  lineCount: SqlInt;
  firstName: string | null;
  firstImage: string | null;
};

function listUserOrdersCommitted(userId: string, { page = 1, limit = ACCOUNT_ORDERS_PAGE_SIZE, status }: UserOrdersQuery): { orders: OrderListItem[]; pagination: Pagination } | null {
  const totalStatement = committedStatement<{ n: SqlInt }>(ACCOUNT_SQL.total);
  if (!totalStatement) return null;
  const pageStatement = committedStatement<OrderListSqlRow>(ACCOUNT_SQL.page)!;
  const safePage = Number.isSafeInteger(page) && page >= 1 ? page : 1;
  const safeLimit = Number.isSafeInteger(limit) && limit >= 1 ? Math.min(limit, API_MAX_LIMIT) : ACCOUNT_ORDERS_PAGE_SIZE;
  const statusOrNull = status ?? null;
  const now = Date.now();
  return totalStatement.database.transaction(() => {
    const total = Number(totalStatement.get(userId, ...ABANDONED_REASONS, statusOrNull, statusOrNull)!.n);
    const rows = pageStatement.all(userId, ...ABANDONED_REASONS, statusOrNull, statusOrNull, safeLimit, (safePage - 1) * safeLimit);
    const orders: OrderListItem[] = rows.map((row) => {
      const holdExpiresAt = sqlDateOrNull(row.holdExpiresAt);
      return {
        id: row.id,
        orderNumber: row.orderNumber,
        status: row.status as OrderStatus,
        paymentMethod: row.paymentMethod as PaymentMethod,
        paymentStatus: row.paymentStatus as PaymentStatus,
        total: toRupees(Number(row.total)),
        totalItems: Number(row.totalItems),
        createdAt: sqlDate(row.createdAt).toISOString(),
        lineCount: Number(row.lineCount),
        firstItem: row.firstName === null ? null : { name: row.firstName, image: row.firstImage },
        awaitingPayment:
          row.paymentMethod === "razorpay" && row.paymentStatus !== "paid" && row.status === "pending" && holdExpiresAt !== null && holdExpiresAt.getTime() > now,
      };
    });
    return { orders, pagination: pagination(safePage, safeLimit, total) };
  })();
}

/** The account's Total Orders and Active Shipments cards (countUserOrders and countActiveShipments in one read). */
export async function accountOrderCounts(userId: string): Promise<{ totalOrders: number; activeShipments: number }> {
  const statement = committedStatement<{ totalOrders: SqlInt; activeShipments: SqlInt }>(ACCOUNT_SQL.counts);
  if (!statement) {
    const [totalOrders, activeShipments] = await Promise.all([countUserOrders(userId), countActiveShipments(userId)]);
    return { totalOrders, activeShipments };
  }
  const row = statement.get(...ABANDONED_REASONS, ...ACTIVE_SHIPMENT_STATUSES, userId)!;
  return { totalOrders: Number(row.totalOrders), activeShipments: Number(row.activeShipments) };
}

/** How many orders the user has placed (any status, abandoned online attempts aside): the account's Total Orders card. */
export function countUserOrders(userId: string): Promise<number> {
  return prisma.order.count({ where: { userId, ...NOT_ABANDONED } });
}

/** Orders that are confirmed, processing or shipped: the account's Active Shipments card. */
export function countActiveShipments(userId: string): Promise<number> {
  return prisma.order.count({ where: { userId, status: { in: [...ACTIVE_SHIPMENT_STATUSES] } } });
}

/** One of the user's own orders; null for an unknown id or another customer's order (a 404 at the edge). */
export function getUserOrder(userId: string, orderId: string): Promise<OrderView | null> {
  if (!orderId || orderId.length > 64) return Promise.resolve(null);
  return findOrderView(prisma, { id: orderId, userId });
}

/** The user's newest online order still waiting for its payment inside the stock hold, or null. */
export async function getAwaitingPaymentOrder(userId: string, now = new Date()): Promise<{ id: string; orderNumber: string; total: number; holdExpiresAt: Date } | null> {
  const row = await prisma.order.findFirst({
    where: { userId, paymentMethod: "razorpay", status: "pending", paymentStatus: { not: "paid" }, holdExpiresAt: { gt: now } },
    orderBy: { createdAt: "desc" },
    select: { id: true, orderNumber: true, total: true, holdExpiresAt: true },
  });
  return row && row.holdExpiresAt ? { id: row.id, orderNumber: row.orderNumber, total: row.total, holdExpiresAt: row.holdExpiresAt } : null;
}
