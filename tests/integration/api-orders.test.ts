import crypto from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { prisma } from "~/db.server";
import { addToCart, getCart } from "~/models/cart.server";
import { ORDER_MESSAGES } from "~/schemas/order-messages";
import { PAYMENT_MESSAGES, signPayment, simulatorSecret } from "~/models/payment.server";
import * as cancelRoute from "~/routes/api.orders.$id.cancel";
import * as orderRoute from "~/routes/api.orders.$id";
import * as ordersRoute from "~/routes/api.orders";
import * as openapiRoute from "~/routes/api.openapi[.]json";
import * as createPaymentRoute from "~/routes/api.payments.create-order";
import * as verifyRoute from "~/routes/api.payments.verify";
import { callRoute, createUser, jsonRequest, readEnvelope, tokensFor, type TestUser } from "./helpers";

// The orders and payments part of the JSON API (API.md "Orders and payments").

const letters = (n: number) => Array.from(crypto.randomBytes(n), (b) => String.fromCharCode(97 + (b % 26))).join("");
const tag = `za${letters(6)}`;
let categoryId: string;
let seq = 0;

async function makeProduct(price: number, stock = 20) {
  return prisma.product.create({
    data: { name: `Api product ${++seq} ${tag}`, description: "x", material: "Cotton", price: price * 100, originalPrice: price * 100, categoryId, images: '["/images/x.jpg"]', stock },
  });
}

const shippingAddress = { fullName: "Asha Patel", phone: "+91 98765 43210", address: "12 Ring Road", city: "Surat", state: "Gujarat", pincode: "395002" };

type Module = Parameters<typeof callRoute>[0];
async function call(module: Module, method: string, path: string, body?: unknown, opts: { token?: string; headers?: Record<string, string>; params?: Record<string, string> } = {}) {
  const res = await callRoute(module, jsonRequest(method, path, body, { token: opts.token, headers: opts.headers }), opts.params ?? {});
  return { status: res.status, body: await readEnvelope(res) };
}

async function shopper(lines: Array<{ productId: string; quantity?: number }> = []): Promise<{ user: TestUser; token: string }> {
  const user = await createUser();
  for (const l of lines) await addToCart({ userId: user.id }, { productId: l.productId, quantity: l.quantity ?? 1 });
  return { user, token: (await tokensFor(user)).token };
}

beforeAll(async () => {
  const category = await prisma.category.create({ data: { name: `Api orders ${tag}`, slug: `api-orders-${tag}` } });
  categoryId = category.id;
});

describe("authentication", () => {
  it("every order and payment route answers 401 without a token", async () => {
    const cases: Array<[Module, string, string, Record<string, string>?]> = [
      [ordersRoute, "GET", "/api/orders"],
      [ordersRoute, "POST", "/api/orders"],
      [orderRoute, "GET", "/api/orders/x", { id: "x" }],
      [cancelRoute, "PATCH", "/api/orders/x/cancel", { id: "x" }],
      [createPaymentRoute, "POST", "/api/payments/create-order"],
      [verifyRoute, "POST", "/api/payments/verify"],
    ];
    for (const [module, method, path, params] of cases) {
      const res = await call(module, method, path, method === "GET" ? undefined : {}, { params });
      expect(res.status, `${method} ${path}`).toBe(401);
    }
  });
});

describe("POST /api/orders", () => {
  it("COD: 201 with the documented order in rupees, priced on the server (client totals ignored), and the cart emptied", async () => {
    const p = await makeProduct(1800, 10);
    const { user, token } = await shopper([{ productId: p.id, quantity: 2 }]);
    const res = await call(ordersRoute, "POST", "/api/orders", { shippingAddress, paymentMethod: "cod", total: 1, subtotal: 1, price: 1, items: [{ price: 1 }] }, { token });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe(ORDER_MESSAGES.placed);
    const o = res.body.data;
    expect(o).toMatchObject({
      userId: user.id,
      paymentMethod: "cod",
      paymentStatus: "pending",
      paymentId: null,
      orderStatus: "pending",
      subtotal: 3600,
      discount: 0,
      shipping: 0,
      total: 3600,
      totalItems: 2,
      couponCode: null,
      shippingAddress: { ...shippingAddress, country: "India" },
      billingAddress: { ...shippingAddress, country: "India" },
    });
    expect(o.orderId).toMatch(/^SRT-\d{4}-\d{6}$/);
    expect(o.items[0]).toMatchObject({ name: p.name, quantity: 2, price: 1800, selectedSize: "Free Size", selectedColor: "Default", productId: { _id: p.id } });
    expect(o.tax).toBeCloseTo(171.43, 2);
    expect((await getCart({ userId: user.id })).lines).toHaveLength(0);
    expect((await prisma.product.findUniqueOrThrow({ where: { id: p.id } })).stock).toBe(8);
  });

  it("a replayed call with the same Idempotency-Key returns the first order (200), never a second one", async () => {
    const p = await makeProduct(1500, 10);
    const { user, token } = await shopper([{ productId: p.id }]);
    const headers = { "Idempotency-Key": `idem-${letters(12)}` };
    const first = await call(ordersRoute, "POST", "/api/orders", { shippingAddress, paymentMethod: "cod" }, { token, headers });
    const second = await call(ordersRoute, "POST", "/api/orders", { shippingAddress, paymentMethod: "cod" }, { token, headers });
    expect(first.status).toBe(201);
    expect(second.status).toBe(200);
    expect(second.body.data._id).toBe(first.body.data._id);
    // Without a key a replay finds the cart empty: 400, still one order.
    const third = await call(ordersRoute, "POST", "/api/orders", { shippingAddress, paymentMethod: "cod" }, { token });
    expect(third.status).toBe(400);
    expect(third.body.message).toBe("Your cart is empty");
    expect(await prisma.order.count({ where: { userId: user.id } })).toBe(1);
  });

  it("400 per bad field; COD at or below ₹500 is 400 with the reason; not enough stock is 409", async () => {
    const cheap = await makeProduct(300, 10);
    const { token } = await shopper([{ productId: cheap.id }]);
    const bad = await call(ordersRoute, "POST", "/api/orders", { shippingAddress: { ...shippingAddress, pincode: "12", city: "" }, paymentMethod: "upi" }, { token });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual(
      expect.arrayContaining([
        { param: "shippingAddress.pincode", msg: "Please enter a valid 6-digit pincode" },
        { param: "shippingAddress.city", msg: "Please fill in all required fields" },
        { param: "paymentMethod", msg: ORDER_MESSAGES.paymentMethod },
      ]),
    );
    const cod = await call(ordersRoute, "POST", "/api/orders", { shippingAddress, paymentMethod: "cod" }, { token });
    expect(cod.status).toBe(400);
    expect(cod.body.message).toBe(ORDER_MESSAGES.codNotAllowed);

    const scarce = await makeProduct(2000, 2);
    const { token: t2 } = await shopper([{ productId: scarce.id, quantity: 2 }]);
    await prisma.product.update({ where: { id: scarce.id }, data: { stock: 1 } });
    const short = await call(ordersRoute, "POST", "/api/orders", { shippingAddress, paymentMethod: "cod" }, { token: t2 });
    expect(short.status).toBe(409);
    expect(short.body.message).toBe(`Not enough stock for ${scarce.name}`);
  });

  it("razorpay: 402 without a verified payment; the full create-order → verify → order flow; a payment is never used twice", async () => {
    const p = await makeProduct(2500, 10);
    const { user, token } = await shopper([{ productId: p.id }]);
    const unpaid = await call(ordersRoute, "POST", "/api/orders", { shippingAddress, paymentMethod: "razorpay" }, { token });
    expect(unpaid.status).toBe(402);

    // A tampered amount is refused.
    const tampered = await call(createPaymentRoute, "POST", "/api/payments/create-order", { amount: 1, currency: "INR" }, { token });
    expect(tampered.status).toBe(409);
    expect(await prisma.payment.count({ where: { userId: user.id } })).toBe(0);

    const created = await call(createPaymentRoute, "POST", "/api/payments/create-order", { amount: 2500 }, { token });
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({ amount: 250_000, currency: "INR" });
    const razorpayOrderId: string = created.body.data.id;
    expect(razorpayOrderId).toMatch(/^order_sim_/);

    const forged = await call(verifyRoute, "POST", "/api/payments/verify", { razorpay_order_id: razorpayOrderId, razorpay_payment_id: "pay_x", razorpay_signature: "0".repeat(64) }, { token });
    expect(forged.status).toBe(400);
    expect(forged.body.message).toBe(PAYMENT_MESSAGES.verificationFailed);

    const paymentId = `pay_api${letters(8)}`;
    const signature = signPayment(razorpayOrderId, paymentId, simulatorSecret());
    // Another user cannot verify (and so claim) this payment.
    const { token: otherToken } = await shopper();
    const theirs = await call(verifyRoute, "POST", "/api/payments/verify", { razorpay_order_id: razorpayOrderId, razorpay_payment_id: paymentId, razorpay_signature: signature }, { token: otherToken });
    expect(theirs.status).toBe(400);

    const verified = await call(verifyRoute, "POST", "/api/payments/verify", { razorpay_order_id: razorpayOrderId, razorpay_payment_id: paymentId, razorpay_signature: signature }, { token });
    expect(verified.status).toBe(200);
    expect(verified.body.data).toBeNull();

    const order = await call(ordersRoute, "POST", "/api/orders", { shippingAddress, paymentMethod: "razorpay" }, { token });
    expect(order.status).toBe(201);
    expect(order.body.data).toMatchObject({ paymentMethod: "razorpay", paymentStatus: "paid", paymentId, total: 2500 });
    expect((await prisma.payment.findUniqueOrThrow({ where: { razorpayOrderId } })).orderId).toBe(order.body.data._id);

    // The same verified payment cannot pay for a second order.
    await addToCart({ userId: user.id }, { productId: p.id });
    const again = await call(ordersRoute, "POST", "/api/orders", { shippingAddress, paymentMethod: "razorpay" }, { token });
    expect(again.status).toBe(402);
    expect(await prisma.order.count({ where: { userId: user.id } })).toBe(1);
  });
});

describe("GET /api/orders and /api/orders/{id}", () => {
  it("lists the caller's own orders (5 per page, status filter); another customer's order is 404", async () => {
    const p = await makeProduct(1500, 50);
    const { user, token } = await shopper();
    const ids: string[] = [];
    for (let i = 0; i < 6; i++) {
      await addToCart({ userId: user.id }, { productId: p.id });
      const id = (await call(ordersRoute, "POST", "/api/orders", { shippingAddress, paymentMethod: "cod" }, { token })).body.data._id;
      ids.push(id);
      // Paid (as at delivery), so the limit on open unpaid orders (MAX_OPEN_UNPAID_ORDERS) does not apply.
      await prisma.order.update({ where: { id }, data: { paymentStatus: "paid" } });
    }
    await prisma.order.update({ where: { id: ids[0] }, data: { status: "delivered" } });

    const list = await call(ordersRoute, "GET", "/api/orders", undefined, { token });
    expect(list.status).toBe(200);
    expect(list.body.data.orders).toHaveLength(5);
    expect(list.body.data.pagination).toEqual({ page: 1, limit: 5, total: 6, pages: 2, hasNext: true, hasPrev: false });
    expect(list.body.data.orders[0]._id).toBe(ids[5]);
    const delivered = await call(ordersRoute, "GET", "/api/orders?status=delivered&limit=10", undefined, { token });
    expect(delivered.body.data.orders.map((o: { _id: string }) => o._id)).toEqual([ids[0]]);
    expect(delivered.body.data.orders[0].orderStatus).toBe("delivered");
    expect((await call(ordersRoute, "GET", "/api/orders?status=lost", undefined, { token })).status).toBe(400);
    expect((await call(ordersRoute, "GET", "/api/orders?page=abc", undefined, { token })).status).toBe(400);

    const one = await call(orderRoute, "GET", `/api/orders/${ids[1]}`, undefined, { token, params: { id: ids[1] } });
    expect(one.status).toBe(200);
    expect(one.body.data._id).toBe(ids[1]);
    // A list item is the documented order, exactly what GET /api/orders/{id} answers (API.md).
    const listed = list.body.data.orders.find((o: { _id: string }) => o._id === ids[1]);
    expect(listed).toEqual(one.body.data);
    expect(listed).toMatchObject({ orderId: expect.any(String), orderStatus: expect.any(String), paymentStatus: "paid", items: [expect.objectContaining({ quantity: 1 })] });
    expect(listed).not.toHaveProperty("firstItem");

    const { token: strangerToken } = await shopper();
    const hidden = await call(orderRoute, "GET", `/api/orders/${ids[1]}`, undefined, { token: strangerToken, params: { id: ids[1] } });
    expect(hidden.status).toBe(404);
    expect((await call(ordersRoute, "GET", "/api/orders", undefined, { token: strangerToken })).body.data.orders).toEqual([]);
  });
});

describe("PATCH /api/orders/{id}/cancel", () => {
  it("cancels with a reason and restores stock; 409 when already cancelled or shipped; 404 for another customer's (nothing changes)", async () => {
    const p = await makeProduct(1500, 10);
    const { token } = await shopper([{ productId: p.id, quantity: 3 }]);
    const placed = await call(ordersRoute, "POST", "/api/orders", { shippingAddress, paymentMethod: "cod" }, { token });
    const id: string = placed.body.data._id;
    expect((await prisma.product.findUniqueOrThrow({ where: { id: p.id } })).stock).toBe(7);

    const { token: strangerToken } = await shopper();
    const denied = await call(cancelRoute, "PATCH", `/api/orders/${id}/cancel`, { reason: "x" }, { token: strangerToken, params: { id } });
    expect(denied.status).toBe(404);
    expect((await prisma.order.findUniqueOrThrow({ where: { id } })).status).toBe("pending");

    const noReason = await call(cancelRoute, "PATCH", `/api/orders/${id}/cancel`, {}, { token, params: { id } });
    expect(noReason.status).toBe(400);

    const done = await call(cancelRoute, "PATCH", `/api/orders/${id}/cancel`, { reason: "Ordered the wrong size" }, { token, params: { id } });
    expect(done.status).toBe(200);
    expect(done.body.data).toMatchObject({ orderStatus: "cancelled", cancellationReason: "Ordered the wrong size" });
    expect(done.body.data.cancelledAt).toEqual(expect.any(String));
    expect((await prisma.product.findUniqueOrThrow({ where: { id: p.id } })).stock).toBe(10);

    const twice = await call(cancelRoute, "PATCH", `/api/orders/${id}/cancel`, { reason: "again" }, { token, params: { id } });
    expect(twice.status).toBe(409);
    expect((await prisma.product.findUniqueOrThrow({ where: { id: p.id } })).stock).toBe(10);

    await addToCart({ userId: (await prisma.order.findUniqueOrThrow({ where: { id } })).userId }, { productId: p.id });
    const shipped = await call(ordersRoute, "POST", "/api/orders", { shippingAddress, paymentMethod: "cod" }, { token });
    await prisma.order.update({ where: { id: shipped.body.data._id }, data: { status: "shipped" } });
    const late = await call(cancelRoute, "PATCH", `/api/orders/${shipped.body.data._id}/cancel`, { reason: "late" }, { token, params: { id: shipped.body.data._id } });
    expect(late.status).toBe(409);
  });
});

describe("OpenAPI", () => {
  it("documents the order and payment routes", async () => {
    const res = await callRoute(openapiRoute as Module, jsonRequest("GET", "/api/openapi.json"));
    const text = await res.text();
    const doc = JSON.parse(text) as { paths: Record<string, Record<string, unknown>> };
    const paths = doc.paths ?? (JSON.parse(text) as { data: { paths: Record<string, Record<string, unknown>> } }).data.paths;
    expect(Object.keys(paths["/api/orders"]).sort()).toEqual(["get", "post"]);
    expect(paths["/api/orders/{id}"].get).toBeDefined();
    expect(paths["/api/orders/{id}/cancel"].patch).toBeDefined();
    expect(paths["/api/payments/create-order"].post).toBeDefined();
    expect(paths["/api/payments/verify"].post).toBeDefined();
    expect(paths["/api/payments/webhook"].post).toBeDefined();
  });
});
