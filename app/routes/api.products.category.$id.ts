import { listProducts } from "~/models/catalog.server";
import { ProductFilterSchema } from "~/schemas/catalog";
import { apiMethods, ok, parseQuery } from "~/utils/api.server";
import type { CachePolicy } from "~/utils/cache-control.server";

export const cachePolicy = "public" satisfies CachePolicy;

// GET /api/products/category/{id or slug}: /api/products with the category taken from the path.
// An unknown category is an empty list, like ?category= on /api/products.
export const { loader, action } = apiMethods({
  GET: async ({ request, params }) => {
    const filters = parseQuery(request, ProductFilterSchema);
    return ok(await listProducts({ ...filters, category: params.id ?? "" }), "Products retrieved successfully");
  },
}, { cache: cachePolicy });
