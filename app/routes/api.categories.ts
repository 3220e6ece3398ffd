import { createCategory, listCategories } from "~/models/category.server";
import { CategoryCreateSchema, CATEGORY_MESSAGES } from "~/schemas/admin-category";
import { CategoryQuerySchema } from "~/schemas/catalog";
import { apiMethods, created, ok, parseJsonBody, parseQuery, requireApiAdmin } from "~/utils/api.server";
import type { CachePolicy } from "~/utils/cache-control.server";

export const cachePolicy = "public" satisfies CachePolicy;

// GET /api/categories[?featured=true][&includeInactive=true]. includeInactive is
// for admins only: 401 without a token, 403 for a customer; such answers are never cached.
// POST /api/categories (admin): a new category (201); a taken name is 409.
export const { loader, action } = apiMethods({
  GET: async ({ request }) => {
    const { featured, includeInactive } = parseQuery(request, CategoryQuerySchema);
    if (includeInactive) {
      await requireApiAdmin(request);
      return ok(await listCategories({ featured, includeInactive: true }), "Categories retrieved successfully");
    }
    return ok(await listCategories({ featured }), "Categories retrieved successfully");
  },
  POST: async ({ request }) => {
    await requireApiAdmin(request);
    const input = await parseJsonBody(request, CategoryCreateSchema);
    return created(await createCategory(input), CATEGORY_MESSAGES.created);
  },
}, { cache: cachePolicy });
