import { getNewArrivals } from "~/models/catalog.server";
import { listLimitQuerySchema } from "~/schemas/catalog";
import { apiMethods, ok, parseQuery } from "~/utils/api.server";
import type { CacheHandle } from "~/utils/cache-control.server";

export const handle = { cache: "public" } satisfies CacheHandle;

const QuerySchema = listLimitQuerySchema(8);

export const { loader, action } = apiMethods({
  GET: async ({ request }) => {
    const { limit } = parseQuery(request, QuerySchema);
    return ok(await getNewArrivals(limit), "New arrivals retrieved successfully");
  },
}, handle);
