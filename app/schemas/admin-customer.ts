import { z } from "zod";

// The admin customer list's query and the status change, shared by the
// /admin/customers screen and GET /api/admin/customers, PUT /api/admin/users/{id}/status.
// Browser-safe: no server imports.

export const CUSTOMER_STATUSES = ["all", "active", "inactive"] as const;
export type CustomerStatusFilter = (typeof CUSTOMER_STATUSES)[number];
export const CUSTOMER_SORTS = ["createdAt", "firstName", "email"] as const;
export type CustomerSort = (typeof CUSTOMER_SORTS)[number];
export const SORT_ORDERS = ["asc", "desc"] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/** Labels of the screen's selects (spec/admin.md "Customers"). */
export const CUSTOMER_STATUS_LABELS: Record<CustomerStatusFilter, string> = {
  all: "All Customers",
  active: "Active Only",
  inactive: "Inactive Only",
};
export const CUSTOMER_SORT_LABELS: Record<CustomerSort, string> = {
  createdAt: "Join Date",
  firstName: "Name",
  email: "Email",
};

export const SEARCH_MAX = 100;
/** How many of a customer's newest orders the detail page shows. */
export const CUSTOMER_RECENT_ORDERS = 10;

export const CUSTOMER_MESSAGES = {
  activated: "User activated successfully",
  deactivated: "User deactivated successfully",
  failed: "Failed to update user status",
  notFound: "Customer not found",
  onlyCustomers: "Only customer accounts can be activated or deactivated",
  loadError: "Error loading customers",
  empty: "No customers found",
  emptyHint: "Try adjusting your search criteria",
  isActive: "isActive must be true or false",
} as const;

/** The list's filters (page and limit are added by each edge). Strict: the API answers 400 for bad values. */
export const CustomerFiltersSchema = z.object({
  search: z.string().trim().max(SEARCH_MAX, `search must be at most ${SEARCH_MAX} characters`).optional(),
  status: z.enum(CUSTOMER_STATUSES, { errorMap: () => ({ message: `status must be one of ${CUSTOMER_STATUSES.join(", ")}` }) }).default("all"),
  sortBy: z.enum(CUSTOMER_SORTS, { errorMap: () => ({ message: `sortBy must be one of ${CUSTOMER_SORTS.join(", ")}` }) }).default("createdAt"),
  sortOrder: z.enum(SORT_ORDERS, { errorMap: () => ({ message: "sortOrder must be asc or desc" }) }).default("desc"),
});
export type CustomerFilters = z.infer<typeof CustomerFiltersSchema>;

/**
 * The screen reads the same filters from its URL but never fails on a hand-edited
 * one: an unknown value falls back to the default.
 */
export function customerFiltersFromUrl(params: URLSearchParams): CustomerFilters & { page: number } {
  const pick = <T extends readonly string[]>(values: T, raw: string | null, fallback: T[number]): T[number] =>
    raw !== null && (values as readonly string[]).includes(raw) ? (raw as T[number]) : fallback;
  const search = (params.get("search") ?? "").trim().slice(0, SEARCH_MAX);
  const page = Number(params.get("page"));
  return {
    search: search || undefined,
    status: pick(CUSTOMER_STATUSES, params.get("status"), "all"),
    sortBy: pick(CUSTOMER_SORTS, params.get("sortBy"), "createdAt"),
    sortOrder: pick(SORT_ORDERS, params.get("sortOrder"), "desc"),
    page: Number.isInteger(page) && page >= 1 && page <= 1_000_000 ? page : 1,
  };
}

/** PUT /api/admin/users/{id}/status body. */
export const CustomerStatusBodySchema = z.object({
  isActive: z.boolean({ required_error: CUSTOMER_MESSAGES.isActive, invalid_type_error: CUSTOMER_MESSAGES.isActive }),
});

/** The screens' activate/deactivate form (a confirmation step posts it). */
export const CustomerStatusFormSchema = z.object({
  intent: z.literal("set-status"),
  id: z.string().trim().min(1, CUSTOMER_MESSAGES.notFound).max(64, CUSTOMER_MESSAGES.notFound),
  isActive: z.enum(["true", "false"], { errorMap: () => ({ message: CUSTOMER_MESSAGES.isActive }) }).transform((v) => v === "true"),
});
