import { listProducts } from "~/models/catalog.server";
import { ProductSearchQuerySchema } from "~/schemas/catalog";
import { apiMethods, ok, parseQuery } from "~/utils/api.server";
import type { CachePolicy } from "~/utils/cache-control.server";

export const cachePolicy = "public" satisfies CachePolicy;

// GET /api/products/search?q=: best match first unless `sort` is given; the /api/products filters apply too.
export const { loader, action } = apiMethods({
  GET: async ({ request }) => {
    const filters = parseQuery(request, ProductSearchQuerySchema);
    return ok(await listProducts(filters), "Search results retrieved successfully");
  },
}, { cache: cachePolicy });
