import { getCategory } from "~/models/category.server";
import { PUBLIC_CATALOG_CACHE_CONTROL } from "~/models/catalog.server";
import { apiMethods, ok } from "~/utils/api.server";
import { NotFound } from "~/utils/errors";

// GET /api/categories/{id or slug}; 404 for an unknown or inactive category.
export const { loader, action } = apiMethods({
  GET: async ({ params }) => {
    const category = await getCategory(params.id ?? "");
    if (!category) throw new NotFound("Category not found");
    return ok(category, "Category retrieved successfully", { headers: { "Cache-Control": PUBLIC_CATALOG_CACHE_CONTROL } });
  },
});
