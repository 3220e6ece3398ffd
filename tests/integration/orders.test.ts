import crypto from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { prisma } from "~/db.server";
import { addToCart, getCart } from "~/models/cart.server";
import { cancelOrder, releaseExpiredHolds } from "~/models/order-cancellation.server";
import { placeOrder } from "~/models/order-placement.server";
import { countActiveShipments, countUserOrders, getUserOrder, listUserOrders } from "~/models/order-queries.server";
import { toApiOrder } from "~/schemas/api/orders";
import type { PlaceOrderInput } from "~/schemas/checkout";
import { notEnoughStock, ORDER_MESSAGES } from "~/schemas/order-messages";
import { createSession } from "~/models/session.server";
import { priceLines } from "~/models/pricing.server";
import * as checkoutRoute from "~/routes/checkout";
import * as checkoutPayRoute from "~/routes/checkout_.pay.$orderId";
import * as checkoutSuccessRoute from "~/routes/checkout_.success.$orderId";
import * as orderRoute from "~/routes/order.$id";
import * as pincodeRoute from "~/routes/pincode.$pin";
import { Conflict, NotFound, ValidationError } from "~/utils/errors";
import { sessionStorage } from "~/utils/session.server";
import { createUser } from "./helpers";

// The order model and the /checkout and /order/{id} screens against this
// worker's SQLite file. Products and coupons carry a random tag.

const letters = (n: number) => Array.from(crypto.randomBytes(n), (b) => String.fromCharCode(97 + (b % 26))).join("");
const tag = `zo${letters(6)}`;
let categoryId: string;
let seq = 0;

async function makeProduct(data: { price: number; originalPrice?: number; stock?: number; isActive?: boolean; sizes?: string[] }) {
  const name = `Product ${++seq} ${tag}`;
  const price = data.price * 100;
  const originalPrice = (data.originalPrice ?? data.price) * 100;
  return prisma.product.create({
    data: {
      name,
      description: "For the order tests.",
      material: "Silk",
      price,
      originalPrice,
      onSale: originalPrice > price,
      categoryId,
      sizes: JSON.stringify(data.sizes ?? []),
      images: JSON.stringify([`/images/${tag}-${seq}.jpg`]),
      stock: data.stock ?? 50,
      isActive: data.isActive ?? true,
    },
  });
}

const address = { fullName: "Asha Patel", phone: "9876543210", address: "12 Ring Road", city: "Surat", state: "Gujarat", pincode: "395002" };
const key = () => `key-${crypto.randomBytes(8).toString("hex")}`;
const input = (over: Partial<PlaceOrderInput> = {}): PlaceOrderInput => ({ shippingAddress: address, paymentMethod: "cod", idempotencyKey: key(), ...over });

async function customerWith(lines: Array<{ productId: string; quantity?: number; size?: string }>) {
  const user = await createUser();
  for (const l of lines) await addToCart({ userId: user.id }, { productId: l.productId, quantity: l.quantity ?? 1, size: l.size });
  return user;
}

async function expectError<T extends Error>(promise: Promise<unknown>, type: new (...args: never[]) => T, message?: string | RegExp) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error, "expected the call to throw").toBeInstanceOf(type);
  if (typeof message === "string") expect((error as Error).message).toBe(message);
  else if (message) expect((error as Error).message).toMatch(message);
  return error as T;
}

const stockOf = async (id: string) => (await prisma.product.findUniqueOrThrow({ where: { id }, select: { stock: true } })).stock;
const year = () => new Intl.DateTimeFormat("en-IN", { timeZone: "Asia/Kolkata", year: "numeric" }).format(new Date());

beforeAll(async () => {
  const category = await prisma.category.create({ data: { name: `Orders ${tag}`, slug: `orders-${tag}` } });
  categoryId = category.id;
  await prisma.coupon.upsert({ where: { code: "SAVE10" }, create: { code: "SAVE10", percent: 10 }, update: { percent: 10, isActive: true, maxUses: null, perCustomerLimit: null } });
});

// ---------------------------------------------------------------- placing

describe("placeOrder: cash on delivery", () => {
  it("snapshots the server cart's prices, takes the stock, empties the cart and queues the confirmation", async () => {
    const saree = await makeProduct({ price: 1500, originalPrice: 2000, stock: 10 });
    const kurta = await makeProduct({ price: 900, stock: 10, sizes: ["M", "L"] });
    const user = await customerWith([{ productId: saree.id, quantity: 2 }, { productId: kurta.id, size: "L" }]);
    const { order, replayed } = await placeOrder(user.id, input({ notes: "  Please call before delivery  " }));

    expect(replayed).toBe(false);
    expect(order.orderNumber).toMatch(new RegExp(`^SRT-${year()}-\\d{6}$`));
    expect(order.status).toBe("pending");
    expect(order.paymentMethod).toBe("cod");
    expect(order.paymentStatus).toBe("pending");
    expect(order.holdExpiresAt).toBeNull();
    const expected = priceLines([
      { unitPrice: 150_000, originalPrice: 200_000, quantity: 2 },
      { unitPrice: 90_000, originalPrice: 90_000, quantity: 1 },
    ]);
    expect(order.subtotal).toBe(expected.subtotal);
    expect(order.shipping).toBe(expected.shipping);
    expect(order.tax).toBe(expected.tax);
    expect(order.total).toBe(expected.total);
    expect(order.totalItems).toBe(3);
    expect(order.totalSavings).toBe(expected.totalSavings);
    expect(order.customerNotes).toBe("Please call before delivery");
    expect(order.shippingAddress).toEqual({ ...address, country: "India" });
    expect(order.billingSameAsShipping).toBe(true);
    expect(order.items.map((i) => [i.name, i.size, i.quantity, i.price, i.gstRate])).toEqual([
      [saree.name, "Free Size", 2, 150_000, 5],
      [kurta.name, "L", 1, 90_000, 5],
    ]);
    expect(order.items[0].image).toBe(JSON.parse(saree.images)[0]);

    expect(await stockOf(saree.id)).toBe(8);
    expect(await stockOf(kurta.id)).toBe(9);
    expect((await getCart({ userId: user.id })).lines).toHaveLength(0);
    const mail = await prisma.emailOutbox.findUnique({ where: { dedupeKey: `order-confirmation:${order.id}` } });
    expect(mail?.to).toBe(user.email);
    expect(mail?.text).toContain(order.orderNumber);
  });

  it("numbers orders max + 1 within the year, inside the transaction", async () => {
    const user0 = await createUser();
    const p = await makeProduct({ price: 800 });
    await prisma.order.create({
      data: {
        orderNumber: `SRT-${year()}-400000`,
        userId: user0.id,
        paymentMethod: "cod",
        subtotal: 80_000,
        total: 89_900,
        shipFullName: "X",
        shipPhone: "9876543210",
        shipAddress: "a",
        shipCity: "b",
        shipState: "c",
        shipPincode: "395002",
      },
    });
    const user = await customerWith([{ productId: p.id }]);
    const { order } = await placeOrder(user.id, input());
    expect(Number(order.orderNumber.slice(-6))).toBeGreaterThan(400000);
    const max = await prisma.order.findFirst({ where: { orderNumber: { startsWith: `SRT-${year()}-` } }, orderBy: { orderNumber: "desc" } });
    expect(max?.orderNumber).toBe(order.orderNumber);
  });

  it("offers COD only above ₹500: at or below it is a ValidationError with the reason and nothing changes", async () => {
    const cheap = await makeProduct({ price: 401, stock: 5 }); // 401 + 99 shipping = 500
    const user = await customerWith([{ productId: cheap.id }]);
    await expectError(placeOrder(user.id, input()), ValidationError, ORDER_MESSAGES.codNotAllowed);
    expect(await stockOf(cheap.id)).toBe(5);
    expect((await getCart({ userId: user.id })).lines).toHaveLength(1);
    expect(await countUserOrders(user.id)).toBe(0);

    const above = await makeProduct({ price: 402, stock: 5 }); // 501
    const user2 = await customerWith([{ productId: above.id }]);
    expect((await placeOrder(user2.id, input())).order.total).toBe(50_100);
  });

  it("an empty cart, missing address fields or a bad pincode are refused", async () => {
    const user = await createUser();
    await expectError(placeOrder(user.id, input()), ValidationError, "Your cart is empty");
    const p = await makeProduct({ price: 1000 });
    await addToCart({ userId: user.id }, { productId: p.id });
    const err = await expectError(placeOrder(user.id, input({ shippingAddress: { ...address, city: "   " } })), ValidationError, ORDER_MESSAGES.requiredFields);
    expect(err.errors).toEqual([{ param: "shippingAddress.city", msg: ORDER_MESSAGES.requiredFields }]);
    await expectError(placeOrder(user.id, input({ shippingAddress: { ...address, pincode: "39500" } })), ValidationError, "Please enter a valid 6-digit pincode");
    expect(await stockOf(p.id)).toBe(50);
  });

  it("refuses an unavailable line (inactive product) and changes nothing", async () => {
    const ok = await makeProduct({ price: 1000, stock: 5 });
    const gone = await makeProduct({ price: 1000, stock: 5 });
    const user = await customerWith([{ productId: ok.id }, { productId: gone.id }]);
    await prisma.product.update({ where: { id: gone.id }, data: { isActive: false } });
    await expectError(placeOrder(user.id, input()), Conflict, new RegExp(gone.name));
    expect(await stockOf(ok.id)).toBe(5);
    expect((await getCart({ userId: user.id })).lines).toHaveLength(2);
  });
});

describe("placeOrder: reliability", () => {
  it("20 concurrent checkouts racing for 5 in stock: exactly 5 orders, stock 0, the rest told 'Not enough stock'", async () => {
    const hot = await makeProduct({ price: 2500, stock: 5 });
    const users = await Promise.all(Array.from({ length: 20 }, () => customerWith([{ productId: hot.id }])));
    // Another shopper's cart holds more than is left once the race is over, so the cart read flags it too.
    const results = await Promise.allSettled(users.map((u) => placeOrder(u.id, input())));
    const won = results.filter((r) => r.status === "fulfilled");
    const lost = results.filter((r): r is PromiseRejectedResult => r.status === "rejected");
    expect(won).toHaveLength(5);
    expect(lost).toHaveLength(15);
    for (const r of lost) {
      expect(r.reason).toBeInstanceOf(Conflict);
      expect((r.reason as Error).message).toBe(notEnoughStock(hot.name));
    }
    expect(await stockOf(hot.id)).toBe(0);
    expect(await prisma.orderItem.count({ where: { productId: hot.id } })).toBe(5);
    // Nothing else changed for the losers: their carts are intact and they have no orders.
    const losers = users.filter((_, i) => results[i].status === "rejected");
    for (const u of losers) {
      expect(await countUserOrders(u.id)).toBe(0);
      expect((await getCart({ userId: u.id })).lines[0].quantity).toBe(1);
    }
  });

  it("a price changed by an admin after add-to-cart: the order uses the new price; a stale total the shopper saw is refused", async () => {
    const p = await makeProduct({ price: 900, stock: 10 });
    const user = await customerWith([{ productId: p.id, quantity: 2 }]);
    const seen = (await getCart({ userId: user.id })).totals.total;
    expect(seen).toBe(189_900);
    await prisma.product.update({ where: { id: p.id }, data: { price: 120_000, originalPrice: 120_000 } });

    await expectError(placeOrder(user.id, input({ expectedTotal: seen })), Conflict, ORDER_MESSAGES.priceChanged);
    expect(await stockOf(p.id)).toBe(10);
    expect(await countUserOrders(user.id)).toBe(0);

    const fresh = (await getCart({ userId: user.id })).totals.total;
    expect(fresh).toBe(240_000);
    const { order } = await placeOrder(user.id, input({ expectedTotal: fresh }));
    expect(order.items[0].price).toBe(120_000);
    expect(order.subtotal).toBe(240_000);
    expect(order.total).toBe(240_000);
  });

  it("the same idempotency key returns the first order (double click, back-and-resubmit): never two orders", async () => {
    const p = await makeProduct({ price: 1500, stock: 10 });
    const user = await customerWith([{ productId: p.id }]);
    const k = key();
    const [a, b] = await Promise.all([placeOrder(user.id, input({ idempotencyKey: k })), placeOrder(user.id, input({ idempotencyKey: k }))]);
    expect(a.order.id).toBe(b.order.id);
    expect([a.replayed, b.replayed].sort()).toEqual([false, true]);
    const again = await placeOrder(user.id, input({ idempotencyKey: k }));
    expect(again).toMatchObject({ replayed: true, order: { id: a.order.id } });
    expect(await countUserOrders(user.id)).toBe(1);
    expect(await stockOf(p.id)).toBe(9);

    // The key is the user's: another user with the same key gets their own order.
    const other = await customerWith([{ productId: p.id }]);
    const theirs = await placeOrder(other.id, input({ idempotencyKey: k }));
    expect(theirs.order.id).not.toBe(a.order.id);
  });

  it("counts the coupon redemption and re-checks its limits inside the transaction", async () => {
    const code = `ONCE${tag.toUpperCase()}`;
    await prisma.coupon.create({ data: { code, percent: 20, maxUses: 1 } });
    const p = await makeProduct({ price: 3000, stock: 10 });
    const first = await customerWith([{ productId: p.id }]);
    const second = await customerWith([{ productId: p.id }]);
    await prisma.cart.update({ where: { userId: first.id }, data: { couponCode: code } });
    await prisma.cart.update({ where: { userId: second.id }, data: { couponCode: code } });

    const { order } = await placeOrder(first.id, input());
    expect(order.couponCode).toBe(code);
    expect(order.discount).toBe(60_000);
    expect(await prisma.couponRedemption.count({ where: { orderId: order.id } })).toBe(1);
    expect((await prisma.coupon.findUniqueOrThrow({ where: { code } })).usedCount).toBe(1);

    // Used up now: an explicit code is refused; the stored one is simply no longer counted.
    await expectError(placeOrder(second.id, input({ couponCode: code.toLowerCase() })), ValidationError, /usage limit/);
    const plain = await placeOrder(second.id, input());
    expect(plain.order.couponCode).toBeNull();
    expect(plain.order.discount).toBe(0);
    await expectError(placeOrder(second.id, input({ couponCode: "NOPE" })), ValidationError);
  });
});

describe("placeOrder: razorpay (web)", () => {
  it("holds the stock for 30 minutes and keeps the cart until the payment is verified", async () => {
    const p = await makeProduct({ price: 1200, stock: 4 });
    const user = await customerWith([{ productId: p.id, quantity: 2 }]);
    const before = Date.now();
    const { order } = await placeOrder(user.id, input({ paymentMethod: "razorpay" }));
    expect(order.paymentStatus).toBe("pending");
    expect(order.awaitingPayment).toBe(true);
    expect(order.holdExpiresAt!.getTime() - before).toBeGreaterThanOrEqual(30 * 60_000 - 1000);
    expect(order.holdExpiresAt!.getTime() - before).toBeLessThanOrEqual(30 * 60_000 + 5000);
    expect(await stockOf(p.id)).toBe(2);
    expect((await getCart({ userId: user.id })).lines).toHaveLength(1);
    expect(await prisma.emailOutbox.count({ where: { dedupeKey: `order-confirmation:${order.id}` } })).toBe(0);
  });

  it("a new order replaces the user's unpaid one (its stock is released first)", async () => {
    const p = await makeProduct({ price: 1200, stock: 2 });
    const user = await customerWith([{ productId: p.id, quantity: 2 }]);
    const first = await placeOrder(user.id, input({ paymentMethod: "razorpay" }));
    expect(await stockOf(p.id)).toBe(0);
    const second = await placeOrder(user.id, input({ paymentMethod: "cod" }));
    expect(await stockOf(p.id)).toBe(0);
    const old = await getUserOrder(user.id, first.order.id);
    expect(old).toMatchObject({ status: "cancelled", cancellationReason: ORDER_MESSAGES.superseded });
    expect(second.order.status).toBe("pending");
    // The replaced attempt took no money: it leaves My Orders and Total Orders (its link still opens it).
    expect((await listUserOrders(user.id)).orders.map((o) => o.id)).toEqual([second.order.id]);
    expect(await countUserOrders(user.id)).toBe(1);
  });

  it("hold expiry cancels the unpaid order and releases its stock exactly once", async () => {
    const p = await makeProduct({ price: 1500, stock: 3 });
    const user = await customerWith([{ productId: p.id, quantity: 3 }]);
    const { order } = await placeOrder(user.id, input({ paymentMethod: "razorpay" }));
    expect(await stockOf(p.id)).toBe(0);
    expect(await releaseExpiredHolds()).toBe(0); // not yet expired
    await prisma.order.update({ where: { id: order.id }, data: { holdExpiresAt: new Date(Date.now() - 1000) } });

    const counts = await Promise.all([releaseExpiredHolds(), releaseExpiredHolds(), releaseExpiredHolds()]);
    expect(counts.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(1);
    expect(await releaseExpiredHolds()).toBe(0);
    expect(await stockOf(p.id)).toBe(3);
    const after = await getUserOrder(user.id, order.id);
    expect(after).toMatchObject({ status: "cancelled", cancellationReason: "Payment not completed in time", awaitingPayment: false });
    expect((await listUserOrders(user.id)).orders.map((o) => o.id)).not.toContain(order.id);
    expect((await prisma.order.findUniqueOrThrow({ where: { id: order.id } })).stockReleasedAt).not.toBeNull();
    // A paid order is never released.
    const paid = await placeOrder(user.id, input({ paymentMethod: "razorpay", idempotencyKey: key() }));
    await prisma.order.update({ where: { id: paid.order.id }, data: { paymentStatus: "paid", holdExpiresAt: new Date(Date.now() - 1000) } });
    await releaseExpiredHolds();
    expect((await getUserOrder(user.id, paid.order.id))?.status).toBe("pending");
  });
});

// ---------------------------------------------------------------- reading and cancelling

describe("reading a customer's orders", () => {
  it("lists own orders newest first, 5 per page, with a status filter; counts; another customer's order is null", async () => {
    const p = await makeProduct({ price: 1000, stock: 100 });
    const user = await createUser();
    const ids: string[] = [];
    for (let i = 0; i < 7; i++) {
      await addToCart({ userId: user.id }, { productId: p.id });
      const id = (await placeOrder(user.id, input())).order.id;
      ids.push(id);
      // Paid (as at delivery), so the limit on open unpaid orders (MAX_OPEN_UNPAID_ORDERS) does not apply.
      await prisma.order.update({ where: { id }, data: { paymentStatus: "paid" } });
    }
    await prisma.order.update({ where: { id: ids[0] }, data: { status: "shipped" } });
    await prisma.order.update({ where: { id: ids[1] }, data: { status: "delivered" } });
    await prisma.order.update({ where: { id: ids[2] }, data: { status: "confirmed" } });

    const page1 = await listUserOrders(user.id);
    expect(page1.orders).toHaveLength(5);
    expect(page1.pagination).toEqual({ page: 1, limit: 5, total: 7, pages: 2, hasNext: true, hasPrev: false });
    expect(page1.orders[0]).toMatchObject({ id: ids[6], total: 1099, totalItems: 1, paymentMethod: "cod", lineCount: 1, firstItem: { name: p.name } });
    expect(typeof page1.orders[0].createdAt).toBe("string");
    const page2 = await listUserOrders(user.id, { page: 2 });
    expect(page2.orders.map((o) => o.id)).toEqual([ids[1], ids[0]]);
    expect((await listUserOrders(user.id, { status: "shipped" })).orders.map((o) => o.id)).toEqual([ids[0]]);
    expect(await countUserOrders(user.id)).toBe(7);
    expect(await countActiveShipments(user.id)).toBe(2);

    const stranger = await createUser();
    expect(await getUserOrder(stranger.id, ids[0])).toBeNull();
    expect((await listUserOrders(stranger.id)).orders).toEqual([]);
    expect(await getUserOrder(user.id, "nope")).toBeNull();
  });

  it("toApiOrder gives the documented shape in rupees", async () => {
    const p = await makeProduct({ price: 2000, originalPrice: 2500, stock: 5 });
    const user = await customerWith([{ productId: p.id }]);
    const { order } = await placeOrder(user.id, input({ billingAddress: { ...address, city: "Ahmedabad" } }));
    const api = toApiOrder(order);
    expect(Object.keys(api).sort()).toEqual(
      [
        "_id", "orderId", "userId", "items", "shippingAddress", "billingAddress", "paymentMethod", "paymentStatus", "paymentId", "orderStatus",
        "trackingNumber", "trackingUrl", "subtotal", "discount", "tax", "shipping", "total", "couponCode", "estimatedDelivery", "deliveredAt", "cancelledAt",
        "cancellationReason", "totalItems", "totalSavings", "createdAt", "updatedAt",
      ].sort(),
    );
    expect(api).toMatchObject({ orderId: order.orderNumber, subtotal: 2000, shipping: 0, total: 2000, orderStatus: "pending", totalSavings: 500 });
    expect(api.billingAddress.city).toBe("Ahmedabad");
    expect(api.shippingAddress.city).toBe("Surat");
    expect(api.items[0]).toMatchObject({ name: p.name, price: 2000, originalPrice: 2500, selectedSize: "Free Size", selectedColor: "Default", productId: { _id: p.id, price: 2000 } });
  });
});

describe("cancelOrder", () => {
  it("cancels while pending/confirmed/processing, restores stock once and gives the coupon use back; 409 afterwards", async () => {
    const p = await makeProduct({ price: 3000, stock: 6 });
    const user = await customerWith([{ productId: p.id, quantity: 2 }]);
    await prisma.cart.update({ where: { userId: user.id }, data: { couponCode: "SAVE10" } });
    const used = (await prisma.coupon.findUniqueOrThrow({ where: { code: "SAVE10" } })).usedCount;
    const { order } = await placeOrder(user.id, input());
    expect(await stockOf(p.id)).toBe(4);
    await prisma.order.update({ where: { id: order.id }, data: { status: "processing" } });

    const cancelled = await cancelOrder(user.id, order.id, "Changed my mind");
    expect(cancelled).toMatchObject({ status: "cancelled", cancellationReason: "Changed my mind", canCancel: false });
    expect(cancelled.cancelledAt).toBeInstanceOf(Date);
    expect(await stockOf(p.id)).toBe(6);
    expect((await prisma.coupon.findUniqueOrThrow({ where: { code: "SAVE10" } })).usedCount).toBe(used);
    expect(await prisma.couponRedemption.count({ where: { orderId: order.id } })).toBe(0);

    await expectError(cancelOrder(user.id, order.id, "again"), Conflict, "This order cannot be cancelled because it is cancelled");
    expect(await stockOf(p.id)).toBe(6);
  });

  it("409 once shipped; 404 for another customer's order (nothing changes); 400 without a reason", async () => {
    const p = await makeProduct({ price: 3000, stock: 6 });
    const user = await customerWith([{ productId: p.id }]);
    const { order } = await placeOrder(user.id, input());
    const stranger = await createUser();
    await expectError(cancelOrder(stranger.id, order.id, "mine now"), NotFound, ORDER_MESSAGES.notFound);
    await expectError(cancelOrder(user.id, order.id, "   "), ValidationError, ORDER_MESSAGES.cancelReasonRequired);
    expect((await getUserOrder(user.id, order.id))?.status).toBe("pending");
    await prisma.order.update({ where: { id: order.id }, data: { status: "shipped" } });
    await expectError(cancelOrder(user.id, order.id, "too late"), Conflict, /shipped/);
    expect(await stockOf(p.id)).toBe(5);
  });
});

// ---------------------------------------------------------------- the screens

async function cookieFor(userId: string) {
  const session = await createSession(userId);
  const s = await sessionStorage().getSession();
  s.set("sessionId", session.id);
  return (await sessionStorage().commitSession(s)).split(";")[0];
}

type Init = { status?: number; headers?: HeadersInit } | null;
/** Runs a loader or action: a thrown Response is returned; `data()` results are unwrapped. */
async function run(fn: (args: never) => unknown, request: Request, params: Record<string, string> = {}): Promise<{ response?: Response; data?: unknown; status: number }> {
  try {
    const result = (await fn({ request, params, context: {} } as never)) as unknown;
    if (result instanceof Response) return { response: result, status: result.status };
    const d = result as { data: unknown; init: Init; type?: string };
    return { data: d.data, status: d.init?.status ?? 200 };
  } catch (thrown) {
    if (thrown instanceof Response) return { response: thrown, status: thrown.status };
    throw thrown;
  }
}

const get = (path: string, cookie?: string) => new Request(`http://localhost${path}`, { headers: cookie ? { Cookie: cookie } : {} });
const post = (path: string, fields: Record<string, string>, cookie?: string) =>
  new Request(`http://localhost${path}`, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { "Content-Type": "application/x-www-form-urlencoded", ...(cookie ? { Cookie: cookie } : {}) },
  });

describe("/checkout", () => {
  it("sends signed-out users to /login?redirect=/checkout and an empty cart to /cart", async () => {
    const out = await run(checkoutRoute.loader, get("/checkout"));
    expect(out.response?.headers.get("Location")).toBe("/login?redirect=%2Fcheckout");
    const user = await createUser();
    const empty = await run(checkoutRoute.loader, get("/checkout", await cookieFor(user.id)));
    expect(empty.response?.headers.get("Location")).toBe("/cart");
  });

  it("prefills from the default saved address, disables COD below its limit, and carries an idempotency key and the total", async () => {
    const p = await makeProduct({ price: 300 });
    const user = await customerWith([{ productId: p.id }]);
    await prisma.address.create({ data: { userId: user.id, ...address, fullName: "Other", isDefault: false } });
    await prisma.address.create({ data: { userId: user.id, ...address, city: "Vadodara", isDefault: true } });
    const res = await run(checkoutRoute.loader, get("/checkout", await cookieFor(user.id)));
    const d = res.data as { step: string; prefill: { city: string }; summary: { codAllowed: boolean; totalPaise: number; total: number }; idempotencyKey: string; addresses: unknown[] };
    expect(d.step).toBe("form");
    expect(d.prefill.city).toBe("Vadodara");
    expect(d.addresses).toHaveLength(2);
    expect(d.summary).toMatchObject({ codAllowed: false, total: 399, totalPaise: 39_900 });
    expect(d.idempotencyKey.length).toBeGreaterThanOrEqual(16);
    // Choosing another saved address (a link, so it works without JavaScript) prefills it.
    const other = await prisma.address.findFirstOrThrow({ where: { userId: user.id, fullName: "Other" } });
    const chosen = await run(checkoutRoute.loader, get(`/checkout?address=${other.id}`, await cookieFor(user.id)));
    expect(chosen.data).toMatchObject({ chosenAddressId: other.id, prefill: { fullName: "Other", city: "Surat" } });
  });

  it("POST: missing fields answer 'Please fill in all required fields'; COD goes to the success screen; a resubmit does not order twice", async () => {
    const p = await makeProduct({ price: 1500, stock: 10 });
    const user = await customerWith([{ productId: p.id }]);
    const cookie = await cookieFor(user.id);
    const base = { ...address, country: "India", paymentMethod: "cod", idempotencyKey: key(), expectedTotal: "159900" };

    const bad = await run(checkoutRoute.action, post("/checkout", { ...base, fullName: "" }, cookie));
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.data)).toContain(ORDER_MESSAGES.requiredFields);

    const ok = await run(checkoutRoute.action, post("/checkout", base, cookie));
    expect(ok.status).toBe(303);
    const location = ok.response!.headers.get("Location")!;
    expect(location).toMatch(/^\/checkout\/success\//);
    const again = await run(checkoutRoute.action, post("/checkout", base, cookie));
    expect(again.response!.headers.get("Location")).toBe(location);
    expect(await countUserOrders(user.id)).toBe(1);

    const success = await run(checkoutSuccessRoute.loader, get(location, cookie), { orderId: location.split("/").pop()! });
    expect(success.data).toMatchObject({ step: "success", success: { paid: false, total: 1599 } });
    const tags = checkoutSuccessRoute.meta({ data: success.data, matches: [] } as never) as Array<Record<string, string>>;
    const orderNumber = (success.data as { success: { orderNumber: string } }).success.orderNumber;
    expect(tags).toContainEqual({ httpEquiv: "refresh", content: `3;url=/account?placed=${orderNumber}` });
  });

  it("POST: a first address is saved once (not again on a resubmit); without the box ticked nothing is saved", async () => {
    const p = await makeProduct({ price: 1500, stock: 10 });
    const user = await customerWith([{ productId: p.id }]);
    const cookie = await cookieFor(user.id);
    const base = { ...address, country: "India", paymentMethod: "cod", idempotencyKey: key(), expectedTotal: "159900", saveAddress: "on" };
    expect((await run(checkoutRoute.action, post("/checkout", base, cookie))).status).toBe(303);
    expect((await run(checkoutRoute.action, post("/checkout", base, cookie))).status).toBe(303);
    const saved = await prisma.address.findMany({ where: { userId: user.id } });
    expect(saved).toHaveLength(1);
    expect(saved[0]).toMatchObject({ city: "Surat", pincode: "395002", isDefault: true });

    const q = await makeProduct({ price: 1500, stock: 10 });
    const other = await customerWith([{ productId: q.id }]);
    const unticked = { ...base, idempotencyKey: key() } as Record<string, string>;
    delete unticked.saveAddress;
    expect((await run(checkoutRoute.action, post("/checkout", unticked, await cookieFor(other.id)))).status).toBe(303);
    expect(await prisma.address.count({ where: { userId: other.id } })).toBe(0);
  });

  it("POST: an empty city and state come from the pincode; a city or state the pincode disagrees with is refused on its field", async () => {
    const p = await makeProduct({ price: 1500, stock: 10 });
    const user = await customerWith([{ productId: p.id }]);
    const cookie = await cookieFor(user.id);
    const base = { ...address, country: "India", paymentMethod: "cod", expectedTotal: "159900" };

    const wrongState = await run(checkoutRoute.action, post("/checkout", { ...base, state: "Maharashtra", idempotencyKey: key() }, cookie));
    expect(wrongState.status).toBe(400);
    expect(wrongState.data).toMatchObject({ result: { error: { state: ["Pincode 395002 is in Gujarat, not Maharashtra. Please check the pincode or the state."] } } });
    const wrongCity = await run(checkoutRoute.action, post("/checkout", { ...base, city: "Ahmedabad", idempotencyKey: key() }, cookie));
    expect(wrongCity.data).toMatchObject({ result: { error: { city: ["Pincode 395002 is in Surat, Gujarat, not Ahmedabad. Please check the pincode or the city."] } } });
    expect(await countUserOrders(user.id)).toBe(0);

    const filled = await run(checkoutRoute.action, post("/checkout", { ...base, city: "", state: "", idempotencyKey: key() }, cookie));
    expect(filled.status).toBe(303);
    expect(await prisma.order.findFirstOrThrow({ where: { userId: user.id } })).toMatchObject({ shipCity: "Surat", shipState: "Gujarat", shipPincode: "395002" });
  });

  it("GET /pincode/:pin answers the city and state (404 for one the directory lacks)", async () => {
    const res = (await run(pincodeRoute.loader, get("/pincode/395007"), { pin: "395007" })).response!;
    expect(await res.json()).toEqual({ pincode: "395007", city: "Surat", state: "Gujarat" });
    expect((await run(pincodeRoute.loader, get("/pincode/999999"), { pin: "999999" })).status).toBe(404);
    expect((await run(pincodeRoute.loader, get("/pincode/abc"), { pin: "abc" })).status).toBe(404);
  });

  it("POST with a stale total answers 409 with the new summary, and orders nothing", async () => {
    const p = await makeProduct({ price: 1500, stock: 10 });
    const user = await customerWith([{ productId: p.id }]);
    const cookie = await cookieFor(user.id);
    await prisma.product.update({ where: { id: p.id }, data: { price: 170_000, originalPrice: 170_000 } });
    const res = await run(checkoutRoute.action, post("/checkout", { ...address, paymentMethod: "cod", idempotencyKey: key(), expectedTotal: "159900" }, cookie));
    expect(res.status).toBe(409);
    expect(res.data).toMatchObject({ summary: { total: 1799 } });
    expect(JSON.stringify(res.data)).toContain(ORDER_MESSAGES.priceChanged);
    expect(await countUserOrders(user.id)).toBe(0);
  });

  it("POST razorpay goes to the pay step; the pay step offers the simulator for the order's stored amount", async () => {
    const p = await makeProduct({ price: 1500, stock: 10 });
    const user = await customerWith([{ productId: p.id }]);
    const cookie = await cookieFor(user.id);
    const res = await run(checkoutRoute.action, post("/checkout", { ...address, paymentMethod: "razorpay", idempotencyKey: key(), expectedTotal: "159900", saveAddress: "on" }, cookie));
    const location = res.response!.headers.get("Location")!;
    expect(location).toMatch(/^\/checkout\/pay\//);
    expect(await prisma.address.count({ where: { userId: user.id } })).toBe(1);
    const orderId = location.split("/").pop()!;
    const pay = await run(checkoutPayRoute.loader, get(location, cookie), { orderId });
    expect(pay.data).toMatchObject({ step: "pay", payment: { mode: "simulator", amount: 159_900, currency: "INR" }, problem: null });
    const stranger = await createUser();
    const theirs = await run(checkoutPayRoute.loader, get(location, await cookieFor(stranger.id)), { orderId });
    expect(theirs.status).toBe(404);
  });
});

describe("/checkout's old query-parameter URLs", () => {
  it("redirect to the pay step and the success page", async () => {
    const legacyPay = await run(checkoutRoute.loader, get("/checkout?order=ord_1&payment=failed"));
    expect(legacyPay.status).toBe(301);
    expect(legacyPay.response!.headers.get("Location")).toBe("/checkout/pay/ord_1?payment=failed");
    const legacySuccess = await run(checkoutRoute.loader, get("/checkout?success=ord_1"));
    expect(legacySuccess.response!.headers.get("Location")).toBe("/checkout/success/ord_1");
  });
});

describe("/order/{id}", () => {
  it("shows the owner's order; another customer's is 404", async () => {
    const p = await makeProduct({ price: 1500 });
    const user = await customerWith([{ productId: p.id }]);
    const { order } = await placeOrder(user.id, input());
    const mine = await run(orderRoute.loader, get(`/order/${order.id}`, await cookieFor(user.id)), { id: order.id });
    expect(mine.data).toMatchObject({ order: { orderNumber: order.orderNumber, canCancel: true }, confirming: false });
    const stranger = await createUser();
    const theirs = await run(orderRoute.loader, get(`/order/${order.id}`, await cookieFor(stranger.id)), { id: order.id });
    expect(theirs.status).toBe(404);
    const signedOut = await run(orderRoute.loader, get(`/order/${order.id}`), { id: order.id });
    expect(signedOut.response?.headers.get("Location")).toBe(`/login?redirect=${encodeURIComponent(`/order/${order.id}`)}`);

    // Once shipped: the tracking number shows and the Cancel form is gone (even when asked for).
    await prisma.order.update({ where: { id: order.id }, data: { status: "shipped", trackingNumber: "1490000007919", courierPartner: "Delhivery", shippedAt: new Date() } });
    const shipped = await run(orderRoute.loader, get(`/order/${order.id}?cancel=1`, await cookieFor(user.id)), { id: order.id });
    expect(shipped.data).toMatchObject({ order: { status: "shipped", trackingNumber: "1490000007919", courierPartner: "Delhivery", canCancel: false }, confirming: false });
  });

  it("the cancel confirmation step and form post cancel the order and restore stock; another customer's post is 404", async () => {
    const p = await makeProduct({ price: 1500, stock: 4 });
    const user = await customerWith([{ productId: p.id, quantity: 2 }]);
    const { order } = await placeOrder(user.id, input());
    const cookie = await cookieFor(user.id);
    const confirm = await run(orderRoute.loader, get(`/order/${order.id}?cancel=1`, cookie), { id: order.id });
    expect(confirm.data).toMatchObject({ confirming: true, cancelConstraint: { details: { maxLength: 400 } } });

    const stranger = await createUser();
    const denied = await run(orderRoute.action, post(`/order/${order.id}`, { intent: "cancel", reason: "Changed my mind" }, await cookieFor(stranger.id)), { id: order.id });
    expect(denied.status).toBe(404);
    expect(await stockOf(p.id)).toBe(2);

    const missing = await run(orderRoute.action, post(`/order/${order.id}`, { intent: "cancel", reason: "Other", details: "" }, cookie), { id: order.id });
    expect(missing.status).toBe(400);
    // Conform's reply: the schema's message, and the choice kept for the form.
    expect(missing.data).toMatchObject({ result: { error: { "": [ORDER_MESSAGES.cancelReasonRequired] }, initialValue: { reason: "Other" } } });
    const tooLong = await run(orderRoute.action, post(`/order/${order.id}`, { intent: "cancel", reason: "Changed my mind", details: "x".repeat(401) }, cookie), { id: order.id });
    expect(tooLong.data).toMatchObject({ result: { error: { details: ["Please keep the reason under 400 characters"] } } });
    expect(await stockOf(p.id)).toBe(2);

    const done = await run(orderRoute.action, post(`/order/${order.id}`, { intent: "cancel", reason: "Other", details: "Found it cheaper" }, cookie), { id: order.id });
    expect(done.status).toBe(303);
    expect(await stockOf(p.id)).toBe(4);
    expect((await getUserOrder(user.id, order.id))?.cancellationReason).toBe("Found it cheaper");
  });
});
