import type { Prisma } from "@prisma/client";
import { prisma } from "~/db.server";
import type { Pagination } from "~/models/catalog.server";
import { orderDetailSelect, toApiOrder, toOrderDetail, type ApiOrder } from "~/models/order.server";
import { ACCOUNT_ORDERS_PAGE_SIZE, API_MAX_LIMIT, type OrderStatus } from "~/utils/constants";

/**
 * GET /api/orders: the user's own orders, newest first, each in the documented
 * order shape (the one GET /api/orders/{id} answers, API.md), `limit` (default
 * 5, at most 100) per page, optionally of one status. The account screen keeps
 * its lighter summaries (listUserOrders).
 */
export async function listUserApiOrders(
  userId: string,
  { page = 1, limit = ACCOUNT_ORDERS_PAGE_SIZE, status }: { page?: number; limit?: number; status?: OrderStatus } = {},
): Promise<{ orders: ApiOrder[]; pagination: Pagination }> {
  const safePage = Number.isSafeInteger(page) && page >= 1 ? page : 1;
  const safeLimit = Number.isSafeInteger(limit) && limit >= 1 ? Math.min(limit, API_MAX_LIMIT) : ACCOUNT_ORDERS_PAGE_SIZE;
  const where: Prisma.OrderWhereInput = { userId, ...(status ? { status } : {}) };
  const [total, rows] = await Promise.all([
    prisma.order.count({ where }),
    prisma.order.findMany({
      where,
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      skip: (safePage - 1) * safeLimit,
      take: safeLimit,
      select: orderDetailSelect,
    }),
  ]);
  const pages = Math.max(1, Math.ceil(total / safeLimit));
  return {
    orders: rows.map((row) => toApiOrder(toOrderDetail(row))),
    pagination: { page: safePage, limit: safeLimit, total, pages, hasNext: safePage < pages, hasPrev: safePage > 1 },
  };
}
