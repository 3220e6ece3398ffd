import crypto from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { prisma } from "~/db.server";
import {
  addToCart,
  adjustCartLine,
  applyCoupon,
  CART_MESSAGES,
  clearCart,
  getCart,
  getCartSummary,
  mergeGuestCart,
  removeCartLine,
  removeCoupon,
  updateCartLine,
  type Owner,
} from "~/models/cart.server";
import { priceLines } from "~/models/pricing.server";
import * as cartRoute from "~/routes/cart";
import { Conflict, NotFound, ValidationError } from "~/utils/errors";
import { createUser } from "./helpers";

// The cart model (and the /cart screen's action) against this worker's SQLite
// file. Products, coupons and owners carry a random tag, so other data in the
// database never changes an answer.

const letters = (n: number) => Array.from(crypto.randomBytes(n), (b) => String.fromCharCode(97 + (b % 26))).join("");
const tag = `zc${letters(6)}`;
const DAY = 86_400_000;

let categoryId: string;
const P: Record<string, string> = {};

async function makeProduct(
  key: string,
  data: { price: number; originalPrice?: number; sizes?: string[]; colors?: string[]; stock?: number; isActive?: boolean; archived?: boolean },
) {
  const price = data.price * 100;
  const originalPrice = (data.originalPrice ?? data.price) * 100;
  const product = await prisma.product.create({
    data: {
      name: `${key} ${tag}`,
      description: `A ${key} for the cart tests.`,
      material: "Silk",
      price,
      originalPrice,
      onSale: originalPrice > price,
      categoryId,
      sizes: JSON.stringify(data.sizes ?? []),
      colors: JSON.stringify(data.colors ?? []),
      images: JSON.stringify([`/images/${key}.jpg`]),
      stock: data.stock ?? 20,
      isActive: data.isActive ?? true,
      archivedAt: data.archived ? new Date() : null,
    },
  });
  P[key] = product.id;
  return product;
}

let guestCounter = 0;
const newGuest = (): Owner => ({ guestId: `guest${tag}${++guestCounter}xxxxxxxx` });

async function makeCoupon(code: string, data: { percent?: number; isActive?: boolean; expiresAt?: Date | null; minSubtotal?: number; maxUses?: number | null; perCustomerLimit?: number | null; usedCount?: number } = {}) {
  return prisma.coupon.upsert({
    where: { code },
    create: { code, percent: data.percent ?? 10, ...data },
    update: { percent: data.percent ?? 10, ...data },
  });
}

async function expectError<T extends Error>(promise: Promise<unknown>, type: new (...args: never[]) => T, message?: string | RegExp) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error, "expected the call to throw").toBeInstanceOf(type);
  if (message !== undefined) {
    if (typeof message === "string") expect((error as Error).message).toBe(message);
    else expect((error as Error).message).toMatch(message);
  }
  return error as T;
}

beforeAll(async () => {
  const category = await prisma.category.create({ data: { name: `Cart ${tag}`, slug: `cart-${tag}` } });
  categoryId = category.id;
  await makeProduct("saree", { price: 1500, originalPrice: 2000, sizes: ["Free Size"], colors: ["Red", "Gold"], stock: 20 });
  await makeProduct("kurta", { price: 800, sizes: ["S", "M", "L"], stock: 3 });
  await makeProduct("plain", { price: 500, stock: 50 });
  await makeProduct("lehenga", { price: 30000, sizes: ["M"], colors: ["Maroon"], stock: 5 });
  await makeProduct("inactive", { price: 700, isActive: false });
  await makeProduct("archived", { price: 700, archived: true });
  await makeProduct("soldout", { price: 700, stock: 0 });
  await makeCoupon("SAVE10", { percent: 10 });
  await makeCoupon("FIRST20", { percent: 20 });
});

describe("addToCart", () => {
  it("creates the cart on the first add and raises the quantity of the same line", async () => {
    const owner = newGuest();
    expect((await getCart(owner)).id).toBeNull();
    await addToCart(owner, { productId: P.saree, quantity: 1, size: "Free Size", color: "Red" });
    const again = await addToCart(owner, { productId: P.saree, quantity: 2, size: "Free Size", color: "Red" });
    expect(again).toEqual({ quantity: 3, size: "Free Size", color: "Red" });
    await addToCart(owner, { productId: P.saree, quantity: 1, size: "Free Size", color: "Gold" });
    const cart = await getCart(owner);
    expect(cart.id).not.toBeNull();
    expect(cart.lines.map((l) => [l.color, l.quantity])).toEqual([
      ["Red", 3],
      ["Gold", 1],
    ]);
    expect(await getCartSummary(owner)).toEqual({ count: 4, productIds: [P.saree] });
  });

  it("uses 'Free Size' and 'Default' for products without sizes or colours", async () => {
    const owner = newGuest();
    const added = await addToCart(owner, { productId: P.plain });
    expect(added).toEqual({ quantity: 1, size: "Free Size", color: "Default" });
    await expectError(addToCart(owner, { productId: P.plain, size: "M" }), ValidationError, /Size M is not available for this product/);
    await expectError(addToCart(owner, { productId: P.plain, color: "Red" }), ValidationError, /Colour Red is not available/);
  });

  it("rejects a size or colour the product does not offer, and asks for a size when it has some", async () => {
    const owner = newGuest();
    const noSize = await expectError(addToCart(owner, { productId: P.kurta }), ValidationError, "Please select a size: S, M, L");
    expect(noSize.errors).toEqual([{ param: "selectedSize", msg: "Please select a size: S, M, L" }]);
    await expectError(addToCart(owner, { productId: P.kurta, size: "XL" }), ValidationError, "Size XL is not available for this product. Choose one of: S, M, L");
    const colour = await expectError(addToCart(owner, { productId: P.saree, color: "Blue" }), ValidationError);
    expect(colour.errors?.[0].param).toBe("selectedColor");
    expect((await getCart(owner)).lines).toHaveLength(0);
  });

  it("keeps every line between 1 and 10 and within the stock, never silently", async () => {
    const owner = newGuest();
    await expectError(addToCart(owner, { productId: P.saree, quantity: 0 }), ValidationError, CART_MESSAGES.quantityMin);
    await expectError(addToCart(owner, { productId: P.saree, quantity: 11 }), ValidationError, CART_MESSAGES.quantityMax);
    await expectError(addToCart(owner, { productId: P.saree, quantity: 1.5 }), ValidationError, CART_MESSAGES.quantityWhole);
    await addToCart(owner, { productId: P.saree, quantity: 8, color: "Red" });
    const over10 = await expectError(addToCart(owner, { productId: P.saree, quantity: 3, color: "Red" }), ValidationError);
    expect(over10.message).toBe(`${CART_MESSAGES.quantityMax} (you already have 8 in your cart)`);
    expect(over10.errors?.[0].param).toBe("quantity");

    await expectError(addToCart(owner, { productId: P.kurta, size: "M", quantity: 4 }), Conflict, "Only 3 left in stock");
    await addToCart(owner, { productId: P.kurta, size: "M", quantity: 2 });
    await expectError(addToCart(owner, { productId: P.kurta, size: "M", quantity: 2 }), Conflict, "Only 3 left in stock (you already have 2 in your cart)");
    const cart = await getCart(owner);
    expect(cart.lines.map((l) => l.quantity)).toEqual([8, 2]);
  });

  it("refuses unknown (404), unlisted and sold-out products (409)", async () => {
    const owner = newGuest();
    await expectError(addToCart(owner, { productId: "no-such-product" }), NotFound, CART_MESSAGES.productNotFound);
    await expectError(addToCart(owner, { productId: P.inactive }), Conflict, CART_MESSAGES.productUnavailable);
    await expectError(addToCart(owner, { productId: P.archived }), Conflict, CART_MESSAGES.productUnavailable);
    await expectError(addToCart(owner, { productId: P.soldout }), Conflict, CART_MESSAGES.outOfStock);
    // A refused first add leaves no cart behind.
    expect(await prisma.cart.count({ where: { guestId: (owner as { guestId: string }).guestId } })).toBe(0);
  });

  it("concurrent adds of one line give one line with the summed quantity", async () => {
    const owner = newGuest();
    await Promise.all(Array.from({ length: 6 }, () => addToCart(owner, { productId: P.saree, quantity: 1, color: "Gold" })));
    const cart = await getCart(owner);
    expect(cart.lines).toHaveLength(1);
    expect(cart.lines[0].quantity).toBe(6);
    expect(await prisma.cart.count({ where: { guestId: (owner as { guestId: string }).guestId } })).toBe(1);
  });

  it("concurrent adds past the limit stop at it: the rest are refused, none is lost or doubled", async () => {
    const owner = newGuest();
    const results = await Promise.allSettled(Array.from({ length: 4 }, () => addToCart(owner, { productId: P.kurta, size: "S", quantity: 1 })));
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(3);
    const rejected = results.filter((r): r is PromiseRejectedResult => r.status === "rejected");
    expect(rejected).toHaveLength(1);
    expect(rejected[0].reason).toBeInstanceOf(Conflict);
    expect((await getCart(owner)).lines.map((l) => l.quantity)).toEqual([3]);
  });
});

describe("updating and removing lines", () => {
  it("sets a quantity, 0 removes, unknown lines are 404", async () => {
    const owner = newGuest();
    await addToCart(owner, { productId: P.saree, quantity: 2, color: "Red" });
    await addToCart(owner, { productId: P.plain, quantity: 1 });
    expect(await updateCartLine(owner, { productId: P.saree, color: "Red", quantity: 5 })).toEqual({ quantity: 5 });
    expect((await getCart(owner)).lines[0].quantity).toBe(5);
    await updateCartLine(owner, { productId: P.plain, quantity: 0 });
    expect((await getCart(owner)).lines.map((l) => l.productId)).toEqual([P.saree]);
    await expectError(updateCartLine(owner, { productId: P.saree, color: "Gold", quantity: 1 }), NotFound, CART_MESSAGES.lineNotFound);
    await expectError(updateCartLine(newGuest(), { productId: P.saree, quantity: 1 }), NotFound);
  });

  it("raising checks 10 and the stock; lowering an over-stock line is always allowed", async () => {
    const owner = newGuest();
    await addToCart(owner, { productId: P.kurta, size: "L", quantity: 2 });
    await expectError(updateCartLine(owner, { productId: P.kurta, size: "L", quantity: 4 }), Conflict, "Only 3 left in stock");
    await expectError(updateCartLine(owner, { productId: P.kurta, size: "L", quantity: 11 }), ValidationError, CART_MESSAGES.quantityMax);
    await expectError(updateCartLine(owner, { productId: P.kurta, size: "L", quantity: -1 }), ValidationError);
    // Stock drops under the line's quantity: lowering still works, raising does not.
    await prisma.cartItem.updateMany({ where: { productId: P.kurta, cart: { guestId: (owner as { guestId: string }).guestId } }, data: { quantity: 3 } });
    await prisma.product.update({ where: { id: P.kurta }, data: { stock: 1 } });
    try {
      await updateCartLine(owner, { productId: P.kurta, size: "L", quantity: 2 });
      expect((await getCart(owner)).lines[0]).toMatchObject({ quantity: 2, available: false, unavailableReason: "Only 1 left in stock" });
      await expectError(adjustCartLine(owner, { productId: P.kurta, size: "L", delta: 1 }), Conflict);
    } finally {
      await prisma.product.update({ where: { id: P.kurta }, data: { stock: 3 } });
    }
  });

  it("the stepper's +1 / -1 never goes below 1 or above the limits", async () => {
    const owner = newGuest();
    await addToCart(owner, { productId: P.lehenga, size: "M", color: "Maroon" });
    expect(await adjustCartLine(owner, { productId: P.lehenga, size: "M", color: "Maroon", delta: 1 })).toEqual({ quantity: 2 });
    expect(await adjustCartLine(owner, { productId: P.lehenga, size: "M", color: "Maroon", delta: -1 })).toEqual({ quantity: 1 });
    await expectError(adjustCartLine(owner, { productId: P.lehenga, size: "M", color: "Maroon", delta: -1 }), ValidationError, CART_MESSAGES.quantityMin);
    await updateCartLine(owner, { productId: P.lehenga, size: "M", color: "Maroon", quantity: 5 });
    await expectError(adjustCartLine(owner, { productId: P.lehenga, size: "M", color: "Maroon", delta: 1 }), Conflict, "Only 5 left in stock");
    expect((await getCart(owner)).lines[0].quantity).toBe(5);
  });

  it("removes one line, or every line of a product without size and colour", async () => {
    const owner = newGuest();
    await addToCart(owner, { productId: P.saree, color: "Red" });
    await addToCart(owner, { productId: P.saree, color: "Gold" });
    await addToCart(owner, { productId: P.plain });
    await removeCartLine(owner, { productId: P.saree, size: "Free Size", color: "Red" });
    expect((await getCart(owner)).lines).toHaveLength(2);
    await expectError(removeCartLine(owner, { productId: P.saree, size: "Free Size", color: "Red" }), NotFound, CART_MESSAGES.lineNotFound);
    await addToCart(owner, { productId: P.saree, color: "Red" });
    await removeCartLine(owner, { productId: P.saree });
    expect((await getCart(owner)).lines.map((l) => l.productId)).toEqual([P.plain]);
    await expectError(removeCartLine(newGuest(), { productId: P.plain }), NotFound);
  });

  it("clearCart empties the cart and drops its coupon; clearing nothing is fine", async () => {
    const owner = newGuest();
    await addToCart(owner, { productId: P.saree, quantity: 2, color: "Red" });
    await applyCoupon(owner, "SAVE10");
    await clearCart(owner);
    const cart = await getCart(owner);
    expect(cart.lines).toHaveLength(0);
    expect(cart.storedCouponCode).toBeNull();
    expect(cart.canCheckout).toBe(false);
    expect(cart.checkoutBlockedReason).toBe(CART_MESSAGES.checkoutEmpty);
    await clearCart(newGuest());
  });
});

describe("getCart", () => {
  it("prices with the current price through the pricing engine", async () => {
    const owner = newGuest();
    await addToCart(owner, { productId: P.saree, quantity: 1, color: "Red" });
    await addToCart(owner, { productId: P.plain, quantity: 2 });
    const cart = await getCart(owner);
    expect(cart.totals).toEqual(
      priceLines([
        { unitPrice: 150000, originalPrice: 200000, quantity: 1 },
        { unitPrice: 50000, originalPrice: 50000, quantity: 2 },
      ]),
    );
    expect(cart.totals.subtotal).toBe(250000);
    expect(cart.totals.shipping).toBe(0);
    expect(cart.totals.freeShippingRemaining).toBe(0);
    expect(cart.lines[0]).toMatchObject({ unitPrice: 150000, originalPrice: 200000, lineTotal: 150000, available: true, maxQuantity: 10 });
    expect(cart.lines[0].priced?.lineTotal).toBe(150000);
    expect(cart.canCheckout).toBe(true);

    // A price change shows at once: carts never keep a stale price.
    await prisma.product.update({ where: { id: P.plain }, data: { price: 40000 } });
    try {
      expect((await getCart(owner)).totals.subtotal).toBe(230000);
    } finally {
      await prisma.product.update({ where: { id: P.plain }, data: { price: 50000 } });
    }
  });

  it("shows how much more is needed for free shipping", async () => {
    const owner = newGuest();
    await addToCart(owner, { productId: P.plain, quantity: 2 });
    const { totals } = await getCart(owner);
    expect(totals.shipping).toBe(9900);
    expect(totals.freeShippingRemaining).toBe(100000);
    expect(totals.total).toBe(109900);
  });

  it("flags unavailable lines, leaves them out of the totals and blocks checkout", async () => {
    const owner = newGuest();
    const gone = await makeProduct(`gone${letters(3)}`, { price: 900, sizes: ["S", "M"], colors: ["Blue"], stock: 10 });
    await addToCart(owner, { productId: P.plain, quantity: 1 });
    await addToCart(owner, { productId: gone.id, size: "M", color: "Blue", quantity: 4 });
    const reasonNow = async () => (await getCart(owner)).lines.find((l) => l.productId === gone.id)!;

    await prisma.product.update({ where: { id: gone.id }, data: { stock: 2 } });
    expect(await reasonNow()).toMatchObject({ available: false, unavailableReason: "Only 2 left in stock", maxQuantity: 2 });
    let cart = await getCart(owner);
    expect(cart.totals.subtotal).toBe(50000);
    expect(cart.itemCount).toBe(5);
    expect(cart.canCheckout).toBe(false);
    expect(cart.checkoutBlockedReason).toBe(CART_MESSAGES.checkoutUnavailable);

    await prisma.product.update({ where: { id: gone.id }, data: { stock: 0 } });
    expect((await reasonNow()).unavailableReason).toBe("Out of stock");
    await prisma.product.update({ where: { id: gone.id }, data: { stock: 10, sizes: JSON.stringify(["S"]) } });
    expect((await reasonNow()).unavailableReason).toBe("Size M is no longer available");
    await prisma.product.update({ where: { id: gone.id }, data: { sizes: JSON.stringify(["S", "M"]), colors: JSON.stringify(["Green"]) } });
    expect((await reasonNow()).unavailableReason).toBe("Colour Blue is no longer available");
    await prisma.product.update({ where: { id: gone.id }, data: { colors: JSON.stringify(["Blue"]), isActive: false } });
    expect(await reasonNow()).toMatchObject({ available: false, unavailableReason: CART_MESSAGES.productUnavailable, maxQuantity: 0 });
    await prisma.product.update({ where: { id: gone.id }, data: { isActive: true, archivedAt: new Date() } });
    expect((await reasonNow()).unavailableReason).toBe(CART_MESSAGES.productUnavailable);

    await prisma.product.update({ where: { id: gone.id }, data: { archivedAt: null, isActive: true } });
    cart = await getCart(owner);
    expect(cart.lines.map((l) => l.unavailableReason)).toEqual([null, null]);
    expect(cart.totals.subtotal).toBe(50000 + 4 * 90000);
    expect(cart.canCheckout).toBe(true);
  });

  it("an owner without a cart, or no owner, gets an empty cart", async () => {
    for (const owner of [newGuest(), null]) {
      const cart = await getCart(owner);
      expect(cart).toMatchObject({ id: null, lines: [], itemCount: 0, coupon: null, canCheckout: false });
      expect(cart.totals.total).toBe(0);
    }
  });
});

describe("coupons", () => {
  it("applies a code trimmed and in any case, and the totals take its percent", async () => {
    const owner = newGuest();
    await addToCart(owner, { productId: P.saree, quantity: 2, color: "Red" });
    expect(await applyCoupon(owner, "  save10 ")).toEqual({ code: "SAVE10", percent: 10 });
    const cart = await getCart(owner);
    expect(cart.coupon).toEqual({ code: "SAVE10", percent: 10 });
    expect(cart.totals.discount).toBe(30000);
    expect(cart.totals).toEqual(priceLines([{ unitPrice: 150000, originalPrice: 200000, quantity: 2 }], { couponPercent: 10 }));
    // Another code replaces it; removing drops it.
    await applyCoupon(owner, "first20");
    expect((await getCart(owner)).coupon?.code).toBe("FIRST20");
    expect(await removeCoupon(owner)).toEqual({ removed: true });
    expect(await removeCoupon(owner)).toEqual({ removed: false });
    const after = await getCart(owner);
    expect(after.coupon).toBeNull();
    expect(after.totals.discount).toBe(0);
  });

  it("unknown, inactive and expired codes get the documented message", async () => {
    const owner = newGuest();
    await addToCart(owner, { productId: P.saree, color: "Red" });
    await makeCoupon(`OFF${tag}`.toUpperCase(), { isActive: false });
    await makeCoupon(`OLD${tag}`.toUpperCase(), { expiresAt: new Date(Date.now() - DAY) });
    for (const code of ["NOPE", `off${tag}`, `old${tag}`]) {
      const error = await expectError(applyCoupon(owner, code), ValidationError, CART_MESSAGES.couponInvalid);
      expect(error.errors).toEqual([{ param: "code", msg: CART_MESSAGES.couponInvalid }]);
    }
    await expectError(applyCoupon(owner, "   "), ValidationError, CART_MESSAGES.couponRequired);
    expect((await getCart(owner)).storedCouponCode).toBeNull();
    // An unknown code says so even on an empty cart; a good one asks for items first.
    await expectError(applyCoupon(newGuest(), "NOPE"), ValidationError, CART_MESSAGES.couponInvalid);
    await expectError(applyCoupon(newGuest(), "SAVE10"), ValidationError, CART_MESSAGES.couponEmptyCart);
  });

  it("checks the minimum subtotal and the total usage limit", async () => {
    const owner = newGuest();
    await addToCart(owner, { productId: P.plain, quantity: 1 });
    const min = `MIN${tag}`.toUpperCase();
    await makeCoupon(min, { percent: 5, minSubtotal: 100000 });
    await expectError(applyCoupon(owner, min), ValidationError, "This coupon needs a subtotal of at least ₹1,000. Add ₹500 more to use it.");
    await updateCartLine(owner, { productId: P.plain, quantity: 2 });
    expect(await applyCoupon(owner, min)).toEqual({ code: min, percent: 5 });

    const used = `USED${tag}`.toUpperCase();
    await makeCoupon(used, { maxUses: 3, usedCount: 3 });
    await expectError(applyCoupon(owner, used), ValidationError, CART_MESSAGES.couponUsedUp);
  });

  it("checks the per-customer limit for signed-in users; guests are checked at checkout", async () => {
    const user = await createUser();
    const once = `ONCE${tag}`.toUpperCase();
    const coupon = await makeCoupon(once, { percent: 15, perCustomerLimit: 1 });
    const guest = newGuest();
    await addToCart(guest, { productId: P.plain, quantity: 1 });
    await addToCart({ userId: user.id }, { productId: P.plain, quantity: 1 });
    expect(await applyCoupon({ userId: user.id }, once)).toEqual({ code: once, percent: 15 });

    const order = await prisma.order.create({
      data: {
        orderNumber: `SRT-T-${tag}`,
        userId: user.id,
        paymentMethod: "cod",
        subtotal: 50000,
        total: 50000,
        shipFullName: "Asha Patel",
        shipPhone: "9876543210",
        shipAddress: "12 Ring Road",
        shipCity: "Surat",
        shipState: "Gujarat",
        shipPincode: "395003",
      },
    });
    await prisma.couponRedemption.create({ data: { couponId: coupon.id, userId: user.id, orderId: order.id } });

    await expectError(applyCoupon({ userId: user.id }, once), ValidationError, CART_MESSAGES.couponAlreadyUsed);
    const cart = await getCart({ userId: user.id });
    expect(cart.coupon).toBeNull();
    expect(cart.storedCouponCode).toBe(once);
    expect(cart.couponNotice).toBe(`You have already used coupon ${once}; it has not been applied`);
    expect(await applyCoupon(guest, once)).toEqual({ code: once, percent: 15 });
  });

  it("re-validates the stored coupon on every read: expired, inactive or below the minimum drop out with a notice", async () => {
    const owner = newGuest();
    const code = `LIVE${tag}`.toUpperCase();
    await makeCoupon(code, { percent: 10, minSubtotal: 150000 });
    await addToCart(owner, { productId: P.saree, quantity: 1, color: "Red" });
    await applyCoupon(owner, code);
    expect((await getCart(owner)).totals.discount).toBe(15000);

    await prisma.coupon.update({ where: { code }, data: { expiresAt: new Date(Date.now() - 1000) } });
    let cart = await getCart(owner);
    expect(cart.coupon).toBeNull();
    expect(cart.totals.discount).toBe(0);
    expect(cart.couponNotice).toBe(`Coupon ${code} is no longer valid and has not been applied`);

    await prisma.coupon.update({ where: { code }, data: { expiresAt: null, isActive: false } });
    expect((await getCart(owner)).coupon).toBeNull();

    await prisma.coupon.update({ where: { code }, data: { isActive: true } });
    expect((await getCart(owner)).coupon).toEqual({ code, percent: 10 });

    // The saree's price drops under the minimum subtotal.
    await prisma.product.update({ where: { id: P.saree }, data: { price: 140000 } });
    try {
      cart = await getCart(owner);
      expect(cart.coupon).toBeNull();
      expect(cart.couponNotice).toBe(`Add ₹100 more to use coupon ${code} (minimum subtotal ₹1,500)`);
      expect(cart.totals.discount).toBe(0);
      expect(cart.storedCouponCode).toBe(code);
    } finally {
      await prisma.product.update({ where: { id: P.saree }, data: { price: 150000 } });
    }
    expect((await getCart(owner)).coupon?.code).toBe(code);
  });
});

describe("mergeGuestCart", () => {
  it("sums same lines capped by stock and 10, moves the rest, keeps the guest coupon when the user has none, deletes the guest cart", async () => {
    const user = await createUser();
    const me = { userId: user.id };
    const guest = newGuest() as { guestId: string };
    await addToCart(me, { productId: P.saree, quantity: 7, color: "Red" });
    await addToCart(me, { productId: P.kurta, size: "M", quantity: 2 });
    await addToCart(guest, { productId: P.saree, quantity: 6, color: "Red" }); // 13 -> 10
    await addToCart(guest, { productId: P.kurta, size: "M", quantity: 2 }); // 4 -> stock 3
    await addToCart(guest, { productId: P.plain, quantity: 2 }); // new line
    await applyCoupon(guest, "save10");

    expect(await mergeGuestCart(guest.guestId, user.id)).toEqual({ merged: 3, adjusted: 2 });
    const cart = await getCart(me);
    expect(cart.lines.map((l) => [l.productId, l.quantity])).toEqual([
      [P.saree, 10],
      [P.kurta, 3],
      [P.plain, 2],
    ]);
    expect(cart.coupon?.code).toBe("SAVE10");
    expect(await prisma.cart.findUnique({ where: { guestId: guest.guestId } })).toBeNull();
    // Idempotent: nothing left to merge.
    expect(await mergeGuestCart(guest.guestId, user.id)).toEqual({ merged: 0, adjusted: 0 });
    expect((await getCart(me)).itemCount).toBe(15);
  });

  it("keeps the user's own coupon, drops lines that can no longer be bought, creates the user's cart when needed", async () => {
    const user = await createUser();
    const other = await createUser();
    const guest = newGuest() as { guestId: string };
    await addToCart({ userId: user.id }, { productId: P.plain });
    await applyCoupon({ userId: user.id }, "FIRST20");
    const fading = await makeProduct(`fading${letters(3)}`, { price: 600 });
    await addToCart(guest, { productId: fading.id, quantity: 2 });
    await addToCart(guest, { productId: P.lehenga, size: "M", color: "Maroon" });
    await applyCoupon(guest, "SAVE10");
    await prisma.product.update({ where: { id: fading.id }, data: { isActive: false } });

    expect(await mergeGuestCart(guest.guestId, user.id)).toEqual({ merged: 1, adjusted: 1 });
    const cart = await getCart({ userId: user.id });
    expect(cart.lines.map((l) => l.productId)).toEqual([P.plain, P.lehenga]);
    expect(cart.coupon?.code).toBe("FIRST20");

    // A user with no cart yet gets the guest's lines and coupon.
    const guest2 = newGuest() as { guestId: string };
    await addToCart(guest2, { productId: P.plain, quantity: 3 });
    await applyCoupon(guest2, "SAVE10");
    expect(await mergeGuestCart(guest2.guestId, other.id)).toEqual({ merged: 1, adjusted: 0 });
    const theirs = await getCart({ userId: other.id });
    expect(theirs.lines.map((l) => l.quantity)).toEqual([3]);
    expect(theirs.coupon?.code).toBe("SAVE10");
    expect(await mergeGuestCart("", other.id)).toEqual({ merged: 0, adjusted: 0 });
  });
});

// ---------------------------------------------------------------- the /cart action

type DataResult = { data: cartRoute.CartActionData; init: ResponseInit | null };

function post(fields: Record<string, string>, cookie?: string) {
  const body = new URLSearchParams(fields);
  const headers: Record<string, string> = { "Content-Type": "application/x-www-form-urlencoded" };
  if (cookie) headers.Cookie = cookie;
  return new Request("http://localhost/cart", { method: "POST", headers, body });
}

async function runAction(request: Request) {
  return (await cartRoute.action({ request, params: {}, context: {} })) as unknown;
}

function cookiePairs(headers: Headers) {
  return headers.getSetCookie().map((c) => c.split(";")[0]);
}

describe("POST /cart", () => {
  it("a guest's first add gets a guest id cookie, a 303 back to redirectTo and the toast", async () => {
    const res = (await runAction(post({ intent: "add", productId: P.plain, quantity: "2", size: "Free Size", color: "Default", redirectTo: "/shop?page=2" }))) as Response;
    expect(res.status).toBe(303);
    expect(res.headers.get("Location")).toBe("/shop?page=2");
    const cookies = cookiePairs(res.headers);
    expect(cookies.some((c) => c.startsWith("__guest="))).toBe(true);
    expect(cookies.some((c) => c.startsWith("__toast="))).toBe(true);

    // The same browser (its guest cookie) sees the line.
    const guestCookie = cookies.find((c) => c.startsWith("__guest="))!;
    const again = (await runAction(post({ intent: "increment", productId: P.plain, size: "Free Size", color: "Default" }, guestCookie))) as Response;
    expect(again.status).toBe(303);
    expect(again.headers.get("Location")).toBe("/cart");
    expect(cookiePairs(again.headers).some((c) => c.startsWith("__guest="))).toBe(false);
    const page = (await cartRoute.loader({ request: new Request("http://localhost/cart", { headers: { Cookie: guestCookie } }), params: {}, context: {} })) as unknown as {
      data: { cart: { lines: Array<{ quantity: number }>; totals: { subtotal: number } } };
    };
    expect(page.data.cart.lines.map((l) => l.quantity)).toEqual([3]);
    expect(page.data.cart.totals.subtotal).toBe(1500);
  });

  it("answers data { ok, count, message } in fetch mode, failures included, never leaving the site", async () => {
    const res = (await runAction(post({ intent: "add", productId: P.plain, mode: "fetch", redirectTo: "https://evil.example" }))) as DataResult;
    expect(res.data).toEqual({ ok: true, count: 1, message: CART_MESSAGES.added });
    const guestCookie = cookiePairs(new Headers(res.init?.headers)).find((c) => c.startsWith("__guest="))!;
    expect(guestCookie).toBeTruthy();
    const fail = (await runAction(post({ intent: "add", productId: P.soldout, mode: "fetch" }, guestCookie))) as DataResult;
    expect(fail.data).toEqual({ ok: false, count: 1, message: CART_MESSAGES.outOfStock });
    const bad = (await runAction(post({ intent: "update", productId: P.plain, quantity: "x", mode: "fetch" }, guestCookie))) as DataResult;
    expect(bad.data).toMatchObject({ ok: false, message: CART_MESSAGES.quantityWhole });
    const redirected = (await runAction(post({ intent: "clear", redirectTo: "//evil.example" }, guestCookie))) as Response;
    expect(redirected.headers.get("Location")).toBe("/cart");
  });

  it("runs every intent with its message", async () => {
    const user = await createUser();
    const { startUserSession } = await import("~/utils/session.server");
    const setCookie = await startUserSession(new Request("http://localhost/login"), user.id);
    const cookie = setCookie.split(";")[0];
    const send = async (fields: Record<string, string>) => ((await runAction(post({ ...fields, mode: "fetch" }, cookie))) as DataResult).data;
    const line = { productId: P.saree, size: "Free Size", color: "Gold" };

    expect(await send({ intent: "add", ...line, quantity: "2" })).toEqual({ ok: true, count: 2, message: CART_MESSAGES.added });
    expect(await send({ intent: "increment", ...line })).toEqual({ ok: true, count: 3, message: CART_MESSAGES.updated });
    expect(await send({ intent: "decrement", ...line })).toEqual({ ok: true, count: 2, message: CART_MESSAGES.updated });
    expect(await send({ intent: "update", ...line, quantity: "4" })).toEqual({ ok: true, count: 4, message: CART_MESSAGES.updated });
    expect(await send({ intent: "apply-coupon", code: "bogus" })).toEqual({ ok: false, count: 4, message: CART_MESSAGES.couponInvalid });
    expect(await send({ intent: "apply-coupon", code: "" })).toMatchObject({ ok: false, message: CART_MESSAGES.couponRequired });
    expect(await send({ intent: "apply-coupon", code: "save10" })).toEqual({ ok: true, count: 4, message: "Coupon SAVE10 applied: 10% off" });
    expect((await getCart({ userId: user.id })).coupon?.code).toBe("SAVE10");
    expect(await send({ intent: "remove-coupon" })).toEqual({ ok: true, count: 4, message: CART_MESSAGES.couponRemoved });
    expect(await send({ intent: "update", ...line, quantity: "11" })).toMatchObject({ ok: false, message: CART_MESSAGES.quantityMax });
    expect(await send({ intent: "remove", ...line })).toEqual({ ok: true, count: 0, message: CART_MESSAGES.removed });
    expect(await send({ intent: "remove", ...line })).toEqual({ ok: false, count: 0, message: CART_MESSAGES.lineNotFound });
    await send({ intent: "add", ...line });
    expect(await send({ intent: "clear" })).toEqual({ ok: true, count: 0, message: CART_MESSAGES.cleared });
    expect(await send({ intent: "bogus" })).toMatchObject({ ok: false, message: CART_MESSAGES.updateFailed });
    // The signed-in user's cart: no guest cookie is handed out.
    const res = (await runAction(post({ intent: "add", ...line, mode: "fetch" }, cookie))) as DataResult;
    expect(cookiePairs(new Headers(res.init?.headers)).some((c) => c.startsWith("__guest="))).toBe(false);
  });
});
