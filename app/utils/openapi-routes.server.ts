import { z } from "zod";
import { AddToCartSchema, CouponCodeSchema, RemoveFromCartSchema, UpdateCartSchema } from "~/models/cart.server";
import { CancelOrderSchema, PlaceOrderSchema } from "~/schemas/checkout";
import { CreatePaymentOrderSchema, VerifyPaymentSchema } from "~/models/payment.server";
import { WishlistProductSchema } from "~/models/wishlist.server";
import { AddressSchema } from "~/schemas/address";
import { AnalyticsQuerySchema } from "~/schemas/admin-analytics";
import { CategoryCreateSchema, CategoryUpdateSchema } from "~/schemas/admin-category";
import { CouponCreateSchema } from "~/schemas/admin-coupon";
import { CustomerStatusBodySchema } from "~/schemas/admin-customer";
import { AdminOrderStatusSchema, AdminOrderUpdateSchema } from "~/schemas/admin-order";
import { ProductCreateSchema, ProductUpdateSchema } from "~/schemas/admin-product";
import { RefundFormSchema } from "~/schemas/admin-refund";
import { ShopSettingsPatchSchema } from "~/schemas/admin-settings";
import * as admin from "~/schemas/api/admin";
import { ApiCartCountSchema, ApiCartSchema } from "~/schemas/api/cart";
import * as catalog from "~/schemas/api/catalog";
import * as common from "~/schemas/api/common";
import { ApiOrderPageSchema, ApiOrderSchema, ApiPaymentOrderSchema } from "~/schemas/api/orders";
import { ApiAddressListSchema, ApiAddressSchema, ApiContactMessageSchema } from "~/schemas/api/people";
import * as req from "~/schemas/api/requests.server";
import { ForgotPasswordSchema, ProfileSchema, RegisterSchema } from "~/schemas/auth";
import { CategoryQuerySchema, listLimitQuerySchema, ProductFilterSchema, ProductSearchQuerySchema } from "~/schemas/catalog";
import { ContactSchema } from "~/schemas/contact";
import { NewsletterSchema } from "~/schemas/newsletter";
import { ReviewSchema } from "~/schemas/review";

// The one route table of the JSON API: every app/routes/api.*.ts operation with
// the zod schemas it parses (body, query) and the schema of `data` it answers.
// utils/openapi.server.ts turns it into /api/openapi.json (each answer wrapped
// in the envelope, the standard errors added); tests/integration/openapi.test.ts
// fails when a route file is missing here.

export type ApiRoute = {
  method: "get" | "post" | "put" | "patch" | "delete";
  /** OpenAPI path: `{id}` for a `$id` segment. */
  path: string;
  summary: string;
  description?: string;
  tags: string[];
  /** Bearer access token required. */
  auth?: boolean;
  body?: z.ZodTypeAny;
  query?: z.ZodTypeAny;
  /** Schema of `data` on success; null for `data: null`. */
  data: z.ZodTypeAny | null;
  /** Success status: 200 (default) or 201. */
  status?: 200 | 201;
  successMessage?: string;
  /** Error statuses beyond the automatic ones (400 with a body or query, 401/403 with auth, 405, 500). */
  errors?: number[];
  /** The answer is `data` itself, not the envelope (the document). */
  raw?: boolean;
};

/** Schemas that appear under components/schemas (and as $refs wherever used). */
export const NAMED_SCHEMAS: Record<string, z.ZodTypeAny> = {
  Envelope: common.EnvelopeSchema,
  FieldError: common.FieldErrorSchema,
  ErrorEnvelope: common.ErrorEnvelopeSchema,
  ValidationErrorEnvelope: common.ValidationErrorEnvelopeSchema,
  Pagination: common.PaginationSchema,
  User: common.UserSchema,
  TokenPair: common.TokenPairSchema,
  AuthResult: common.AuthResultSchema,
  Health: common.HealthSchema,
  Product: catalog.ApiProductSchema,
  ProductPage: catalog.ApiProductPageSchema,
  AdminProduct: catalog.ApiAdminProductSchema,
  Category: catalog.ApiCategorySchema,
  Review: catalog.ApiReviewSchema,
  Cart: ApiCartSchema,
  Order: ApiOrderSchema,
  Address: ApiAddressSchema,
  ContactMessage: ApiContactMessageSchema,
  AdminOrder: admin.ApiAdminOrderSchema,
  AdminListOrder: admin.ApiAdminListOrderSchema,
  Refund: admin.ApiRefundSchema,
  Customer: admin.ApiCustomerSchema,
};

const AUTH = ["Auth"];
const SYSTEM = ["System"];
const CATALOGUE = ["Catalogue"];
const WISHLIST = ["Wishlist"];
const CART = ["Cart"];
const ORDERS = ["Orders"];
const PAYMENTS = ["Payments"];
const ADDRESSES = ["Addresses"];
const CONTACT = ["Contact"];
const ADMIN = ["Admin"];
const ADMIN_CATALOGUE = ["Admin", "Catalogue"];

const productsCached = "Public: `Cache-Control: public, max-age=60, stale-while-revalidate=300`.";
const filtersNote =
  "Filters: category (id or slug; unknown gives an empty list), search (every word, by prefix), minPrice and maxPrice (rupees), featured, sale (or onSale), isNew, inStock (true/false/1/0), sort (default -createdAt; with a search, relevance). limit is capped at 100.";
const products = z.array(catalog.ApiProductSchema);
const oneDefault = "Exactly one address is the default while any exists.";
const REVENUE_NOTE =
  "An order is counted when it was paid (online, or COD on delivery) and not refunded in full; revenue is what the shop kept of the counted orders " +
  "(their totals, net of coupon discounts, shipping included, minus refunds); salesData.orders and units sold count the same orders. Dates are Asia/Kolkata.";
const adminOrderEffects =
  "Entering a status stamps its timestamp. cancelled/returned give the stock back once; a paid online order is refunded in full " +
  "through Razorpay (paymentStatus refunded once the refund exists; COD money is recorded with POST .../refunds). " +
  "Reopening a cancelled or returned order takes the stock again or answers 409 'Not enough stock for {name}'; a refunded order cannot be reopened (409). " +
  "delivered marks a COD order paid. shipped with a non-empty tracking number queues the shipping e-mail once " +
  "(orderNumber, customerName, customerEmail, items, total, shippingAddress, estimatedDelivery, trackingNumber, courierPartner, trackingUrl). " +
  "courierPartner is one of Delhivery, DTDC, Blue Dart, India Post, Ekart, Xpressbees, Other (default Delhivery when a shipment has none). " +
  "Changing the tracking number or courier of a shipped order e-mails the customer the corrected details. Entering confirmed, delivered " +
  "and cancelled e-mail the customer once each (docs/decisions/0020-order-notifications.md). " +
  "Saving the same values changes nothing (message 'No changes to save'). 404 'Order not found'.";

export const API_ROUTES: ApiRoute[] = [
  // ---------------------------------------------------------------- auth
  {
    method: "post", path: "/api/auth/register", tags: AUTH, summary: "Create a customer account and sign in",
    description: "Rate limited per IP address and per e-mail.",
    body: RegisterSchema, data: common.AuthResultSchema, status: 201, errors: [409, 429],
  },
  {
    method: "post", path: "/api/auth/login", tags: AUTH, summary: "Sign in",
    description: "401 'Invalid email or password' whether or not the e-mail exists; 403 for a deactivated account. Rate limited per IP address and per e-mail.",
    body: req.ApiLoginSchema, data: common.AuthResultSchema, errors: [401, 403, 429],
  },
  {
    method: "post", path: "/api/auth/logout", tags: AUTH, auth: true, summary: "Sign out",
    description:
      "Revokes the given refresh token (and every token rotated from the same sign-in). Without a refresh token, revokes all of the user's refresh tokens. Every access token of the user stops working at once; other sign-ins get a new one from their refresh token.",
    body: req.LogoutSchema, data: null,
  },
  { method: "get", path: "/api/auth/profile", tags: AUTH, auth: true, summary: "The signed-in user", data: common.UserSchema },
  { method: "put", path: "/api/auth/profile", tags: AUTH, auth: true, summary: "Update name and phone", body: ProfileSchema, data: common.UserSchema },
  {
    method: "post", path: "/api/auth/change-password", tags: AUTH, auth: true, summary: "Change the password",
    description: "newPassword: 8-128 characters with lowercase, uppercase, a digit and one of @$!%*?&. 400 when the current password is wrong.",
    body: req.ApiChangePasswordSchema, data: null,
  },
  {
    method: "post", path: "/api/auth/forgot-password", tags: AUTH, summary: "E-mail a password reset link",
    description: "The same answer whether or not the e-mail exists. Rate limited.",
    body: ForgotPasswordSchema, data: null, errors: [429],
  },
  {
    method: "post", path: "/api/auth/reset-password", tags: AUTH, summary: "Set a new password with a reset token",
    description: "400 for an invalid or expired token.",
    body: req.ApiResetPasswordSchema, data: null,
  },
  {
    method: "post", path: "/api/auth/refresh-token", tags: AUTH, summary: "Trade a refresh token for a new token pair",
    description: "Refresh tokens are single use: a reused one is 401 and revokes its whole chain.",
    body: req.RefreshTokenSchema, data: common.TokenPairSchema, errors: [401, 403],
  },

  // ---------------------------------------------------------------- system
  { method: "get", path: "/api/health", tags: SYSTEM, summary: "Liveness and database check", data: common.HealthSchema, errors: [503] },
  {
    method: "get", path: "/api/openapi.json", tags: SYSTEM, raw: true, data: null,
    summary: "This document (plain OpenAPI JSON, not wrapped in the envelope)", successMessage: "OpenAPI 3.1 document",
  },

  // ---------------------------------------------------------------- catalogue
  {
    method: "get", path: "/api/products", tags: CATALOGUE, summary: "Products, filtered, sorted and paged",
    description: `Inactive and archived products are never listed. ${filtersNote} ${productsCached}`,
    query: ProductFilterSchema, data: catalog.ApiProductPageSchema,
  },
  {
    method: "post", path: "/api/products", tags: ADMIN_CATALOGUE, auth: true, summary: "Admins: create a product",
    description: "400 with errors[] per field: the documented rules, plus an unknown category or a subcategory of another category.",
    body: ProductCreateSchema, data: catalog.ApiAdminProductSchema, status: 201, successMessage: "Product created successfully!",
  },
  {
    method: "get", path: "/api/products/featured", tags: CATALOGUE, summary: "Featured products, newest first",
    description: `limit is capped at 100. ${productsCached}`, query: listLimitQuerySchema(8), data: products,
  },
  {
    method: "get", path: "/api/products/new-arrivals", tags: CATALOGUE,
    summary: "New arrivals: products flagged new (newest first), topped up with the newest others",
    description: `limit is capped at 100. ${productsCached}`, query: listLimitQuerySchema(8), data: products,
  },
  {
    method: "get", path: "/api/products/search", tags: CATALOGUE, summary: "Full-text product search",
    description: `Every word must match (by prefix, any order) the name, description, material, tags, category or subcategory. Common spellings of the same word are searched together; a search that finds nothing as typed is retried with its misspelt words corrected, and correctedSearch names the words used. Best match first unless sort is given; the /api/products filters apply too. 400 'Search query is required' (param q) without q. ${productsCached}`,
    query: ProductSearchQuerySchema, data: catalog.ApiProductPageSchema,
  },
  {
    method: "get", path: "/api/products/category/{id}", tags: CATALOGUE, summary: "Products of one category (id or slug)",
    description: `The /api/products filters; an unknown category gives an empty list. ${productsCached}`,
    query: ProductFilterSchema, data: catalog.ApiProductPageSchema,
  },
  {
    method: "get", path: "/api/products/{id}", tags: CATALOGUE, summary: "One product",
    description: `404 'Product not found' when unknown, inactive or archived. ${productsCached}`, data: catalog.ApiProductSchema, errors: [404],
  },
  {
    method: "put", path: "/api/products/{id}", tags: ADMIN_CATALOGUE, auth: true, summary: "Admins: update any subset of a product's fields",
    description: "Only the given fields change. A new price without an original price keeps the sale: a product not on sale follows the price, one on sale keeps its original price unless the new price passes it. A new category without a subcategory clears the subcategory. 404 'Product not found'. No save overwrites what changed since it was read: with `version`, a product saved or toggled since is 409 with the current product as `data`. Stock is never set blindly: `stock` (or `inStock: false`) needs `expectedStock`, the stock you read (409 'Stock changed from X to Y...' when it moved, with the current product), or send `stockAdjustment` (+/-N, never below 0); either needs `stockReason`, kept in the stock history. `rating` and `reviewCount` are computed from reviews: sending either is 400.",
    body: ProductUpdateSchema, data: catalog.ApiAdminProductSchema, successMessage: "Product updated successfully!", errors: [404, 409],
  },
  {
    method: "delete", path: "/api/products/{id}", tags: ADMIN_CATALOGUE, auth: true,
    summary: "Admins: delete a product (or archive it when it appears in orders)",
    description:
      "A product no order contains is deleted with its reviews, cart lines and wishlist entries ('Product deleted successfully'). One that appears in orders is archived instead: kept for order history, inactive, hidden from the shop, search, sitemap and carts (the message says so). 404 'Product not found'.",
    data: null, successMessage: "Product deleted successfully", errors: [404],
  },
  {
    method: "patch", path: "/api/products/{id}/toggle-status", tags: ADMIN_CATALOGUE, auth: true, summary: "Admins: activate or deactivate a product",
    description: "404 'Product not found'; 409 for an archived product.",
    data: catalog.ApiAdminProductSchema, successMessage: "Product status updated successfully", errors: [404, 409],
  },
  {
    method: "patch", path: "/api/products/{id}/restore", tags: ADMIN_CATALOGUE, auth: true, summary: "Admins: restore an archived product",
    description: "The product is no longer archived and stays inactive until activated (toggle-status). 404 'Product not found'; 409 'This product is not archived'.",
    data: catalog.ApiAdminProductSchema, successMessage: "Product restored: it is inactive until you activate it", errors: [404, 409],
  },
  {
    method: "patch", path: "/api/products/{id}/toggle-featured", tags: ADMIN_CATALOGUE, auth: true, summary: "Admins: feature or unfeature a product",
    description: "404 'Product not found'.",
    data: catalog.ApiAdminProductSchema, successMessage: "Product featured status updated successfully", errors: [404],
  },
  {
    method: "get", path: "/api/products/{id}/reviews", tags: CATALOGUE, summary: "A product's reviews, newest first",
    description: "404 'Product not found' when unknown, inactive or archived.",
    query: req.ReviewsQuerySchema, data: catalog.ApiReviewPageSchema, errors: [404],
  },
  {
    method: "post", path: "/api/products/{id}/reviews", tags: CATALOGUE, auth: true, summary: "Rate and review a product the caller has received",
    description: "One review per customer per product: 201 when written, 200 (same shape) when it replaces the caller's earlier review. 403 'You can review products you have received' unless a delivered order of the caller contains the product; 404 'Product not found'. The product's rating (average, one decimal) and reviewCount are updated at once.",
    body: ReviewSchema, data: catalog.ApiReviewSchema, status: 201, successMessage: "Review added successfully", errors: [404],
  },
  {
    method: "get", path: "/api/categories", tags: CATALOGUE, summary: "Categories by sortOrder then name, with productCount and subcategories",
    description: `includeInactive=true needs an admin's token (401 without one, 403 for a customer). ${productsCached}`,
    query: CategoryQuerySchema, data: z.array(catalog.ApiCategorySchema), errors: [401, 403],
  },
  {
    method: "post", path: "/api/categories", tags: ADMIN, auth: true, summary: "Admins: create a category",
    description: "Without an image the placeholder /images/categories/placeholder.svg is stored. 409 when the name is taken (case-insensitive).",
    body: CategoryCreateSchema, data: catalog.ApiCategorySchema, status: 201, successMessage: "Category created successfully", errors: [409],
  },
  {
    method: "get", path: "/api/categories/{id}", tags: CATALOGUE, summary: "One category (id or slug)",
    description: `404 'Category not found' when unknown or inactive. ${productsCached}`, data: catalog.ApiCategorySchema, errors: [404],
  },
  {
    method: "put", path: "/api/categories/{id}", tags: ADMIN, auth: true, summary: "Admins: update a category (any subset)",
    description: "The image is saved as sent (empty or null clears it). subcategories replaces the list: removed ones are cleared from their products. 409 when the name is taken.",
    body: CategoryUpdateSchema, data: catalog.ApiCategorySchema, successMessage: "Category updated successfully", errors: [404, 409],
  },
  {
    method: "delete", path: "/api/categories/{id}", tags: ADMIN, auth: true, summary: "Admins: delete a category",
    description: "data is null. 409 while products use it: active ones, and also inactive or archived ones (kept for order history; move them first).",
    data: null, successMessage: "Category deleted successfully", errors: [404, 409],
  },

  // ---------------------------------------------------------------- wishlist and cart
  {
    method: "get", path: "/api/wishlist", tags: WISHLIST, auth: true, summary: "The caller's saved products, newest first",
    description: "Products that became inactive or archived stay saved but are not listed.", data: products,
  },
  {
    method: "post", path: "/api/wishlist", tags: WISHLIST, auth: true, summary: "Save a product to the wishlist",
    description: "Answers 201 with the whole wishlist. 404 'Product not found' for an unknown, inactive or archived product; 409 'Product already in wishlist'.",
    body: WishlistProductSchema, data: products, status: 201, successMessage: "Product added to wishlist", errors: [404, 409],
  },
  {
    method: "delete", path: "/api/wishlist/{productId}", tags: WISHLIST, auth: true, summary: "Remove a product from the wishlist",
    description: "Answers with the remaining wishlist. 404 'Product not found in wishlist' when it is not saved.",
    data: products, successMessage: "Product removed from wishlist", errors: [404],
  },
  { method: "get", path: "/api/cart", tags: CART, auth: true, summary: "The caller's cart", data: ApiCartSchema },
  { method: "get", path: "/api/cart/count", tags: CART, auth: true, summary: "Sum of the quantities in the cart", data: ApiCartCountSchema },
  {
    method: "post", path: "/api/cart/add", tags: CART, auth: true, summary: "Add a product in a size and colour (the same line raises its quantity)",
    description: "A product without sizes is sold in 'Free Size' only, without colours in 'Default' only. 400 quantity outside 1..10 for the line, size or colour not offered; 404 'Product not found'; 409 inactive, out of stock or more than the stock. Never a silent change.",
    body: AddToCartSchema, data: ApiCartSchema, successMessage: "Item added to cart!", errors: [404, 409],
  },
  {
    method: "put", path: "/api/cart/update", tags: CART, auth: true, summary: "Set a line's quantity (0 removes it)",
    description: "404 'Item not found in cart'; raising past the stock is 409, past 10 is 400. Lowering an over-stock line is always allowed.",
    body: UpdateCartSchema, data: ApiCartSchema, errors: [404, 409],
  },
  {
    method: "delete", path: "/api/cart/remove", tags: CART, auth: true, summary: "Remove a line (JSON body)",
    description: "Without selectedSize and selectedColor every line of the product is removed. 404 'Item not found in cart'.",
    body: RemoveFromCartSchema, data: ApiCartSchema, errors: [404],
  },
  { method: "delete", path: "/api/cart/clear", tags: CART, auth: true, summary: "Empty the cart (drops its coupon too)", data: ApiCartSchema },
  {
    method: "post", path: "/api/cart/coupon", tags: CART, auth: true, summary: "Apply a coupon (trimmed, any case)",
    description: "400 'Invalid coupon code. Try SAVE10, FIRST20, or FESTIVE15' for an unknown, inactive or expired code; 400 with its own message for an empty cart, a subtotal below the coupon's minimum, a used-up coupon or one this customer has already used. Re-checked on every read.",
    body: CouponCodeSchema, data: ApiCartSchema,
  },
  { method: "delete", path: "/api/cart/coupon", tags: CART, auth: true, summary: "Remove the coupon (idempotent)", data: ApiCartSchema },

  // ---------------------------------------------------------------- orders and payments
  {
    method: "post", path: "/api/orders", tags: ORDERS, auth: true, summary: "Place an order from the caller's server cart",
    description: "Priced on the server (any client price, amount or total is ignored); stock is taken atomically (409 'Not enough stock for {name}'); the coupon (couponCode, else the cart's) is re-checked and counted; the cart is emptied and the confirmation e-mail queued. cod only when the total is above 500 rupees (400 otherwise). razorpay needs the caller's verified, unused payment of exactly the total (create-order, checkout.js, verify first): 402 without one. Send an `Idempotency-Key` header (or idempotencyKey): the same key returns the first order with 200.",
    body: PlaceOrderSchema, data: ApiOrderSchema, status: 201, successMessage: "Order placed successfully!", errors: [402, 409],
  },
  {
    method: "get", path: "/api/orders", tags: ORDERS, auth: true, summary: "The caller's own orders, newest first",
    description: "Each order in the documented order shape, as GET /api/orders/{id} answers it.",
    query: req.UserOrdersQuerySchema, data: ApiOrderPageSchema,
  },
  { method: "get", path: "/api/orders/{id}", tags: ORDERS, auth: true, summary: "One of the caller's orders (404 for another customer's)", data: ApiOrderSchema, errors: [404] },
  {
    method: "patch", path: "/api/orders/{id}/cancel", tags: ORDERS, auth: true,
    summary: "Cancel the caller's order while pending, confirmed or processing (stock restored)",
    description: "409 once shipped, delivered, cancelled or returned; 404 for an unknown or another customer's order.",
    body: CancelOrderSchema, data: ApiOrderSchema, successMessage: "Order cancelled successfully", errors: [404, 409],
  },
  {
    method: "post", path: "/api/payments/create-order", tags: PAYMENTS, auth: true, summary: "Create a Razorpay order for the server cart's total",
    description:
      "`amount` (rupees) must equal the server's cart total, else 409. The answer's amount is in paise, as Razorpay and checkout.js expect. Without Razorpay keys the built-in simulator creates `order_sim_...` ids.",
    body: CreatePaymentOrderSchema, data: ApiPaymentOrderSchema, errors: [409],
  },
  {
    method: "post", path: "/api/payments/verify", tags: PAYMENTS, auth: true, summary: "Verify a Razorpay checkout signature (HMAC-SHA256 of order_id|payment_id)",
    description: "400 'Payment verification failed' for a bad signature or another user's payment (nothing changes); 409 for a payment id already used. Idempotent.",
    body: VerifyPaymentSchema, data: null, errors: [409],
  },
  {
    method: "post", path: "/api/payments/webhook", tags: PAYMENTS, summary: "Razorpay webhook (payment.captured, order.paid, payment.failed, refund.processed, refund.failed)",
    description:
      "Authenticated by `X-Razorpay-Signature`: HMAC-SHA256 of the raw body with the webhook secret; a bad signature is 400 and changes nothing. Each event id is handled once (replays answer 200 and change nothing).",
    body: z.object({ event: z.string(), payload: z.record(z.unknown()) }).partial({ payload: true }).describe("The raw Razorpay event"),
    data: null,
  },

  // ---------------------------------------------------------------- addresses
  { method: "get", path: "/api/addresses", tags: ADDRESSES, auth: true, summary: "The caller's saved addresses", data: ApiAddressListSchema },
  {
    method: "post", path: "/api/addresses", tags: ADDRESSES, auth: true, summary: "Save an address",
    description: `The first address, or one sent with isDefault true, becomes the default. ${oneDefault} 409 past 20 addresses.`,
    body: AddressSchema, data: ApiAddressListSchema, status: 201, successMessage: "Address saved", errors: [409],
  },
  {
    method: "put", path: "/api/addresses/{id}", tags: ADDRESSES, auth: true, summary: "Replace an address's fields",
    description: `isDefault true makes it the default; false never removes the default (choose another instead). ${oneDefault} 404 'Address not found' for another customer's id.`,
    body: AddressSchema, data: ApiAddressListSchema, successMessage: "Address updated", errors: [404],
  },
  {
    method: "delete", path: "/api/addresses/{id}", tags: ADDRESSES, auth: true, summary: "Delete an address",
    description: "Deleting the default makes the newest remaining address the default. 404 'Address not found' for another customer's id.",
    data: ApiAddressListSchema, successMessage: "Address deleted", errors: [404],
  },
  {
    method: "patch", path: "/api/addresses/{id}/default", tags: ADDRESSES, auth: true, summary: "Make an address the default",
    description: "Idempotent. 404 'Address not found' for another customer's id.",
    data: ApiAddressListSchema, successMessage: "Default address updated", errors: [404],
  },

  // ---------------------------------------------------------------- contact and newsletter
  {
    method: "post", path: "/api/contact", tags: CONTACT, summary: "Send a message to the shop",
    description: "Stored with status new; an acknowledgement e-mail goes through the outbox. Rate limited per IP address and per e-mail.",
    body: ContactSchema, data: ApiContactMessageSchema, status: 201, successMessage: "Thank you for your message! We will get back to you soon.", errors: [429],
  },
  {
    method: "get", path: "/api/contact/messages-get", tags: CONTACT, auth: true, summary: "Admins: contact messages, newest first",
    description: "`data` is the array of messages; X-Total-Count, X-Page, X-Limit and X-Total-Pages headers carry the paging. status omitted (or all) for every status.",
    query: req.ContactMessagesQuerySchema, data: z.array(ApiContactMessageSchema),
  },
  {
    method: "put", path: "/api/contact/{id}/status", tags: CONTACT, auth: true, summary: "Admins: set a message's status",
    description: "Any status to any other; 404 'Message not found'.",
    body: req.ContactStatusSchema, data: ApiContactMessageSchema, successMessage: "Message status updated successfully", errors: [404],
  },
  {
    method: "post", path: "/api/newsletter/subscribe", tags: ["Newsletter"],
    summary: "Ask to subscribe an e-mail to the newsletter (double opt-in; idempotent: subscribing twice is not an error)",
    description:
      "E-mails a signed confirmation link (valid 72 hours) to the address; it counts as subscribed only once the link is opened and confirmed, also an address that had unsubscribed. The answer is the same whether or not the address is already subscribed.",
    body: NewsletterSchema, data: null, successMessage: "Confirmation e-mail sent. Please check your inbox to confirm your subscription.", errors: [429],
  },

  // ---------------------------------------------------------------- admin
  {
    method: "get", path: "/api/admin/dashboard", tags: ADMIN, auth: true, summary: "Admins: dashboard figures",
    description: `Growth compares the current calendar month so far with the whole previous month. ${REVENUE_NOTE}`, data: admin.ApiDashboardSchema,
  },
  {
    method: "get", path: "/api/admin/analytics", tags: ADMIN, auth: true,
    summary: "Admins: sales, registrations, product and category performance for a period",
    description: `7d and 30d: whole days up to today; 3m: 13 weeks; 1y: 12 calendar months. ${REVENUE_NOTE}`,
    query: AnalyticsQuerySchema, data: admin.ApiAnalyticsSchema,
  },
  {
    method: "get", path: "/api/admin/customers", tags: ADMIN, auth: true, summary: "Admins: customers with their order figures",
    description: "Customer accounts only (never admins). `search` matches first name, last name, full name, e-mail or phone (every word must match one of them). `data.stats` counts Total, Active and Inactive over every customer matching the search, whatever the status filter and page.",
    query: req.AdminCustomersQuerySchema, data: admin.ApiCustomerListSchema, successMessage: "Customers retrieved successfully",
  },
  {
    method: "get", path: "/api/admin/settings", tags: ADMIN, auth: true, summary: "Admins: the shop's settings",
    description: "Name, address, phone, GSTIN, free shipping threshold, COD limit and low-stock threshold. Until the first save (version 0) they are the server's environment defaults.",
    data: admin.ApiShopSettingsSchema, successMessage: "Settings retrieved successfully",
  },
  {
    method: "patch", path: "/api/admin/settings", tags: ADMIN, auth: true, summary: "Admins: change the shop's settings",
    description: "Any subset of the fields, plus `version` as read: 409 when the settings were saved since (read them again). The GSTIN's first two digits must be the state code of `state`. The storefront, the pricing engine and invoices use the new values at once.",
    body: ShopSettingsPatchSchema, data: admin.ApiShopSettingsSchema, successMessage: "Settings saved", errors: [409],
  },
  {
    method: "put", path: "/api/admin/users/{id}/status", tags: ADMIN, auth: true, summary: "Admins: activate or deactivate a customer",
    description: "Deactivating ends every web session and API token of the customer; they cannot sign in until activated again. 403 for an admin account (including the caller's own); 404 'Customer not found'. Message: 'User activated successfully' or 'User deactivated successfully'.",
    body: CustomerStatusBodySchema, data: admin.ApiCustomerSchema, errors: [404],
  },
  {
    method: "get", path: "/api/admin/orders", tags: ADMIN, auth: true, summary: "Admins: orders, with the list tiles",
    description: "Search matches the order number, the '#'+last 8 characters of the id, the customer's name or e-mail, the ship-to phone (digits, any spacing, with or without +91), pincode or city, and the payment id. from/to (YYYY-MM-DD, India time) limit the days placed. stats are computed over every order matching status and search (not only the page); totalRevenue sums the paid orders.",
    query: req.AdminOrdersQuerySchema, data: admin.ApiAdminOrderListSchema, successMessage: "Orders retrieved successfully",
  },
  { method: "get", path: "/api/admin/orders/{id}", tags: ADMIN, auth: true, summary: "Admins: one order with its customer", data: admin.ApiAdminOrderSchema, errors: [404] },
  {
    method: "put", path: "/api/admin/orders/{id}", tags: ADMIN, auth: true, summary: "Admins: update an order's status, tracking number and/or internal notes",
    description: adminOrderEffects, body: AdminOrderUpdateSchema, data: admin.ApiAdminOrderSchema,
    successMessage: "Order status updated successfully (status changed) or Order updated successfully", errors: [404, 409],
  },
  {
    method: "put", path: "/api/admin/orders/{id}/status", tags: ADMIN, auth: true, summary: "Admins: set an order's status (and tracking number)",
    description: adminOrderEffects, body: AdminOrderStatusSchema, data: admin.ApiAdminOrderSchema, successMessage: "Order status updated successfully", errors: [404, 409],
  },
  {
    method: "get", path: "/api/admin/orders/{id}/refunds", tags: ADMIN, auth: true, summary: "Admins: an order's refunds",
    data: z.array(admin.ApiRefundSchema), successMessage: "Refunds retrieved successfully", errors: [404],
  },
  {
    method: "post", path: "/api/admin/orders/{id}/refunds", tags: ADMIN, auth: true, summary: "Admins: refund part or all of an order, with a reason",
    description: "method razorpay (default) refunds an order paid online through Razorpay (X-Refund-Idempotency; settled by the refund.processed / refund.failed webhooks); cash, upi, bank_transfer or other record money given back by hand (COD), with a reference. amount in whole rupees, at most what is left to refund (409 otherwise). The same idempotencyKey (or Idempotency-Key header) returns the first refund. paymentStatus becomes partially_refunded or refunded.",
    body: RefundFormSchema, data: admin.ApiRefundSchema, status: 201, successMessage: "Refund issued (razorpay) or Refund recorded (by hand)", errors: [404, 409],
  },
  {
    method: "get", path: "/api/admin/products", tags: ADMIN_CATALOGUE, auth: true, summary: "Admins: products, inactive included, with stats",
    description: "Newest first by default. Without a status (or with all), every product that is not archived. search: case-insensitive part of the name, material or a tag.",
    query: req.AdminProductsQuerySchema, data: catalog.ApiAdminProductListSchema,
  },
  {
    method: "get", path: "/api/admin/products/{id}/stock", tags: ADMIN_CATALOGUE, auth: true, summary: "Admins: stock and SKU per size x colour",
    description: "The stock grid's twin (docs/decisions/0019). The product's stock is the sum of its cells.",
    data: admin.ApiStockGridSchema, errors: [404],
  },
  {
    method: "put", path: "/api/admin/products/{id}/stock", tags: ADMIN_CATALOGUE, auth: true, summary: "Admins: set stock and SKUs per size x colour",
    description: "One transaction: each cell whose stock differs from expected is set only while it still holds expected (409 otherwise, nothing saved), an adjustment movement with reason (required for a stock change, 400). An SKU already used elsewhere is 400. A combination coming back from 0 e-mails its Notify me requests.",
    body: admin.StockGridBodySchema, data: admin.ApiStockGridSchema, successMessage: "Stock updated", errors: [404, 409],
  },
  {
    method: "get", path: "/api/admin/products/{id}/photos", tags: ADMIN_CATALOGUE, auth: true, summary: "Admins: a product's photos",
    description: "The product's images in order with its version; uploaded photos carry their AVIF and WebP srcsets.",
    data: admin.ApiProductPhotosSchema, successMessage: "Photos retrieved successfully", errors: [404],
  },
  {
    method: "post", path: "/api/admin/products/{id}/photos", tags: ADMIN_CATALOGUE, auth: true, summary: "Admins: upload product photos",
    description: "Body multipart/form-data (not JSON): `photos`, 1 to 6 files (JPEG, PNG, WebP or AVIF by their bytes, at most 8 MB each, 40 megapixels, 200 px a side; 24 MB in all, 413 past that), and optionally `version` (a product saved since is 409, nothing changes). The product form's checks and messages (400, errors[].param photos); the photos are appended to the images and the placeholder dropped. Remove or reorder with PUT /api/products/{id} and `images`. 415 for any other content type.",
    data: admin.ApiProductPhotosSchema, status: 201, successMessage: "Photos added", errors: [404, 409, 413, 415],
  },
  {
    method: "get", path: "/api/admin/coupons", tags: ADMIN_CATALOGUE, auth: true, summary: "Admins: coupons with their redemption counts",
    description: "Active first, then by code. Money in rupees. The same list as /admin/coupons.",
    query: admin.CouponListQuerySchema, data: z.array(admin.ApiCouponSchema), successMessage: "Coupons retrieved successfully",
  },
  {
    method: "post", path: "/api/admin/coupons", tags: ADMIN_CATALOGUE, auth: true, summary: "Admins: create a coupon",
    description: "The coupon screen's form (percent, minimum subtotal in rupees, expiry date in India, total and per-customer limits). A code already taken is 409 'A coupon with this code already exists', so a replayed create never makes a second coupon; an expiry in the past is 400 'The expiry date is in the past'.",
    body: CouponCreateSchema, data: admin.ApiCouponSchema, status: 201, successMessage: "Coupon created", errors: [409],
  },
  { method: "get", path: "/api/admin/coupons/{id}", tags: ADMIN_CATALOGUE, auth: true, summary: "Admins: one coupon", data: admin.ApiCouponSchema, successMessage: "Coupon retrieved successfully", errors: [404] },
  {
    method: "put", path: "/api/admin/coupons/{id}", tags: ADMIN_CATALOGUE, auth: true, summary: "Admins: change a coupon's settings",
    description: "Every setting (absent limits mean none); the code cannot change. With `updatedAt` as read, a coupon saved since is 409 and nothing is written.",
    body: admin.CouponUpdateBodySchema, data: admin.ApiCouponSchema, successMessage: "Coupon updated", errors: [404, 409],
  },
  {
    method: "put", path: "/api/admin/coupons/{id}/status", tags: ADMIN_CATALOGUE, auth: true, summary: "Admins: deactivate or activate a coupon",
    description: "Coupons are never deleted (orders name them). Message 'Coupon deactivated: it can no longer be applied' or 'Coupon activated'.",
    body: admin.CouponStatusBodySchema, data: admin.ApiCouponSchema, errors: [404, 409],
  },
];
