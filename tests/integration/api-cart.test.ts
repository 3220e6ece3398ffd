import crypto from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { prisma } from "~/db.server";
import { CART_MESSAGES } from "~/models/cart.server";
import * as addRoute from "~/routes/api.cart.add";
import * as clearRoute from "~/routes/api.cart.clear";
import * as countRoute from "~/routes/api.cart.count";
import * as couponRoute from "~/routes/api.cart.coupon";
import * as removeRoute from "~/routes/api.cart.remove";
import * as cartRoute from "~/routes/api.cart";
import * as updateRoute from "~/routes/api.cart.update";
import { callRoute, createUser, expiredAccessToken, jsonRequest, readEnvelope, tokensFor } from "./helpers";

// The cart API (API.md "Cart, wishlist, coupons") through its route modules.
// Every user is fresh; products carry a random tag.

const letters = (n: number) => Array.from(crypto.randomBytes(n), (b) => String.fromCharCode(97 + (b % 26))).join("");
const tag = `za${letters(6)}`;

const CART_KEYS = ["_id", "userId", "items", "totalItems", "totalAmount", "originalAmount", "isActive", "createdAt", "updatedAt", "totals"];
const ITEM_KEYS = ["_id", "productId", "quantity", "selectedSize", "selectedColor", "addedAt"];
const PRODUCT_KEYS = ["_id", "name", "price", "originalPrice", "images", "category", "inStock", "stock", "isActive", "discountPercentage"];
const TOTALS_KEYS = ["subtotal", "discount", "shipping", "tax", "total", "couponCode", "freeShippingRemaining"];

const P: Record<string, string> = {};
let category: { id: string; name: string; slug: string };

async function makeProduct(key: string, data: { price: number; originalPrice?: number; sizes?: string[]; colors?: string[]; stock?: number; isActive?: boolean }) {
  const product = await prisma.product.create({
    data: {
      name: `${key} ${tag}`,
      description: "For the cart API tests.",
      material: "Cotton",
      price: data.price * 100,
      originalPrice: (data.originalPrice ?? data.price) * 100,
      onSale: (data.originalPrice ?? data.price) > data.price,
      categoryId: category.id,
      sizes: JSON.stringify(data.sizes ?? []),
      colors: JSON.stringify(data.colors ?? []),
      images: JSON.stringify([`/images/${key}-1.jpg`, `/images/${key}-2.jpg`]),
      stock: data.stock ?? 20,
      isActive: data.isActive ?? true,
    },
  });
  P[key] = product.id;
}

async function customer() {
  const user = await createUser();
  const { token } = await tokensFor(user);
  return { user, token };
}

type Module = Parameters<typeof callRoute>[0];
const send = async (module: Module, method: string, path: string, body?: unknown, token?: string) => {
  const res = await callRoute(module, jsonRequest(method, path, body, { token }));
  return { res, body: await readEnvelope(res) };
};

beforeAll(async () => {
  category = await prisma.category.create({ data: { name: `Cart API ${tag}`, slug: `cart-api-${tag}` }, select: { id: true, name: true, slug: true } });
  await makeProduct("saree", { price: 1200, originalPrice: 1600, colors: ["Red", "Gold"], sizes: ["Free Size"], stock: 15 });
  await makeProduct("kurta", { price: 900, sizes: ["S", "M"], stock: 2 });
  await makeProduct("plain", { price: 450, stock: 40 });
  await makeProduct("inactive", { price: 450, isActive: false });
  for (const [code, percent] of [["SAVE10", 10], ["FIRST20", 20], ["FESTIVE15", 15]] as const) {
    await prisma.coupon.upsert({ where: { code }, create: { code, percent }, update: {} });
  }
});

describe("authentication", () => {
  const routes: Array<[Module, string, string, unknown?]> = [
    [cartRoute, "GET", "/api/cart"],
    [countRoute, "GET", "/api/cart/count"],
    [addRoute, "POST", "/api/cart/add", { productId: "x" }],
    [updateRoute, "PUT", "/api/cart/update", { productId: "x", quantity: 1 }],
    [removeRoute, "DELETE", "/api/cart/remove", { productId: "x" }],
    [clearRoute, "DELETE", "/api/cart/clear"],
    [couponRoute, "POST", "/api/cart/coupon", { code: "SAVE10" }],
    [couponRoute, "DELETE", "/api/cart/coupon"],
  ];

  it("every route answers 401 without a token, with a bad one or an expired one", async () => {
    const user = await createUser();
    const expired = await expiredAccessToken(user.id);
    for (const [module, method, path, body] of routes) {
      for (const token of [undefined, "not-a-jwt", expired]) {
        const { res, body: env } = await send(module, method, path, body, token);
        expect(res.status, `${method} ${path} token=${token?.slice(0, 8)}`).toBe(401);
        expect(env.success).toBe(false);
        expect(env.data).toBeNull();
        expect(res.headers.get("Cache-Control")).toBe("no-store");
      }
    }
  });

  it("other methods get 405 with Allow", async () => {
    const { token } = await customer();
    const res = await callRoute(addRoute, jsonRequest("GET", "/api/cart/add", undefined, { token }));
    expect(res.status).toBe(405);
    expect(res.headers.get("Allow")).toBe("POST");
    const coupon = await callRoute(couponRoute, jsonRequest("PUT", "/api/cart/coupon", { code: "x" }, { token }));
    expect(coupon.status).toBe(405);
    expect(coupon.headers.get("Allow")).toBe("POST, DELETE");
  });
});

describe("GET /api/cart and /api/cart/count", () => {
  it("an empty cart has the documented shape", async () => {
    const { user, token } = await customer();
    const { res, body } = await send(cartRoute, "GET", "/api/cart", undefined, token);
    expect(res.status).toBe(200);
    expect(body.success).toBe(true);
    expect(body.message).toBe("Cart retrieved successfully");
    expect(Object.keys(body.data)).toEqual(CART_KEYS);
    expect(body.data).toMatchObject({ userId: user.id, items: [], totalItems: 0, totalAmount: 0, originalAmount: 0, isActive: true });
    expect(typeof body.data._id).toBe("string");
    expect(body.data.totals).toEqual({ subtotal: 0, discount: 0, shipping: 0, tax: 0, total: 0, couponCode: null, freeShippingRemaining: 0 });
    // The same cart on every read.
    const again = await send(cartRoute, "GET", "/api/cart", undefined, token);
    expect(again.body.data._id).toBe(body.data._id);

    const count = await send(countRoute, "GET", "/api/cart/count", undefined, token);
    expect(count.res.status).toBe(200);
    expect(count.body.data).toEqual({ count: 0 });
  });

  it("items embed the product in rupees; totals come from the pricing engine", async () => {
    const { token } = await customer();
    await send(addRoute, "POST", "/api/cart/add", { productId: P.saree, quantity: 2, selectedSize: "Free Size", selectedColor: "Gold" }, token);
    await send(addRoute, "POST", "/api/cart/add", { productId: P.plain }, token);
    const { body } = await send(cartRoute, "GET", "/api/cart", undefined, token);
    const cart = body.data;
    expect(cart.items).toHaveLength(2);
    const [saree, plain] = cart.items;
    expect(Object.keys(saree)).toEqual(ITEM_KEYS);
    expect(Object.keys(saree.productId)).toEqual(PRODUCT_KEYS);
    expect(saree).toMatchObject({ quantity: 2, selectedSize: "Free Size", selectedColor: "Gold" });
    expect(saree.productId).toEqual({
      _id: P.saree,
      name: `saree ${tag}`,
      price: 1200,
      originalPrice: 1600,
      images: ["/images/saree-1.jpg", "/images/saree-2.jpg"],
      category: { _id: category.id, name: category.name, slug: category.slug },
      inStock: true,
      stock: 15,
      isActive: true,
      discountPercentage: 25,
    });
    expect(new Date(saree.addedAt).toISOString()).toBe(saree.addedAt);
    expect(plain).toMatchObject({ quantity: 1, selectedSize: "Free Size", selectedColor: "Default" });
    expect(cart.totalItems).toBe(3);
    expect(cart.totalAmount).toBe(2850);
    expect(cart.originalAmount).toBe(3650);
    // 2850 >= 2000: free shipping; GST 5% contained in each line (round(240000*5/105) + round(45000*5/105) paise).
    expect(cart.totals).toEqual({ subtotal: 2850, discount: 0, shipping: 0, tax: 135.72, total: 2850, couponCode: null, freeShippingRemaining: 0 });

    const count = await send(countRoute, "GET", "/api/cart/count", undefined, token);
    expect(count.body.data).toEqual({ count: 3 });
  });

  it("an unavailable line stays listed but leaves the totals", async () => {
    const { token } = await customer();
    const fading = `fading${letters(3)}`;
    await makeProduct(fading, { price: 700 });
    await send(addRoute, "POST", "/api/cart/add", { productId: P.plain, quantity: 2 }, token);
    await send(addRoute, "POST", "/api/cart/add", { productId: P[fading] }, token);
    await prisma.product.update({ where: { id: P[fading] }, data: { isActive: false } });
    const { body } = await send(cartRoute, "GET", "/api/cart", undefined, token);
    expect(body.data.items).toHaveLength(2);
    expect(body.data.items[1].productId).toMatchObject({ isActive: false, inStock: false });
    expect(body.data.totalItems).toBe(3);
    expect(body.data.totalAmount).toBe(900);
    expect(body.data.totals).toMatchObject({ subtotal: 900, shipping: 99, total: 999, freeShippingRemaining: 1100 });
  });
});

describe("POST /api/cart/add", () => {
  it("adds, raises the quantity of the same line, and answers the cart", async () => {
    const { token } = await customer();
    const first = await send(addRoute, "POST", "/api/cart/add", { productId: P.saree, quantity: 1, selectedSize: "Free Size", selectedColor: "Red" }, token);
    expect(first.res.status).toBe(200);
    expect(first.body.message).toBe(CART_MESSAGES.added);
    expect(Object.keys(first.body.data)).toEqual(CART_KEYS);
    const second = await send(addRoute, "POST", "/api/cart/add", { productId: P.saree, quantity: 3, selectedSize: "Free Size", selectedColor: "Red" }, token);
    expect(second.body.data.items).toHaveLength(1);
    expect(second.body.data.items[0].quantity).toBe(4);
    expect(second.body.data.totalItems).toBe(4);
  });

  it("400 with errors[{param,msg}] for bad input", async () => {
    const { token } = await customer();
    const cases: Array<[unknown, string, string]> = [
      [{}, "productId", "Product ID is required"],
      [{ productId: "" }, "productId", "Product ID is required"],
      [{ productId: 12 }, "productId", "Product ID must be a string"],
      [{ productId: P.plain, quantity: 0 }, "quantity", CART_MESSAGES.quantityMin],
      [{ productId: P.plain, quantity: -2 }, "quantity", CART_MESSAGES.quantityMin],
      [{ productId: P.plain, quantity: 11 }, "quantity", CART_MESSAGES.quantityMax],
      [{ productId: P.plain, quantity: 1.5 }, "quantity", CART_MESSAGES.quantityWhole],
      [{ productId: P.plain, quantity: "2" }, "quantity", CART_MESSAGES.quantityWhole],
      [{ productId: P.plain, selectedSize: 5 }, "selectedSize", "Size must be a string"],
    ];
    for (const [input, param, msg] of cases) {
      const { res, body } = await send(addRoute, "POST", "/api/cart/add", input, token);
      expect(res.status, JSON.stringify(input)).toBe(400);
      expect(body.success).toBe(false);
      expect(body.errors).toEqual([{ param, msg }]);
    }
  });

  it("400 for a size or colour the product does not offer, and past 10 per line", async () => {
    const { token } = await customer();
    const size = await send(addRoute, "POST", "/api/cart/add", { productId: P.kurta, selectedSize: "XL" }, token);
    expect(size.res.status).toBe(400);
    expect(size.body.message).toBe("Size XL is not available for this product. Choose one of: S, M");
    expect(size.body.errors).toEqual([{ param: "selectedSize", msg: size.body.message }]);
    const noSize = await send(addRoute, "POST", "/api/cart/add", { productId: P.kurta }, token);
    expect(noSize.res.status).toBe(400);
    expect(noSize.body.errors?.[0].param).toBe("selectedSize");
    const colour = await send(addRoute, "POST", "/api/cart/add", { productId: P.plain, selectedColor: "Blue" }, token);
    expect(colour.res.status).toBe(400);
    expect(colour.body.errors).toEqual([{ param: "selectedColor", msg: "Colour Blue is not available for this product. Choose one of: Default" }]);

    await send(addRoute, "POST", "/api/cart/add", { productId: P.plain, quantity: 9 }, token);
    const over = await send(addRoute, "POST", "/api/cart/add", { productId: P.plain, quantity: 2 }, token);
    expect(over.res.status).toBe(400);
    expect(over.body.message).toBe(`${CART_MESSAGES.quantityMax} (you already have 9 in your cart)`);
    const cart = await send(cartRoute, "GET", "/api/cart", undefined, token);
    expect(cart.body.data.items.map((i: { quantity: number }) => i.quantity)).toEqual([9]);
  });

  it("404 for an unknown product, 409 for an inactive one or more than the stock", async () => {
    const { token } = await customer();
    const unknown = await send(addRoute, "POST", "/api/cart/add", { productId: "nope" }, token);
    expect(unknown.res.status).toBe(404);
    expect(unknown.body.message).toBe(CART_MESSAGES.productNotFound);
    const inactive = await send(addRoute, "POST", "/api/cart/add", { productId: P.inactive }, token);
    expect(inactive.res.status).toBe(409);
    expect(inactive.body.message).toBe(CART_MESSAGES.productUnavailable);
    const stock = await send(addRoute, "POST", "/api/cart/add", { productId: P.kurta, selectedSize: "S", quantity: 3 }, token);
    expect(stock.res.status).toBe(409);
    expect(stock.body.message).toBe("Only 2 left in stock");
    expect((await send(countRoute, "GET", "/api/cart/count", undefined, token)).body.data.count).toBe(0);
  });

  it("415 when the body is not JSON", async () => {
    const { token } = await customer();
    const res = await callRoute(addRoute, jsonRequest("POST", "/api/cart/add", "productId=x", { token, headers: { "Content-Type": "application/x-www-form-urlencoded" } }));
    expect(res.status).toBe(415);
  });
});

describe("PUT /api/cart/update", () => {
  it("sets the quantity; 0 removes the line", async () => {
    const { token } = await customer();
    await send(addRoute, "POST", "/api/cart/add", { productId: P.saree, selectedColor: "Red" }, token);
    await send(addRoute, "POST", "/api/cart/add", { productId: P.plain }, token);
    const set = await send(updateRoute, "PUT", "/api/cart/update", { productId: P.saree, quantity: 5, selectedSize: "Free Size", selectedColor: "Red" }, token);
    expect(set.res.status).toBe(200);
    expect(set.body.message).toBe(CART_MESSAGES.updated);
    expect(Object.keys(set.body.data)).toEqual(CART_KEYS);
    expect(set.body.data.items[0].quantity).toBe(5);
    const removed = await send(updateRoute, "PUT", "/api/cart/update", { productId: P.plain, quantity: 0 }, token);
    expect(removed.body.message).toBe(CART_MESSAGES.removed);
    expect(removed.body.data.items.map((i: { productId: { _id: string } }) => i.productId._id)).toEqual([P.saree]);
  });

  it("400 for bad quantities, 404 for a line not in the cart, 409 past the stock", async () => {
    const { token } = await customer();
    await send(addRoute, "POST", "/api/cart/add", { productId: P.kurta, selectedSize: "M" }, token);
    const cases: Array<[unknown, string, string]> = [
      [{ productId: P.kurta, selectedSize: "M" }, "quantity", "Quantity is required"],
      [{ productId: P.kurta, selectedSize: "M", quantity: -1 }, "quantity", "Quantity cannot be negative"],
      [{ productId: P.kurta, selectedSize: "M", quantity: 11 }, "quantity", CART_MESSAGES.quantityMax],
      [{ productId: P.kurta, selectedSize: "M", quantity: 2.5 }, "quantity", CART_MESSAGES.quantityWhole],
      [{ quantity: 1 }, "productId", "Product ID is required"],
    ];
    for (const [input, param, msg] of cases) {
      const { res, body } = await send(updateRoute, "PUT", "/api/cart/update", input, token);
      expect(res.status, JSON.stringify(input)).toBe(400);
      expect(body.errors).toEqual([{ param, msg }]);
    }
    const missing = await send(updateRoute, "PUT", "/api/cart/update", { productId: P.kurta, selectedSize: "S", quantity: 1 }, token);
    expect(missing.res.status).toBe(404);
    expect(missing.body.message).toBe(CART_MESSAGES.lineNotFound);
    const stock = await send(updateRoute, "PUT", "/api/cart/update", { productId: P.kurta, selectedSize: "M", quantity: 3 }, token);
    expect(stock.res.status).toBe(409);
    expect(stock.body.message).toBe("Only 2 left in stock");
  });
});

describe("DELETE /api/cart/remove and /api/cart/clear", () => {
  it("removes one line by product, size and colour (JSON body); 404 when absent; 400 without a product", async () => {
    const { token } = await customer();
    await send(addRoute, "POST", "/api/cart/add", { productId: P.saree, selectedColor: "Red" }, token);
    await send(addRoute, "POST", "/api/cart/add", { productId: P.saree, selectedColor: "Gold" }, token);
    const one = await send(removeRoute, "DELETE", "/api/cart/remove", { productId: P.saree, selectedSize: "Free Size", selectedColor: "Red" }, token);
    expect(one.res.status).toBe(200);
    expect(one.body.message).toBe(CART_MESSAGES.removed);
    expect(one.body.data.items.map((i: { selectedColor: string }) => i.selectedColor)).toEqual(["Gold"]);
    const again = await send(removeRoute, "DELETE", "/api/cart/remove", { productId: P.saree, selectedSize: "Free Size", selectedColor: "Red" }, token);
    expect(again.res.status).toBe(404);
    const none = await send(removeRoute, "DELETE", "/api/cart/remove", undefined, token);
    expect(none.res.status).toBe(400);
    expect(none.body.errors).toEqual([{ param: "productId", msg: "Product ID is required" }]);
    // Without size and colour: every line of the product.
    const all = await send(removeRoute, "DELETE", "/api/cart/remove", { productId: P.saree }, token);
    expect(all.body.data.items).toEqual([]);
  });

  it("clear empties the cart and drops the coupon; clearing twice is fine", async () => {
    const { token } = await customer();
    await send(addRoute, "POST", "/api/cart/add", { productId: P.plain, quantity: 3 }, token);
    await send(couponRoute, "POST", "/api/cart/coupon", { code: "SAVE10" }, token);
    const { res, body } = await send(clearRoute, "DELETE", "/api/cart/clear", undefined, token);
    expect(res.status).toBe(200);
    expect(body.message).toBe(CART_MESSAGES.cleared);
    expect(Object.keys(body.data)).toEqual(CART_KEYS);
    expect(body.data).toMatchObject({ items: [], totalItems: 0, totalAmount: 0 });
    expect(body.data.totals.couponCode).toBeNull();
    expect((await send(clearRoute, "DELETE", "/api/cart/clear", undefined, token)).res.status).toBe(200);
  });
});

describe("/api/cart/coupon", () => {
  it("POST applies a code in any case; DELETE removes it", async () => {
    const { token } = await customer();
    await send(addRoute, "POST", "/api/cart/add", { productId: P.plain, quantity: 2 }, token);
    const applied = await send(couponRoute, "POST", "/api/cart/coupon", { code: " festive15 " }, token);
    expect(applied.res.status).toBe(200);
    expect(applied.body.message).toBe("Coupon FESTIVE15 applied: 15% off");
    expect(Object.keys(applied.body.data)).toEqual(CART_KEYS);
    expect(Object.keys(applied.body.data.totals)).toEqual(TOTALS_KEYS);
    // 900 - 135 = 765, below 2000: shipping 99.
    expect(applied.body.data.totals).toMatchObject({ subtotal: 900, discount: 135, shipping: 99, total: 864, couponCode: "FESTIVE15", freeShippingRemaining: 1235 });
    const removed = await send(couponRoute, "DELETE", "/api/cart/coupon", undefined, token);
    expect(removed.res.status).toBe(200);
    expect(removed.body.message).toBe(CART_MESSAGES.couponRemoved);
    expect(removed.body.data.totals).toMatchObject({ discount: 0, total: 999, couponCode: null });
  });

  it("400 with the documented message for an unknown code, and for a missing one", async () => {
    const { token } = await customer();
    await send(addRoute, "POST", "/api/cart/add", { productId: P.plain }, token);
    const bad = await send(couponRoute, "POST", "/api/cart/coupon", { code: "HALFOFF" }, token);
    expect(bad.res.status).toBe(400);
    expect(bad.body.message).toBe("Invalid coupon code. Try SAVE10, FIRST20, or FESTIVE15");
    expect(bad.body.errors).toEqual([{ param: "code", msg: "Invalid coupon code. Try SAVE10, FIRST20, or FESTIVE15" }]);
    const empty = await send(couponRoute, "POST", "/api/cart/coupon", { code: "  " }, token);
    expect(empty.res.status).toBe(400);
    expect(empty.body.errors).toEqual([{ param: "code", msg: CART_MESSAGES.couponRequired }]);
    const missing = await send(couponRoute, "POST", "/api/cart/coupon", {}, token);
    expect(missing.body.errors).toEqual([{ param: "code", msg: CART_MESSAGES.couponRequired }]);
    const cart = await send(cartRoute, "GET", "/api/cart", undefined, token);
    expect(cart.body.data.totals.couponCode).toBeNull();
  });

  it("400 on an empty cart", async () => {
    const { token } = await customer();
    const res = await send(couponRoute, "POST", "/api/cart/coupon", { code: "SAVE10" }, token);
    expect(res.res.status).toBe(400);
    expect(res.body.message).toBe(CART_MESSAGES.couponEmptyCart);
  });
});
