import { listAdminOrders } from "~/models/admin-order.server";
import { toApiAdminListOrder } from "~/schemas/api/admin";
import { ADMIN_ORDER_MESSAGES } from "~/schemas/admin-order";
import { AdminOrdersQuerySchema } from "~/schemas/api/requests.server";
import { apiMethods, ok, parseQuery, requireApiAdmin } from "~/utils/api.server";
import { toRupees } from "~/utils/money";
import type { CachePolicy } from "~/utils/cache-control.server";

export const cachePolicy = "no-store" satisfies CachePolicy;

// GET /api/admin/orders (admin): page, limit (10), status (all or a status),
// sortBy (createdAt, totalAmount, status), sortOrder (desc default), search
// (order number, customer name or e-mail, phone, pincode, city, payment id),
// from/to (YYYY-MM-DD, India time). data: { orders, pagination, stats };
// stats are over every order matching the filter (revenue = paid orders, rupees).
export const { loader } = apiMethods({
  GET: async ({ request }) => {
    await requireApiAdmin(request);
    const q = parseQuery(request, AdminOrdersQuerySchema);
    const { orders, pagination, stats } = await listAdminOrders({
      page: q.page,
      limit: q.limit,
      status: q.status === "all" ? undefined : q.status,
      sortBy: q.sortBy,
      sortOrder: q.sortOrder,
      search: q.search,
      from: q.from,
      to: q.to,
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
