import { describe, expect, it } from "vitest";
import * as robots from "~/routes/robots[.]txt";
import * as cartRoute from "~/routes/cart";
import * as checkoutRoute from "~/routes/checkout";
import * as loginRoute from "~/routes/login";

// Decision 0039: /cart and /checkout are kept out of search results by what a crawler (no cookie)
// gets there, not by robots.txt (which stops crawling, not indexing): an empty cart says noindex,
// /checkout redirects to sign-in (tests/e2e/home.spec.ts). A cart with items is only ever its owner's.

type Meta = Array<Record<string, string>>;
const matches = [{ id: "root", data: { shop: { name: "Surat Ethnic Wear" } } }];
const cartMeta = (lines: unknown[] | undefined) =>
  cartRoute.meta({ data: lines ? { cart: { lines } } : undefined, matches } as unknown as Parameters<typeof cartRoute.meta>[0]) as Meta;

describe("crawl directives", () => {
  it("robots.txt lets crawlers reach /cart and /checkout and still closes accounts and the back office", async () => {
    const text = await (await robots.loader({} as Parameters<typeof robots.loader>[0])).text();
    expect(text).not.toMatch(/^Disallow: \/(cart|checkout)/m);
    expect(text).toMatch(/^Disallow: \/account$/m);
    expect(text).toMatch(/^Disallow: \/admin$/m);
  });

  it("an empty cart says noindex; a cart with items (seen only by its owner) does not", () => {
    expect(cartMeta([])).toContainEqual({ name: "robots", content: "noindex" });
    expect(cartMeta(undefined)).toContainEqual({ name: "robots", content: "noindex" });
    const full = cartMeta([{ id: "line" }]);
    expect(full.find((m) => m.name === "robots")).toBeUndefined();
    expect(full).toContainEqual({ title: "Shopping Cart | Surat Ethnic Wear" });
    expect(full.find((m) => m.name === "description")).toBeDefined();
  });

  it("checkout has a title and a description", () => {
    const meta = checkoutRoute.meta({ data: undefined, matches } as unknown as Parameters<typeof checkoutRoute.meta>[0]) as Meta;
    expect(meta).toContainEqual({ title: "Checkout | Surat Ethnic Wear" });
    expect(meta.find((m) => m.name === "description")?.content).toMatch(/Cash on Delivery/);
  });

  it("a sign-in detour says noindex; the plain sign-in page does not", () => {
    const at = (search: string) => loginRoute.meta({ location: { pathname: "/login", search }, matches } as unknown as Parameters<typeof loginRoute.meta>[0]) as Meta;
    expect(at("?redirect=%2Fcheckout")).toContainEqual({ name: "robots", content: "noindex" });
    expect(at("").find((m) => m.name === "robots")).toBeUndefined();
  });
});
