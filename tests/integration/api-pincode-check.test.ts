import { beforeAll, describe, expect, it } from "vitest";
import { prisma } from "~/db.server";
import { addToCart } from "~/models/cart.server";
import * as addressesApi from "~/routes/api.addresses";
import * as addressApi from "~/routes/api.addresses.$id";
import * as ordersApi from "~/routes/api.orders";
import { callRoute, createUser, jsonRequest, readEnvelope, tokensFor } from "./helpers";

// Issue 13: the web address forms' pincode check (India Post's directory, models/pincode.server.ts)
// also guards the JSON API: POST and PUT /api/addresses and POST /api/orders' shipping address answer
// 400 with the same messages, under the field's dotted path, and write nothing.

const address = { fullName: "Asha Patel", phone: "9876543210", address: "12 Ring Road", city: "Surat", state: "Gujarat", pincode: "395007", country: "India" };
const WRONG_STATE = "Pincode 395007 is in Gujarat, not Rajasthan. Please check the pincode or the state.";
const WRONG_CITY = "Pincode 395007 is in Surat, Gujarat, not Jaipur. Please check the pincode or the city.";

let token: string;
let userId: string;
beforeAll(async () => {
  const user = await createUser();
  userId = user.id;
  token = (await tokensFor(user)).token;
});

const call = async (module: Parameters<typeof callRoute>[0], method: string, path: string, body: unknown, params: Record<string, string> = {}) => {
  const res = await callRoute(module, jsonRequest(method, path, body, { token }), params);
  return { status: res.status, body: await readEnvelope(res) };
};

describe("/api/addresses", () => {
  it("refuses a state or city that disagrees with the pincode on POST and PUT, with the forms' messages", async () => {
    const state = await call(addressesApi, "POST", "/api/addresses", { ...address, state: "Rajasthan" });
    expect(state.status).toBe(400);
    expect(state.body).toMatchObject({ success: false, message: "Validation failed", errors: [{ param: "state", msg: WRONG_STATE }] });
    const both = await call(addressesApi, "POST", "/api/addresses", { ...address, city: "Jaipur", state: "Rajasthan" });
    expect(both.body.errors).toEqual([{ param: "city", msg: WRONG_CITY }, { param: "state", msg: WRONG_STATE }]);
    expect(await prisma.address.count({ where: { userId } })).toBe(0);

    const ok = await call(addressesApi, "POST", "/api/addresses", address);
    expect(ok.status).toBe(201);
    const id = ok.body.data[0]._id as string;
    const put = await call(addressApi, "PUT", `/api/addresses/${id}`, { ...address, city: "Jaipur" }, { id });
    expect(put.status).toBe(400);
    expect(put.body.errors).toEqual([{ param: "city", msg: WRONG_CITY }]);
    expect((await prisma.address.findUniqueOrThrow({ where: { id } })).city).toBe("Surat");
    // A pincode the directory does not have cannot be checked: accepted as typed.
    expect((await call(addressApi, "PUT", `/api/addresses/${id}`, { ...address, pincode: "999999", city: "Jaipur" }, { id })).status).toBe(200);
  });
});

describe("/api/orders", () => {
  it("refuses a shipping address whose state or city disagrees with the pincode; no order is made", async () => {
    const category = await prisma.category.create({ data: { name: `Pincode ${userId}`, slug: `pincode-${userId}` } });
    const product = await prisma.product.create({ data: { name: "Pincode saree", description: "x", material: "Silk", price: 99_900, originalPrice: 99_900, categoryId: category.id, stock: 10 } });
    await addToCart({ userId }, { productId: product.id, quantity: 1 });
    const bad = await call(ordersApi, "POST", "/api/orders", { shippingAddress: { ...address, state: "Rajasthan", city: "Jaipur" }, paymentMethod: "cod" });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual([
      { param: "shippingAddress.city", msg: WRONG_CITY },
      { param: "shippingAddress.state", msg: WRONG_STATE },
    ]);
    expect(await prisma.order.count({ where: { userId } })).toBe(0);
    const good = await call(ordersApi, "POST", "/api/orders", { shippingAddress: address, paymentMethod: "cod" });
    expect(good.status, JSON.stringify(good.body)).toBe(201);
  });
});
