import { type Prisma } from "@prisma/client";
import { prisma } from "~/db.server";

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
export async function listCategories(options: CategoryListOptions = {}): Promise<CategoryDTO[]> {
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
