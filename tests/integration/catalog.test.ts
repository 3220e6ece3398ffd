import crypto from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { prisma, getRawConnection } from "~/db.server";
import {
  getFeaturedProducts,
  getNewArrivals,
  getProduct,
  getProductForAdmin,
  getRelatedProducts,
  listProducts,
  parseJsonList,
  toProductCard,
} from "~/models/catalog.server";
import { getCategory, listCategories } from "~/models/category.server";
import { type ProductSort } from "~/schemas/catalog";

// The catalogue model against this worker's SQLite file. Every fixture carries
// a random word (`tag`) in its name, and lists are scoped to this file's own
// categories, so other data in the database never changes an answer.

const letters = (n: number) =>
  Array.from(crypto.randomBytes(n), (b) => String.fromCharCode(97 + (b % 26))).join("");
const tag = `zq${letters(6)}`;
const DAY = 86_400_000;
const now = Date.now();

type ProductInput = {
  name: string;
  categoryId: string;
  subcategoryId?: string | null;
  price: number; // rupees
  originalPrice?: number;
  description?: string;
  material?: string;
  tags?: string[];
  stock?: number;
  isActive?: boolean;
  archived?: boolean;
  isFeatured?: boolean;
  isNew?: boolean;
  rating?: number;
  reviewCount?: number;
  daysAgo?: number;
  id?: string;
  createdAt?: Date;
};

async function makeProduct(p: ProductInput) {
  const price = Math.round(p.price * 100);
  const originalPrice = Math.round((p.originalPrice ?? p.price) * 100);
  return prisma.product.create({
    data: {
      ...(p.id ? { id: p.id } : {}),
      name: p.name,
      description: p.description ?? `A lovely piece from the ${tag} collection.`,
      material: p.material ?? "Cotton",
      price,
      originalPrice,
      onSale: originalPrice > price,
      categoryId: p.categoryId,
      subcategoryId: p.subcategoryId ?? null,
      colors: JSON.stringify(["Red", "Gold"]),
      sizes: JSON.stringify(["Free Size"]),
      images: JSON.stringify(["/images/a.jpg", "/images/b.jpg", "/images/c.jpg"]),
      tags: JSON.stringify(p.tags ?? ["ethnic"]),
      stock: p.stock ?? 10,
      isActive: p.isActive ?? true,
      archivedAt: p.archived ? new Date(now) : null,
      isFeatured: p.isFeatured ?? false,
      isNew: p.isNew ?? false,
      rating: p.rating ?? 0,
      reviewCount: p.reviewCount ?? 0,
      createdAt: p.createdAt ?? new Date(now - (p.daysAgo ?? 0) * DAY),
    },
  });
}

async function makeCategory(name: string, extra: { featured?: boolean; sortOrder?: number; isActive?: boolean } = {}) {
  const slug = `${name.toLowerCase().replace(/[^a-z0-9]+/g, "-")}-${tag}`;
  return prisma.category.create({ data: { name: `${name} ${tag}`, slug, description: `${name} description`, ...extra } });
}

const ids = (products: Array<{ _id: string }>) => products.map((p) => p._id);

/** Rows of the search index for one product id (read straight from SQLite). */
function ftsRows(db: Awaited<ReturnType<typeof getRawConnection>>, productId: string): number {
  const row = db.prepare("SELECT count(*) AS n FROM product_fts WHERE product_id = ?").get(productId) as { n: number | bigint };
  return Number(row.n);
}

let silk: { id: string; slug: string; name: string };
let party: { id: string; slug: string; name: string };
let hidden: { id: string; slug: string };
let kanjivaramSub: { id: string };
const P: Record<string, string> = {};

beforeAll(async () => {
  silk = await makeCategory("Silk Sarees", { featured: true, sortOrder: 900 });
  party = await makeCategory("Party Wear", { sortOrder: 901 });
  hidden = await makeCategory("Retired Line", { isActive: false, sortOrder: 902 });
  kanjivaramSub = await prisma.subcategory.create({
    data: { categoryId: silk.id, name: `Kanjivaram ${tag}`, slug: "kanjivaram", sortOrder: 1 },
  });
  await prisma.subcategory.create({ data: { categoryId: silk.id, name: `Banarasi ${tag}`, slug: "banarasi", sortOrder: 2, description: "From Varanasi" } });

  P.kanjivaram = (
    await makeProduct({
      name: `Kanjivaram Silk Saree ${tag}`,
      categoryId: silk.id,
      subcategoryId: kanjivaramSub.id,
      price: 12000,
      originalPrice: 15000,
      material: "Pure Silk",
      tags: ["wedding", "zari"],
      isFeatured: true,
      stock: 5,
      rating: 4.8,
      reviewCount: 10,
      daysAgo: 1,
    })
  ).id;
  P.banarasi = (
    await makeProduct({ name: `Banarasi Silk Saree ${tag}`, categoryId: silk.id, price: 8000, isNew: true, stock: 0, rating: 4.2, reviewCount: 30, daysAgo: 2 })
  ).id;
  P.cotton = (await makeProduct({ name: `Cotton Saree ${tag}`, categoryId: silk.id, price: 999, originalPrice: 1499, stock: 20, daysAgo: 3 })).id;
  P.inactive = (await makeProduct({ name: `Hidden Silk Saree ${tag}`, categoryId: silk.id, price: 5000, isActive: false, daysAgo: 4 })).id;
  P.archived = (await makeProduct({ name: `Archived Silk Saree ${tag}`, categoryId: silk.id, price: 5000, isActive: false, archived: true, daysAgo: 5 })).id;
  P.lehenga = (
    await makeProduct({ name: `Sequin Lehenga ${tag}`, categoryId: party.id, price: 25000, isFeatured: true, isNew: true, stock: 3, daysAgo: 0.5 })
  ).id;
  P.retired = (await makeProduct({ name: `Retired Kurta ${tag}`, categoryId: hidden.id, price: 700, daysAgo: 7 })).id;
});

describe("product DTO", () => {
  it("has the documented fields in rupees", async () => {
    const p = await getProduct(P.kanjivaram);
    expect(p).not.toBeNull();
    expect(Object.keys(p!).sort()).toEqual(
      [
        "_id", "name", "description", "material", "price", "originalPrice", "discount", "discountPercentage", "category", "subcategory",
        "images", "colors", "sizes", "rating", "reviewCount", "inStock", "isFeatured", "isNew", "tags", "stock", "variants", "isAvailable",
        "isActive", "createdAt", "updatedAt",
      ].sort(),
    );
    expect(p).toMatchObject({
      _id: P.kanjivaram,
      name: `Kanjivaram Silk Saree ${tag}`,
      material: "Pure Silk",
      price: 12000,
      originalPrice: 15000,
      discount: 3000,
      discountPercentage: 20,
      category: { _id: silk.id, name: silk.name, slug: silk.slug },
      subcategory: `Kanjivaram ${tag}`,
      images: ["/images/a.jpg", "/images/b.jpg", "/images/c.jpg"],
      colors: ["Red", "Gold"],
      sizes: ["Free Size"],
      tags: ["wedding", "zari"],
      rating: 4.8,
      reviewCount: 10,
      inStock: true,
      isAvailable: true,
      isActive: true,
      isFeatured: true,
      isNew: false,
      stock: 5,
    });
    expect(Object.keys(p!.category)).toEqual(["_id", "name", "slug"]);
    expect(new Date(p!.createdAt).toISOString()).toBe(p!.createdAt);
    expect(new Date(p!.updatedAt).toISOString()).toBe(p!.updatedAt);
  });

  it("is out of stock at stock 0, and not discounted when not on sale", async () => {
    const p = await getProduct(P.banarasi);
    expect(p).toMatchObject({ inStock: false, isAvailable: false, stock: 0, discount: 0, discountPercentage: 0, originalPrice: 8000, subcategory: null });
  });

  it("rounds the discount percentage", async () => {
    expect((await getProduct(P.cotton))!.discountPercentage).toBe(33); // 500 / 1499
  });

  it("has a card with exactly what the product card shows", async () => {
    const card = toProductCard((await getProduct(P.kanjivaram))!);
    expect(card).toEqual({
      id: P.kanjivaram,
      name: `Kanjivaram Silk Saree ${tag}`,
      price: 12000,
      originalPrice: 15000,
      discountPercentage: 20,
      images: ["/images/a.jpg", "/images/b.jpg"],
      colors: ["Red", "Gold"],
      sizes: ["Free Size"],
      rating: 4.8,
      reviewCount: 10,
      inStock: true,
      isFeatured: true,
      isNew: false,
      category: { name: silk.name },
      // A product stocked as one number (no variant rows): every combination while in stock, so no list.
    });
  });

  it("survives broken JSON columns", async () => {
    const broken = await makeProduct({ name: `Broken JSON ${tag}`, categoryId: party.id, price: 100, daysAgo: 30 });
    await prisma.product.update({ where: { id: broken.id }, data: { images: "not json", colors: '{"a":1}', sizes: "[1, \"M\", null]", tags: "" } });
    expect(await getProduct(broken.id)).toMatchObject({ images: [], colors: [], sizes: ["M"], tags: [] });
    await prisma.product.delete({ where: { id: broken.id } });
  });
});

describe("parseJsonList", () => {
  it("never throws", () => {
    expect(parseJsonList('["a","b"]')).toEqual(["a", "b"]);
    expect(parseJsonList("[1,\"a\",{}]")).toEqual(["a"]);
    for (const bad of ["", "{", "null", "42", '"a"', "{}", null, undefined]) expect(parseJsonList(bad)).toEqual([]);
  });
});

describe("getProduct / getProductForAdmin", () => {
  it("hides unknown, inactive and archived products from shoppers", async () => {
    expect(await getProduct("no-such-product")).toBeNull();
    expect(await getProduct("")).toBeNull();
    expect(await getProduct(P.inactive)).toBeNull();
    expect(await getProduct(P.archived)).toBeNull();
  });

  it("shows admins any product, with archivedAt", async () => {
    expect(await getProductForAdmin(P.inactive)).toMatchObject({ _id: P.inactive, isActive: false, inStock: false, archivedAt: null });
    const archived = await getProductForAdmin(P.archived);
    expect(archived?.archivedAt).toBe(new Date(now).toISOString());
    expect(archived?.isActive).toBe(false);
    expect(await getProductForAdmin("no-such-product")).toBeNull();
  });
});

describe("archived products", () => {
  it("are always inactive: the database stores an archived product as inactive", async () => {
    const archivedActive = await makeProduct({ name: `Old Silk Saree ${tag}`, categoryId: silk.id, price: 5000, archived: true, isActive: true });
    expect(await getProductForAdmin(archivedActive.id)).toMatchObject({ isActive: false });
    expect(ftsRows(await getRawConnection(), archivedActive.id)).toBe(1); // indexed once, as unlisted
    expect((await listProducts({ search: `old silk ${tag}` })).products).toEqual([]);
    await prisma.product.update({ where: { id: P.archived }, data: { isActive: true } });
    expect(await getProductForAdmin(P.archived)).toMatchObject({ isActive: false });
    // Archiving an active product deactivates it.
    const p = await makeProduct({ name: `Cycle Saree ${tag}`, categoryId: party.id, price: 100, daysAgo: 40 });
    await prisma.product.update({ where: { id: p.id }, data: { archivedAt: new Date() } });
    expect(await getProduct(p.id)).toBeNull();
    expect((await prisma.product.findUniqueOrThrow({ where: { id: p.id } })).isActive).toBe(false);
    // Un-archived, then re-activated: visible again.
    await prisma.product.update({ where: { id: p.id }, data: { archivedAt: null } });
    await prisma.product.update({ where: { id: p.id }, data: { isActive: true } });
    expect(await getProduct(p.id)).not.toBeNull();
    await prisma.product.delete({ where: { id: p.id } });
    await prisma.product.delete({ where: { id: archivedActive.id } });
  });
});

describe("listProducts filters", () => {
  it("filters by category id or slug, newest first by default", async () => {
    const byId = await listProducts({ category: silk.id });
    const bySlug = await listProducts({ category: silk.slug });
    expect(ids(byId.products)).toEqual([P.kanjivaram, P.banarasi, P.cotton]);
    expect(ids(bySlug.products)).toEqual(ids(byId.products));
    expect(byId.pagination).toEqual({ page: 1, limit: 12, total: 3, pages: 1, hasNext: false, hasPrev: false });
  });

  it("gives an empty page for an unknown or inactive category", async () => {
    for (const category of ["no-such-category", hidden.slug, hidden.id]) {
      const page = await listProducts({ category });
      expect(page).toEqual({ products: [], pagination: { page: 1, limit: 12, total: 0, pages: 0, hasNext: false, hasPrev: false } });
    }
  });

  it("hides inactive and archived products unless includeInactive (archived stay hidden)", async () => {
    const all = await listProducts({ search: tag, limit: 100 });
    expect(ids(all.products)).not.toContain(P.inactive);
    expect(ids(all.products)).not.toContain(P.archived);
    const admin = await listProducts({ category: silk.id }, { includeInactive: true });
    expect(ids(admin.products)).toEqual([P.kanjivaram, P.banarasi, P.cotton, P.inactive]);
    const adminHidden = await listProducts({ category: hidden.slug }, { includeInactive: true });
    expect(ids(adminHidden.products)).toEqual([P.retired]);
  });

  it("filters by price in rupees against paise, both bounds inclusive", async () => {
    const cheap = await listProducts({ category: silk.id, maxPrice: 999 });
    expect(ids(cheap.products)).toEqual([P.cotton]);
    expect((await listProducts({ category: silk.id, maxPrice: 998.99 })).products).toEqual([]);
    expect(ids((await listProducts({ category: silk.id, minPrice: 8000, maxPrice: 12000 })).products)).toEqual([P.kanjivaram, P.banarasi]);
    expect(ids((await listProducts({ category: silk.id, minPrice: 8000.01 })).products)).toEqual([P.kanjivaram]);
    expect((await listProducts({ category: silk.id, minPrice: 0 })).pagination.total).toBe(3);
  });

  it("filters featured, on sale, new and in stock", async () => {
    expect(ids((await listProducts({ category: silk.id, featured: true })).products)).toEqual([P.kanjivaram]);
    expect(ids((await listProducts({ category: silk.id, onSale: true })).products)).toEqual([P.kanjivaram, P.cotton]);
    expect(ids((await listProducts({ category: silk.id, isNew: true })).products)).toEqual([P.banarasi]);
    expect(ids((await listProducts({ category: silk.id, inStock: true })).products)).toEqual([P.kanjivaram, P.cotton]);
    expect(ids((await listProducts({ category: silk.id, inStock: true }, { includeInactive: true })).products)).toEqual([P.kanjivaram, P.cotton]);
    expect(ids((await listProducts({ category: silk.id, featured: true, onSale: true, inStock: true, maxPrice: 12000 })).products)).toEqual([P.kanjivaram]);
    const featuredEverywhere = await listProducts({ featured: true, search: tag });
    expect(ids(featuredEverywhere.products).sort()).toEqual([P.kanjivaram, P.lehenga].sort());
  });
});

describe("listProducts sorts", () => {
  it("sorts every documented way", async () => {
    const order = async (sort: ProductSort) =>
      ids((await listProducts({ category: silk.id, sort })).products);
    expect(await order("-createdAt")).toEqual([P.kanjivaram, P.banarasi, P.cotton]);
    expect(await order("price")).toEqual([P.cotton, P.banarasi, P.kanjivaram]);
    expect(await order("-price")).toEqual([P.kanjivaram, P.banarasi, P.cotton]);
    expect(await order("-rating")).toEqual([P.kanjivaram, P.banarasi, P.cotton]);
    expect(await order("-reviewCount")).toEqual([P.banarasi, P.kanjivaram, P.cotton]);
    expect(await order("name")).toEqual([P.banarasi, P.cotton, P.kanjivaram]);
    // relevance without a search is newest first
    expect(await order("relevance")).toEqual([P.kanjivaram, P.banarasi, P.cotton]);
  });

  it("breaks ties by id, so paging is stable", async () => {
    const tie = await makeCategory("Tie Breakers");
    const sameTime = new Date(now - 10 * DAY);
    const created: string[] = [];
    for (let i = 0; i < 7; i++) {
      created.push((await makeProduct({ name: `Same ${tag}`, categoryId: tie.id, price: 1000, rating: 4, reviewCount: 2, createdAt: sameTime })).id);
    }
    const sortedIds = [...created].sort();
    for (const sort of ["-createdAt", "price", "-price", "-rating", "-reviewCount", "name"] as const) {
      const seen: string[] = [];
      for (let page = 1; page <= 4; page++) seen.push(...ids((await listProducts({ category: tie.slug, sort, page, limit: 2 })).products));
      expect(seen, sort).toEqual(sortedIds);
    }
    // The full-text paths too (equal relevance): every product once, in the same order every time.
    for (const filters of [{ category: tie.slug }, {}]) {
      const seen: string[] = [];
      for (let page = 1; page <= 4; page++) seen.push(...ids((await listProducts({ ...filters, search: `same ${tag}`, page, limit: 2 })).products));
      expect([...seen].sort()).toEqual(sortedIds);
      const again: string[] = [];
      for (let page = 1; page <= 4; page++) again.push(...ids((await listProducts({ ...filters, search: `same ${tag}`, page, limit: 2 })).products));
      expect(again).toEqual(seen);
    }
  });
});

describe("listProducts paging", () => {
  it("reports pages and flags", async () => {
    const first = await listProducts({ category: silk.id, limit: 2 });
    expect(first.products).toHaveLength(2);
    expect(first.pagination).toEqual({ page: 1, limit: 2, total: 3, pages: 2, hasNext: true, hasPrev: false });
    const second = await listProducts({ category: silk.id, limit: 2, page: 2 });
    expect(ids(second.products)).toEqual([P.cotton]);
    expect(second.pagination).toEqual({ page: 2, limit: 2, total: 3, pages: 2, hasNext: false, hasPrev: true });
  });

  it("returns an empty list with true totals past the last page", async () => {
    const beyond = await listProducts({ category: silk.id, limit: 2, page: 50 });
    expect(beyond).toEqual({ products: [], pagination: { page: 50, limit: 2, total: 3, pages: 2, hasNext: false, hasPrev: true } });
    const searchBeyond = await listProducts({ category: silk.id, search: `saree ${tag}`, page: 999 });
    expect(searchBeyond.products).toEqual([]);
    expect(searchBeyond.pagination.total).toBe(3);
    expect(searchBeyond.pagination.hasNext).toBe(false);
  });

  it("clamps a limit above 100 and nonsense page numbers", async () => {
    expect((await listProducts({ category: silk.id, limit: 1000 })).pagination.limit).toBe(100);
    expect((await listProducts({ category: silk.id, limit: 0 })).pagination.limit).toBe(1);
    expect((await listProducts({ category: silk.id, page: -3 })).pagination.page).toBe(1);
    expect((await listProducts({ category: silk.id, page: Number.NaN })).pagination.page).toBe(1);
  });
});

describe("search", () => {
  it("finds by prefix, in any word order and case", async () => {
    for (const q of [`silk sar ${tag}`, `SAREE SILK ${tag}`, `${tag} sil`, `Silk  Sarees ${tag}`, `${tag.toUpperCase()} kanjivaram`]) {
      const found = ids((await listProducts({ search: q })).products);
      expect(found, q).toContain(P.kanjivaram);
    }
    expect(ids((await listProducts({ search: `banarasi ${tag}` })).products)).toEqual([P.banarasi]);
  });

  it("needs every word", async () => {
    expect((await listProducts({ search: `silk lehenga ${tag}` })).products).toEqual([]);
    expect(ids((await listProducts({ search: `sequin ${tag}` })).products)).toEqual([P.lehenga]);
  });

  it("searches material, tags, category and subcategory names, and folds accents", async () => {
    expect(ids((await listProducts({ search: `pure ${tag}` })).products)).toEqual([P.kanjivaram]); // material
    expect(ids((await listProducts({ search: `wedding ${tag}` })).products)).toEqual([P.kanjivaram]); // tag
    expect(ids((await listProducts({ search: `party wear ${tag}` })).products)).toEqual([P.lehenga]); // category
    expect(ids((await listProducts({ search: `kanjivaram ${tag}`, category: silk.slug })).products)).toEqual([P.kanjivaram]);
    expect(ids((await listProducts({ search: `séquin ${tag}` })).products)).toEqual([P.lehenga]);
  });

  it("never matches product ids", async () => {
    const id = P.kanjivaram;
    expect((await listProducts({ search: id })).products).toEqual([]);
  });

  it("ranks a name match above a description match", async () => {
    const cat = await makeCategory("Ranking");
    const inDescription = await makeProduct({
      name: `Plain Kurta ${tag}`,
      description: `Soft cotton with paithani style borders.`,
      categoryId: cat.id,
      price: 1500,
      daysAgo: 0,
    });
    const inName = await makeProduct({ name: `Paithani Saree ${tag}`, categoryId: cat.id, price: 9000, daysAgo: 20 });
    const found = await listProducts({ search: `paithani ${tag}` });
    expect(ids(found.products)).toEqual([inName.id, inDescription.id]);
    // An explicit sort overrides relevance.
    expect(ids((await listProducts({ search: `paithani ${tag}`, sort: "price" })).products)).toEqual([inDescription.id, inName.id]);
    expect(ids((await listProducts({ search: `paithani ${tag}`, sort: "-createdAt" })).products)).toEqual([inDescription.id, inName.id]);
  });

  it("combines with filters and paging", async () => {
    const onSale = await listProducts({ category: silk.id, search: `saree ${tag}`, onSale: true });
    expect(ids(onSale.products).sort()).toEqual([P.kanjivaram, P.cotton].sort());
    const priced = await listProducts({ category: silk.id, search: `saree ${tag}`, minPrice: 5000, inStock: true });
    expect(ids(priced.products)).toEqual([P.kanjivaram]);
    const paged = await listProducts({ category: silk.id, search: `saree ${tag}`, limit: 1, page: 2, sort: "price" });
    expect(ids(paged.products)).toEqual([P.banarasi]);
    expect(paged.pagination).toEqual({ page: 2, limit: 1, total: 3, pages: 3, hasNext: true, hasPrev: true });
    const admin = await listProducts({ search: `hidden ${tag}` }, { includeInactive: true });
    expect(ids(admin.products)).toEqual([P.inactive]);
    expect((await listProducts({ search: `hidden ${tag}` })).products).toEqual([]);
    expect((await listProducts({ search: `archived ${tag}` }, { includeInactive: true })).products).toEqual([]);
  });

  it("treats an empty search as no search and punctuation as no results", async () => {
    expect((await listProducts({ category: silk.id, search: "   " })).pagination.total).toBe(3);
    expect((await listProducts({ category: silk.id, search: "" })).pagination.total).toBe(3);
    expect(await listProducts({ category: silk.id, search: "!!! ---" })).toEqual({
      products: [],
      pagination: { page: 1, limit: 12, total: 0, pages: 0, hasNext: false, hasPrev: false },
    });
  });

  it("survives hostile input", async () => {
    const hostile = [
      '"',
      '""',
      '"silk',
      "*",
      "silk*",
      "NEAR(",
      "NEAR(silk saree, 2)",
      "silk OR saree",
      "silk AND",
      "NOT silk",
      "(((",
      ")",
      "name:silk",
      "{name}: silk",
      "^silk",
      "-silk",
      "'; DROP TABLE Product; --",
      '"; DROP TABLE "Product"; --',
      "1' OR '1'='1",
      "\\",
      "%",
      "_",
      "a".repeat(1000),
      "silk ".repeat(200),
      "🙂",
      "🙂 silk 🎉",
      "साड़ी",
      "\u0301",
      "\u0000",
      "\ud800",
      Array.from({ length: 1000 }, (_, i) => String.fromCharCode(33 + (i % 94))).join(""),
    ];
    for (const search of hostile) {
      const result = await listProducts({ search, limit: 5 });
      expect(Array.isArray(result.products), search.slice(0, 30)).toBe(true);
      expect(result.pagination.total).toBeGreaterThanOrEqual(result.products.length);
    }
    // The tables are still there.
    expect(await prisma.product.count()).toBeGreaterThan(0);
  });
});

describe("the search index stays in sync", () => {
  it("has its triggers, and the archived-is-inactive ones (a migration that redefines Product must re-create them)", async () => {
    const db = await getRawConnection();
    const triggers = db.prepare("SELECT name FROM sqlite_master WHERE type = 'trigger' AND name LIKE 'product_fts%' ORDER BY name").all() as Array<{ name: string }>;
    expect(triggers.map((t) => t.name)).toEqual([
      "product_fts_after_category_rename",
      "product_fts_after_delete",
      "product_fts_after_insert",
      "product_fts_after_subcategory_rename",
      "product_fts_after_update",
    ]);
    const invariant = db.prepare("SELECT name FROM sqlite_master WHERE type = 'trigger' AND name LIKE 'product_archived%' ORDER BY name").all() as Array<{ name: string }>;
    expect(invariant.map((t) => t.name)).toEqual(["product_archived_inactive_after_insert", "product_archived_inactive_after_update"]);
  });

  it("follows product updates", async () => {
    const cat = await makeCategory("Sync");
    const p = await makeProduct({ name: `Chanderi Dupatta ${tag}`, categoryId: cat.id, price: 800 });
    expect(ids((await listProducts({ search: `chanderi ${tag}` })).products)).toEqual([p.id]);
    await prisma.product.update({ where: { id: p.id }, data: { name: `Maheshwari Dupatta ${tag}` } });
    expect((await listProducts({ search: `chanderi ${tag}` })).products).toEqual([]);
    expect(ids((await listProducts({ search: `maheshwari ${tag}` })).products)).toEqual([p.id]);
    await prisma.product.update({ where: { id: p.id }, data: { tags: JSON.stringify(["bandhani"]) } });
    expect(ids((await listProducts({ search: `bandhani ${tag}` })).products)).toEqual([p.id]);
    // Non-text updates leave the index alone and the product findable.
    await prisma.product.update({ where: { id: p.id }, data: { stock: 0, rating: 3.5, reviewCount: 2 } });
    expect(ids((await listProducts({ search: `maheshwari ${tag}` })).products)).toEqual([p.id]);
    // Exactly one index row per product.
    expect(ftsRows(await getRawConnection(), p.id)).toBe(1);
  });

  it("follows activation: a plain search (answered inside the index) and a filtered one agree", async () => {
    const cat = await makeCategory("Toggle");
    const p = await makeProduct({ name: `Kalamkari Stole ${tag}`, categoryId: cat.id, price: 900 });
    const plain = async () => ids((await listProducts({ search: `kalamkari ${tag}` })).products);
    const joined = async () => ids((await listProducts({ search: `kalamkari ${tag}`, sort: "name" })).products);
    expect(await plain()).toEqual([p.id]);
    await prisma.product.update({ where: { id: p.id }, data: { isActive: false } });
    expect(await plain()).toEqual([]);
    expect(await joined()).toEqual([]);
    expect(ids((await listProducts({ search: `kalamkari ${tag}` }, { includeInactive: true })).products)).toEqual([p.id]);
    await prisma.product.update({ where: { id: p.id }, data: { isActive: true } });
    expect(await plain()).toEqual([p.id]);
    expect(await joined()).toEqual([p.id]);
    for (const q of [`saree ${tag}`, tag, `silk ${tag}`]) {
      const a = await listProducts({ search: q, limit: 100 });
      const b = await listProducts({ search: q, limit: 100, sort: "-createdAt" });
      expect(a.pagination.total, q).toBe(b.pagination.total);
      expect([...ids(a.products)].sort(), q).toEqual([...ids(b.products)].sort());
    }
  });

  it("follows a move to another category and deletes", async () => {
    const from = await makeCategory("Origin Line");
    const to = await makeCategory("Target Line");
    const p = await makeProduct({ name: `Leheriya Saree ${tag}`, categoryId: from.id, price: 2000 });
    expect(ids((await listProducts({ search: `origin leheriya ${tag}` })).products)).toEqual([p.id]);
    await prisma.product.update({ where: { id: p.id }, data: { categoryId: to.id } });
    expect((await listProducts({ search: `origin leheriya ${tag}` })).products).toEqual([]);
    expect(ids((await listProducts({ search: `target leheriya ${tag}` })).products)).toEqual([p.id]);
    await prisma.product.delete({ where: { id: p.id } });
    expect((await listProducts({ search: `leheriya ${tag}` })).products).toEqual([]);
    const db = await getRawConnection();
    expect(ftsRows(db, p.id)).toBe(0);
  });

  it("finds the right row for ids with punctuation or quotes", async () => {
    const cat = await makeCategory("Odd Ids");
    const odd = [`prod_odd_${tag}`, `odd "quoted" ${tag}`, `---${letters(4)}`, `prod_odd_${tag}s`];
    for (const id of odd) await makeProduct({ id, name: `Ikat Stole ${tag}`, categoryId: cat.id, price: 600 });
    expect((await listProducts({ search: `ikat ${tag}` })).pagination.total).toBe(4);
    for (const [i, id] of odd.entries()) {
      await prisma.product.update({ where: { id }, data: { name: `Ikat Stole v${i} ${tag}` } });
    }
    const db = await getRawConnection();
    for (const id of odd) expect(ftsRows(db, id), id).toBe(1);
    for (const id of odd) await prisma.product.delete({ where: { id } });
    expect((await listProducts({ search: `ikat ${tag}` })).pagination.total).toBe(0);
    for (const id of odd) expect(ftsRows(db, id), id).toBe(0);
  });

  it("follows category and subcategory renames", async () => {
    const cat = await makeCategory("Renamable");
    const sub = await prisma.subcategory.create({ data: { categoryId: cat.id, name: `Gharchola ${tag}`, slug: "gharchola" } });
    const p = await makeProduct({ name: `Bridal Piece ${tag}`, categoryId: cat.id, subcategoryId: sub.id, price: 30000 });
    expect(ids((await listProducts({ search: `renamable ${tag}` })).products)).toEqual([p.id]);
    await prisma.category.update({ where: { id: cat.id }, data: { name: `Bandhej Collection ${tag}` } });
    expect((await listProducts({ search: `renamable ${tag}` })).products).toEqual([]);
    expect(ids((await listProducts({ search: `bandhej ${tag}` })).products)).toEqual([p.id]);
    await prisma.subcategory.update({ where: { id: sub.id }, data: { name: `Panetar ${tag}` } });
    expect((await listProducts({ search: `gharchola ${tag}` })).products).toEqual([]);
    expect(ids((await listProducts({ search: `panetar ${tag}` })).products)).toEqual([p.id]);
    // Deleting the subcategory clears it from the product (ON DELETE SET NULL) and from the index.
    await prisma.subcategory.delete({ where: { id: sub.id } });
    expect((await listProducts({ search: `panetar ${tag}` })).products).toEqual([]);
    expect(ids((await listProducts({ search: `bridal ${tag}` })).products)).toEqual([p.id]);
  });

  it("indexes createMany inserts (the seed's path)", async () => {
    const cat = await makeCategory("Bulk");
    await prisma.product.createMany({
      data: [1, 2, 3].map((i) => ({
        name: `Bulk Bagh Print ${i} ${tag}`,
        description: "Block printed",
        material: "Cotton",
        price: 100_000,
        originalPrice: 100_000,
        categoryId: cat.id,
      })),
    });
    expect((await listProducts({ search: `bagh ${tag}` })).pagination.total).toBe(3);
  });
});

describe("short lists", () => {
  it("getFeaturedProducts: featured, visible, newest first, limited", async () => {
    const featured = await getFeaturedProducts(100);
    expect(featured.every((p) => p.isFeatured && p.isActive)).toBe(true);
    const mine = ids(featured).filter((id) => [P.kanjivaram, P.lehenga].includes(id));
    expect(mine).toEqual([P.lehenga, P.kanjivaram]);
    expect(await getFeaturedProducts(1)).toHaveLength(1);
    const dates = featured.map((p) => p.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it("getNewArrivals: flagged new first, then the newest others", async () => {
    const list = await getNewArrivals(100);
    const firstUnflagged = list.findIndex((p) => !p.isNew);
    const flagged = list.filter((p) => p.isNew);
    expect(flagged.length).toBeGreaterThanOrEqual(2);
    if (firstUnflagged !== -1) expect(list.slice(firstUnflagged).every((p) => !p.isNew)).toBe(true);
    expect(ids(flagged).filter((id) => [P.banarasi, P.lehenga].includes(id))).toEqual([P.lehenga, P.banarasi]);
    expect(ids(list)).not.toContain(P.inactive);
    expect(await getNewArrivals(3)).toHaveLength(3);
  });

  it("getRelatedProducts: same category, not itself, visible", async () => {
    const product = (await getProduct(P.kanjivaram))!;
    expect(ids(await getRelatedProducts(product))).toEqual([P.banarasi, P.cotton]);
    expect(ids(await getRelatedProducts(product, 1))).toEqual([P.banarasi]);
  });
});

describe("categories", () => {
  it("lists active categories by sortOrder then name, with counts of visible products and subcategories", async () => {
    const list = await listCategories();
    const mine = list.filter((c) => c._id === silk.id || c._id === party.id);
    expect(mine.map((c) => c._id)).toEqual([silk.id, party.id]);
    expect(list.find((c) => c._id === hidden.id)).toBeUndefined();
    const silkDto = mine[0];
    expect(Object.keys(silkDto).sort()).toEqual(
      ["_id", "name", "slug", "description", "image", "hsnCode", "featured", "sortOrder", "isActive", "productCount", "subcategories", "createdAt", "updatedAt"].sort(),
    );
    expect(silkDto).toMatchObject({ slug: silk.slug, featured: true, sortOrder: 900, isActive: true, productCount: 3, image: null });
    expect(silkDto.subcategories).toEqual([
      { _id: kanjivaramSub.id, name: `Kanjivaram ${tag}`, slug: "kanjivaram", description: null },
      { _id: expect.any(String), name: `Banarasi ${tag}`, slug: "banarasi", description: "From Varanasi" },
    ]);
    const sorted = [...list].sort((a, b) => a.sortOrder - b.sortOrder || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    expect(list.map((c) => c._id)).toEqual(sorted.map((c) => c._id));
  });

  it("filters featured and includes inactive on request", async () => {
    const featured = await listCategories({ featured: true });
    expect(featured.every((c) => c.featured)).toBe(true);
    expect(featured.map((c) => c._id)).toContain(silk.id);
    expect(featured.map((c) => c._id)).not.toContain(party.id);
    const all = await listCategories({ includeInactive: true });
    expect(all.find((c) => c._id === hidden.id)).toMatchObject({ isActive: false, productCount: 1 });
  });

  it("gets one by id or slug", async () => {
    const byId = await getCategory(silk.id);
    expect(byId).toMatchObject({ _id: silk.id, productCount: 3 });
    expect(await getCategory(silk.slug)).toEqual(byId);
    expect(await getCategory("no-such-category")).toBeNull();
    expect(await getCategory("")).toBeNull();
    expect(await getCategory(hidden.slug)).toBeNull();
    expect(await getCategory(hidden.slug, { includeInactive: true })).toMatchObject({ _id: hidden.id });
  });
});
