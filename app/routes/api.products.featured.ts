import { getFeaturedProducts } from "~/models/catalog.server";
import { listLimitQuerySchema } from "~/schemas/catalog";
import { apiMethods, ok, parseQuery } from "~/utils/api.server";
import { PUBLIC_CATALOG_CACHE_CONTROL } from "~/utils/constants";

const QuerySchema = listLimitQuerySchema(8);

export const { loader, action } = apiMethods({
  GET: async ({ request }) => {
    const { limit } = parseQuery(request, QuerySchema);
    return ok(await getFeaturedProducts(limit), "Featured products retrieved successfully", {
      headers: { "Cache-Control": PUBLIC_CATALOG_CACHE_CONTROL },
    });
  },
});
