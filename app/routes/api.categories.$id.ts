import { deleteCategory, getCategory, updateCategory } from "~/models/category.server";
import { CategoryUpdateSchema, CATEGORY_MESSAGES } from "~/schemas/admin-category";
import { apiMethods, ok, parseJsonBody, requireApiAdmin } from "~/utils/api.server";
import { NotFound } from "~/utils/errors";
import type { CachePolicy } from "~/utils/cache-control.server";

export const cachePolicy = "public" satisfies CachePolicy;

// GET /api/categories/{id or slug}; 404 for an unknown or inactive category.
// PUT (any subset) and DELETE (null; 409 while products use it) for admins, by id.
export const { loader, action } = apiMethods({
  GET: async ({ params }) => {
    const category = await getCategory(params.id ?? "");
    if (!category) throw new NotFound("Category not found");
    return ok(category, "Category retrieved successfully");
  },
  PUT: async ({ request, params }) => {
    await requireApiAdmin(request);
    const input = await parseJsonBody(request, CategoryUpdateSchema);
    return ok(await updateCategory(params.id ?? "", input), CATEGORY_MESSAGES.updated);
  },
  DELETE: async ({ request, params }) => {
    await requireApiAdmin(request);
    await deleteCategory(params.id ?? "");
    return ok(null, CATEGORY_MESSAGES.deleted);
  },
}, { cache: cachePolicy });
