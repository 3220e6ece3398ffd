import { operation, ref, type PathGroup } from "~/utils/openapi";

// OpenAPI entries for product create, update, delete, toggles and GET /api/admin/products.
// Build each operation with `operation()` (and `ref`, `envelope`) from "~/utils/openapi".

const ADMIN = ["Admin", "Catalogue"];
const str = (extra: Record<string, unknown> = {}) => ({ type: "string", ...extra });
const list = (description: string, item: Record<string, unknown> = str({ maxLength: 60 })) => ({ type: "array", items: item, maxItems: 50, description });

const adminProduct = {
  allOf: [
    ref("Product"),
    {
      type: "object",
      properties: {
        archivedAt: { oneOf: [str({ format: "date-time" }), { type: "null" }], description: "Set when Delete archived the product (it appears in orders)" },
        version: { type: "integer", minimum: 0, description: "Counts the admin's saves and toggles (not stock movements); send it back with PUT to refuse a save over someone else's" },
      },
      required: ["archivedAt", "version"],
    },
  ],
};

const productFields: Record<string, Record<string, unknown>> = {
  name: str({ minLength: 1, maxLength: 200 }),
  description: str({ minLength: 1, maxLength: 5000 }),
  material: str({ minLength: 1, maxLength: 100 }),
  price: { type: "integer", exclusiveMinimum: 0, maximum: 10_000_000, description: "Whole rupees (paise are refused: 'Selling Price must be in whole rupees')" },
  originalPrice: { type: "integer", minimum: 0, description: "Whole rupees; absent, null or 0 = the price; never below the price" },
  stock: { type: "integer", minimum: 0, maximum: 1_000_000 },
  category: str({ description: "Category id or slug (inactive categories allowed)" }),
  subcategory: { oneOf: [str(), { type: "null" }], description: "Subcategory id, slug or name within the category; null or empty for none" },
  colors: list("Trimmed; empty values dropped; case-insensitive duplicates kept once"),
  sizes: list("Trimmed; empty values dropped; case-insensitive duplicates kept once"),
  tags: list("Trimmed; empty values dropped; case-insensitive duplicates kept once"),
  images: { ...list("At least one; http(s) URLs or site paths. Absent on create: the placeholder image", str({ maxLength: 500 })), minItems: 1 },
  isFeatured: { type: "boolean", default: false },
  isNew: { type: "boolean", default: false },
  inStock: { type: "boolean", description: "Not stored (in stock = active and stock > 0): false sets the stock to 0; true keeps the stock given" },
};

const productStats = {
  type: "object",
  description: "Over the search and category filters (not the status filter); archived products are not counted",
  properties: Object.fromEntries(["total", "active", "inactive", "featured", "outOfStock", "lowStock"].map((k) => [k, { type: "integer" }])),
  required: ["total", "active", "inactive", "featured", "outOfStock", "lowStock"],
};

export const adminProductPaths: PathGroup = {
  "/api/products": {
    post: operation({
      summary: "Admins: create a product",
      description: "400 with errors[] per field: the documented rules, plus an unknown category or a subcategory of another category.",
      tags: ADMIN,
      auth: true,
      body: {
        type: "object",
        properties: productFields,
        required: ["name", "description", "material", "price", "stock", "category"],
      },
      data: adminProduct,
      status: 201,
      successMessage: "Product created successfully!",
    }),
  },
  "/api/products/{id}": {
    put: operation({
      summary: "Admins: update any subset of a product's fields",
      description:
        "Only the given fields change. A new price without an original price keeps the sale: a product not on sale follows the price, one on sale keeps its original price unless the new price passes it. A new category without a subcategory clears the subcategory. 404 'Product not found'. " +
        "No save overwrites what changed since it was read: with `version`, a product saved or toggled since is 409 with the current product as `data`. Stock is never set blindly: `stock` (or `inStock: false`) needs `expectedStock`, the stock you read (409 'Stock changed from X to Y...' when it moved, with the current product), or send `stockAdjustment` (+/-N, never below 0); either needs `stockReason`, kept in the stock history. " +
        "`rating` and `reviewCount` are computed from reviews: sending either is 400.",
      tags: ADMIN,
      auth: true,
      pathParams: ["id"],
      body: {
        type: "object",
        properties: {
          ...productFields,
          version: { type: "integer", minimum: 0, description: "The version you read; a different current version is 409" },
          expectedStock: { type: "integer", minimum: 0, description: "The stock you read; needed with stock or inStock: false" },
          stockAdjustment: { type: "integer", not: { const: 0 }, description: "Moves the stock by this many units (instead of stock)" },
          stockReason: str({ maxLength: 200, description: "Why the stock changes; required when it does" }),
        },
      },
      data: adminProduct,
      successMessage: "Product updated successfully!",
      errors: [404, 409],
    }),
    delete: operation({
      summary: "Admins: delete a product (or archive it when it appears in orders)",
      description:
        "A product no order contains is deleted with its reviews, cart lines and wishlist entries ('Product deleted successfully'). One that appears in orders is archived instead: kept for order history, inactive, hidden from the shop, search, sitemap and carts (the message says so). 404 'Product not found'.",
      tags: ADMIN,
      auth: true,
      pathParams: ["id"],
      data: { type: "null" },
      successMessage: "Product deleted successfully",
      errors: [404],
    }),
  },
  "/api/products/{id}/toggle-status": {
    patch: operation({
      summary: "Admins: activate or deactivate a product",
      description: "404 'Product not found'; 409 for an archived product.",
      tags: ADMIN,
      auth: true,
      pathParams: ["id"],
      data: adminProduct,
      successMessage: "Product status updated successfully",
      errors: [404, 409],
    }),
  },
  "/api/products/{id}/toggle-featured": {
    patch: operation({
      summary: "Admins: feature or unfeature a product",
      description: "404 'Product not found'.",
      tags: ADMIN,
      auth: true,
      pathParams: ["id"],
      data: adminProduct,
      successMessage: "Product featured status updated successfully",
      errors: [404],
    }),
  },
  "/api/admin/products": {
    get: operation({
      summary: "Admins: products, inactive included, with stats",
      description: "Newest first by default. Without a status (or with all), every product that is not archived.",
      tags: ADMIN,
      auth: true,
      query: [
        { name: "page", schema: { type: "integer", minimum: 1, default: 1 } },
        { name: "limit", schema: { type: "integer", minimum: 1, default: 12 }, description: "Capped at 100" },
        { name: "sort", schema: { enum: ["-createdAt", "createdAt", "name", "-name", "price", "-price", "stock", "-stock", "-rating"], default: "-createdAt" } },
        { name: "search", schema: str({ maxLength: 200 }), description: "Case-insensitive part of the name, material or a tag" },
        { name: "category", schema: str(), description: "Category id or slug" },
        { name: "status", schema: { enum: ["all", "active", "inactive", "featured", "archived"] } },
      ],
      data: {
        type: "object",
        properties: { products: { type: "array", items: adminProduct }, pagination: ref("Pagination"), stats: productStats },
        required: ["products", "pagination", "stats"],
      },
    }),
  },
};
