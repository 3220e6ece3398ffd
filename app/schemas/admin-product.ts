import { z } from "zod";

// The admin product form (/admin/products/new, /admin/products/{id}/edit) and
// its JSON twins (POST /api/products, PUT /api/products/{id}): one set of
// field rules (spec/admin.md section 5), browser-safe (no .server imports).
//
// Values arrive as form strings or JSON values, so every field accepts both:
// numbers as numbers or numeric strings, flags as booleans or "on"/"true",
// lists as arrays (JSON, or one hidden input per chip) or as one text with a
// value per line (the textarea a browser without JavaScript submits).
// Lists are trimmed, empty values dropped, duplicates (case-insensitive) kept
// once, in their first spelling.
//
// What the schema cannot know (the category exists, the subcategory belongs to
// it, an original price given alone is not below the stored price) the model
// checks and reports with the same messages (ADMIN_PRODUCT_MESSAGES).
//
// Issue 11 (docs/decisions/0011): prices are whole rupees; rating and review
// count are computed from real reviews and refused when sent (400); no save
// overwrites what changed since it was read: the edit form carries the
// `version` and the stock (`expectedStock`) it read, the API may send `version`,
// and a stock is set only against the stock it was read at (`expectedStock`) or
// moved by a `stockAdjustment`, with a `stockReason` either way.

/** The image a new product starts with (spec: "The default image is a placeholder URL"). */
export const PLACEHOLDER_IMAGE = "/uploads/placeholder-product.svg";

export const MAX_PRICE_RUPEES = 10_000_000;
export const MAX_STOCK = 1_000_000;
export const MAX_LIST_ITEMS = 50;
export const MAX_CHIP_LENGTH = 60;
export const MAX_IMAGE_URL_LENGTH = 500;

export const ADMIN_PRODUCT_MESSAGES = {
  name: "Product Name is required",
  nameTooLong: "Product Name must be at most 200 characters long",
  description: "Description is required",
  descriptionTooLong: "Description must be at most 5000 characters long",
  material: "Material is required",
  materialTooLong: "Material must be at most 100 characters long",
  price: "Selling Price is required",
  priceNumber: "Selling Price must be a number",
  pricePositive: "Selling Price must be greater than 0",
  priceMax: `Selling Price must be at most ${MAX_PRICE_RUPEES}`,
  pricePaise: "Selling Price must be in whole rupees",
  originalPriceNumber: "Original Price must be a number",
  originalPriceMin: "Original Price must not be less than the Selling Price",
  originalPriceMax: `Original Price must be at most ${MAX_PRICE_RUPEES}`,
  originalPricePaise: "Original Price must be in whole rupees",
  stock: "Stock Quantity is required",
  stockNumber: "Stock Quantity must be a whole number",
  stockMin: "Stock Quantity cannot be negative",
  stockMax: `Stock Quantity must be at most ${MAX_STOCK}`,
  category: "Category is required",
  categoryUnknown: "Please select a valid category",
  subcategoryUnknown: "Subcategory must belong to the selected category",
  images: "At least one image is required",
  imageUrl: "Image URLs must start with http://, https:// or /",
  listTooLong: `At most ${MAX_LIST_ITEMS} values`,
  chipTooLong: `Each value must be at most ${MAX_CHIP_LENGTH} characters long`,
  imageTooLong: `Each image URL must be at most ${MAX_IMAGE_URL_LENGTH} characters long`,
  ratingComputed: "Rating and Review Count are computed from customer reviews and cannot be set",
  versionRequired: "This form is out of date: reload the page and make your change again",
  versionNumber: "Version must be a whole number of 0 or more",
  expectedStockNumber: "expectedStock must be a whole number of 0 or more",
  stockNeedsExpected: "Stock is set only against the stock you read: send expectedStock (and a stockReason), or a stockAdjustment and a stockReason",
  stockReason: "Please give a reason for the stock change",
  stockReasonTooLong: "Reason must be at most 200 characters long",
  stockAdjustment: "Stock Adjustment must be a whole number other than 0",
  stockBoth: "Send either stock (with expectedStock) or stockAdjustment, not both",
  flag: "Must be true or false",
  /** The category form's message for the same rule (admin-category.ts). */
  hsnCode: "HSN code must be 4, 6 or 8 digits",
} as const;
const M = ADMIN_PRODUCT_MESSAGES;

// ---------------------------------------------------------------- lists (chips)

/** Splits, trims, drops empties and de-duplicates (case-insensitive): the chip rules, for the browser and the server. */
export function normalizeList(value: unknown): string[] {
  const raw: string[] = [];
  const add = (v: unknown) => {
    if (typeof v === "string") raw.push(...v.split(/\r?\n/));
    else if (typeof v === "number" && Number.isFinite(v)) raw.push(String(v));
  };
  if (Array.isArray(value)) value.forEach(add);
  else add(value);
  const seen = new Set<string>();
  const out: string[] = [];
  for (const item of raw) {
    const v = item.trim();
    const key = v.toLowerCase();
    if (v === "" || seen.has(key)) continue;
    seen.add(key);
    out.push(v);
  }
  return out;
}

/** Adds `value` (trimmed) unless empty or already present (case-insensitive). */
export function addToList(list: readonly string[], value: string): string[] {
  const v = value.trim();
  if (v === "" || list.some((x) => x.toLowerCase() === v.toLowerCase())) return [...list];
  return [...list, v];
}

/** Removes `value`; the last item of a `keepLast` list (images) stays. */
export function removeFromList(list: readonly string[], value: string, { keepLast = false } = {}): string[] {
  if (keepLast && list.length <= 1) return [...list];
  return list.filter((x) => x !== value);
}

const isImageUrl = (v: string) => /^https?:\/\/[^\s/$.?#][^\s]*$/i.test(v) || /^\/[^/\s][^\s]*$/.test(v);

const chipList = z.preprocess(
  (v) => (v === undefined || v === null ? undefined : normalizeList(v)),
  z.array(z.string().max(MAX_CHIP_LENGTH, M.chipTooLong)).max(MAX_LIST_ITEMS, M.listTooLong).optional(),
);

const imageList = z.preprocess(
  (v) => (v === undefined || v === null ? undefined : normalizeList(v)),
  z
    .array(z.string().max(MAX_IMAGE_URL_LENGTH, M.imageTooLong).refine(isImageUrl, M.imageUrl))
    .min(1, M.images)
    .max(MAX_LIST_ITEMS, M.listTooLong)
    .optional(),
);

// ---------------------------------------------------------------- scalars

const text = (required: string, max: number, tooLong: string) =>
  z.string({ required_error: required, invalid_type_error: required }).trim().min(1, required).max(max, tooLong);

/** "12.5" -> 12.5, "" -> undefined; anything else passes through for zod to judge. */
const numberish = (v: unknown) => {
  if (typeof v !== "string") return v === null ? undefined : v;
  const s = v.trim().replace(/,/g, "");
  if (s === "") return undefined;
  return /^[-+]?(\d+\.?\d*|\.\d+)$/.test(s) ? Number(s) : Number.NaN;
};

/** Indian retail prices are whole rupees (DECISIONS 4.3). */
const wholeRupees = (n: number) => Number.isInteger(n);

const num = (required: string, invalid: string) => z.number({ required_error: required, invalid_type_error: invalid });

const price = z.preprocess(
  numberish,
  num(M.price, M.priceNumber)
    .refine((n) => Number.isFinite(n), M.priceNumber)
    .refine((n) => n > 0, M.pricePositive)
    .refine((n) => n <= MAX_PRICE_RUPEES, M.priceMax)
    .refine((n) => !Number.isFinite(n) || wholeRupees(n), M.pricePaise),
);

/** Optional; empty or 0 means "the selling price" (undefined here, resolved by the model). */
const originalPrice = z.preprocess(
  (v) => {
    const n = numberish(v);
    return n === 0 ? undefined : n;
  },
  num(M.originalPriceNumber, M.originalPriceNumber)
    .refine((n) => Number.isFinite(n), M.originalPriceNumber)
    .refine((n) => n > 0, M.originalPriceMin)
    .refine((n) => n <= MAX_PRICE_RUPEES, M.originalPriceMax)
    .refine((n) => !Number.isFinite(n) || wholeRupees(n), M.originalPricePaise)
    .optional(),
);

const stock = z.preprocess(
  numberish,
  num(M.stock, M.stockNumber).int(M.stockNumber).min(0, M.stockMin).max(MAX_STOCK, M.stockMax),
);

/** true/"on"/"true"/"1" -> true, false/"off"/"false"/"0" -> false, absent -> undefined (the caller's default). */
const flag = z.preprocess((v) => {
  if (v === undefined || v === null || v === "") return undefined;
  if (v === true || v === "on" || v === "true" || v === "1" || v === 1) return true;
  if (v === false || v === "off" || v === "false" || v === "0" || v === 0) return false;
  return v;
}, z.boolean({ invalid_type_error: M.flag }).optional());

/** Rating and review count are the reviews' (review.server.ts): sending one is a 400, never silently kept. */
const computed = z.unknown().refine((v) => v === undefined || v === "", M.ratingComputed);

const wholeAtLeast0 = (required: string, invalid: string) => z.preprocess(numberish, num(required, invalid).int(invalid).min(0, invalid).max(MAX_STOCK, invalid));
/** The version the form or client read (Product.version). */
const version = wholeAtLeast0(M.versionRequired, M.versionNumber);
/** The stock the form or client read: a new stock is written only while the stock is still this. */
const expectedStock = wholeAtLeast0(M.versionRequired, M.expectedStockNumber);
const stockAdjustment = z.preprocess(
  numberish,
  num(M.stockAdjustment, M.stockAdjustment).int(M.stockAdjustment).min(-MAX_STOCK, M.stockAdjustment).max(MAX_STOCK, M.stockAdjustment).refine((n) => n !== 0, M.stockAdjustment),
);
const stockReason = z.preprocess(
  (v) => (typeof v === "string" && v.trim() === "" ? undefined : v),
  z.string({ invalid_type_error: M.stockReason }).trim().max(200, M.stockReasonTooLong).optional(),
);

/** A category id or slug; the subcategory's id, slug or name within it (null or "" = none). */
const categoryRef = text(M.category, 100, M.categoryUnknown);
const subcategoryRef = z.preprocess(
  (v) => (typeof v === "string" && v.trim() === "" ? null : v),
  z.string({ invalid_type_error: M.subcategoryUnknown }).trim().max(100, M.subcategoryUnknown).nullable().optional(),
);

/**
 * The product's own HSN code on GST invoices, when it differs from its category's (e.g. a cotton
 * saree in a silk category): 4, 6 or 8 digits; empty (or null) = the category's code.
 */
const hsnCode = z.preprocess(
  (v) => (typeof v === "string" ? (v.trim() === "" ? null : v.trim()) : v),
  z.string({ invalid_type_error: M.hsnCode }).regex(/^(\d{4}|\d{6}|\d{8})$/, M.hsnCode).nullable().optional(),
);

// ---------------------------------------------------------------- schemas

const fields = {
  name: text(M.name, 200, M.nameTooLong),
  description: text(M.description, 5000, M.descriptionTooLong),
  material: text(M.material, 100, M.materialTooLong),
  price,
  originalPrice,
  stock,
  category: categoryRef,
  subcategory: subcategoryRef,
  colors: chipList,
  sizes: chipList,
  tags: chipList,
  images: imageList,
  isFeatured: flag,
  isNew: flag,
  inStock: flag,
  hsnCode,
};

const priceRule = <T extends { price?: number; originalPrice?: number }>(value: T, ctx: z.RefinementCtx) => {
  if (value.price !== undefined && value.originalPrice !== undefined && value.originalPrice < value.price) {
    ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["originalPrice"], message: M.originalPriceMin });
  }
};

const ProductFields = z.object({ ...fields, rating: computed.optional(), reviewCount: computed.optional() });

/** The stock the save asks for: 0 when In Stock is switched off, else the stock given. */
const targetStock = (v: { stock?: number; inStock?: boolean }) => (v.inStock === false ? 0 : v.stock);

type StockInput = { stock?: number; inStock?: boolean; expectedStock?: number; stockAdjustment?: number; stockReason?: string };
/** A stock change needs a reason; an absolute stock needs the stock it was read at; never both forms at once. */
const stockRule = (value: StockInput, ctx: z.RefinementCtx) => {
  const target = targetStock(value);
  if (value.stockAdjustment !== undefined && target !== undefined) {
    ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["stockAdjustment"], message: M.stockBoth });
    return;
  }
  if (target !== undefined && value.expectedStock === undefined) {
    ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["stock"], message: M.stockNeedsExpected });
    return;
  }
  const changes = value.stockAdjustment !== undefined || (target !== undefined && target !== value.expectedStock);
  if (changes && !value.stockReason) ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["stockReason"], message: M.stockReason });
};

/** Create: the form at /admin/products/new and POST /api/products. */
export const ProductCreateSchema = ProductFields.superRefine(priceRule);
/** The edit form: every field again, with the version and the stock it read (hidden fields) and a reason for a stock change. */
export const ProductEditSchema = ProductFields.extend({ version, expectedStock, stockReason }).superRefine((v, ctx) => {
  priceRule(v, ctx);
  stockRule(v, ctx);
});
/**
 * PUT /api/products/{id}: any subset of the fields; `version` (optional) makes the save
 * conditional on nothing having changed since it was read. Stock: `stock` with `expectedStock`,
 * or `stockAdjustment` (+/-), each with a `stockReason`.
 */
export const ProductUpdateSchema = ProductFields.partial()
  .extend({ version: version.optional(), expectedStock: expectedStock.optional(), stockAdjustment: stockAdjustment.optional(), stockReason })
  .superRefine((v, ctx) => {
    priceRule(v, ctx);
    stockRule(v, ctx);
  });

export type ProductCreateInput = z.output<typeof ProductCreateSchema>;
export type ProductUpdateInput = z.output<typeof ProductUpdateSchema>;

// ---------------------------------------------------------------- the admin list's query

export const ADMIN_PRODUCT_STATUSES = ["active", "inactive", "featured", "archived"] as const;
export type AdminProductStatus = (typeof ADMIN_PRODUCT_STATUSES)[number];
export const ADMIN_PRODUCT_SORTS = ["-createdAt", "createdAt", "name", "-name", "price", "-price", "stock", "-stock", "-rating"] as const;
export type AdminProductSort = (typeof ADMIN_PRODUCT_SORTS)[number];

/** The status filter's options (spec: All Status, Active, Inactive, Featured; archived ones on request). */
export const STATUS_OPTIONS: ReadonlyArray<{ value: "" | AdminProductStatus; label: string }> = [
  { value: "", label: "All Status" },
  { value: "active", label: "Active" },
  { value: "inactive", label: "Inactive" },
  { value: "featured", label: "Featured" },
  { value: "archived", label: "Archived" },
];

/** The stock filter (docs/decisions/0019): out = no unit left; low = the total or some size or colour at or under the low-stock threshold (out of stock included). */
export const ADMIN_STOCK_FILTERS = ["out", "low"] as const;
export type AdminStockFilter = (typeof ADMIN_STOCK_FILTERS)[number];
export const STOCK_FILTER_OPTIONS: ReadonlyArray<{ value: "" | AdminStockFilter; label: string }> = [
  { value: "", label: "All Stock" },
  { value: "out", label: "Out of stock" },
  { value: "low", label: "Low stock" },
];
export const SORT_OPTIONS: ReadonlyArray<{ value: AdminProductSort; label: string }> = [
  { value: "-createdAt", label: "Newest first" },
  { value: "createdAt", label: "Oldest first" },
  { value: "name", label: "Name A-Z" },
  { value: "-name", label: "Name Z-A" },
  { value: "price", label: "Price: low to high" },
  { value: "-price", label: "Price: high to low" },
  { value: "stock", label: "Stock: fewest first" },
  { value: "-stock", label: "Stock: most first" },
  { value: "-rating", label: "Rating" },
];

/** The screen's lenient reading of its URL: a bad value is its default, never an error. */
export function parseAdminProductQuery(params: URLSearchParams) {
  const page = Number.parseInt(params.get("page") ?? "", 10);
  const status = params.get("status") ?? "";
  const sort = params.get("sort") ?? "";
  const stock = params.get("stock") ?? "";
  return {
    stock: (ADMIN_STOCK_FILTERS as readonly string[]).includes(stock) ? (stock as AdminStockFilter) : undefined,
    page: Number.isFinite(page) && page >= 1 && page <= 1_000_000 ? page : 1,
    search: (params.get("search") ?? "").trim().slice(0, 200),
    category: (params.get("category") ?? "").trim().slice(0, 100),
    status: (ADMIN_PRODUCT_STATUSES as readonly string[]).includes(status) ? (status as AdminProductStatus) : undefined,
    sort: (ADMIN_PRODUCT_SORTS as readonly string[]).includes(sort) ? (sort as AdminProductSort) : ("-createdAt" as const),
  };
}

// ---------------------------------------------------------------- toasts (spec/admin.md section 8, word for word)

export const PRODUCT_TOASTS = {
  loadFailed: "Failed to load products",
  categoriesFailed: "Failed to load categories",
  productFailed: "Failed to load product",
  deleted: "Product deleted successfully",
  /** Not in the document: Delete of a product that appears in orders archives it (DECISIONS 3.7). */
  archived: "Product archived: it appears in orders, so it is hidden from the shop instead of deleted",
  deleteFailed: "Failed to delete product",
  statusUpdated: "Product status updated successfully",
  statusFailed: "Failed to update product status",
  featuredUpdated: "Product featured status updated successfully",
  featuredFailed: "Failed to update featured status",
  created: "Product created successfully!",
  updated: "Product updated successfully!",
  createFailed: "Failed to create product",
  updateFailed: "Failed to update product",
  notFound: "Product Not Found",
  /** Not in the document: Restore brings an archived product back, inactive (issue 13, section 4). */
  restored: "Product restored: it is inactive until you activate it",
  restoreFailed: "Failed to restore product",
} as const;
