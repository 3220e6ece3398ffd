import { deleteOrArchiveProduct, updateProduct } from "~/models/admin-product.server";
import { getProduct, PUBLIC_CATALOG_CACHE_CONTROL } from "~/models/catalog.server";
import { PRODUCT_TOASTS, ProductUpdateSchema } from "~/schemas/admin-product";
import { apiMethods, ok, parseJsonBody, requireApiAdmin } from "~/utils/api.server";
import { NotFound } from "~/utils/errors";

// GET /api/products/{id}. Static siblings (featured, new-arrivals, search,
// category/{id}) win over this dynamic segment in Remix's route ranking.
// PUT (admin): any subset of the fields, plus rating and reviewCount.
// DELETE (admin): deletes, or archives a product that appears in orders
// (DECISIONS 3.7); the message says which.
export const { loader, action } = apiMethods({
  GET: async ({ params }) => {
    const product = await getProduct(params.id ?? "");
    if (!product) throw new NotFound("Product not found");
    return ok(product, "Product retrieved successfully", { headers: { "Cache-Control": PUBLIC_CATALOG_CACHE_CONTROL } });
  },
  PUT: async ({ request, params }) => {
    await requireApiAdmin(request);
    const input = await parseJsonBody(request, ProductUpdateSchema);
    return ok(await updateProduct(params.id ?? "", input), PRODUCT_TOASTS.updated);
  },
  DELETE: async ({ request, params }) => {
    await requireApiAdmin(request);
    const { outcome } = await deleteOrArchiveProduct(params.id ?? "");
    return ok(null, outcome === "archived" ? PRODUCT_TOASTS.archived : PRODUCT_TOASTS.deleted);
  },
});
