import { listCustomers } from "~/models/admin-customer.server";
import { CustomerFiltersSchema } from "~/schemas/admin-customer";
import { apiMethods, ok, paginationQuery, parseQuery, requireApiAdmin } from "~/utils/api.server";
import { ADMIN_PAGE_SIZE } from "~/utils/constants";

// GET /api/admin/customers (admin): customers only, each with stats
// {orderCount, totalSpent, lastOrderDate}; `data.stats` adds the Total,
// Active and Inactive counts over every customer matching the search.
const QuerySchema = paginationQuery(ADMIN_PAGE_SIZE).merge(CustomerFiltersSchema);

export const { loader } = apiMethods({
  GET: async ({ request }) => {
    await requireApiAdmin(request);
    const query = parseQuery(request, QuerySchema);
    return ok(await listCustomers(query), "Customers retrieved successfully");
  },
});
