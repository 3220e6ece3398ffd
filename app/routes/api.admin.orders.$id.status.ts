import { updateOrderByAdmin } from "~/models/admin-order.server";
import { toApiAdminOrder } from "~/schemas/api/admin";
import { ADMIN_ORDER_MESSAGES, AdminOrderStatusSchema } from "~/schemas/admin-order";
import { apiMethods, ok, parseJsonBody, requireApiAdmin } from "~/utils/api.server";
import type { CachePolicy } from "~/utils/cache-control.server";

export const cachePolicy = "no-store" satisfies CachePolicy;

// PUT /api/admin/orders/{id}/status (admin): status and an optional tracking
// number; any status to any other (spec section 4). Shipped with a tracking
// number queues the shipping e-mail once.
export const { loader, action } = apiMethods({
  PUT: async ({ request, params }) => {
    await requireApiAdmin(request);
    const input = await parseJsonBody(request, AdminOrderStatusSchema);
    const result = await updateOrderByAdmin(params.id ?? "", input);
    return ok(toApiAdminOrder(result.order), result.changed ? ADMIN_ORDER_MESSAGES.statusUpdated : ADMIN_ORDER_MESSAGES.unchanged);
  },
});
