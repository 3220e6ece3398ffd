import crypto from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { prisma } from "~/db.server";
import { addToCart } from "~/models/cart.server";
import { runMaintenance } from "~/models/maintenance.server";
import { cancelOrder } from "~/models/order-cancellation.server";
import { placeOrder } from "~/models/order-placement.server";
import type { PlaceOrderInput } from "~/schemas/checkout";
import { tooManyOpenOrders } from "~/schemas/order-messages";
import * as ordersRoute from "~/routes/api.orders";
import * as cartRoute from "~/routes/cart";
import * as wishlistRoute from "~/routes/wishlist";
import { MAX_OPEN_UNPAID_ORDERS } from "~/utils/constants";
import { Conflict } from "~/utils/errors";
import { BASE_URL, callRoute, createUser, jsonRequest, readEnvelope, runWebRoute, tokensFor } from "./helpers";

// Issue 11, section 4 "Holding stock and rows": a customer may hold at most
// MAX_OPEN_UNPAID_ORDERS open unpaid orders, and runMaintenance() removes abandoned
// guest carts and wishlists (and releases expired holds).

const tag = `mt${crypto.randomBytes(4).toString("hex")}`;
const DAY = 86_400_000;
let categoryId: string;
let seq = 0;

const address = { fullName: "Asha Patel", phone: "9876543210", address: "12 Ring Road", city: "Surat", state: "Gujarat", pincode: "395002" };
const key = () => `key-${crypto.randomBytes(8).toString("hex")}`;
const cod = (over: Partial<PlaceOrderInput> = {}): PlaceOrderInput => ({ shippingAddress: address, paymentMethod: "cod", idempotencyKey: key(), ...over });

async function makeProduct(stock = 50) {
  return prisma.product.create({
    data: { name: `Maintenance product ${++seq} ${tag}`, description: "x", material: "Silk", price: 150_000, originalPrice: 150_000, categoryId, images: "[]", stock },
  });
}

beforeAll(async () => {
  const category = await prisma.category.create({ data: { name: `Maintenance ${tag}`, slug: `maintenance-${tag}` } });
  categoryId = category.id;
});

describe("a limit on open unpaid orders per customer", () => {
  it(`a customer with ${MAX_OPEN_UNPAID_ORDERS} open unpaid orders cannot place another (409), until one is paid, delivered or cancelled`, async () => {
    const p = await makeProduct(50);
    const user = await createUser();
    const ids: string[] = [];
    for (let i = 0; i < MAX_OPEN_UNPAID_ORDERS; i++) {
      await addToCart({ userId: user.id }, { productId: p.id, quantity: 2 });
      ids.push((await placeOrder(user.id, cod())).order.id);
    }
    await addToCart({ userId: user.id }, { productId: p.id, quantity: 2 });
    const refused = await placeOrder(user.id, cod()).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(Conflict);
    expect((refused as Error).message).toBe(tooManyOpenOrders(MAX_OPEN_UNPAID_ORDERS));
    expect((await prisma.product.findUniqueOrThrow({ where: { id: p.id } })).stock).toBe(50 - 2 * MAX_OPEN_UNPAID_ORDERS);

    // The API says the same.
    const { token } = await tokensFor(user);
    const res = await callRoute(ordersRoute, jsonRequest("POST", "/api/orders", { shippingAddress: address, paymentMethod: "cod" }, { token }));
    expect(res.status).toBe(409);
    expect((await readEnvelope(res)).message).toBe(tooManyOpenOrders(MAX_OPEN_UNPAID_ORDERS));

    await cancelOrder(user.id, ids[0], "Changed my mind");
    expect((await placeOrder(user.id, cod())).order.status).toBe("pending");
  });

  it("paid orders and the unpaid online order the new one replaces do not count", async () => {
    const p = await makeProduct(50);
    const user = await createUser();
    for (let i = 0; i < MAX_OPEN_UNPAID_ORDERS - 1; i++) {
      await addToCart({ userId: user.id }, { productId: p.id });
      await placeOrder(user.id, cod());
    }
    await addToCart({ userId: user.id }, { productId: p.id });
    const online = (await placeOrder(user.id, cod({ paymentMethod: "razorpay" }))).order;
    // At the limit, but the unpaid online order is replaced by the next one.
    const next = (await placeOrder(user.id, cod({ paymentMethod: "razorpay" }))).order;
    expect(next.id).not.toBe(online.id);
    // Paid: no longer counted, so one more unpaid order fits, and then no more.
    await prisma.order.update({ where: { id: next.id }, data: { paymentStatus: "paid" } });
    await addToCart({ userId: user.id }, { productId: p.id });
    expect((await placeOrder(user.id, cod())).order.status).toBe("pending");
    await addToCart({ userId: user.id }, { productId: p.id });
    await expect(placeOrder(user.id, cod())).rejects.toBeInstanceOf(Conflict);
  });
});

describe("runMaintenance", () => {
  it("removes guest carts and wishlists untouched for 30 days and empty ones older than a day; keeps the rest and every customer's", async () => {
    const now = new Date();
    const ago = (ms: number) => new Date(now.getTime() - ms);
    const p = await makeProduct(50);
    const user = await createUser();
    const guest = () => `g-${tag}-${crypto.randomBytes(6).toString("hex")}`;

    const cart = async (owner: { guestId: string } | { userId: string }, updatedAt: Date, withItem: boolean) =>
      prisma.cart.create({
        data: { ...owner, updatedAt, createdAt: updatedAt, ...(withItem ? { items: { create: { productId: p.id, quantity: 1, addedAt: updatedAt } } } : {}) },
      });
    const oldGuestCart = await cart({ guestId: guest() }, ago(31 * DAY), true);
    const recentGuestCart = await cart({ guestId: guest() }, ago(2 * DAY), true);
    const emptyOldGuestCart = await cart({ guestId: guest() }, ago(2 * DAY), false);
    const emptyNewGuestCart = await cart({ guestId: guest() }, ago(3_600_000), false);
    const oldUserCart = await cart({ userId: user.id }, ago(90 * DAY), true);

    const wishlist = async (owner: { guestId: string } | { userId: string }, createdAt: Date, itemAddedAt: Date | null) =>
      prisma.wishlist.create({
        data: { ...owner, createdAt, updatedAt: createdAt, ...(itemAddedAt ? { items: { create: { productId: p.id, addedAt: itemAddedAt } } } : {}) },
      });
    const oldGuestWishlist = await wishlist({ guestId: guest() }, ago(60 * DAY), ago(40 * DAY));
    const activeGuestWishlist = await wishlist({ guestId: guest() }, ago(60 * DAY), ago(2 * DAY));
    const emptyOldGuestWishlist = await wishlist({ guestId: guest() }, ago(2 * DAY), null);
    const oldUserWishlist = await wishlist({ userId: user.id }, ago(90 * DAY), ago(90 * DAY));

    const report = await runMaintenance(now);
    expect(report.guestCartsRemoved).toBeGreaterThanOrEqual(2);
    expect(report.guestWishlistsRemoved).toBeGreaterThanOrEqual(2);
    const cartsLeft = new Set((await prisma.cart.findMany({ select: { id: true } })).map((c) => c.id));
    expect([oldGuestCart, recentGuestCart, emptyOldGuestCart, emptyNewGuestCart, oldUserCart].map((c) => cartsLeft.has(c.id))).toEqual([false, true, false, true, true]);
    const wishlistsLeft = new Set((await prisma.wishlist.findMany({ select: { id: true } })).map((w) => w.id));
    expect([oldGuestWishlist, activeGuestWishlist, emptyOldGuestWishlist, oldUserWishlist].map((w) => wishlistsLeft.has(w.id))).toEqual([false, true, false, true]);
    expect(await prisma.cartItem.count({ where: { cartId: oldGuestCart.id } })).toBe(0);
  });

  it("also releases expired stock holds (once, however often it runs)", async () => {
    const p = await makeProduct(5);
    const user = await createUser();
    await addToCart({ userId: user.id }, { productId: p.id, quantity: 2 });
    const { order } = await placeOrder(user.id, cod({ paymentMethod: "razorpay" }));
    await prisma.order.update({ where: { id: order.id }, data: { holdExpiresAt: new Date(Date.now() - 1000) } });
    const first = await runMaintenance();
    expect(first.releasedHolds).toBeGreaterThanOrEqual(1);
    await runMaintenance();
    expect((await prisma.product.findUniqueOrThrow({ where: { id: p.id } })).stock).toBe(5);
    expect(await prisma.stockMovement.count({ where: { orderId: order.id, reason: "expiry" } })).toBe(1);
  });
});

describe("cookie-less posts that do nothing leave no rows", () => {
  const post = (path: string, fields: Record<string, string>) =>
    new Request(`${BASE_URL}${path}`, { method: "POST", body: new URLSearchParams(fields), headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: BASE_URL } });

  it("POST /cart (add an unknown product, or remove) and POST /wishlist without a cookie create no cart or wishlist", async () => {
    const carts = await prisma.cart.count();
    const wishlists = await prisma.wishlist.count();
    await runWebRoute(cartRoute.action, post("/cart", { intent: "add", productId: "no-such-product" }));
    await runWebRoute(cartRoute.action, post("/cart", { intent: "remove", productId: "no-such-product" }));
    await runWebRoute(wishlistRoute.action, post("/wishlist", { intent: "toggle", productId: "no-such-product" }));
    await runWebRoute(wishlistRoute.action, post("/wishlist", { intent: "add", productId: "no-such-product" }));
    expect(await prisma.cart.count()).toBe(carts);
    expect(await prisma.wishlist.count()).toBe(wishlists);
  });
});
