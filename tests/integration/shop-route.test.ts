import crypto from "node:crypto";
import { appUrl } from "~/utils/urls.server";
import { beforeAll, describe, expect, it } from "vitest";
import { prisma } from "~/db.server";
import { canonicalFormQuery, pageWindow, readView } from "~/components/shop/shop-state";
import { clampPriceRange, readShopFilters, shopHref, shopSearchParams } from "~/components/shop/shop-url";
import * as shopRoute from "~/routes/shop";
import { type CardData, unpackCard } from "~/components/card-data";

// The /shop screen's loader with real Requests (spec/storefront.md "Shop",
// section 4): every query parameter, the canonical-URL redirects, junk that
// must never be a 500, pages past the last, unknown categories. Fixtures carry
// a random word (`tag`) and live in this file's own categories, so other data
// in the worker's database never changes an answer.

const letters = (n: number) => Array.from(crypto.randomBytes(n), (b) => String.fromCharCode(97 + (b % 26))).join("");
const tag = `zs${letters(6)}`;
const now = Date.now();
const DAY = 86_400_000;

// The cards as the page renders them (the loader sends them packed: components/card-data.ts).
type LoaderData = Omit<Awaited<ReturnType<typeof shopRoute.loader>>, "products"> & { products: CardData[] };
type Result = { status: number; location: string | null; data: LoaderData | null };

/** GET /shop?query through the loader: 200 with data, or the thrown redirect. */
async function load(query: string): Promise<Result> {
  const request = new Request(`http://localhost/shop${query}`);
  try {
    const out = await shopRoute.loader({ request, params: {}, context: {} });
    expect(out).not.toBeInstanceOf(Response);
    return { status: 200, location: null, data: { ...out, products: out.products.map(unpackCard) } };
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status, location: thrown.headers.get("Location"), data: null };
    throw thrown;
  }
}

/** Loads and asserts a 200. */
async function page(query: string): Promise<LoaderData> {
  const res = await load(query);
  expect(res.status, `${query} -> ${res.location}`).toBe(200);
  return res.data!;
}

/** Follows redirects (at most 3, so a loop fails) to the final page. */
async function follow(query: string): Promise<{ query: string; data: LoaderData; hops: number }> {
  let current = query;
  for (let hops = 0; hops <= 3; hops++) {
    const res = await load(current);
    if (res.status === 200) return { query: current, data: res.data!, hops };
    expect(res.status, current).toBe(302);
    expect(res.location, current).toMatch(/^\/shop(\?|$)/);
    current = res.location!.replace(/^\/shop/, "");
  }
  throw new Error(`Redirect loop from ${query}`);
}

const names = (d: LoaderData) => d.products.map((p) => p.name);

let silk: { id: string; slug: string; name: string };
let kurtas: { id: string; slug: string; name: string };

async function makeProduct(p: { name: string; categoryId: string; price: number; originalPrice?: number; stock?: number; isFeatured?: boolean; isNew?: boolean; tags?: string[]; daysAgo: number }) {
  const price = p.price * 100;
  const originalPrice = (p.originalPrice ?? p.price) * 100;
  return prisma.product.create({
    data: {
      name: p.name,
      description: `Woven in Surat for the ${tag} collection. A long description that the list view shortens so the page stays light for phones on a slow connection.`,
      material: "Silk",
      price,
      originalPrice,
      onSale: originalPrice > price,
      categoryId: p.categoryId,
      colors: JSON.stringify(["Red", "Gold"]),
      sizes: JSON.stringify(["Free Size"]),
      images: JSON.stringify(["/images/a.jpg", "/images/b.jpg", "/images/c.jpg"]),
      tags: JSON.stringify(p.tags ?? ["ethnic"]),
      stock: p.stock ?? 10,
      isFeatured: p.isFeatured ?? false,
      isNew: p.isNew ?? false,
      createdAt: new Date(now - p.daysAgo * DAY),
    },
  });
}

beforeAll(async () => {
  const mk = async (name: string, sortOrder: number) => {
    const c = await prisma.category.create({
      data: { name: `${name} ${tag}`, slug: `${name.toLowerCase().replace(/\s+/g, "-")}-${tag}`, description: `${name} woven with real zari.`, sortOrder },
    });
    return { id: c.id, slug: c.slug, name: c.name };
  };
  silk = await mk("Silk Sarees", -20);
  kurtas = await mk("Kurtas", -19);
  // 14 silk sarees (two pages of 12), one a day, prices 1000..14000.
  for (let i = 1; i <= 14; i++) {
    await makeProduct({
      name: `Silk Saree ${String(i).padStart(2, "0")} ${tag}`,
      categoryId: silk.id,
      price: i * 1000,
      originalPrice: i % 3 === 0 ? i * 1000 + 500 : undefined,
      isFeatured: i % 4 === 0,
      isNew: i >= 13,
      stock: i === 5 ? 0 : 10,
      tags: i === 2 ? ["bridal", `fest${tag}`] : ["ethnic"],
      daysAgo: 20 - i,
    });
  }
  await makeProduct({ name: `Cotton Kurta ${tag}`, categoryId: kurtas.id, price: 799, daysAgo: 1 });
  await makeProduct({ name: `Chanderi Kurta ${tag}`, categoryId: kurtas.id, price: 2499, originalPrice: 2999, isFeatured: true, daysAgo: 2 });
});

describe("/shop loader: categories", () => {
  it("lists everything without filters, newest first, 12 a page", async () => {
    const d = await page("");
    expect(d.filters).toMatchObject({ featured: false, onSale: false, isNew: false, inStock: false, page: 1, limit: 12 });
    expect(d.filters.category).toBeUndefined();
    expect(d.view).toBe("grid");
    // Newest first is the default: its option has the empty value ("no explicit sort").
    expect(d.sortValue).toBe("");
    expect(d.sortOptions.map((o) => o.label)).toEqual(["Newest", "Price: Low to High", "Price: High to Low", "Highest Rated", "Most Popular", "Name: A to Z"]);
    expect(d.sortOptions[0]).toEqual({ value: "", label: "Newest" });
    expect(d.links).toMatchObject({
      clear: "/shop",
      allCategories: "/shop",
      featured: "/shop?featured=true",
      onSale: "/shop?sale=true",
      latest: "/shop?isNew=true",
      budget: "/shop?maxPrice=2000",
      grid: "/shop",
      list: "/shop?view=list",
    });
    expect(d.links.category[silk.slug]).toBe(`/shop?category=${silk.slug}`);
    expect(d.links.page).toMatchObject({ 1: "/shop", 2: "/shop?page=2" });
    expect(d.category).toBeNull();
    expect(d.products.length).toBeLessThanOrEqual(12);
    expect(d.pagination.total).toBeGreaterThanOrEqual(16);
    expect(d.categories.map((c) => c.slug)).toEqual(expect.arrayContaining([silk.slug, kurtas.slug]));
    expect(d.categories.find((c) => c.slug === silk.slug)).toEqual({ name: silk.name, slug: silk.slug, productCount: 14 });
    expect(d.canonicalUrl).toBe(`${appUrl()}/shop`);
    expect(d.seo.title).toBe("Our Collections");
    expect(d.seo.noindex).toBe(false);
  });

  it("filters by slug, with the category's heading, description and canonical URL", async () => {
    const d = await page(`?category=${silk.slug}`);
    expect(d.filters.category).toBe(silk.slug);
    expect(d.category).toEqual({ name: silk.name, slug: silk.slug, description: "Silk Sarees woven with real zari." });
    expect(d.pagination).toMatchObject({ page: 1, total: 14, pages: 2, hasNext: true, hasPrev: false });
    expect(d.products).toHaveLength(12);
    expect(d.products.every((p) => p.category.name === silk.name)).toBe(true);
    // Newest first: saree 14 was made last.
    expect(d.products[0].name).toBe(`Silk Saree 14 ${tag}`);
    expect(d.seo.title).toBe(`${silk.name} Collection`);
    expect(d.seo.description).toContain("Shop 14 silk sarees");
    // Its link, clicked again, unselects it; other links keep it.
    expect(d.links.category[silk.slug]).toBe("/shop");
    expect(d.links.category[kurtas.slug]).toBe(`/shop?category=${kurtas.slug}`);
    expect(d.links.onSale).toBe(`/shop?category=${silk.slug}&sale=true`);
    expect(d.links.page).toEqual({ 1: `/shop?category=${silk.slug}`, 2: `/shop?category=${silk.slug}&page=2` });
    expect(d.canonicalUrl).toBe(`${appUrl()}/shop?category=${silk.slug}`);
  });

  it("redirects an id, or a name in any case, to the slug", async () => {
    expect(await load(`?category=${silk.id}`)).toMatchObject({ status: 302, location: `/shop?category=${silk.slug}` });
    const byName = await load(`?category=${encodeURIComponent(silk.name.toLowerCase())}`);
    expect(byName).toMatchObject({ status: 302, location: `/shop?category=${silk.slug}` });
    expect(await load(`?category=${silk.slug.toUpperCase()}`)).toMatchObject({ status: 302, location: `/shop?category=${silk.slug}` });
  });

  it("reads an unknown category as a search for its words (the hero's ?category=wedding)", async () => {
    expect(await load(`?category=fest${tag}`)).toMatchObject({ status: 302, location: `/shop?search=fest${tag}` });
    const d = await page(`?search=fest${tag}`);
    expect(names(d)).toEqual([`Silk Saree 02 ${tag}`]);
    expect(d.category).toBeNull();
    // Hyphens are word breaks; an existing search keeps its words first; other filters stay.
    expect(await load(`?category=no-such-thing&search=silk&sale=true`)).toMatchObject({
      status: 302,
      location: "/shop?search=silk+no+such+thing&sale=true",
    });
    // Nothing searchable left: the plain shop.
    expect(await load(`?category=---`)).toMatchObject({ status: 302, location: "/shop" });
  });
});

describe("/shop loader: flags, prices and sorting", () => {
  it("sale=true (or onSale, or 1) keeps only discounted products", async () => {
    const d = await page(`?category=${silk.slug}&sale=true`);
    expect(d.filters.onSale).toBe(true);
    expect(names(d)).toEqual([12, 9, 6, 3].map((i) => `Silk Saree ${String(i).padStart(2, "0")} ${tag}`));
    expect(d.products.every((p) => p.originalPrice > p.price)).toBe(true);
    expect(d.seo.title).toBe(`${silk.name} Collection`);
    expect(await load(`?category=${silk.slug}&onSale=true`)).toMatchObject({ status: 302, location: `/shop?category=${silk.slug}&sale=true` });
    expect(await load(`?sale=1`)).toMatchObject({ status: 302, location: "/shop?sale=true" });
    expect((await page("?sale=true")).seo.title).toBe("Sale Collection");
  });

  it("featured=true, isNew=true and inStock=true", async () => {
    const featured = await page(`?category=${silk.slug}&featured=true`);
    expect(names(featured)).toEqual([12, 8, 4].map((i) => `Silk Saree ${String(i).padStart(2, "0")} ${tag}`));
    expect((await page("?featured=true")).seo.title).toBe("Featured Collection");
    const isNew = await page(`?category=${silk.slug}&isNew=true`);
    expect(names(isNew)).toEqual([`Silk Saree 14 ${tag}`, `Silk Saree 13 ${tag}`]);
    const inStock = await page(`?category=${silk.slug}&inStock=true`);
    expect(inStock.pagination.total).toBe(13);
    expect(inStock.products.every((p) => p.inStock)).toBe(true);
  });

  it("filters by price within the slider's range", async () => {
    const d = await page(`?category=${silk.slug}&minPrice=3000&maxPrice=5500`);
    expect(d.products.map((p) => p.price).sort((a, b) => a - b)).toEqual([3000, 4000, 5000]);
    expect(d.filters).toMatchObject({ minPrice: 3000, maxPrice: 5500 });
    expect(d.seo.title).toBe(`${silk.name} Collection, ₹3,000 to ₹5,500`);
    expect((await page(`?category=${silk.slug}&maxPrice=2000`)).seo.title).toBe(`${silk.name} Collection, under ₹2,000`);
    // Swapped bounds are put right; 0 and the slider's top mean "no bound".
    expect(await load(`?category=${silk.slug}&minPrice=5500&maxPrice=3000`)).toMatchObject({
      status: 302,
      location: `/shop?category=${silk.slug}&minPrice=3000&maxPrice=5500`,
    });
    expect(await load("?minPrice=0&maxPrice=50000")).toMatchObject({ status: 302, location: "/shop" });
    expect(await load("?maxPrice=90000")).toMatchObject({ status: 302, location: "/shop" });
    expect(await load("?minPrice=90000")).toMatchObject({ status: 302, location: "/shop?minPrice=50000" });
    expect(await load("?minPrice=abc&maxPrice=-5")).toMatchObject({ status: 302, location: "/shop" });
  });

  it("sorts by price both ways, by name, and drops the default sort from the URL", async () => {
    const up = await page(`?category=${silk.slug}&sort=price`);
    const prices = up.products.map((p) => p.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(prices[0]).toBe(1000);
    expect(up.sortValue).toBe("price");
    const down = await page(`?category=${silk.slug}&sort=-price`);
    expect(down.products[0].price).toBe(14000);
    const byName = await page(`?category=${silk.slug}&sort=name`);
    expect(byName.products[0].name).toBe(`Silk Saree 01 ${tag}`);
    expect(await load(`?category=${silk.slug}&sort=-createdAt`)).toMatchObject({ status: 302, location: `/shop?category=${silk.slug}` });
    expect(await load(`?sort=bogus`)).toMatchObject({ status: 302, location: "/shop" });
    // Best match only means something with a search.
    expect(await load(`?sort=relevance`)).toMatchObject({ status: 302, location: "/shop" });
  });
});

describe("/shop loader: search", () => {
  it("finds by words in any order and case, best match first", async () => {
    const a = await page(`?search=silk+saree+${tag}`);
    const b = await page(`?search=${tag.toUpperCase()}+SAREE+SILK`);
    expect(a.pagination.total).toBe(14);
    expect(b.pagination.total).toBe(14);
    expect(new Set(names(a))).toEqual(new Set(names(b)));
    // Best match is the default when searching; 'Newest' is then an explicit choice.
    expect(a.sortValue).toBe("");
    expect(a.sortOptions.slice(0, 2)).toEqual([
      { value: "", label: "Best Match" },
      { value: "-createdAt", label: "Newest" },
    ]);
    expect((await page(`?search=silk&sort=-createdAt`)).sortValue).toBe("-createdAt");
    expect(a.filters.search).toBe(`silk saree ${tag}`);
    expect(a.seo).toMatchObject({ title: `Search results for "silk saree ${tag}"`, noindex: true });
    expect(a.canonicalUrl).toBe(`${appUrl()}/shop?search=silk+saree+${tag}`);
  });

  it("combines a search with a category and a sort", async () => {
    const d = await page(`?category=${kurtas.slug}&search=kurta+${tag}&sort=price`);
    expect(names(d)).toEqual([`Cotton Kurta ${tag}`, `Chanderi Kurta ${tag}`]);
    expect(d.seo.title).toBe(`Search results for "kurta ${tag}" in ${kurtas.name}`);
    expect(d.sortValue).toBe("price");
  });

  it("is safe against hostile input: quotes, operators, SQL, very long text", async () => {
    for (const q of [`"; DROP TABLE "Product"; --`, "NEAR(silk saree) OR * AND ^", "'", '"', "))((", "silk* NOT saree", "%00", "💃🏽 साड़ी"]) {
      const { data } = await follow(`?search=${encodeURIComponent(q)}`);
      expect(data.products.length).toBeLessThanOrEqual(12);
    }
    const long = await follow(`?search=${"silk ".repeat(200)}`);
    expect(long.hops).toBe(1); // cut to 200 characters, then canonical
    expect(long.data.filters.search!.length).toBeLessThanOrEqual(200);
    const stillThere = await prisma.product.count({ where: { name: { contains: tag } } });
    expect(stillThere).toBe(16);
  });
});

describe("/shop loader: pages, view and canonical URLs", () => {
  it("page 2 shows the other products; a page past the last goes to the last", async () => {
    const one = await page(`?category=${silk.slug}`);
    const two = await page(`?category=${silk.slug}&page=2`);
    expect(two.pagination).toMatchObject({ page: 2, pages: 2, total: 14, hasNext: false, hasPrev: true });
    expect(two.products).toHaveLength(2);
    expect(names(two).some((n) => names(one).includes(n))).toBe(false);
    expect(two.seo.title).toBe(`${silk.name} Collection - Page 2`);
    expect(two.seo.description).toMatch(/Page 2 of 2\.$/);
    expect(two.canonicalUrl).toBe(`${appUrl()}/shop?category=${silk.slug}&page=2`);
    // Links keep the page only for the same state in another layout.
    expect(two.links.list).toBe(`/shop?category=${silk.slug}&page=2&view=list`);
    expect(two.links.featured).toBe(`/shop?category=${silk.slug}&featured=true`);
    expect(await load(`?category=${silk.slug}&page=99`)).toMatchObject({ status: 302, location: `/shop?category=${silk.slug}&page=2` });
    expect(await load(`?category=${silk.slug}&page=1`)).toMatchObject({ status: 302, location: `/shop?category=${silk.slug}` });
    // No results at all: page 1, the empty state.
    expect(await load(`?search=nothingmatches${tag}&page=3`)).toMatchObject({ status: 302, location: `/shop?search=nothingmatches${tag}` });
    const empty = await page(`?search=nothingmatches${tag}`);
    expect(empty.products).toEqual([]);
    expect(empty.pagination).toMatchObject({ total: 0, pages: 0 });
  });

  it("view=list is kept in the URL and carries a short description; grid is the default", async () => {
    const d = await page(`?category=${kurtas.slug}&view=list`);
    expect(d.view).toBe("list");
    expect(d.products[0].description).toMatch(/^Woven in Surat/);
    expect(d.products[0].description!.length).toBeLessThanOrEqual(183);
    // The canonical link names the content, not its layout.
    expect(d.canonicalUrl).toBe(`${appUrl()}/shop?category=${kurtas.slug}`);
    expect((await page(`?category=${kurtas.slug}`)).products[0]).not.toHaveProperty("description");
    expect(await load(`?view=list&category=${kurtas.slug}`)).toMatchObject({ status: 302, location: `/shop?category=${kurtas.slug}&view=list` });
    expect(await load(`?view=grid`)).toMatchObject({ status: 302, location: "/shop" });
    expect(await load(`?view=tiles`)).toMatchObject({ status: 302, location: "/shop" });
    // Every link of the list view stays in the list view.
    expect(d.links.onSale).toBe(`/shop?category=${kurtas.slug}&sale=true&view=list`);
    expect(d.links.clear).toBe("/shop?view=list");
    expect(d.links.grid).toBe(`/shop?category=${kurtas.slug}`);
  });

  it("turns the raw no-JS form submission into the canonical URL", async () => {
    const raw = `?category=${silk.slug}&featured=true&search=&minPrice=&maxPrice=2000&inStock=true&sort=price`;
    expect(await load(raw)).toMatchObject({
      status: 302,
      location: `/shop?category=${silk.slug}&maxPrice=2000&featured=true&inStock=true&sort=price`,
    });
    expect(await load("?search=&minPrice=&maxPrice=&sort=-createdAt")).toMatchObject({ status: 302, location: "/shop" });
    expect(await load("?search=++silk+++saree++")).toMatchObject({ status: 302, location: "/shop?search=silk+saree" });
  });

  it("passes unknown parameters through and ignores Remix's own", async () => {
    expect(await load("?sale=1&utm_source=news")).toMatchObject({ status: 302, location: "/shop?sale=true&utm_source=news" });
    expect((await load("?sale=true&utm_source=news")).status).toBe(200);
    expect((await load(`?category=${silk.slug}&_routes=root,routes/shop`)).status).toBe(200);
    expect(await load(`?sale=1&_routes=root`)).toMatchObject({ status: 302, location: "/shop?sale=true" });
  });

  it("never fails on junk: every query ends on a page within three redirects", async () => {
    const junk = [
      "?page=abc",
      "?page=-1",
      "?page=0",
      "?page=1e9",
      "?page=99999999999999999999",
      "?limit=0",
      "?limit=100000",
      "?limit=abc",
      "?minPrice=1e400",
      "?maxPrice=NaN",
      "?minPrice=12.345",
      "?featured=maybe&sale=yes&isNew=2&inStock=",
      "?sort=price;DROP",
      "?category=%00",
      `?category=${"x".repeat(5000)}`,
      `?search=${"%E0%A4".repeat(50)}`,
      "?category=a&category=b&page=2&page=3",
      "?view=list&view=grid",
      "?%ZZ=1",
      "?=&&&=",
    ];
    for (const q of junk) {
      const { data } = await follow(q);
      expect(data.pagination.page, q).toBeGreaterThanOrEqual(1);
    }
  });
});

describe("/shop route module", () => {
  it("declares its cache policy (public: the page cache decides per visitor) and asks for the 400 px back-to-top", () => {
    expect(shopRoute).not.toHaveProperty("headers");
    expect(shopRoute.handle).toEqual({ backToTopThreshold: 400 });
    expect(shopRoute.cachePolicy).toBe("public");
  });

  it("has a unique title, description, canonical link and Open Graph tags per state", async () => {
    const data = await page(`?category=${silk.slug}&sort=price`);
    const matches = [{ id: "root", data: { shop: { name: "Surat Ethnic Wear" } } }];
    const meta = shopRoute.meta({ data, matches } as unknown as Parameters<typeof shopRoute.meta>[0]) as Array<Record<string, string>>;
    const title = `${silk.name} Collection | Surat Ethnic Wear`;
    expect(meta).toContainEqual({ title });
    expect(meta).toContainEqual({ name: "description", content: data.seo.description });
    expect(meta).toContainEqual({ tagName: "link", rel: "canonical", href: `${appUrl()}/shop?category=${silk.slug}&sort=price` });
    expect(meta).toContainEqual({ property: "og:title", content: title });
    expect(meta).toContainEqual({ property: "og:description", content: data.seo.description });
    expect(meta).toContainEqual({ property: "og:url", content: `${appUrl()}/shop?category=${silk.slug}&sort=price` });
    expect(meta.find((m) => m.name === "robots")).toBeUndefined();

    const search = await page(`?search=silk+${tag}`);
    const searchMeta = shopRoute.meta({ data: search, matches } as unknown as Parameters<typeof shopRoute.meta>[0]) as Array<Record<string, string>>;
    expect(searchMeta).toContainEqual({ name: "robots", content: "noindex, follow" });

    const failed = shopRoute.meta({ data: undefined, matches } as unknown as Parameters<typeof shopRoute.meta>[0]) as Array<Record<string, string>>;
    expect(failed).toContainEqual({ title: "Error Loading Products | Surat Ethnic Wear" });
  });
});

describe("the filter form in the browser", () => {
  it("builds exactly the URL the loader would redirect to (no zod in the browser)", () => {
    const forms = [
      "",
      "category=silk-sarees&search=&minPrice=&maxPrice=&sort=",
      "category=silk-sarees&search=++Silk+++Saree++&minPrice=1000&maxPrice=5000&inStock=true&sort=price",
      "search=silk&sort=",
      "search=silk&sort=-createdAt",
      "search=&sort=-createdAt",
      "sort=relevance",
      "search=silk&sort=relevance",
      "sort=bogus&featured=true&sale=true&isNew=true",
      "onSale=1&featured=1&inStock=0",
      "minPrice=0&maxPrice=50000",
      "minPrice=60000",
      "minPrice=5000&maxPrice=1000",
      "minPrice=5000&maxPrice=0",
      "minPrice=1234.5&maxPrice=abc",
      "minPrice=-5&maxPrice=1e3",
      "maxPrice=49999.99",
      `search=${"long words ".repeat(40)}`,
      "search=%F0%9F%92%83%F0%9F%8F%BD+%E0%A4%B8%E0%A4%BE%E0%A4%A1%E0%A4%BC%E0%A5%80",
      "view=list&limit=24&category=kurtas",
      "view=grid",
    ];
    for (const form of forms) {
      const raw = new URLSearchParams(form);
      expect(canonicalFormQuery(raw), form).toBe(shopSearchParams(readShopFilters(raw), readView(raw)).toString());
    }
  });
});

describe("shop links", () => {
  it("shows at most five page buttons around the current page", () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(1, 10)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(5, 10)).toEqual([3, 4, 5, 6, 7]);
    expect(pageWindow(9, 10)).toEqual([6, 7, 8, 9, 10]);
    expect(pageWindow(10, 10)).toEqual([6, 7, 8, 9, 10]);
    expect(pageWindow(1, 0)).toEqual([]);
  });

  it("resets the page on a filter change, keeps filters on a page change, keeps the view", () => {
    const filters = { category: "silk-sarees", onSale: true, page: 3, featured: false, isNew: false, inStock: false, limit: 12 };
    expect(shopHref(filters, { sort: "price" })).toBe("/shop?category=silk-sarees&sale=true&sort=price");
    expect(shopHref(filters, { page: 4 })).toBe("/shop?category=silk-sarees&sale=true&page=4");
    expect(shopHref(filters, { category: undefined }, "list")).toBe("/shop?sale=true&view=list");
    expect(clampPriceRange({ minPrice: 0, maxPrice: 50000 })).toEqual({});
  });
});
