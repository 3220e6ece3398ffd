import { afterEach, describe, expect, it } from "vitest";
import { prisma } from "~/db.server";
import { updateOrderByAdmin } from "~/models/admin-order.server";
import { addToCart } from "~/models/cart.server";
import { placeOrder } from "~/models/order-placement.server";
import { getUserOrder } from "~/models/order-queries.server";
import { getSimulatorView, handleWebhook, signPayment, signWebhook, simulatorSecret, startOrderPayment, verifyAndCapture } from "~/models/payment.server";
import { listOrderRefunds } from "~/models/refund.server";
import * as apiOrdersRoute from "~/routes/api.orders";
import * as createOrderRoute from "~/routes/api.payments.create-order";
import * as verifyRoute from "~/routes/api.payments.verify";
import * as checkoutRoute from "~/routes/checkout";
import * as callbackRoute from "~/routes/payments.callback";
import * as simulatorRoute from "~/routes/payments.simulator";
import { resetEnvCache } from "~/utils/env.server";
import { callAction, createUser, formPost, jsonRequest, readEnvelope, runWebRoute, tokensFor, webGet, webSessionCookie } from "./helpers";
import { letters, orderFixtures, orderKey, SHIPPING_ADDRESS } from "./order-fixtures";
import { remixHandler } from "./remix-handler";

// Issue 11, payment side of going live:
// - Razorpay Hosted Checkout posts back CROSS-SITE to /payments/callback; Remix's own
//   document-request CSRF check must not turn that into a 500 (the callback is a resource route).
// - Unsigned failure fields posted to the callback change nothing.
// - The simulator does not exist in production, whatever is set.
// - PAYMENT_METHODS=cod: only COD, and a clear 4xx for every online path.

const fixtures = orderFixtures("Go live");
const { makeProduct } = fixtures;
const awaitingOrder = (price = 1500) => fixtures.awaitingOrder(price);
const address = SHIPPING_ADDRESS;
const key = orderKey;

const ENV_KEYS = ["NODE_ENV", "APP_URL", "PAYMENT_METHODS", "RAZORPAY_KEY_ID", "RAZORPAY_KEY_SECRET", "RAZORPAY_WEBHOOK_SECRET", "ADMIN_EMAIL", "ADMIN_PASSWORD"];
const saved = Object.fromEntries(ENV_KEYS.map((k) => [k, process.env[k]]));
function setEnv(vars: Record<string, string | undefined>) {
  for (const [k, v] of Object.entries(vars)) {
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  }
  resetEnvCache();
}
/** Production as the contract allows it (APP_URL, long secrets from the worker setup), plus `vars`. */
const production = (vars: Record<string, string | undefined>) => setEnv({ NODE_ENV: "production", APP_URL: "https://shop.example.in", ...vars });

afterEach(() => setEnv(saved));

/** Remix's real request handler over a build holding a root route and the callback route. */
const callbackHandler = () => remixHandler({ "routes/payments.callback": { path: "payments/callback", module: callbackRoute } });

describe("Hosted Checkout's cross-site callback", () => {
  it("a correctly signed POST from Razorpay's origin goes through Remix's handler to the success screen (not a 500)", async () => {
    const { user, order, start } = await awaitingOrder();
    const paymentId = `pay_${letters(14)}`;
    const body = new URLSearchParams({
      razorpay_payment_id: paymentId,
      razorpay_order_id: start.razorpayOrderId,
      razorpay_signature: signPayment(start.razorpayOrderId, paymentId, simulatorSecret()),
    });
    const res = await callbackHandler()(
      new Request("http://localhost/payments/callback", {
        method: "POST",
        body,
        headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: "https://api.razorpay.com", Host: "localhost", "Sec-Fetch-Site": "cross-site" },
      }),
    );
    expect(res.status).toBe(303);
    expect(res.headers.get("Location")).toBe(`/checkout/success/${order.id}`);
    expect(await getUserOrder(user.id, order.id)).toMatchObject({ paymentStatus: "paid", paymentId });
  });

  it("the callback has no component, so it is a resource route; its messages live on /payments/result", async () => {
    expect("default" in callbackRoute).toBe(false);
    expect("ErrorBoundary" in callbackRoute).toBe(false);
    const res = await callAction(callbackRoute, formPost("/payments/callback", { razorpay_order_id: "order_unknown000001", razorpay_payment_id: "pay_x", razorpay_signature: "0".repeat(64) }));
    expect(res.status).toBe(303);
    expect(res.headers.get("Location")).toBe("/payments/result?status=invalid");
  });
});

describe("unsigned failure posts", () => {
  it("error[...] fields posted by anyone only choose the message: the payment and the order stay as they were", async () => {
    const { user, order, start } = await awaitingOrder();
    for (const fields of <Array<Record<string, string>>>[
      { "error[code]": "BAD_REQUEST_ERROR", "error[description]": "Card declined", "error[metadata]": JSON.stringify({ order_id: start.razorpayOrderId, payment_id: "pay_fake" }) },
      { razorpay_order_id: start.razorpayOrderId, "error[code]": "BAD_REQUEST_ERROR" },
      { "error[metadata][order_id]": start.razorpayOrderId, "error[description]": "x" },
    ]) {
      const res = await callAction(callbackRoute, formPost("/payments/callback", fields));
      expect(res.status).toBe(303);
      expect(res.headers.get("Location")).toBe(`/checkout/pay/${order.id}?payment=failed`);
    }
    expect(await getUserOrder(user.id, order.id)).toMatchObject({ paymentStatus: "pending", awaitingPayment: true });
    expect(await prisma.payment.findUniqueOrThrow({ where: { razorpayOrderId: start.razorpayOrderId } })).toMatchObject({ status: "created", errorReason: null });
  });

  it("the simulator's Fail reports a signed payment.failed webhook (its owner only): then the attempt is failed", async () => {
    const { user, order, start } = await awaitingOrder();
    const stranger = await createUser();
    const path = `/payments/simulator?order_id=${start.razorpayOrderId}`;
    const refused = await runWebRoute(simulatorRoute.action, formPost(path, { intent: "fail", order_id: start.razorpayOrderId }, await webSessionCookie(stranger)));
    expect((refused as Response).status).toBe(404);
    expect((await getUserOrder(user.id, order.id))?.paymentStatus).toBe("pending");

    const res = (await runWebRoute(simulatorRoute.action, formPost(path, { intent: "fail", order_id: start.razorpayOrderId }, await webSessionCookie(user)))) as Response;
    expect(res.status).toBe(303);
    expect(res.headers.get("Location")).toBe(`/checkout/pay/${order.id}?payment=failed`);
    expect(await getUserOrder(user.id, order.id)).toMatchObject({ paymentStatus: "failed", awaitingPayment: true });
    expect((await prisma.payment.findUniqueOrThrow({ where: { razorpayOrderId: start.razorpayOrderId } })).errorReason).toMatch(/simulated/);
    // Paying afterwards still works.
    const view = await getSimulatorView(start.razorpayOrderId);
    await verifyAndCapture({ razorpay_order_id: start.razorpayOrderId, razorpay_payment_id: view.pay.razorpayPaymentId, razorpay_signature: view.pay.signature });
    expect((await getUserOrder(user.id, order.id))?.paymentStatus).toBe("paid");
  });
});

describe("no simulator in production", () => {
  it("the simulator page and its action answer 404 in production, COD only or with keys", async () => {
    const { user, start } = await awaitingOrder();
    const cookie = await webSessionCookie(user);
    const path = `/payments/simulator?order_id=${start.razorpayOrderId}`;
    for (const vars of [
      { PAYMENT_METHODS: "cod" },
      { PAYMENT_METHODS: "razorpay,cod", RAZORPAY_KEY_ID: "rzp_live_x", RAZORPAY_KEY_SECRET: "live_secret_x", RAZORPAY_WEBHOOK_SECRET: "whsec_live_x" },
    ]) {
      production(vars);
      expect(((await runWebRoute(simulatorRoute.loader, webGet(path, cookie))) as Response).status).toBe(404);
      expect(((await runWebRoute(simulatorRoute.action, formPost(path, { intent: "fail", order_id: start.razorpayOrderId }, cookie))) as Response).status).toBe(404);
      await expect(getSimulatorView(start.razorpayOrderId)).rejects.toThrow(/not available/);
    }
  });

  it("a simulator signature pays nothing in production, by the callback, the API or the webhook", async () => {
    const { user, order, start } = await awaitingOrder();
    const secret = simulatorSecret();
    const paymentId = `pay_sim_${letters(14)}`;
    const fields = { razorpay_order_id: start.razorpayOrderId, razorpay_payment_id: paymentId, razorpay_signature: signPayment(start.razorpayOrderId, paymentId, secret) };
    const event = JSON.stringify({ event: "payment.captured", payload: { payment: { entity: { id: paymentId, order_id: start.razorpayOrderId, amount: order.total, status: "captured" } } } });
    for (const vars of [
      { PAYMENT_METHODS: "cod" },
      { PAYMENT_METHODS: "razorpay,cod", RAZORPAY_KEY_ID: "rzp_live_x", RAZORPAY_KEY_SECRET: "live_secret_x", RAZORPAY_WEBHOOK_SECRET: "whsec_live_x" },
    ]) {
      production(vars);
      const res = await callAction(callbackRoute, formPost("/payments/callback", fields));
      expect(res.headers.get("Location")).toBe(`/checkout/pay/${order.id}?payment=invalid`);
      const { token: accessToken } = await tokensFor(user);
      const api = await callAction(verifyRoute, jsonRequest("POST", "/api/payments/verify", fields, { token: accessToken }));
      expect(api.status).toBe(400);
      await expect(handleWebhook(event, signWebhook(event, secret), null)).rejects.toThrow();
      await expect(startOrderPayment(user.id, order.id)).rejects.toThrow();
    }
    setEnv(saved);
    expect(await getUserOrder(user.id, order.id)).toMatchObject({ paymentStatus: "pending" });
  });
});

describe("no simulated refunds in production", () => {
  it("a simulator payment (a leftover, never real money) is not 'refunded' by the simulator in production", async () => {
    const { order, start } = await awaitingOrder();
    const view = await getSimulatorView(start.razorpayOrderId);
    await verifyAndCapture({ razorpay_order_id: start.razorpayOrderId, razorpay_payment_id: view.pay.razorpayPaymentId, razorpay_signature: view.pay.signature });
    production({ PAYMENT_METHODS: "cod" });
    await updateOrderByAdmin(order.id, { status: "cancelled" });
    const [refund] = await listOrderRefunds(order.id);
    expect(refund).toMatchObject({ status: "failed", razorpayRefundId: null, errorReason: expect.stringMatching(/cannot be refunded here/) });
    expect((await prisma.order.findUniqueOrThrow({ where: { id: order.id } })).paymentStatus).toBe("paid");
  });
});

describe("COD only (PAYMENT_METHODS=cod)", () => {
  it("checkout offers only COD and refuses a razorpay order with a clear 400; a COD order is placed", async () => {
    setEnv({ PAYMENT_METHODS: "cod" });
    const product = await makeProduct(1500);
    const user = await createUser();
    await addToCart({ userId: user.id }, { productId: product.id });
    const cookie = await webSessionCookie(user);
    const page = (await runWebRoute(checkoutRoute.loader, webGet("/checkout", cookie))) as { data: { onlinePayments: boolean; idempotencyKey: string } };
    expect(page.data.onlinePayments).toBe(false);

    await expect(placeOrder(user.id, { shippingAddress: address, paymentMethod: "razorpay", idempotencyKey: key() })).rejects.toMatchObject({
      status: 400,
      message: expect.stringMatching(/Cash on Delivery only/),
    });
    const { order } = await placeOrder(user.id, { shippingAddress: address, paymentMethod: "cod", idempotencyKey: key() });
    expect(order).toMatchObject({ paymentMethod: "cod", status: "pending" });
  });

  it("the API: POST /api/orders with razorpay and POST /api/payments/create-order answer 400 with the reason", async () => {
    setEnv({ PAYMENT_METHODS: "cod" });
    const product = await makeProduct(1500);
    const user = await createUser();
    await addToCart({ userId: user.id }, { productId: product.id });
    const { token: accessToken } = await tokensFor(user);

    const create = await callAction(createOrderRoute, jsonRequest("POST", "/api/payments/create-order", { amount: 1500, currency: "INR" }, { token: accessToken }));
    expect(create.status).toBe(400);
    expect((await readEnvelope(create)).message).toMatch(/Cash on Delivery only/);
    expect(await prisma.payment.count({ where: { userId: user.id } })).toBe(0);

    const placed = await callAction(apiOrdersRoute, jsonRequest("POST", "/api/orders", { shippingAddress: address, paymentMethod: "razorpay" }, { token: accessToken }));
    expect(placed.status).toBe(400);
    const envelope = await readEnvelope(placed);
    expect(envelope.message).toMatch(/Cash on Delivery only/);
    expect(envelope.errors).toEqual([expect.objectContaining({ param: "paymentMethod" })]);
    expect(await prisma.order.count({ where: { userId: user.id } })).toBe(0);
  });
});
