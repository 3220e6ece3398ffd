import { deleteOrArchiveProduct, ProductConflict, updateProduct } from "~/models/admin-product.server";
import { getProduct } from "~/models/catalog.server";
import { PRODUCT_TOASTS, ProductUpdateSchema } from "~/schemas/admin-product";
import { apiMethods, ok, parseJsonBody, requireApiAdmin, sendEnvelope } from "~/utils/api.server";
import { NotFound } from "~/utils/errors";
import type { CachePolicy } from "~/utils/cache-control.server";

export const cachePolicy = "public" satisfies CachePolicy;

// GET /api/products/{id}. Static siblings (featured, new-arrivals, search,
// category/{id}) win over this dynamic segment in Remix's route ranking.
// PUT (admin): any subset of the fields. Optional `version` (from a read): a save
// of an older version is 409 with the current product as `data`. Stock is never
// set blindly: `stock` with `expectedStock` (409 when it changed meanwhile) or
// `stockAdjustment`, each with `stockReason`. rating and reviewCount are computed
// from reviews: sending them is 400 (docs/decisions/0011).
// DELETE (admin): deletes, or archives a product that appears in orders
// (DECISIONS 3.7); the message says which.
export const { loader, action } = apiMethods({
  GET: async ({ params }) => {
    const product = await getProduct(params.id ?? "");
    if (!product) throw new NotFound("Product not found");
    return ok(product, "Product retrieved successfully");
  },
  PUT: async ({ request, params }) => {
    const admin = await requireApiAdmin(request);
    const input = await parseJsonBody(request, ProductUpdateSchema);
    try {
      return ok(await updateProduct(params.id ?? "", input, { userId: admin.id }), PRODUCT_TOASTS.updated);
    } catch (error) {
      // The current product comes back with the refusal, so the client can see what changed and retry.
      if (error instanceof ProductConflict) return sendEnvelope(409, { success: false, message: error.message, data: error.current, errors: error.errors });
      throw error;
    }
  },
  DELETE: async ({ request, params }) => {
    await requireApiAdmin(request);
    const { outcome } = await deleteOrArchiveProduct(params.id ?? "");
    return ok(null, outcome === "archived" ? PRODUCT_TOASTS.archived : PRODUCT_TOASTS.deleted);
  },
}, { cache: cachePolicy });
