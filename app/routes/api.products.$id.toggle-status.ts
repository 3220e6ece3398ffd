import { toggleProductStatus } from "~/models/admin-product.server";
import { PRODUCT_TOASTS } from "~/schemas/admin-product";
import { apiMethods, ok, requireApiAdmin } from "~/utils/api.server";
import type { CachePolicy } from "~/utils/cache-control.server";

export const cachePolicy = "no-store" satisfies CachePolicy;

// PATCH /api/products/{id}/toggle-status (admin): active <-> inactive; 409 for an archived product.
export const { loader, action } = apiMethods({
  PATCH: async ({ request, params }) => {
    await requireApiAdmin(request);
    return ok(await toggleProductStatus(params.id ?? ""), PRODUCT_TOASTS.statusUpdated);
  },
});
