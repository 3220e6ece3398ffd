import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import * as openapiRoute from "~/routes/api.openapi[.]json";
import { buildOpenApiDocument, type OpenApiDocument } from "~/utils/openapi.server";
import { callLoader, jsonRequest } from "./helpers";

// /api/openapi.json is generated from the zod schemas and the route table
// (utils/openapi-routes.server.ts). These checks fail when an app/routes/api.*
// file is not in the document (or a documented path has no route file), or when
// the methods differ from the ones the route module answers.

const ROUTES_DIR = path.resolve(__dirname, "../../app/routes");
const NOT_DOCUMENTED = new Set(["api.$.ts", "api.openapi[.]json.ts"]); // the 404 catch-all and the document itself

/** Remix flat-route file name -> OpenAPI path: dots separate segments, `[.]` is a literal dot, `$id` is `{id}`. */
function apiPathOf(file: string): string {
  const name = file.replace(/\.tsx?$/, "").replace(/\[\.\]/g, "\0");
  const segments = name.split(".").map((s) => s.replace(/\0/g, ".").replace(/^\$(\w+)$/, "{$1}"));
  return `/${segments.join("/")}`;
}

const METHODS = ["get", "post", "put", "patch", "delete"];

/** The methods a route module answers: apiMethods refuses any other with 405 and an Allow header. */
async function methodsOf(file: string): Promise<string[]> {
  const mod = (await import(/* @vite-ignore */ path.join(ROUTES_DIR, file))) as {
    loader?: (args: unknown) => Promise<Response>;
    action?: (args: unknown) => Promise<Response>;
  };
  if (!mod.action) return mod.loader ? ["get"] : [];
  const res = await mod.action({ request: new Request("http://localhost/x", { method: "OPTIONS" }), params: {}, context: {} }).catch((e: unknown) => e as Response);
  const allow = res instanceof Response ? res.headers.get("Allow") : null;
  if (!allow) throw new Error(`${file}: no Allow header on an unsupported method`);
  return allow
    .split(",")
    .map((m) => m.trim().toLowerCase())
    .filter((m) => METHODS.includes(m))
    .sort();
}

/** Differences between the route files (with their methods) and the document's paths. */
function compareRoutes(expected: Record<string, string[]>, doc: Pick<OpenApiDocument, "paths">): string[] {
  const problems: string[] = [];
  for (const [p, methods] of Object.entries(expected)) {
    const documented = Object.keys(doc.paths[p] ?? {}).filter((m) => METHODS.includes(m)).sort();
    if (!doc.paths[p]) problems.push(`${p} is missing from the document`);
    else if (documented.join() !== [...methods].sort().join()) problems.push(`${p}: route answers ${methods.join(", ")}, document has ${documented.join(", ")}`);
  }
  for (const p of Object.keys(doc.paths)) {
    if (p !== "/api/openapi.json" && !(p in expected)) problems.push(`${p} is documented but has no app/routes file`);
  }
  return problems;
}

async function routeFiles(): Promise<Record<string, string[]>> {
  const files = fs.readdirSync(ROUTES_DIR).filter((f) => /^api\..+\.tsx?$/.test(f) && !NOT_DOCUMENTED.has(f));
  const out: Record<string, string[]> = {};
  for (const f of files) out[apiPathOf(f)] = await methodsOf(f);
  return out;
}

describe("the generated OpenAPI document", () => {
  it("derives paths from Remix flat-route file names", () => {
    expect(apiPathOf("api.products.$id.toggle-status.ts")).toBe("/api/products/{id}/toggle-status");
    expect(apiPathOf("api.openapi[.]json.ts")).toBe("/api/openapi.json");
    expect(apiPathOf("api.wishlist.$productId.ts")).toBe("/api/wishlist/{productId}");
  });

  it("documents every app/routes/api.* route with exactly the methods it answers", async () => {
    const expected = await routeFiles();
    expect(Object.keys(expected).length).toBeGreaterThan(45);
    expect(compareRoutes(expected, buildOpenApiDocument())).toEqual([]);
  });

  it("fails when a route file is missing from the document", async () => {
    const expected = { ...(await routeFiles()), "/api/gift-cards/{id}": ["get"] };
    const doc = buildOpenApiDocument();
    expect(compareRoutes(expected, doc)).toEqual(["/api/gift-cards/{id} is missing from the document"]);
    const { ["/api/admin/orders/{id}/refunds"]: _refunds, ...rest } = doc.paths;
    expect(compareRoutes(await routeFiles(), { paths: rest })).toEqual(["/api/admin/orders/{id}/refunds is missing from the document"]);
  });

  it("is served as plain JSON, every $ref resolves, and the status lists come from one place", async () => {
    const res = await callLoader(openapiRoute, jsonRequest("GET", "/api/openapi.json"));
    expect(res.status).toBe(200);
    const doc = JSON.parse(await res.text());
    expect(doc.openapi).toBe("3.1.0");
    const refs = [...JSON.stringify(doc).matchAll(/"\$ref":"#\/([^"]+)"/g)].map((m) => m[1]);
    for (const ref of new Set(refs)) {
      const target = ref.split("/").reduce<Record<string, unknown> | undefined>((node, key) => node?.[key] as Record<string, unknown> | undefined, doc);
      expect(target, ref).toBeDefined();
    }
    const order = doc.components.schemas.Order.properties;
    expect(order.orderStatus.enum).toEqual(["pending", "confirmed", "processing", "shipped", "delivered", "cancelled", "returned"]);
    expect(order.paymentStatus.enum).toEqual(["pending", "paid", "failed", "partially_refunded", "refunded"]);
    // GET /api/orders lists the documented order shape (API.md), not summaries.
    const list = doc.paths["/api/orders"].get.responses["200"].content["application/json"].schema.properties.data;
    expect(list.properties.orders.items).toEqual({ $ref: "#/components/schemas/Order" });
    // Request bodies come from the zod schemas the routes parse.
    const refund = doc.paths["/api/admin/orders/{id}/refunds"].post.requestBody.content["application/json"].schema;
    expect(refund.required).toEqual(expect.arrayContaining(["amount", "reason"]));
  });
});
