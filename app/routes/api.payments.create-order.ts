import { createPaymentOrderForCart, CreatePaymentOrderSchema, PAYMENT_MESSAGES } from "~/models/payment.server";
import { apiMethods, ok, parseJsonBody, requireApiUser } from "~/utils/api.server";
import type { CachePolicy } from "~/utils/cache-control.server";

export const cachePolicy = "no-store" satisfies CachePolicy;

// POST /api/payments/create-order { amount (rupees), currency (INR) } ->
// { id, amount (paise), currency }. The amount must equal the server cart's
// total: anything else is 409 and no Razorpay order is made.
export const { loader, action } = apiMethods({
  POST: async ({ request }) => {
    const user = await requireApiUser(request);
    const input = await parseJsonBody(request, CreatePaymentOrderSchema);
    return ok(await createPaymentOrderForCart(user.id, input), PAYMENT_MESSAGES.created);
  },
});
