import { z } from "zod";
import { listAdminOrders, toApiAdminListOrder } from "~/models/admin-order.server";
import { ADMIN_ORDER_MESSAGES, ADMIN_ORDER_SORTS, SEARCH_MAX } from "~/schemas/admin-order";
import { apiMethods, ok, paginationQuery, parseQuery, requireApiAdmin } from "~/utils/api.server";
import { ADMIN_PAGE_SIZE, ORDER_STATUSES } from "~/utils/constants";
import { toRupees } from "~/utils/money";

// GET /api/admin/orders (admin): page, limit (10), status (all or a status),
// sortBy (createdAt, totalAmount, status), sortOrder (desc default), search
// (order number, customer name or e-mail). data: { orders, pagination, stats };
// stats are over every order matching the filter (revenue = paid orders, rupees).
const QuerySchema = paginationQuery(ADMIN_PAGE_SIZE).extend({
  status: z
    .enum(["all", ...ORDER_STATUSES], { errorMap: () => ({ message: `status must be one of all, ${ORDER_STATUSES.join(", ")}` }) })
    .optional(),
  sortBy: z.enum(ADMIN_ORDER_SORTS, { errorMap: () => ({ message: `sortBy must be one of ${ADMIN_ORDER_SORTS.join(", ")}` }) }).default("createdAt"),
  sortOrder: z.enum(["asc", "desc"], { errorMap: () => ({ message: "sortOrder must be asc or desc" }) }).default("desc"),
  search: z.string().trim().max(SEARCH_MAX, `search must be at most ${SEARCH_MAX} characters`).optional(),
});

export const { loader } = apiMethods({
  GET: async ({ request }) => {
    await requireApiAdmin(request);
    const q = parseQuery(request, QuerySchema);
    const { orders, pagination, stats } = await listAdminOrders({
      page: q.page,
      limit: q.limit,
      status: q.status === "all" ? undefined : q.status,
      sortBy: q.sortBy,
      sortOrder: q.sortOrder,
      search: q.search,
    });
    return ok(
      {
        orders: orders.map(toApiAdminListOrder),
        pagination,
        stats: { totalOrders: stats.total, pendingOrders: stats.pending, deliveredOrders: stats.delivered, totalRevenue: toRupees(stats.revenue) },
      },
      ADMIN_ORDER_MESSAGES.retrieved,
    );
  },
});
