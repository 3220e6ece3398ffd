import { Form, useNavigation } from "@remix-run/react";
import { Badge, Card, buttonClass, inputClass } from "~/components/admin/ui";
import { capitalize, formatDateTime } from "~/utils/format";
import { formatPaise } from "~/utils/money";
import { PendingButton } from "~/components/ui/pending-button";

// The admin order page's Refunds card: every refund (amount, status, method, reason, Razorpay id
// or reference) and a plain form for a full or partial refund with a reason (no JavaScript needed).
// An order paid online is refunded through Razorpay; COD money given back by hand is recorded with
// its method and reference.

export type RefundRow = {
  id: string;
  amount: number;
  status: string;
  method: string;
  reference: string | null;
  reason: string;
  errorReason: string | null;
  razorpayRefundId: string | null;
  createdAt: string;
  processedAt: string | null;
};

const STATUS_BADGE: Record<string, string> = {
  pending: "bg-yellow-100 text-yellow-900 ring-yellow-300",
  processed: "bg-green-100 text-green-900 ring-green-300",
  failed: "bg-red-100 text-red-900 ring-red-300",
};

export const METHOD_LABELS: Record<string, string> = {
  razorpay: "Razorpay",
  cash: "Cash",
  upi: "UPI",
  bank_transfer: "Bank transfer",
  other: "Other",
};

export function OrderRefunds({
  refunds,
  summary,
  paymentMethod,
  refundKey,
  error,
  input,
}: {
  refunds: RefundRow[];
  summary: { paid: number; refunded: number; pending: number; left: number };
  paymentMethod: string;
  refundKey: string;
  error?: string | null;
  /** What was typed, given back with an error so nothing is retyped. */
  input?: { amount: string; reason: string; method: string; reference: string } | null;
}) {
  const online = paymentMethod === "razorpay";
  const navigation = useNavigation();
  const refunding = navigation.state !== "idle" && navigation.formData?.get("intent") === "refund";
  return (
    <Card title="Refunds">
      {refunds.length === 0 ? (
        <p className="text-sm text-stone-600">No refunds.</p>
      ) : (
        <ul className="divide-y divide-stone-100 text-sm" data-testid="admin-refunds">
          {refunds.map((r) => (
            <li key={r.id} className="py-2">
              <div className="flex items-center justify-between gap-2">
                <span className="font-semibold text-stone-900">{formatPaise(r.amount)}</span>
                <Badge className={STATUS_BADGE[r.status] ?? STATUS_BADGE.pending}>{capitalize(r.status)}</Badge>
              </div>
              <p className="text-stone-700">{r.reason}</p>
              <p className="text-xs text-stone-600">
                {METHOD_LABELS[r.method] ?? r.method}
                {r.razorpayRefundId ? ` · ${r.razorpayRefundId}` : ""}
                {r.reference ? ` · Ref. ${r.reference}` : ""} · {formatDateTime(r.createdAt)}
              </p>
              {r.errorReason ? <p className="text-xs text-red-700">{r.errorReason}</p> : null}
              {r.method === "razorpay" && r.status === "pending" ? (
                <Form method="post" className="mt-1">
                  <input type="hidden" name="intent" value="check-refund" />
                  <input type="hidden" name="refundId" value={r.id} />
                  <button type="submit" className={buttonClass("ghost", "sm")}>
                    Check with Razorpay
                  </button>
                </Form>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      <p className="mt-3 text-sm text-stone-700" data-testid="refund-left">
        Paid {formatPaise(summary.paid)} · refunded {formatPaise(summary.refunded)}
        {summary.pending > 0 ? ` · pending ${formatPaise(summary.pending)}` : ""} · left {formatPaise(summary.left)}
      </p>
      {summary.left > 0 ? (
        // Keyed by the number of refunds: once a refund is recorded the form starts empty again (a
        // second click cannot repeat the last refund: the reason is required), while a refused one
        // keeps what was typed. The idempotency key is the loader's, so a replayed post refunds once.
        <Form key={refunds.length} method="post" className="mt-3 space-y-3 border-t border-stone-200 pt-3" aria-label="Refund">
          <input type="hidden" name="intent" value="refund" />
          <input type="hidden" name="idempotencyKey" value={refundKey} />
          {error ? (
            <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-2 text-sm text-red-800" data-testid="refund-error">
              {error}
            </p>
          ) : null}
          <div>
            <label htmlFor="refund-amount" className="block text-sm font-medium text-stone-800">
              Amount (₹)
            </label>
            <input id="refund-amount" name="amount" type="number" inputMode="numeric" min={1} max={summary.left / 100} step={1} required defaultValue={input?.amount || summary.left / 100} className={`${inputClass} mt-1`} />
          </div>
          <div>
            <label htmlFor="refund-reason" className="block text-sm font-medium text-stone-800">
              Reason
            </label>
            <input id="refund-reason" name="reason" type="text" required minLength={3} maxLength={500} defaultValue={input?.reason} className={`${inputClass} mt-1`} />
          </div>
          <div>
            <label htmlFor="refund-method" className="block text-sm font-medium text-stone-800">
              Refund by
            </label>
            <select id="refund-method" name="method" defaultValue={input?.method || (online ? "razorpay" : "upi")} className={`${inputClass} mt-1`}>
              {online ? <option value="razorpay">Razorpay (back to the original payment)</option> : null}
              <option value="upi">UPI (recorded by hand)</option>
              <option value="bank_transfer">Bank transfer (recorded by hand)</option>
              <option value="cash">Cash (recorded by hand)</option>
              <option value="other">Other (recorded by hand)</option>
            </select>
          </div>
          <div>
            <label htmlFor="refund-reference" className="block text-sm font-medium text-stone-800">
              Reference <span className="font-normal text-stone-500">(UTR or receipt, for a refund made by hand)</span>
            </label>
            <input id="refund-reference" name="reference" type="text" maxLength={100} defaultValue={input?.reference} className={`${inputClass} mt-1`} />
          </div>
          <PendingButton pending={refunding} pendingText="Refunding..." className={`${buttonClass("danger")} w-full`}>
            Refund
          </PendingButton>
        </Form>
      ) : null}
    </Card>
  );
}
