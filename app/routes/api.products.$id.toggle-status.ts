import { toggleProductStatus } from "~/models/admin-product.server";
import { PRODUCT_TOASTS } from "~/schemas/admin-product";
import { apiMethods, ok, requireApiAdmin } from "~/utils/api.server";
import type { CacheHandle } from "~/utils/cache-control.server";

export const handle = { cache: "no-store" } satisfies CacheHandle;

// PATCH /api/products/{id}/toggle-status (admin): active <-> inactive; 409 for an archived product.
export const { loader, action } = apiMethods({
  PATCH: async ({ request, params }) => {
    await requireApiAdmin(request);
    return ok(await toggleProductStatus(params.id ?? ""), PRODUCT_TOASTS.statusUpdated);
  },
});
