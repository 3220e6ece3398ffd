import type { Prisma } from "@prisma/client";
import { prisma } from "~/db.server";
import type { Pagination } from "~/models/catalog.server";
import { findOrderView, orderViewSelect, toOrderListItem, toOrderView, type OrderListItem, type OrderView } from "~/models/order-view.server";
import { ACTIVE_SHIPMENT_STATUSES, type OrderStatus } from "~/schemas/order-status";
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
  const { orders, pagination: page } = await pageUserOrders(userId, query);
  return { orders: orders.map(toOrderListItem), pagination: page };
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
