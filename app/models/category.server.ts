import { type Prisma } from "@prisma/client";
import { prisma } from "~/db.server";
import { cachedByDataVersion } from "~/utils/data-cache.server";
import { CATEGORY_MESSAGES, CATEGORY_PLACEHOLDER_IMAGE, type CategoryInput } from "~/schemas/admin-category";
import { Conflict, NotFound } from "~/utils/errors";

// Reading categories for screens and the API. productCount counts the
// products a shopper can see (active, hence not archived), with one grouped
// query for the whole list.

export type SubcategoryDTO = { _id: string; name: string; slug: string; description: string | null };

export type CategoryDTO = {
  _id: string;
  name: string;
  slug: string;
  description: string | null;
  image: string | null;
  /** HSN code on GST invoices for its products (null: the shop's default apparel code). */
  hsnCode: string | null;
  featured: boolean;
  sortOrder: number;
  isActive: boolean;
  /** Active, non-archived products in the category. */
  productCount: number;
  subcategories: SubcategoryDTO[];
  createdAt: string;
  updatedAt: string;
};

export type CategoryListOptions = {
  /** Only featured categories. */
  featured?: boolean;
  /** Admin: inactive categories too. */
  includeInactive?: boolean;
};

const categorySelect = {
  id: true,
  name: true,
  slug: true,
  description: true,
  image: true,
  hsnCode: true,
  featured: true,
  sortOrder: true,
  isActive: true,
  createdAt: true,
  updatedAt: true,
  subcategories: {
    select: { id: true, name: true, slug: true, description: true },
    orderBy: [{ sortOrder: "asc" }, { name: "asc" }],
  },
} satisfies Prisma.CategorySelect;

type CategoryRow = Prisma.CategoryGetPayload<{ select: typeof categorySelect }>;

function toCategoryDTO(row: CategoryRow, productCount: number): CategoryDTO {
  return {
    _id: row.id,
    name: row.name,
    slug: row.slug,
    description: row.description,
    image: row.image,
    hsnCode: row.hsnCode,
    featured: row.featured,
    sortOrder: row.sortOrder,
    isActive: row.isActive,
    productCount,
    subcategories: row.subcategories.map((s) => ({ _id: s.id, name: s.name, slug: s.slug, description: s.description })),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * Visible products per category id, in one GROUP BY. Active products are never
 * archived (the product_search migration enforces it), so the count reads only
 * the (categoryId, isActive, createdAt) index; the unary + stops SQLite from
 * preferring an (isActive, ...) index, which would need every row and a sort.
 */
async function productCounts(categoryId?: string): Promise<Map<string, number>> {
  const rows = await prisma.$queryRawUnsafe<Array<{ categoryId: string; total: number | bigint }>>(
    `SELECT p."categoryId" AS "categoryId", count(*) AS "total" FROM "Product" p ` +
      `WHERE +p."isActive" = 1${categoryId ? ' AND p."categoryId" = ?' : ""} GROUP BY p."categoryId"`,
    ...(categoryId ? [categoryId] : []),
  );
  return new Map(rows.map((r) => [r.categoryId, Number(r.total)]));
}

/** Categories by sortOrder then name, each with its productCount and subcategories. */
export function listCategories(options: CategoryListOptions = {}): Promise<CategoryDTO[]> {
  // Categories and their counts of active products change only with the catalogue version (not with orders or sign-ins).
  return cachedByDataVersion(`categories:${options.includeInactive ? 1 : 0}:${options.featured ? 1 : 0}`, () => readCategories(options), { catalogOnly: true });
}

async function readCategories(options: CategoryListOptions): Promise<CategoryDTO[]> {
  const where: Prisma.CategoryWhereInput = {
    ...(options.includeInactive ? {} : { isActive: true }),
    ...(options.featured ? { featured: true } : {}),
  };
  const [rows, counts] = await Promise.all([
    prisma.category.findMany({ where, select: categorySelect, orderBy: [{ sortOrder: "asc" }, { name: "asc" }] }),
    productCounts(),
  ]);
  return rows.map((row) => toCategoryDTO(row, counts.get(row.id) ?? 0));
}

/** One category by id or slug (an id match wins); null when unknown, or inactive unless includeInactive. */
export async function getCategory(idOrSlug: string, options: Pick<CategoryListOptions, "includeInactive"> = {}): Promise<CategoryDTO | null> {
  if (!idOrSlug) return null;
  const rows = await prisma.category.findMany({
    where: { OR: [{ id: idOrSlug }, { slug: idOrSlug }], ...(options.includeInactive ? {} : { isActive: true }) },
    select: categorySelect,
  });
  const row = rows.find((r) => r.id === idOrSlug) ?? rows[0];
  if (!row) return null;
  const counts = await productCounts(row.id);
  return toCategoryDTO(row, counts.get(row.id) ?? 0);
}

// ---------------------------------------------------------------- admin: create, update, delete

/** "Silk Sarées & More" -> "silk-sarees-more". */
export function slugify(text: string): string {
  const slug = text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 80)
    .replace(/-+$/g, "");
  return slug || "category";
}

async function assertNameFree(tx: Prisma.TransactionClient, name: string, exceptId?: string) {
  const rows = await tx.$queryRawUnsafe<Array<{ id: string }>>(
    `SELECT "id" FROM "Category" WHERE lower("name") = lower(?)${exceptId ? ' AND "id" <> ?' : ""} LIMIT 1`,
    name,
    ...(exceptId ? [exceptId] : []),
  );
  if (rows.length) throw new Conflict(CATEGORY_MESSAGES.nameTaken, [{ param: "name", msg: CATEGORY_MESSAGES.nameTaken }]);
}

/** The name's slug, made unique among categories with -2, -3, ... */
async function uniqueSlug(tx: Prisma.TransactionClient, name: string, exceptId?: string) {
  const base = slugify(name);
  const taken = new Set(
    (await tx.category.findMany({ where: { slug: { startsWith: base }, ...(exceptId ? { id: { not: exceptId } } : {}) }, select: { slug: true } })).map((c) => c.slug),
  );
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

/**
 * Makes the category's subcategories exactly `names`, in that order. One that
 * keeps its slug keeps its id (so products keep it); a removed one is deleted,
 * and its products lose their subcategory (the FK sets it null).
 */
async function syncSubcategories(tx: Prisma.TransactionClient, categoryId: string, names: string[]) {
  const wanted = new Map<string, string>();
  for (const name of names) {
    const slug = slugify(name);
    if (!wanted.has(slug)) wanted.set(slug, name);
  }
  const existing = await tx.subcategory.findMany({ where: { categoryId }, select: { id: true, slug: true } });
  const bySlug = new Map(existing.map((s) => [s.slug, s.id]));
  const removed = existing.filter((s) => !wanted.has(s.slug)).map((s) => s.id);
  if (removed.length) await tx.subcategory.deleteMany({ where: { id: { in: removed } } });
  let sortOrder = 0;
  for (const [slug, name] of wanted) {
    sortOrder += 1;
    const id = bySlug.get(slug);
    if (id) await tx.subcategory.update({ where: { id }, data: { name, sortOrder } });
    else await tx.subcategory.create({ data: { categoryId, name, slug, sortOrder } });
  }
}

const emptyToNull = (v: string | null | undefined) => (v === undefined ? undefined : v === null || v.trim() === "" ? null : v.trim());

/** A new category; without an image it gets the placeholder image. Name taken: Conflict (409) on `name`. */
export async function createCategory(input: CategoryInput & { name: string }): Promise<CategoryDTO> {
  const id = await prisma.$transaction(async (tx) => {
    await assertNameFree(tx, input.name);
    const category = await tx.category.create({
      data: {
        name: input.name,
        slug: await uniqueSlug(tx, input.name),
        description: emptyToNull(input.description) ?? null,
        image: emptyToNull(input.image) ?? CATEGORY_PLACEHOLDER_IMAGE,
        hsnCode: emptyToNull(input.hsnCode) ?? null,
        featured: input.featured ?? false,
        sortOrder: input.sortOrder ?? 0,
      },
      select: { id: true },
    });
    await syncSubcategories(tx, category.id, input.subcategories ?? []);
    return category.id;
  });
  return (await getCategory(id, { includeInactive: true }))!;
}

/** Changes the given fields only; the image is saved as entered (empty = none). A new name gets a new slug. */
export async function updateCategory(id: string, input: CategoryInput): Promise<CategoryDTO> {
  await prisma.$transaction(async (tx) => {
    const current = await tx.category.findUnique({ where: { id }, select: { id: true, name: true } });
    if (!current) throw new NotFound(CATEGORY_MESSAGES.notFound);
    const renamed = input.name !== undefined && input.name !== current.name;
    if (renamed) await assertNameFree(tx, input.name!, id);
    await tx.category.update({
      where: { id },
      data: {
        ...(renamed ? { name: input.name, slug: await uniqueSlug(tx, input.name!, id) } : {}),
        ...(input.description !== undefined ? { description: emptyToNull(input.description) } : {}),
        ...(input.image !== undefined ? { image: emptyToNull(input.image) } : {}),
        ...(input.hsnCode !== undefined ? { hsnCode: emptyToNull(input.hsnCode) } : {}),
        ...(input.featured !== undefined ? { featured: input.featured } : {}),
        ...(input.sortOrder !== undefined ? { sortOrder: input.sortOrder } : {}),
      },
    });
    if (input.subcategories !== undefined) await syncSubcategories(tx, id, input.subcategories);
  });
  return (await getCategory(id, { includeInactive: true }))!;
}

/**
 * Deletes a category and its subcategories. Refused (Conflict) while any
 * product belongs to it: active ones must be moved or deactivated first, and
 * inactive or archived ones too, since archived products are kept for order
 * history and the Product -> Category key is Restrict (a category never
 * vanishes from under an order line's product).
 */
export async function deleteCategory(id: string): Promise<{ name: string }> {
  return prisma.$transaction(async (tx) => {
    const category = await tx.category.findUnique({ where: { id }, select: { name: true } });
    if (!category) throw new NotFound(CATEGORY_MESSAGES.notFound);
    const [counts] = await tx.$queryRawUnsafe<Array<{ active: number | bigint | null; other: number | bigint | null }>>(
      `SELECT sum("isActive" = 1 AND "archivedAt" IS NULL) AS "active", sum(NOT ("isActive" = 1 AND "archivedAt" IS NULL)) AS "other"
         FROM "Product" WHERE "categoryId" = ?`,
      id,
    );
    const active = Number(counts?.active ?? 0);
    const other = Number(counts?.other ?? 0);
    if (active > 0) throw new Conflict(categoryInUseMessage(category.name, active));
    if (other > 0) {
      throw new Conflict(
        `Cannot delete "${category.name}": ${other} inactive or archived ${other === 1 ? "product still belongs" : "products still belong"} to it (kept for order history). Move ${other === 1 ? "it" : "them"} to another category first.`,
      );
    }
    await tx.category.delete({ where: { id } });
    return { name: category.name };
  });
}

export function categoryInUseMessage(name: string, active: number) {
  return `Cannot delete "${name}": ${active} active ${active === 1 ? "product uses" : "products use"} it. Move or deactivate ${active === 1 ? "it" : "them"} first.`;
}
