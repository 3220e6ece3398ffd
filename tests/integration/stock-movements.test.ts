import crypto from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { prisma } from "~/db.server";
import { updateOrderByAdmin } from "~/models/admin-order.server";
import { addToCart } from "~/models/cart.server";
import { cancelOrder, releaseExpiredHolds } from "~/models/order-cancellation.server";
import { placeOrder } from "~/models/order-placement.server";
import type { PlaceOrderInput } from "~/schemas/checkout";
import * as apiProduct from "~/routes/api.products.$id";
import * as detailsPage from "~/routes/admin.products.$id";
import * as editPage from "~/routes/admin.products.$id.edit";
import { createUser, formPost, jsonRequest, callRoute, readEnvelope, runWebRoute, tokensFor, webGet, webSessionCookie, type TestUser } from "./helpers";

// Issue 11, section 4 "Lost stock updates": no admin save (form or PUT /api/products/{id})
// overwrites a value that changed since it was read; every stock change is a StockMovement
// with its reason (sale, cancellation, return, expiry, adjustment), shown on the admin page.

const tag = `sm${crypto.randomBytes(4).toString("hex")}`;
let categoryId: string;
let admin: TestUser;
let adminCookie: string;
let adminToken: string;
let seq = 0;

const address = { fullName: "Asha Patel", phone: "9876543210", address: "12 Ring Road", city: "Surat", state: "Gujarat", pincode: "395002" };
const key = () => `key-${crypto.randomBytes(8).toString("hex")}`;
const cod = (over: Partial<PlaceOrderInput> = {}): PlaceOrderInput => ({ shippingAddress: address, paymentMethod: "cod", idempotencyKey: key(), ...over });

async function makeProduct(stock: number, price = 1500) {
  return prisma.product.create({
    data: { name: `Stock product ${++seq} ${tag}`, description: "Before.", material: "Silk", price: price * 100, originalPrice: price * 100, categoryId, images: '["/images/x.jpg"]', stock },
  });
}

async function buy(productId: string, quantity: number, over: Partial<PlaceOrderInput> = {}) {
  const user = await createUser();
  await addToCart({ userId: user.id }, { productId, quantity });
  return { user, ...(await placeOrder(user.id, cod(over))) };
}

const stockOf = async (id: string) => (await prisma.product.findUniqueOrThrow({ where: { id }, select: { stock: true } })).stock;
const movementsOf = (productId: string) =>
  prisma.stockMovement.findMany({ where: { productId }, orderBy: [{ createdAt: "asc" }, { id: "asc" }], select: { delta: true, stockAfter: true, reason: true, orderId: true, userId: true, note: true } });

type Loaded = { product: { _id: string; name: string; stock: number; version?: number; price: number; description: string; category: { _id: string } } };

/** The edit form as the admin's browser would post it back, from what the loader gave it. */
function formFrom(loaded: Loaded["product"], over: Record<string, string | string[]> = {}) {
  return {
    intent: "save",
    ...(loaded.version !== undefined ? { version: String(loaded.version) } : {}),
    expectedStock: String(loaded.stock),
    name: loaded.name,
    description: loaded.description,
    material: "Silk",
    price: String(loaded.price),
    originalPrice: "",
    stock: String(loaded.stock),
    category: loaded.category._id,
    subcategory: "",
    colors: "",
    sizes: "",
    tags: "",
    images: "/images/x.jpg",
    inStock: loaded.stock > 0 ? "on" : [],
    ...over,
  };
}

async function openEditForm(id: string) {
  const out = (await runWebRoute<Loaded>(editPage.loader, webGet(`/admin/products/${id}/edit`, adminCookie), { id })) as { data: Loaded; status: number };
  expect(out.status).toBe(200);
  return out.data.product;
}

const saveForm = (id: string, fields: Record<string, string | string[]>) => runWebRoute(editPage.action, formPost(`/admin/products/${id}/edit`, fields, adminCookie), { id });

const put = (id: string, body: Record<string, unknown>) => callRoute(apiProduct, jsonRequest("PUT", `/api/products/${id}`, body, { token: adminToken }), { id });

beforeAll(async () => {
  const category = await prisma.category.create({ data: { name: `Stock ${tag}`, slug: `stock-${tag}` } });
  categoryId = category.id;
  admin = await createUser({ role: "admin" });
  adminCookie = await webSessionCookie(admin);
  adminToken = (await tokensFor(admin)).token;
});

describe("the admin edit form never overwrites a stock that changed since it was opened", () => {
  it("stock 6, the form opens, a customer buys 2, the admin saves a description change: stock stays 4", async () => {
    const p = await makeProduct(6);
    const form = await openEditForm(p.id);
    expect(form.stock).toBe(6);
    await buy(p.id, 2);
    expect(await stockOf(p.id)).toBe(4);

    const res = (await saveForm(p.id, formFrom(form, { description: "After: a new description." }))) as Response;
    expect(res.status).toBe(303);
    const row = await prisma.product.findUniqueOrThrow({ where: { id: p.id } });
    expect(row.description).toBe("After: a new description.");
    expect(row.stock).toBe(4);
  });

  it("a new stock typed into a stale form is refused (409) saying what changed, with the admin's input kept and the current stock shown", async () => {
    const p = await makeProduct(6);
    const form = await openEditForm(p.id);
    await buy(p.id, 2);
    const out = (await saveForm(p.id, formFrom(form, { stock: "10", stockReason: "Counted the shelf", description: "Typed by the admin." }))) as {
      data: { result: { error: Record<string, string[]>; initialValue: Record<string, unknown> }; current?: { stock: number; version: number } };
      status: number;
    };
    expect(out.status).toBe(409);
    expect(out.data.result.error.stock?.[0]).toMatch(/changed from 6 to 4/);
    expect(out.data.result.initialValue.description).toBe("Typed by the admin.");
    expect(out.data.current?.stock).toBe(4);
    expect(await stockOf(p.id)).toBe(4);
    expect((await prisma.product.findUniqueOrThrow({ where: { id: p.id } })).description).toBe("Before.");
  });

  it("a save from a form opened before another admin's save is refused (409) with the current values; nothing is overwritten", async () => {
    const p = await makeProduct(6);
    const mine = await openEditForm(p.id);
    const theirs = await openEditForm(p.id);
    expect((await saveForm(p.id, formFrom(theirs, { price: "1800" }))) as Response).toHaveProperty("status", 303);
    const out = (await saveForm(p.id, formFrom(mine, { description: "Mine." }))) as {
      data: { result: { error: Record<string, string[]>; initialValue: Record<string, unknown> }; current?: { price: number; version: number } };
      status: number;
    };
    expect(out.status).toBe(409);
    expect(out.data.result.error[""]?.[0] ?? "").toMatch(/changed since you opened/i);
    expect(out.data.current?.price).toBe(1800);
    expect(out.data.result.initialValue.description).toBe("Mine.");
    const row = await prisma.product.findUniqueOrThrow({ where: { id: p.id } });
    expect(row).toMatchObject({ price: 180_000, description: "Before." });
  });

  it("a stock change from the form is an adjustment with a reason, written to the history", async () => {
    const p = await makeProduct(6);
    const form = await openEditForm(p.id);
    const noReason = (await saveForm(p.id, formFrom(form, { stock: "9" }))) as { data: { result: { error: Record<string, string[]> } }; status: number };
    expect(noReason.status).toBe(400);
    expect(noReason.data.result.error.stockReason).toBeDefined();
    expect((await saveForm(p.id, formFrom(form, { stock: "9", stockReason: "Received 3 from the weaver" }))) as Response).toHaveProperty("status", 303);
    expect(await stockOf(p.id)).toBe(9);
    expect(await movementsOf(p.id)).toEqual([{ delta: 3, stockAfter: 9, reason: "adjustment", orderId: null, userId: admin.id, note: "Received 3 from the weaver" }]);
  });
});

describe("PUT /api/products/{id} never overwrites blindly", () => {
  it("refuses an absolute stock without the stock it was read at (400), and a stale version (409) with the current product", async () => {
    const p = await makeProduct(6);
    await buy(p.id, 2);
    const blind = await put(p.id, { stock: 6 });
    expect(blind.status).toBe(400);
    expect(await stockOf(p.id)).toBe(4);

    const stale = await put(p.id, { stock: 10, expectedStock: 6, stockReason: "Recount" });
    expect(stale.status).toBe(409);
    const env = await readEnvelope(stale);
    expect(env.message).toMatch(/changed from 6 to 4/);
    expect(await stockOf(p.id)).toBe(4);

    const fresh = await put(p.id, { description: "Renamed once." });
    const version = (await readEnvelope(fresh)).data.version as number;
    expect(typeof version).toBe("number");
    const again = await put(p.id, { description: "Renamed twice.", version });
    expect(again.status).toBe(200);
    const conflict = await put(p.id, { description: "From an old read.", version });
    expect(conflict.status).toBe(409);
    const body = await readEnvelope(conflict);
    expect(body.data).toMatchObject({ description: "Renamed twice.", version: version + 1 });
  });

  it("adjusts stock by a delta with a reason, never below 0", async () => {
    const p = await makeProduct(6);
    await buy(p.id, 2);
    const res = await put(p.id, { stockAdjustment: 5, stockReason: "Returned from the exhibition" });
    expect(res.status).toBe(200);
    expect((await readEnvelope(res)).data.stock).toBe(9);
    const tooMuch = await put(p.id, { stockAdjustment: -20, stockReason: "Damaged" });
    expect(tooMuch.status).toBe(409);
    expect(await stockOf(p.id)).toBe(9);
    const moves = await movementsOf(p.id);
    expect(moves.map((m) => [m.reason, m.delta, m.stockAfter])).toEqual([
      ["sale", -2, 4],
      ["adjustment", 5, 9],
    ]);
  });
});

describe("every stock change is a movement with its reason", () => {
  it("sale, cancellation, return, expiry of an unpaid hold; the admin page shows the history", async () => {
    const p = await makeProduct(10);
    const sold = await buy(p.id, 2);
    await cancelOrder(sold.user.id, sold.order.id, "Changed my mind");
    const returned = await buy(p.id, 1);
    await updateOrderByAdmin(returned.order.id, { status: "delivered" });
    await updateOrderByAdmin(returned.order.id, { status: "returned" });
    const held = await buy(p.id, 3, { paymentMethod: "razorpay" });
    await prisma.order.update({ where: { id: held.order.id }, data: { holdExpiresAt: new Date(Date.now() - 1000) } });
    await releaseExpiredHolds();

    expect(await stockOf(p.id)).toBe(10);
    const moves = await movementsOf(p.id);
    expect(moves.map((m) => [m.reason, m.delta, m.stockAfter, m.orderId])).toEqual([
      ["sale", -2, 8, sold.order.id],
      ["cancellation", 2, 10, sold.order.id],
      ["sale", -1, 9, returned.order.id],
      ["return", 1, 10, returned.order.id],
      ["sale", -3, 7, held.order.id],
      ["expiry", 3, 10, held.order.id],
    ]);

    const page = (await runWebRoute<{ movements: Array<{ reason: string; delta: number; stockAfter: number }> }>(
      detailsPage.loader,
      webGet(`/admin/products/${p.id}`, adminCookie),
      { id: p.id },
    )) as { data: { movements: Array<{ reason: string; delta: number; stockAfter: number }> }; status: number };
    expect(page.data.movements?.map((m) => m.reason)).toEqual(["expiry", "sale", "return", "sale", "cancellation", "sale"]);
  });
});
