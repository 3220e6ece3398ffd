import crypto from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { prisma } from "~/db.server";
import * as categoryRoute from "~/routes/api.categories.$id";
import * as categoriesRoute from "~/routes/api.categories";
import * as productRoute from "~/routes/api.products.$id";
import * as byCategoryRoute from "~/routes/api.products.category.$id";
import * as featuredRoute from "~/routes/api.products.featured";
import * as newArrivalsRoute from "~/routes/api.products.new-arrivals";
import * as searchRoute from "~/routes/api.products.search";
import * as productsRoute from "~/routes/api.products";
import { callAction, callLoader, createUser, jsonRequest, readEnvelope, tokensFor } from "./helpers";

// The catalogue API (API.md "Catalogue") through its route modules. Fixtures
// carry a random word (`tag`) and live in this file's own categories.

const letters = (n: number) => Array.from(crypto.randomBytes(n), (b) => String.fromCharCode(97 + (b % 26))).join("");
const tag = `zk${letters(6)}`;
const now = Date.now();
const PUBLIC_CACHE = "public, max-age=60, stale-while-revalidate=300";

const PRODUCT_KEYS = [
  "_id", "name", "description", "material", "price", "originalPrice", "discount", "discountPercentage", "category", "subcategory",
  "images", "colors", "sizes", "rating", "reviewCount", "inStock", "isFeatured", "isNew", "tags", "stock", "variants", "isAvailable",
  "isActive", "createdAt", "updatedAt",
];
const PAGINATION_KEYS = ["page", "limit", "total", "pages", "hasNext", "hasPrev"];

let category: { id: string; slug: string; name: string };
let other: { id: string; slug: string; name: string };
let inactiveCategory: { id: string; slug: string };
const P: Record<string, string> = {};

async function makeProduct(data: {
  name: string;
  categoryId: string;
  price: number;
  originalPrice?: number;
  isActive?: boolean;
  archived?: boolean;
  isFeatured?: boolean;
  isNew?: boolean;
  stock?: number;
  minutesAgo?: number;
}) {
  const price = data.price * 100;
  const originalPrice = (data.originalPrice ?? data.price) * 100;
  return prisma.product.create({
    data: {
      name: data.name,
      description: `Handwoven in Surat (${tag}).`,
      material: "Silk",
      price,
      originalPrice,
      onSale: originalPrice > price,
      categoryId: data.categoryId,
      colors: '["Maroon"]',
      sizes: '["Free Size"]',
      images: '["/images/x1.jpg","/images/x2.jpg"]',
      tags: '["wedding"]',
      stock: data.stock ?? 4,
      isActive: data.isActive ?? true,
      archivedAt: data.archived ? new Date() : null,
      isFeatured: data.isFeatured ?? false,
      isNew: data.isNew ?? false,
      createdAt: new Date(now - (data.minutesAgo ?? 0) * 60_000),
    },
  });
}

const get = (path: string, token?: string) => jsonRequest("GET", path, undefined, { token });

async function expectValidation(res: Response, errors: Array<{ param: string; msg?: string }>) {
  expect(res.status).toBe(400);
  expect(res.headers.get("Cache-Control")).toBe("no-store");
  const body = await readEnvelope(res);
  expect(body.success).toBe(false);
  expect(body.data).toBeNull();
  expect(body.errors?.map((e) => e.param)).toEqual(errors.map((e) => e.param));
  for (const [i, e] of errors.entries()) if (e.msg) expect(body.errors?.[i].msg).toBe(e.msg);
}

beforeAll(async () => {
  category = await prisma.category.create({ data: { name: `Designer Sarees ${tag}`, slug: `designer-sarees-${tag}`, featured: true, sortOrder: 800 } });
  other = await prisma.category.create({ data: { name: `Kurtas ${tag}`, slug: `kurtas-${tag}`, sortOrder: 801 } });
  inactiveCategory = await prisma.category.create({ data: { name: `Old Stock ${tag}`, slug: `old-stock-${tag}`, isActive: false, sortOrder: 802 } });
  await prisma.subcategory.create({ data: { categoryId: category.id, name: `Net Sarees ${tag}`, slug: "net-sarees" } });
  P.a = (await makeProduct({ name: `Organza Saree ${tag}`, categoryId: category.id, price: 4999, originalPrice: 6999, isFeatured: true, minutesAgo: 1 })).id;
  P.b = (await makeProduct({ name: `Georgette Saree ${tag}`, categoryId: category.id, price: 2499.5, isNew: true, stock: 0, minutesAgo: 2 })).id;
  P.c = (await makeProduct({ name: `Chikankari Kurta ${tag}`, categoryId: other.id, price: 1299, isNew: true, minutesAgo: 3 })).id;
  P.inactive = (await makeProduct({ name: `Withdrawn Saree ${tag}`, categoryId: category.id, price: 999, isActive: false })).id;
  P.archived = (await makeProduct({ name: `Archived Saree ${tag}`, categoryId: category.id, price: 999, isActive: false, archived: true })).id;
  // Enough featured and new products for the default limit of 8.
  for (let i = 0; i < 9; i++) await makeProduct({ name: `Filler ${i} ${tag}`, categoryId: other.id, price: 500 + i, isFeatured: true, isNew: true, minutesAgo: 10 + i });
});

describe("GET /api/products", () => {
  it("answers the documented envelope with rupee prices and public caching", async () => {
    const res = await callLoader(productsRoute, get(`/api/products?category=${category.slug}`));
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe(PUBLIC_CACHE);
    const body = await readEnvelope(res);
    expect(Object.keys(body)).toEqual(["success", "message", "data", "timestamp"]);
    expect(body.success).toBe(true);
    expect(body.message).toBe("Products retrieved successfully");
    expect(Object.keys(body.data)).toEqual(["products", "pagination"]);
    expect(Object.keys(body.data.pagination)).toEqual(PAGINATION_KEYS);
    expect(body.data.pagination).toEqual({ page: 1, limit: 12, total: 2, pages: 1, hasNext: false, hasPrev: false });
    const [a, b] = body.data.products;
    expect(Object.keys(a).sort()).toEqual([...PRODUCT_KEYS].sort());
    expect(a).toMatchObject({
      _id: P.a,
      price: 4999,
      originalPrice: 6999,
      discount: 2000,
      discountPercentage: 29,
      category: { _id: category.id, name: category.name, slug: category.slug },
      subcategory: null,
      images: ["/images/x1.jpg", "/images/x2.jpg"],
      inStock: true,
      isAvailable: true,
      isActive: true,
      isFeatured: true,
    });
    expect(b).toMatchObject({ _id: P.b, price: 2499.5, originalPrice: 2499.5, discount: 0, discountPercentage: 0, inStock: false, stock: 0 });
  });

  it("applies the filters, the sale alias and the sorts", async () => {
    const read = async (query: string) => (await readEnvelope(await callLoader(productsRoute, get(`/api/products?${query}`)))).data;
    expect((await read(`category=${category.id}&sale=true`)).products.map((p: { _id: string }) => p._id)).toEqual([P.a]);
    expect((await read(`category=${category.id}&onSale=true`)).products.map((p: { _id: string }) => p._id)).toEqual([P.a]);
    expect((await read(`category=${category.id}&inStock=true`)).products.map((p: { _id: string }) => p._id)).toEqual([P.a]);
    expect((await read(`category=${category.id}&sort=price`)).products.map((p: { _id: string }) => p._id)).toEqual([P.b, P.a]);
    expect((await read(`category=${category.id}&minPrice=2499.5&maxPrice=4000`)).products.map((p: { _id: string }) => p._id)).toEqual([P.b]);
    expect((await read(`search=organza+${tag}`)).products.map((p: { _id: string }) => p._id)).toEqual([P.a]);
    expect((await read("category=no-such-category")).pagination.total).toBe(0);
  });

  it("caps limit at 100 and pages past the end to an empty list", async () => {
    const capped = await readEnvelope(await callLoader(productsRoute, get("/api/products?limit=500")));
    expect(capped.data.pagination.limit).toBe(100);
    const beyond = await readEnvelope(await callLoader(productsRoute, get(`/api/products?category=${category.slug}&page=9`)));
    expect(beyond.data).toEqual({ products: [], pagination: { page: 9, limit: 12, total: 2, pages: 1, hasNext: false, hasPrev: true } });
  });

  it("answers 400 with one {param, msg} per bad parameter", async () => {
    await expectValidation(await callLoader(productsRoute, get("/api/products?minPrice=abc")), [
      { param: "minPrice", msg: "minPrice must be a number of rupees" },
    ]);
    await expectValidation(await callLoader(productsRoute, get("/api/products?page=0&limit=abc&sort=cheapest&featured=yes")), [
      { param: "featured", msg: "featured must be true or false" },
      { param: "sort", msg: "sort must be one of -createdAt, price, -price, -rating, -reviewCount, name" },
      { param: "page", msg: "page must be between 1 and 1000000" },
      { param: "limit", msg: "limit must be a whole number" },
    ]);
    await expectValidation(await callLoader(productsRoute, get("/api/products?minPrice=900&maxPrice=100")), [
      { param: "maxPrice", msg: "maxPrice must not be below minPrice" },
    ]);
    await expectValidation(await callLoader(productsRoute, get("/api/products?limit=0")), [{ param: "limit", msg: "limit must be at least 1" }]);
    await expectValidation(await callLoader(productsRoute, get("/api/products?page=1.5")), [{ param: "page" }]);
    await expectValidation(await callLoader(productsRoute, get("/api/products?sale=maybe&onSale=2&isNew=x&inStock=x")), [
      { param: "sale" },
      { param: "onSale" },
      { param: "isNew" },
      { param: "inStock" },
    ]);
  });

  it("treats empty parameters as absent", async () => {
    const res = await callLoader(productsRoute, get("/api/products?minPrice=&sort=&page=&category="));
    expect(res.status).toBe(200);
  });

  it("answers POST (admin create) with 401 without a token, and other methods with 405", async () => {
    const res = await callAction(productsRoute, jsonRequest("POST", "/api/products", { name: "x" }));
    expect(res.status).toBe(401);
    const put = await callAction(productsRoute, jsonRequest("PUT", "/api/products", { name: "x" }));
    expect(put.status).toBe(405);
    expect(put.headers.get("Allow")).toBe("GET, POST");
    expect((await readEnvelope(put)).message).toBe("Method not allowed");
  });

  it("is never cached for a request with a token", async () => {
    const res = await callLoader(productsRoute, get("/api/products", "some-token"));
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe("no-store");
  });
});

describe("GET /api/products/featured and /new-arrivals", () => {
  it("lists 8 featured products by default, or `limit`", async () => {
    const res = await callLoader(featuredRoute, get("/api/products/featured"));
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe(PUBLIC_CACHE);
    const body = await readEnvelope(res);
    expect(body.message).toBe("Featured products retrieved successfully");
    expect(body.data).toHaveLength(8);
    expect(body.data.every((p: { isFeatured: boolean }) => p.isFeatured)).toBe(true);
    expect(Object.keys(body.data[0]).sort()).toEqual([...PRODUCT_KEYS].sort());
    expect((await readEnvelope(await callLoader(featuredRoute, get("/api/products/featured?limit=2")))).data).toHaveLength(2);
    const capped = await readEnvelope(await callLoader(featuredRoute, get("/api/products/featured?limit=1000")));
    expect(capped.data.length).toBeLessThanOrEqual(100);
    expect(capped.data.length).toBeGreaterThanOrEqual(10);
    await expectValidation(await callLoader(featuredRoute, get("/api/products/featured?limit=abc")), [{ param: "limit", msg: "limit must be a whole number" }]);
  });

  it("lists 8 new arrivals by default, flagged new first", async () => {
    const res = await callLoader(newArrivalsRoute, get("/api/products/new-arrivals"));
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe(PUBLIC_CACHE);
    const body = await readEnvelope(res);
    expect(body.message).toBe("New arrivals retrieved successfully");
    expect(body.data).toHaveLength(8);
    expect(body.data.every((p: { isNew: boolean }) => p.isNew)).toBe(true);
    expect((await readEnvelope(await callLoader(newArrivalsRoute, get("/api/products/new-arrivals?limit=3")))).data).toHaveLength(3);
    await expectValidation(await callLoader(newArrivalsRoute, get("/api/products/new-arrivals?limit=0")), [{ param: "limit" }]);
  });

  it("answers other methods with 405", async () => {
    expect((await callAction(featuredRoute, jsonRequest("POST", "/api/products/featured", {}))).status).toBe(405);
    expect((await callAction(newArrivalsRoute, jsonRequest("DELETE", "/api/products/new-arrivals"))).status).toBe(405);
  });
});

describe("GET /api/products/search", () => {
  it("finds products by q with pagination", async () => {
    const res = await callLoader(searchRoute, get(`/api/products/search?q=saree+${tag}&limit=1`));
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe(PUBLIC_CACHE);
    const body = await readEnvelope(res);
    expect(body.message).toBe("Search results retrieved successfully");
    expect(Object.keys(body.data)).toEqual(["products", "pagination"]);
    expect(body.data.products).toHaveLength(1);
    expect(body.data.pagination).toEqual({ page: 1, limit: 1, total: 2, pages: 2, hasNext: true, hasPrev: false });
    const sorted = await readEnvelope(await callLoader(searchRoute, get(`/api/products/search?q=${tag}+saree&sort=price`)));
    expect(sorted.data.products.map((p: { _id: string }) => p._id)).toEqual([P.b, P.a]);
  });

  it("requires q", async () => {
    for (const query of ["", "?q=", "?q=%20%20", "?page=2"]) {
      await expectValidation(await callLoader(searchRoute, get(`/api/products/search${query}`)), [{ param: "q", msg: "Search query is required" }]);
    }
  });

  it("validates page and limit, and caps limit", async () => {
    await expectValidation(await callLoader(searchRoute, get("/api/products/search?q=silk&page=x")), [{ param: "page" }]);
    const capped = await readEnvelope(await callLoader(searchRoute, get("/api/products/search?q=silk&limit=101")));
    expect(capped.data.pagination.limit).toBe(100);
  });

  it("answers hostile queries with 200, never 500", async () => {
    const hostile = ['"', "*", "NEAR(", "silk OR", "'; DROP TABLE Product; --", "🙂", "a".repeat(1000), "(((", "^", ":", "{name}:x", '"""'];
    for (const q of hostile) {
      const res = await callLoader(searchRoute, get(`/api/products/search?q=${encodeURIComponent(q)}`));
      expect(res.status, q.slice(0, 20)).toBe(200);
      expect((await readEnvelope(res)).success).toBe(true);
    }
  });
});

describe("GET /api/products/category/{id}", () => {
  it("lists a category's products by id or slug, with the same filters", async () => {
    for (const key of [category.id, category.slug]) {
      const res = await callLoader(byCategoryRoute, get(`/api/products/category/${key}`), { id: key });
      expect(res.status).toBe(200);
      expect(res.headers.get("Cache-Control")).toBe(PUBLIC_CACHE);
      const body = await readEnvelope(res);
      expect(body.data.products.map((p: { _id: string }) => p._id)).toEqual([P.a, P.b]);
      expect(body.data.pagination.total).toBe(2);
    }
    const filtered = await readEnvelope(await callLoader(byCategoryRoute, get(`/api/products/category/${category.slug}?featured=true`), { id: category.slug }));
    expect(filtered.data.products.map((p: { _id: string }) => p._id)).toEqual([P.a]);
    // The path wins over a category in the query.
    const path = await readEnvelope(await callLoader(byCategoryRoute, get(`/api/products/category/${category.slug}?category=${other.slug}`), { id: category.slug }));
    expect(path.data.pagination.total).toBe(2);
  });

  it("is an empty list for an unknown or inactive category", async () => {
    for (const key of ["no-such-category", inactiveCategory.slug]) {
      const body = await readEnvelope(await callLoader(byCategoryRoute, get(`/api/products/category/${key}`), { id: key }));
      expect(body.data).toEqual({ products: [], pagination: { page: 1, limit: 12, total: 0, pages: 0, hasNext: false, hasPrev: false } });
    }
  });

  it("validates the query", async () => {
    await expectValidation(await callLoader(byCategoryRoute, get(`/api/products/category/${category.slug}?maxPrice=lots`), { id: category.slug }), [
      { param: "maxPrice" },
    ]);
  });
});

describe("GET /api/products/{id}", () => {
  it("answers the product", async () => {
    const res = await callLoader(productRoute, get(`/api/products/${P.a}`), { id: P.a });
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe(PUBLIC_CACHE);
    const body = await readEnvelope(res);
    expect(body.message).toBe("Product retrieved successfully");
    expect(Object.keys(body.data).sort()).toEqual([...PRODUCT_KEYS].sort());
    expect(body.data).toMatchObject({ _id: P.a, name: `Organza Saree ${tag}`, price: 4999 });
  });

  it("answers 404 'Product not found' for unknown, inactive and archived products", async () => {
    for (const id of ["no-such-product", P.inactive, P.archived]) {
      const res = await callLoader(productRoute, get(`/api/products/${id}`), { id });
      expect(res.status).toBe(404);
      expect(res.headers.get("Cache-Control")).toBe("no-store");
      const body = await readEnvelope(res);
      expect(body).toMatchObject({ success: false, message: "Product not found", data: null });
    }
  });

  it("needs an admin token to change a product, and answers other methods with 405", async () => {
    const res = await callAction(productRoute, jsonRequest("PUT", `/api/products/${P.a}`, { name: "x" }), { id: P.a });
    expect(res.status).toBe(401);
    expect((await callAction(productRoute, jsonRequest("PATCH", `/api/products/${P.a}`, { name: "x" }), { id: P.a })).status).toBe(405);
  });
});

describe("GET /api/categories", () => {
  const CATEGORY_KEYS = ["_id", "name", "slug", "description", "image", "hsnCode", "featured", "sortOrder", "isActive", "productCount", "subcategories", "createdAt", "updatedAt"];

  it("lists active categories with productCount and subcategories", async () => {
    const res = await callLoader(categoriesRoute, get("/api/categories"));
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe(PUBLIC_CACHE);
    const body = await readEnvelope(res);
    expect(body.message).toBe("Categories retrieved successfully");
    const mine = body.data.find((c: { _id: string }) => c._id === category.id);
    expect(Object.keys(mine).sort()).toEqual([...CATEGORY_KEYS].sort());
    expect(mine).toMatchObject({ name: category.name, slug: category.slug, productCount: 2, featured: true, isActive: true });
    expect(mine.subcategories).toEqual([{ _id: expect.any(String), name: `Net Sarees ${tag}`, slug: "net-sarees", description: null }]);
    expect(body.data.find((c: { _id: string }) => c._id === other.id).productCount).toBe(10);
    expect(body.data.find((c: { _id: string }) => c._id === inactiveCategory.id)).toBeUndefined();
  });

  it("filters featured=true", async () => {
    const body = await readEnvelope(await callLoader(categoriesRoute, get("/api/categories?featured=true")));
    expect(body.data.every((c: { featured: boolean }) => c.featured)).toBe(true);
    expect(body.data.map((c: { _id: string }) => c._id)).toContain(category.id);
    expect(body.data.map((c: { _id: string }) => c._id)).not.toContain(other.id);
    await expectValidation(await callLoader(categoriesRoute, get("/api/categories?featured=yes")), [
      { param: "featured", msg: "featured must be true or false" },
    ]);
  });

  it("includes inactive categories for an admin only", async () => {
    const anonymous = await callLoader(categoriesRoute, get("/api/categories?includeInactive=true"));
    expect(anonymous.status).toBe(401);
    expect((await readEnvelope(anonymous)).message).toBe("Authentication required");

    const customer = await createUser();
    const customerRes = await callLoader(categoriesRoute, get("/api/categories?includeInactive=true", (await tokensFor(customer)).token));
    expect(customerRes.status).toBe(403);
    expect((await readEnvelope(customerRes)).message).toBe("Admin access required");

    const admin = await createUser({ role: "admin" });
    const adminRes = await callLoader(categoriesRoute, get("/api/categories?includeInactive=true", (await tokensFor(admin)).token));
    expect(adminRes.status).toBe(200);
    expect(adminRes.headers.get("Cache-Control")).toBe("no-store");
    const body = await readEnvelope(adminRes);
    expect(body.data.find((c: { _id: string }) => c._id === inactiveCategory.id)).toMatchObject({ isActive: false });

    // includeInactive=false needs no token.
    expect((await callLoader(categoriesRoute, get("/api/categories?includeInactive=false"))).status).toBe(200);
  });

  it("answers POST (admin create) with 401 without a token", async () => {
    expect((await callAction(categoriesRoute, jsonRequest("POST", "/api/categories", { name: "x" }))).status).toBe(401);
  });
});

describe("GET /api/categories/{id}", () => {
  it("answers a category by id or slug", async () => {
    for (const key of [category.id, category.slug]) {
      const res = await callLoader(categoryRoute, get(`/api/categories/${key}`), { id: key });
      expect(res.status).toBe(200);
      expect(res.headers.get("Cache-Control")).toBe(PUBLIC_CACHE);
      const body = await readEnvelope(res);
      expect(body.message).toBe("Category retrieved successfully");
      expect(body.data).toMatchObject({ _id: category.id, slug: category.slug, productCount: 2 });
    }
  });

  it("answers 404 'Category not found' for unknown and inactive categories", async () => {
    for (const key of ["no-such-category", inactiveCategory.slug]) {
      const res = await callLoader(categoryRoute, get(`/api/categories/${key}`), { id: key });
      expect(res.status).toBe(404);
      expect(await readEnvelope(res)).toMatchObject({ success: false, message: "Category not found", data: null });
    }
  });
});
