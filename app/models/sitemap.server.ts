import { prisma } from "~/db.server";
import { LISTED_PRODUCT } from "~/models/catalog.server";

// What /sitemap.xml lists besides the fixed pages: every category and product
// a shopper can open (active categories, listed products).

export type SitemapEntries = {
  categories: Array<{ slug: string; updatedAt: Date }>;
  products: Array<{ id: string; updatedAt: Date }>;
};

export async function listSitemapEntries(): Promise<SitemapEntries> {
  const [categories, products] = await Promise.all([
    prisma.category.findMany({
      where: { isActive: true },
      select: { slug: true, updatedAt: true },
      orderBy: [{ sortOrder: "asc" }, { name: "asc" }],
    }),
    prisma.product.findMany({
      where: LISTED_PRODUCT,
      select: { id: true, updatedAt: true },
      orderBy: { createdAt: "desc" },
    }),
  ]);
  return { categories, products };
}
