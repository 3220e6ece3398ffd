import crypto from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { prisma } from "~/db.server";
import { addToCart, applyCoupon, getCart } from "~/models/cart.server";
import { applyPaymentToOrder } from "~/models/order-payment.server";
import { placeOrder } from "~/models/order-placement.server";
import { getUserOrder } from "~/models/order-queries.server";
import type { PlaceOrderInput } from "~/schemas/checkout";
import { ORDER_MESSAGES } from "~/schemas/order-messages";
import { markPaid, startOrderPayment } from "~/models/payment.server";
import * as checkoutRoute from "~/routes/checkout";
import { createUser, formPost, runWebRoute, webGet, webSessionCookie } from "./helpers";

// Issue 11, section 4: "Coupon limits bypassed" and "Checkout loop". A coupon's redemption
// follows its order through supersede and revive, and the shopper's own unpaid online order
// (which the next order replaces) never makes their next checkout refuse the coupon.

const tag = `ch${crypto.randomBytes(4).toString("hex")}`;
let categoryId: string;
let seq = 0;

const address = { fullName: "Asha Patel", phone: "9876543210", address: "12 Ring Road", city: "Surat", state: "Gujarat", pincode: "395002" };
const key = () => `key-${crypto.randomBytes(8).toString("hex")}`;
const input = (over: Partial<PlaceOrderInput> = {}): PlaceOrderInput => ({ shippingAddress: address, paymentMethod: "cod", idempotencyKey: key(), ...over });

async function makeCoupon(limits: { perCustomerLimit?: number | null; maxUses?: number | null }) {
  return prisma.coupon.create({ data: { code: `F20${tag}${++seq}`.toUpperCase(), percent: 20, perCustomerLimit: limits.perCustomerLimit ?? null, maxUses: limits.maxUses ?? null } });
}

/** A shopper with a ₹2,000 product in the cart and the coupon applied. */
async function shopperWith(code: string) {
  const product = await prisma.product.create({
    data: { name: `Coupon product ${++seq} ${tag}`, description: "x", material: "Silk", price: 200_000, originalPrice: 200_000, categoryId, images: "[]", stock: 20 },
  });
  const user = await createUser();
  await addToCart({ userId: user.id }, { productId: product.id, quantity: 1 });
  await applyCoupon({ userId: user.id }, code);
  return { user, product };
}

const pay = (orderId: string, paymentId: string) => prisma.$transaction((tx) => applyPaymentToOrder(tx, orderId, paymentId));
const redemptions = (couponId: string) => prisma.couponRedemption.findMany({ where: { couponId }, select: { orderId: true } });

beforeAll(async () => {
  const category = await prisma.category.create({ data: { name: `Coupons ${tag}`, slug: `coupons-${tag}` } });
  categoryId = category.id;
});

describe("a coupon's redemption follows its order through supersede and revive", () => {
  it("one-per-customer: A (online, unpaid) is replaced by B (COD); paying A afterwards does not revive it with a second use", async () => {
    const coupon = await makeCoupon({ perCustomerLimit: 1 });
    const { user } = await shopperWith(coupon.code);
    const { order: a } = await placeOrder(user.id, input({ paymentMethod: "razorpay" }));
    expect(a.couponCode).toBe(coupon.code);
    const { order: b } = await placeOrder(user.id, input({ couponCode: coupon.code }));
    expect(b.couponCode).toBe(coupon.code);
    expect(await getUserOrder(user.id, a.id)).toMatchObject({ status: "cancelled", cancellationReason: ORDER_MESSAGES.superseded });

    const outcome = await pay(a.id, `pay_${tag}_a`);
    expect(outcome).toBe("paid-after-cancel");
    // A stays cancelled (its money is owed back), B keeps the only use.
    expect(await getUserOrder(user.id, a.id)).toMatchObject({ status: "cancelled", paymentStatus: "paid" });
    expect(await redemptions(coupon.id)).toEqual([{ orderId: b.id }]);
    const live = await prisma.order.count({ where: { userId: user.id, couponCode: coupon.code, status: { not: "cancelled" } } });
    expect(live).toBe(1);
    expect((await prisma.coupon.findUniqueOrThrow({ where: { id: coupon.id } })).usedCount).toBe(1);
  });

  it("through the real payment path: the late payment of the superseded order is refunded in full, not honoured", async () => {
    const coupon = await makeCoupon({ perCustomerLimit: 1 });
    const { user } = await shopperWith(coupon.code);
    const { order: a } = await placeOrder(user.id, input({ paymentMethod: "razorpay" }));
    const start = await startOrderPayment(user.id, a.id);
    await placeOrder(user.id, input({ couponCode: coupon.code }));
    const result = await markPaid(start.razorpayOrderId, `pay_${tag}_late`);
    expect(result).toMatchObject({ kind: "paid", outcome: "paid-after-cancel" });
    expect(await getUserOrder(user.id, a.id)).toMatchObject({ status: "cancelled" });
    const refunds = await prisma.refund.findMany({ where: { orderId: a.id }, select: { amount: true } });
    expect(refunds).toEqual([{ amount: a.total }]);
    expect(await redemptions(coupon.id)).toHaveLength(1);
  });

  it("a coupon that still has room: the revived order takes its use again", async () => {
    const coupon = await makeCoupon({ perCustomerLimit: 2 });
    const { user } = await shopperWith(coupon.code);
    const { order: a } = await placeOrder(user.id, input({ paymentMethod: "razorpay" }));
    const { order: b } = await placeOrder(user.id, input({ couponCode: coupon.code }));
    expect(await redemptions(coupon.id)).toEqual([{ orderId: b.id }]);
    expect(await pay(a.id, `pay_${tag}_b`)).toBe("revived");
    expect(await getUserOrder(user.id, a.id)).toMatchObject({ status: "confirmed", paymentStatus: "paid" });
    expect((await redemptions(coupon.id)).map((r) => r.orderId).sort()).toEqual([a.id, b.id].sort());
    expect((await prisma.coupon.findUniqueOrThrow({ where: { id: coupon.id } })).usedCount).toBe(2);
  });

  it("a coupon used up by someone else meanwhile (maxUses): no revive, the payment is kept for a refund", async () => {
    const coupon = await makeCoupon({ maxUses: 1 });
    const { user } = await shopperWith(coupon.code);
    const { order: a } = await placeOrder(user.id, input({ paymentMethod: "razorpay" }));
    await prisma.order.update({ where: { id: a.id }, data: { holdExpiresAt: new Date(Date.now() - 1000) } });
    const { releaseExpiredHolds } = await import("~/models/order-cancellation.server");
    await releaseExpiredHolds();
    const other = await shopperWith(coupon.code);
    await placeOrder(other.user.id, input());
    expect(await pay(a.id, `pay_${tag}_c`)).toBe("paid-after-cancel");
    expect(await getUserOrder(user.id, a.id)).toMatchObject({ status: "cancelled", paymentStatus: "paid" });
    expect((await prisma.coupon.findUniqueOrThrow({ where: { id: coupon.id } })).usedCount).toBe(1);
  });
});

describe("checkout loop: the shopper's own unpaid online order does not hold the coupon against them", () => {
  it("one-per-customer: the next checkout shows the coupon applied and places the order at that total", async () => {
    const coupon = await makeCoupon({ perCustomerLimit: 1 });
    const { user } = await shopperWith(coupon.code);
    const { order: a } = await placeOrder(user.id, input({ paymentMethod: "razorpay" }));
    const view = await getCart({ userId: user.id });
    expect(view.coupon?.code).toBe(coupon.code);
    expect(view.totals.total).toBe(a.total);
    const { order: b } = await placeOrder(user.id, input({ expectedTotal: view.totals.total }));
    expect(b).toMatchObject({ total: a.total, couponCode: coupon.code });
    expect(await redemptions(coupon.id)).toEqual([{ orderId: b.id }]);
  });

  it("the /checkout screen: with an unpaid online order holding the coupon, the next checkout places the order (303), not 409", async () => {
    const coupon = await makeCoupon({ perCustomerLimit: 1 });
    const { user } = await shopperWith(coupon.code);
    const { order: a } = await placeOrder(user.id, input({ paymentMethod: "razorpay" }));
    const cookie = await webSessionCookie(user);
    const page = (await runWebRoute(checkoutRoute.loader, webGet("/checkout", cookie))) as { data: { step: string; summary: { totalPaise: number }; idempotencyKey: string } };
    expect(page.data.step).toBe("form");
    const fields = { ...address, country: "India", paymentMethod: "cod", idempotencyKey: page.data.idempotencyKey, expectedTotal: String(page.data.summary.totalPaise) };
    const res = (await runWebRoute(checkoutRoute.action, formPost("/checkout", fields, cookie))) as Response;
    expect(res.status).toBe(303);
    expect(res.headers.get("Location")).toMatch(/^\/checkout\/success\//);
    expect(page.data.summary.totalPaise).toBe(a.total);
    expect(await redemptions(coupon.id)).toHaveLength(1);
  });

  it("a coupon with one use left that this shopper's unpaid order holds", async () => {
    const coupon = await makeCoupon({ maxUses: 1 });
    const { user } = await shopperWith(coupon.code);
    const { order: a } = await placeOrder(user.id, input({ paymentMethod: "razorpay" }));
    const view = await getCart({ userId: user.id });
    expect(view.coupon?.code).toBe(coupon.code);
    const { order: b } = await placeOrder(user.id, input({ paymentMethod: "razorpay", expectedTotal: view.totals.total }));
    expect(b.total).toBe(a.total);
    expect(await redemptions(coupon.id)).toEqual([{ orderId: b.id }]);
    // Someone else still cannot use it.
    const other = await shopperWith(coupon.code).catch((e: Error) => e);
    expect(other).toBeInstanceOf(Error);
  });
});
