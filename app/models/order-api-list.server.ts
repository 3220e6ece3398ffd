import type { Pagination } from "~/models/catalog.server";
import { orderDetailSelect, pageUserOrders, toApiOrder, toOrderDetail, type ApiOrder, type UserOrdersQuery } from "~/models/order.server";

/**
 * GET /api/orders: the user's own orders, newest first, each in the documented
 * order shape (the one GET /api/orders/{id} answers, API.md), paged as the
 * account screen's list is (pageUserOrders), which keeps its lighter summaries.
 */
export async function listUserApiOrders(userId: string, query: UserOrdersQuery = {}): Promise<{ orders: ApiOrder[]; pagination: Pagination }> {
  const { rows, pagination } = await pageUserOrders(userId, query, orderDetailSelect);
  return { orders: rows.map((row) => toApiOrder(toOrderDetail(row))), pagination };
}
