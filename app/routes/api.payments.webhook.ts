import { handleWebhook, PAYMENT_MESSAGES } from "~/models/payment.server";
import { apiMethods, fail, HttpError, MAX_BODY_BYTES, MESSAGES, ok } from "~/utils/api.server";
import type { CachePolicy } from "~/utils/cache-control.server";

export const cachePolicy = "no-store" satisfies CachePolicy;

// POST /api/payments/webhook: Razorpay's events. The signature covers the RAW
// body, so the body is read as text before anything parses it. A bad
// signature is 400 and changes nothing; a replayed event is 200 and changes
// nothing (WebhookEvent).
export const { loader, action } = apiMethods({
  POST: async ({ request }) => {
    const declared = Number(request.headers.get("Content-Length") ?? 0);
    if (declared > MAX_BODY_BYTES) throw new HttpError(413, MESSAGES.payloadTooLarge);
    const raw = await request.text();
    if (raw.length > MAX_BODY_BYTES) throw new HttpError(413, MESSAGES.payloadTooLarge);
    const signature = request.headers.get("X-Razorpay-Signature");
    if (!signature) return fail(400, PAYMENT_MESSAGES.webhookInvalid);
    const result = await handleWebhook(raw, signature, request.headers.get("X-Razorpay-Event-Id"));
    return ok(null, `Webhook ${result.status}`);
  },
});
