import { afterEach, describe, expect, it } from "vitest";
import { resetEnvCache } from "./env.server";
import { absoluteUrl, loginUrl, productUrl } from "./urls";
import { appUrl, siteUrl } from "./urls.server";

const saved = { ...process.env };
afterEach(() => {
  process.env = { ...saved };
  resetEnvCache();
});

function withEnv(vars: Record<string, string | undefined>) {
  process.env = { ...saved, ...vars } as NodeJS.ProcessEnv;
  for (const [k, v] of Object.entries(vars)) if (v === undefined) delete process.env[k];
  resetEnvCache();
}

describe("productUrl", () => {
  it("is /product/<id>, the id percent-encoded", () => {
    expect(productUrl("cm3abc123")).toBe("/product/cm3abc123");
    expect(productUrl("a b/c?d")).toBe("/product/a%20b%2Fc%3Fd");
  });
});

describe("loginUrl", () => {
  it("is /login without a target", () => {
    expect(loginUrl()).toBe("/login");
    expect(loginUrl("")).toBe("/login");
  });

  it("carries the target as an encoded redirect parameter", () => {
    expect(loginUrl("/checkout")).toBe("/login?redirect=%2Fcheckout");
    expect(loginUrl("/account?tab=orders")).toBe("/login?redirect=%2Faccount%3Ftab%3Dorders");
    expect(loginUrl(productUrl("p1"))).toBe(`/login?redirect=${encodeURIComponent("/product/p1")}`);
  });

  it("round-trips the target through URLSearchParams", () => {
    const target = "/addresses?edit=1&x=ä b";
    expect(new URL(loginUrl(target), "http://x").searchParams.get("redirect")).toBe(target);
  });
});

describe("absoluteUrl", () => {
  it("puts a path on the origin, with exactly one slash", () => {
    expect(absoluteUrl("https://shop.example.in", "/shop")).toBe("https://shop.example.in/shop");
    expect(absoluteUrl("https://shop.example.in", "images/a.svg")).toBe("https://shop.example.in/images/a.svg");
    expect(absoluteUrl("https://shop.example.in", "/")).toBe("https://shop.example.in/");
  });

  it("leaves an absolute URL as it is", () => {
    expect(absoluteUrl("https://shop.example.in", "https://cdn.example.com/a.jpg")).toBe("https://cdn.example.com/a.jpg");
    expect(absoluteUrl("https://shop.example.in", "http://cdn.example.com/a.jpg")).toBe("http://cdn.example.com/a.jpg");
  });
});

describe("appUrl and siteUrl", () => {
  it("is APP_URL's origin without a trailing slash, or http://localhost:$PORT outside production", () => {
    withEnv({ NODE_ENV: "test", APP_URL: "https://Shop.Example.in/", PORT: "4100" });
    expect(appUrl()).toBe("https://shop.example.in");
    withEnv({ NODE_ENV: "development", APP_URL: undefined, PORT: "4100" });
    expect(appUrl()).toBe("http://localhost:4100");
  });

  it("builds absolute URLs on that origin", () => {
    withEnv({ NODE_ENV: "test", APP_URL: "https://shop.example.in", PORT: "4100" });
    expect(siteUrl("/sitemap.xml")).toBe("https://shop.example.in/sitemap.xml");
    expect(siteUrl(`/shop?category=${encodeURIComponent("silk sarees")}`)).toBe("https://shop.example.in/shop?category=silk%20sarees");
    expect(siteUrl(productUrl("p1"))).toBe("https://shop.example.in/product/p1");
  });
});
