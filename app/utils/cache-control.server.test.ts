import { describe, expect, it } from "vitest";
import { cacheControlFor, NO_STORE_CACHE, PERSONAL_PAGE_CACHE, PUBLIC_PAGE_CACHE, setCacheHeaders } from "~/utils/cache-control.server";

const req = (path: string, cookie?: string, method = "GET") =>
  new Request(`http://localhost${path}`, { method, headers: cookie ? { Cookie: cookie } : {} });

describe("cacheControlFor", () => {
  it("lets shared caches keep catalogue pages for cookie-less visitors, with stale-while-revalidate", () => {
    for (const path of ["/", "/shop", "/shop?category=silk-sarees", "/product/abc", "/about", "/size-guide", "/shop.data"]) {
      expect(cacheControlFor(req(path), 200), path).toBe(PUBLIC_PAGE_CACHE);
    }
    expect(PUBLIC_PAGE_CACHE).toContain("stale-while-revalidate");
  });

  it("keeps pages private once the visitor has a session, a guest cart or a toast", () => {
    for (const cookie of ["__session=abc", "theme=x; __guest=abc", "__toast=abc"]) {
      expect(cacheControlFor(req("/shop", cookie), 200), cookie).toBe(PERSONAL_PAGE_CACHE);
    }
    expect(cacheControlFor(req("/shop", "other=1"), 200)).toBe(PUBLIC_PAGE_CACHE);
  });

  it("never stores account, checkout, order and admin pages, even for anonymous visitors", () => {
    for (const path of ["/account", "/checkout", "/admin", "/admin/orders/1", "/order/abc", "/addresses", "/payments/simulator"]) {
      expect(cacheControlFor(req(path), 200), path).toBe(NO_STORE_CACHE);
    }
  });

  it("does not publicly cache errors, posts or personal pages", () => {
    expect(cacheControlFor(req("/product/missing"), 404)).toBe(PERSONAL_PAGE_CACHE);
    expect(cacheControlFor(req("/shop", undefined, "POST"), 200)).toBe(PERSONAL_PAGE_CACHE);
    expect(cacheControlFor(req("/cart"), 200)).toBe(PERSONAL_PAGE_CACHE);
    expect(cacheControlFor(req("/wishlist"), 200)).toBe(PERSONAL_PAGE_CACHE);
  });

  it("keeps a route's own choice and varies on Cookie", () => {
    const headers = new Headers({ "Cache-Control": "private, no-store" });
    setCacheHeaders(headers, req("/shop"), 200);
    expect(headers.get("Cache-Control")).toBe("private, no-store");
    expect(headers.get("Vary")).toContain("Cookie");
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
      expect(cacheControlFor(req("/shop", cookie), 200), cookie).toBe(PERSONAL_PAGE_CACHE);
    }
  });
});
