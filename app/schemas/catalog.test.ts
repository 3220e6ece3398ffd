import { describe, expect, it } from "vitest";
import {
  DEFAULT_SHOP_FILTERS,
  effectiveSort,
  filtersToSearchParams,
  listLimitQuerySchema,
  CategoryQuerySchema,
  parseShopFilters,
  ProductFilterSchema,
  ProductSearchQuerySchema,
  SEARCH_MAX_LENGTH,
  shopUrl,
  type ShopFilters,
} from "~/schemas/catalog";

const lenient = (query: string) => parseShopFilters(new URLSearchParams(query));
const canonical = (filters: Partial<ShopFilters>) => filtersToSearchParams(filters).toString();

/** What parseQuery hands the strict schema: non-empty strings. */
const strict = (raw: Record<string, string | string[]>) => ProductFilterSchema.safeParse(raw);
const strictErrors = (raw: Record<string, string | string[]>) => {
  const result = strict(raw);
  if (result.success) throw new Error(`expected a failure for ${JSON.stringify(raw)}`);
  return result.error.issues.map((i) => ({ param: i.path.join("."), msg: i.message }));
};

describe("parseShopFilters (screens, lenient)", () => {
  it("gives the defaults for an empty query", () => {
    expect(lenient("")).toEqual({ ...DEFAULT_SHOP_FILTERS });
    expect(lenient("").limit).toBe(12);
    expect(lenient("").page).toBe(1);
    expect(lenient("").sort).toBeUndefined();
  });

  it("reads every parameter", () => {
    expect(
      lenient(
        "category=silk-sarees&search=red+silk&minPrice=500&maxPrice=20000&featured=true&sale=true&isNew=1&inStock=true&sort=-price&page=3&limit=24",
      ),
    ).toEqual({
      category: "silk-sarees",
      search: "red silk",
      minPrice: 500,
      maxPrice: 20000,
      featured: true,
      onSale: true,
      isNew: true,
      inStock: true,
      sort: "-price",
      page: 3,
      limit: 24,
    });
  });

  it("accepts true/1 and false/0 for flags, case-insensitively", () => {
    expect(lenient("featured=TRUE").featured).toBe(true);
    expect(lenient("featured=1").featured).toBe(true);
    expect(lenient("featured=false").featured).toBe(false);
    expect(lenient("featured=0").featured).toBe(false);
    expect(lenient("inStock=True").inStock).toBe(true);
  });

  it("takes sale and onSale as the same flag", () => {
    expect(lenient("sale=true").onSale).toBe(true);
    expect(lenient("onSale=true").onSale).toBe(true);
    expect(lenient("onSale=1&sale=false").onSale).toBe(true);
    expect(lenient("sale=false").onSale).toBe(false);
  });

  it("accepts every documented sort and relevance", () => {
    for (const sort of ["price", "-price", "-rating", "-reviewCount", "name"] as const) expect(lenient(`sort=${sort}`).sort).toBe(sort);
    // The default sorts are not stored, so the URL of the default order is /shop.
    expect(lenient("sort=-createdAt").sort).toBeUndefined();
    expect(lenient("sort=relevance").sort).toBeUndefined();
    expect(lenient("search=silk&sort=relevance").sort).toBeUndefined();
    expect(lenient("search=silk&sort=-createdAt").sort).toBe("-createdAt");
  });

  it("falls back to the default for junk values, never throws", () => {
    const junk = lenient(
      "minPrice=abc&maxPrice=-5&featured=yes&sale=maybe&isNew=2&inStock=&sort=cheapest&page=0&limit=ten&category=%20%20&search=%20",
    );
    expect(junk).toEqual({ ...DEFAULT_SHOP_FILTERS });
    expect(lenient("page=-1").page).toBe(1);
    expect(lenient("page=2.5").page).toBe(1);
    expect(lenient("page=99999999999").page).toBe(1);
    expect(lenient("limit=0").limit).toBe(12);
    expect(lenient("limit=1e3").limit).toBe(12);
    expect(lenient("minPrice=1e3").minPrice).toBeUndefined();
    expect(lenient("maxPrice=NaN").maxPrice).toBeUndefined();
    expect(lenient("maxPrice=Infinity").maxPrice).toBeUndefined();
    expect(lenient("maxPrice=99999999").maxPrice).toBeUndefined(); // above 10,000,000
    expect(() => lenient("%E0%A4%A=1&search=%ZZ")).not.toThrow();
  });

  it("caps limit at 100", () => {
    expect(lenient("limit=1000").limit).toBe(100);
    expect(lenient("limit=100").limit).toBe(100);
    expect(lenient("limit=1").limit).toBe(1);
  });

  it("reads prices in rupees, with up to two decimals, up to 10,000,000", () => {
    expect(lenient("minPrice=499.50").minPrice).toBe(499.5);
    expect(lenient("maxPrice=10000000").maxPrice).toBe(10_000_000);
    expect(lenient("maxPrice=0").maxPrice).toBe(0);
    // 0 as a minimum filters nothing and is dropped.
    expect(lenient("minPrice=0").minPrice).toBeUndefined();
  });

  it("swaps a minimum above the maximum", () => {
    const f = lenient("minPrice=5000&maxPrice=1000");
    expect([f.minPrice, f.maxPrice]).toEqual([1000, 5000]);
  });

  it("trims and collapses the search, and cuts it at 200 characters", () => {
    expect(lenient("search=%20%20red%20%20%20silk%20").search).toBe("red silk");
    const long = lenient(`search=${"a".repeat(1000)}`).search!;
    expect(long).toHaveLength(SEARCH_MAX_LENGTH);
    // Cut by characters, never inside an emoji.
    const emoji = lenient(`search=${encodeURIComponent("🙂".repeat(300))}`).search!;
    expect(Array.from(emoji)).toHaveLength(SEARCH_MAX_LENGTH);
    expect(emoji).toBe("🙂".repeat(SEARCH_MAX_LENGTH));
  });

  it("takes the first of a repeated parameter", () => {
    expect(lenient("category=a&category=b").category).toBe("a");
  });

  it("ignores unknown parameters", () => {
    expect(lenient("view=list&utm_source=x")).toEqual({ ...DEFAULT_SHOP_FILTERS });
  });
});

describe("ProductFilterSchema (API, strict)", () => {
  it("parses the same values as the lenient parser", () => {
    const result = strict({ category: "silk-sarees", search: " red  silk ", minPrice: "500", maxPrice: "20000", onSale: "true", sort: "price", page: "2", limit: "5" });
    expect(result.success && result.data).toEqual({
      ...DEFAULT_SHOP_FILTERS,
      category: "silk-sarees",
      search: "red silk",
      minPrice: 500,
      maxPrice: 20000,
      onSale: true,
      sort: "price",
      page: 2,
      limit: 5,
    });
    expect(strict({}).success && strict({}).data).toEqual({ ...DEFAULT_SHOP_FILTERS });
  });

  it("rejects bad numbers, flags and sorts with the parameter's name", () => {
    expect(strictErrors({ minPrice: "abc" })).toEqual([{ param: "minPrice", msg: "minPrice must be a number of rupees" }]);
    expect(strictErrors({ maxPrice: "-1" })).toEqual([{ param: "maxPrice", msg: "maxPrice must be a number of rupees" }]);
    expect(strictErrors({ maxPrice: "10000001" })).toEqual([{ param: "maxPrice", msg: "maxPrice must be between 0 and 10000000" }]);
    expect(strictErrors({ featured: "yes" })).toEqual([{ param: "featured", msg: "featured must be true or false" }]);
    expect(strictErrors({ sale: "maybe" })[0].param).toBe("sale");
    expect(strictErrors({ onSale: "2" })[0].param).toBe("onSale");
    expect(strictErrors({ isNew: "x" })[0].param).toBe("isNew");
    expect(strictErrors({ inStock: "x" })[0].param).toBe("inStock");
    expect(strictErrors({ sort: "cheapest" })).toEqual([
      { param: "sort", msg: "sort must be one of -createdAt, price, -price, -rating, -reviewCount, name" },
    ]);
    expect(strictErrors({ page: "0" })).toEqual([{ param: "page", msg: "page must be between 1 and 1000000" }]);
    expect(strictErrors({ page: "two" })).toEqual([{ param: "page", msg: "page must be a whole number" }]);
    expect(strictErrors({ limit: "0" })).toEqual([{ param: "limit", msg: "limit must be at least 1" }]);
    expect(strictErrors({ limit: "-5" })).toEqual([{ param: "limit", msg: "limit must be a whole number" }]);
    expect(strictErrors({ category: ["a", "b"] })).toEqual([{ param: "category", msg: "category must be given once" }]);
  });

  it("reports every bad parameter", () => {
    expect(strictErrors({ minPrice: "x", page: "y" }).map((e) => e.param)).toEqual(["minPrice", "page"]);
  });

  it("rejects a minimum above the maximum", () => {
    expect(strictErrors({ minPrice: "5000", maxPrice: "1000" })).toEqual([{ param: "maxPrice", msg: "maxPrice must not be below minPrice" }]);
  });

  it("caps limit at 100 instead of rejecting it, and cuts a long search", () => {
    const result = strict({ limit: "500", search: "x".repeat(1000) });
    expect(result.success && result.data.limit).toBe(100);
    expect(result.success && result.data.search).toHaveLength(SEARCH_MAX_LENGTH);
  });
});

describe("ProductSearchQuerySchema", () => {
  it("requires q", () => {
    for (const raw of [{}, { q: "   " }]) {
      const result = ProductSearchQuerySchema.safeParse(raw);
      expect(result.success).toBe(false);
      expect(!result.success && result.error.issues.map((i) => ({ param: i.path.join("."), msg: i.message }))).toEqual([
        { param: "q", msg: "Search query is required" },
      ]);
    }
  });

  it("turns q into the search filter, relevance by default", () => {
    const result = ProductSearchQuerySchema.safeParse({ q: " Silk  saree ", page: "2", limit: "4" });
    expect(result.success && result.data).toEqual({ ...DEFAULT_SHOP_FILTERS, search: "Silk saree", page: 2, limit: 4 });
    expect(result.success && effectiveSort(result.data)).toBe("relevance");
    const sorted = ProductSearchQuerySchema.safeParse({ q: "silk", sort: "price", search: "ignored" });
    expect(sorted.success && sorted.data).toMatchObject({ search: "silk", sort: "price" });
  });
});

describe("listLimitQuerySchema and CategoryQuerySchema", () => {
  it("defaults and caps the limit", () => {
    const schema = listLimitQuerySchema(8);
    expect(schema.parse({})).toEqual({ limit: 8 });
    expect(schema.parse({ limit: "12" })).toEqual({ limit: 12 });
    expect(schema.parse({ limit: "1000" })).toEqual({ limit: 100 });
    expect(schema.safeParse({ limit: "abc" }).success).toBe(false);
  });

  it("reads the category flags", () => {
    expect(CategoryQuerySchema.parse({ featured: "true", includeInactive: "1" })).toEqual({ featured: true, includeInactive: true });
    expect(CategoryQuerySchema.parse({})).toEqual({});
    expect(CategoryQuerySchema.safeParse({ featured: "yes" }).success).toBe(false);
  });
});

describe("effectiveSort", () => {
  it("is newest first without a search and best match with one", () => {
    expect(effectiveSort({})).toBe("-createdAt");
    expect(effectiveSort({ sort: "relevance" })).toBe("-createdAt");
    expect(effectiveSort({ search: "silk" })).toBe("relevance");
    expect(effectiveSort({ search: "silk", sort: "price" })).toBe("price");
    expect(effectiveSort({ sort: "name" })).toBe("name");
  });
});

describe("filtersToSearchParams (canonical links)", () => {
  it("leaves defaults out", () => {
    expect(canonical({ ...DEFAULT_SHOP_FILTERS })).toBe("");
    expect(canonical({ ...DEFAULT_SHOP_FILTERS, sort: "-createdAt", minPrice: 0, page: 1, limit: 12 })).toBe("");
    expect(canonical({ search: "silk", sort: "relevance" })).toBe("search=silk");
  });

  it("writes keys in a fixed order, with sale for the sale flag", () => {
    expect(
      canonical({
        limit: 24,
        page: 2,
        sort: "price",
        inStock: true,
        isNew: true,
        onSale: true,
        featured: true,
        maxPrice: 20000,
        minPrice: 500,
        search: "  red   silk ",
        category: "silk-sarees",
      }),
    ).toBe("category=silk-sarees&search=red+silk&minPrice=500&maxPrice=20000&featured=true&sale=true&isNew=true&inStock=true&sort=price&page=2&limit=24");
  });

  it("keeps an explicit newest-first sort only while searching", () => {
    expect(canonical({ search: "silk", sort: "-createdAt" })).toBe("search=silk&sort=-createdAt");
    expect(canonical({ sort: "-createdAt" })).toBe("");
  });

  it("round-trips: parsing the canonical form gives the same filters and the same string", () => {
    const queries = [
      "",
      "category=designer-sarees",
      "sale=true",
      "onSale=1",
      "featured=true&sort=-rating",
      "search=%20Red%20%20Silk&sort=relevance&page=3",
      "minPrice=499.5&maxPrice=1000",
      "minPrice=5000&maxPrice=1000",
      "sort=-createdAt&page=1&limit=12",
      "isNew=true&inStock=1&limit=500",
      "page=abc&limit=-1&sort=junk&featured=maybe",
      "category=silk-sarees&search=kanjivaram&minPrice=1000&maxPrice=40000&featured=1&sale=1&isNew=1&inStock=1&sort=name&page=7&limit=48",
    ];
    for (const q of queries) {
      const filters = lenient(q);
      const once = canonical(filters);
      expect(lenient(once), q).toEqual(filters);
      expect(canonical(lenient(once)), q).toBe(once);
    }
  });

  it("encodes unusual search text safely", () => {
    const filters = { search: 'a&b=c?d#e "f" 🙂 साड़ी' };
    const params = filtersToSearchParams(filters);
    expect(parseShopFilters(new URLSearchParams(params.toString())).search).toBe(filters.search);
  });
});

describe("shopUrl", () => {
  const current: ShopFilters = { ...DEFAULT_SHOP_FILTERS, category: "silk-sarees", sort: "price", page: 3 };

  it("resets the page when a filter changes", () => {
    expect(shopUrl(current, { onSale: true })).toBe("/shop?category=silk-sarees&sale=true&sort=price");
    expect(shopUrl(current, { category: undefined })).toBe("/shop?sort=price");
  });

  it("keeps the filters when only the page changes", () => {
    expect(shopUrl(current, { page: 4 })).toBe("/shop?category=silk-sarees&sort=price&page=4");
    expect(shopUrl(current, { page: 1 })).toBe("/shop?category=silk-sarees&sort=price");
  });

  it("gives /shop for the defaults", () => {
    expect(shopUrl(DEFAULT_SHOP_FILTERS)).toBe("/shop");
    expect(shopUrl(current, { category: undefined, sort: undefined })).toBe("/shop");
  });
});
