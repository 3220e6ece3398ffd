import { TruckIcon } from "~/components/ui/icons/shell";
import type { CheckoutSummary } from "~/components/checkout/view";
import { LineRow } from "~/components/ui/line-row";
import { SubtotalRow, SummaryRow, TOTAL_ROW } from "~/components/ui/summary-row";
import { formatRupees } from "~/utils/money";

/** The checkout form's order summary: lines, totals, coupon notice. */
export function OrderSummary({ summary }: { summary: CheckoutSummary }) {
  return (
    <aside aria-labelledby="summary-heading" className="h-fit rounded-xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6 lg:sticky lg:top-24">
      <h2 id="summary-heading" className="font-serif text-xl font-semibold text-stone-900">
        Order Summary
      </h2>
      <ul className="mt-4 divide-y divide-stone-100" data-testid="summary-lines">
        {summary.lines.map((l) => (
          <LineRow key={l.key} image={l.image} size="sm" total={formatRupees(l.lineTotal)} totalTestId="summary-line-total">
            <p className="font-medium text-stone-900">{l.name}</p>
            <p className="text-stone-600">
              {l.size} · {l.color} · Qty {l.quantity}
            </p>
            {!l.available ? <p className="font-medium text-red-700">{l.unavailableReason}</p> : null}
          </LineRow>
        ))}
      </ul>
      <dl className="mt-4 space-y-2 border-t border-stone-200 pt-4 text-sm" data-testid="checkout-totals">
        <SubtotalRow totalItems={summary.totalItems} testId="checkout-subtotal">{formatRupees(summary.subtotal)}</SubtotalRow>
        {summary.discount > 0 ? (
          <SummaryRow label={`Discount${summary.couponCode ? ` (${summary.couponCode})` : ""}`} className="text-green-700" valueClass="font-medium">
            -{formatRupees(summary.discount)}
          </SummaryRow>
        ) : null}
        <SummaryRow label="Shipping" labelClass="text-stone-600" valueClass="font-medium text-stone-900">
          {summary.shipping === 0 ? "Free" : formatRupees(summary.shipping)}
        </SummaryRow>
        <SummaryRow label="GST included in prices" className="text-xs text-stone-500">
          {formatRupees(summary.tax)}
        </SummaryRow>
        <SummaryRow label="Total" className={TOTAL_ROW} labelClass="font-semibold text-stone-900" valueClass="font-bold text-brand-900" testId="checkout-total">
          {formatRupees(summary.total)}
        </SummaryRow>
      </dl>
      {summary.couponNotice ? <p className="mt-3 text-sm text-amber-800">{summary.couponNotice}</p> : null}
      <p className="mt-4 flex items-center gap-2 text-sm text-stone-600">
        <TruckIcon className="size-5 text-brand-700" /> Estimated delivery: 3-5 business days
      </p>
    </aside>
  );
}
