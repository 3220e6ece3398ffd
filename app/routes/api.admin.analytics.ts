import { getAnalytics } from "~/models/analytics.server";
import { AnalyticsQuerySchema } from "~/schemas/admin-analytics";
import { apiMethods, ok, parseQuery, requireApiAdmin } from "~/utils/api.server";
import type { CachePolicy } from "~/utils/cache-control.server";

export const cachePolicy = "no-store" satisfies CachePolicy;

// GET /api/admin/analytics?period=7d|30d|3m|1y (default 30d, admin):
// { period, salesData, userRegistrations, productPerformance, categoryPerformance }.
export const { loader, action } = apiMethods({
  GET: async ({ request }) => {
    await requireApiAdmin(request);
    const { period } = parseQuery(request, AnalyticsQuerySchema);
    const a = await getAnalytics(period);
    return ok(
      { period: a.period, salesData: a.salesData, userRegistrations: a.userRegistrations, productPerformance: a.productPerformance, categoryPerformance: a.categoryPerformance },
      "Analytics retrieved successfully",
    );
  },
});
