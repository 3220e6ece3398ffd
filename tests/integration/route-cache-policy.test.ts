import fs from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { apiLoaderPolicy } from "~/utils/api.server";
import { declaredPolicy, registerRoutes, routePolicy } from "~/utils/cache-control.server";
import { appRoutes, type AppRoute } from "./app-routes";

// Issue 12, section 4: each route declares its cache policy where it is defined
// (`export const cachePolicy = "public" satisfies CachePolicy`), and
// utils/cache-control.server.ts alone reads it (docs/decisions/0014).

let routes: Record<string, AppRoute>;
beforeAll(async () => {
  routes = await appRoutes();
  registerRoutes(routes);
});

describe("every route declares a cache policy", () => {
  it("each file in app/routes, and the root, says public, personal or no-store", () => {
    const files = fs.readdirSync(path.resolve(import.meta.dirname, "../../app/routes")).filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f));
    const byFile = new Map(Object.values(routes).map((route) => [route.file, route]));
    expect(files.length).toBeGreaterThan(50);
    const undeclared = ["root.tsx", ...files.map((f) => `routes/${f}`)].filter((file) => {
      const route = byFile.get(file);
      expect(route, `${file} is a route of the build`).toBeDefined();
      return !declaredPolicy(route?.module);
    });
    expect(undeclared, 'add `export const cachePolicy = "public" | "personal" | "no-store" satisfies CachePolicy;`').toEqual([]);
  });

  it("no resource route exports a handle: Remix would ship it to the browser with the route's top-level server code", () => {
    const resource = Object.values(routes).filter((route) => !("default" in route.module));
    expect(resource.length).toBeGreaterThan(30);
    expect(resource.filter((route) => "handle" in route.module).map((route) => route.file)).toEqual([]);
  });

  it("an API route's loader applies the policy its route declares", () => {
    const api = Object.values(routes).filter((route) => route.id.startsWith("routes/api."));
    expect(api.length).toBeGreaterThan(30);
    for (const route of api) {
      const applied = apiLoaderPolicy(route.module.loader);
      if (applied === undefined) continue; // no loader: writes only, never stored
      expect(applied, `${route.file}: pass \`{ cache: cachePolicy }\` to apiMethods`).toBe(declaredPolicy(route.module));
    }
  });
});

describe("the declarations keep each page's policy", () => {
  // The pages the regular expressions of utils/cache-control.server.ts used to name, by policy.
  const expected = {
    public: ["/", "/shop", "/product/prod_1", "/about", "/contact", "/size-guide", "/shipping", "/returns", "/privacy", "/terms", "/cookies"],
    personal: ["/cart", "/wishlist", "/login", "/register", "/forgot-password", "/auth-test", "/no-such-page"],
    "no-store": [
      "/account",
      "/checkout",
      "/admin",
      "/admin/orders/o1",
      "/admin/products/new",
      "/order/o1",
      "/addresses",
      "/change-password",
      "/payments/simulator",
      "/payments/result",
      "/payments/callback",
      "/reset-password",
      "/newsletter",
      "/newsletter/confirm",
    ],
  } as const;

  it("for documents and their data requests", () => {
    for (const [policy, paths] of Object.entries(expected)) {
      for (const page of paths) {
        expect(routePolicy(page), page).toBe(policy);
        expect(routePolicy(page === "/" ? "/_root.data" : `${page}.data`), `${page} data`).toBe(policy);
      }
    }
  });

  it("for the API: catalogue reads are public, the rest no-store", () => {
    for (const api of ["/api/products", "/api/products/p1", "/api/products/featured", "/api/products/new-arrivals", "/api/products/search", "/api/products/category/c1", "/api/categories", "/api/categories/c1", "/api/openapi.json"]) {
      expect(routePolicy(api), api).toBe("public");
    }
    for (const api of ["/api/products/p1/reviews", "/api/cart", "/api/orders", "/api/auth/profile", "/api/admin/orders", "/api/health", "/api/nope"]) {
      expect(routePolicy(api), api).toBe("no-store");
    }
  });
});
