import { getDashboardStats } from "~/models/analytics.server";
import { apiMethods, ok, requireApiAdmin } from "~/utils/api.server";
import type { CachePolicy } from "~/utils/cache-control.server";

export const cachePolicy = "no-store" satisfies CachePolicy;

// GET /api/admin/dashboard (admin): { overview, growth, recentOrders, topProducts, lowStockProducts, categoryStats }.
export const { loader, action } = apiMethods({
  GET: async ({ request }) => {
    await requireApiAdmin(request);
    return ok(await getDashboardStats(), "Dashboard statistics retrieved successfully");
  },
});
