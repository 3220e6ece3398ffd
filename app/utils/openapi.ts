// The OpenAPI 3.1 description of the JSON API (API.md), served at
// GET /api/openapi.json. To document more routes, write a `PathGroup` (see
// `authPaths`) with `operation()` and add it to STOREFRONT_PATH_GROUPS (admin groups live in `openapi-admin/`, assembled by `openapi-document.ts`); put new shared
// shapes in SCHEMAS. Every operation is wrapped in the envelope and gets the
// standard error responses automatically.

type Schema = Record<string, unknown>;
type Operation = Record<string, unknown>;
export type PathGroup = Record<string, Partial<Record<"get" | "post" | "put" | "patch" | "delete", Operation>>>;

export const ref = (name: string): Schema => ({ $ref: `#/components/schemas/${name}` });

const str = (extra: Schema = {}): Schema => ({ type: "string", ...extra });
const nullable = (schema: Schema): Schema => ({ oneOf: [schema, { type: "null" }] });

/** The success envelope around `data`. */
export function envelope(data: Schema): Schema {
  return {
    allOf: [
      ref("Envelope"),
      { type: "object", properties: { success: { const: true }, data }, required: ["data"] },
    ],
  };
}

const ERROR_RESPONSES: Record<number, string> = {
  400: "ValidationError",
  401: "Unauthorized",
  403: "Forbidden",
  404: "NotFound",
  405: "MethodNotAllowed",
  409: "Conflict",
  413: "PayloadTooLarge",
  415: "UnsupportedMediaType",
  429: "TooManyRequests",
  500: "InternalError",
};

type OperationSpec = {
  summary: string;
  tags: string[];
  description?: string;
  /** Bearer access token required. */
  auth?: boolean;
  /** JSON request body schema. */
  body?: Schema;
  /** Query parameters. */
  query?: Array<{ name: string; schema: Schema; description?: string; required?: boolean }>;
  /** Path parameters (each `{name}` in the path). */
  pathParams?: string[];
  /** Schema of `data` on success. */
  data: Schema;
  /** Success status: 200 (default) or 201. */
  status?: 200 | 201;
  successMessage?: string;
  /** Extra error statuses beyond the automatic ones (400 with a body, 401/403 with auth, 405, 500). */
  errors?: number[];
};

/** One operation with the envelope, the security requirement and the standard errors filled in. */
export function operation(spec: OperationSpec): Operation {
  const statuses = new Set<number>([405, 500, ...(spec.errors ?? [])]);
  if (spec.body) [400, 413, 415].forEach((s) => statuses.add(s));
  if (spec.query?.length) statuses.add(400);
  if (spec.auth) [401, 403].forEach((s) => statuses.add(s));
  const responses: Record<string, unknown> = {
    [String(spec.status ?? 200)]: {
      description: spec.successMessage ?? "Success",
      content: { "application/json": { schema: envelope(spec.data) } },
    },
  };
  for (const status of [...statuses].sort((a, b) => a - b)) {
    const name = ERROR_RESPONSES[status];
    responses[String(status)] = name ? { $ref: `#/components/responses/${name}` } : { description: `Error ${status}` };
  }
  const parameters = [
    ...(spec.pathParams ?? []).map((name) => ({ name, in: "path", required: true, schema: str() })),
    ...(spec.query ?? []).map((q) => ({ name: q.name, in: "query", required: q.required ?? false, schema: q.schema, description: q.description })),
  ];
  return {
    summary: spec.summary,
    ...(spec.description ? { description: spec.description } : {}),
    tags: spec.tags,
    ...(spec.auth ? { security: [{ bearerAuth: [] }] } : { security: [] }),
    ...(parameters.length ? { parameters } : {}),
    ...(spec.body ? { requestBody: { required: true, content: { "application/json": { schema: spec.body } } } } : {}),
    responses,
  };
}

function errorResponse(description: string, status: number, headers?: Record<string, unknown>) {
  return {
    description,
    ...(headers ? { headers } : {}),
    content: { "application/json": { schema: status === 400 ? ref("ValidationErrorEnvelope") : ref("ErrorEnvelope") } },
  };
}

// ---------------------------------------------------------------- shared shapes

const password = str({ minLength: 8, maxLength: 128, format: "password" });

export const SCHEMAS: Record<string, Schema> = {
  Envelope: {
    type: "object",
    description: "Every response: { success, message, data, errors?, timestamp }.",
    properties: {
      success: { type: "boolean" },
      message: str(),
      data: {},
      errors: { type: "array", items: ref("FieldError") },
      timestamp: str({ format: "date-time" }),
    },
    required: ["success", "message", "data", "timestamp"],
  },
  FieldError: {
    type: "object",
    properties: { param: str({ description: "The field's name or dotted path" }), msg: str() },
    required: ["param", "msg"],
  },
  ErrorEnvelope: {
    allOf: [ref("Envelope"), { type: "object", properties: { success: { const: false }, data: { type: "null" } } }],
  },
  ValidationErrorEnvelope: {
    allOf: [
      ref("ErrorEnvelope"),
      { type: "object", properties: { errors: { type: "array", items: ref("FieldError"), minItems: 1 } }, required: ["errors"] },
    ],
  },
  Pagination: {
    type: "object",
    properties: {
      page: { type: "integer" },
      limit: { type: "integer", maximum: 100 },
      total: { type: "integer" },
      pages: { type: "integer" },
      hasNext: { type: "boolean" },
      hasPrev: { type: "boolean" },
    },
    required: ["page", "limit", "total", "pages", "hasNext", "hasPrev"],
  },
  User: {
    type: "object",
    properties: {
      id: str(),
      firstName: str(),
      lastName: str(),
      email: str({ format: "email" }),
      phone: nullable(str()),
      role: { enum: ["customer", "admin"] },
      joinedDate: str({ format: "date-time" }),
    },
    required: ["id", "firstName", "lastName", "email", "phone", "role", "joinedDate"],
  },
  TokenPair: {
    type: "object",
    properties: {
      token: str({ description: "Access JWT (HS256), valid 15 minutes; send as `Authorization: Bearer <token>`" }),
      refreshToken: str({ description: "Opaque refresh token, valid 30 days, single use: each refresh returns a new one" }),
    },
    required: ["token", "refreshToken"],
  },
  AuthResult: {
    allOf: [ref("TokenPair"), { type: "object", properties: { user: ref("User") }, required: ["user"] }],
  },
  Health: {
    type: "object",
    properties: { status: { enum: ["ok", "error"] }, db: { enum: ["ok", "error"] } },
    required: ["status", "db"],
  },
  Product: {
    type: "object",
    description: "Prices in rupees. inStock = isAvailable = active and stock > 0.",
    properties: {
      _id: str(),
      name: str(),
      description: str(),
      material: str(),
      price: { type: "number" },
      originalPrice: { type: "number", description: "Equals price when not on sale" },
      discount: { type: "number", description: "Rupees off: originalPrice - price" },
      discountPercentage: { type: "integer", description: "round((originalPrice - price) / originalPrice x 100); 0 when not on sale" },
      category: { type: "object", properties: { _id: str(), name: str(), slug: str() }, required: ["_id", "name", "slug"] },
      subcategory: nullable(str({ description: "The subcategory's name" })),
      images: { type: "array", items: str() },
      colors: { type: "array", items: str() },
      sizes: { type: "array", items: str() },
      rating: { type: "number", description: "Average of real reviews; 0 when none" },
      reviewCount: { type: "integer" },
      inStock: { type: "boolean" },
      isFeatured: { type: "boolean" },
      isNew: { type: "boolean" },
      tags: { type: "array", items: str() },
      stock: { type: "integer" },
      isAvailable: { type: "boolean" },
      isActive: { type: "boolean" },
      createdAt: str({ format: "date-time" }),
      updatedAt: str({ format: "date-time" }),
    },
    required: [
      "_id", "name", "description", "material", "price", "originalPrice", "discount", "discountPercentage", "category", "subcategory",
      "images", "colors", "sizes", "rating", "reviewCount", "inStock", "isFeatured", "isNew", "tags", "stock", "isAvailable",
      "isActive", "createdAt", "updatedAt",
    ],
  },
  ProductPage: {
    type: "object",
    properties: { products: { type: "array", items: ref("Product") }, pagination: ref("Pagination") },
    required: ["products", "pagination"],
  },
  Category: {
    type: "object",
    properties: {
      _id: str(),
      name: str(),
      slug: str(),
      description: nullable(str()),
      image: nullable(str()),
      featured: { type: "boolean" },
      sortOrder: { type: "integer" },
      isActive: { type: "boolean" },
      productCount: { type: "integer", description: "Active products in the category" },
      subcategories: {
        type: "array",
        items: {
          type: "object",
          properties: { _id: str(), name: str(), slug: str(), description: nullable(str()) },
          required: ["_id", "name", "slug", "description"],
        },
      },
      createdAt: str({ format: "date-time" }),
      updatedAt: str({ format: "date-time" }),
    },
    required: ["_id", "name", "slug", "description", "image", "featured", "sortOrder", "isActive", "productCount", "subcategories", "createdAt", "updatedAt"],
  },
};

export const RESPONSES = {
  ValidationError: errorResponse("Validation failed (one `errors` item per bad field), malformed JSON, or a bad query value", 400),
  Unauthorized: errorResponse("Missing, invalid or expired token", 401, {
    "WWW-Authenticate": { schema: str() },
  }),
  Forbidden: errorResponse("Authenticated but not allowed (wrong role or deactivated account)", 403),
  NotFound: errorResponse("Unknown id or route", 404),
  MethodNotAllowed: errorResponse("The route does not support this method", 405, { Allow: { schema: str() } }),
  Conflict: errorResponse("Conflict (e-mail taken, not enough stock, amount mismatch, already cancelled)", 409),
  PayloadTooLarge: errorResponse("Body over 1 MiB", 413),
  UnsupportedMediaType: errorResponse("Body not sent as application/json", 415),
  TooManyRequests: errorResponse("Too many attempts", 429, {
    "Retry-After": { description: "Seconds to wait", schema: { type: "integer" } },
  }),
  InternalError: errorResponse("'Internal server error' (no details)", 500),
};

// ---------------------------------------------------------------- paths

const registerBody: Schema = {
  type: "object",
  properties: {
    firstName: str({ minLength: 1, maxLength: 50 }),
    lastName: str({ minLength: 1, maxLength: 50 }),
    email: str({ format: "email" }),
    phone: str({ description: "10+ digits; may contain spaces, dashes, parentheses and a leading +" }),
    password: { ...password, description: "8-128 characters with lowercase, uppercase and a digit" },
    confirmPassword: str(),
    gender: { enum: ["female", "male", "other", "prefer-not-to-say"] },
    agreeToTerms: { const: true },
    subscribeNewsletter: { type: "boolean", default: true },
  },
  required: ["firstName", "lastName", "email", "phone", "password", "confirmPassword", "agreeToTerms"],
};

const strongPassword = { ...password, description: "8-128 characters with lowercase, uppercase, a digit and one of @$!%*?&" };
const AUTH = ["Auth"];

export const authPaths: PathGroup = {
  "/api/auth/register": {
    post: operation({
      summary: "Create a customer account and sign in",
      description: "Rate limited per IP address and per e-mail.",
      tags: AUTH,
      body: registerBody,
      data: ref("AuthResult"),
      status: 201,
      errors: [409, 429],
    }),
  },
  "/api/auth/login": {
    post: operation({
      summary: "Sign in",
      description: "401 'Invalid email or password' whether or not the e-mail exists; 403 for a deactivated account. Rate limited per IP address and per e-mail.",
      tags: AUTH,
      body: { type: "object", properties: { email: str({ format: "email" }), password: str({ format: "password" }) }, required: ["email", "password"] },
      data: ref("AuthResult"),
      errors: [401, 403, 429],
    }),
  },
  "/api/auth/logout": {
    post: operation({
      summary: "Sign out",
      description:
        "Revokes the given refresh token (and every token rotated from the same sign-in). Without a refresh token, revokes all of the user's refresh tokens. Every access token of the user stops working at once; other sign-ins get a new one from their refresh token.",
      tags: AUTH,
      auth: true,
      body: { type: "object", properties: { refreshToken: str() } },
      data: { type: "null" },
    }),
  },
  "/api/auth/profile": {
    get: operation({ summary: "The signed-in user", tags: AUTH, auth: true, data: ref("User") }),
    put: operation({
      summary: "Update name and phone",
      tags: AUTH,
      auth: true,
      body: {
        type: "object",
        properties: { firstName: str({ minLength: 1, maxLength: 50 }), lastName: str({ minLength: 1, maxLength: 50 }), phone: str() },
        required: ["firstName", "lastName", "phone"],
      },
      data: ref("User"),
    }),
  },
  "/api/auth/change-password": {
    post: operation({
      summary: "Change the password",
      description:
        "400 'Current password is incorrect' (param currentPassword) when the current password is wrong; rate limited like a sign-in (per account, shared with the web form). Signs the user out everywhere (web sessions, refresh and access tokens); the caller continues with the new token pair returned.",
      tags: AUTH,
      auth: true,
      body: { type: "object", properties: { currentPassword: str({ format: "password" }), newPassword: strongPassword }, required: ["currentPassword", "newPassword"] },
      data: ref("TokenPair"),
      errors: [429],
    }),
  },
  "/api/auth/forgot-password": {
    post: operation({
      summary: "E-mail a password reset link",
      description: "The same answer whether or not the e-mail has an account. The link expires after 60 minutes and works once. Rate limited per IP address and per e-mail.",
      tags: AUTH,
      body: { type: "object", properties: { email: str({ format: "email" }) }, required: ["email"] },
      data: { type: "null" },
      errors: [429],
    }),
  },
  "/api/auth/reset-password": {
    post: operation({
      summary: "Set a new password with a reset token",
      description: "The token is single use and expires; a reset signs the user out everywhere (web sessions and refresh tokens).",
      tags: AUTH,
      body: { type: "object", properties: { token: str(), password: strongPassword }, required: ["token", "password"] },
      data: { type: "null" },
    }),
  },
  "/api/auth/refresh-token": {
    post: operation({
      summary: "Exchange a refresh token for a new token pair",
      description: "The presented refresh token is used up. Presenting one that was already used revokes every token of that sign-in (reuse detection). 403 for a deactivated account.",
      tags: AUTH,
      body: { type: "object", properties: { refreshToken: str() }, required: ["refreshToken"] },
      data: ref("TokenPair"),
      errors: [401, 403],
    }),
  },
};

export const systemPaths: PathGroup = {
  "/api/health": {
    get: {
      ...operation({ summary: "Liveness and database check", tags: ["System"], data: ref("Health") }),
      responses: {
        "200": { description: "The database answers", content: { "application/json": { schema: envelope(ref("Health")) } } },
        "503": { description: "The database does not answer", content: { "application/json": { schema: ref("Envelope") } } },
      },
    },
  },
  "/api/openapi.json": {
    get: {
      summary: "This document (plain OpenAPI JSON, not wrapped in the envelope)",
      tags: ["System"],
      security: [],
      responses: { "200": { description: "OpenAPI 3.1 document", content: { "application/json": { schema: { type: "object" } } } } },
    },
  },
};

const CATALOGUE = ["Catalogue"];
const flag = (name: string, description: string) => ({ name, schema: { enum: ["true", "false", "1", "0"] }, description });
const productFilters: NonNullable<OperationSpec["query"]> = [
  { name: "category", schema: str(), description: "Category id or slug; an unknown one gives an empty list" },
  { name: "search", schema: str({ maxLength: 200 }), description: "Full-text search (every word, by prefix); longer input is cut" },
  { name: "minPrice", schema: { type: "number", minimum: 0, maximum: 10_000_000 }, description: "Rupees" },
  { name: "maxPrice", schema: { type: "number", minimum: 0, maximum: 10_000_000 }, description: "Rupees" },
  flag("featured", "Featured products only"),
  flag("sale", "Products on sale only"),
  flag("onSale", "Alias of sale"),
  flag("isNew", "Products flagged new only"),
  flag("inStock", "Products in stock only"),
  {
    name: "sort",
    schema: { enum: ["-createdAt", "price", "-price", "-rating", "-reviewCount", "name", "relevance"] },
    description: "Default -createdAt (newest first); with a search, relevance (best match first)",
  },
];
const pageQuery = (limit: number): NonNullable<OperationSpec["query"]> => [
  { name: "page", schema: { type: "integer", minimum: 1, default: 1 } },
  { name: "limit", schema: { type: "integer", minimum: 1, default: limit }, description: "Capped at 100" },
];
const productsCached = "Public: `Cache-Control: public, max-age=60, stale-while-revalidate=300`.";

export const catalogPaths: PathGroup = {
  "/api/products": {
    get: operation({
      summary: "Products, filtered, sorted and paged",
      description: `Inactive and archived products are never listed. ${productsCached}`,
      tags: CATALOGUE,
      query: [...productFilters, ...pageQuery(12)],
      data: ref("ProductPage"),
    }),
  },
  "/api/products/featured": {
    get: operation({
      summary: "Featured products, newest first",
      description: productsCached,
      tags: CATALOGUE,
      query: [{ name: "limit", schema: { type: "integer", minimum: 1, default: 8 }, description: "Capped at 100" }],
      data: { type: "array", items: ref("Product") },
    }),
  },
  "/api/products/new-arrivals": {
    get: operation({
      summary: "New arrivals: products flagged new (newest first), topped up with the newest others",
      description: productsCached,
      tags: CATALOGUE,
      query: [{ name: "limit", schema: { type: "integer", minimum: 1, default: 8 }, description: "Capped at 100" }],
      data: { type: "array", items: ref("Product") },
    }),
  },
  "/api/products/search": {
    get: operation({
      summary: "Full-text product search",
      description: `Every word must match (by prefix, any order) the name, description, material, tags, category or subcategory. Best match first unless sort is given; the /api/products filters apply too. 400 'Search query is required' (param q) without q. ${productsCached}`,
      tags: CATALOGUE,
      query: [
        { name: "q", schema: str({ minLength: 1, maxLength: 200 }), required: true },
        ...productFilters.filter((q) => q.name !== "search"),
        ...pageQuery(12),
      ],
      data: ref("ProductPage"),
    }),
  },
  "/api/products/category/{id}": {
    get: operation({
      summary: "Products of one category (id or slug)",
      description: `The /api/products filters; an unknown category gives an empty list. ${productsCached}`,
      tags: CATALOGUE,
      pathParams: ["id"],
      query: [...productFilters.filter((q) => q.name !== "category"), ...pageQuery(12)],
      data: ref("ProductPage"),
    }),
  },
  "/api/products/{id}": {
    get: operation({
      summary: "One product",
      description: `404 'Product not found' when unknown, inactive or archived. ${productsCached}`,
      tags: CATALOGUE,
      pathParams: ["id"],
      data: ref("Product"),
      errors: [404],
    }),
  },
  "/api/categories": {
    get: operation({
      summary: "Categories by sortOrder then name, with productCount and subcategories",
      description: `includeInactive=true needs an admin's token (401 without one, 403 for a customer). ${productsCached}`,
      tags: CATALOGUE,
      query: [
        flag("featured", "Featured categories only"),
        flag("includeInactive", "Admins: inactive categories too"),
      ],
      data: { type: "array", items: ref("Category") },
      errors: [401, 403],
    }),
  },
  "/api/categories/{id}": {
    get: operation({
      summary: "One category (id or slug)",
      description: `404 'Category not found' when unknown or inactive. ${productsCached}`,
      tags: CATALOGUE,
      pathParams: ["id"],
      data: ref("Category"),
      errors: [404],
    }),
  },
};

const WISHLIST = ["Wishlist"];
const productList = { type: "array", items: ref("Product") };

export const wishlistPaths: PathGroup = {
  "/api/wishlist": {
    get: operation({
      summary: "The caller's saved products, newest first",
      description: "Products that became inactive or archived stay saved but are not listed.",
      tags: WISHLIST,
      auth: true,
      data: productList,
    }),
    post: operation({
      summary: "Save a product to the wishlist",
      description: "Answers 201 with the whole wishlist. 404 'Product not found' for an unknown, inactive or archived product; 409 'Product already in wishlist'.",
      tags: WISHLIST,
      auth: true,
      body: { type: "object", properties: { productId: str({ minLength: 1 }) }, required: ["productId"] },
      data: productList,
      status: 201,
      successMessage: "Product added to wishlist",
      errors: [404, 409],
    }),
  },
  "/api/wishlist/{productId}": {
    delete: operation({
      summary: "Remove a product from the wishlist",
      description: "Answers with the remaining wishlist. 404 'Product not found in wishlist' when it is not saved.",
      tags: WISHLIST,
      auth: true,
      pathParams: ["productId"],
      data: productList,
      successMessage: "Product removed from wishlist",
      errors: [404],
    }),
  },
};

const CART = ["Cart"];
const num = { type: "number" };
const cartSchema: Schema = {
  type: "object",
  description:
    "The caller's cart with CURRENT prices (rupees). A line whose product is no longer listed, out of stock, below the line's quantity, " +
    "or no longer offered in its size or colour stays in `items` but is left out of totalAmount, originalAmount and totals.",
  properties: {
    _id: str(),
    userId: str(),
    items: {
      type: "array",
      items: {
        type: "object",
        properties: {
          _id: str(),
          productId: {
            type: "object",
            properties: {
              _id: str(), name: str(), price: num, originalPrice: num, images: { type: "array", items: str() },
              category: { type: "object", properties: { _id: str(), name: str(), slug: str() }, required: ["_id", "name", "slug"] },
              inStock: { type: "boolean" }, stock: { type: "integer" }, isActive: { type: "boolean" }, discountPercentage: { type: "integer" },
            },
            required: ["_id", "name", "price", "originalPrice", "images", "category", "inStock", "stock", "isActive", "discountPercentage"],
          },
          quantity: { type: "integer", minimum: 1, maximum: 10 },
          selectedSize: str(),
          selectedColor: str(),
          addedAt: str({ format: "date-time" }),
        },
        required: ["_id", "productId", "quantity", "selectedSize", "selectedColor", "addedAt"],
      },
    },
    totalItems: { type: "integer", description: "Sum of the quantities of every line" },
    totalAmount: { ...num, description: "Subtotal of the available lines" },
    originalAmount: { ...num, description: "The same at the struck-through prices" },
    isActive: { type: "boolean" },
    createdAt: str({ format: "date-time" }),
    updatedAt: str({ format: "date-time" }),
    totals: {
      type: "object",
      description: "From the pricing engine. tax = the GST contained in the total; freeShippingRemaining = 0 once shipping is free.",
      properties: {
        subtotal: num, discount: num, shipping: num, tax: num, total: num, couponCode: nullable(str()), freeShippingRemaining: num,
      },
      required: ["subtotal", "discount", "shipping", "tax", "total", "couponCode", "freeShippingRemaining"],
    },
  },
  required: ["_id", "userId", "items", "totalItems", "totalAmount", "originalAmount", "isActive", "createdAt", "updatedAt", "totals"],
};
const cartLine = (quantity: Schema) => ({
  type: "object",
  properties: {
    productId: str({ minLength: 1 }),
    quantity,
    selectedSize: str({ default: "Free Size" }),
    selectedColor: str({ default: "Default" }),
  },
  required: ["productId"],
});

export const cartPaths: PathGroup = {
  "/api/cart": { get: operation({ summary: "The caller's cart", tags: CART, auth: true, data: cartSchema }) },
  "/api/cart/count": {
    get: operation({ summary: "Sum of the quantities in the cart", tags: CART, auth: true, data: { type: "object", properties: { count: { type: "integer" } }, required: ["count"] } }),
  },
  "/api/cart/add": {
    post: operation({
      summary: "Add a product in a size and colour (the same line raises its quantity)",
      description:
        "A product without sizes is sold in 'Free Size' only, without colours in 'Default' only. 400 quantity outside 1..10 for the line, size or colour not offered; " +
        "404 'Product not found'; 409 inactive, out of stock or more than the stock. Never a silent change.",
      tags: CART,
      auth: true,
      body: cartLine({ type: "integer", minimum: 1, maximum: 10, default: 1 }),
      data: cartSchema,
      successMessage: "Item added to cart!",
      errors: [404, 409],
    }),
  },
  "/api/cart/update": {
    put: operation({
      summary: "Set a line's quantity (0 removes it)",
      description: "404 'Item not found in cart'; raising past the stock is 409, past 10 is 400. Lowering an over-stock line is always allowed.",
      tags: CART,
      auth: true,
      body: { ...cartLine({ type: "integer", minimum: 0, maximum: 10 }), required: ["productId", "quantity"] },
      data: cartSchema,
      errors: [404, 409],
    }),
  },
  "/api/cart/remove": {
    delete: operation({
      summary: "Remove a line (JSON body)",
      description: "Without selectedSize and selectedColor every line of the product is removed. 404 'Item not found in cart'.",
      tags: CART,
      auth: true,
      body: { type: "object", properties: { productId: str({ minLength: 1 }), selectedSize: str(), selectedColor: str() }, required: ["productId"] },
      data: cartSchema,
      errors: [404],
    }),
  },
  "/api/cart/clear": { delete: operation({ summary: "Empty the cart (drops its coupon too)", tags: CART, auth: true, data: cartSchema }) },
  "/api/cart/coupon": {
    post: operation({
      summary: "Apply a coupon (trimmed, any case)",
      description:
        "400 'Invalid coupon code. Try SAVE10, FIRST20, or FESTIVE15' for an unknown, inactive or expired code; 400 with its own message for an empty cart, " +
        "a subtotal below the coupon's minimum, a used-up coupon or one this customer has already used. Re-checked on every read.",
      tags: CART,
      auth: true,
      body: { type: "object", properties: { code: str({ minLength: 1, maxLength: 40 }) }, required: ["code"] },
      data: cartSchema,
    }),
    delete: operation({ summary: "Remove the coupon (idempotent)", tags: CART, auth: true, data: cartSchema }),
  },
};

const reviewSchema: Schema = {
  type: "object",
  properties: {
    _id: str(),
    rating: { type: "integer", minimum: 1, maximum: 5 },
    comment: str(),
    createdAt: str({ format: "date-time" }),
    updatedAt: str({ format: "date-time" }),
    user: { type: "object", properties: { firstName: str(), lastName: str({ description: "The initial only, e.g. 'S.'" }) }, required: ["firstName", "lastName"] },
  },
  required: ["_id", "rating", "comment", "createdAt", "updatedAt", "user"],
};

export const reviewPaths: PathGroup = {
  "/api/products/{id}/reviews": {
    get: operation({
      summary: "A product's reviews, newest first",
      description: "404 'Product not found' when unknown, inactive or archived.",
      tags: CATALOGUE,
      pathParams: ["id"],
      query: pageQuery(10),
      data: { type: "object", properties: { reviews: { type: "array", items: reviewSchema }, pagination: ref("Pagination") }, required: ["reviews", "pagination"] },
      errors: [404],
    }),
    post: operation({
      summary: "Rate and review a product the caller has received",
      description:
        "One review per customer per product: 201 when written, 200 (same shape) when it replaces the caller's earlier review. " +
        "403 'You can review products you have received' unless a delivered order of the caller contains the product; 404 'Product not found'. " +
        "The product's rating (average, one decimal) and reviewCount are updated at once.",
      tags: CATALOGUE,
      auth: true,
      pathParams: ["id"],
      body: {
        type: "object",
        properties: { rating: { type: "integer", minimum: 1, maximum: 5 }, comment: str({ minLength: 10, maxLength: 2000, description: "Trimmed" }) },
        required: ["rating", "comment"],
      },
      data: reviewSchema,
      status: 201,
      successMessage: "Review added successfully",
      errors: [404],
    }),
  },
};

export const newsletterPaths: PathGroup = {
  "/api/newsletter/subscribe": {
    post: operation({
      summary: "Ask to subscribe an e-mail to the newsletter (double opt-in; idempotent: subscribing twice is not an error)",
      description:
        "E-mails a signed confirmation link (valid 72 hours) to the address; it counts as subscribed only once the link is opened and confirmed, also an address that had unsubscribed. The answer is the same whether or not the address is already subscribed.",
      tags: ["Newsletter"],
      body: { type: "object", properties: { email: str({ format: "email", maxLength: 254 }) }, required: ["email"] },
      data: { type: "null" },
      successMessage: "Confirmation e-mail sent. Please check your inbox to confirm your subscription.",
      errors: [429],
    }),
  },
};

const CONTACT = ["Contact"];
const contactMessage: Schema = {
  type: "object",
  properties: {
    _id: str(), name: str(), email: str({ format: "email" }), phone: nullable(str()), subject: str(), message: str(),
    status: { enum: ["new", "read", "responded", "closed"] }, userId: nullable(str()),
    createdAt: str({ format: "date-time" }), updatedAt: str({ format: "date-time" }),
  },
  required: ["_id", "name", "email", "phone", "subject", "message", "status", "userId", "createdAt", "updatedAt"],
};

export const contactPaths: PathGroup = {
  "/api/contact": {
    post: operation({
      summary: "Send a message to the shop",
      description: "Stored with status new; an acknowledgement e-mail goes through the outbox. Rate limited per IP address and per e-mail.",
      tags: CONTACT,
      body: {
        type: "object",
        properties: {
          name: str({ minLength: 2, maxLength: 100 }),
          email: str({ format: "email", maxLength: 254 }),
          phone: nullable(str({ maxLength: 20 })),
          subject: str({ minLength: 2, maxLength: 150 }),
          message: str({ minLength: 5, maxLength: 5000 }),
        },
        required: ["name", "email", "subject", "message"],
      },
      data: contactMessage,
      status: 201,
      successMessage: "Thank you for your message! We will get back to you soon.",
      errors: [429],
    }),
  },
  "/api/contact/messages-get": {
    get: operation({
      summary: "Admins: contact messages, newest first",
      description: "`data` is the array of messages; X-Total-Count, X-Page, X-Limit and X-Total-Pages headers carry the paging.",
      tags: CONTACT,
      auth: true,
      query: [...pageQuery(10), { name: "status", schema: { enum: ["all", "new", "read", "responded", "closed"] }, description: "Omit (or all) for every status" }],
      data: { type: "array", items: contactMessage },
    }),
  },
  "/api/contact/{id}/status": {
    put: operation({
      summary: "Admins: set a message's status",
      description: "Any status to any other; 404 'Message not found'.",
      tags: CONTACT,
      auth: true,
      pathParams: ["id"],
      body: { type: "object", properties: { status: { enum: ["new", "read", "responded", "closed"] } }, required: ["status"] },
      data: contactMessage,
      successMessage: "Message status updated successfully",
      errors: [404],
    }),
  },
};

const ADDRESSES = ["Addresses"];
const addressSchema: Schema = {
  type: "object",
  properties: {
    _id: str(), fullName: str(), phone: str(), address: str(), city: str(), state: str(),
    pincode: str({ pattern: "^\\d{6}$" }), country: str(), isDefault: { type: "boolean" },
    createdAt: str({ format: "date-time" }), updatedAt: str({ format: "date-time" }),
  },
  required: ["_id", "fullName", "phone", "address", "city", "state", "pincode", "country", "isDefault", "createdAt", "updatedAt"],
};
const addressList: Schema = { type: "array", items: addressSchema, description: "The caller's whole address book: the default first, then newest first" };
const addressBody: Schema = {
  type: "object",
  properties: {
    fullName: str({ minLength: 1, maxLength: 100, description: "Trimmed" }),
    phone: str({ description: "Optional +, then at least 10 digits, spaces, dashes or parentheses" }),
    address: str({ minLength: 1, maxLength: 300 }),
    city: str({ minLength: 1, maxLength: 100 }),
    state: str({ minLength: 1, maxLength: 100 }),
    pincode: str({ pattern: "^\\d{6}$", description: "Exactly 6 digits" }),
    country: str({ maxLength: 60, default: "India" }),
    isDefault: { type: "boolean", default: false },
  },
  required: ["fullName", "phone", "address", "city", "state", "pincode"],
};
const oneDefault = "Exactly one address is the default while any exists.";

export const addressPaths: PathGroup = {
  "/api/addresses": {
    get: operation({ summary: "The caller's saved addresses", tags: ADDRESSES, auth: true, data: addressList }),
    post: operation({
      summary: "Save an address",
      description: `The first address, or one sent with isDefault true, becomes the default. ${oneDefault} 409 past 20 addresses.`,
      tags: ADDRESSES,
      auth: true,
      body: addressBody,
      data: addressList,
      status: 201,
      successMessage: "Address saved",
      errors: [409],
    }),
  },
  "/api/addresses/{id}": {
    put: operation({
      summary: "Replace an address's fields",
      description: `isDefault true makes it the default; false never removes the default (choose another instead). ${oneDefault} 404 'Address not found' for another customer's id.`,
      tags: ADDRESSES,
      auth: true,
      pathParams: ["id"],
      body: addressBody,
      data: addressList,
      successMessage: "Address updated",
      errors: [404],
    }),
    delete: operation({
      summary: "Delete an address",
      description: "Deleting the default makes the newest remaining address the default. 404 'Address not found' for another customer's id.",
      tags: ADDRESSES,
      auth: true,
      pathParams: ["id"],
      data: addressList,
      successMessage: "Address deleted",
      errors: [404],
    }),
  },
  "/api/addresses/{id}/default": {
    patch: operation({
      summary: "Make an address the default",
      description: "Idempotent. 404 'Address not found' for another customer's id.",
      tags: ADDRESSES,
      auth: true,
      pathParams: ["id"],
      data: addressList,
      successMessage: "Default address updated",
      errors: [404],
    }),
  },
};

const ORDERS = ["Orders"];
const PAYMENTS = ["Payments"];
const orderAddress: Schema = {
  type: "object",
  properties: {
    fullName: str({ minLength: 1, maxLength: 100 }),
    phone: str({ description: "10+ digits; may contain spaces, dashes, parentheses and a leading +" }),
    address: str({ minLength: 1, maxLength: 300 }),
    city: str({ minLength: 1, maxLength: 100 }),
    state: str({ minLength: 1, maxLength: 100 }),
    pincode: str({ pattern: "^\\d{6}$" }),
    country: str({ default: "India" }),
  },
  required: ["fullName", "phone", "address", "city", "state", "pincode"],
};
const orderSchema: Schema = {
  type: "object",
  description: "Prices in rupees, every figure as it was when the order was placed.",
  properties: {
    _id: str(),
    orderId: str({ description: "The order number shoppers read, e.g. SRT-2026-000123" }),
    userId: str(),
    items: {
      type: "array",
      items: {
        type: "object",
        properties: {
          _id: str(),
          productId: { type: "object", properties: { _id: str(), name: str(), images: { type: "array", items: str() }, price: { type: "number" } }, required: ["_id", "name", "images", "price"] },
          name: str(),
          quantity: { type: "integer" },
          price: { type: "number" },
          originalPrice: { type: "number" },
          selectedSize: str(),
          selectedColor: str(),
          image: nullable(str()),
        },
        required: ["_id", "productId", "name", "quantity", "price", "originalPrice", "selectedSize", "selectedColor", "image"],
      },
    },
    shippingAddress: orderAddress,
    billingAddress: orderAddress,
    paymentMethod: { enum: ["razorpay", "cod"] },
    paymentStatus: { enum: ["pending", "paid", "failed", "partially_refunded", "refunded"] },
    paymentId: nullable(str()),
    orderStatus: { enum: ["pending", "confirmed", "processing", "shipped", "delivered", "cancelled", "returned"] },
    trackingNumber: nullable(str()),
    subtotal: { type: "number" },
    discount: { type: "number" },
    tax: { type: "number", description: "GST contained in the total" },
    shipping: { type: "number" },
    total: { type: "number" },
    couponCode: nullable(str()),
    estimatedDelivery: nullable(str({ format: "date-time" })),
    deliveredAt: nullable(str({ format: "date-time" })),
    cancelledAt: nullable(str({ format: "date-time" })),
    cancellationReason: nullable(str()),
    totalItems: { type: "integer" },
    totalSavings: { type: "number" },
    createdAt: str({ format: "date-time" }),
    updatedAt: str({ format: "date-time" }),
  },
  required: [
    "_id", "orderId", "userId", "items", "shippingAddress", "billingAddress", "paymentMethod", "paymentStatus", "paymentId", "orderStatus",
    "trackingNumber", "subtotal", "discount", "tax", "shipping", "total", "couponCode", "estimatedDelivery", "deliveredAt", "cancelledAt",
    "cancellationReason", "totalItems", "totalSavings", "createdAt", "updatedAt",
  ],
};
const orderSummarySchema: Schema = {
  type: "object",
  properties: {
    id: str(), orderNumber: str(), status: { enum: ["pending", "confirmed", "processing", "shipped", "delivered", "cancelled", "returned"] },
    paymentMethod: { enum: ["razorpay", "cod"] }, paymentStatus: { enum: ["pending", "paid", "failed", "partially_refunded", "refunded"] },
    total: { type: "number" }, totalItems: { type: "integer" }, createdAt: str({ format: "date-time" }), lineCount: { type: "integer" },
    firstItem: nullable({ type: "object", properties: { name: str(), image: nullable(str()) }, required: ["name", "image"] }),
  },
  required: ["id", "orderNumber", "status", "paymentMethod", "paymentStatus", "total", "totalItems", "createdAt", "lineCount", "firstItem"],
};

export const orderPaths: PathGroup = {
  "/api/orders": {
    post: operation({
      summary: "Place an order from the caller's server cart",
      description:
        "Priced on the server (any client price, amount or total is ignored); stock is taken atomically (409 'Not enough stock for {name}'); " +
        "the coupon (couponCode, else the cart's) is re-checked and counted; the cart is emptied and the confirmation e-mail queued. " +
        "cod only when the total is above 500 rupees (400 otherwise). razorpay needs the caller's verified, unused payment of exactly the total " +
        "(create-order, checkout.js, verify first): 402 without one. Send an `Idempotency-Key` header (or idempotencyKey): the same key returns the first order with 200.",
      tags: ORDERS,
      auth: true,
      body: {
        type: "object",
        properties: {
          shippingAddress: orderAddress,
          billingAddress: orderAddress,
          paymentMethod: { enum: ["razorpay", "cod"] },
          couponCode: str({ maxLength: 40 }),
          notes: str({ maxLength: 500 }),
          idempotencyKey: str({ minLength: 8, maxLength: 100 }),
        },
        required: ["shippingAddress", "paymentMethod"],
      },
      data: orderSchema,
      status: 201,
      successMessage: "Order placed successfully!",
      errors: [402, 409],
    }),
    get: operation({
      summary: "The caller's own orders, newest first",
      tags: ORDERS,
      auth: true,
      query: [...pageQuery(5), { name: "status", schema: { enum: ["pending", "confirmed", "processing", "shipped", "delivered", "cancelled", "returned"] } }],
      data: { type: "object", properties: { orders: { type: "array", items: orderSummarySchema }, pagination: ref("Pagination") }, required: ["orders", "pagination"] },
    }),
  },
  "/api/orders/{id}": {
    get: operation({ summary: "One of the caller's orders (404 for another customer's)", tags: ORDERS, auth: true, pathParams: ["id"], data: orderSchema, errors: [404] }),
  },
  "/api/orders/{id}/cancel": {
    patch: operation({
      summary: "Cancel the caller's order while pending, confirmed or processing (stock restored)",
      description: "409 once shipped, delivered, cancelled or returned; 404 for an unknown or another customer's order.",
      tags: ORDERS,
      auth: true,
      pathParams: ["id"],
      body: { type: "object", properties: { reason: str({ minLength: 1, maxLength: 500 }) }, required: ["reason"] },
      data: orderSchema,
      successMessage: "Order cancelled successfully",
      errors: [404, 409],
    }),
  },
  "/api/payments/create-order": {
    post: operation({
      summary: "Create a Razorpay order for the server cart's total",
      description: "`amount` (rupees) must equal the server's cart total, else 409. The answer's amount is in paise, as Razorpay and checkout.js expect. Without Razorpay keys the built-in simulator creates `order_sim_...` ids.",
      tags: PAYMENTS,
      auth: true,
      body: { type: "object", properties: { amount: { type: "number", exclusiveMinimum: 0 }, currency: { const: "INR", default: "INR" } }, required: ["amount"] },
      data: { type: "object", properties: { id: str(), amount: { type: "integer", description: "Paise" }, currency: str() }, required: ["id", "amount", "currency"] },
      errors: [409],
    }),
  },
  "/api/payments/verify": {
    post: operation({
      summary: "Verify a Razorpay checkout signature (HMAC-SHA256 of order_id|payment_id)",
      description: "400 'Payment verification failed' for a bad signature or another user's payment (nothing changes); 409 for a payment id already used. Idempotent.",
      tags: PAYMENTS,
      auth: true,
      body: {
        type: "object",
        properties: { razorpay_order_id: str(), razorpay_payment_id: str(), razorpay_signature: str() },
        required: ["razorpay_order_id", "razorpay_payment_id", "razorpay_signature"],
      },
      data: { type: "null" },
      errors: [409],
    }),
  },
  "/api/payments/webhook": {
    post: operation({
      summary: "Razorpay webhook (payment.captured, order.paid, payment.failed)",
      description: "Authenticated by `X-Razorpay-Signature`: HMAC-SHA256 of the raw body with the webhook secret; a bad signature is 400 and changes nothing. Each event id is handled once (replays answer 200 and change nothing).",
      tags: PAYMENTS,
      body: { type: "object", description: "The raw Razorpay event", properties: { event: str(), payload: { type: "object" } }, required: ["event"] },
      data: { type: "null" },
    }),
  },
};

/** The storefront's documented groups; the admin groups live in `openapi-admin/` (see `openapi-document.ts`). */
export const STOREFRONT_PATH_GROUPS: PathGroup[] = [authPaths, systemPaths, catalogPaths, wishlistPaths, cartPaths, reviewPaths, newsletterPaths, contactPaths, addressPaths, orderPaths];
