import { cancelOrder } from "~/models/order-cancellation.server";
import { toApiOrder } from "~/schemas/api/orders";
import { CancelOrderSchema } from "~/schemas/checkout";
import { ORDER_MESSAGES } from "~/schemas/order-messages";
import { apiMethods, ok, parseJsonBody, requireApiUser } from "~/utils/api.server";
import type { CachePolicy } from "~/utils/cache-control.server";

export const cachePolicy = "no-store" satisfies CachePolicy;

// PATCH /api/orders/{id}/cancel { reason }: while pending, confirmed or
// processing (stock restored); 409 once shipped, delivered, cancelled or
// returned; 404 for an unknown or another customer's order.
export const { loader, action } = apiMethods({
  PATCH: async ({ request, params }) => {
    const user = await requireApiUser(request);
    const { reason } = await parseJsonBody(request, CancelOrderSchema);
    return ok(toApiOrder(await cancelOrder(user.id, params.id ?? "", reason)), ORDER_MESSAGES.cancelled);
  },
});
