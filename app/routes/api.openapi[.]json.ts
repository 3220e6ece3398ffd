import { apiMethods } from "~/utils/api.server";
import { buildOpenApiDocument } from "~/utils/openapi.server";
import type { CachePolicy } from "~/utils/cache-control.server";

export const cachePolicy = "public" satisfies CachePolicy;

// The plain OpenAPI document (tools expect it unwrapped, not in the envelope),
// generated from the zod schemas and the route table (utils/openapi-routes.server.ts).
export const { loader, action } = apiMethods({
  GET: () =>
    new Response(JSON.stringify(buildOpenApiDocument()), {
      headers: { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "public, max-age=300" },
    }),
}, { cache: cachePolicy });
