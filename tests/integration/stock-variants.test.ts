import crypto from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { prisma } from "~/db.server";
import { createProduct, updateProduct } from "~/models/admin-product.server";
import { addToCart, getCart } from "~/models/cart.server";
import { cancelOrder } from "~/models/order-cancellation.server";
import { placeOrder } from "~/models/order-placement.server";
import { requestStockAlert } from "~/models/stock-alert.server";
import { setStock, splitEvenly } from "~/models/stock.server";
import type { PlaceOrderInput } from "~/schemas/checkout";
import * as stockApi from "~/routes/api.admin.products.$id.stock";
import * as notifyPage from "~/routes/product.$id_.notify";
import { callRoute, createUser, jsonRequest, readEnvelope, tokensFor } from "./helpers";

// Issue 13 section 1 "Stock per size and colour" and issue 14's "Notify me" (docs/decisions/0019):
// a combination is checked and taken in the order's transaction, never oversold, given back to
// the same combination, and its waiting shoppers are e-mailed once when it comes back.

const tag = `sv${crypto.randomBytes(4).toString("hex")}`;
let categoryId: string;
const address = { fullName: "Asha Patel", phone: "9876543210", address: "12 Ring Road", city: "Surat", state: "Gujarat", pincode: "395002" };
const cod = (): PlaceOrderInput => ({ shippingAddress: address, paymentMethod: "cod", idempotencyKey: `key-${crypto.randomBytes(8).toString("hex")}` });

beforeAll(async () => {
  categoryId = (await prisma.category.create({ data: { name: `Variants ${tag}`, slug: `variants-${tag}` } })).id;
});

let seq = 0;
/** A kurta in S/M/L x Red/Blue, created through the admin model, then each cell set as given. */
async function kurta(cells: Record<string, number>, price = 1500) {
  const created = await createProduct({
    name: `Variant kurta ${++seq} ${tag}`,
    description: "Cotton kurta.",
    material: "Cotton",
    price,
    stock: 0,
    category: categoryId,
    sizes: ["S", "M", "L"],
    colors: ["Red", "Blue"],
    images: ["/images/x.jpg"],
  });
  await prisma.$transaction(async (tx) => {
    for (const [cell, n] of Object.entries(cells)) {
      const [size, color] = cell.split("/");
      await setStock(tx, { productId: created._id, size, color, expected: 0, next: n, reason: "adjustment" });
    }
  });
  return created._id;
}

const cell = async (productId: string, size: string, color: string) =>
  (await prisma.productVariant.findUniqueOrThrow({ where: { productId_size_color: { productId, size, color } }, select: { stock: true } })).stock;
const total = async (id: string) => (await prisma.product.findUniqueOrThrow({ where: { id }, select: { stock: true } })).stock;
const variantSum = async (productId: string) => (await prisma.productVariant.aggregate({ where: { productId }, _sum: { stock: true } }))._sum.stock ?? 0;

describe("variants", () => {
  it("a new product gets one variant per size x colour, its first stock split evenly", async () => {
    const p = await createProduct({ name: `Split ${tag}`, description: "x", material: "Silk", price: 999, stock: 7, category: categoryId, sizes: ["S", "M", "L"], colors: ["Red", "Blue"], images: [] });
    const rows = await prisma.productVariant.findMany({ where: { productId: p._id }, select: { size: true, color: true, stock: true } });
    expect(rows).toHaveLength(6);
    expect(rows.reduce((s, r) => s + r.stock, 0)).toBe(7);
    expect(splitEvenly(7, 6)).toEqual([2, 1, 1, 1, 1, 1]);
    expect(p.stock).toBe(7);
    expect(p.variants.map((v) => `${v.size}/${v.color}:${v.stock}`)).toEqual(["S/Red:2", "M/Red:1", "L/Red:1", "S/Blue:1", "M/Blue:1", "L/Blue:1"]);
  });

  it("the cart checks the chosen combination: sold out, and only N left", async () => {
    const id = await kurta({ "M/Red": 2, "L/Blue": 5 });
    const user = await createUser();
    await expect(addToCart({ userId: user.id }, { productId: id, size: "S", color: "Red" })).rejects.toMatchObject({ status: 409, message: "This product is out of stock" });
    await expect(addToCart({ userId: user.id }, { productId: id, size: "M", color: "Red", quantity: 3 })).rejects.toMatchObject({ status: 409, message: "Only 2 left in stock" });
    await addToCart({ userId: user.id }, { productId: id, size: "M", color: "Red", quantity: 2 });
    const view = await getCart({ userId: user.id });
    expect(view.lines[0]).toMatchObject({ size: "M", color: "Red", stock: 2, productStock: 7, maxQuantity: 2, available: true });
  });

  it("placing an order takes the combination and the sum in one transaction, and the movement names it", async () => {
    const id = await kurta({ "M/Red": 3, "M/Blue": 4 });
    const user = await createUser();
    await addToCart({ userId: user.id }, { productId: id, size: "M", color: "Blue", quantity: 2 });
    const { order } = await placeOrder(user.id, cod());
    expect(await cell(id, "M", "Blue")).toBe(2);
    expect(await cell(id, "M", "Red")).toBe(3);
    expect(await total(id)).toBe(5);
    const sale = await prisma.stockMovement.findFirstOrThrow({ where: { productId: id, reason: "sale" } });
    expect(sale).toMatchObject({ delta: -2, stockAfter: 5, size: "M", color: "Blue", variantStockAfter: 2, orderId: order.id });

    // Cancelling gives the units back to M / Blue, not to the product at large.
    await cancelOrder(user.id, order.id, "Changed my mind");
    expect(await cell(id, "M", "Blue")).toBe(4);
    expect(await total(id)).toBe(7);
    const back = await prisma.stockMovement.findFirstOrThrow({ where: { productId: id, reason: "cancellation" } });
    expect(back).toMatchObject({ delta: 2, size: "M", color: "Blue", variantStockAfter: 4 });
  });

  it("never oversells a combination when shoppers check out at once, while another combination stays untouched", async () => {
    const id = await kurta({ "L/Red": 3, "S/Blue": 10 });
    const shoppers = await Promise.all(Array.from({ length: 6 }, () => createUser()));
    for (const s of shoppers) await addToCart({ userId: s.id }, { productId: id, size: "L", color: "Red" });
    const results = await Promise.allSettled(shoppers.map((s) => placeOrder(s.id, cod())));
    const placed = results.filter((r) => r.status === "fulfilled");
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === "rejected");
    expect(placed).toHaveLength(3);
    expect(refused).toHaveLength(3);
    for (const r of refused) expect(r.reason).toMatchObject({ status: 409 });
    expect(await cell(id, "L", "Red")).toBe(0);
    expect(await cell(id, "S", "Blue")).toBe(10);
    expect(await total(id)).toBe(10);
    expect(await variantSum(id)).toBe(10);
  });

  it("a product-level stock edit works for a product with one combination and is refused for several", async () => {
    const single = await createProduct({ name: `Single ${tag}`, description: "x", material: "Silk", price: 999, stock: 4, category: categoryId, sizes: ["Free Size"], colors: [], images: [] });
    const after = await updateProduct(single._id, { stock: 9, expectedStock: 4, stockReason: "Recount" });
    expect(after.stock).toBe(9);
    expect(await variantSum(single._id)).toBe(9);
    const many = await kurta({ "S/Red": 1 });
    await expect(updateProduct(many, { stock: 9, expectedStock: 1, stockReason: "Recount" })).rejects.toMatchObject({ status: 409, message: expect.stringContaining("stock grid") });
  });

  it("removing a size drops its empty variants and keeps one that still holds stock", async () => {
    const id = await kurta({ "L/Red": 2 });
    await updateProduct(id, { sizes: ["S", "M"] });
    const rows = await prisma.productVariant.findMany({ where: { productId: id }, select: { size: true, color: true, stock: true } });
    expect(rows.map((r) => `${r.size}/${r.color}`).sort()).toEqual(["L/Red", "M/Blue", "M/Red", "S/Blue", "S/Red"]);
    expect(await total(id)).toBe(2);
  });
});

describe("notify me", () => {
  it("a guest is held to the public forms' limit, so nobody can sign strangers up in bulk", async () => {
    const id = await kurta({ "M/Red": 0 });
    const ip = `198.51.100.${crypto.randomInt(1, 250)}`;
    const ask = (n: number) =>
      notifyPage.action({
        request: new Request(`http://localhost/product/${id}/notify`, { method: "POST", body: new URLSearchParams({ size: "M", color: "Red", email: `stranger-${tag}-${n}@example.in` }) }),
        params: { id },
        context: { clientIp: ip },
      });
    const statuses: number[] = [];
    for (let n = 0; n < 31; n++) {
      const out = (await ask(n)) as Response | { init: { status?: number } | null };
      statuses.push(out instanceof Response ? out.status : (out.init?.status ?? 200));
    }
    expect(statuses.slice(0, 30).every((s) => s === 303)).toBe(true);
    expect(statuses[30]).toBe(429);
    expect(await prisma.stockAlert.count({ where: { productId: id } })).toBe(30);
  });


  it("is refused while in stock, stored once per address, and e-mails once when the combination comes back", async () => {
    const id = await kurta({ "M/Red": 1 });
    await expect(requestStockAlert(id, { size: "M", color: "Red", email: "a@example.in" }, null)).rejects.toMatchObject({ status: 409 });
    await expect(requestStockAlert(id, { size: "M", color: "Red", email: "not-an-email" }, null)).rejects.toMatchObject({ status: 400 });
    await expect(requestStockAlert(id, { size: "XXL", color: "Red", email: "a@example.in" }, null)).rejects.toMatchObject({ status: 400 });

    const email = `waiting-${tag}@example.in`;
    await requestStockAlert(id, { size: "S", color: "Blue", email: email.toUpperCase() }, null);
    await requestStockAlert(id, { size: "S", color: "Blue", email }, null);
    const shopper = await createUser();
    await requestStockAlert(id, { size: "S", color: "Blue" }, { id: shopper.id, email: shopper.email });
    expect(await prisma.stockAlert.count({ where: { productId: id } })).toBe(2);

    // A sale and its cancellation of another combination tell nobody.
    const buyer = await createUser();
    await addToCart({ userId: buyer.id }, { productId: id, size: "M", color: "Red" });
    const { order } = await placeOrder(buyer.id, cod());
    await cancelOrder(buyer.id, order.id, "Changed my mind");
    const mails = () => prisma.emailOutbox.findMany({ where: { template: "back-in-stock", payload: { contains: id } }, select: { to: true, text: true } });
    expect(await mails()).toHaveLength(0);

    // S / Blue from 0 to 3 (the admin's grid): each waiting shopper once.
    await prisma.$transaction((tx) => setStock(tx, { productId: id, size: "S", color: "Blue", expected: 0, next: 3, reason: "adjustment", note: "Delivery" }));
    const sent = await mails();
    expect(sent.map((m) => m.to).sort()).toEqual([email, shopper.email].sort());
    expect(sent[0].text).toContain(`/product/${id}?color=Blue&size=S`);
    // More stock later: no second e-mail.
    await prisma.$transaction((tx) => setStock(tx, { productId: id, size: "S", color: "Blue", expected: 3, next: 5, reason: "adjustment", note: "More" }));
    expect(await mails()).toHaveLength(2);
    expect(await prisma.stockAlert.count({ where: { productId: id, notifiedAt: null } })).toBe(0);
  });

  it("a cancellation that brings a sold-out combination back e-mails its waiting shopper", async () => {
    const id = await kurta({ "L/Blue": 1 });
    const buyer = await createUser();
    await addToCart({ userId: buyer.id }, { productId: id, size: "L", color: "Blue" });
    const { order } = await placeOrder(buyer.id, cod());
    expect(await cell(id, "L", "Blue")).toBe(0);
    await requestStockAlert(id, { size: "L", color: "Blue", email: `late-${tag}@example.in` }, null);
    await cancelOrder(buyer.id, order.id, "Changed my mind");
    const sent = await prisma.emailOutbox.findMany({ where: { template: "back-in-stock", to: `late-${tag}@example.in` } });
    expect(sent).toHaveLength(1);
  });
});

describe("the stock grid (admin API twin of /admin/products/{id}/stock)", () => {
  it("saves cells in one transaction as movements with the reason and the admin, refuses a stale cell and a missing reason", async () => {
    const id = await kurta({ "S/Red": 2, "M/Blue": 1 });
    const admin = await createUser({ role: "admin" });
    const { token } = await tokensFor(admin);
    const put = (body: unknown) => callRoute(stockApi, jsonRequest("PUT", `/api/admin/products/${id}/stock`, body, { token }), { id });

    const got = await readEnvelope(await callRoute(stockApi, jsonRequest("GET", `/api/admin/products/${id}/stock`, undefined, { token }), { id }));
    expect(got.data.cells.find((c: { size: string; color: string }) => c.size === "S" && c.color === "Red")).toMatchObject({ stock: 2, sku: null, offered: true });

    expect((await put({ cells: [{ size: "S", color: "Red", expected: 2, stock: 5 }] })).status).toBe(400);
    const stale = await put({ reason: "Recount", cells: [{ size: "L", color: "Red", expected: 0, stock: 4 }, { size: "S", color: "Red", expected: 1, stock: 5 }] });
    expect(stale.status).toBe(409);
    expect(await cell(id, "L", "Red")).toBe(0); // all or nothing

    const res = await put({ reason: "Delivery from the weaver", cells: [{ size: "S", color: "Red", expected: 2, stock: 6, sku: "kt-s-red" }, { size: "M", color: "Blue", expected: 1, stock: 0 }] });
    expect(res.status).toBe(200);
    const body = await readEnvelope(res);
    expect(body.data.product.stock).toBe(6);
    expect(await variantSum(id)).toBe(6);
    const history = await prisma.stockMovement.findMany({ where: { productId: id, note: "Delivery from the weaver" }, orderBy: { createdAt: "asc" } });
    expect(history.map((m) => ({ size: m.size, color: m.color, delta: m.delta, after: m.variantStockAfter, user: m.userId, reason: m.reason }))).toEqual([
      { size: "S", color: "Red", delta: 4, after: 6, user: admin.id, reason: "adjustment" },
      { size: "M", color: "Blue", delta: -1, after: 0, user: admin.id, reason: "adjustment" },
    ]);
    expect((await prisma.productVariant.findFirstOrThrow({ where: { productId: id, size: "S", color: "Red" } })).sku).toBe("KT-S-RED");
  });
});
