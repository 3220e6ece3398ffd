import { z } from "zod";
import { ORDER_STATUSES, type OrderStatus } from "~/schemas/order-status";

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
  nothingToUpdate: "Send at least one of status, trackingNumber or adminNotes",
  retrieved: "Orders retrieved successfully",
  orderRetrieved: "Order retrieved successfully",
  confirmEnd: "Tick the box to confirm: the order ends, its stock goes back, and a payment taken online is refunded",
  confirmOnPage: "Confirm the change on the order's page",
} as const;

/** Statuses that end an order (stock back, online money refunded): the screens ask before setting one. */
export const ENDING_STATUSES: readonly OrderStatus[] = ["cancelled", "returned"];

/** The named courier of every shipment (spec section 7: "courierPartner (fixed to a named courier)"). */
export const COURIER_PARTNER = "Delhivery";

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

/** Empty text clears the notes. */
export const AdminNotesField = z
  .string({ invalid_type_error: ADMIN_ORDER_MESSAGES.notesTooLong })
  .trim()
  .max(2000, ADMIN_ORDER_MESSAGES.notesTooLong);

/** PUT /api/admin/orders/{id}/status */
export const AdminOrderStatusSchema = z.object({
  status: OrderStatusField,
  trackingNumber: TrackingNumberField.nullish(),
});

/** PUT /api/admin/orders/{id}: any subset, at least one field. */
export const AdminOrderUpdateSchema = z
  .object({
    status: OrderStatusField.optional(),
    trackingNumber: TrackingNumberField.nullish(),
    adminNotes: AdminNotesField.nullish(),
  })
  .refine((v) => v.status !== undefined || v.trackingNumber !== undefined || v.adminNotes !== undefined, {
    message: ADMIN_ORDER_MESSAGES.nothingToUpdate,
    path: ["body"],
  });

export type AdminOrderUpdateInput = {
  status?: OrderStatus;
  /** null or "" clears it; undefined leaves it. */
  trackingNumber?: string | null;
  /** null or "" clears them; undefined leaves them. */
  adminNotes?: string | null;
};

/** The detail screen's Update Order form (Conform). */
export const AdminOrderFormSchema = z.object({
  status: OrderStatusField,
  trackingNumber: TrackingNumberField.optional(),
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
};

export const SEARCH_MAX = 100;
