import { describe, expect, it } from "vitest";
import { prisma } from "~/db.server";
import { updateOrderByAdmin } from "~/models/admin-order.server";
import { customerStats } from "~/models/admin-customer.server";
import { getAnalytics, getDashboardStats } from "~/models/analytics.server";
import { addToCart } from "~/models/cart.server";
import { cancelOrder } from "~/models/order-cancellation.server";
import { placeOrder } from "~/models/order-placement.server";
import { getSimulatorView, verifyAndCapture } from "~/models/payment.server";
import { listOrderRefunds, REFUND_MESSAGES } from "~/models/refund.server";
import * as adminOrderRoute from "~/routes/admin.orders.$id";
import * as refundsApi from "~/routes/api.admin.orders.$id.refunds";
import * as statusApi from "~/routes/api.admin.orders.$id.status";
import * as orderRoute from "~/routes/order.$id";
import { buildOpenApiDocument } from "~/utils/openapi.server";
import { callAction, callLoader, createUser, formPost, jsonRequest, readEnvelope, runWebRoute, toastOf, tokensFor, webGet, webSessionCookie } from "./helpers";
import { orderFixtures, orderKey, SHIPPING_ADDRESS } from "./order-fixtures";

// Refunds without real keys: the simulator's payments are refunded by a local simulated refund on
// the same code path (reserve -> send -> settle). The admin's refund form (works without
// JavaScript), manual COD refunds, the shopper's order page, the refusal to reopen, and the figures
// (revenue and a customer's total spent count refunds as refunds).

const { makeProduct, awaitingOrder } = orderFixtures("Refunds");
const address = SHIPPING_ADDRESS;
const key = orderKey;

async function simulatorPaidOrder(price = 3000) {
  const { user, order, start } = await awaitingOrder(price);
  const view = await getSimulatorView(start.razorpayOrderId);
  await verifyAndCapture({ razorpay_order_id: start.razorpayOrderId, razorpay_payment_id: view.pay.razorpayPaymentId, razorpay_signature: view.pay.signature });
  return { user, order };
}

async function deliveredCodOrder(price = 3000) {
  const product = await makeProduct(price);
  const user = await createUser();
  await addToCart({ userId: user.id }, { productId: product.id });
  const { order } = await placeOrder(user.id, { shippingAddress: address, paymentMethod: "cod", idempotencyKey: key() });
  await updateOrderByAdmin(order.id, { status: "delivered" });
  return { user, order };
}

const paymentStatusOf = async (id: string) => (await prisma.order.findUniqueOrThrow({ where: { id } })).paymentStatus;

describe("refunds of simulator payments (no keys)", () => {
  it("the shopper's cancel gives the money back at once (a simulated refund); the order page shows it", async () => {
    const { user, order } = await simulatorPaidOrder(3000);
    await cancelOrder(user.id, order.id, "Changed my mind");
    const [refund] = await listOrderRefunds(order.id);
    expect(refund).toMatchObject({ amount: 300_000, status: "processed", method: "razorpay" });
    expect(refund.razorpayRefundId).toMatch(/^rfnd_sim_/);
    expect(await paymentStatusOf(order.id)).toBe("refunded");

    const page = (await runWebRoute(orderRoute.loader, webGet(`/order/${order.id}`, await webSessionCookie(user)), { id: order.id })) as {
      data: { refunds: Array<Record<string, unknown>>; order: { paymentStatus: string } };
    };
    expect(page.data.order.paymentStatus).toBe("refunded");
    expect(page.data.refunds).toEqual([expect.objectContaining({ amount: 300_000, status: "processed", method: "razorpay", reason: "Order cancelled by the customer: Changed my mind" })]);
    expect(JSON.stringify(page.data.refunds)).not.toContain("rfnd_");
    expect(await prisma.emailOutbox.count({ where: { to: user.email, template: { in: ["refund", "order-cancelled"] } } })).toBe(2);
  });
});

describe("the admin order page's refund form", () => {
  it("a partial refund with a reason, without JavaScript: one refund however often the form is sent", async () => {
    const { order } = await simulatorPaidOrder(3000);
    const admin = await createUser({ role: "admin" });
    const cookie = await webSessionCookie(admin);
    const page = (await runWebRoute(adminOrderRoute.loader, webGet(`/admin/orders/${order.id}`, cookie), { id: order.id })) as { data: { refundKey: string; refundSummary: { left: number } } };
    expect(page.data.refundSummary.left).toBe(300_000);
    const fields = { intent: "refund", idempotencyKey: page.data.refundKey, amount: "500", reason: "Blouse piece missing", method: "razorpay", reference: "" };
    const res = (await runWebRoute(adminOrderRoute.action, formPost(`/admin/orders/${order.id}`, fields, cookie), { id: order.id })) as Response;
    expect(res.status).toBe(303);
    expect((await toastOf(res))?.title).toBe(REFUND_MESSAGES.created);
    await runWebRoute(adminOrderRoute.action, formPost(`/admin/orders/${order.id}`, fields, cookie), { id: order.id });
    const refunds = await listOrderRefunds(order.id);
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({ amount: 50_000, reason: "Blouse piece missing", status: "processed" });
    expect(await paymentStatusOf(order.id)).toBe("partially_refunded");

    const after = (await runWebRoute(adminOrderRoute.loader, webGet(`/admin/orders/${order.id}`, cookie), { id: order.id })) as { data: { refunds: unknown[]; refundSummary: unknown } };
    expect(after.data.refunds).toHaveLength(1);
    expect(after.data.refundSummary).toEqual({ paid: 300_000, refunded: 50_000, pending: 0, left: 250_000 });

    const tooMuch = (await runWebRoute(adminOrderRoute.action, formPost(`/admin/orders/${order.id}`, { ...fields, idempotencyKey: key(), amount: "2600" }, cookie), { id: order.id })) as {
      data: { refundError: string };
      status: number;
    };
    expect(tooMuch.status).toBe(409);
    expect(tooMuch.data.refundError).toBe(REFUND_MESSAGES.tooMuch(250_000));
    const noReason = (await runWebRoute(adminOrderRoute.action, formPost(`/admin/orders/${order.id}`, { ...fields, idempotencyKey: key(), reason: "" }, cookie), { id: order.id })) as { status: number };
    expect(noReason.status).toBe(400);
    expect(await listOrderRefunds(order.id)).toHaveLength(1);
  });

  it("a returned COD order: no automatic refund; the admin records one by hand (method, reference); Razorpay is refused for COD", async () => {
    const { order } = await deliveredCodOrder(2500);
    expect(await paymentStatusOf(order.id)).toBe("paid");
    await updateOrderByAdmin(order.id, { status: "returned" });
    expect(await listOrderRefunds(order.id)).toHaveLength(0);
    expect(await paymentStatusOf(order.id)).toBe("paid");

    const admin = await createUser({ role: "admin" });
    const cookie = await webSessionCookie(admin);
    const viaRazorpay = (await runWebRoute(adminOrderRoute.action, formPost(`/admin/orders/${order.id}`, { intent: "refund", idempotencyKey: key(), amount: "2500", reason: "Returned", method: "razorpay" }, cookie), {
      id: order.id,
    })) as { data: { refundError: string }; status: number };
    expect(viaRazorpay.status).toBe(400);
    expect(viaRazorpay.data.refundError).toBe(REFUND_MESSAGES.online);

    const res = (await runWebRoute(adminOrderRoute.action, formPost(`/admin/orders/${order.id}`, { intent: "refund", idempotencyKey: key(), amount: "2500", reason: "Returned, size too small", method: "upi", reference: "UTR 4512 8899" }, cookie), {
      id: order.id,
    })) as Response;
    expect((await toastOf(res))?.title).toBe(REFUND_MESSAGES.recorded);
    expect((await listOrderRefunds(order.id))[0]).toMatchObject({ amount: 250_000, status: "processed", method: "upi", reference: "UTR 4512 8899", processedAt: expect.any(Date) });
    expect(await paymentStatusOf(order.id)).toBe("refunded");
  });

  it("a refunded order cannot go back to processing from the status form: a clear message, nothing changes", async () => {
    const { order } = await simulatorPaidOrder(2000);
    await updateOrderByAdmin(order.id, { status: "cancelled" });
    expect(await paymentStatusOf(order.id)).toBe("refunded");
    const admin = await createUser({ role: "admin" });
    const res = (await runWebRoute(adminOrderRoute.action, formPost(`/admin/orders/${order.id}`, { status: "processing", adminNotes: "" }, await webSessionCookie(admin)), { id: order.id })) as {
      data: { result: { error: Record<string, string[]> } };
      status: number;
    };
    expect(res.status).toBe(409);
    expect(JSON.stringify(res.data.result)).toContain(REFUND_MESSAGES.reopenRefunded);
    expect((await prisma.order.findUniqueOrThrow({ where: { id: order.id } })).status).toBe("cancelled");
  });
});

describe("figures count refunds as refunds", () => {
  it("revenue and the customer's total spent drop by what was refunded, not by the whole order", async () => {
    const before = await getDashboardStats();
    const analyticsBefore = await getAnalytics("7d");
    const { user, order } = await simulatorPaidOrder(4000);
    const admin = await createUser({ role: "admin" });
    expect((await customerStats([user.id])).get(user.id)?.totalSpent).toBe(4000);
    const mid = await getDashboardStats();
    expect(mid.overview.monthlyRevenue - before.overview.monthlyRevenue).toBe(4000);

    await runWebRoute(
      adminOrderRoute.action,
      formPost(`/admin/orders/${order.id}`, { intent: "refund", idempotencyKey: key(), amount: "1500", reason: "Goodwill", method: "razorpay" }, await webSessionCookie(admin)),
      { id: order.id },
    );
    expect((await customerStats([user.id])).get(user.id)?.totalSpent).toBe(2500);
    const after = await getDashboardStats();
    expect(after.overview.monthlyRevenue - before.overview.monthlyRevenue).toBe(2500);
    const analyticsAfter = await getAnalytics("7d");
    expect(analyticsAfter.summary.revenue.current - analyticsBefore.summary.revenue.current).toBe(2500);

    // Cancelled with the rest refunded: nothing left counts.
    await updateOrderByAdmin(order.id, { status: "cancelled" });
    expect(await paymentStatusOf(order.id)).toBe("refunded");
    expect((await customerStats([user.id])).get(user.id)?.totalSpent).toBe(0);
    expect((await getDashboardStats()).overview.monthlyRevenue).toBe(before.overview.monthlyRevenue);
  });
});

describe("POST /api/admin/orders/{id}/refunds (the form's API twin)", () => {
  it("refunds part of an order with a reason, once per Idempotency-Key; 409 past what is left; 403 for customers; documented", async () => {
    const { user, order } = await simulatorPaidOrder(3000);
    const admin = await createUser({ role: "admin" });
    const { token } = await tokensFor(admin);
    const path = `/api/admin/orders/${order.id}/refunds`;
    const body = { amount: 700, reason: "Colour differs from the photo" };
    const first = await callAction(refundsApi, jsonRequest("POST", path, body, { token, headers: { "Idempotency-Key": "api-key-0123456789" } }), { id: order.id });
    expect(first.status).toBe(201);
    expect((await readEnvelope(first)).data).toMatchObject({ amount: 700, status: "processed", method: "razorpay", reason: "Colour differs from the photo" });
    await callAction(refundsApi, jsonRequest("POST", path, body, { token, headers: { "Idempotency-Key": "api-key-0123456789" } }), { id: order.id });
    const list = await callLoader(refundsApi, jsonRequest("GET", path, undefined, { token }), { id: order.id });
    expect((await readEnvelope(list)).data).toHaveLength(1);
    expect(await paymentStatusOf(order.id)).toBe("partially_refunded");

    const tooMuch = await callAction(refundsApi, jsonRequest("POST", path, { amount: 2400, reason: "Too much" }, { token }), { id: order.id });
    expect(tooMuch.status).toBe(409);
    const { token: customerToken } = await tokensFor(user);
    expect((await callAction(refundsApi, jsonRequest("POST", path, body, { token: customerToken }), { id: order.id })).status).toBe(403);
    expect((await callLoader(refundsApi, jsonRequest("GET", "/api/admin/orders/nope/refunds", undefined, { token }), { id: "nope" })).status).toBe(404);

    const doc = buildOpenApiDocument() as { paths: Record<string, Record<string, unknown>> };
    expect(Object.keys(doc.paths["/api/admin/orders/{id}/refunds"] ?? {}).sort()).toEqual(["get", "post"]);
  });
});

describe("PUT /api/admin/orders/{id}/status (the status form's API twin)", () => {
  it("returned refunds a paid online order in full, once; reopening it is 409", async () => {
    const { order } = await simulatorPaidOrder(2600);
    const admin = await createUser({ role: "admin" });
    const { token } = await tokensFor(admin);
    const path = `/api/admin/orders/${order.id}/status`;
    await callAction(statusApi, jsonRequest("PUT", path, { status: "delivered" }, { token }), { id: order.id });
    const res = await callAction(statusApi, jsonRequest("PUT", path, { status: "returned" }, { token }), { id: order.id });
    expect(res.status).toBe(200);
    expect((await readEnvelope(res)).data).toMatchObject({ status: "returned", paymentStatus: "refunded" });
    await callAction(statusApi, jsonRequest("PUT", path, { status: "returned" }, { token }), { id: order.id });
    expect(await listOrderRefunds(order.id)).toEqual([expect.objectContaining({ amount: 260_000, reason: "Order returned", status: "processed" })]);
    const reopen = await callAction(statusApi, jsonRequest("PUT", path, { status: "processing" }, { token }), { id: order.id });
    expect(reopen.status).toBe(409);
    expect((await readEnvelope(reopen)).message).toBe(REFUND_MESSAGES.reopenRefunded);
  });
});
