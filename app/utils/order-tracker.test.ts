import { describe, expect, it } from "vitest";
import { orderTracker, type TrackerInput } from "~/utils/order-tracker";

const base: TrackerInput = {
  status: "pending",
  awaitingPayment: false,
  paymentMethod: "cod",
  placedAt: "1 Nov 2026, 10:00 am",
  confirmedAt: null,
  processingAt: null,
  shippedAt: null,
  deliveredAt: null,
  cancelledAt: null,
  returnedAt: null,
  estimatedDelivery: "Fri, 6 Nov, 2026",
};
const states = (input: Partial<TrackerInput>) => orderTracker({ ...base, ...input }).map((s) => `${s.key}:${s.state}`);

describe("orderTracker", () => {
  it("pending COD: Placed is current, waiting for the shop; delivery expected", () => {
    const steps = orderTracker(base);
    expect(steps.map((s) => `${s.key}:${s.state}`)).toEqual(["placed:current", "confirmed:upcoming", "shipped:upcoming", "delivered:upcoming"]);
    expect(steps[0]).toMatchObject({ at: "1 Nov 2026, 10:00 am", note: "Waiting for the shop to confirm" });
    expect(steps[3].at).toBe("Expected by Fri, 6 Nov, 2026");
  });

  it("awaiting an online payment", () => {
    expect(orderTracker({ ...base, paymentMethod: "razorpay", awaitingPayment: true })[0].note).toBe("Waiting for your payment");
  });

  it("processing is the Confirmed step, being packed", () => {
    const steps = orderTracker({ ...base, status: "processing", confirmedAt: "2 Nov", processingAt: "3 Nov" });
    expect(steps.map((s) => s.state)).toEqual(["done", "current", "upcoming", "upcoming"]);
    expect(steps[1]).toMatchObject({ at: "2 Nov", note: "Being packed since 3 Nov" });
  });

  it("shipped and delivered", () => {
    expect(states({ status: "shipped", confirmedAt: "2 Nov", shippedAt: "4 Nov" })).toEqual(["placed:done", "confirmed:done", "shipped:current", "delivered:upcoming"]);
    const delivered = orderTracker({ ...base, status: "delivered", confirmedAt: "2 Nov", shippedAt: "4 Nov", deliveredAt: "6 Nov" });
    expect(delivered.map((s) => s.state)).toEqual(["done", "done", "done", "current"]);
    expect(delivered[3].at).toBe("6 Nov");
  });

  it("cancelled: the steps reached, then Cancelled; returned: then Returned", () => {
    expect(states({ status: "cancelled", cancelledAt: "2 Nov" })).toEqual(["placed:done", "cancelled:ended"]);
    expect(states({ status: "cancelled", confirmedAt: "2 Nov", cancelledAt: "3 Nov" })).toEqual(["placed:done", "confirmed:done", "cancelled:ended"]);
    expect(states({ status: "returned", confirmedAt: "2 Nov", shippedAt: "4 Nov", deliveredAt: "6 Nov", returnedAt: "9 Nov" })).toEqual([
      "placed:done",
      "confirmed:done",
      "shipped:done",
      "delivered:done",
      "returned:ended",
    ]);
    expect(orderTracker({ ...base, status: "returned", returnedAt: "9 Nov" }).at(-1)).toMatchObject({ label: "Returned", at: "9 Nov" });
  });
});
