import type { ReactNode } from "react";

/** The rule and type above a totals list's last row (Total, Amount). */
export const TOTAL_ROW = "border-t border-stone-200 pt-3 text-base";

/**
 * One row of a totals list (a <dl>): the label, then the amount, on one line
 * (cart, checkout, order, invoice, payment simulator).
 */
export function SummaryRow({
  label,
  children,
  className,
  labelClass,
  valueClass,
  testId,
}: {
  label: ReactNode;
  children: ReactNode;
  className?: string;
  labelClass?: string;
  valueClass?: string;
  testId?: string;
}) {
  return (
    <div className={className ? `flex justify-between ${className}` : "flex justify-between"}>
      <dt className={labelClass}>{label}</dt>
      <dd className={valueClass} data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

/** The first row of a cart or checkout totals list: "Subtotal (N items)". */
export function SubtotalRow({ totalItems, testId, children }: { totalItems: number; testId: string; children: ReactNode }) {
  return (
    <SummaryRow label={`Subtotal (${totalItems} ${totalItems === 1 ? "item" : "items"})`} labelClass="text-stone-600" valueClass="font-medium text-stone-900" testId={testId}>
      {children}
    </SummaryRow>
  );
}
