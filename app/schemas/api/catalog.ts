import { z } from "zod";
import { IsoDateTime, paged } from "~/schemas/api/common";

const CategoryRef = z.object({ _id: z.string(), name: z.string(), slug: z.string() });

export const ApiProductSchema = z
  .object({
    _id: z.string(),
    name: z.string(),
    description: z.string(),
    material: z.string(),
    price: z.number(),
    originalPrice: z.number().describe("Equals price when not on sale"),
    discount: z.number().describe("Rupees off: originalPrice - price"),
    discountPercentage: z.number().int().describe("round((originalPrice - price) / originalPrice x 100); 0 when not on sale"),
    category: CategoryRef,
    subcategory: z.string().nullable().describe("The subcategory's name"),
    images: z.array(z.string()),
    colors: z.array(z.string()),
    sizes: z.array(z.string()),
    rating: z.number().describe("Average of real reviews; 0 when none"),
    reviewCount: z.number().int(),
    inStock: z.boolean(),
    isFeatured: z.boolean(),
    isNew: z.boolean(),
    tags: z.array(z.string()),
    stock: z.number().int().describe("The sum of the variants' stock"),
    variants: z
      .array(z.object({ size: z.string(), color: z.string(), stock: z.number().int(), sku: z.string().nullable() }))
      .describe("Stock and SKU per size x colour (empty for a product stocked as one number)"),
    isAvailable: z.boolean(),
    isActive: z.boolean(),
    createdAt: IsoDateTime,
    updatedAt: IsoDateTime,
  })
  .describe("Prices in rupees. inStock = isAvailable = active and stock > 0.");

export const ApiProductPageSchema = paged("products", ApiProductSchema).extend({
  correctedSearch: z
    .string()
    .optional()
    .describe('Only when the search as typed found nothing and a spelling correction did: the corrected words the products were found for ("kanjivram" -> "kanjivaram"; decision 0031)'),
});

export const ApiAdminProductSchema = ApiProductSchema.extend({
  archivedAt: IsoDateTime.nullable().describe("Set when Delete archived the product (it appears in orders)"),
  version: z
    .number()
    .int()
    .min(0)
    .describe("Counts the admin's saves and toggles (not stock movements); send it back with PUT to refuse a save over someone else's"),
  hsnCode: z.string().nullable().describe("The product's own HSN code on GST invoices (4, 6 or 8 digits); null means its category's"),
});

export const ApiCategorySchema = z.object({
  _id: z.string(),
  name: z.string(),
  slug: z.string(),
  description: z.string().nullable(),
  image: z.string().nullable(),
  hsnCode: z.string().nullable().describe("HSN code on GST invoices for its products; null means the shop default (6211)"),
  featured: z.boolean(),
  sortOrder: z.number().int(),
  isActive: z.boolean(),
  productCount: z.number().int().describe("Active products in the category"),
  subcategories: z.array(z.object({ _id: z.string(), name: z.string(), slug: z.string(), description: z.string().nullable() })),
  createdAt: IsoDateTime,
  updatedAt: IsoDateTime,
});

export const ApiReviewSchema = z.object({
  _id: z.string(),
  rating: z.number().int().min(1).max(5),
  comment: z.string(),
  createdAt: IsoDateTime,
  updatedAt: IsoDateTime,
  user: z.object({ firstName: z.string(), lastName: z.string().describe("The initial only, e.g. 'S.'") }),
});

export const ApiReviewPageSchema = paged("reviews", ApiReviewSchema);

export const ApiAdminProductListSchema = paged("products", ApiAdminProductSchema).extend({
  stats: z
    .object({
      total: z.number().int(),
      active: z.number().int(),
      inactive: z.number().int(),
      featured: z.number().int(),
      outOfStock: z.number().int(),
      lowStock: z.number().int(),
    })
    .describe("Over the search and category filters (not the status filter); archived products are not counted"),
});
