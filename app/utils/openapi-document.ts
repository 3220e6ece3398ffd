// The OpenAPI 3.1 document served at GET /api/openapi.json: the storefront
// groups of openapi.ts plus the admin groups (one file per admin area, so the
// areas can grow without touching each other).
import { RESPONSES, SCHEMAS, STOREFRONT_PATH_GROUPS, type PathGroup } from "~/utils/openapi";
import { adminInsightPaths } from "~/utils/openapi-admin/insights";
import { adminOrderPaths } from "~/utils/openapi-admin/orders";
import { adminPeoplePaths } from "~/utils/openapi-admin/people";
import { adminProductPaths } from "~/utils/openapi-admin/products";

const PATH_GROUPS: PathGroup[] = [...STOREFRONT_PATH_GROUPS, adminProductPaths, adminOrderPaths, adminPeoplePaths, adminInsightPaths];

export function buildOpenApiDocument() {
  const paths: PathGroup = {};
  for (const group of PATH_GROUPS) {
    for (const [path, methods] of Object.entries(group)) paths[path] = { ...paths[path], ...methods };
  }
  return {
    openapi: "3.1.0",
    info: {
      title: "Surat Ethnic Wear API",
      version: "1.0.0",
      description:
        "JSON API of the store. Every response is the envelope { success, message, data, errors?, timestamp }. " +
        "Bodies are application/json (415 otherwise), at most 1 MiB (413). Prices are rupees; ids are opaque strings.",
    },
    servers: [{ url: "/" }],
    tags: [{ name: "Auth" }, { name: "System" }, { name: "Catalogue" }, { name: "Wishlist" }, { name: "Cart" }, { name: "Admin" }],
    paths,
    components: {
      schemas: SCHEMAS,
      responses: RESPONSES,
      securitySchemes: { bearerAuth: { type: "http", scheme: "bearer", bearerFormat: "JWT" } },
    },
  };
}
