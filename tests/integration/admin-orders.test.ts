import crypto from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { prisma } from "~/db.server";
import { listAdminOrders, updateOrderByAdmin, getAdminOrder, ADMIN_CANCELLATION_REASON } from "~/models/admin-order.server";
import { addToCart } from "~/models/cart.server";
import { placeOrder } from "~/models/order-placement.server";
import { refundOrder } from "~/models/refund.server";
import * as detailRoute from "~/routes/admin.orders.$id";
import * as listRoute from "~/routes/admin.orders._index";
import * as apiOne from "~/routes/api.admin.orders.$id";
import * as apiStatus from "~/routes/api.admin.orders.$id.status";
import * as apiList from "~/routes/api.admin.orders";
import * as openapi from "~/routes/api.openapi[.]json";
import { ADMIN_ORDER_MESSAGES, COURIER_PARTNER, detailStatusOptions } from "~/schemas/admin-order";
import { shortId } from "~/utils/admin";
import { Conflict, NotFound } from "~/utils/errors";
import {
  callLoader,
  callRoute,
  createUser,
  formPost,
  jsonRequest,
  readEnvelope,
  runWebRoute,
  toastOf,
  tokensFor,
  webGet,
  webSessionCookie,
  type TestUser,
} from "./helpers";

// Admin orders end to end against this worker's SQLite file: the model (list
// tiles over the whole filter, the one-transaction update with stock, COD and
// the shipping e-mail), the JSON API and the two screens' loaders and actions.
// Every customer carries a random tag so searches only see this file's orders.

const letters = (n: number) => Array.from(crypto.randomBytes(n), (b) => String.fromCharCode(97 + (b % 26))).join("");
const tag = `ao${letters(6)}`;
let categoryId: string;
let seq = 0;
let admin: TestUser;
let adminToken: string;
let customerToken: string;
let adminCookie: string;
let customerCookie: string;

async function makeProduct(price: number, stock = 20) {
  return prisma.product.create({
    data: {
      name: `Saree ${++seq} ${tag}`,
      description: "For the admin order tests.",
      material: "Silk",
      price: price * 100,
      originalPrice: price * 100,
      categoryId,
      images: JSON.stringify([`/images/${tag}-${seq}.jpg`]),
      sizes: JSON.stringify(["Free Size"]),
      colors: JSON.stringify(["Maroon"]),
      stock,
    },
  });
}

const address = { fullName: "Meera Desai", phone: "9876543210", address: "4 Athwa Lines", city: "Surat", state: "Gujarat", pincode: "395007" };

/** A real COD order through the cart and placeOrder (stock taken, confirmation queued). */
async function placeCodOrder(lines: Array<{ productId: string; quantity: number }>, user?: TestUser) {
  const customer = user ?? (await createUser({ firstName: "Meera", lastName: `Desai${tag}` }));
  for (const l of lines) await addToCart({ userId: customer.id }, { productId: l.productId, quantity: l.quantity, size: "Free Size", color: "Maroon" });
  const { order } = await placeOrder(customer.id, { shippingAddress: address, paymentMethod: "cod", idempotencyKey: `k-${crypto.randomBytes(8).toString("hex")}`, notes: "Please gift wrap" });
  return { order, customer };
}

/** An order written straight to the database (for list figures; no stock involved). */
async function rawOrder(user: TestUser, productId: string, data: { status?: string; total: number; paymentStatus?: string; createdAt?: Date }) {
  return prisma.order.create({
    data: {
      orderNumber: `T-${tag}-${++seq}`,
      userId: user.id,
      status: data.status ?? "pending",
      paymentMethod: "razorpay",
      paymentStatus: data.paymentStatus ?? "pending",
      subtotal: data.total * 100,
      total: data.total * 100,
      totalItems: 2,
      shipFullName: address.fullName,
      shipPhone: address.phone,
      shipAddress: address.address,
      shipCity: address.city,
      shipState: address.state,
      shipPincode: address.pincode,
      createdAt: data.createdAt ?? new Date(),
      items: { create: [{ productId, name: `Line ${tag}`, price: (data.total * 100) / 2, originalPrice: (data.total * 100) / 2, quantity: 2, size: "M", color: "Red", gstRate: 5, taxAmount: 100 }] },
    },
  });
}

const stockOf = async (id: string) => (await prisma.product.findUniqueOrThrow({ where: { id }, select: { stock: true } })).stock;
const shippingMails = (orderId: string) => prisma.emailOutbox.findMany({ where: { dedupeKey: `shipping:${orderId}` } });

async function expectError<T extends Error>(promise: Promise<unknown>, type: new (...args: never[]) => T, message?: string) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error, "expected the call to throw").toBeInstanceOf(type);
  if (message) expect((error as Error).message).toBe(message);
  return error as T;
}

beforeAll(async () => {
  const category = await prisma.category.create({ data: { name: `Admin orders ${tag}`, slug: `admin-orders-${tag}` } });
  categoryId = category.id;
  admin = await createUser({ role: "admin", firstName: "Ravi", lastName: "Admin" });
  const customer = await createUser();
  adminToken = (await tokensFor(admin)).token;
  customerToken = (await tokensFor(customer)).token;
  adminCookie = await webSessionCookie(admin);
  customerCookie = await webSessionCookie(customer);
});

// ---------------------------------------------------------------- list

describe("listAdminOrders", () => {
  it("tiles count every order matching the filter (not the page), revenue sums paid orders; search, status, sort, pages", async () => {
    const product = await makeProduct(1000);
    const listTag = `Lst${letters(5)}`;
    const a = await createUser({ firstName: "Kavya", lastName: listTag, email: `kavya.${listTag.toLowerCase()}@example.com` });
    const b = await createUser({ firstName: "Rohan", lastName: listTag, email: `rohan.${listTag.toLowerCase()}@example.com` });
    const base = Date.now() - 100_000;
    const made = [];
    // 12 orders: 7 pending, 3 delivered (paid), 1 cancelled (refunded), 1 shipped (paid).
    for (let i = 0; i < 7; i++) made.push(await rawOrder(i % 2 ? a : b, product.id, { total: 1000 + i * 10, createdAt: new Date(base + i * 1000) }));
    for (let i = 0; i < 3; i++) made.push(await rawOrder(a, product.id, { status: "delivered", paymentStatus: "paid", total: 2000, createdAt: new Date(base + (7 + i) * 1000) }));
    made.push(await rawOrder(b, product.id, { status: "cancelled", paymentStatus: "refunded", total: 5000, createdAt: new Date(base + 10_000) }));
    made.push(await rawOrder(b, product.id, { status: "shipped", paymentStatus: "paid", total: 3000, createdAt: new Date(base + 11_000) }));

    const all = await listAdminOrders({ search: listTag });
    expect(all.stats).toEqual({ total: 12, pending: 7, delivered: 3, revenue: (3 * 2000 + 3000) * 100 });
    expect(all.orders).toHaveLength(10);
    expect(all.pagination).toEqual({ page: 1, limit: 10, total: 12, pages: 2, hasNext: true, hasPrev: false });
    // Newest first by default.
    expect(all.orders[0].id).toBe(made[11].id);
    expect(all.orders[0].customer.lastName).toBe(listTag);
    expect(all.orders[0].items[0]).toMatchObject({ quantity: 2, price: 150_000, lineTotal: 300_000 });

    const page2 = await listAdminOrders({ search: listTag, page: 2 });
    expect(page2.orders.map((o) => o.id)).toEqual([made[1].id, made[0].id]);
    expect(page2.stats.total).toBe(12);

    // Status filter: the tiles follow the filter.
    const pending = await listAdminOrders({ search: listTag, status: "pending" });
    expect(pending.stats).toEqual({ total: 7, pending: 7, delivered: 0, revenue: 0 });

    // Search by e-mail, full name, first name, order number, '#'+short id.
    expect((await listAdminOrders({ search: `rohan.${listTag.toLowerCase()}` })).stats.total).toBe(6);
    expect((await listAdminOrders({ search: `Kavya ${listTag}` })).stats.total).toBe(6);
    expect((await listAdminOrders({ search: made[3].orderNumber })).orders.map((o) => o.id)).toEqual([made[3].id]);
    expect((await listAdminOrders({ search: shortId(made[4].id) })).orders.map((o) => o.id)).toEqual([made[4].id]);
    expect((await listAdminOrders({ search: `nobody-${tag}` })).orders).toEqual([]);
    // LIKE wildcards typed in the box are literal characters.
    expect((await listAdminOrders({ search: `%${listTag}` })).stats.total).toBe(0);
    expect((await listAdminOrders({ search: `${listTag.slice(0, 3)}_${listTag.slice(4)}` })).stats.total).toBe(0);

    // Sort by amount both ways, by status.
    const byAmount = await listAdminOrders({ search: listTag, sortBy: "totalAmount", sortOrder: "desc" });
    expect(byAmount.orders[0].total).toBe(500_000);
    const cheapest = await listAdminOrders({ search: listTag, sortBy: "totalAmount", sortOrder: "asc" });
    expect(cheapest.orders[0].id).toBe(made[0].id);
    const byStatus = await listAdminOrders({ search: listTag, sortBy: "status", sortOrder: "asc" });
    expect(byStatus.orders[0].status).toBe("cancelled");
  });
});

// ---------------------------------------------------------------- update

describe("updateOrderByAdmin", () => {
  it("moves a COD order through confirmed, processing, shipped (one shipping e-mail) and delivered (paid)", async () => {
    const product = await makeProduct(1500, 10);
    const { order } = await placeCodOrder([{ productId: product.id, quantity: 2 }]);
    expect(await stockOf(product.id)).toBe(8);

    const confirmed = await updateOrderByAdmin(order.id, { status: "confirmed" });
    expect(confirmed).toMatchObject({ changed: true, statusChanged: true, shippingEmailQueued: false });
    expect(confirmed.order.confirmedAt).toBeInstanceOf(Date);

    const processing = await updateOrderByAdmin(order.id, { status: "processing", adminNotes: "  Pack with tissue  " });
    expect(processing.order.processingAt).toBeInstanceOf(Date);
    expect(processing.order.adminNotes).toBe("Pack with tissue");

    // Shipped without a tracking number: nothing queued yet.
    const shippedNoTracking = await updateOrderByAdmin(order.id, { status: "shipped" });
    expect(shippedNoTracking.shippingEmailQueued).toBe(false);
    expect(await shippingMails(order.id)).toHaveLength(0);

    const shipped = await updateOrderByAdmin(order.id, { status: "shipped", trackingNumber: " DL 1234-5678 " });
    expect(shipped).toMatchObject({ changed: true, statusChanged: false, shippingEmailQueued: true });
    expect(shipped.order).toMatchObject({ trackingNumber: "DL 1234-5678", courierPartner: COURIER_PARTNER });
    const mails = await shippingMails(order.id);
    expect(mails).toHaveLength(1);
    const customer = await prisma.user.findUniqueOrThrow({ where: { id: order.userId } });
    expect(mails[0].to).toBe(customer.email);
    expect(mails[0].template).toBe("shipping");
    const payload = JSON.parse(mails[0].payload);
    expect(payload).toMatchObject({
      orderNumber: order.orderNumber,
      trackingNumber: "DL 1234-5678",
      courierPartner: "Delhivery",
      customerEmail: customer.email,
      customerName: `${customer.firstName} ${customer.lastName}`,
      total: 3000,
      shippingAddress: { street: address.address, city: "Surat", state: "Gujarat", pincode: "395007" },
      estimatedDelivery: order.estimatedDelivery!.toISOString(),
    });
    expect(payload.items).toEqual([{ name: product.name, quantity: 2, size: "Free Size", color: "Maroon", price: 1500 }]);

    // A new tracking number later does not queue a second e-mail.
    const again = await updateOrderByAdmin(order.id, { status: "shipped", trackingNumber: "DL9999" });
    expect(again.shippingEmailQueued).toBe(false);
    expect(await shippingMails(order.id)).toHaveLength(1);

    expect(shipped.order.paymentStatus).toBe("pending");
    const delivered = await updateOrderByAdmin(order.id, { status: "delivered" });
    expect(delivered.order).toMatchObject({ status: "delivered", paymentStatus: "paid" });
    expect(delivered.order.deliveredAt).toBeInstanceOf(Date);
    expect(delivered.order.paidAt).toBeInstanceOf(Date);
    expect(await stockOf(product.id)).toBe(8);
  });

  it("two admins saving shipped at once: one shipping e-mail; two cancels at once: stock back once", async () => {
    const product = await makeProduct(1250, 6);
    const { order } = await placeCodOrder([{ productId: product.id, quantity: 2 }]);
    const results = await Promise.all([
      updateOrderByAdmin(order.id, { status: "shipped", trackingNumber: "RACE1" }),
      updateOrderByAdmin(order.id, { status: "shipped", trackingNumber: "RACE2" }),
    ]);
    expect(results.filter((r) => r.shippingEmailQueued)).toHaveLength(1);
    expect(await shippingMails(order.id)).toHaveLength(1);
    await Promise.all([updateOrderByAdmin(order.id, { status: "cancelled" }), updateOrderByAdmin(order.id, { status: "cancelled" }), updateOrderByAdmin(order.id, { status: "returned" })]);
    expect(await stockOf(product.id)).toBe(6);
  });

  it("changes nothing when nothing changes (updatedAt kept)", async () => {
    const product = await makeProduct(900);
    const { order } = await placeCodOrder([{ productId: product.id, quantity: 1 }]);
    await updateOrderByAdmin(order.id, { status: "processing", adminNotes: "Fragile" });
    const before = await prisma.order.findUniqueOrThrow({ where: { id: order.id } });
    const same = await updateOrderByAdmin(order.id, { status: "processing", adminNotes: "Fragile", trackingNumber: undefined });
    expect(same).toMatchObject({ changed: false, statusChanged: false });
    const after = await prisma.order.findUniqueOrThrow({ where: { id: order.id } });
    expect(after.updatedAt.getTime()).toBe(before.updatedAt.getTime());
    // Blank notes clear them.
    expect((await updateOrderByAdmin(order.id, { adminNotes: "   " })).order.adminNotes).toBeNull();
  });

  it("cancel restores stock once; returned after cancelled does not restore again; reopening takes it again", async () => {
    const product = await makeProduct(1200, 5);
    const { order } = await placeCodOrder([{ productId: product.id, quantity: 3 }]);
    expect(await stockOf(product.id)).toBe(2);

    const cancelled = await updateOrderByAdmin(order.id, { status: "cancelled" });
    expect(cancelled.order).toMatchObject({ status: "cancelled", cancellationReason: ADMIN_CANCELLATION_REASON });
    expect(cancelled.order.cancelledAt).toBeInstanceOf(Date);
    expect(cancelled.order.stockReleasedAt).toBeInstanceOf(Date);
    expect(await stockOf(product.id)).toBe(5);

    await updateOrderByAdmin(order.id, { status: "returned" });
    expect(await stockOf(product.id)).toBe(5);

    const reopened = await updateOrderByAdmin(order.id, { status: "processing" });
    expect(reopened.order).toMatchObject({ status: "processing", cancelledAt: null, returnedAt: null, cancellationReason: null, stockReleasedAt: null });
    expect(await stockOf(product.id)).toBe(2);

    // Delivered, then returned: stock comes back once.
    await updateOrderByAdmin(order.id, { status: "delivered" });
    await updateOrderByAdmin(order.id, { status: "returned" });
    expect(await stockOf(product.id)).toBe(5);
    await updateOrderByAdmin(order.id, { status: "cancelled" });
    expect(await stockOf(product.id)).toBe(5);
  });

  it("refuses to reopen a cancelled order when the stock is gone, and changes nothing", async () => {
    const product = await makeProduct(1100, 4);
    const { order } = await placeCodOrder([{ productId: product.id, quantity: 3 }]);
    await updateOrderByAdmin(order.id, { status: "cancelled" });
    await prisma.product.update({ where: { id: product.id }, data: { stock: 2 } });
    await expectError(updateOrderByAdmin(order.id, { status: "pending", adminNotes: "try" }), Conflict, `Not enough stock for ${product.name}`);
    const row = await prisma.order.findUniqueOrThrow({ where: { id: order.id } });
    expect(row).toMatchObject({ status: "cancelled", adminNotes: null });
    expect(row.stockReleasedAt).not.toBeNull();
    expect(await stockOf(product.id)).toBe(2);
  });

  it("moving back clears later steps' timestamps; a paid COD order cancelled stays paid until its refund is recorded; unknown id is NotFound", async () => {
    const product = await makeProduct(800);
    const { order } = await placeCodOrder([{ productId: product.id, quantity: 1 }]);
    await updateOrderByAdmin(order.id, { status: "shipped", trackingNumber: "AB123" });
    await updateOrderByAdmin(order.id, { status: "delivered" });
    const back = await updateOrderByAdmin(order.id, { status: "processing" });
    expect(back.order).toMatchObject({ shippedAt: null, deliveredAt: null, paymentStatus: "paid" });
    const cancelled = await updateOrderByAdmin(order.id, { status: "cancelled" });
    // Refunds are real (issue 11): no label without a Refund row; COD money is recorded by hand.
    expect(cancelled.order.paymentStatus).toBe("paid");
    await refundOrder({ orderId: order.id, idempotencyKey: `t-${order.id}`, reason: "Cancelled after delivery", manual: { method: "upi", reference: "UTR123" } });
    expect((await prisma.order.findUniqueOrThrow({ where: { id: order.id } })).paymentStatus).toBe("refunded");
    await expectError(updateOrderByAdmin("nope", { status: "pending" }), NotFound, ADMIN_ORDER_MESSAGES.notFound);
  });

  it("the detail select lists pending, processing, shipped, delivered, cancelled and returned, plus a current confirmed", () => {
    expect(detailStatusOptions("pending")).toEqual(["pending", "processing", "shipped", "delivered", "cancelled", "returned"]);
    expect(detailStatusOptions("confirmed")).toEqual(["confirmed", "pending", "processing", "shipped", "delivered", "cancelled", "returned"]);
    expect(detailStatusOptions("returned")).toEqual(["pending", "processing", "shipped", "delivered", "cancelled", "returned"]);
  });
});

// ---------------------------------------------------------------- JSON API

describe("GET /api/admin/orders", () => {
  it("answers the documented shape with tiles over the filter", async () => {
    const product = await makeProduct(1300);
    const { order, customer } = await placeCodOrder([{ productId: product.id, quantity: 1 }]);
    const res = await callLoader(apiList, jsonRequest("GET", `/api/admin/orders?search=${encodeURIComponent(customer.email)}&status=all&sortBy=totalAmount&sortOrder=asc`, undefined, { token: adminToken }));
    expect(res.status).toBe(200);
    const body = await readEnvelope(res);
    expect(body.message).toBe(ADMIN_ORDER_MESSAGES.retrieved);
    expect(body.data.pagination).toEqual({ page: 1, limit: 10, total: 1, pages: 1, hasNext: false, hasPrev: false });
    expect(body.data.stats).toEqual({ totalOrders: 1, pendingOrders: 1, deliveredOrders: 0, totalRevenue: 0 });
    expect(body.data.orders[0]).toMatchObject({
      _id: order.id,
      orderNumber: order.orderNumber,
      user: { firstName: "Meera", email: customer.email },
      items: [{ product: { name: product.name, images: [`/images/${tag}-${seq}.jpg`] }, quantity: 1, price: 1300 }],
      totalAmount: 1399, // 1300 + 99 shipping (below the free-shipping threshold)
      status: "pending",
      shippingAddress: { street: address.address, city: "Surat", state: "Gujarat", zipCode: "395007", country: "India" },
    });
  });

  it("400 for bad query values, 401 without a token, 403 for a customer", async () => {
    for (const qs of ["sortBy=price", "status=lost", "page=0", "limit=abc", "sortOrder=up"]) {
      const res = await callLoader(apiList, jsonRequest("GET", `/api/admin/orders?${qs}`, undefined, { token: adminToken }));
      expect(res.status, qs).toBe(400);
      expect((await readEnvelope(res)).errors?.length, qs).toBe(1);
    }
    expect((await callLoader(apiList, jsonRequest("GET", "/api/admin/orders"))).status).toBe(401);
    expect((await callLoader(apiList, jsonRequest("GET", "/api/admin/orders", undefined, { token: customerToken }))).status).toBe(403);
  });
});

describe("GET and PUT /api/admin/orders/{id}", () => {
  it("GET: the order with its customer; 404, 401, 403", async () => {
    const product = await makeProduct(1400);
    const { order, customer } = await placeCodOrder([{ productId: product.id, quantity: 2 }]);
    const res = await callRoute(apiOne, jsonRequest("GET", `/api/admin/orders/${order.id}`, undefined, { token: adminToken }), { id: order.id });
    expect(res.status).toBe(200);
    const body = await readEnvelope(res);
    expect(body.data).toMatchObject({
      _id: order.id,
      orderId: order.orderNumber,
      status: "pending",
      orderStatus: "pending",
      customer: { _id: customer.id, email: customer.email, firstName: "Meera", phone: "9876543210" },
      total: 2800,
      customerNotes: "Please gift wrap",
      adminNotes: null,
    });
    expect((await callRoute(apiOne, jsonRequest("GET", "/api/admin/orders/missing", undefined, { token: adminToken }), { id: "missing" })).status).toBe(404);
    expect((await callRoute(apiOne, jsonRequest("GET", `/api/admin/orders/${order.id}`), { id: order.id })).status).toBe(401);
    expect((await callRoute(apiOne, jsonRequest("GET", `/api/admin/orders/${order.id}`, undefined, { token: customerToken }), { id: order.id })).status).toBe(403);
  });

  it("PUT: saves status, tracking and notes; 400 for an empty body or a bad tracking number; 401, 403, 404", async () => {
    const product = await makeProduct(1600);
    const { order } = await placeCodOrder([{ productId: product.id, quantity: 1 }]);
    const put = (body: unknown, token?: string, id = order.id) => callRoute(apiOne, jsonRequest("PUT", `/api/admin/orders/${id}`, body, { token }), { id });

    const res = await put({ status: "shipped", trackingNumber: "XY42", adminNotes: "Left at 5 pm" }, adminToken);
    expect(res.status).toBe(200);
    const body = await readEnvelope(res);
    expect(body.message).toBe(ADMIN_ORDER_MESSAGES.statusUpdated);
    expect(body.data).toMatchObject({ status: "shipped", trackingNumber: "XY42", adminNotes: "Left at 5 pm", courierPartner: "Delhivery" });
    expect(await shippingMails(order.id)).toHaveLength(1);
    const notes = await readEnvelope(await put({ adminNotes: "Called customer" }, adminToken));
    expect(notes.message).toBe(ADMIN_ORDER_MESSAGES.updated);
    expect((await prisma.order.findUniqueOrThrow({ where: { id: order.id } })).adminNotes).toBe("Called customer");

    const empty = await put({}, adminToken);
    expect(empty.status).toBe(400);
    expect((await readEnvelope(empty)).errors).toEqual([{ param: "body", msg: ADMIN_ORDER_MESSAGES.nothingToUpdate }]);
    const badTracking = await put({ trackingNumber: "<script>" }, adminToken);
    expect(badTracking.status).toBe(400);
    expect((await readEnvelope(badTracking)).errors).toEqual([{ param: "trackingNumber", msg: ADMIN_ORDER_MESSAGES.trackingFormat }]);
    expect((await put({ status: "pending" })).status).toBe(401);
    expect((await put({ status: "pending" }, customerToken)).status).toBe(403);
    expect((await put({ status: "pending" }, adminToken, "missing")).status).toBe(404);
    expect((await prisma.order.findUniqueOrThrow({ where: { id: order.id } })).status).toBe("shipped");
  });
});

describe("PUT /api/admin/orders/{id}/status", () => {
  it("sets the status (COD delivered is paid); 400, 401, 403, 404, 409", async () => {
    const product = await makeProduct(1700, 3);
    const { order } = await placeCodOrder([{ productId: product.id, quantity: 2 }]);
    const put = (body: unknown, token?: string, id = order.id) => callRoute(apiStatus, jsonRequest("PUT", `/api/admin/orders/${id}/status`, body, { token }), { id });

    const res = await put({ status: "delivered" }, adminToken);
    expect(res.status).toBe(200);
    const body = await readEnvelope(res);
    expect(body.message).toBe("Order status updated successfully");
    expect(body.data).toMatchObject({ status: "delivered", paymentStatus: "paid" });
    expect((await prisma.order.findUniqueOrThrow({ where: { id: order.id } })).paymentStatus).toBe("paid");

    const bad = await put({ status: "lost" }, adminToken);
    expect(bad.status).toBe(400);
    expect((await readEnvelope(bad)).errors).toEqual([{ param: "status", msg: ADMIN_ORDER_MESSAGES.invalidStatus }]);
    expect((await put({}, adminToken)).status).toBe(400);
    expect((await put({ status: "pending" })).status).toBe(401);
    expect((await put({ status: "pending" }, customerToken)).status).toBe(403);
    expect((await put({ status: "pending" }, adminToken, "missing")).status).toBe(404);

    // Returned gives 2 back (stock 3), someone buys them, reopening is 409.
    await put({ status: "returned" }, adminToken);
    expect(await stockOf(product.id)).toBe(3);
    await prisma.product.update({ where: { id: product.id }, data: { stock: 1 } });
    const conflict = await put({ status: "delivered" }, adminToken);
    expect(conflict.status).toBe(409);
    expect((await readEnvelope(conflict)).message).toBe(`Not enough stock for ${product.name}`);
    expect((await prisma.order.findUniqueOrThrow({ where: { id: order.id } })).status).toBe("returned");
  });

  it("is documented in /api/openapi.json", async () => {
    const doc = JSON.parse(await (await callLoader(openapi, jsonRequest("GET", "/api/openapi.json"))).text());
    expect(Object.keys(doc.paths["/api/admin/orders"])).toEqual(["get"]);
    expect(Object.keys(doc.paths["/api/admin/orders/{id}"]).sort()).toEqual(["get", "put"]);
    expect(Object.keys(doc.paths["/api/admin/orders/{id}/status"])).toEqual(["put"]);
    expect(doc.paths["/api/admin/orders/{id}/status"].put.responses["409"]).toBeDefined();
  });
});

// ---------------------------------------------------------------- screens

describe("/admin/orders", () => {
  it("loader: the admin gets the page and tiles; a customer is sent home; bad params fall back", async () => {
    const product = await makeProduct(1000);
    const { order, customer } = await placeCodOrder([{ productId: product.id, quantity: 1 }]);
    const out = await runWebRoute<Awaited<ReturnType<typeof listRoute.loader>>>(listRoute.loader, webGet(`/admin/orders?search=${encodeURIComponent(customer.email)}&sortBy=bogus&page=-3`, adminCookie));
    expect(out).not.toBeInstanceOf(Response);
    const { data } = out as { data: Awaited<ReturnType<typeof listRoute.loader>> };
    expect(data.filters).toMatchObject({ page: 1, sortBy: "createdAt", status: "all", search: customer.email });
    expect(data.orders.map((o) => o.id)).toEqual([order.id]);
    expect(data.stats.total).toBe(1);

    const refused = await runWebRoute(listRoute.loader, webGet("/admin/orders", customerCookie));
    expect((refused as Response).status).toBe(302);
    expect((refused as Response).headers.get("Location")).toBe("/");
    const guest = await runWebRoute(listRoute.loader, webGet("/admin/orders"));
    expect((guest as Response).headers.get("Location")).toMatch(/^\/login\?redirect=/);
  });

  it("inline status form: 303 back to the same list URL with the toast; bad status is an error toast; customers refused", async () => {
    const product = await makeProduct(1000);
    const { order } = await placeCodOrder([{ productId: product.id, quantity: 1 }]);
    const path = "/admin/orders?status=pending&page=2&index=";
    const res = (await runWebRoute(listRoute.action, formPost(path, { intent: "status", orderId: order.id, status: "processing" }, adminCookie))) as Response;
    expect(res.status).toBe(303);
    expect(res.headers.get("Location")).toBe("/admin/orders?status=pending&page=2");
    expect(await toastOf(res)).toMatchObject({ type: "success", title: "Order status updated successfully" });
    expect((await prisma.order.findUniqueOrThrow({ where: { id: order.id } })).status).toBe("processing");

    const bad = (await runWebRoute(listRoute.action, formPost(path, { intent: "status", orderId: order.id, status: "lost" }, adminCookie))) as Response;
    expect(bad.status).toBe(303);
    expect(await toastOf(bad)).toMatchObject({ type: "error", title: ADMIN_ORDER_MESSAGES.invalidStatus });
    const missing = (await runWebRoute(listRoute.action, formPost(path, { intent: "status", orderId: "missing", status: "pending" }, adminCookie))) as Response;
    expect(await toastOf(missing)).toMatchObject({ type: "error", title: ADMIN_ORDER_MESSAGES.notFound });

    const refused = (await runWebRoute(listRoute.action, formPost(path, { intent: "status", orderId: order.id, status: "cancelled" }, customerCookie))) as Response;
    expect(refused.headers.get("Location")).toBe("/");
    expect((await prisma.order.findUniqueOrThrow({ where: { id: order.id } })).status).toBe("processing");

    // Cancelled (or Returned) from the list's select is not applied: the order's page opens to confirm it.
    const ending = (await runWebRoute(listRoute.action, formPost(path, { intent: "status", orderId: order.id, status: "cancelled" }, adminCookie))) as Response;
    expect(ending.status).toBe(303);
    expect(ending.headers.get("Location")).toBe(`/admin/orders/${order.id}?status=cancelled`);
    expect(await toastOf(ending)).toMatchObject({ type: "info", title: ADMIN_ORDER_MESSAGES.confirmOnPage });
    expect((await prisma.order.findUniqueOrThrow({ where: { id: order.id } })).status).toBe("processing");
    const page = (await runWebRoute<Awaited<ReturnType<typeof detailRoute.loader>>>(detailRoute.loader, webGet(`/admin/orders/${order.id}?status=cancelled`, adminCookie), { id: order.id })) as {
      data: Awaited<ReturnType<typeof detailRoute.loader>>;
    };
    expect(page.data.proposed).toBe("cancelled");
  });
});

describe("/admin/orders/{id}", () => {
  it("loader: the real order and the shop's GSTIN; 404 for an unknown id; print flag", async () => {
    const product = await makeProduct(3000);
    const { order } = await placeCodOrder([{ productId: product.id, quantity: 1 }]);
    const out = (await runWebRoute<Awaited<ReturnType<typeof detailRoute.loader>>>(detailRoute.loader, webGet(`/admin/orders/${order.id}?print=1`, adminCookie), { id: order.id })) as {
      data: Awaited<ReturnType<typeof detailRoute.loader>>;
    };
    expect(out.data.print).toBe(true);
    expect(out.data.shop.gstin).toMatch(/^\d{2}[A-Z0-9]{13}$/);
    expect(out.data.order).toMatchObject({ id: order.id, orderNumber: order.orderNumber, customerNotes: "Please gift wrap", paymentStatus: "pending", shipping: 0 });
    expect(out.data.order.items[0]).toMatchObject({ name: product.name, gstRate: 18, quantity: 1, size: "Free Size", color: "Maroon" });
    const missing = (await runWebRoute(detailRoute.loader, webGet("/admin/orders/missing", adminCookie), { id: "missing" })) as Response;
    expect(missing.status).toBe(404);
  });

  it("action: Update Order saves status, tracking (shipped/delivered only) and notes; 400 keeps the values; 409 shows the message; customers refused", async () => {
    const product = await makeProduct(1000, 2);
    const { order } = await placeCodOrder([{ productId: product.id, quantity: 2 }]);
    const post = (fields: Record<string, string>, cookie = adminCookie) => runWebRoute(detailRoute.action, formPost(`/admin/orders/${order.id}`, fields, cookie), { id: order.id });

    // A tracking number typed while the status is processing is not stored (the field is not shown).
    const processing = (await post({ status: "processing", trackingNumber: "IGNORED1", adminNotes: "Gift" })) as Response;
    expect(processing.status).toBe(303);
    expect(processing.headers.get("Location")).toBe(`/admin/orders/${order.id}`);
    expect(await toastOf(processing)).toMatchObject({ type: "success", title: "Order status updated successfully" });
    expect(await prisma.order.findUniqueOrThrow({ where: { id: order.id } })).toMatchObject({ status: "processing", trackingNumber: null, adminNotes: "Gift" });

    const shipped = (await post({ status: "shipped", trackingNumber: "DEL123", adminNotes: "Gift" })) as Response;
    expect(shipped.status).toBe(303);
    expect(await shippingMails(order.id)).toHaveLength(1);
    const unchanged = (await post({ status: "shipped", trackingNumber: "DEL123", adminNotes: "Gift" })) as Response;
    expect(await toastOf(unchanged)).toMatchObject({ type: "info", title: ADMIN_ORDER_MESSAGES.unchanged });

    const invalid = (await post({ status: "shipped", trackingNumber: "bad#chars", adminNotes: "Keep me" })) as { data: { result: { error: Record<string, string[]>; initialValue: Record<string, string> } }; status: number };
    expect(invalid.status).toBe(400);
    expect(invalid.data.result.error.trackingNumber).toEqual([ADMIN_ORDER_MESSAGES.trackingFormat]);
    expect(invalid.data.result.initialValue.adminNotes).toBe("Keep me");

    // Ending an order asks first: without the ticked box nothing changes and the box says why.
    const unconfirmed = (await post({ status: "cancelled", adminNotes: "Gift" })) as { data: { result: { error: Record<string, string[]> } }; status: number };
    expect(unconfirmed.status).toBe(400);
    expect(unconfirmed.data.result.error.confirmEnd).toEqual([ADMIN_ORDER_MESSAGES.confirmEnd]);
    expect((await getAdminOrder(order.id))?.status).toBe("shipped");
    await post({ status: "cancelled", adminNotes: "Gift", confirmEnd: "yes" });
    expect(await stockOf(product.id)).toBe(2);
    await prisma.product.update({ where: { id: product.id }, data: { stock: 0 } });
    const conflict = (await post({ status: "pending", adminNotes: "Gift" })) as { data: { result: { error: Record<string, string[]> } }; status: number };
    expect(conflict.status).toBe(409);
    expect(conflict.data.result.error[""]).toEqual([`Not enough stock for ${product.name}`]);

    const refused = (await post({ status: "delivered" }, customerCookie)) as Response;
    expect(refused.headers.get("Location")).toBe("/");
    expect((await getAdminOrder(order.id))?.status).toBe("cancelled");
  });
});
