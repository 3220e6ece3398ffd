import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { prisma } from "~/db.server";
import { updateOrderByAdmin } from "~/models/admin-order.server";
import { addToCart } from "~/models/cart.server";
import { cancelOrder } from "~/models/order-cancellation.server";
import { getUserOrder } from "~/models/order-queries.server";
import { paymentMode, startOrderPayment, verifyAndCapture } from "~/models/payment.server";
import { listOrderRefunds, reconcileRefund, refundOrder, REFUND_MESSAGES } from "~/models/refund.server";
import * as apiOrdersRoute from "~/routes/api.orders";
import * as apiCancelRoute from "~/routes/api.orders.$id.cancel";
import * as createOrderRoute from "~/routes/api.payments.create-order";
import * as verifyRoute from "~/routes/api.payments.verify";
import * as webhookRoute from "~/routes/api.payments.webhook";
import * as callbackRoute from "~/routes/payments.callback";
import { resetEnvCache } from "~/utils/env.server";
import { startFakeRazorpay, type FakeRazorpay } from "../fakes/razorpay-server";
import { callAction, createUser, formPost, jsonRequest, readEnvelope, tokensFor } from "./helpers";
import { letters, orderFixtures, SHIPPING_ADDRESS } from "./order-fixtures";

// The real provider path, offline: the official `razorpay` SDK (node_modules/razorpay) talks
// to a local fake of Razorpay's REST API (tests/fakes/razorpay-server.ts) through
// RAZORPAY_API_URL. Orders, Standard/Hosted Checkout signatures, verify, webhooks, refunds
// (cancel, return, partial, API twin) and the refund webhooks all go through our model
// functions and routes; nothing of ours is mocked.

let fake: FakeRazorpay;
const fixtures = orderFixtures("Razorpay");
const { makeProduct } = fixtures;
const address = SHIPPING_ADDRESS;
const ENV = ["RAZORPAY_KEY_ID", "RAZORPAY_KEY_SECRET", "RAZORPAY_WEBHOOK_SECRET", "RAZORPAY_API_URL"];

beforeAll(async () => {
  fake = await startFakeRazorpay();
});
afterAll(async () => {
  await fake.stop();
});
beforeEach(() => {
  Object.assign(process.env, fake.env());
  resetEnvCache();
  fake.refundStartsAs = "pending";
});
afterEach(() => {
  for (const k of ENV) delete process.env[k];
  resetEnvCache();
});

/** A placed web order awaiting payment, its Razorpay order created through the SDK. */
const awaitingOrder = (price = 2500) => fixtures.awaitingOrder(price);

/** ...and paid with Standard Checkout: Razorpay's handler fields posted to our callback. */
async function paidOrder(price = 2500) {
  const a = await awaitingOrder(price);
  const { payment, callback } = fake.capture(a.start.razorpayOrderId);
  const res = await callAction(callbackRoute, formPost("/payments/callback", callback));
  expect(res.headers.get("Location")).toBe(`/checkout/success/${a.order.id}`);
  return { ...a, payment };
}

const webhookRequest = (delivery: { body: string; signature: string; eventId: string }) =>
  jsonRequest("POST", "/api/payments/webhook", delivery.body, {
    headers: { "Content-Type": "application/json", "X-Razorpay-Signature": delivery.signature, "X-Razorpay-Event-Id": delivery.eventId },
  });

const refundCalls = () => fake.requests.filter((r) => r.method === "POST" && /\/refund$/.test(r.path));
const orderRow = (id: string) => prisma.order.findUniqueOrThrow({ where: { id } });

describe("orders, signatures and webhooks through the SDK", () => {
  it("creates the Razorpay order through the SDK (Basic auth, paise, receipt) and reuses it on reload", async () => {
    expect(paymentMode()).toBe("razorpay");
    const { user, order, start } = await awaitingOrder(2500);
    const created = fake.requests.filter((r) => r.method === "POST" && r.path === "/v1/orders").at(-1)!;
    expect(created.authorized).toBe(true);
    expect(created.headers["user-agent"]).toMatch(/^razorpay-node@2\.9\.8/);
    expect(created.body).toMatchObject({ amount: 250_000, currency: "INR", receipt: order.orderNumber, notes: { orderId: order.id } });
    expect(fake.orders.get(start.razorpayOrderId)).toMatchObject({ amount: 250_000, status: "created" });
    expect(start).toMatchObject({ mode: "razorpay", keyId: fake.keyId, amount: 250_000 });
    const again = await startOrderPayment(user.id, order.id);
    expect(again.razorpayOrderId).toBe(start.razorpayOrderId);
  });

  it("Standard / Hosted Checkout: Razorpay's signature (key secret) is verified and the order paid; a tampered one changes nothing", async () => {
    const { user, order, start } = await awaitingOrder(1800);
    const { payment, callback } = fake.capture(start.razorpayOrderId);
    const tampered = await callAction(callbackRoute, formPost("/payments/callback", { ...callback, razorpay_signature: callback.razorpay_signature.replace(/^./, (c) => (c === "a" ? "b" : "a")) }));
    expect(tampered.headers.get("Location")).toBe(`/checkout/pay/${order.id}?payment=invalid`);
    expect((await getUserOrder(user.id, order.id))?.paymentStatus).toBe("pending");
    const res = await callAction(callbackRoute, formPost("/payments/callback", callback));
    expect(res.headers.get("Location")).toBe(`/checkout/success/${order.id}`);
    expect(await getUserOrder(user.id, order.id)).toMatchObject({ paymentStatus: "paid", paymentId: payment.id });
  });

  it("the API: create-order through the SDK, verify, then POST /api/orders pays with it", async () => {
    const product = await makeProduct(2400); // free shipping from ₹2,000: the cart's total is the price
    const user = await createUser();
    await addToCart({ userId: user.id }, { productId: product.id });
    const { token } = await tokensFor(user);
    const created = await callAction(createOrderRoute, jsonRequest("POST", "/api/payments/create-order", { amount: 2400, currency: "INR" }, { token }));
    expect(created.status).toBe(200);
    const rzpOrder = (await readEnvelope(created)).data as { id: string; amount: number };
    expect(fake.orders.get(rzpOrder.id)?.amount).toBe(240_000);
    const { callback } = fake.capture(rzpOrder.id);
    const verified = await callAction(verifyRoute, jsonRequest("POST", "/api/payments/verify", callback, { token }));
    expect(verified.status).toBe(200);
    const placed = await callAction(apiOrdersRoute, jsonRequest("POST", "/api/orders", { shippingAddress: address, paymentMethod: "razorpay" }, { token }));
    expect(placed.status).toBe(201);
    expect((await readEnvelope(placed)).data).toMatchObject({ paymentStatus: "paid", paymentId: callback.razorpay_payment_id });
  });

  it("payment.captured webhook (signed with the webhook secret) pays the order when the browser never came back; a wrong secret is 400", async () => {
    const { user, order, start } = await awaitingOrder(1600);
    const { payment } = fake.capture(start.razorpayOrderId);
    const forged = fake.webhook("payment.captured", { payment }, "not-the-webhook-secret");
    expect((await callAction(webhookRoute, webhookRequest(forged))).status).toBe(400);
    expect((await getUserOrder(user.id, order.id))?.paymentStatus).toBe("pending");
    const delivery = fake.webhook("payment.captured", { payment, order: fake.orders.get(start.razorpayOrderId) });
    const res = await callAction(webhookRoute, webhookRequest(delivery));
    expect((await readEnvelope(res)).message).toBe("Webhook processed");
    expect(await getUserOrder(user.id, order.id)).toMatchObject({ paymentStatus: "paid", paymentId: payment.id });
    expect((await readEnvelope(await callAction(webhookRoute, webhookRequest(delivery)))).message).toBe("Webhook duplicate");
  });

  it("an unsigned failure post is checked with Razorpay (orders.fetchPayments): only Razorpay's own record changes state", async () => {
    // An attacker's post for an order with no failed attempt at Razorpay: nothing changes.
    const a = await awaitingOrder(1500);
    const forged = await callAction(callbackRoute, formPost("/payments/callback", { "error[code]": "BAD_REQUEST_ERROR", "error[metadata]": JSON.stringify({ order_id: a.start.razorpayOrderId }) }));
    expect(forged.headers.get("Location")).toBe(`/checkout/pay/${a.order.id}?payment=failed`);
    expect((await getUserOrder(a.user.id, a.order.id))?.paymentStatus).toBe("pending");
    expect(fake.requests.some((r) => r.path === `/v1/orders/${a.start.razorpayOrderId}/payments`)).toBe(true);

    // A real declined attempt: Razorpay's record says failed, so the attempt is marked failed.
    fake.fail(a.start.razorpayOrderId, "Card declined by the bank");
    await callAction(callbackRoute, formPost("/payments/callback", { "error[code]": "BAD_REQUEST_ERROR", "error[metadata]": JSON.stringify({ order_id: a.start.razorpayOrderId }) }));
    expect((await getUserOrder(a.user.id, a.order.id))?.paymentStatus).toBe("failed");
    expect((await prisma.payment.findUniqueOrThrow({ where: { razorpayOrderId: a.start.razorpayOrderId } })).errorReason).toBe("Card declined by the bank");

    // Captured at Razorpay but the signed answer was lost: the fetch finds it and the order is paid.
    const b = await awaitingOrder(1500);
    const { payment } = fake.capture(b.start.razorpayOrderId);
    const res = await callAction(callbackRoute, formPost("/payments/callback", { razorpay_order_id: b.start.razorpayOrderId, "error[code]": "BAD_REQUEST_ERROR" }));
    expect(res.headers.get("Location")).toBe(`/checkout/success/${b.order.id}`);
    expect(await getUserOrder(b.user.id, b.order.id)).toMatchObject({ paymentStatus: "paid", paymentId: payment.id });
  });

  it("unsigned failure posts cannot make the store hammer Razorpay: 3 questions per order in 5 minutes, then only the message", async () => {
    const { user, order, start } = await awaitingOrder(1500);
    const fetches = () => fake.requests.filter((r) => r.path === `/v1/orders/${start.razorpayOrderId}/payments`).length;
    const post = () => callAction(callbackRoute, formPost("/payments/callback", { "error[code]": "BAD_REQUEST_ERROR", "error[metadata]": JSON.stringify({ order_id: start.razorpayOrderId }) }));
    for (let i = 0; i < 10; i++) expect((await post()).headers.get("Location")).toBe(`/checkout/pay/${order.id}?payment=failed`);
    expect(fetches()).toBe(3);
    // Razorpay's own signed word still settles it: the webhook is not throttled.
    const { payment } = fake.capture(start.razorpayOrderId);
    const delivery = fake.webhook("payment.captured", { payment, order: fake.orders.get(start.razorpayOrderId) });
    expect((await readEnvelope(await callAction(webhookRoute, webhookRequest(delivery)))).message).toBe("Webhook processed");
    expect(await getUserOrder(user.id, order.id)).toMatchObject({ paymentStatus: "paid" });
  });
});

describe("refunds through the SDK", () => {
  it("the shopper's cancel refunds the whole payment once (X-Refund-Idempotency); refund.processed settles it; e-mails for the cancel and the refund", async () => {
    const { user, order, payment } = await paidOrder(2500);
    const before = refundCalls().length;
    const cancelled = await cancelOrder(user.id, order.id, "Changed my mind");
    expect(cancelled.status).toBe("cancelled");
    expect(refundCalls()).toHaveLength(before + 1);
    const call = refundCalls().at(-1)!;
    expect(call.path).toBe(`/v1/payments/${payment.id}/refund`);
    expect(call.authorized).toBe(true);
    expect(call.body).toMatchObject({ amount: 250_000, speed: "normal", receipt: `order:${order.id}:cancelled`.slice(0, 40) });
    const [refund] = await listOrderRefunds(order.id);
    expect(call.headers["x-refund-idempotency"]).toBe(refund.id);
    expect(refund).toMatchObject({ amount: 250_000, status: "pending", method: "razorpay", reason: "Order cancelled by the customer: Changed my mind" });
    expect(refund.razorpayRefundId).toMatch(/^rfnd_/);
    expect(fake.payments.get(payment.id)).toMatchObject({ amount_refunded: 250_000, refund_status: "full" });
    expect((await orderRow(order.id)).paymentStatus).toBe("refunded");
    const mails = await prisma.emailOutbox.findMany({ where: { to: user.email }, select: { template: true, text: true } });
    expect(mails.map((m) => m.template).sort()).toEqual(["order-cancelled", "order-confirmation", "refund"]);
    expect(mails.find((m) => m.template === "refund")?.text).toContain("₹2,500");

    // The refund webhook settles it; a replay changes nothing.
    const settled = fake.settleRefund(refund.razorpayRefundId!, "processed");
    const delivery = fake.webhook("refund.processed", { refund: settled, payment: fake.payments.get(payment.id) });
    expect((await readEnvelope(await callAction(webhookRoute, webhookRequest(delivery)))).message).toBe("Webhook processed");
    expect((await listOrderRefunds(order.id))[0]).toMatchObject({ status: "processed", processedAt: expect.any(Date) });
    expect((await readEnvelope(await callAction(webhookRoute, webhookRequest(delivery)))).message).toBe("Webhook duplicate");
    expect((await orderRow(order.id)).paymentStatus).toBe("refunded");
    expect(refundCalls()).toHaveLength(before + 1);
  });

  it("the API twin (PATCH /api/orders/{id}/cancel) refunds too", async () => {
    const { user, order, payment } = await paidOrder(1400);
    const { token } = await tokensFor(user);
    const res = await callAction(apiCancelRoute, jsonRequest("PATCH", `/api/orders/${order.id}/cancel`, { reason: "Ordered by mistake" }, { token }), { id: order.id });
    expect(res.status).toBe(200);
    expect((await readEnvelope(res)).data).toMatchObject({ orderStatus: "cancelled", paymentStatus: "refunded" });
    expect(fake.payments.get(payment.id)?.amount_refunded).toBe(order.total);
  });

  it("an admin's partial refund with a reason: partially refunded; the same request twice refunds once; too much is refused; refund.failed gives it back", async () => {
    const { order, payment } = await paidOrder(3000);
    const admin = await createUser({ role: "admin" });
    const req = { orderId: order.id, idempotencyKey: `form-${letters(12)}`, amount: 50_000, reason: "One dupatta arrived torn", createdById: admin.id };
    const first = await refundOrder(req);
    const second = await refundOrder(req);
    expect(second.id).toBe(first.id);
    expect([...fake.refunds.values()].filter((r) => r.payment_id === payment.id)).toHaveLength(1);
    expect(first).toMatchObject({ amount: 50_000, status: "pending", reason: "One dupatta arrived torn" });
    expect((await orderRow(order.id)).paymentStatus).toBe("partially_refunded");

    await expect(refundOrder({ ...req, idempotencyKey: `form-${letters(12)}`, amount: 260_000 })).rejects.toThrow(REFUND_MESSAGES.tooMuch(250_000));
    await expect(refundOrder({ ...req, idempotencyKey: `form-${letters(12)}`, amount: 50_050 })).rejects.toThrow(REFUND_MESSAGES.amount);

    const failed = fake.settleRefund(first.razorpayRefundId!, "failed");
    await callAction(webhookRoute, webhookRequest(fake.webhook("refund.failed", { refund: failed, payment: fake.payments.get(payment.id) })));
    expect((await listOrderRefunds(order.id))[0]).toMatchObject({ status: "failed", errorReason: expect.stringMatching(/failed/) });
    expect((await orderRow(order.id)).paymentStatus).toBe("paid");
  });

  it("a refund Razorpay refuses is failed and no refund e-mail tells the shopper it was issued; one Razorpay takes is announced once", async () => {
    const { user, order } = await paidOrder(2000);
    const refundMails = () => prisma.emailOutbox.findMany({ where: { to: user.email, template: "refund" } });
    fake.failNext("POST", /\/refund$/, 400);
    const refused = await refundOrder({ orderId: order.id, idempotencyKey: `form-${letters(12)}`, amount: 50_000, reason: "Goodwill" });
    expect(refused).toMatchObject({ status: "failed", razorpayRefundId: null });
    expect((await orderRow(order.id)).paymentStatus).toBe("paid");
    expect(await refundMails()).toHaveLength(0);

    const taken = await refundOrder({ orderId: order.id, idempotencyKey: `form-${letters(12)}`, amount: 50_000, reason: "Goodwill, second try" });
    expect(taken).toMatchObject({ status: "pending", razorpayRefundId: expect.stringMatching(/^rfnd_/) });
    fake.settleRefund(taken.razorpayRefundId!, "processed");
    expect(await reconcileRefund(taken.id)).toMatchObject({ status: "processed" });
    const mails = await refundMails();
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toContain("₹500");
    expect(mails[0].text).toContain("Goodwill, second try");
  });

  it("Razorpay not answering leaves the refund pending; reconcile resends with the same key, then fetches its state", async () => {
    const { order, payment } = await paidOrder(2000);
    fake.failNext("POST", /\/refund$/, 503);
    const refund = await refundOrder({ orderId: order.id, idempotencyKey: `form-${letters(12)}`, amount: 100_000, reason: "Late delivery goodwill" });
    expect(refund).toMatchObject({ status: "pending", razorpayRefundId: null });
    expect(refund.errorReason).toMatch(/did not answer/);
    expect((await orderRow(order.id)).paymentStatus).toBe("partially_refunded");

    const resent = await reconcileRefund(refund.id);
    expect(resent.razorpayRefundId).toMatch(/^rfnd_/);
    expect(await reconcileRefund(refund.id)).toMatchObject({ status: "pending" });
    expect(fake.payments.get(payment.id)?.amount_refunded).toBe(100_000);
    fake.settleRefund(resent.razorpayRefundId!, "processed");
    expect(await reconcileRefund(refund.id)).toMatchObject({ status: "processed" });
    expect(fake.requests.some((r) => r.method === "GET" && r.path === `/v1/refunds/${resent.razorpayRefundId}`)).toBe(true);
  });

  it("an admin's return refunds through the SDK; the refunded order cannot be reopened", async () => {
    const { order, payment } = await paidOrder(2200);
    await updateOrderByAdmin(order.id, { status: "delivered" });
    const returned = await updateOrderByAdmin(order.id, { status: "returned" });
    expect(returned.order.paymentStatus).toBe("refunded");
    expect(fake.payments.get(payment.id)?.refund_status).toBe("full");
    expect((await listOrderRefunds(order.id))[0]).toMatchObject({ reason: "Order returned", amount: 220_000 });
    await expect(updateOrderByAdmin(order.id, { status: "processing" })).rejects.toThrow(REFUND_MESSAGES.reopenRefunded);
    expect((await orderRow(order.id)).status).toBe("returned");
    // Cancelled after returned stays allowed (both give the money back): no second refund.
    await updateOrderByAdmin(order.id, { status: "cancelled" });
    expect([...fake.refunds.values()].filter((r) => r.payment_id === payment.id)).toHaveLength(1);
  });

  it("a payment captured after its order was cancelled for good is refunded at once", async () => {
    const { user, order, start, product } = await awaitingOrder(1700);
    await cancelOrder(user.id, order.id, "Changed my mind");
    await prisma.product.update({ where: { id: product.id }, data: { stock: 0 } });
    const { payment, callback } = fake.capture(start.razorpayOrderId);
    await verifyAndCapture(callback);
    expect((await orderRow(order.id)).status).toBe("cancelled");
    expect(fake.payments.get(payment.id)?.refund_status).toBe("full");
    expect((await orderRow(order.id)).paymentStatus).toBe("refunded");
  });
});
