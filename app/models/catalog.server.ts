import type { Prisma } from "@prisma/client";
import { prisma } from "~/db.server";
import { cachedByDataVersion } from "~/utils/data-cache.server";
import { buildSearchQuery, scopeToColumns } from "~/models/search";
import { getSearchVocabulary, warmSearchVocabulary } from "~/models/search-vocabulary.server";
import { DEFAULT_SHOP_FILTERS, effectiveSort, type ProductSort, type ShopFilters } from "~/schemas/catalog";
import { API_MAX_LIMIT } from "~/utils/constants";
import { discountPercent, toPaise, toRupees } from "~/utils/money";

// The only code that reads products for screens and the API. Prices are paise
// in the database and rupees in every DTO (DECISIONS 3.2); `inStock` is
// active and stock > 0 (DECISIONS 3.5). Inactive and archived products are
// invisible to shoppers.
//
// Reads are SQL through Prisma's guarded connection ($queryRawUnsafe, values
// always bound), not the query builder: search needs the FTS5 table
// `product_fts` (migration 20261121010000_product_search) anyway, one condition
// builder then serves every list, and on these machines Prisma's JS engine
// spent ~10x SQLite's time loading 12 products with their category (it runs
// three statements and post-processes them; here it is one JOIN). A list is
// two statements run side by side: the count, and the page (a "deferred join":
// the ids are sorted and cut first, then only those rows are read with their
// category). bench/catalog-queries.ts times them and prints their plans.

/** The API's product (API.md "Products carry the documented fields"), prices in rupees. */
export type ProductDTO = {
  _id: string;
  name: string;
  description: string;
  material: string;
  price: number;
  originalPrice: number;
  /** Rupees off (originalPrice - price), 0 when not on sale. */
  discount: number;
  discountPercentage: number;
  category: { _id: string; name: string; slug: string };
  /** The subcategory's name, or null. */
  subcategory: string | null;
  images: string[];
  colors: string[];
  sizes: string[];
  /** Average of real reviews; 0 when none. */
  rating: number;
  reviewCount: number;
  /** Active and stock > 0. */
  inStock: boolean;
  isFeatured: boolean;
  isNew: boolean;
  tags: string[];
  /** The sum of the variants' stock (docs/decisions/0019). */
  stock: number;
  /** Stock and SKU per size x colour; [] for a product stocked as one number. */
  variants: ProductVariantDTO[];
  /** Can be bought now: the same rule as inStock. */
  isAvailable: boolean;
  /** Listed in the shop: active and not archived. */
  isActive: boolean;
  createdAt: string;
  updatedAt: string;
};

export type ProductVariantDTO = { size: string; color: string; stock: number; sku: string | null };

/**
 * What the product page shows of a product, its loader data (decision 0036): no tags, SKUs or
 * timestamps, nothing no part of the page reads (they were about 0.5 KB of every product page).
 */
export type ProductPageDTO = Omit<ProductDTO, "tags" | "createdAt" | "updatedAt" | "discount" | "isAvailable" | "isFeatured" | "category" | "variants"> & {
  category: Pick<ProductDTO["category"], "name" | "slug">;
  variants: Array<Omit<ProductVariantDTO, "sku">>;
};

export function toProductPage(p: ProductDTO): ProductPageDTO {
  const { tags: _tags, createdAt: _created, updatedAt: _updated, discount: _discount, isAvailable: _available, isFeatured: _featured, category, variants, ...page } = p;
  return { ...page, category: { name: category.name, slug: category.slug }, variants: variants.map(({ size, color, stock }) => ({ size, color, stock })) };
}

/** What an admin also needs to see; `version` is what a save names to be sure nothing changed since it was read. */
export type AdminProductDTO = ProductDTO & {
  archivedAt: string | null;
  version: number;
  /** The product's own HSN code for GST invoices; null = its category's. */
  hsnCode: string | null;
};

/** What a product card needs, and nothing more (grids of 12 to 100). */
export type ProductCardDTO = Pick<
  ProductDTO,
  "name" | "price" | "originalPrice" | "discountPercentage" | "colors" | "sizes" | "rating" | "reviewCount" | "inStock" | "isFeatured" | "isNew"
> & {
  /**
   * The size x colour combinations in stock now, when not all of them are: the card's chooser offers
   * only these. Left out when every combination is in stock, or nothing is (the card's button is then
   * disabled): the grids' loader data carries it for a few products only (issue 15 section 3).
   */
  available?: Array<{ size: string; color: string }>;
  id: string;
  /** The first two: the picture and its hover swap. */
  images: string[];
  category: { name: string };
};

export type Pagination = { page: number; limit: number; total: number; pages: number; hasNext: boolean; hasPrev: boolean };
export type ProductPage = {
  products: ProductDTO[];
  pagination: Pagination;
  /** Only when the search as typed found nothing and its corrected spelling did: the words searched instead (decision 0031). */
  correctedSearch?: string;
};
export type ListOptions = {
  /** Admin lists: include inactive products too (archived ones stay hidden). */
  includeInactive?: boolean;
};

// ---------------------------------------------------------------- mapping

/** A JSON array of strings from a text column; anything else (bad JSON, not an array, null) is []. */
export function parseJsonList(text: string | null | undefined): string[] {
  if (typeof text !== "string" || text === "") return [];
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : [];
  } catch {
    return [];
  }
}

/** The columns every product read selects, from `Product p`, `Category c` and `Subcategory s`. */
const PRODUCT_COLUMNS = [
  'p."id"',
  'p."name"',
  'p."description"',
  'p."material"',
  'p."price"',
  'p."originalPrice"',
  'p."colors"',
  'p."sizes"',
  'p."images"',
  'p."tags"',
  'p."stock"',
  'p."isActive"',
  'p."isFeatured"',
  'p."isNew"',
  'p."archivedAt"',
  'p."rating"',
  'p."reviewCount"',
  'p."createdAt"',
  'p."updatedAt"',
  'p."version"',
  'p."hsnCode"',
  'c."id" AS "categoryId"',
  'c."name" AS "categoryName"',
  'c."slug" AS "categorySlug"',
  's."name" AS "subcategoryName"',
  `(SELECT json_group_array(json_object('size', v."size", 'color', v."color", 'stock', v."stock", 'sku', v."sku")) FROM "ProductVariant" v WHERE v."productId" = p."id") AS "variants"`,
].join(", ");

const WITH_CATEGORY = 'JOIN "Category" c ON c."id" = p."categoryId" LEFT JOIN "Subcategory" s ON s."id" = p."subcategoryId"';

type Int = number | bigint;
type SqlDate = Date | string;
type ProductRow = {
  id: string;
  hsnCode?: string | null;
  name: string;
  description: string;
  material: string;
  price: Int;
  originalPrice: Int;
  colors: string;
  sizes: string;
  images: string;
  tags: string;
  stock: Int;
  isActive: boolean | Int;
  isFeatured: boolean | Int;
  isNew: boolean | Int;
  archivedAt: SqlDate | null;
  rating: number;
  reviewCount: Int;
  createdAt: SqlDate;
  updatedAt: SqlDate;
  version: Int;
  categoryId: string;
  categoryName: string;
  categorySlug: string;
  subcategoryName: string | null;
  /** JSON array of {size, color, stock, sku}. */
  variants: string | null;
};

function parseVariants(text: string | null): ProductVariantDTO[] {
  if (!text) return [];
  try {
    const rows = JSON.parse(text) as Array<{ size: string; color: string; stock: number; sku: string | null }>;
    return rows.map((v) => ({ size: v.size, color: v.color, stock: Number(v.stock), sku: v.sku ?? null }));
  } catch {
    return [];
  }
}

/** The variants in the order of the product's colours, then sizes (those no longer offered last). */
function orderVariants(variants: ProductVariantDTO[], sizes: string[], colors: string[]): ProductVariantDTO[] {
  const rank = (list: string[], v: string) => {
    const i = list.indexOf(v);
    return i === -1 ? list.length : i;
  };
  return [...variants].sort((a, b) => rank(colors, a.color) - rank(colors, b.color) || rank(sizes, a.size) - rank(sizes, b.size) || a.size.localeCompare(b.size));
}

// ---------------------------------------------------------------- the "listed product" rule

/**
 * Listed: a product shoppers can see, search, save, review and buy. It is
 * active and not archived; inactive and archived products are hidden from the
 * shop, the cart's totals, the wishlist, search and the sitemap. The one rule,
 * in the three forms the models need. Archiving also clears isActive (the
 * migration's trigger keeps "archived means inactive"), so the SQL form tests
 * isActive alone and stays inside the (isActive, ...) indexes.
 */
export const isListed = (p: { isActive: boolean | Int; archivedAt: SqlDate | null }) => Boolean(p.isActive) && !p.archivedAt;

/** The rule as a Prisma filter on Product. */
export const LISTED_PRODUCT = { isActive: true, archivedAt: null } as const satisfies Prisma.ProductWhereInput;

/** The rule in SQL over `Product p`. */
const LISTED_SQL = 'p."isActive" = 1';

const iso = (value: SqlDate) => new Date(value).toISOString();

function toAdminProductDTO(row: ProductRow): AdminProductDTO {
  const price = Number(row.price);
  const originalPrice = Math.max(Number(row.originalPrice), price);
  const stock = Number(row.stock);
  const listed = isListed(row);
  const inStock = listed && stock > 0;
  return {
    _id: row.id,
    name: row.name,
    description: row.description,
    material: row.material,
    price: toRupees(price),
    originalPrice: toRupees(originalPrice),
    discount: toRupees(originalPrice - price),
    discountPercentage: discountPercent(price, originalPrice),
    category: { _id: row.categoryId, name: row.categoryName, slug: row.categorySlug },
    subcategory: row.subcategoryName ?? null,
    images: parseJsonList(row.images),
    colors: parseJsonList(row.colors),
    sizes: parseJsonList(row.sizes),
    rating: Math.round(Number(row.rating) * 10) / 10,
    reviewCount: Number(row.reviewCount),
    inStock,
    isFeatured: Boolean(row.isFeatured),
    isNew: Boolean(row.isNew),
    tags: parseJsonList(row.tags),
    stock,
    variants: orderVariants(parseVariants(row.variants), parseJsonList(row.sizes), parseJsonList(row.colors)),
    isAvailable: inStock,
    isActive: listed,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
    archivedAt: row.archivedAt ? iso(row.archivedAt) : null,
    version: Number(row.version),
    hsnCode: row.hsnCode ?? null,
  };
}

function toProductDTO(row: ProductRow): ProductDTO {
  const { archivedAt: _archivedAt, version: _version, hsnCode: _hsnCode, ...dto } = toAdminProductDTO(row);
  return dto;
}

/** The size x colour combinations that can be bought now ('' for a size or colour the product does not list). */
export function availableCombinations(p: Pick<ProductDTO, "inStock" | "variants" | "sizes" | "colors">): Array<{ size: string; color: string }> {
  if (!p.inStock) return [];
  const sizes = p.sizes.length ? p.sizes : [""];
  const colors = p.colors.length ? p.colors : [""];
  if (p.variants.length === 0) return colors.flatMap((color) => sizes.map((size) => ({ size, color })));
  const inStock = new Set(p.variants.filter((v) => v.stock > 0).map((v) => `${v.size}\u0000${v.color}`));
  const key = (size: string, color: string) => `${size || "Free Size"}\u0000${color || "Default"}`;
  return colors.flatMap((color) => sizes.filter((size) => inStock.has(key(size, color))).map((size) => ({ size, color })));
}

/** The card's slice of a product. */
export function toProductCard(p: ProductDTO): ProductCardDTO {
  return {
    id: p._id,
    name: p.name,
    price: p.price,
    originalPrice: p.originalPrice,
    discountPercentage: p.discountPercentage,
    images: p.images.slice(0, 2),
    colors: p.colors,
    sizes: p.sizes,
    rating: p.rating,
    reviewCount: p.reviewCount,
    inStock: p.inStock,
    isFeatured: p.isFeatured,
    isNew: p.isNew,
    category: { name: p.category.name },
    ...partlyAvailable(p),
  };
}

/** `available` for a card: only when some combinations are in stock and some are not. */
function partlyAvailable(p: ProductDTO): Pick<ProductCardDTO, "available"> {
  const available = availableCombinations(p);
  const all = Math.max(p.sizes.length, 1) * Math.max(p.colors.length, 1);
  return available.length > 0 && available.length < all ? { available } : {};
}

// ---------------------------------------------------------------- conditions and orders

type ListFilters = Partial<ShopFilters>;
type Sql = { sql: string; params: unknown[] };

const clampInt = (n: number | undefined, min: number, max: number, fallback: number) =>
  n === undefined || !Number.isFinite(n) ? fallback : Math.min(max, Math.max(min, Math.trunc(n)));

function paginate(page: number, limit: number, total: number): Pagination {
  const pages = Math.ceil(total / limit);
  return { page, limit, total, pages, hasNext: page < pages, hasPrev: page > 1 };
}

type Conditions = ListFilters & ListOptions & { excludeId?: string; /** A resolved category id (bound directly). */ categoryId?: string };

/**
 * The WHERE clause over `Product p`. Values are bound. Shoppers see active
 * products, which are never archived (the migration enforces "archived means
 * inactive"), so the test stays inside the (isActive, ...) indexes; admins
 * (includeInactive) see inactive ones too, but never archived ones.
 */
function whereSql(c: Conditions): Sql {
  const parts: string[] = [];
  const params: unknown[] = [];
  // inStock means active and stock > 0 (DECISIONS 3.5), for admins too.
  parts.push(!c.includeInactive || c.inStock ? LISTED_SQL : 'p."archivedAt" IS NULL');
  if (c.categoryId) {
    parts.push('p."categoryId" = ?');
    params.push(c.categoryId);
  } else if (c.category) {
    // Id or slug, resolved once inside the statement (an id match wins); unknown
    // (or inactive, for shoppers) gives NULL, which matches nothing.
    parts.push(
      `p."categoryId" = (SELECT k."id" FROM "Category" k WHERE (k."id" = ? OR k."slug" = ?)${c.includeInactive ? "" : ' AND k."isActive" = 1'} ORDER BY k."id" = ? DESC LIMIT 1)`,
    );
    params.push(c.category, c.category, c.category);
  }
  if (c.minPrice !== undefined && c.minPrice > 0) {
    parts.push('p."price" >= ?');
    params.push(toPaise(c.minPrice));
  }
  if (c.maxPrice !== undefined) {
    parts.push('p."price" <= ?');
    params.push(toPaise(c.maxPrice));
  }
  // With a category, the unary + keeps SQLite on the (categoryId, isActive, createdAt)
  // index instead of a flag's (isActive, flag, createdAt) index: a category is a small
  // slice of the shop, a flag such as onSale can be a third of it.
  const flag = c.category ? "+" : "";
  if (c.featured) parts.push(`${flag}p."isFeatured" = 1`);
  if (c.onSale) parts.push(`${flag}p."onSale" = 1`);
  if (c.isNew) parts.push(`${flag}p."isNew" = 1`);
  // The unary + keeps SQLite off the (isActive, stock) index: nearly every product
  // is in stock, so walking the sort's own index and skipping the few empty ones is
  // far cheaper than collecting and sorting all of them.
  if (c.inStock) parts.push('+p."stock" > 0');
  if (c.excludeId) {
    parts.push('p."id" <> ?');
    params.push(c.excludeId);
  }
  return { sql: parts.join(" AND "), params };
}

type SortKey = { column: "createdAt" | "price" | "rating" | "reviewCount" | "name" | "isNew" | "relevance" | "ftsRowid"; desc?: boolean };
type Order = SortKey[];

// Each order ends with the id (added by orderSql), so equal keys never swap
// places between pages. One key plus the id lets SQLite walk the matching
// (isActive, key) index and sort only runs of equal keys.
const ORDERS: Record<ProductSort, Order> = {
  // Equal scores: the most recently indexed first (a new or edited product).
  relevance: [{ column: "relevance" }, { column: "ftsRowid", desc: true }],
  "-createdAt": [{ column: "createdAt", desc: true }],
  price: [{ column: "price" }],
  "-price": [{ column: "price", desc: true }],
  "-rating": [{ column: "rating", desc: true }],
  "-reviewCount": [{ column: "reviewCount", desc: true }],
  name: [{ column: "name" }],
};
// Flagged new first, newest first within each group: exactly the (isActive, isNew, createdAt) index read backwards.
const NEW_ARRIVALS_ORDER: Order = [
  { column: "isNew", desc: true },
  { column: "createdAt", desc: true },
];

const orderSql = (order: Order, table: string) =>
  [...order.map((k) => `${table}."${k.column}"${k.desc ? " DESC" : ""}`), `${table}."id"`].join(", ");

/** The product sort keys a page keeps, so the final read can put its rows back in order. */
const keyColumns = (order: Order, table: string) =>
  order.filter((k) => k.column !== "relevance" && k.column !== "ftsRowid").map((k) => `${table}."${k.column}" AS "${k.column}"`);

// bm25 weight per column of product_fts, in its column order: product_id and
// listed (never searched), name, description, material, tags, category,
// subcategory. A word in the name counts most, then category, subcategory and
// tags, then material, then the description.
const BM25 = "bm25(product_fts, 0.0, 0.0, 10.0, 1.0, 2.0, 4.0, 5.0, 5.0)";
/** Restricts a MATCH to listed (active) products inside the index itself. */
const LISTED_ONLY = 'listed : "1"';

// ---------------------------------------------------------------- statements

type PageRow = ProductRow & { total?: Int };

/** One page of visible rows in `order`, read with their category (no count). */
function readPage(where: Sql, order: Order, limit: number, skip: number): Promise<PageRow[]> {
  const sql =
    `WITH page AS MATERIALIZED (` +
    `SELECT ${['p."id" AS "id"', ...keyColumns(order, "p")].join(", ")} FROM "Product" p WHERE ${where.sql} ` +
    `ORDER BY ${orderSql(order, "p")} LIMIT ? OFFSET ?) ` +
    `SELECT ${PRODUCT_COLUMNS} FROM page JOIN "Product" p ON p."id" = page."id" ${WITH_CATEGORY} ORDER BY ${orderSql(order, "page")}`;
  return prisma.$queryRawUnsafe<PageRow[]>(sql, ...where.params, limit, skip);
}

async function countRows(where: Sql): Promise<number> {
  const [row] = await prisma.$queryRawUnsafe<Array<{ total: Int }>>(`SELECT count(*) AS "total" FROM "Product" p WHERE ${where.sql}`, ...where.params);
  return Number(row?.total ?? 0);
}

/**
 * A page of full-text matches and their total in one statement: every match
 * joined to its product and filtered, scored (bm25 cannot run under a window
 * function, hence the materialised `hits`), then sorted, counted and cut.
 * CROSS JOIN keeps product_fts the outer loop: the MATCH drives and each hit
 * finds its product by primary key. A page past the end has no row to carry
 * the total; it is counted separately.
 */
async function searchPage(match: string, where: Sql, order: Order, limit: number, skip: number): Promise<{ rows: PageRow[]; total: number }> {
  const from = `FROM "product_fts" CROSS JOIN "Product" p ON p."id" = "product_fts"."product_id" WHERE "product_fts" MATCH ? AND ${where.sql}`;
  const params = [match, ...where.params];
  const ranked = order.some((k) => k.column === "relevance") ? [`${BM25} AS "relevance"`, '"product_fts".rowid AS "ftsRowid"'] : [];
  const sql =
    `WITH hits AS MATERIALIZED (SELECT ${['p."id" AS "id"', ...keyColumns(order, "p"), ...ranked].join(", ")} ${from}), ` +
    `page AS MATERIALIZED (SELECT hits.*, count(*) OVER () AS "total" FROM hits ORDER BY ${orderSql(order, "hits")} LIMIT ? OFFSET ?) ` +
    `SELECT ${PRODUCT_COLUMNS}, page."total" AS "total" FROM page JOIN "Product" p ON p."id" = page."id" ${WITH_CATEGORY} ` +
    `ORDER BY ${orderSql(order, "page")}`;
  const rows = await prisma.$queryRawUnsafe<PageRow[]>(sql, ...params, limit, skip);
  if (rows.length > 0) return { rows, total: Number(rows[0].total ?? 0) };
  if (skip === 0) return { rows, total: 0 };
  const [count] = await prisma.$queryRawUnsafe<Array<{ total: Int }>>(`SELECT count(*) AS "total" ${from}`, ...params);
  return { rows, total: Number(count?.total ?? 0) };
}

/**
 * The shopper's plain search (no other filter, best match first), answered
 * inside the index: `listed` stands for "active", so the count and the ranking
 * never read the matching products; only the page's rows are read. At 100,000
 * products a common word costs ~35 ms this way instead of ~300 ms joined.
 */
async function plainSearchPage(match: string, limit: number, skip: number): Promise<{ rows: PageRow[]; total: number }> {
  const pageSql =
    `WITH page AS MATERIALIZED (SELECT rowid AS "ftsRowid", ${BM25} AS "relevance" FROM "product_fts" WHERE "product_fts" MATCH ? ` +
    `ORDER BY "relevance", "ftsRowid" DESC LIMIT ? OFFSET ?) ` +
    `SELECT ${PRODUCT_COLUMNS} FROM page CROSS JOIN "product_fts" f ON f.rowid = page."ftsRowid" CROSS JOIN "Product" p ON p."id" = f."product_id" ` +
    // isActive again, in case the index ever disagreed: better a short page than an inactive product.
    `${WITH_CATEGORY} WHERE ${LISTED_SQL} ORDER BY page."relevance", page."ftsRowid" DESC`;
  const [[count], rows] = await Promise.all([
    prisma.$queryRawUnsafe<Array<{ total: Int }>>('SELECT count(*) AS "total" FROM "product_fts" WHERE "product_fts" MATCH ?', match),
    prisma.$queryRawUnsafe<PageRow[]>(pageSql, match, limit, skip),
  ]);
  return { rows, total: Number(count?.total ?? 0) };
}

/** Runs a full-text query; FTS5 rejecting the expression (never expected) is an empty result, not an error page. */
async function safeSearch(match: string, run: () => Promise<{ rows: PageRow[]; total: number }>) {
  try {
    return await run();
  } catch (error) {
    if (!/fts5/i.test(String((error as Error)?.message))) throw error;
    console.warn("[catalog] FTS5 rejected a search expression:", JSON.stringify(match), (error as Error).message);
    return { rows: [], total: 0 };
  }
}

// ---------------------------------------------------------------- listing

/** Any filter besides the search itself. */
const hasProductFilters = (f: ListFilters) =>
  Boolean(f.category || f.featured || f.onSale || f.isNew || f.inStock || (f.minPrice !== undefined && f.minPrice > 0) || f.maxPrice !== undefined);

/**
 * One page of products. Filters: category (id or slug; unknown gives an empty
 * page), search (full text; only punctuation finds nothing), minPrice/maxPrice
 * (rupees), featured, onSale, isNew, inStock; sort (default newest first, or
 * best match first when searching); page and limit (1..100). A page past the
 * last is empty with the true totals.
 */
export function listProducts(filters: ListFilters = {}, options: ListOptions = {}): Promise<ProductPage> {
  // Shop pages repeat (the first page, popular filters): served from memory until a product, category or order changes.
  return cachedByDataVersion(`products:${JSON.stringify([filters, options])}`, () => readProducts(filters, options));
}

async function readProducts(filters: ListFilters, options: ListOptions): Promise<ProductPage> {
  const page = clampInt(filters.page, 1, Number.MAX_SAFE_INTEGER, 1);
  const limit = clampInt(filters.limit, 1, API_MAX_LIMIT, DEFAULT_SHOP_FILTERS.limit);
  const skip = (page - 1) * limit;
  // The category (id or slug) is resolved to its id first: bound as a value,
  // the planner walks the (categoryId, ...) index; a subquery in the WHERE
  // clause made it range over (isActive, price) across the whole catalogue.
  let categoryId: string | undefined;
  if (filters.category) {
    const found = await prisma.$queryRawUnsafe<Array<{ id: string }>>(
      `SELECT k."id" FROM "Category" k WHERE (k."id" = ? OR k."slug" = ?)${options.includeInactive ? "" : ' AND k."isActive" = 1'} ORDER BY k."id" = ? DESC LIMIT 1`,
      filters.category, filters.category, filters.category,
    );
    if (!found[0]) return { products: [], pagination: paginate(page, limit, 0) };
    categoryId = found[0].id;
  }
  const where = whereSql({ ...filters, category: undefined, categoryId, includeInactive: options.includeInactive });
  const search = filters.search?.trim();
  const order = ORDERS[effectiveSort({ sort: filters.sort, search })];

  if (!search) {
    if (!options.includeInactive) warmSearchVocabulary();
    const [total, rows] = await Promise.all([countRows(where), readPage(where, order, limit, skip)]);
    return { products: rows.map(toProductDTO), pagination: paginate(page, limit, total) };
  }
  const words = buildSearchQuery(search);
  if (!words) return { products: [], pagination: paginate(page, limit, 0) };
  const match = options.includeInactive ? scopeToColumns(words) : `${scopeToColumns(words)} AND ${LISTED_ONLY}`;
  const plain = !options.includeInactive && order === ORDERS.relevance && !hasProductFilters(filters);
  const run = (m: string) => safeSearch(m, () => (plain ? plainSearchPage(m, limit, skip) : searchPage(m, where, order, limit, skip)));

  // Typo tolerance (shoppers' searches only; decision 0031): a word that is
  // not in the catalogue's vocabulary is corrected to its closest word there,
  // and the corrected search is used only when the search as typed finds no
  // listed product at all (with any filter), so a real word the vocabulary
  // lacks (one only in descriptions, a product added a moment ago) is never
  // "corrected" away.
  if (!options.includeInactive) {
    const corrected = (await getSearchVocabulary()).correctSearch(search);
    if (corrected && !(await anyListedMatch(match))) {
      const fixed = buildSearchQuery(corrected);
      if (fixed) {
        const { rows, total } = await run(`${scopeToColumns(fixed)} AND ${LISTED_ONLY}`);
        if (total > 0) return { products: rows.map(toProductDTO), pagination: paginate(page, limit, total), correctedSearch: corrected };
      }
      return { products: [], pagination: paginate(page, limit, 0) };
    }
  }
  const { rows, total } = await run(match);
  return { products: rows.map(toProductDTO), pagination: paginate(page, limit, total) };
}

/** Whether a MATCH expression finds any row of the index (the cheapest question FTS5 answers). */
async function anyListedMatch(match: string): Promise<boolean> {
  try {
    const rows = await prisma.$queryRawUnsafe<unknown[]>('SELECT 1 FROM "product_fts" WHERE "product_fts" MATCH ? LIMIT 1', match);
    return rows.length > 0;
  } catch (error) {
    if (!/fts5/i.test(String((error as Error)?.message))) throw error;
    return false;
  }
}

// ---------------------------------------------------------------- single products and short lists

async function readById(id: string): Promise<ProductRow | null> {
  if (!id) return null;
  const rows = await prisma.$queryRawUnsafe<ProductRow[]>(`SELECT ${PRODUCT_COLUMNS} FROM "Product" p ${WITH_CATEGORY} WHERE p."id" = ?`, id);
  return rows[0] ?? null;
}

/** A product a shopper may see; null when unknown, inactive or archived. */
export async function getProduct(id: string): Promise<ProductDTO | null> {
  const row = await readById(id);
  if (!row || !isListed(row)) return null;
  return toProductDTO(row);
}

/** Any product, inactive and archived included (admin screens). */
export async function getProductForAdmin(id: string): Promise<AdminProductDTO | null> {
  const row = await readById(id);
  return row ? toAdminProductDTO(row) : null;
}

const shortLimit = (limit: number) => clampInt(limit, 1, API_MAX_LIMIT, 8);

/** Featured products, newest first. */
export async function getFeaturedProducts(limit = 8): Promise<ProductDTO[]> {
  const rows = await readPage(whereSql({ featured: true }), ORDERS["-createdAt"], shortLimit(limit), 0);
  return rows.map(toProductDTO);
}

/**
 * New arrivals: products flagged isNew, newest first, then (when there are
 * fewer than `limit`) the newest other products, so the home page's section
 * is never short while the shop has products.
 */
export async function getNewArrivals(limit = 8): Promise<ProductDTO[]> {
  const rows = await readPage(whereSql({}), NEW_ARRIVALS_ORDER, shortLimit(limit), 0);
  return rows.map(toProductDTO);
}

/** Other visible products of the same category, newest first (the product page's "You might also like"). */
export async function getRelatedProducts(product: { _id: string; category: { _id: string } }, limit = 4): Promise<ProductDTO[]> {
  const rows = await readPage(whereSql({ categoryId: product.category._id, excludeId: product._id }), ORDERS["-createdAt"], shortLimit(limit), 0);
  return rows.map(toProductDTO);
}

/** Products by id, inactive and archived included (admin lists), in the order of `ids`; unknown ids are left out. */
export async function getProductsForAdminByIds(ids: readonly string[]): Promise<AdminProductDTO[]> {
  if (ids.length === 0) return [];
  const rows = await prisma.$queryRawUnsafe<ProductRow[]>(
    `SELECT ${PRODUCT_COLUMNS} FROM "Product" p ${WITH_CATEGORY} WHERE p."id" IN (${ids.map(() => "?").join(", ")})`,
    ...ids,
  );
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toAdminProductDTO(row)] : [];
  });
}
