import { apiMethods } from "~/utils/api.server";
import { buildOpenApiDocument } from "~/utils/openapi-document";

// The plain OpenAPI document (tools expect it unwrapped, not in the envelope).
export const { loader, action } = apiMethods({
  GET: () =>
    new Response(JSON.stringify(buildOpenApiDocument()), {
      headers: { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "public, max-age=300" },
    }),
});
