import { listCategories } from "~/models/category.server";
import { PUBLIC_CATALOG_CACHE_CONTROL } from "~/models/catalog.server";
import { CategoryQuerySchema } from "~/schemas/catalog";
import { apiMethods, ok, parseQuery, requireApiAdmin } from "~/utils/api.server";

// GET /api/categories[?featured=true][&includeInactive=true]. includeInactive is
// for admins only: 401 without a token, 403 for a customer; such answers are never cached.
export const { loader, action } = apiMethods({
  GET: async ({ request }) => {
    const { featured, includeInactive } = parseQuery(request, CategoryQuerySchema);
    if (includeInactive) {
      await requireApiAdmin(request);
      return ok(await listCategories({ featured, includeInactive: true }), "Categories retrieved successfully");
    }
    return ok(await listCategories({ featured }), "Categories retrieved successfully", {
      headers: { "Cache-Control": PUBLIC_CATALOG_CACHE_CONTROL },
    });
  },
});
