import { getFeaturedProducts } from "~/models/catalog.server";
import { listLimitQuerySchema } from "~/schemas/catalog";
import { apiMethods, ok, parseQuery } from "~/utils/api.server";
import type { CachePolicy } from "~/utils/cache-control.server";

export const cachePolicy = "public" satisfies CachePolicy;

const QuerySchema = listLimitQuerySchema(8);

export const { loader, action } = apiMethods({
  GET: async ({ request }) => {
    const { limit } = parseQuery(request, QuerySchema);
    return ok(await getFeaturedProducts(limit), "Featured products retrieved successfully");
  },
}, { cache: cachePolicy });
