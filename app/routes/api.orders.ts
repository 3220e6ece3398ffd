import { newIdempotencyKey, placeOrder } from "~/models/order-placement.server";
import { pageUserOrders } from "~/models/order-queries.server";
import { requirePincodeAgreement } from "~/models/pincode.server";
import { toApiOrder } from "~/schemas/api/orders";
import { PlaceOrderSchema } from "~/schemas/checkout";
import { ORDER_MESSAGES } from "~/schemas/order-messages";
import { UserOrdersQuerySchema } from "~/schemas/api/requests.server";
import { apiMethods, created, ok, parseJsonBody, parseQuery, requireApiUser } from "~/utils/api.server";
import type { CachePolicy } from "~/utils/cache-control.server";

export const cachePolicy = "no-store" satisfies CachePolicy;

// POST /api/orders: an order from the caller's server cart (priced on the
// server; any client price or total is ignored), 201. The same
// `Idempotency-Key` header (or body idempotencyKey) returns the first order
// (200) instead of making a second one. A razorpay order needs the caller's
// verified, unused payment of exactly the total (API.md): 402 without one.
// GET /api/orders: the caller's own orders, newest first, 5 per page, each in
// the documented order shape (the same as GET /api/orders/{id}).
export const { loader, action } = apiMethods({
  GET: async ({ request }) => {
    const user = await requireApiUser(request);
    const { page, limit, status } = parseQuery(request, UserOrdersQuerySchema);
    const { orders, pagination } = await pageUserOrders(user.id, { page, limit, status });
    return ok({ orders: orders.map(toApiOrder), pagination }, "Orders retrieved successfully");
  },
  POST: async ({ request }) => {
    const user = await requireApiUser(request);
    const headerKey = request.headers.get("Idempotency-Key")?.trim();
    const input = await parseJsonBody(request, PlaceOrderSchema);
    // The checkout form's pincode check (India Post's directory), same messages.
    requirePincodeAgreement(input.shippingAddress, "shippingAddress.");
    const idempotencyKey = input.idempotencyKey ?? (headerKey ? headerKey.slice(0, 100) : newIdempotencyKey());
    const { order, replayed } = await placeOrder(user.id, {
      shippingAddress: input.shippingAddress,
      billingAddress: input.billingAddress,
      paymentMethod: input.paymentMethod,
      couponCode: input.couponCode,
      notes: input.notes,
      idempotencyKey: idempotencyKey.length >= 8 ? idempotencyKey : `key-${idempotencyKey}`,
      prepaid: true,
    });
    return replayed ? ok(toApiOrder(order), ORDER_MESSAGES.placed) : created(toApiOrder(order), ORDER_MESSAGES.placed);
  },
});
