import { describe, expect, it } from "vitest";
import { prisma } from "~/db.server";
import { startOrderPayment } from "~/models/payment.server";
import { orderFixtures } from "./order-fixtures";

// The pay step opened twice at once (two tabs, a double click, a reload while loading) made two
// Razorpay orders for one order: both could be paid, and the second capture found the order
// already paid and kept the money without a refund. One order has one open Razorpay order.

const { awaitingOrder } = orderFixtures("Pay race");

describe("starting a payment", () => {
  it("twice at once for one order gives one Razorpay order (one payment row), not two that could both be paid", async () => {
    const { user, order, start } = await awaitingOrder(1500);
    await prisma.payment.deleteMany({ where: { orderId: order.id } }); // as if the pay step had not been opened yet
    const starts = await Promise.all(Array.from({ length: 4 }, () => startOrderPayment(user.id, order.id)));
    expect(new Set(starts.map((s) => s.razorpayOrderId)).size).toBe(1);
    expect(await prisma.payment.count({ where: { orderId: order.id } })).toBe(1);
    expect(starts[0].amount).toBe(start.amount);
  });
});
