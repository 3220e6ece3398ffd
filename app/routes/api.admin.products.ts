import { listAdminProducts } from "~/models/admin-product.server";
import { AdminProductsQuerySchema } from "~/schemas/api/requests.server";
import { apiMethods, ok, parseQuery, requireApiAdmin } from "~/utils/api.server";
import type { CachePolicy } from "~/utils/cache-control.server";

export const cachePolicy = "no-store" satisfies CachePolicy;

// GET /api/admin/products (admin): page, limit (12), sort (-createdAt), search
// (name, material or tags, case-insensitive), category (id or slug), status
// (active, inactive, featured; archived on request; all or absent = every
// product not archived). Answers { products, pagination, stats }; the stats
// cover the search and category (not the status filter).
export const { loader } = apiMethods({
  GET: async ({ request }) => {
    await requireApiAdmin(request);
    const q = parseQuery(request, AdminProductsQuerySchema);
    const result = await listAdminProducts({ ...q, status: q.status === "all" ? undefined : q.status });
    return ok(result, "Products retrieved successfully");
  },
});
