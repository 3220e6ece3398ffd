import { getProduct, PUBLIC_CATALOG_CACHE_CONTROL } from "~/models/catalog.server";
import { apiMethods, ok } from "~/utils/api.server";
import { NotFound } from "~/utils/errors";

// GET /api/products/{id}. Static siblings (featured, new-arrivals, search,
// category/{id}) win over this dynamic segment in Remix's route ranking.
// PUT, DELETE (admin) come with the admin issue.
export const { loader, action } = apiMethods({
  GET: async ({ params }) => {
    const product = await getProduct(params.id ?? "");
    if (!product) throw new NotFound("Product not found");
    return ok(product, "Product retrieved successfully", { headers: { "Cache-Control": PUBLIC_CATALOG_CACHE_CONTROL } });
  },
});
