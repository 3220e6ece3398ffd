import crypto from "node:crypto";
import { beforeAll, expect, it } from "vitest";
import { prisma } from "~/db.server";
import { signPayment, simulatorSecret } from "~/models/payment.server";
import { priceLines } from "~/models/pricing.server";
import * as adminOrderStatusRoute from "~/routes/api.admin.orders.$id.status";
import * as cartAddRoute from "~/routes/api.cart.add";
import * as cartUpdateRoute from "~/routes/api.cart.update";
import * as ordersRoute from "~/routes/api.orders";
import * as createPaymentRoute from "~/routes/api.payments.create-order";
import * as verifyRoute from "~/routes/api.payments.verify";
import { callRoute, createUser, jsonRequest, readEnvelope, tokensFor } from "./helpers";

// Issue 6 "Reliability": 200 concurrent mixed requests through the real API
// routes (orders by COD and by verified payment, replays, cart edits, admin
// status changes), then every invariant of the money and stock model.

type Module = Parameters<typeof callRoute>[0];
const tag = `cc${crypto.randomBytes(4).toString("hex")}`;
const shippingAddress = { fullName: "Asha Patel", phone: "+91 98765 43210", address: "12 Ring Road", city: "Surat", state: "Gujarat", pincode: "395002" };
const STATUSES = ["confirmed", "processing", "shipped", "delivered", "cancelled", "pending"];

async function call(module: Module, method: string, path: string, body: unknown, token: string, params: Record<string, string> = {}, headers: Record<string, string> = {}) {
  const res = await callRoute(module, jsonRequest(method, path, body, { token, headers }), params);
  return { status: res.status, body: await readEnvelope(res) };
}

let products: Array<{ id: string; stock: number; price: number }> = [];

beforeAll(async () => {
  const category = await prisma.category.create({ data: { name: `Concurrency ${tag}`, slug: `concurrency-${tag}` } });
  products = [];
  for (const [i, rupees] of [799, 1499, 2999].entries()) {
    const p = await prisma.product.create({
      data: { name: `Concurrency ${tag} ${i}`, description: "x", material: "Cotton", price: rupees * 100, originalPrice: rupees * 100, categoryId: category.id, images: '["/images/x.jpg"]', stock: 12 },
    });
    products.push({ id: p.id, stock: p.stock, price: p.price });
  }
});

it("200 concurrent orders, payments, replays, cart edits and admin status changes keep every invariant", async () => {
  const admin = await createUser({ role: "admin" });
  const adminToken = (await tokensFor(admin)).token;
  const shoppers = await Promise.all(
    Array.from({ length: 40 }, async () => {
      const user = await createUser();
      return { user, token: (await tokensFor(user)).token };
    }),
  );
  // Every shopper starts with 1-2 units of one product in the cart (more demand than stock: 40 carts, 36 units).
  await Promise.all(
    shoppers.map((s, i) => call(cartAddRoute, "POST", "/api/cart/add", { productId: products[i % 3].id, quantity: 1 + (i % 2), selectedSize: "Free Size", selectedColor: "Default" }, s.token)),
  );
  // Half of them pay online first: create the payment order for their cart and verify it (as checkout.js would).
  const paid = new Map<string, string>();
  await Promise.all(
    shoppers.slice(0, 20).map(async (s) => {
      const cart = await readEnvelope(await callRoute((await import("~/routes/api.cart")) as Module, jsonRequest("GET", "/api/cart", undefined, { token: s.token })));
      const created = await call(createPaymentRoute, "POST", "/api/payments/create-order", { amount: cart.data.totals.total, currency: "INR" }, s.token);
      expect(created.status).toBe(200);
      const paymentId = `pay_sim_${crypto.randomBytes(6).toString("hex")}`;
      const verified = await call(verifyRoute, "POST", "/api/payments/verify", {
        razorpay_order_id: created.body.data.id,
        razorpay_payment_id: paymentId,
        razorpay_signature: signPayment(created.body.data.id, paymentId, simulatorSecret()),
      }, s.token);
      expect(verified.status).toBe(200);
      paid.set(s.user.id, paymentId);
    }),
  );

  // A few existing orders for the admin to move around while everything else runs.
  const existing = await Promise.all(
    shoppers.slice(36, 40).map(async (s) => {
      const r = await call(ordersRoute, "POST", "/api/orders", { shippingAddress, paymentMethod: "cod" }, s.token);
      return r.status === 201 ? (r.body.data._id as string) : null;
    }),
  );
  const adminTargets = existing.filter((id): id is string => Boolean(id));

  const ops: Array<() => Promise<{ status: number }>> = [];
  shoppers.slice(0, 36).forEach((s, i) => {
    const method = i < 20 ? "razorpay" : "cod";
    const key = `idem-${tag}-${i}`;
    // Each order is submitted twice with the same key (a double click) and once more without (a replay of the payment).
    ops.push(() => call(ordersRoute, "POST", "/api/orders", { shippingAddress, paymentMethod: method }, s.token, {}, { "Idempotency-Key": key }));
    ops.push(() => call(ordersRoute, "POST", "/api/orders", { shippingAddress, paymentMethod: method }, s.token, {}, { "Idempotency-Key": key }));
    ops.push(() => call(ordersRoute, "POST", "/api/orders", { shippingAddress, paymentMethod: method }, s.token));
    // Cart edits racing the order (the order empties the cart; an edit after that is a 400/404/409, never a 500).
    ops.push(() => call(cartUpdateRoute, "PUT", "/api/cart/update", { productId: products[i % 3].id, quantity: 3, selectedSize: "Free Size", selectedColor: "Default" }, s.token));
    ops.push(() => call(cartAddRoute, "POST", "/api/cart/add", { productId: products[(i + 1) % 3].id, quantity: 1, selectedSize: "Free Size", selectedColor: "Default" }, s.token));
  });
  for (let k = 0; ops.length < 200; k++) {
    const id = adminTargets[k % Math.max(1, adminTargets.length)];
    const status = STATUSES[k % STATUSES.length];
    if (!id) break;
    ops.push(() => call(adminOrderStatusRoute, "PUT", `/api/admin/orders/${id}/status`, { status, trackingNumber: status === "shipped" ? `TRK${k}` : undefined }, adminToken, { id }));
  }
  expect(ops.length).toBe(200);
  // Shuffle deterministically and fire all at once.
  const order = ops.map((op, i) => ({ op, r: crypto.createHash("sha1").update(`${tag}${i}`).digest()[0] })).sort((a, b) => a.r - b.r);
  const results = await Promise.all(order.map(({ op }) => op()));

  // Nothing a client could send answers 500.
  expect(results.filter((r) => r.status >= 500)).toEqual([]);

  // ---- invariants
  const ids = products.map((p) => p.id);
  const after = await prisma.product.findMany({ where: { id: { in: ids } }, select: { id: true, stock: true } });
  for (const p of after) expect(p.stock).toBeGreaterThanOrEqual(0);

  const orders = await prisma.order.findMany({
    where: { items: { some: { productId: { in: ids } } } },
    include: { items: true },
  });
  // Stock is conserved: what is left plus what orders still hold equals what there was.
  for (const p of products) {
    const held = orders
      .filter((o) => o.stockReleasedAt === null)
      .flatMap((o) => o.items)
      .filter((it) => it.productId === p.id)
      .reduce((n, it) => n + it.quantity, 0);
    expect(after.find((a) => a.id === p.id)!.stock + held, `stock of ${p.id}`).toBe(p.stock);
    // Every change is a stock movement (docs/decisions/0011): they add up to today's stock, and the newest says it.
    const moves = await prisma.stockMovement.findMany({ where: { productId: p.id }, orderBy: [{ createdAt: "asc" }, { id: "asc" }] });
    const now = after.find((a) => a.id === p.id)!.stock;
    expect(p.stock + moves.reduce((n, m) => n + m.delta, 0), `movements of ${p.id}`).toBe(now);
    if (moves.length) expect(moves[moves.length - 1].stockAfter).toBe(now);
    for (const m of moves) expect(m.stockAfter).toBeGreaterThanOrEqual(0);
  }
  for (const o of orders) {
    // No order without lines; totals match the pricing engine over the order's own lines.
    expect(o.items.length).toBeGreaterThan(0);
    const totals = priceLines(o.items.map((it) => ({ unitPrice: it.price, originalPrice: it.originalPrice, quantity: it.quantity })));
    expect(o.subtotal).toBe(totals.subtotal);
    expect(o.total).toBe(o.subtotal - o.discount + o.shipping);
    expect(o.shipping).toBe(totals.shipping);
  }
  // One order per idempotency key, and at most one open order per shopper from this burst.
  const perUser = new Map<string, number>();
  for (const o of orders) perUser.set(o.userId, (perUser.get(o.userId) ?? 0) + 1);
  for (const [, n] of perUser) expect(n).toBeLessThanOrEqual(2);
  // Every captured payment belongs to exactly one order, and no order uses a payment twice.
  const payments = await prisma.payment.findMany({ where: { userId: { in: shoppers.map((s) => s.user.id) }, status: "captured" } });
  expect(payments.length).toBe(paid.size);
  const paymentIds = orders.map((o) => o.paymentId).filter(Boolean);
  expect(new Set(paymentIds).size).toBe(paymentIds.length);
  for (const pay of payments) {
    const using = orders.filter((o) => o.paymentId === pay.razorpayPaymentId);
    expect(using.length, `orders using ${pay.razorpayPaymentId}`).toBeLessThanOrEqual(1);
    if (pay.orderId) expect(using.map((o) => o.id)).toEqual([pay.orderId]);
  }
  // No orphan lines anywhere.
  const orphans = await prisma.$queryRaw<Array<{ n: bigint | number }>>`SELECT COUNT(*) AS n FROM "OrderItem" i LEFT JOIN "Order" o ON o.id = i.orderId WHERE o.id IS NULL`;
  expect(Number(orphans[0].n)).toBe(0);
  const integrity = await prisma.$queryRaw<Array<{ integrity_check: string }>>`PRAGMA integrity_check`;
  expect(integrity[0].integrity_check).toBe("ok");
}, 120_000);
