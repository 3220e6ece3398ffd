import type { ReactNode } from "react";
import { orderStatusLabel } from "~/schemas/order-status";

// The account screens' shared pieces: stat cards, tab headings, status badges (their empty states:
// components/ui/empty-state.tsx, size "tab").

export function StatCard({ label, value, icon, testId }: { label: string; value: number | string; icon: ReactNode; testId: string }) {
  return (
    <div className="flex items-center gap-2.5 rounded-xl border border-stone-200 bg-white p-3 shadow-sm sm:gap-3 sm:p-4" data-testid={testId}>
      <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700 sm:size-11 [&>svg]:size-5 sm:[&>svg]:size-6">
        {icon}
      </span>
      <div className="min-w-0">
        <p className={`leading-tight font-bold text-stone-900 ${typeof value === "number" ? "text-xl sm:text-2xl" : "text-base sm:text-lg"}`}>{value}</p>
        <p className="text-xs leading-tight text-stone-600 sm:text-sm">{label}</p>
      </div>
    </div>
  );
}

export function TabHeading({ children, action }: { children: ReactNode; action?: ReactNode }) {
  return (
    <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
      <h2 className="font-serif text-2xl font-semibold text-stone-900">{children}</h2>
      {action}
    </div>
  );
}

const STATUS_BADGES: Record<string, string> = {
  delivered: "bg-green-100 text-green-800 ring-green-200",
  shipped: "bg-blue-100 text-blue-800 ring-blue-200",
  processing: "bg-yellow-100 text-yellow-800 ring-yellow-200",
};
const OTHER_BADGE = "bg-stone-100 text-stone-700 ring-stone-200";

/** The documents' order status colours: delivered green, shipped blue, processing yellow, others grey. */
export function statusBadgeClass(status: string) {
  return STATUS_BADGES[status] ?? OTHER_BADGE;
}

export function StatusBadge({ status }: { status: string }) {
  return (
    <span className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${statusBadgeClass(status)}`} data-testid="order-status" data-status={status}>
      {orderStatusLabel(status)}
    </span>
  );
}
