import { listProducts, PUBLIC_CATALOG_CACHE_CONTROL } from "~/models/catalog.server";
import { ProductFilterSchema } from "~/schemas/catalog";
import { apiMethods, ok, parseQuery } from "~/utils/api.server";

// GET /api/products: the shop's list with every filter. POST (admin create) comes with the admin issue.
export const { loader, action } = apiMethods({
  GET: async ({ request }) => {
    const filters = parseQuery(request, ProductFilterSchema);
    return ok(await listProducts(filters), "Products retrieved successfully", {
      headers: { "Cache-Control": PUBLIC_CATALOG_CACHE_CONTROL },
    });
  },
});
