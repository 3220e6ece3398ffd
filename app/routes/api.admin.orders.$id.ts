import { getAdminOrder, updateOrderByAdmin } from "~/models/admin-order.server";
import { toApiAdminOrder } from "~/schemas/api/admin";
import { ADMIN_ORDER_MESSAGES, AdminOrderUpdateSchema } from "~/schemas/admin-order";
import { apiMethods, ok, parseJsonBody, requireApiAdmin } from "~/utils/api.server";
import { NotFound } from "~/utils/errors";
import type { CachePolicy } from "~/utils/cache-control.server";

export const cachePolicy = "no-store" satisfies CachePolicy;

// GET /api/admin/orders/{id} (admin): the order with its customer.
// PUT /api/admin/orders/{id} (admin): status?, trackingNumber?, adminNotes? in one
// transaction (see updateOrderByAdmin); an empty string clears tracking or notes.
export const { loader, action } = apiMethods({
  GET: async ({ request, params }) => {
    await requireApiAdmin(request);
    const order = await getAdminOrder(params.id ?? "");
    if (!order) throw new NotFound(ADMIN_ORDER_MESSAGES.notFound);
    return ok(toApiAdminOrder(order), ADMIN_ORDER_MESSAGES.orderRetrieved);
  },
  PUT: async ({ request, params }) => {
    await requireApiAdmin(request);
    const input = await parseJsonBody(request, AdminOrderUpdateSchema);
    const result = await updateOrderByAdmin(params.id ?? "", input);
    const message = result.statusChanged ? ADMIN_ORDER_MESSAGES.statusUpdated : result.changed ? ADMIN_ORDER_MESSAGES.updated : ADMIN_ORDER_MESSAGES.unchanged;
    return ok(toApiAdminOrder(result.order), message);
  },
});
