import { useFetcher } from "@remix-run/react";
import { useHydrated } from "~/components/use-hydrated";
import { buttonClass } from "~/components/admin/ui";
import { ADMIN_ORDER_MESSAGES } from "~/schemas/admin-order";
import { ORDER_STATUS_LABELS, ORDER_STATUSES, orderStatusLabel } from "~/schemas/order-status";

// The list's inline status select: a small POST form per row. Without
// JavaScript the Save button submits it (303 back to the same list URL with a
// toast); with JavaScript a change submits it through a fetcher and the row
// shows 'Updating...' until the list reloads.

export function OrderInlineStatus({ orderId, orderLabel, status, action }: { orderId: string; orderLabel: string; status: string; action: string }) {
  const fetcher = useFetcher();
  const hydrated = useHydrated();
  const busy = fetcher.state !== "idle";
  const pending = busy ? String(fetcher.formData?.get("status") ?? status) : status;
  const id = `status-${orderId}`;
  return (
    <fetcher.Form method="post" action={action} className="relative flex items-center gap-2">
      <input type="hidden" name="intent" value="status" />
      <input type="hidden" name="orderId" value={orderId} />
      <label htmlFor={id} className="sr-only">
        Status of order {orderLabel}
      </label>
      <select
        id={id}
        name="status"
        defaultValue={status}
        key={`${orderId}-${status}`}
        disabled={busy}
        onChange={(e) => {
          if (hydrated) fetcher.submit(e.currentTarget.form);
        }}
        className="min-h-11 rounded-md border border-stone-300 bg-white px-2 text-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-200 focus:outline-none"
      >
        {ORDER_STATUSES.map((s) => (
          <option key={s} value={s}>
            {ORDER_STATUS_LABELS[s]}
          </option>
        ))}
      </select>
      {hydrated ? (
        busy ? (
          <span role="status" className="text-xs font-medium text-stone-600">
            {ADMIN_ORDER_MESSAGES.updating}
            <span className="sr-only"> {orderStatusLabel(pending)}</span>
          </span>
        ) : null
      ) : (
        <button type="submit" className={buttonClass("secondary", "sm")}>
          Save
        </button>
      )}
    </fetcher.Form>
  );
}
