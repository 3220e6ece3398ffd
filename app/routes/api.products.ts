import { listProducts } from "~/models/catalog.server";
import { createProduct } from "~/models/admin-product.server";
import { PRODUCT_TOASTS, ProductCreateSchema } from "~/schemas/admin-product";
import { ProductFilterSchema } from "~/schemas/catalog";
import { apiMethods, created, ok, parseJsonBody, parseQuery, requireApiAdmin } from "~/utils/api.server";
import type { CachePolicy } from "~/utils/cache-control.server";

export const cachePolicy = "public" satisfies CachePolicy;

// GET /api/products: the shop's list with every filter.
// POST /api/products (admin): a new product (201), the admin's view of it.
export const { loader, action } = apiMethods({
  GET: async ({ request }) => {
    const filters = parseQuery(request, ProductFilterSchema);
    return ok(await listProducts(filters), "Products retrieved successfully");
  },
  POST: async ({ request }) => {
    const admin = await requireApiAdmin(request);
    const input = await parseJsonBody(request, ProductCreateSchema);
    return created(await createProduct(input, { userId: admin.id }), PRODUCT_TOASTS.created);
  },
}, { cache: cachePolicy });
