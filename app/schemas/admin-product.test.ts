import { describe, expect, it } from "vitest";
import {
  ADMIN_PRODUCT_MESSAGES as M,
  ProductCreateSchema,
  ProductEditSchema,
  ProductUpdateSchema,
  addToList,
  normalizeList,
  parseAdminProductQuery,
  removeFromList,
} from "~/schemas/admin-product";

const base = { name: "Saree", description: "Silk", material: "Silk", price: "1499", stock: "3", category: "cat" };
const errorsOf = (schema: typeof ProductCreateSchema | typeof ProductEditSchema | typeof ProductUpdateSchema, value: unknown): Record<string, string[] | undefined> =>
  schema.safeParse(value).error?.flatten().fieldErrors ?? {};

describe("chip lists", () => {
  it("trim, drop empties and keep the first spelling of a case-insensitive duplicate", () => {
    expect(normalizeList(" Red \n\nred\r\nBlue ")).toEqual(["Red", "Blue"]);
    expect(normalizeList(["  S", "M", "s", "", 42])).toEqual(["S", "M", "42"]);
    expect(normalizeList(undefined)).toEqual([]);
  });

  it("add refuses empty and present values; the last image cannot be removed", () => {
    expect(addToList(["Red"], "  ")).toEqual(["Red"]);
    expect(addToList(["Red"], " RED ")).toEqual(["Red"]);
    expect(addToList(["Red"], " Gold ")).toEqual(["Red", "Gold"]);
    expect(removeFromList(["a.jpg"], "a.jpg", { keepLast: true })).toEqual(["a.jpg"]);
    expect(removeFromList(["a.jpg", "b.jpg"], "a.jpg", { keepLast: true })).toEqual(["b.jpg"]);
    expect(removeFromList(["Red"], "Red")).toEqual([]);
  });
});

describe("ProductCreateSchema", () => {
  it("parses form strings and JSON values alike", () => {
    const fromForm = ProductCreateSchema.parse({ ...base, originalPrice: "", colors: "Red\nGold", isFeatured: "on" });
    const fromJson = ProductCreateSchema.parse({ ...base, price: 1499, stock: 3, colors: ["Red", "Gold"], isFeatured: true });
    for (const v of [fromForm, fromJson]) expect(v).toMatchObject({ price: 1499, stock: 3, colors: ["Red", "Gold"], isFeatured: true });
    expect(fromForm.originalPrice).toBeUndefined();
    expect(ProductCreateSchema.parse({ ...base, originalPrice: "0" }).originalPrice).toBeUndefined();
  });

  it("requires the documented fields with their messages", () => {
    expect(errorsOf(ProductCreateSchema, {})).toMatchObject({
      name: [M.name],
      description: [M.description],
      material: [M.material],
      price: [M.price],
      stock: [M.stock],
      category: [M.category],
    });
  });

  it("checks numbers: price > 0 in whole rupees, whole stock >= 0, original >= price", () => {
    expect(errorsOf(ProductCreateSchema, { ...base, price: "0" }).price).toEqual([M.pricePositive]);
    expect(errorsOf(ProductCreateSchema, { ...base, price: "abc" }).price).toEqual([M.priceNumber]);
    expect(errorsOf(ProductCreateSchema, { ...base, price: "10.005" }).price).toEqual([M.pricePaise]);
    // Issue 11: prices are whole rupees (DECISIONS 4.3); ₹999.50 was shown as ₹1,000 and charged ₹999.50.
    expect(M.pricePaise).toBe("Selling Price must be in whole rupees");
    expect(errorsOf(ProductCreateSchema, { ...base, price: "999.50" }).price).toEqual([M.pricePaise]);
    expect(errorsOf(ProductCreateSchema, { ...base, price: 999.5 }).price).toEqual([M.pricePaise]);
    expect(errorsOf(ProductCreateSchema, { ...base, originalPrice: "1999.99" }).originalPrice).toEqual([M.originalPricePaise]);
    expect(errorsOf(ProductCreateSchema, { ...base, stock: "-1" }).stock).toEqual([M.stockMin]);
    expect(errorsOf(ProductCreateSchema, { ...base, stock: "2.5" }).stock).toEqual([M.stockNumber]);
    expect(errorsOf(ProductCreateSchema, { ...base, originalPrice: "1000" }).originalPrice).toEqual([M.originalPriceMin]);
    expect(ProductCreateSchema.parse({ ...base, originalPrice: "1,999" }).originalPrice).toBe(1999);
  });

  it("needs at least one image when images are sent, each a URL or a site path", () => {
    expect(errorsOf(ProductCreateSchema, { ...base, images: [] }).images).toEqual([M.images]);
    expect(ProductCreateSchema.safeParse({ ...base, images: ["ftp://x"] }).error?.issues[0].message).toBe(M.imageUrl);
    expect(ProductCreateSchema.parse({ ...base, images: ["/uploads/a.png", "https://x.in/a.jpg"] }).images).toHaveLength(2);
  });
});

describe("edit and update", () => {
  it("rating and review count come from real reviews only: sending either is refused (400)", () => {
    const edit = { ...base, version: "0", expectedStock: "3" };
    expect(errorsOf(ProductEditSchema, { ...edit, rating: "4.9", reviewCount: "250" })).toEqual({ rating: [M.ratingComputed], reviewCount: [M.ratingComputed] });
    expect(errorsOf(ProductUpdateSchema, { rating: 4.9 })).toEqual({ rating: [M.ratingComputed] });
    expect(ProductEditSchema.parse(edit)).not.toHaveProperty("rating");
  });

  it("the edit form carries the version and the stock it read; a stock change needs a reason", () => {
    expect(errorsOf(ProductEditSchema, base)).toMatchObject({ version: [M.versionRequired], expectedStock: [M.versionRequired] });
    expect(ProductEditSchema.parse({ ...base, version: "4", expectedStock: "3" })).toMatchObject({ version: 4, expectedStock: 3, stock: 3 });
    expect(errorsOf(ProductEditSchema, { ...base, version: "4", expectedStock: "2" }).stockReason).toEqual([M.stockReason]);
    expect(ProductEditSchema.parse({ ...base, version: "4", expectedStock: "2", stockReason: " Recount " }).stockReason).toBe("Recount");
  });

  it("an update never sets stock blindly: an absolute stock needs expectedStock, an adjustment a reason", () => {
    expect(errorsOf(ProductUpdateSchema, { stock: 5 }).stock).toEqual([M.stockNeedsExpected]);
    expect(errorsOf(ProductUpdateSchema, { inStock: false }).stock).toEqual([M.stockNeedsExpected]);
    expect(errorsOf(ProductUpdateSchema, { stock: 5, expectedStock: 4 }).stockReason).toEqual([M.stockReason]);
    expect(errorsOf(ProductUpdateSchema, { stockAdjustment: 2 }).stockReason).toEqual([M.stockReason]);
    expect(errorsOf(ProductUpdateSchema, { stockAdjustment: 0, stockReason: "x" }).stockAdjustment).toEqual([M.stockAdjustment]);
    expect(errorsOf(ProductUpdateSchema, { stock: 5, expectedStock: 4, stockAdjustment: 1, stockReason: "x" }).stockAdjustment).toEqual([M.stockBoth]);
    expect(ProductUpdateSchema.parse({ stockAdjustment: -2, stockReason: "Damaged in the rain" })).toEqual({ stockAdjustment: -2, stockReason: "Damaged in the rain" });
  });

  it("an update may carry any subset and leaves the rest undefined", () => {
    expect(ProductUpdateSchema.parse({ name: "Saree" })).toEqual({ name: "Saree" });
    expect(ProductUpdateSchema.parse({ subcategory: "" })).toEqual({ subcategory: null });
  });
});

describe("parseAdminProductQuery", () => {
  it("falls back to defaults for bad values", () => {
    expect(parseAdminProductQuery(new URLSearchParams("page=x&status=gone&sort=bad&search=%20silk%20"))).toEqual({
      page: 1,
      search: "silk",
      category: "",
      status: undefined,
      sort: "-createdAt",
    });
    expect(parseAdminProductQuery(new URLSearchParams("page=3&status=featured")).status).toBe("featured");
  });
});
