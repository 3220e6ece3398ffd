import { z } from "zod";
import { ADMIN_ORDER_MESSAGES, ADMIN_ORDER_SORTS, isoDay, SEARCH_MAX } from "~/schemas/admin-order";
import { ADMIN_PRODUCT_SORTS, ADMIN_PRODUCT_STATUSES } from "~/schemas/admin-product";
import { CustomerFiltersSchema } from "~/schemas/admin-customer";
import { ChangePasswordSchema, LoginSchema, ResetPasswordSchema } from "~/schemas/auth";
import { INVALID_MESSAGE_STATUS } from "~/models/contact.server";
import { API_REVIEWS_LIMIT } from "~/models/review.server";
import { paginationQuery } from "~/utils/api.server";
import { ORDER_STATUSES } from "~/schemas/order-status";
import { ACCOUNT_ORDERS_PAGE_SIZE, ADMIN_PAGE_SIZE, ADMIN_PRODUCTS_PAGE_SIZE, MESSAGE_STATUSES } from "~/utils/constants";

// Request bodies and queries that only the JSON API reads (the screens have
// their own form schemas). The API routes parse with these and the OpenAPI
// route table (utils/openapi-routes.server.ts) documents them, so each rule
// is written once. Server-only: built on paginationQuery (utils/api.server).

export const ApiLoginSchema = LoginSchema.pick({ email: true, password: true });
export const ApiResetPasswordSchema = ResetPasswordSchema.innerType().pick({ token: true, password: true });
export const ApiChangePasswordSchema = ChangePasswordSchema.innerType().pick({ currentPassword: true, newPassword: true });
export const LogoutSchema = z.object({ refreshToken: z.string().max(512).optional() });
export const RefreshTokenSchema = z.object({
  refreshToken: z.string({ required_error: "Refresh token is required" }).trim().min(1, "Refresh token is required").max(512),
});

export const UserOrdersQuerySchema = paginationQuery(ACCOUNT_ORDERS_PAGE_SIZE).extend({
  status: z.enum(ORDER_STATUSES, { errorMap: () => ({ message: `status must be one of: ${ORDER_STATUSES.join(", ")}` }) }).optional(),
});

export const ReviewsQuerySchema = paginationQuery(API_REVIEWS_LIMIT);

export const ContactMessagesQuerySchema = paginationQuery(ADMIN_PAGE_SIZE).extend({
  // "all" (or no status) means every status, as the admin filter's "All Messages".
  status: z
    .enum(["all", ...MESSAGE_STATUSES], { errorMap: () => ({ message: `status must be one of all, ${MESSAGE_STATUSES.join(", ")}` }) })
    .optional(),
});
export const ContactStatusSchema = z.object({
  status: z.enum(MESSAGE_STATUSES, { errorMap: () => ({ message: INVALID_MESSAGE_STATUS }) }),
});

export const AdminCustomersQuerySchema = paginationQuery(ADMIN_PAGE_SIZE).merge(CustomerFiltersSchema);

export const AdminOrdersQuerySchema = paginationQuery(ADMIN_PAGE_SIZE).extend({
  status: z
    .enum(["all", ...ORDER_STATUSES], { errorMap: () => ({ message: `status must be one of all, ${ORDER_STATUSES.join(", ")}` }) })
    .optional(),
  sortBy: z.enum(ADMIN_ORDER_SORTS, { errorMap: () => ({ message: `sortBy must be one of ${ADMIN_ORDER_SORTS.join(", ")}` }) }).default("createdAt"),
  sortOrder: z.enum(["asc", "desc"], { errorMap: () => ({ message: "sortOrder must be asc or desc" }) }).default("desc"),
  search: z.string().trim().max(SEARCH_MAX, `search must be at most ${SEARCH_MAX} characters`).optional(),
  // Placed on or after / on or before a day in India time.
  from: z.string().refine((v) => isoDay(v) !== null, `from: ${ADMIN_ORDER_MESSAGES.dateInvalid}`).optional(),
  to: z.string().refine((v) => isoDay(v) !== null, `to: ${ADMIN_ORDER_MESSAGES.dateInvalid}`).optional(),
}).refine((q) => !q.from || !q.to || q.from <= q.to, { message: ADMIN_ORDER_MESSAGES.dateOrder, path: ["from"] });

export const AdminProductsQuerySchema = paginationQuery(ADMIN_PRODUCTS_PAGE_SIZE).extend({
  sort: z.enum(ADMIN_PRODUCT_SORTS, { errorMap: () => ({ message: `sort must be one of ${ADMIN_PRODUCT_SORTS.join(", ")}` }) }).default("-createdAt"),
  search: z.string().trim().max(200, "search must be at most 200 characters long").optional(),
  category: z.string().trim().max(100, "category must be at most 100 characters long").optional(),
  status: z
    .enum(["all", ...ADMIN_PRODUCT_STATUSES], { errorMap: () => ({ message: `status must be one of all, ${ADMIN_PRODUCT_STATUSES.join(", ")}` }) })
    .optional(),
});
