import { getUserOrder } from "~/models/order-queries.server";
import { toApiOrder } from "~/schemas/api/orders";
import { ORDER_MESSAGES } from "~/schemas/order-messages";
import { apiMethods, ok, requireApiUser } from "~/utils/api.server";
import { NotFound } from "~/utils/errors";
import type { CachePolicy } from "~/utils/cache-control.server";

export const cachePolicy = "no-store" satisfies CachePolicy;

// GET /api/orders/{id}: one of the caller's orders; another customer's order is 404.
export const { loader, action } = apiMethods({
  GET: async ({ request, params }) => {
    const user = await requireApiUser(request);
    const order = await getUserOrder(user.id, params.id ?? "");
    if (!order) throw new NotFound(ORDER_MESSAGES.notFound);
    return ok(toApiOrder(order), "Order retrieved successfully");
  },
});
