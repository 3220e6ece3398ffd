import { listCustomers } from "~/models/admin-customer.server";
import { AdminCustomersQuerySchema } from "~/schemas/api/requests.server";
import { apiMethods, ok, parseQuery, requireApiAdmin } from "~/utils/api.server";
import type { CachePolicy } from "~/utils/cache-control.server";

export const cachePolicy = "no-store" satisfies CachePolicy;

// GET /api/admin/customers (admin): customers only, each with stats
// {orderCount, totalSpent, lastOrderDate}; `data.stats` adds the Total,
// Active and Inactive counts over every customer matching the search.
export const { loader } = apiMethods({
  GET: async ({ request }) => {
    await requireApiAdmin(request);
    const query = parseQuery(request, AdminCustomersQuerySchema);
    return ok(await listCustomers(query), "Customers retrieved successfully");
  },
});
