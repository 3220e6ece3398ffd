import { describe, expect, it } from "vitest";
import { backTo, refererPath } from "~/utils/back-to.server";

const post = (fields: Record<string, string>, headers: Record<string, string> = {}) => {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  return { request: new Request("http://shop.test/cart", { method: "POST", headers: { Host: "shop.test", ...headers } }), form };
};

describe("backTo: where a form post without JavaScript goes back to", () => {
  it("the form's redirectTo first, checked as before", () => {
    const { request, form } = post({ redirectTo: "/shop?page=2" }, { Referer: "http://shop.test/about" });
    expect(backTo(request, form, "/cart")).toBe("/shop?page=2");
    const evil = post({ redirectTo: "//evil.example/x" }, { Referer: "http://shop.test/about" });
    expect(backTo(evil.request, evil.form, "/cart")).toBe("/cart");
  });

  it("else the page it was posted from (the Referer's path and query, this host only)", () => {
    const { request, form } = post({}, { Referer: "http://shop.test/shop?category=silk-sarees&page=2" });
    expect(backTo(request, form, "/cart")).toBe("/shop?category=silk-sarees&page=2");
    // Behind a proxy the Referer may be https while the server sees http: the host decides.
    const proxied = post({}, { Referer: "https://shop.test/product/p1?color=Red" });
    expect(backTo(proxied.request, proxied.form, "/cart")).toBe("/product/p1?color=Red");
  });

  it("else the fallback: no Referer, another site's, or not a URL", () => {
    for (const headers of [{}, { Referer: "https://evil.example/shop" }, { Referer: "not a url" }] as Array<Record<string, string>>) {
      const { request, form } = post({}, headers);
      expect(backTo(request, form, "/wishlist")).toBe("/wishlist");
    }
    expect(refererPath(new Request("http://shop.test/cart", { headers: { Referer: "http://shop.test.evil.example/" } }))).toBeNull();
  });
});
