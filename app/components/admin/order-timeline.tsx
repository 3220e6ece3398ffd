import type { AdminOrderView } from "~/models/order-view.server";
import { formatDate, formatDateTime } from "~/utils/format";

// The Order Timeline of the detail screen, built from the order's real
// timestamps (DECISIONS 3.7): Order Placed, Payment Confirmed, Processing,
// Shipped, Delivered (with the estimated date while not delivered), plus
// Order Confirmed, Cancelled and Returned when they happened.

type Step = { key: string; label: string; at: string | null; done: boolean; note?: string; tone?: "red" | "stone" };

const RANK: Record<string, number> = { pending: 0, confirmed: 1, processing: 2, shipped: 3, delivered: 4 };

export function timelineSteps(order: AdminOrderView): Step[] {
  const rank = RANK[order.status] ?? -1;
  const paid = order.paymentStatus === "paid" || order.paymentStatus === "partially_refunded" || order.paymentStatus === "refunded";
  const steps: Step[] = [
    { key: "placed", label: "Order Placed", at: order.createdAt, done: true },
    {
      key: "payment",
      label: "Payment Confirmed",
      at: order.paidAt,
      done: paid || order.paidAt !== null,
      note: !paid && order.paymentMethod === "cod" ? "Cash on Delivery: collected at delivery" : !paid ? "Awaiting payment" : undefined,
    },
  ];
  if (order.confirmedAt) steps.push({ key: "confirmed", label: "Order Confirmed", at: order.confirmedAt, done: true });
  steps.push(
    { key: "processing", label: "Processing", at: order.processingAt, done: order.processingAt !== null || rank >= 2 },
    {
      key: "shipped",
      label: "Shipped",
      at: order.shippedAt,
      done: order.shippedAt !== null || rank >= 3,
      note: order.trackingNumber ? `${order.courierPartner ?? "Courier"} tracking ${order.trackingNumber}` : undefined,
    },
    {
      key: "delivered",
      label: "Delivered",
      at: order.deliveredAt,
      done: order.deliveredAt !== null || rank >= 4,
      note:
        order.deliveredAt === null && order.estimatedDelivery && order.status !== "cancelled" && order.status !== "returned"
          ? `Estimated ${formatDate(order.estimatedDelivery)}`
          : undefined,
    },
  );
  if (order.cancelledAt) {
    steps.push({ key: "cancelled", label: "Cancelled", at: order.cancelledAt, done: true, note: order.cancellationReason ?? undefined, tone: "red" });
  }
  if (order.returnedAt) steps.push({ key: "returned", label: "Returned", at: order.returnedAt, done: true, tone: "stone" });
  return steps;
}

export function OrderTimeline({ order }: { order: AdminOrderView }) {
  const steps = timelineSteps(order);
  return (
    <ol className="relative space-y-4 border-l-2 border-stone-200 pl-5" aria-label="Order timeline">
      {steps.map((s) => {
        const dot = !s.done ? "bg-white ring-stone-300" : s.tone === "red" ? "bg-red-600 ring-red-200" : s.tone === "stone" ? "bg-stone-600 ring-stone-200" : "bg-green-600 ring-green-200";
        return (
          <li key={s.key} className="relative" data-step={s.key} data-done={s.done ? "true" : "false"}>
            <span aria-hidden="true" className={`absolute top-1 -left-[1.72rem] size-3.5 rounded-full ring-4 ${dot}`} />
            <p className={`text-sm font-semibold ${s.done ? "text-stone-900" : "text-stone-500"}`}>
              {s.label}
              <span className="sr-only">{s.done ? " (done)" : " (not yet)"}</span>
            </p>
            {s.at ? (
              <p className="text-xs text-stone-600">
                <time dateTime={s.at}>{formatDateTime(s.at)}</time>
              </p>
            ) : null}
            {s.note ? <p className="text-xs text-stone-600">{s.note}</p> : null}
          </li>
        );
      })}
    </ol>
  );
}
