import { prisma } from "~/db.server";
import { getProductForAdmin, getProductsForAdminByIds, type AdminProductDTO, type Pagination } from "~/models/catalog.server";
import { ManyVariants, moveStock, setStock, syncVariants } from "~/models/stock.server";
import { deleteUnusedPhotos } from "~/models/product-photos.server";
import { getLowStockThreshold } from "~/models/settings.server";
import {
  ADMIN_PRODUCT_MESSAGES as M,
  PLACEHOLDER_IMAGE,
  PRODUCT_TOASTS,
  type AdminProductSort,
  type AdminProductStatus,
  type AdminStockFilter,
  type ProductCreateInput,
  type ProductUpdateInput,
} from "~/schemas/admin-product";
import { ADMIN_PRODUCTS_PAGE_SIZE, API_MAX_LIMIT } from "~/utils/constants";
import { AppError, Conflict, NotFound, ValidationError, type FieldError } from "~/utils/errors";
import { formatRupees, toPaise } from "~/utils/money";

// The only code that writes products (admin screens and the admin API), and
// the admin's product list. Reads of single products go through the catalogue
// model (getProductForAdmin), so the admin sees exactly the DTO the API sends.
//
// Rules kept here:
// - money is paise; originalPrice defaults to the price and is never below it;
//   `onSale` (an indexed column the shop filters on) is originalPrice > price.
// - "In Stock" is not stored: DECISIONS 3.5 derives it (active and stock > 0).
//   The form's In Stock toggle therefore maps onto the stock: switching it off
//   sets the stock to 0 (the product shows Out of Stock at once and cannot be
//   bought); switching it on keeps the stock as entered (a product with stock 0
//   stays out of stock until stock is added). The form says so next to the
//   toggle. The alternative, a separate stored flag, could disagree with the
//   stock that checkout actually decrements.
// - Delete really deletes (DECISIONS 3.7) unless the product appears in an
//   order: then it is archived (archivedAt set, inactive; a trigger keeps
//   archived products inactive), so order history keeps its product while the
//   shop, search, sitemap, cart and wishlist no longer offer it. A real delete
//   takes its reviews, cart lines and wishlist entries with it (cascades).
// - No save overwrites what changed since it was read (docs/decisions/0011):
//   `version` counts the admin's saves and toggles, and a save naming an older
//   one is refused (ProductConflict, 409, with the current product). Stock is
//   not part of the version (sales would make every open form stale): it is
//   set only while it is still the stock the admin read (compare-and-set), or
//   moved by an adjustment, and every change is a StockMovement with a reason.
// - Rating and review count are never written here: review.server.ts derives them.

export const PRODUCT_NOT_FOUND = "Product not found";
export const ARCHIVED_CANNOT_ACTIVATE = "An archived product cannot be activated";
export const NOT_ARCHIVED = "This product is not archived";

type Tx = Parameters<Parameters<typeof prisma.$transaction>[0]>[0];

const invalid = (param: string, msg: string) => new ValidationError("Validation failed", [{ param, msg }]);

/** The category (id or slug, inactive ones too) and the subcategory (id, slug or name within it). */
async function resolveCategory(tx: Tx, category: string, subcategory: string | null | undefined) {
  const categories = await tx.category.findMany({ where: { OR: [{ id: category }, { slug: category }] }, select: { id: true } });
  const found = categories.find((c) => c.id === category) ?? categories[0];
  if (!found) throw invalid("category", M.categoryUnknown);
  if (!subcategory) return { categoryId: found.id, subcategoryId: null };
  const subs = await tx.subcategory.findMany({ where: { categoryId: found.id }, select: { id: true, slug: true, name: true } });
  const needle = subcategory.toLowerCase();
  const sub = subs.find((s) => s.id === subcategory) ?? subs.find((s) => s.slug === needle || s.name.toLowerCase() === needle);
  if (!sub) throw invalid("subcategory", M.subcategoryUnknown);
  return { categoryId: found.id, subcategoryId: sub.id };
}

const json = (list: string[]) => JSON.stringify(list);

async function readAdminProduct(id: string): Promise<AdminProductDTO> {
  const product = await getProductForAdmin(id);
  if (!product) throw new NotFound(PRODUCT_NOT_FOUND);
  return product;
}

/**
 * A save refused because the product changed since it was read (409). `current` is the product
 * as it is now (set once the refused transaction has rolled back), for the form and the API to show.
 */
export class ProductConflict extends Conflict {
  current: AdminProductDTO | null = null;
}

const staleMessage = (read: number, now: number) =>
  `This product was changed since you opened it (version ${read}, now ${now}), so nothing was saved. Its current values are shown: check them and save again.`;
export const stockChangedMessage = (read: number, now: number) =>
  `Stock changed from ${read} to ${now} since you opened this form (a sale, a cancellation or another admin), so nothing was saved. The current stock is ${now}: enter the new stock again.`;

/** A new product; `inStock: false` stores stock 0, images default to the placeholder. The first stock is an "initial" movement. */
export async function createProduct(input: ProductCreateInput, opts: { userId?: string } = {}): Promise<AdminProductDTO> {
  const price = toPaise(input.price);
  const originalPrice = input.originalPrice === undefined ? price : toPaise(input.originalPrice);
  if (originalPrice < price) throw invalid("originalPrice", M.originalPriceMin);
  const id = await prisma.$transaction(async (tx) => {
    const { categoryId, subcategoryId } = await resolveCategory(tx, input.category, input.subcategory);
    const created = await tx.product.create({
      data: {
        name: input.name,
        description: input.description,
        material: input.material,
        price,
        originalPrice,
        onSale: originalPrice > price,
        categoryId,
        subcategoryId,
        colors: json(input.colors ?? []),
        sizes: json(input.sizes ?? []),
        tags: json(input.tags ?? []),
        images: json(input.images?.length ? input.images : [PLACEHOLDER_IMAGE]),
        stock: 0,
        isFeatured: input.isFeatured ?? false,
        isNew: input.isNew ?? false,
        hsnCode: input.hsnCode ?? null,
        isActive: true,
      },
      select: { id: true },
    });
    // One variant per size x colour; the first stock is split evenly over them (docs/decisions/0019).
    const stock = input.inStock === false ? 0 : input.stock;
    await syncVariants(tx, created.id, input.sizes ?? [], input.colors ?? [], { initialStock: stock, userId: opts.userId ?? null });
    return created.id;
  });
  return readAdminProduct(id);
}

const FIELD_KEYS = ["name", "description", "material", "price", "originalPrice", "category", "subcategory", "colors", "sizes", "tags", "images", "isFeatured", "isNew", "hsnCode"] as const;

/**
 * Changes the given fields only. A new price without an original price keeps
 * the sale: a product not on sale stays at originalPrice = price, one on sale
 * keeps its original price unless the new price passes it.
 * - `version` given: refused (ProductConflict) when the product was saved or toggled since.
 * - stock: `stock` (or `inStock: false`, stock 0) is written only while the stock is still
 *   `expectedStock`, else ProductConflict 'Stock changed from X to Y...'; a stock equal to
 *   `expectedStock` changes nothing (the admin did not touch it, whatever sold meanwhile);
 *   `stockAdjustment` moves it by +/-N (never below 0). Each is an "adjustment" movement with
 *   `stockReason` and the admin (`userId`).
 */
export async function updateProduct(id: string, input: ProductUpdateInput, opts: { userId?: string } = {}): Promise<AdminProductDTO> {
  let removed: string[];
  try {
    removed = await prisma.$transaction((tx) => updateInTx(tx, id, input, opts));
  } catch (error) {
    if (error instanceof ProductConflict) error.current = await getProductForAdmin(id);
    throw error;
  }
  // Uploaded photos removed or replaced by this save: their files go once nothing else shows them.
  if (removed.length) await deleteUnusedPhotos(removed);
  return readAdminProduct(id);
}

/** Saves the change; returns the image URLs the product showed before and no longer does. */
async function updateInTx(tx: Tx, id: string, input: ProductUpdateInput, opts: { userId?: string }): Promise<string[]> {
  const current = await tx.product.findUnique({
    where: { id },
    select: { price: true, originalPrice: true, categoryId: true, subcategoryId: true, version: true, stock: true, images: true },
  });
  if (!current) throw new NotFound(PRODUCT_NOT_FOUND);
  if (input.version !== undefined && input.version !== current.version) {
    throw new ProductConflict(staleMessage(input.version, current.version), [{ param: "version", msg: staleMessage(input.version, current.version) }]);
  }

  const price = input.price === undefined ? current.price : toPaise(input.price);
  let originalPrice: number;
  if (input.originalPrice !== undefined) originalPrice = toPaise(input.originalPrice);
  else if (input.price === undefined) originalPrice = current.originalPrice;
  else originalPrice = current.originalPrice <= current.price ? price : Math.max(current.originalPrice, price);
  if (originalPrice < price) throw invalid("originalPrice", M.originalPriceMin);

  let categoryId = current.categoryId;
  let subcategoryId = current.subcategoryId;
  if (input.category !== undefined) {
    const resolved = await resolveCategory(tx, input.category, input.subcategory === undefined ? null : input.subcategory);
    categoryId = resolved.categoryId;
    // A category change without a subcategory clears it (subcategories belong to one category).
    subcategoryId = input.subcategory === undefined && resolved.categoryId === current.categoryId ? current.subcategoryId : resolved.subcategoryId;
  } else if (input.subcategory !== undefined) {
    subcategoryId = input.subcategory === null ? null : (await resolveCategory(tx, current.categoryId, input.subcategory)).subcategoryId;
  }

  if (FIELD_KEYS.some((k) => input[k] !== undefined)) {
    await tx.product.update({
      where: { id },
      data: {
        version: { increment: 1 },
        ...(input.name !== undefined ? { name: input.name } : {}),
        ...(input.description !== undefined ? { description: input.description } : {}),
        ...(input.material !== undefined ? { material: input.material } : {}),
        price,
        originalPrice,
        onSale: originalPrice > price,
        categoryId,
        subcategoryId,
        ...(input.colors !== undefined ? { colors: json(input.colors) } : {}),
        ...(input.sizes !== undefined ? { sizes: json(input.sizes) } : {}),
        ...(input.tags !== undefined ? { tags: json(input.tags) } : {}),
        ...(input.images !== undefined ? { images: json(input.images) } : {}),
        ...(input.isFeatured !== undefined ? { isFeatured: input.isFeatured } : {}),
        ...(input.isNew !== undefined ? { isNew: input.isNew } : {}),
        ...(input.hsnCode !== undefined ? { hsnCode: input.hsnCode } : {}),
      },
    });
  }
  // The variants follow the sizes and colours (a combination removed while it holds stock keeps its row).
  if (input.sizes !== undefined || input.colors !== undefined) {
    const saved = await tx.product.findUniqueOrThrow({ where: { id }, select: { sizes: true, colors: true } });
    await syncVariants(tx, id, JSON.parse(saved.sizes) as string[], JSON.parse(saved.colors) as string[]);
  }
  try {
    const target = input.inStock === false ? 0 : input.stock;
    const note = input.stockReason ?? null;
    if (input.stockAdjustment !== undefined) {
      const only = await onlyCombination(tx, id);
      const after = await moveStock(tx, { productId: id, ...only, delta: input.stockAdjustment, reason: "adjustment", userId: opts.userId ?? null, note });
      if (after === null) {
        const msg = `Stock cannot go below 0: it is ${current.stock}, and the adjustment is ${input.stockAdjustment}`;
        throw new Conflict(msg, [{ param: "stockAdjustment", msg }]);
      }
    } else if (target !== undefined && input.expectedStock !== undefined && target !== input.expectedStock) {
      const after = await setStock(tx, { productId: id, expected: input.expectedStock, next: target, reason: "adjustment", userId: opts.userId ?? null, note });
      if (after === null) {
        const msg = stockChangedMessage(input.expectedStock, current.stock);
        throw new ProductConflict(msg, [{ param: "stock", msg }]);
      }
    }
  } catch (error) {
    // A product sold in several sizes or colours has no single stock to set: its cells have (the stock grid).
    if (error instanceof ManyVariants) throw new Conflict(error.message, [{ param: input.stockAdjustment !== undefined ? "stockAdjustment" : "stock", msg: error.message }]);
    throw error;
  }
  // A combination emptied just now and no longer offered leaves too.
  if (input.sizes !== undefined || input.colors !== undefined) {
    const saved = await tx.product.findUniqueOrThrow({ where: { id }, select: { sizes: true, colors: true } });
    await syncVariants(tx, id, JSON.parse(saved.sizes) as string[], JSON.parse(saved.colors) as string[]);
  }
  if (input.images === undefined) return [];
  const kept = new Set(input.images);
  return (JSON.parse(current.images) as string[]).filter((u) => !kept.has(u));
}

/** The one combination of a product sold in a single size and colour ({} for one stocked as one number); ManyVariants otherwise. */
async function onlyCombination(tx: Tx, productId: string): Promise<{ size?: string; color?: string }> {
  const variants = await tx.productVariant.findMany({ where: { productId }, select: { size: true, color: true }, take: 2 });
  if (variants.length > 1) throw new ManyVariants(productId);
  return variants[0] ?? {};
}

/** For a refused form: the fields where the product as saved now differs from what the admin typed, with the saved value. */
export function differencesFrom(current: AdminProductDTO, typed: Partial<Record<string, unknown>>): FieldError[] {
  const out: FieldError[] = [];
  const text = (param: string, label: string, now: string, shown = now) => {
    const mine = typed[param];
    if (mine !== undefined && String(mine).trim() !== now) out.push({ param, msg: `${label} is now ${shown}` });
  };
  text("name", "Product Name", current.name, `"${current.name}"`);
  if (typed.description !== undefined && String(typed.description).trim() !== current.description) {
    out.push({ param: "description", msg: "The saved Description differs from this one: open the product in another tab to compare" });
  }
  text("material", "Material", current.material);
  if (typed.price !== undefined && Number(typed.price) !== current.price) out.push({ param: "price", msg: `Selling Price is now ${formatRupees(current.price)}` });
  return out;
}

export type DeleteOutcome = { outcome: "deleted" | "archived"; name: string };

/** Deletes the product, or archives it when any order contains it (see the top of this file). */
export async function deleteOrArchiveProduct(id: string): Promise<DeleteOutcome> {
  let images: string[] = [];
  const outcome = await prisma.$transaction(async (tx) => {
    const product = await tx.product.findUnique({ where: { id }, select: { name: true, archivedAt: true, images: true } });
    if (!product) throw new NotFound(PRODUCT_NOT_FOUND);
    const ordered = await tx.orderItem.findFirst({ where: { productId: id }, select: { id: true } });
    if (ordered) {
      await tx.product.update({ where: { id }, data: { archivedAt: product.archivedAt ?? new Date(), isActive: false } });
      return { outcome: "archived" as const, name: product.name };
    }
    await tx.product.delete({ where: { id } });
    images = JSON.parse(product.images) as string[];
    return { outcome: "deleted" as const, name: product.name };
  });
  // A deleted product's uploaded photos go too, unless another product shows them (an archived one keeps them).
  if (images.length) await deleteUnusedPhotos(images);
  return outcome;
}

/** Active <-> inactive. An archived product cannot be activated (409). */
export async function toggleProductStatus(id: string): Promise<AdminProductDTO> {
  await prisma.$transaction(async (tx) => {
    const product = await tx.product.findUnique({ where: { id }, select: { isActive: true, archivedAt: true } });
    if (!product) throw new NotFound(PRODUCT_NOT_FOUND);
    if (product.archivedAt) throw new Conflict(ARCHIVED_CANNOT_ACTIVATE);
    await tx.product.update({ where: { id }, data: { isActive: !product.isActive, version: { increment: 1 } } });
  });
  return readAdminProduct(id);
}

/**
 * Brings an archived product back (archiving was one-way until issue 13): archivedAt cleared,
 * the product stays inactive, so the admin checks price, stock and photos before activating it
 * (what Shopify's "Unarchive" and WooCommerce's "Restore" do: back to draft). 409 when it is not archived.
 */
export async function restoreProduct(id: string): Promise<AdminProductDTO> {
  await prisma.$transaction(async (tx) => {
    const product = await tx.product.findUnique({ where: { id }, select: { archivedAt: true } });
    if (!product) throw new NotFound(PRODUCT_NOT_FOUND);
    if (!product.archivedAt) throw new Conflict(NOT_ARCHIVED);
    await tx.product.update({ where: { id }, data: { archivedAt: null, isActive: false, version: { increment: 1 } } });
  });
  return readAdminProduct(id);
}

/** Featured <-> not featured. */
export async function toggleProductFeatured(id: string): Promise<AdminProductDTO> {
  await prisma.$transaction(async (tx) => {
    const product = await tx.product.findUnique({ where: { id }, select: { isFeatured: true } });
    if (!product) throw new NotFound(PRODUCT_NOT_FOUND);
    await tx.product.update({ where: { id }, data: { isFeatured: !product.isFeatured, version: { increment: 1 } } });
  });
  return readAdminProduct(id);
}

// ---------------------------------------------------------------- the admin list

export type AdminProductStats = { total: number; active: number; inactive: number; featured: number; outOfStock: number; lowStock: number };
export type AdminProductList = { products: AdminProductDTO[]; pagination: Pagination; stats: AdminProductStats };
export type AdminProductQuery = {
  page?: number;
  limit?: number;
  /** Case-insensitive substring of the name, material or tags. */
  search?: string;
  /** Category id or slug. */
  category?: string;
  /** Absent: every product that is not archived. */
  status?: AdminProductStatus;
  /** out: no unit left; low: the total or some size or colour at or under the low-stock threshold (out of stock included). */
  stock?: AdminStockFilter;
  sort?: AdminProductSort;
};

/** Needs restocking, in SQL over `Product p`: the total or some size or colour at or under `t` (the dashboard's Low Stock Alert too). */
export const lowStockSql = (t: number) =>
  `(p."stock" <= ${t} OR EXISTS (SELECT 1 FROM "ProductVariant" v WHERE v."productId" = p."id" AND v."stock" <= ${t}))`;

const SORT_SQL: Record<AdminProductSort, string> = {
  "-createdAt": 'p."createdAt" DESC',
  createdAt: 'p."createdAt"',
  name: 'p."name" COLLATE NOCASE',
  "-name": 'p."name" COLLATE NOCASE DESC',
  price: 'p."price"',
  "-price": 'p."price" DESC',
  stock: 'p."stock"',
  "-stock": 'p."stock" DESC',
  "-rating": 'p."rating" DESC',
};

const STATUS_SQL: Record<AdminProductStatus | "all", string> = {
  all: 'p."archivedAt" IS NULL',
  active: 'p."isActive" = 1',
  inactive: 'p."isActive" = 0 AND p."archivedAt" IS NULL',
  featured: 'p."isFeatured" = 1 AND p."archivedAt" IS NULL',
  archived: 'p."archivedAt" IS NOT NULL',
};

const likePattern = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

type Int = number | bigint | null;
type StatsRow = { total: Int; active: Int; inactive: Int; featured: Int; outOfStock: Int; lowStock: Int; matching: Int };

/**
 * One page of the admin list (newest first by default) with its stats, in
 * three statements run side by side: the stats and the match count in one
 * aggregate over the search and category (the tiles describe what is searched;
 * the status filter picks a slice of it, so its tiles do not collapse to one
 * number), the page's ids, then those rows in full.
 */
export async function listAdminProducts(query: AdminProductQuery = {}): Promise<AdminProductList> {
  const page = Math.max(1, Math.trunc(query.page ?? 1));
  const limit = Math.min(API_MAX_LIMIT, Math.max(1, Math.trunc(query.limit ?? ADMIN_PRODUCTS_PAGE_SIZE)));
  const parts: string[] = [];
  const params: unknown[] = [];
  const search = query.search?.trim();
  if (search) {
    const pattern = likePattern(search);
    parts.push(`(p."name" LIKE ? ESCAPE '\\' OR p."material" LIKE ? ESCAPE '\\' OR p."tags" LIKE ? ESCAPE '\\')`);
    params.push(pattern, pattern, pattern);
  }
  const category = query.category?.trim();
  if (category) {
    parts.push('p."categoryId" = (SELECT k."id" FROM "Category" k WHERE k."id" = ? OR k."slug" = ? ORDER BY k."id" = ? DESC LIMIT 1)');
    params.push(category, category, category);
  }
  const base = parts.length ? parts.join(" AND ") : "1 = 1";
  const threshold = Math.max(0, Math.trunc(await getLowStockThreshold()));
  const stockSql = query.stock === "out" ? ' AND p."stock" <= 0' : query.stock === "low" ? ` AND ${lowStockSql(threshold)}` : "";
  const status = STATUS_SQL[query.status ?? "all"] + stockSql;
  const live = 'p."archivedAt" IS NULL';

  const statsSql =
    `SELECT sum(${live}) AS "total", sum(p."isActive" = 1) AS "active", sum(p."isActive" = 0 AND ${live}) AS "inactive", ` +
    `sum(p."isFeatured" = 1 AND ${live}) AS "featured", sum(p."stock" <= 0 AND ${live}) AS "outOfStock", ` +
    `sum(p."stock" > 0 AND p."stock" <= ${threshold} AND ${live}) AS "lowStock", sum(${status}) AS "matching" ` +
    `FROM "Product" p WHERE ${base}`;
  const idsSql = `SELECT p."id" AS "id" FROM "Product" p WHERE ${base} AND ${status} ORDER BY ${SORT_SQL[query.sort ?? "-createdAt"]}, p."id" DESC LIMIT ? OFFSET ?`;

  const [[stats], idRows] = await Promise.all([
    prisma.$queryRawUnsafe<StatsRow[]>(statsSql, ...params),
    prisma.$queryRawUnsafe<Array<{ id: string }>>(idsSql, ...params, limit, (page - 1) * limit),
  ]);
  const products = await getProductsForAdminByIds(idRows.map((r) => r.id));
  const n = (v: Int | undefined) => Number(v ?? 0);
  const total = n(stats?.matching);
  const pages = Math.ceil(total / limit);
  return {
    products,
    pagination: { page, limit, total, pages, hasNext: page < pages, hasPrev: page > 1 },
    stats: {
      total: n(stats?.total),
      active: n(stats?.active),
      inactive: n(stats?.inactive),
      featured: n(stats?.featured),
      outOfStock: n(stats?.outOfStock),
      lowStock: n(stats?.lowStock),
    },
  };
}

/** For the details page: how many order lines name this product (why Delete would archive it). */
export async function countProductOrders(id: string): Promise<number> {
  return prisma.orderItem.count({ where: { productId: id } });
}

// ---------------------------------------------------------------- the screens' row actions

export const PRODUCT_ROW_INTENTS = ["toggle-status", "toggle-featured", "delete", "restore"] as const;
export type ProductRowIntent = (typeof PRODUCT_ROW_INTENTS)[number];

const ROW_FAILURES: Record<ProductRowIntent, string> = {
  "toggle-status": PRODUCT_TOASTS.statusFailed,
  "toggle-featured": PRODUCT_TOASTS.featuredFailed,
  delete: PRODUCT_TOASTS.deleteFailed,
  restore: PRODUCT_TOASTS.restoreFailed,
};

/**
 * A row action of the list, details and edit screens, as the toast to show:
 * the document's success text, or its failure text with the reason (an
 * unknown product, an archived one) as the description.
 */
export async function runProductRowAction(
  intent: string,
  id: string,
): Promise<{ type: "success" | "error"; title: string; description?: string; gone?: boolean }> {
  if (!(PRODUCT_ROW_INTENTS as readonly string[]).includes(intent)) return { type: "error", title: PRODUCT_TOASTS.updateFailed };
  const which = intent as ProductRowIntent;
  try {
    if (which === "toggle-status") {
      await toggleProductStatus(id);
      return { type: "success", title: PRODUCT_TOASTS.statusUpdated };
    }
    if (which === "toggle-featured") {
      await toggleProductFeatured(id);
      return { type: "success", title: PRODUCT_TOASTS.featuredUpdated };
    }
    if (which === "restore") {
      await restoreProduct(id);
      return { type: "success", title: PRODUCT_TOASTS.restored };
    }
    const { outcome } = await deleteOrArchiveProduct(id);
    return { type: "success", title: outcome === "archived" ? PRODUCT_TOASTS.archived : PRODUCT_TOASTS.deleted, gone: outcome === "deleted" };
  } catch (error) {
    if (error instanceof AppError && error.status < 500) return { type: "error", title: ROW_FAILURES[which], description: error.message };
    console.error(`Product ${which} failed`, error);
    return { type: "error", title: ROW_FAILURES[which] };
  }
}
