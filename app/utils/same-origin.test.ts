import { describe, expect, it } from "vitest";
import { crossSiteRefusal, unsupportedBodyRefusal } from "~/utils/same-origin";

const base = { method: "POST", path: "/cart", host: "shop.example:3000", origin: undefined, secFetchSite: undefined };

describe("crossSiteRefusal", () => {
  it("lets reads through whatever their origin", () => {
    expect(crossSiteRefusal({ ...base, method: "GET", origin: "https://evil.example" })).toBeNull();
    expect(crossSiteRefusal({ ...base, method: "HEAD", secFetchSite: "cross-site" })).toBeNull();
  });

  it("accepts a post from this site", () => {
    expect(crossSiteRefusal({ ...base, origin: "http://shop.example:3000", secFetchSite: "same-origin" })).toBeNull();
    expect(crossSiteRefusal({ ...base, origin: "http://SHOP.example:3000" })).toBeNull();
  });

  it("refuses a post from another origin, a sibling subdomain or an opaque origin", () => {
    expect(crossSiteRefusal({ ...base, origin: "https://evil.example" })).toMatch(/not this site/);
    expect(crossSiteRefusal({ ...base, origin: "http://shop.example:4000" })).toMatch(/not this site/);
    expect(crossSiteRefusal({ ...base, origin: "null" })).toBe("opaque origin");
    expect(crossSiteRefusal({ ...base, origin: "::::" })).toMatch(/malformed/);
    expect(crossSiteRefusal({ ...base, method: "DELETE", path: "/api/cart/clear", origin: "https://evil.example" })).not.toBeNull();
  });

  it("falls back to Sec-Fetch-Site when there is no Origin", () => {
    expect(crossSiteRefusal({ ...base, secFetchSite: "cross-site" })).toMatch(/cross-site/);
    expect(crossSiteRefusal({ ...base, secFetchSite: "same-site" })).toMatch(/same-site/);
    expect(crossSiteRefusal({ ...base, secFetchSite: "same-origin" })).toBeNull();
    expect(crossSiteRefusal({ ...base, secFetchSite: "none" })).toBeNull();
  });

  it("lets non-browser clients (no Origin, no Sec-Fetch-Site) through", () => {
    expect(crossSiteRefusal({ ...base, path: "/api/orders" })).toBeNull();
  });

  it("lets Razorpay post back to the callback and the webhook", () => {
    expect(crossSiteRefusal({ ...base, path: "/payments/callback", origin: "https://api.razorpay.com" })).toBeNull();
    expect(crossSiteRefusal({ ...base, path: "/api/payments/webhook", origin: "https://api.razorpay.com" })).toBeNull();
  });

  it("refuses when the Host is unknown but an Origin is given", () => {
    expect(crossSiteRefusal({ ...base, host: undefined, origin: "http://shop.example:3000" })).not.toBeNull();
  });
});

describe("unsupportedBodyRefusal", () => {
  it("lets forms and the JSON API through and refuses other bodies sent to screens", () => {
    expect(unsupportedBodyRefusal({ method: "POST", path: "/cart", contentType: "application/x-www-form-urlencoded" })).toBeNull();
    expect(unsupportedBodyRefusal({ method: "POST", path: "/admin/products/new", contentType: "multipart/form-data; boundary=abc" })).toBeNull();
    expect(unsupportedBodyRefusal({ method: "POST", path: "/api/cart/add", contentType: "application/json" })).toBeNull();
    expect(unsupportedBodyRefusal({ method: "GET", path: "/cart", contentType: undefined })).toBeNull();
    expect(unsupportedBodyRefusal({ method: "POST", path: "/cart", contentType: "application/json" })).toMatch(/not a form/);
    expect(unsupportedBodyRefusal({ method: "POST", path: "/contact", contentType: "text/plain;charset=UTF-8" })).toMatch(/not a form/);
    expect(unsupportedBodyRefusal({ method: "DELETE", path: "/addresses", contentType: undefined })).toMatch(/without a form/);
    expect(unsupportedBodyRefusal({ method: "POST", path: "/apis", contentType: "application/json" })).not.toBeNull();
  });
});

describe("crossSiteRefusal with APP_URL as the truth (issue 11)", () => {
  const app = { ...base, host: "shop.example.in", appOrigin: "https://shop.example.in" };

  it("accepts a post whose Origin is APP_URL's origin", () => {
    expect(crossSiteRefusal({ ...app, origin: "https://shop.example.in", production: true })).toBeNull();
    expect(crossSiteRefusal({ ...app, origin: "https://SHOP.example.in", production: true })).toBeNull();
  });

  it("in production, refuses any other Origin even when it matches the Host the client sent", () => {
    // A Host (or X-Forwarded-Host) is whatever the client or a proxy says; APP_URL is the site.
    expect(crossSiteRefusal({ ...app, host: "evil.example", origin: "https://evil.example", production: true })).toMatch(/not this site/);
    // The same host over plain http is another origin (a page a network attacker can write).
    expect(crossSiteRefusal({ ...app, origin: "http://shop.example.in", production: true })).toMatch(/not this site/);
    expect(crossSiteRefusal({ ...app, origin: "https://shop.example.in:8443", production: true })).toMatch(/not this site/);
  });

  it("outside production, also accepts an Origin that matches the Host (http://127.0.0.1:3000 while APP_URL says localhost)", () => {
    expect(crossSiteRefusal({ ...base, host: "127.0.0.1:3000", appOrigin: "http://localhost:3000", origin: "http://127.0.0.1:3000", production: false })).toBeNull();
    expect(crossSiteRefusal({ ...base, host: "127.0.0.1:3000", appOrigin: "http://localhost:3000", origin: "https://evil.example", production: false })).toMatch(/not this site/);
  });
});
