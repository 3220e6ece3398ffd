import crypto from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { prisma } from "~/db.server";
import { listCoupons } from "~/models/admin-coupon.server";
import * as couponStatusApi from "~/routes/api.admin.coupons.$id.status";
import * as couponApi from "~/routes/api.admin.coupons.$id";
import * as couponsApi from "~/routes/api.admin.coupons";
import { COUPON_MESSAGES as M } from "~/schemas/admin-coupon";
import { callRoute, createUser, jsonRequest, readEnvelope, tokensFor } from "./helpers";

// The coupon screen's API twin (issue 13 section 4; docs/decisions/0035): list with redemption
// counts, create, read, update, deactivate; the screen's schema, messages and model functions.

const tag = crypto.randomBytes(3).toString("hex").toUpperCase();
let token: string;
let shopperToken: string;
let seq = 0;

beforeAll(async () => {
  token = (await tokensFor(await createUser({ role: "admin" }))).token;
  shopperToken = (await tokensFor(await createUser())).token;
});

const code = () => `API${tag}${++seq}`;
const post = (body: unknown, t = token) => callRoute(couponsApi, jsonRequest("POST", "/api/admin/coupons", body, { token: t }));
const put = (id: string, body: unknown, t = token) => callRoute(couponApi, jsonRequest("PUT", `/api/admin/coupons/${id}`, body, { token: t }), { id });
const status = (id: string, body: unknown, t = token) => callRoute(couponStatusApi, jsonRequest("PUT", `/api/admin/coupons/${id}/status`, body, { token: t }), { id });
const messages = async (res: Response) => ((await readEnvelope(res)).errors ?? []).map((e) => `${e.param}: ${e.msg}`);

describe("/api/admin/coupons", () => {
  it("creates, reads, lists with redemption counts, updates and deactivates, as the screen does", async () => {
    const c = code();
    const made = await post({ code: c.toLowerCase(), percent: 20, minSubtotal: 1500, expiresAt: "2099-03-31", maxUses: 100, perCustomerLimit: 1 });
    expect(made.status).toBe(201);
    const body = await readEnvelope(made);
    expect(body.message).toBe(M.created);
    expect(body.data).toMatchObject({ code: c, percent: 20, minSubtotal: 1500, expiresOn: "2099-03-31", maxUses: 100, perCustomerLimit: 1, isActive: true, redemptions: 0, customers: 0 });
    const id = body.data.id as string;
    const row = await prisma.coupon.findUniqueOrThrow({ where: { id } });
    expect(row.minSubtotal).toBe(150_000); // paise in the model
    expect(row.expiresAt?.toISOString()).toBe("2099-03-31T18:29:59.999Z"); // end of the day in India

    // Redemption counts, as the screen's list shows them.
    const [u1, u2] = [await createUser(), await createUser()];
    let n = 0;
    for (const user of [u1, u1, u2]) {
      const order = await prisma.order.create({
        data: {
          orderNumber: `CPN-${tag}-${++n}`, userId: user.id, paymentMethod: "cod", subtotal: 99_900, total: 99_900, couponCode: c,
          shipFullName: "A", shipPhone: "9876543210", shipAddress: "1 Road", shipCity: "Surat", shipState: "Gujarat", shipPincode: "395003",
        },
      });
      await prisma.couponRedemption.create({ data: { couponId: id, userId: user.id, orderId: order.id } });
    }
    const counted = (await listCoupons()).find((x) => x.id === id)!;
    const list = await readEnvelope(await callRoute(couponsApi, jsonRequest("GET", "/api/admin/coupons", undefined, { token })));
    expect(list.message).toBe("Coupons retrieved successfully");
    expect(counted).toMatchObject({ redemptions: 3, customers: 2 });
    expect(list.data.find((x: { id: string }) => x.id === id)).toMatchObject({ redemptions: 3, customers: 2, minSubtotal: 1500 });

    const got = await readEnvelope(await callRoute(couponApi, jsonRequest("GET", `/api/admin/coupons/${id}`, undefined, { token }), { id }));
    expect(got.data).toMatchObject({ id, code: c });

    const updated = await put(id, { percent: 25, minSubtotal: 0, updatedAt: got.data.updatedAt });
    expect(updated.status).toBe(200);
    const u = await readEnvelope(updated);
    expect(u.message).toBe(M.updated);
    expect(u.data).toMatchObject({ percent: 25, minSubtotal: 0, maxUses: null, expiresAt: null, code: c });

    // A stale write (the updatedAt read before that save) is refused, nothing written.
    const stale = await put(id, { percent: 50, updatedAt: got.data.updatedAt });
    expect(stale.status).toBe(409);
    expect(await messages(stale)).toEqual([`updatedAt: ${M.stale}`]);
    expect((await prisma.coupon.findUniqueOrThrow({ where: { id } })).percent).toBe(25);
    expect((await status(id, { isActive: false, updatedAt: got.data.updatedAt })).status).toBe(409);

    const off = await status(id, { isActive: false, updatedAt: u.data.updatedAt });
    expect(off.status).toBe(200);
    const o = await readEnvelope(off);
    expect(o.message).toBe(M.deactivated);
    expect(o.data.isActive).toBe(false);
    const inactive = await readEnvelope(await callRoute(couponsApi, jsonRequest("GET", "/api/admin/coupons?status=inactive", undefined, { token })));
    expect(inactive.data.map((x: { id: string }) => x.id)).toContain(id);
    expect((await readEnvelope(await status(id, { isActive: true }))).message).toBe(M.activated);
  });

  it("a replayed create makes no second coupon", async () => {
    const c = code();
    expect((await post({ code: c, percent: 10 })).status).toBe(201);
    const again = await post({ code: c, percent: 10 });
    expect(again.status).toBe(409);
    expect(await messages(again)).toEqual([`code: ${M.codeTaken}`]);
    expect(await prisma.coupon.count({ where: { code: c } })).toBe(1);
  });

  it("refuses bad input with the screen's messages (400, never 500), unknown ids with 404", async () => {
    const bad = await post({ code: "x", percent: 0, minSubtotal: -1, expiresAt: "31/03/2099", maxUses: 0, perCustomerLimit: 1.5 });
    expect(bad.status).toBe(400);
    expect(await messages(bad)).toEqual(
      expect.arrayContaining([`code: ${M.codeFormat}`, `percent: ${M.percentRange}`, `minSubtotal: ${M.minSubtotal}`, `expiresAt: ${M.expiresAt}`, `maxUses: ${M.maxUses}`, `perCustomerLimit: ${M.perCustomerLimit}`]),
    );
    const missing = await post({});
    expect(missing.status).toBe(400);
    expect(await messages(missing)).toEqual(expect.arrayContaining([`code: ${M.codeRequired}`, `percent: ${M.percentRange}`]));
    const past = await post({ code: code(), percent: 10, expiresAt: "2020-01-01" });
    expect(past.status).toBe(400);
    expect(await messages(past)).toEqual([`expiresAt: ${M.expiresPast}`]);
    const notJson = await callRoute(couponsApi, jsonRequest("POST", "/api/admin/coupons", "{nope", { token, headers: { "Content-Type": "application/json" } }));
    expect(notJson.status).toBe(400);
    expect((await status("nope", { isActive: "yes" })).status).toBe(400);
    expect((await callRoute(couponsApi, jsonRequest("GET", "/api/admin/coupons?status=gone", undefined, { token }))).status).toBe(400);

    const none = await callRoute(couponApi, jsonRequest("GET", "/api/admin/coupons/none", undefined, { token }), { id: "none" });
    expect(none.status).toBe(404);
    expect((await readEnvelope(none)).message).toBe(M.notFound);
    expect((await put("none", { percent: 10 })).status).toBe(404);
    expect((await status("none", { isActive: false })).status).toBe(404);
  });

  it("is for admins only: 401 without a token, 403 for a shopper", async () => {
    const anon = await callRoute(couponsApi, jsonRequest("GET", "/api/admin/coupons"));
    expect(anon.status).toBe(401);
    expect((await post({ code: code(), percent: 10 }, "")).status).toBe(401);
    expect((await post({ code: code(), percent: 10 }, shopperToken)).status).toBe(403);
    expect((await callRoute(couponsApi, jsonRequest("GET", "/api/admin/coupons", undefined, { token: shopperToken }))).status).toBe(403);
    const some = (await prisma.coupon.findFirstOrThrow()).id;
    expect((await put(some, { percent: 99 }, shopperToken)).status).toBe(403);
    expect((await status(some, { isActive: false }, shopperToken)).status).toBe(403);
    expect((await callRoute(couponApi, jsonRequest("GET", `/api/admin/coupons/${some}`), { id: some })).status).toBe(401);
  });
});
