import { z } from "zod";
import { ORDER_STATUSES, type OrderStatus } from "~/schemas/order-status";
import { COURIERS, DEFAULT_COURIER, type Courier } from "~/utils/couriers";

// Admin orders (spec/admin.md "Orders", "Order detail", sections 4, 7, 8):
// the list query, the update inputs and the messages, shared by the screens,
// the JSON API and the model. Browser-safe (no server imports).

export const ADMIN_ORDER_MESSAGES = {
  statusUpdated: "Order status updated successfully",
  updated: "Order updated successfully",
  unchanged: "No changes to save",
  updateFailed: "Failed to update order status",
  notFound: "Order not found",
  noOrders: "No orders found",
  loadError: "Error loading orders",
  updating: "Updating...",
  invalidStatus: `Status must be one of ${ORDER_STATUSES.join(", ")}`,
  trackingFormat: "Tracking number may use letters, digits, spaces, - and / (at most 40 characters)",
  notesTooLong: "Admin notes must be at most 2000 characters",
  nothingToUpdate: "Send at least one of status, trackingNumber, courierPartner or adminNotes",
  retrieved: "Orders retrieved successfully",
  orderRetrieved: "Order retrieved successfully",
  confirmEnd: "Tick the box to confirm: the order ends, its stock goes back, and a payment taken online is refunded",
  confirmOnPage: "Confirm the change on the order's page",
  courierInvalid: `Courier must be one of ${COURIERS.join(", ")}`,
  dateInvalid: "Dates must be written as YYYY-MM-DD",
  dateOrder: "The start date must not be after the end date",
} as const;

/** Statuses that end an order (stock back, online money refunded): the screens ask before setting one. */
export const ENDING_STATUSES: readonly OrderStatus[] = ["cancelled", "returned"];

/** The courier of a shipment when none is chosen (spec section 7: "courierPartner (fixed to a named courier)"); the admin now picks one of COURIERS. */
export const COURIER_PARTNER = DEFAULT_COURIER;

export const ADMIN_ORDER_SORTS = ["createdAt", "totalAmount", "status"] as const;
export type AdminOrderSort = (typeof ADMIN_ORDER_SORTS)[number];
export const ADMIN_ORDER_SORT_LABELS: Record<AdminOrderSort, string> = {
  createdAt: "Order Date",
  totalAmount: "Amount",
  status: "Status",
};

/** The detail screen's select (spec section 4: no confirmed), plus the order's current status when it is not one of them. */
export const DETAIL_STATUSES: readonly OrderStatus[] = ["pending", "processing", "shipped", "delivered", "cancelled", "returned"];
export function detailStatusOptions(current: OrderStatus): OrderStatus[] {
  return DETAIL_STATUSES.includes(current) ? [...DETAIL_STATUSES] : [current, ...DETAIL_STATUSES];
}

export const OrderStatusField = z.enum(ORDER_STATUSES, {
  errorMap: () => ({ message: ADMIN_ORDER_MESSAGES.invalidStatus }),
});

/** Empty text clears the tracking number. */
export const TrackingNumberField = z
  .string({ invalid_type_error: ADMIN_ORDER_MESSAGES.trackingFormat })
  .trim()
  .max(40, ADMIN_ORDER_MESSAGES.trackingFormat)
  .regex(/^[A-Za-z0-9\-/ ]*$/, ADMIN_ORDER_MESSAGES.trackingFormat);

/** One of the couriers of utils/couriers.ts (each with its public tracking page). */
export const CourierField = z.enum(COURIERS, { errorMap: () => ({ message: ADMIN_ORDER_MESSAGES.courierInvalid }) });

/** Empty text clears the notes. */
export const AdminNotesField = z
  .string({ invalid_type_error: ADMIN_ORDER_MESSAGES.notesTooLong })
  .trim()
  .max(2000, ADMIN_ORDER_MESSAGES.notesTooLong);

/** PUT /api/admin/orders/{id}/status */
export const AdminOrderStatusSchema = z.object({
  status: OrderStatusField,
  trackingNumber: TrackingNumberField.nullish(),
  courierPartner: CourierField.optional(),
});

/** PUT /api/admin/orders/{id}: any subset, at least one field. */
export const AdminOrderUpdateSchema = z
  .object({
    status: OrderStatusField.optional(),
    trackingNumber: TrackingNumberField.nullish(),
    courierPartner: CourierField.optional(),
    adminNotes: AdminNotesField.nullish(),
  })
  .refine((v) => v.status !== undefined || v.trackingNumber !== undefined || v.courierPartner !== undefined || v.adminNotes !== undefined, {
    message: ADMIN_ORDER_MESSAGES.nothingToUpdate,
    path: ["body"],
  });

export type AdminOrderUpdateInput = {
  status?: OrderStatus;
  /** null or "" clears it; undefined leaves it. */
  trackingNumber?: string | null;
  /** undefined leaves it (a new shipment without one gets DEFAULT_COURIER). */
  courierPartner?: Courier;
  /** null or "" clears them; undefined leaves them. */
  adminNotes?: string | null;
};

/** The detail screen's Update Order form (Conform). */
export const AdminOrderFormSchema = z.object({
  status: OrderStatusField,
  trackingNumber: TrackingNumberField.optional(),
  courierPartner: CourierField.optional(),
  adminNotes: AdminNotesField.optional(),
  /** "yes": the admin ticked the box that confirms a cancellation or a return. */
  confirmEnd: z.literal("yes").optional(),
});

/** The list's inline status form (one per row). */
export const AdminOrderInlineStatusSchema = z.object({
  intent: z.literal("status"),
  orderId: z.string().trim().min(1, ADMIN_ORDER_MESSAGES.notFound).max(64, ADMIN_ORDER_MESSAGES.notFound),
  status: OrderStatusField,
});

/** The list's query (page, status, sortBy, sortOrder, search), forgiving for the screen: bad values fall back. */
export type AdminOrderListParams = {
  page: number;
  limit: number;
  status?: OrderStatus;
  sortBy: AdminOrderSort;
  sortOrder: "asc" | "desc";
  search?: string;
  /** Placed on or after this day (India time), YYYY-MM-DD. */
  from?: string;
  /** Placed on or before this day (India time), YYYY-MM-DD. */
  to?: string;
};

export const SEARCH_MAX = 100;

/** "2026-11-27" when it is a real calendar day, else null. */
export function isoDay(value: string | null | undefined): string | null {
  const v = (value ?? "").trim();
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(v);
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d ? v : null;
}

/** The list's filters as the URL holds them (screen, CSV export). */
export type AdminOrderFilters = { page: number; status: OrderStatus | "all"; sortBy: AdminOrderSort; sortOrder: "asc" | "desc"; search: string; from: string; to: string };

/** The list's URL read forgivingly (unknown values fall back to the defaults; a from after the to is swapped). */
export function readAdminOrderFilters(p: URLSearchParams): AdminOrderFilters {
  const page = Number(p.get("page"));
  const status = p.get("status") ?? "all";
  const sortBy = p.get("sortBy") ?? "createdAt";
  let from = isoDay(p.get("from")) ?? "";
  let to = isoDay(p.get("to")) ?? "";
  if (from && to && from > to) [from, to] = [to, from];
  return {
    page: Number.isSafeInteger(page) && page >= 1 ? page : 1,
    status: (ORDER_STATUSES as readonly string[]).includes(status) ? (status as OrderStatus) : "all",
    sortBy: (ADMIN_ORDER_SORTS as readonly string[]).includes(sortBy) ? (sortBy as AdminOrderSort) : "createdAt",
    sortOrder: p.get("sortOrder") === "asc" ? "asc" : "desc",
    search: (p.get("search") ?? "").trim().slice(0, SEARCH_MAX),
    from,
    to,
  };
}

/** The model's list parameters from the URL's filters. */
export function listParamsOf(f: AdminOrderFilters, limit: number): AdminOrderListParams {
  return {
    page: f.page,
    limit,
    status: f.status === "all" ? undefined : f.status,
    sortBy: f.sortBy,
    sortOrder: f.sortOrder,
    search: f.search || undefined,
    from: f.from || undefined,
    to: f.to || undefined,
  };
}

/** "?search=...&from=..." of the filters that differ from the defaults (page left out): the CSV export's query. */
export function exportQueryOf(f: AdminOrderFilters): string {
  const q = new URLSearchParams();
  if (f.search) q.set("search", f.search);
  if (f.status !== "all") q.set("status", f.status);
  if (f.from) q.set("from", f.from);
  if (f.to) q.set("to", f.to);
  if (f.sortBy !== "createdAt") q.set("sortBy", f.sortBy);
  if (f.sortOrder !== "desc") q.set("sortOrder", f.sortOrder);
  const s = q.toString();
  return s ? `?${s}` : "";
}
