import { listProducts } from "~/models/catalog.server";
import { ProductFilterSchema } from "~/schemas/catalog";
import { apiMethods, ok, parseQuery } from "~/utils/api.server";
import { PUBLIC_CATALOG_CACHE_CONTROL } from "~/utils/constants";

// GET /api/products/category/{id or slug}: /api/products with the category taken from the path.
// An unknown category is an empty list, like ?category= on /api/products.
export const { loader, action } = apiMethods({
  GET: async ({ request, params }) => {
    const filters = parseQuery(request, ProductFilterSchema);
    return ok(await listProducts({ ...filters, category: params.id ?? "" }), "Products retrieved successfully", {
      headers: { "Cache-Control": PUBLIC_CATALOG_CACHE_CONTROL },
    });
  },
});
