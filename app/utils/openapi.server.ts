import { extendZodWithOpenApi, OpenAPIRegistry, OpenApiGeneratorV31, type RouteConfig } from "@asteasolutions/zod-to-openapi";
import { z } from "zod";
import * as common from "~/schemas/api/common";
import { API_ROUTES, NAMED_SCHEMAS, type ApiRoute } from "~/utils/openapi-routes.server";

// The OpenAPI 3.1 document served at GET /api/openapi.json, generated from the
// zod schemas and the one route table (openapi-routes.server.ts) with
// @asteasolutions/zod-to-openapi (docs/decisions/0012-openapi-from-schemas.md).
// Server-only: the library never reaches a browser bundle.

extendZodWithOpenApi(z);

const ERROR_RESPONSES: Record<number, { name: string; description: string; headers?: Record<string, { description?: string; schema: { type: "string" | "integer" } }> }> = {
  400: { name: "ValidationError", description: "Validation failed (one `errors` item per bad field), malformed JSON, or a bad query value" },
  401: { name: "Unauthorized", description: "Missing, invalid or expired token", headers: { "WWW-Authenticate": { schema: { type: "string" } } } },
  402: { name: "PaymentRequired", description: "No verified, unused payment of exactly the total" },
  403: { name: "Forbidden", description: "Authenticated but not allowed (wrong role or deactivated account)" },
  404: { name: "NotFound", description: "Unknown id or route" },
  405: { name: "MethodNotAllowed", description: "The route does not support this method", headers: { Allow: { schema: { type: "string" } } } },
  409: { name: "Conflict", description: "Conflict (e-mail taken, not enough stock, amount mismatch, already cancelled)" },
  413: { name: "PayloadTooLarge", description: "Body over 1 MiB" },
  415: { name: "UnsupportedMediaType", description: "Body not sent as application/json" },
  429: {
    name: "TooManyRequests",
    description: "Too many attempts",
    headers: { "Retry-After": { description: "Seconds to wait", schema: { type: "integer" } } },
  },
  500: { name: "InternalError", description: "'Internal server error' (no details)" },
  503: { name: "ServiceUnavailable", description: "The database does not answer" },
};

/**
 * Gives a doc-only schema a component name so every use becomes a $ref. The
 * schema objects in app/schemas/api stay plain zod (no library import there);
 * this sets the same metadata `.openapi(name)` would, on the shared instance.
 */
function nameSchema(name: string, schema: z.ZodTypeAny) {
  const def = schema._def as { openapi?: { _internal?: Record<string, unknown>; metadata?: unknown } };
  def.openapi = { ...def.openapi, _internal: { ...def.openapi?._internal, refId: name } };
}

/** The ZodObject under refinements and transforms (a query's parameters are its keys). */
function objectOf(schema: z.ZodTypeAny): z.AnyZodObject {
  let s = schema;
  while (s instanceof z.ZodEffects) s = s.innerType();
  if (!(s instanceof z.ZodObject)) throw new Error("An API query schema must be a zod object");
  return s;
}

const pathParams = (path: string) => [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
const jsonContent = (schema: z.ZodTypeAny) => ({ "application/json": { schema } });

function errorStatuses(route: ApiRoute): number[] {
  const statuses = new Set<number>([405, 500, ...(route.errors ?? [])]);
  if (route.body) [400, 413, 415].forEach((s) => statuses.add(s));
  if (route.query) statuses.add(400);
  if (route.auth) [401, 403].forEach((s) => statuses.add(s));
  return [...statuses].sort((a, b) => a - b);
}

function toRouteConfig(route: ApiRoute): RouteConfig {
  const params = pathParams(route.path);
  const responses: RouteConfig["responses"] = route.raw
    ? { 200: { description: route.successMessage ?? "Success", content: jsonContent(route.data ?? z.object({}).passthrough()) } }
    : {
        [route.status ?? 200]: {
          description: route.successMessage ?? "Success",
          content: jsonContent(
            common.EnvelopeSchema.extend({ success: z.literal(true), data: route.data ?? z.null() }).omit({ errors: true }),
          ),
        },
      };
  if (!route.raw) {
    for (const status of errorStatuses(route)) {
      const known = ERROR_RESPONSES[status];
      responses[status] = known ? { $ref: `#/components/responses/${known.name}` } : { description: `Error ${status}` };
    }
  }
  return {
    method: route.method,
    path: route.path,
    summary: route.summary,
    ...(route.description ? { description: route.description } : {}),
    tags: route.tags,
    security: route.auth ? [{ bearerAuth: [] }] : [],
    request: {
      ...(params.length ? { params: z.object(Object.fromEntries(params.map((p) => [p, z.string()]))) } : {}),
      ...(route.query ? { query: objectOf(route.query) } : {}),
      ...(route.body ? { body: { required: true, content: jsonContent(route.body) } } : {}),
    },
    responses,
  };
}

type Generated = ReturnType<OpenApiGeneratorV31["generateDocument"]>;
/** The document, with `paths` always present (one entry per path, one key per method). */
export type OpenApiDocument = Omit<Generated, "paths"> & { paths: Record<string, Record<string, Record<string, unknown>>> };

let cached: OpenApiDocument | undefined;

export function buildOpenApiDocument(): OpenApiDocument {
  if (cached) return cached;
  const registry = new OpenAPIRegistry();
  for (const [name, schema] of Object.entries(NAMED_SCHEMAS)) {
    nameSchema(name, schema);
    registry.register(name, schema);
  }
  registry.registerComponent("securitySchemes", "bearerAuth", { type: "http", scheme: "bearer", bearerFormat: "JWT" });
  for (const { name, description, headers } of Object.values(ERROR_RESPONSES)) {
    const body = name === "ValidationError" ? "ValidationErrorEnvelope" : "ErrorEnvelope";
    registry.registerComponent("responses", name, {
      description,
      ...(headers ? { headers } : {}),
      content: { "application/json": { schema: { $ref: `#/components/schemas/${body}` } } },
    });
  }
  for (const route of API_ROUTES) registry.registerPath(toRouteConfig(route));
  const tags = [...new Set(API_ROUTES.flatMap((r) => r.tags))].map((name) => ({ name }));
  const doc = new OpenApiGeneratorV31(registry.definitions).generateDocument({
    openapi: "3.1.0",
    info: {
      title: "Surat Ethnic Wear API",
      version: "1.0.0",
      description:
        "JSON API of the store. Every response is the envelope { success, message, data, errors?, timestamp }. " +
        "Bodies are application/json (415 otherwise), at most 1 MiB (413). Prices are rupees; ids are opaque strings.",
    },
    servers: [{ url: "/" }],
    tags,
  });
  cached = { ...doc, paths: (doc.paths ?? {}) as OpenApiDocument["paths"] };
  return cached;
}
