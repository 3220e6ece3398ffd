import { listOrderRefunds, refundOrderByAdmin, refundSummary, REFUND_MESSAGES, type RefundView } from "~/models/refund.server";
import { RefundFormSchema } from "~/schemas/admin-refund";
import { apiMethods, created, ok, parseJsonBody, requireApiAdmin } from "~/utils/api.server";
import { toRupees } from "~/utils/money";
import type { CachePolicy } from "~/utils/cache-control.server";

export const cachePolicy = "no-store" satisfies CachePolicy;

// /api/admin/orders/{id}/refunds (admin), the twin of the admin order page's Refunds card:
//   GET   the order's refunds.
//   POST  { amount (rupees), reason, method (razorpay | cash | upi | bank_transfer | other), reference?,
//           idempotencyKey? (or an Idempotency-Key header) } -> the refund (201). razorpay refunds an
//           online payment through Razorpay; the others record money given back by hand. The same
//           key returns the first refund; more than is left to refund is 409.

const toApi = (r: RefundView) => ({
  _id: r.id,
  amount: toRupees(r.amount),
  status: r.status,
  method: r.method,
  reference: r.reference,
  reason: r.reason,
  errorReason: r.errorReason,
  razorpayRefundId: r.razorpayRefundId,
  createdAt: r.createdAt.toISOString(),
  processedAt: r.processedAt?.toISOString() ?? null,
});

export const { loader, action } = apiMethods({
  GET: async ({ request, params }) => {
    await requireApiAdmin(request);
    await refundSummary(params.id ?? ""); // 404 for an unknown order
    return ok((await listOrderRefunds(params.id ?? "")).map(toApi), "Refunds retrieved successfully");
  },
  POST: async ({ request, params }) => {
    const admin = await requireApiAdmin(request);
    const input = await parseJsonBody(request, RefundFormSchema);
    const idempotencyKey = input.idempotencyKey ?? request.headers.get("Idempotency-Key")?.slice(0, 100) ?? null;
    const refund = await refundOrderByAdmin(params.id ?? "", { ...input, idempotencyKey }, admin.id);
    return created(toApi(refund), refund.method === "razorpay" ? REFUND_MESSAGES.created : REFUND_MESSAGES.recorded);
  },
});
