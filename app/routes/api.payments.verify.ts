import { PAYMENT_MESSAGES, verifyAndCapture, VerifyPaymentSchema } from "~/models/payment.server";
import { apiMethods, ok, parseJsonBody, requireApiUser } from "~/utils/api.server";
import type { CachePolicy } from "~/utils/cache-control.server";

export const cachePolicy = "no-store" satisfies CachePolicy;

// POST /api/payments/verify { razorpay_order_id, razorpay_payment_id,
// razorpay_signature } -> null. The signature is checked on the server
// (timing-safe); a bad one, or another user's payment, is 400 'Payment
// verification failed' and changes nothing; a payment id already used is 409.
export const { loader, action } = apiMethods({
  POST: async ({ request }) => {
    const user = await requireApiUser(request);
    const input = await parseJsonBody(request, VerifyPaymentSchema);
    await verifyAndCapture(input, { userId: user.id });
    return ok(null, PAYMENT_MESSAGES.verified);
  },
});
