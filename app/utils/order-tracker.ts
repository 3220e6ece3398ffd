import { ORDER_STATUS_LABELS } from "~/schemas/order-status";

// The shopper's order tracker (issue 14 §3): Placed → Confirmed → Shipped →
// Delivered, from the order's status and its timestamps. Processing is still
// the Confirmed step (being packed); an order awaiting its online payment is
// at Placed. A cancelled order shows the steps it reached, then Cancelled; a
// returned one shows them, then Returned. Pure: dates arrive formatted.

export type TrackerStepKey = "placed" | "confirmed" | "shipped" | "delivered" | "cancelled" | "returned";

export type TrackerStep = {
  key: TrackerStepKey;
  label: string;
  /** done: reached; current: the latest reached step (also done); upcoming: not yet; ended: cancelled or returned (current). */
  state: "done" | "current" | "upcoming" | "ended";
  /** When it was reached (formatted), or the expected day of an upcoming delivery. */
  at: string | null;
  note: string | null;
};

export type TrackerInput = {
  status: string;
  awaitingPayment: boolean;
  paymentMethod: string;
  /** Formatted dates (null when the step has no timestamp). */
  placedAt: string;
  confirmedAt: string | null;
  processingAt: string | null;
  shippedAt: string | null;
  deliveredAt: string | null;
  cancelledAt: string | null;
  returnedAt: string | null;
  /** The expected day ("Sat, 28 Nov, 2026"), shown on an upcoming Delivered step. */
  estimatedDelivery: string | null;
};

/** The steps of the normal flow: Placed, then the statuses' own labels (schemas/order-status.ts). */
const FLOW: { key: "placed" | "confirmed" | "shipped" | "delivered"; label: string }[] = [
  { key: "placed", label: "Placed" },
  ...(["confirmed", "shipped", "delivered"] as const).map((key) => ({ key, label: ORDER_STATUS_LABELS[key] })),
];

/** How far along the normal flow a status is (index into FLOW), -1 for cancelled/returned. */
const STEP_OF: Record<string, number> = { pending: 0, confirmed: 1, processing: 1, shipped: 2, delivered: 3 };

export function orderTracker(o: TrackerInput): TrackerStep[] {
  const at: Record<(typeof FLOW)[number]["key"], string | null> = {
    placed: o.placedAt,
    confirmed: o.confirmedAt,
    shipped: o.shippedAt,
    delivered: o.deliveredAt,
  };
  const ended = o.status === "cancelled" || o.status === "returned";
  // An ended order reached the furthest step that has a timestamp.
  const reached = ended ? Math.max(0, ...FLOW.map((s, i) => (at[s.key] ? i : 0))) : (STEP_OF[o.status] ?? 0);

  const steps: TrackerStep[] = [];
  FLOW.forEach((s, i) => {
    if (ended && i > reached) return;
    const state = i < reached || (ended && i === reached) ? "done" : i === reached ? "current" : "upcoming";
    let note: string | null = null;
    if (state === "current" && s.key === "placed") {
      note = o.awaitingPayment ? "Waiting for your payment" : o.paymentMethod === "cod" ? "Waiting for the shop to confirm" : null;
    }
    if (state === "current" && s.key === "confirmed" && o.status === "processing") note = `Being packed${o.processingAt ? ` since ${o.processingAt}` : ""}`;
    if (state === "current" && s.key === "shipped") note = "On its way";
    const upcomingDelivery = state === "upcoming" && s.key === "delivered" && o.estimatedDelivery;
    steps.push({
      key: s.key,
      label: s.label,
      state,
      at: state === "upcoming" ? (upcomingDelivery ? `Expected by ${o.estimatedDelivery}` : null) : at[s.key],
      note,
    });
  });
  if (o.status === "cancelled") steps.push({ key: "cancelled", label: ORDER_STATUS_LABELS.cancelled, state: "ended", at: o.cancelledAt, note: null });
  if (o.status === "returned") steps.push({ key: "returned", label: ORDER_STATUS_LABELS.returned, state: "ended", at: o.returnedAt, note: null });
  return steps;
}
