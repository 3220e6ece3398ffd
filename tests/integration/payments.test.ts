import crypto from "node:crypto";
import { validatePaymentVerification, validateWebhookSignature } from "razorpay/dist/utils/razorpay-utils";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { prisma } from "~/db.server";
import { addToCart, getCart } from "~/models/cart.server";
import { placeOrder } from "~/models/order-placement.server";
import { getUserOrder } from "~/models/order-queries.server";
import { ORDER_MESSAGES } from "~/schemas/order-messages";
import {
  getSimulatorView,
  handleWebhook,
  PAYMENT_MESSAGES,
  paymentMode,
  signPayment,
  signWebhook,
  simulatorSecret,
  startOrderPayment,
  verifyPaymentSignature,
  webhookSecret,
} from "~/models/payment.server";
import { createSession } from "~/models/session.server";
import * as webhookRoute from "~/routes/api.payments.webhook";
import * as callbackRoute from "~/routes/payments.callback";
import * as simulatorRoute from "~/routes/payments.simulator";
import { resetEnvCache } from "~/utils/env.server";
import { sessionStorage } from "~/utils/session.server";
import { callAction, createUser, jsonRequest, readEnvelope } from "./helpers";

// Payments: the simulator and real-key modes, the checkout callback
// (Hosted Checkout / Standard Checkout / simulator), signatures, and the webhook.

// Real-key mode talks to Razorpay through its SDK; here the SDK's orders.create is a stub.
const createdOrders: Array<Record<string, unknown>> = [];
vi.mock("razorpay", () => {
  class Razorpay {
    orders = {
      create: async (params: Record<string, unknown>) => {
        createdOrders.push(params);
        return { id: `order_live${createdOrders.length}${crypto.randomBytes(4).toString("hex")}`, amount: params.amount, currency: params.currency };
      },
    };
  }
  return { default: Razorpay };
});

const letters = (n: number) => Array.from(crypto.randomBytes(n), (b) => String.fromCharCode(97 + (b % 26))).join("");
const tag = `zp${letters(6)}`;
let categoryId: string;
let seq = 0;

async function makeProduct(price: number, stock = 20) {
  return prisma.product.create({
    data: { name: `Pay product ${++seq} ${tag}`, description: "x", material: "Silk", price: price * 100, originalPrice: price * 100, categoryId, images: "[]", stock },
  });
}

const address = { fullName: "Asha Patel", phone: "9876543210", address: "12 Ring Road", city: "Surat", state: "Gujarat", pincode: "395002" };
const key = () => `key-${crypto.randomBytes(8).toString("hex")}`;

/** A customer with a razorpay order awaiting payment (web flow) and its simulator payment started. */
async function awaitingOrder(price = 1500, quantity = 1, stock = 20) {
  const product = await makeProduct(price, stock);
  const user = await createUser();
  await addToCart({ userId: user.id }, { productId: product.id, quantity });
  const { order } = await placeOrder(user.id, { shippingAddress: address, paymentMethod: "razorpay", idempotencyKey: key() });
  const start = await startOrderPayment(user.id, order.id);
  return { user, product, order, start };
}

const stockOf = async (id: string) => (await prisma.product.findUniqueOrThrow({ where: { id }, select: { stock: true } })).stock;

const form = (path: string, fields: Record<string, string>) =>
  new Request(`http://localhost${path}`, { method: "POST", body: new URLSearchParams(fields), headers: { "Content-Type": "application/x-www-form-urlencoded" } });

async function runRoute(fn: (args: never) => unknown, request: Request): Promise<{ status: number; location: string | null; data?: unknown }> {
  try {
    const result = (await fn({ request, params: {}, context: {} } as never)) as unknown;
    if (result instanceof Response) return { status: result.status, location: result.headers.get("Location") };
    const d = result as { data: unknown; init: { status?: number } | null };
    return { status: d.init?.status ?? 200, location: null, data: d.data };
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status, location: thrown.headers.get("Location") };
    throw thrown;
  }
}

async function cookieFor(userId: string) {
  const session = await createSession(userId);
  const s = await sessionStorage().getSession();
  s.set("sessionId", session.id);
  return (await sessionStorage().commitSession(s)).split(";")[0];
}

function webhookRequest(body: string, signature: string | null, eventId?: string) {
  const headers: Record<string, string> = { "Content-Type": "application/json" };
  if (signature !== null) headers["X-Razorpay-Signature"] = signature;
  if (eventId) headers["X-Razorpay-Event-Id"] = eventId;
  return jsonRequest("POST", "/api/payments/webhook", body, { headers });
}

const capturedEvent = (razorpayOrderId: string, paymentId: string, amount: number) =>
  JSON.stringify({
    entity: "event",
    event: "payment.captured",
    payload: { payment: { entity: { id: paymentId, entity: "payment", amount, currency: "INR", status: "captured", order_id: razorpayOrderId } } },
    created_at: Math.floor(Date.now() / 1000),
  });

beforeAll(async () => {
  const category = await prisma.category.create({ data: { name: `Payments ${tag}`, slug: `payments-${tag}` } });
  categoryId = category.id;
});

afterEach(() => {
  delete process.env.RAZORPAY_KEY_ID;
  delete process.env.RAZORPAY_KEY_SECRET;
  delete process.env.RAZORPAY_WEBHOOK_SECRET;
  resetEnvCache();
});

describe("signatures", () => {
  it("sign exactly like Razorpay (checked with Razorpay's own SDK utilities) and verify timing-safely", () => {
    const secret = simulatorSecret();
    const sig = signPayment("order_abc", "pay_xyz", secret);
    expect(validatePaymentVerification({ order_id: "order_abc", payment_id: "pay_xyz" }, sig, secret)).toBe(true);
    expect(verifyPaymentSignature({ razorpay_order_id: "order_abc", razorpay_payment_id: "pay_xyz", razorpay_signature: sig })).toBe(true);
    expect(verifyPaymentSignature({ razorpay_order_id: "order_abd", razorpay_payment_id: "pay_xyz", razorpay_signature: sig })).toBe(false);
    expect(verifyPaymentSignature({ razorpay_order_id: "order_abc", razorpay_payment_id: "pay_xyz", razorpay_signature: sig.slice(0, 63) })).toBe(false);
    expect(verifyPaymentSignature({ razorpay_order_id: "order_abc", razorpay_payment_id: "pay_xyz", razorpay_signature: "z".repeat(64) })).toBe(false);
    const body = '{"event":"payment.captured"}';
    expect(validateWebhookSignature(body, signWebhook(body, "whsec"), "whsec")).toBe(true);
  });

  it("the simulator's secret is derived from SESSION_SECRET and is not the session secret itself", () => {
    expect(paymentMode()).toBe("simulator");
    expect(simulatorSecret()).toMatch(/^[0-9a-f]{64}$/);
    expect(simulatorSecret()).not.toBe(process.env.SESSION_SECRET);
    expect(webhookSecret()).toBe(simulatorSecret());
  });
});

describe("the simulator flow (no keys)", () => {
  it("creates an order_sim_ Razorpay order for the stored total, reused on reload", async () => {
    const { user, order, start } = await awaitingOrder(1500);
    expect(start).toMatchObject({ mode: "simulator", amount: order.total, currency: "INR", orderNumber: order.orderNumber });
    expect(start.razorpayOrderId).toMatch(/^order_sim_[A-Za-z0-9]{14}$/);
    const again = await startOrderPayment(user.id, order.id);
    expect(again.razorpayOrderId).toBe(start.razorpayOrderId);
    expect(await prisma.payment.count({ where: { orderId: order.id } })).toBe(1);
    // Another customer cannot start paying for it.
    const stranger = await createUser();
    await expect(startOrderPayment(stranger.id, order.id)).rejects.toThrow(PAYMENT_MESSAGES.notPayable);
  });

  it("Pay: the signed callback marks the order paid, removes the ordered lines from the cart and queues the confirmation once", async () => {
    const { user, product, order, start } = await awaitingOrder(1500, 2);
    const other = await makeProduct(700);
    await addToCart({ userId: user.id }, { productId: other.id }); // added after ordering: stays in the cart
    const view = await getSimulatorView(start.razorpayOrderId);
    expect(view).toMatchObject({ orderNumber: order.orderNumber, amount: order.total, payable: true });
    const fields = { razorpay_payment_id: view.pay.razorpayPaymentId, razorpay_order_id: start.razorpayOrderId, razorpay_signature: view.pay.signature };

    const res = await runRoute(callbackRoute.action, form("/payments/callback", fields));
    expect(res.status).toBe(303);
    expect(res.location).toBe(`/checkout/success/${order.id}`);
    const paid = await getUserOrder(user.id, order.id);
    expect(paid).toMatchObject({ paymentStatus: "paid", paymentId: view.pay.razorpayPaymentId, status: "confirmed", holdExpiresAt: null, awaitingPayment: false });
    // Confirmed the moment the payment was verified, with its timestamp on the timeline.
    expect(paid?.confirmedAt).toEqual(paid?.paidAt);
    const cart = await getCart({ userId: user.id });
    expect(cart.lines.map((l) => l.productId)).toEqual([other.id]);
    expect(await stockOf(product.id)).toBe(18);
    const payment = await prisma.payment.findUniqueOrThrow({ where: { razorpayOrderId: start.razorpayOrderId } });
    expect(payment).toMatchObject({ status: "captured", signatureStatus: "verified", razorpayPaymentId: view.pay.razorpayPaymentId });

    // The same callback again (back button, reload): nothing more happens.
    const again = await runRoute(callbackRoute.action, form("/payments/callback", fields));
    expect(again.location).toBe(`/checkout/success/${order.id}`);
    expect(await prisma.emailOutbox.count({ where: { dedupeKey: `order-confirmation:${order.id}` } })).toBe(1);
    expect(await stockOf(product.id)).toBe(18);
    expect((await getSimulatorView(start.razorpayOrderId)).payable).toBe(false);
  });

  it("a forged signature: 'Payment verification failed' on the pay step, nothing changes", async () => {
    const { user, product, order, start } = await awaitingOrder(1500);
    const forged = { razorpay_payment_id: "pay_forged0000001", razorpay_order_id: start.razorpayOrderId, razorpay_signature: signPayment(start.razorpayOrderId, "pay_forged0000001", "wrong-secret") };
    const res = await runRoute(callbackRoute.action, form("/payments/callback", forged));
    expect(res.location).toBe(`/checkout/pay/${order.id}?payment=invalid`);
    expect(await getUserOrder(user.id, order.id)).toMatchObject({ paymentStatus: "pending", awaitingPayment: true });
    expect((await getCart({ userId: user.id })).lines).toHaveLength(1);
    expect(await stockOf(product.id)).toBe(19);
    expect((await prisma.payment.findUniqueOrThrow({ where: { razorpayOrderId: start.razorpayOrderId } })).status).toBe("created");
  });

  it("a reused signature (another order's valid one) is refused", async () => {
    const a = await awaitingOrder(1500);
    const b = await awaitingOrder(1500);
    const va = await getSimulatorView(a.start.razorpayOrderId);
    const res = await runRoute(
      callbackRoute.action,
      form("/payments/callback", { razorpay_payment_id: va.pay.razorpayPaymentId, razorpay_order_id: b.start.razorpayOrderId, razorpay_signature: va.pay.signature }),
    );
    expect(res.location).toBe(`/checkout/pay/${b.order.id}?payment=invalid`);
    expect((await getUserOrder(b.user.id, b.order.id))?.paymentStatus).toBe("pending");

    // A payment id already captured for order A cannot pay order B even with a correct signature for B.
    await runRoute(callbackRoute.action, form("/payments/callback", { razorpay_payment_id: va.pay.razorpayPaymentId, razorpay_order_id: a.start.razorpayOrderId, razorpay_signature: va.pay.signature }));
    const sigB = signPayment(b.start.razorpayOrderId, va.pay.razorpayPaymentId, simulatorSecret());
    const reuse = await runRoute(callbackRoute.action, form("/payments/callback", { razorpay_payment_id: va.pay.razorpayPaymentId, razorpay_order_id: b.start.razorpayOrderId, razorpay_signature: sigB }));
    expect(reuse.location).toBe(`/checkout/pay/${b.order.id}?payment=invalid`);
    expect((await getUserOrder(b.user.id, b.order.id))?.paymentStatus).toBe("pending");
  });

  it("Fail: the attempt is recorded (a signed webhook from the simulator), the order stays unpaid and payable, the cart intact; paying afterwards works", async () => {
    const { user, order, start } = await awaitingOrder(1500);
    const res = await runRoute(
      simulatorRoute.action,
      new Request(`http://localhost/payments/simulator?order_id=${start.razorpayOrderId}`, {
        method: "POST",
        body: new URLSearchParams({ intent: "fail", order_id: start.razorpayOrderId }),
        headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: await cookieFor(user.id) },
      }),
    );
    expect(res.location).toBe(`/checkout/pay/${order.id}?payment=failed`);
    expect(await getUserOrder(user.id, order.id)).toMatchObject({ paymentStatus: "failed", awaitingPayment: true, status: "pending" });
    expect((await getCart({ userId: user.id })).lines).toHaveLength(1);

    const retry = await startOrderPayment(user.id, order.id);
    expect(retry.razorpayOrderId).toBe(start.razorpayOrderId);
    const fresh = await getSimulatorView(start.razorpayOrderId);
    await runRoute(callbackRoute.action, form("/payments/callback", { razorpay_payment_id: fresh.pay.razorpayPaymentId, razorpay_order_id: start.razorpayOrderId, razorpay_signature: fresh.pay.signature }));
    expect((await getUserOrder(user.id, order.id))?.paymentStatus).toBe("paid");
  });

  it("Cancel: 'Payment cancelled by user' on the pay step; nothing changes", async () => {
    const { user, order, start } = await awaitingOrder(1500);
    const res = await runRoute(callbackRoute.loader, new Request(`http://localhost/payments/callback?cancelled=1&order_id=${start.razorpayOrderId}`));
    expect(res.location).toBe(`/checkout/pay/${order.id}?payment=cancelled`);
    expect(await getUserOrder(user.id, order.id)).toMatchObject({ paymentStatus: "pending", awaitingPayment: true });
    expect((await getCart({ userId: user.id })).lines).toHaveLength(1);
  });

  it("the simulator page is only its owner's, and only without keys", async () => {
    const { user, start } = await awaitingOrder(1500);
    const url = `http://localhost/payments/simulator?order_id=${start.razorpayOrderId}`;
    const mine = await runRoute(simulatorRoute.loader, new Request(url, { headers: { Cookie: await cookieFor(user.id) } }));
    expect(mine.status).toBe(200);
    expect(mine.data).toMatchObject({ razorpayOrderId: start.razorpayOrderId, payable: true });
    expect(JSON.stringify(mine.data)).not.toContain(user.id);
    const stranger = await createUser();
    expect((await runRoute(simulatorRoute.loader, new Request(url, { headers: { Cookie: await cookieFor(stranger.id) } }))).status).toBe(404);
    process.env.RAZORPAY_KEY_ID = "rzp_test_x";
    process.env.RAZORPAY_KEY_SECRET = "secret_x";
    resetEnvCache();
    expect((await runRoute(simulatorRoute.loader, new Request(url, { headers: { Cookie: await cookieFor(user.id) } }))).status).toBe(404);
  });

  it("a payment after the hold expired revives the order when the stock is still there", async () => {
    const { user, product, order, start } = await awaitingOrder(1500, 1, 5);
    await prisma.order.update({ where: { id: order.id }, data: { holdExpiresAt: new Date(Date.now() - 1000) } });
    const { releaseExpiredHolds } = await import("~/models/order-cancellation.server");
    await releaseExpiredHolds();
    expect(await stockOf(product.id)).toBe(5);
    const view = await getSimulatorView(start.razorpayOrderId);
    expect(view.payable).toBe(false);
    // The webhook (the browser never came back) still reports the capture.
    const body = capturedEvent(start.razorpayOrderId, "pay_late000000001", order.total);
    const result = await handleWebhook(body, signWebhook(body, simulatorSecret()), `evt_${tag}_late`);
    expect(result.status).toBe("processed");
    expect(await getUserOrder(user.id, order.id)).toMatchObject({ status: "confirmed", paymentStatus: "paid", cancellationReason: null });
    expect(await stockOf(product.id)).toBe(4);
  });
});

describe("the webhook (raw body, X-Razorpay-Signature)", () => {
  it("a bad or missing signature is 400 and changes nothing", async () => {
    const { user, order, start } = await awaitingOrder(1500);
    const body = capturedEvent(start.razorpayOrderId, "pay_bad0000000001", order.total);
    for (const sig of [signWebhook(body, "not-the-secret"), "", null, signWebhook(`${body} `, simulatorSecret())]) {
      const res = await callAction(webhookRoute, webhookRequest(body, sig, `evt_${tag}_bad`));
      expect(res.status).toBe(400);
      expect((await readEnvelope(res)).success).toBe(false);
    }
    expect(await prisma.webhookEvent.count({ where: { id: `evt_${tag}_bad` } })).toBe(0);
    expect(await getUserOrder(user.id, order.id)).toMatchObject({ paymentStatus: "pending" });
  });

  it("payment.captured makes the order paid even when the browser never came back; the same delivery twice changes it once", async () => {
    const { user, product, order, start } = await awaitingOrder(1500);
    const body = capturedEvent(start.razorpayOrderId, `pay_wh${letters(10)}`, order.total);
    const sig = signWebhook(body, simulatorSecret());
    const first = await callAction(webhookRoute, webhookRequest(body, sig, `evt_${tag}_cap`));
    expect(first.status).toBe(200);
    expect((await readEnvelope(first)).message).toBe("Webhook processed");
    const paid = await prisma.order.findUniqueOrThrow({ where: { id: order.id } });
    expect(paid.paymentStatus).toBe("paid");
    expect((await getCart({ userId: user.id })).lines).toHaveLength(0);

    const second = await callAction(webhookRoute, webhookRequest(body, sig, `evt_${tag}_cap`));
    expect(second.status).toBe(200);
    expect((await readEnvelope(second)).message).toBe("Webhook duplicate");
    const after = await prisma.order.findUniqueOrThrow({ where: { id: order.id } });
    expect(after.updatedAt.getTime()).toBe(paid.updatedAt.getTime());
    expect(await prisma.emailOutbox.count({ where: { dedupeKey: `order-confirmation:${order.id}` } })).toBe(1);
    expect(await stockOf(product.id)).toBe(19);
    // Without an event id header the body's digest identifies the delivery.
    const third = await callAction(webhookRoute, webhookRequest(body, sig));
    const fourth = await callAction(webhookRoute, webhookRequest(body, sig));
    expect((await readEnvelope(third)).message).toBe("Webhook processed");
    expect((await readEnvelope(fourth)).message).toBe("Webhook duplicate");
  });

  it("order.paid works too; payment.failed marks the attempt failed; a wrong amount is ignored", async () => {
    const a = await awaitingOrder(1500);
    const paidBody = JSON.stringify({
      event: "order.paid",
      payload: {
        order: { entity: { id: a.start.razorpayOrderId, amount: a.order.total, amount_paid: a.order.total, status: "paid" } },
        payment: { entity: { id: `pay_op${letters(10)}`, order_id: a.start.razorpayOrderId, amount: a.order.total } },
      },
    });
    expect((await handleWebhook(paidBody, signWebhook(paidBody, simulatorSecret()), `evt_${tag}_op`)).status).toBe("processed");
    expect((await getUserOrder(a.user.id, a.order.id))?.paymentStatus).toBe("paid");

    const b = await awaitingOrder(1500);
    const failedBody = JSON.stringify({ event: "payment.failed", payload: { payment: { entity: { id: "pay_f", order_id: b.start.razorpayOrderId, error_description: "Card declined" } } } });
    expect((await handleWebhook(failedBody, signWebhook(failedBody, simulatorSecret()), `evt_${tag}_pf`)).status).toBe("processed");
    expect((await getUserOrder(b.user.id, b.order.id))?.paymentStatus).toBe("failed");
    expect((await prisma.payment.findUniqueOrThrow({ where: { razorpayOrderId: b.start.razorpayOrderId } })).errorReason).toBe("Card declined");

    const wrong = capturedEvent(b.start.razorpayOrderId, `pay_amt${letters(10)}`, b.order.total - 100);
    expect((await handleWebhook(wrong, signWebhook(wrong, simulatorSecret()), `evt_${tag}_amt`)).status).toBe("ignored");
    expect((await getUserOrder(b.user.id, b.order.id))?.paymentStatus).toBe("failed");
  });
});

describe("real Razorpay keys (SDK stubbed)", () => {
  it("creates the Razorpay order with the server's amount in paise and the order number as receipt; verifies with the key secret", async () => {
    process.env.RAZORPAY_KEY_ID = "rzp_test_abc";
    process.env.RAZORPAY_KEY_SECRET = "key_secret_abc";
    resetEnvCache();
    expect(paymentMode()).toBe("razorpay");
    const product = await makeProduct(2500);
    const user = await createUser();
    await addToCart({ userId: user.id }, { productId: product.id });
    const { order } = await placeOrder(user.id, { shippingAddress: address, paymentMethod: "razorpay", idempotencyKey: key() });
    const start = await startOrderPayment(user.id, order.id);
    expect(start).toMatchObject({ mode: "razorpay", keyId: "rzp_test_abc", amount: 250_000 });
    expect(createdOrders.at(-1)).toMatchObject({ amount: 250_000, currency: "INR", receipt: order.orderNumber });

    // The simulator's signature is worthless now; Razorpay's (key secret) is accepted.
    const simSig = signPayment(start.razorpayOrderId, "pay_live000000001", simulatorSecret());
    const refused = await runRoute(callbackRoute.action, form("/payments/callback", { razorpay_payment_id: "pay_live000000001", razorpay_order_id: start.razorpayOrderId, razorpay_signature: simSig }));
    expect(refused.location).toBe(`/checkout/pay/${order.id}?payment=invalid`);
    const realSig = crypto.createHmac("sha256", "key_secret_abc").update(`${start.razorpayOrderId}|pay_live000000001`).digest("hex");
    const accepted = await runRoute(callbackRoute.action, form("/payments/callback", { razorpay_payment_id: "pay_live000000001", razorpay_order_id: start.razorpayOrderId, razorpay_signature: realSig }));
    expect(accepted.location).toBe(`/checkout/success/${order.id}`);
    expect((await getUserOrder(user.id, order.id))?.paymentStatus).toBe("paid");

    // With keys but no RAZORPAY_WEBHOOK_SECRET every webhook is refused.
    expect(webhookSecret()).toBeNull();
    const body = capturedEvent(start.razorpayOrderId, "pay_live000000001", order.total);
    await expect(handleWebhook(body, signWebhook(body, simulatorSecret()), null)).rejects.toThrow(PAYMENT_MESSAGES.webhookInvalid);
    process.env.RAZORPAY_WEBHOOK_SECRET = "whsec_abc";
    resetEnvCache();
    expect((await handleWebhook(body, signWebhook(body, "whsec_abc"), `evt_${tag}_live`)).status).toBe("processed");
  });

  it("the order messages and the payment messages are the documented ones", () => {
    expect(PAYMENT_MESSAGES).toMatchObject({
      cancelled: "Payment cancelled by user",
      failed: "Payment failed. Please try again.",
      verificationFailed: "Payment verification failed",
      createFailed: "Failed to create payment order",
      success: "Payment successful! Order placed.",
    });
    expect(ORDER_MESSAGES).toMatchObject({ placed: "Order placed successfully!", requiredFields: "Please fill in all required fields", placeFailed: "Failed to place order. Please try again." });
  });
});
