import { z } from "zod";
import { listAdminProducts } from "~/models/admin-product.server";
import { ADMIN_PRODUCT_SORTS, ADMIN_PRODUCT_STATUSES } from "~/schemas/admin-product";
import { apiMethods, ok, paginationQuery, parseQuery, requireApiAdmin } from "~/utils/api.server";
import { ADMIN_PRODUCTS_PAGE_SIZE } from "~/utils/constants";

// GET /api/admin/products (admin): page, limit (12), sort (-createdAt), search
// (name, material or tags, case-insensitive), category (id or slug), status
// (active, inactive, featured; archived on request; all or absent = every
// product not archived). Answers { products, pagination, stats }; the stats
// cover the search and category (not the status filter).
const QuerySchema = paginationQuery(ADMIN_PRODUCTS_PAGE_SIZE).extend({
  sort: z.enum(ADMIN_PRODUCT_SORTS, { errorMap: () => ({ message: `sort must be one of ${ADMIN_PRODUCT_SORTS.join(", ")}` }) }).default("-createdAt"),
  search: z.string().trim().max(200, "search must be at most 200 characters long").optional(),
  category: z.string().trim().max(100, "category must be at most 100 characters long").optional(),
  status: z
    .enum(["all", ...ADMIN_PRODUCT_STATUSES], { errorMap: () => ({ message: `status must be one of all, ${ADMIN_PRODUCT_STATUSES.join(", ")}` }) })
    .optional(),
});

export const { loader } = apiMethods({
  GET: async ({ request }) => {
    await requireApiAdmin(request);
    const q = parseQuery(request, QuerySchema);
    const result = await listAdminProducts({ ...q, status: q.status === "all" ? undefined : q.status });
    return ok(result, "Products retrieved successfully");
  },
});
