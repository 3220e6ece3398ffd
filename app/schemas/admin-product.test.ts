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

  it("checks numbers: price > 0 with paise, whole stock >= 0, original >= price", () => {
    expect(errorsOf(ProductCreateSchema, { ...base, price: "0" }).price).toEqual([M.pricePositive]);
    expect(errorsOf(ProductCreateSchema, { ...base, price: "abc" }).price).toEqual([M.priceNumber]);
    expect(errorsOf(ProductCreateSchema, { ...base, price: "10.005" }).price).toEqual([M.pricePaise]);
    expect(errorsOf(ProductCreateSchema, { ...base, stock: "-1" }).stock).toEqual([M.stockMin]);
    expect(errorsOf(ProductCreateSchema, { ...base, stock: "2.5" }).stock).toEqual([M.stockNumber]);
    expect(errorsOf(ProductCreateSchema, { ...base, originalPrice: "1000" }).originalPrice).toEqual([M.originalPriceMin]);
    expect(ProductCreateSchema.parse({ ...base, originalPrice: "1,999.50" }).originalPrice).toBe(1999.5);
  });

  it("needs at least one image when images are sent, each a URL or a site path", () => {
    expect(errorsOf(ProductCreateSchema, { ...base, images: [] }).images).toEqual([M.images]);
    expect(ProductCreateSchema.safeParse({ ...base, images: ["ftp://x"] }).error?.issues[0].message).toBe(M.imageUrl);
    expect(ProductCreateSchema.parse({ ...base, images: ["/uploads/a.png", "https://x.in/a.jpg"] }).images).toHaveLength(2);
  });
});

describe("edit and update", () => {
  it("rating is 0 to 5 in steps of 0.1; review count a whole number >= 0", () => {
    expect(ProductEditSchema.parse({ ...base, rating: "4.5", reviewCount: "10" })).toMatchObject({ rating: 4.5, reviewCount: 10 });
    expect(errorsOf(ProductEditSchema, { ...base, rating: "5.1" }).rating).toEqual([M.rating]);
    expect(errorsOf(ProductEditSchema, { ...base, rating: "4.55" }).rating).toEqual([M.ratingStep]);
    expect(errorsOf(ProductEditSchema, { ...base, reviewCount: "-2" }).reviewCount).toEqual([M.reviewCount]);
  });

  it("an update may carry any subset and leaves the rest undefined", () => {
    expect(ProductUpdateSchema.parse({ rating: 3 })).toEqual({ rating: 3 });
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
