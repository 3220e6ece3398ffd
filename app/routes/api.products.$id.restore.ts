import { restoreProduct } from "~/models/admin-product.server";
import { PRODUCT_TOASTS } from "~/schemas/admin-product";
import { apiMethods, ok, requireApiAdmin } from "~/utils/api.server";
import type { CachePolicy } from "~/utils/cache-control.server";

export const cachePolicy = "no-store" satisfies CachePolicy;

// PATCH /api/products/{id}/restore (admin): an archived product comes back, inactive; 409 when it is not archived.
export const { loader, action } = apiMethods({
  PATCH: async ({ request, params }) => {
    await requireApiAdmin(request);
    return ok(await restoreProduct(params.id ?? ""), PRODUCT_TOASTS.restored);
  },
});
