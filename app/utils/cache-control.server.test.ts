import { describe, expect, it } from "vitest";
import {
  API_NO_STORE,
  apiCacheControl,
  cacheControlFor,
  declaredPolicy,
  NO_STORE_CACHE,
  pagePath,
  PERSONAL_PAGE_CACHE,
  PUBLIC_API_CACHE,
  PUBLIC_PAGE_CACHE,
  setCacheHeaders,
  strictestPolicy,
} from "~/utils/cache-control.server";

const req = (path: string, cookie?: string, method = "GET", headers: Record<string, string> = {}) =>
  new Request(`http://localhost${path}`, { method, headers: { ...headers, ...(cookie ? { Cookie: cookie } : {}) } });

describe("cacheControlFor (documents and data requests)", () => {
  it("lets shared caches keep a public route's page for cookie-less visitors, with stale-while-revalidate", () => {
    for (const path of ["/", "/shop", "/shop?category=silk-sarees", "/product/abc", "/shop.data"]) {
      expect(cacheControlFor("public", req(path), 200), path).toBe(PUBLIC_PAGE_CACHE);
    }
    expect(PUBLIC_PAGE_CACHE).toContain("stale-while-revalidate");
  });

  it("keeps public pages private once the visitor has a session, a guest cart or a toast", () => {
    for (const cookie of ["__session=abc", "theme=x; __guest=abc", "__toast=abc"]) {
      expect(cacheControlFor("public", req("/shop", cookie), 200), cookie).toBe(PERSONAL_PAGE_CACHE);
    }
    expect(cacheControlFor("public", req("/shop", "other=1"), 200)).toBe(PUBLIC_PAGE_CACHE);
  });

  it("never stores a no-store route's page, even for anonymous visitors", () => {
    expect(cacheControlFor("no-store", req("/account"), 200)).toBe(NO_STORE_CACHE);
    expect(cacheControlFor("no-store", req("/checkout", "__session=abc", "POST"), 303)).toBe(NO_STORE_CACHE);
  });

  it("does not publicly cache errors, posts or personal routes", () => {
    expect(cacheControlFor("public", req("/product/missing"), 404)).toBe(PERSONAL_PAGE_CACHE);
    expect(cacheControlFor("public", req("/shop", undefined, "POST"), 200)).toBe(PERSONAL_PAGE_CACHE);
    expect(cacheControlFor("public", req("/shop", undefined, "HEAD"), 200)).toBe(PERSONAL_PAGE_CACHE);
    expect(cacheControlFor("personal", req("/cart"), 200)).toBe(PERSONAL_PAGE_CACHE);
  });

  it("sets the declared policy's value and varies on Cookie", () => {
    const headers = new Headers({ "Cache-Control": "public, max-age=999" });
    setCacheHeaders(headers, req("/account"), 200, "no-store");
    expect(headers.get("Cache-Control")).toBe(NO_STORE_CACHE);
    expect(headers.get("Vary")).toContain("Cookie");
  });
});

describe("a route's declaration", () => {
  it("is read from the cachePolicy export (never from handle, which Remix ships to the browser); anything else is no declaration", () => {
    expect(declaredPolicy({ cachePolicy: "public" })).toBe("public");
    expect(declaredPolicy({ handle: { layout: "admin" }, cachePolicy: "no-store" })).toBe("no-store");
    for (const module of [undefined, {}, { handle: { cache: "public" } }, { cachePolicy: "shared" }, { handle: "public" }]) {
      expect(declaredPolicy(module)).toBeUndefined();
    }
  });

  it("a page is as strict as the strictest route it renders; a route without one counts as personal", () => {
    const root = { cachePolicy: "public" };
    expect(strictestPolicy([root, { cachePolicy: "public" }])).toBe("public");
    expect(strictestPolicy([root, { cachePolicy: "no-store" }, { cachePolicy: "public" }])).toBe("no-store");
    expect(strictestPolicy([root, {}])).toBe("personal");
    expect(strictestPolicy([])).toBe("no-store");
  });

  it("page paths drop .data and trailing slashes; the home page's data is /_root.data", () => {
    expect(pagePath("/shop.data")).toBe("/shop");
    expect(pagePath("/shop/")).toBe("/shop");
    expect(pagePath("/_root.data")).toBe("/");
    expect(pagePath("/")).toBe("/");
  });
});

describe("apiCacheControl (the JSON API)", () => {
  const answer = (request: Request, status = 200, signedIn = false, own?: string) => ({ request, status, signedIn, own });

  it("makes a public route's successful anonymous reads public", () => {
    expect(apiCacheControl("public", answer(req("/api/products")))).toBe(PUBLIC_API_CACHE);
    expect(apiCacheControl("public", answer(req("/api/products", undefined, "HEAD")))).toBe(PUBLIC_API_CACHE);
    expect(apiCacheControl("public", answer(req("/api/openapi.json"), 200, false, "public, max-age=300"))).toBe("public, max-age=300");
  });

  it("is no-store for tokens, signed-in callers, failures, writes and every other route", () => {
    expect(apiCacheControl("public", answer(req("/api/products", undefined, "GET", { Authorization: "Bearer t" })))).toBe(API_NO_STORE);
    expect(apiCacheControl("public", answer(req("/api/categories?includeInactive=true"), 200, true))).toBe(API_NO_STORE);
    expect(apiCacheControl("public", answer(req("/api/products/x"), 404))).toBe(API_NO_STORE);
    expect(apiCacheControl("public", answer(req("/api/products", undefined, "POST"), 201))).toBe(API_NO_STORE);
    expect(apiCacheControl("no-store", answer(req("/api/health"), 200, false, "public, max-age=60"))).toBe(API_NO_STORE);
    expect(apiCacheControl("personal", answer(req("/api/cart")))).toBe(API_NO_STORE);
  });
});

describe("the cookie parser", () => {
  it("is the one Remix's createCookie uses (the same module file), so the cache and Remix agree on who is signed in", async () => {
    const { createRequire } = await import("node:module");
    const fromApp = createRequire(import.meta.url).resolve("cookie");
    const runtime = createRequire(import.meta.url).resolve("@remix-run/server-runtime");
    const fromRemix = createRequire(runtime).resolve("cookie");
    expect(fromApp).toBe(fromRemix);
  });

  it("treats a space or tab before '=' as Remix does", () => {
    for (const cookie of ["__session =abc", "x=1;\t__guest\t=abc", "__toast = abc"]) {
      expect(cacheControlFor("public", req("/shop", cookie), 200), cookie).toBe(PERSONAL_PAGE_CACHE);
    }
  });
});
