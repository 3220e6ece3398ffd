import { getDashboardStats } from "~/models/analytics.server";
import { apiMethods, ok, requireApiAdmin } from "~/utils/api.server";
import type { CacheHandle } from "~/utils/cache-control.server";

export const handle = { cache: "no-store" } satisfies CacheHandle;

// GET /api/admin/dashboard (admin): { overview, growth, recentOrders, topProducts, lowStockProducts, categoryStats }.
export const { loader, action } = apiMethods({
  GET: async ({ request }) => {
    await requireApiAdmin(request);
    return ok(await getDashboardStats(), "Dashboard statistics retrieved successfully");
  },
});
