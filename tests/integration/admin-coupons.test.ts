import crypto from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { prisma } from "~/db.server";
import { endOfIndianDay } from "~/models/admin-coupon.server";
import { addToCart, applyCoupon, getCart } from "~/models/cart.server";
import { placeOrder } from "~/models/order-placement.server";
import * as editPage from "~/routes/admin.coupons.$id";
import * as listPage from "~/routes/admin.coupons._index";
import * as newPage from "~/routes/admin.coupons.new";
import { CART_MESSAGES } from "~/schemas/cart";
import { COUPON_MESSAGES } from "~/schemas/admin-coupon";
import { ADMIN_NAV } from "~/utils/admin";
import { createUser, formPost, runWebRoute, toastOf, webGet, webSessionCookie } from "./helpers";

// The coupon screen (issue 13 section 4): create, edit, deactivate through the screens' actions
// (plain form posts, as without JavaScript), and the settings it writes are the ones the cart and
// order placement enforce (percent, minimum subtotal, expiry, total and per-customer limits).

const tag = crypto.randomBytes(3).toString("hex").toUpperCase();
let adminCookie: string;
let customerCookie: string;
let categoryId: string;
let seq = 0;

beforeAll(async () => {
  adminCookie = await webSessionCookie(await createUser({ role: "admin" }));
  customerCookie = await webSessionCookie(await createUser());
  categoryId = (await prisma.category.create({ data: { name: `Coupon screen ${tag}`, slug: `coupon-screen-${tag.toLowerCase()}` } })).id;
});

type Reply = { data: { result: { status?: string; error?: Record<string, string[]> } }; status: number };
const form = (over: Record<string, string> = {}) => ({ code: `SCR${tag}${++seq}`, percent: "15", minSubtotal: "1000", expiresAt: "", maxUses: "", perCustomerLimit: "", isActive: "on", ...over });

async function create(over: Record<string, string> = {}) {
  const fields = form(over);
  const res = (await runWebRoute(newPage.action, formPost("/admin/coupons/new", fields, adminCookie))) as Response;
  expect(res.status).toBe(303);
  return prisma.coupon.findUniqueOrThrow({ where: { code: fields.code.toUpperCase() } });
}

/** A signed-in shopper with a cart of `rupees` and the code tried on it. */
async function shopper(rupees: number) {
  const product = await prisma.product.create({
    data: { name: `Coupon screen product ${++seq} ${tag}`, description: "x", material: "Cotton", price: rupees * 100, originalPrice: rupees * 100, categoryId, images: "[]", stock: 50 },
  });
  const user = await createUser();
  await addToCart({ userId: user.id }, { productId: product.id, quantity: 1 });
  return user;
}
const tryCode = (userId: string, code: string) => applyCoupon({ userId }, code).then(() => "applied", (e: Error) => e.message);
const address = { fullName: "Asha Patel", phone: "9876543210", address: "12 Ring Road", city: "Surat", state: "Gujarat", pincode: "395002" };
const order = (userId: string, code: string) =>
  placeOrder(userId, { shippingAddress: address, paymentMethod: "cod", idempotencyKey: `k-${crypto.randomBytes(8).toString("hex")}`, couponCode: code });

describe("the coupon screen", () => {
  it("is in the admin navigation and refuses customers", async () => {
    expect(ADMIN_NAV.map((n) => n.to)).toContain("/admin/coupons");
    const res = (await runWebRoute(listPage.loader, webGet("/admin/coupons", customerCookie))) as Response;
    expect(res.headers.get("Location")).toBe("/");
    const post = (await runWebRoute(newPage.action, formPost("/admin/coupons/new", form(), customerCookie))) as Response;
    expect(post.headers.get("Location")).toBe("/");
  });

  it("creates a coupon (code in capitals, rupees to paise, expiry at the end of the day in India) and lists it with its counts", async () => {
    const c = await create({ code: `diwali${tag}`, percent: "25", minSubtotal: "1500", expiresAt: "2099-10-31", maxUses: "100", perCustomerLimit: "1" });
    expect(c).toMatchObject({ code: `DIWALI${tag}`, percent: 25, minSubtotal: 150_000, maxUses: 100, perCustomerLimit: 1, isActive: true, usedCount: 0 });
    expect(c.expiresAt?.toISOString()).toBe("2099-10-31T18:29:59.999Z");
    expect(endOfIndianDay("2099-10-31").toISOString()).toBe("2099-10-31T18:29:59.999Z");
    const list = (await runWebRoute(listPage.loader, webGet("/admin/coupons", adminCookie))) as { data: { coupons: Array<{ code: string; redemptions: number; expiresOn: string }> } };
    expect(list.data.coupons.find((x) => x.code === c.code)).toMatchObject({ redemptions: 0, expiresOn: "2099-10-31" });
  });

  it("refuses bad input with the form's messages and a taken code", async () => {
    const bad = (await runWebRoute(newPage.action, formPost("/admin/coupons/new", form({ code: "a b", percent: "0", minSubtotal: "-1", expiresAt: "31/10/2099", maxUses: "0", perCustomerLimit: "1.5" }), adminCookie))) as Reply;
    expect(bad.status).toBe(400);
    expect(bad.data.result.error).toMatchObject({
      code: [COUPON_MESSAGES.codeFormat],
      percent: [COUPON_MESSAGES.percentRange],
      minSubtotal: [COUPON_MESSAGES.minSubtotal],
      expiresAt: [COUPON_MESSAGES.expiresAt],
      maxUses: [COUPON_MESSAGES.maxUses],
      perCustomerLimit: [COUPON_MESSAGES.perCustomerLimit],
    });
    const past = (await runWebRoute(newPage.action, formPost("/admin/coupons/new", form({ expiresAt: "2020-01-01" }), adminCookie))) as Reply;
    expect(past.data.result.error).toMatchObject({ expiresAt: [COUPON_MESSAGES.expiresPast] });
    const c = await create();
    const taken = (await runWebRoute(newPage.action, formPost("/admin/coupons/new", form({ code: c.code.toLowerCase() }), adminCookie))) as Reply;
    expect(taken.status).toBe(409);
    expect(taken.data.result.error).toMatchObject({ code: [COUPON_MESSAGES.codeTaken] });
  });

  it("edits every setting but the code; an unchecked Active deactivates", async () => {
    const c = await create({ maxUses: "5" });
    const res = (await runWebRoute(
      editPage.action,
      formPost(`/admin/coupons/${c.id}`, { code: "HACKED", percent: "30", minSubtotal: "0", expiresAt: "", maxUses: "", perCustomerLimit: "2" }, adminCookie),
      { id: c.id },
    )) as Response;
    expect(res.headers.get("Location")).toBe("/admin/coupons");
    expect(await toastOf(res)).toMatchObject({ type: "success", title: COUPON_MESSAGES.updated });
    expect(await prisma.coupon.findUniqueOrThrow({ where: { id: c.id } })).toMatchObject({ code: c.code, percent: 30, minSubtotal: 0, maxUses: null, perCustomerLimit: 2, isActive: false });
    const missing = (await runWebRoute(editPage.loader, webGet("/admin/coupons/nope", adminCookie), { id: "nope" })) as { status: number };
    expect(missing.status).toBe(404);
  });

  it("deactivate and activate from the list (no JavaScript needed); a deactivated code no longer applies", async () => {
    const c = await create({ minSubtotal: "0" });
    const user = await shopper(500);
    const off = (await runWebRoute(listPage.action, formPost("/admin/coupons?index", { intent: "deactivate", id: c.id }, adminCookie))) as Response;
    expect(off.headers.get("Location")).toBe("/admin/coupons");
    expect(await toastOf(off)).toMatchObject({ type: "success", title: COUPON_MESSAGES.deactivated });
    expect(await tryCode(user.id, c.code)).toBe(CART_MESSAGES.couponInvalid);
    const on = (await runWebRoute(editPage.action, formPost(`/admin/coupons/${c.id}`, { intent: "activate", id: c.id }, adminCookie), { id: c.id })) as Response;
    expect(await toastOf(on)).toMatchObject({ type: "success", title: COUPON_MESSAGES.activated });
    expect(await tryCode(user.id, c.code.toLowerCase())).toBe("applied");
    const cart = await getCart({ userId: user.id });
    expect(cart.totals).toMatchObject({ subtotal: 50_000, discount: 7_500, couponPercent: 15 }); // 15% of ₹500
  });
});

describe("the limits the screen sets are the ones pricing enforces", () => {
  it("minimum subtotal and expiry", async () => {
    const c = await create({ minSubtotal: "1000" });
    const small = await shopper(999);
    expect(await tryCode(small.id, c.code)).toMatch(/needs a subtotal of at least ₹1,000\. Add ₹1 more/);
    const big = await shopper(1000);
    expect(await tryCode(big.id, c.code)).toBe("applied");
    // Expired since (an admin cannot type a past date; the clock passes it).
    await prisma.coupon.update({ where: { id: c.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect((await getCart({ userId: big.id })).couponNotice).toBe(`Coupon ${c.code} is no longer valid and has not been applied`);
    const list = (await runWebRoute(listPage.loader, webGet("/admin/coupons", adminCookie))) as { data: { coupons: Array<{ code: string; expired: boolean }> } };
    expect(list.data.coupons.find((x) => x.code === c.code)?.expired).toBe(true);
  });

  it("per-customer and total limits, with the redemption counts on the screen", async () => {
    const c = await create({ minSubtotal: "0", maxUses: "2", perCustomerLimit: "1" });
    const a = await shopper(800);
    await applyCoupon({ userId: a.id }, c.code);
    await order(a.id, c.code);
    await addToCart({ userId: a.id }, { productId: (await prisma.product.findFirstOrThrow({ where: { name: { contains: tag } } })).id, quantity: 1 });
    expect(await tryCode(a.id, c.code)).toBe(CART_MESSAGES.couponAlreadyUsed);

    const b = await shopper(800);
    await applyCoupon({ userId: b.id }, c.code);
    await order(b.id, c.code);
    const d = await shopper(800);
    expect(await tryCode(d.id, c.code)).toBe(CART_MESSAGES.couponUsedUp);

    const page = (await runWebRoute(editPage.loader, webGet(`/admin/coupons/${c.id}`, adminCookie), { id: c.id })) as { data: { coupon: { usedCount: number; redemptions: number; customers: number } } };
    expect(page.data.coupon).toMatchObject({ usedCount: 2, redemptions: 2, customers: 2 });

    // Raising the total limit on the screen lets the next shopper use it.
    await runWebRoute(editPage.action, formPost(`/admin/coupons/${c.id}`, { percent: "15", minSubtotal: "0", maxUses: "3", perCustomerLimit: "1", isActive: "on" }, adminCookie), { id: c.id });
    expect(await tryCode(d.id, c.code)).toBe("applied");
  });
});
