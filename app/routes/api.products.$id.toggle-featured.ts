import { toggleProductFeatured } from "~/models/admin-product.server";
import { PRODUCT_TOASTS } from "~/schemas/admin-product";
import { apiMethods, ok, requireApiAdmin } from "~/utils/api.server";
import type { CacheHandle } from "~/utils/cache-control.server";

export const handle = { cache: "no-store" } satisfies CacheHandle;

// PATCH /api/products/{id}/toggle-featured (admin): featured <-> not featured.
export const { loader, action } = apiMethods({
  PATCH: async ({ request, params }) => {
    await requireApiAdmin(request);
    return ok(await toggleProductFeatured(params.id ?? ""), PRODUCT_TOASTS.featuredUpdated);
  },
});
