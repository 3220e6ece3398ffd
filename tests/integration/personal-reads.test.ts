import crypto from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { committedStatement, prisma } from "~/db.server";
import { getCart, readCart, type Owner } from "~/models/cart.server";
import { accountOrderCounts, countActiveShipments, countUserOrders, listUserOrders, pageUserOrders } from "~/models/order-queries.server";
import { toOrderListItem } from "~/models/order-view.server";
import { ORDER_MESSAGES } from "~/schemas/order-messages";
import { createUser } from "./helpers";

// The reads signed-in /cart and /account make on every render go through prepared statements on the
// committed-reads connection (decision 0033), not Prisma. Each must answer exactly what the Prisma
// read it replaces answers (readCart through Prisma, pageUserOrders + toOrderListItem, the two counts),
// over carts and order histories built to hit every branch: variants, unlisted products, sizes no
// longer offered, stock short of the quantity, coupons valid, expired, below their minimum and
// limited per customer, abandoned online orders (with and without a reason), orders awaiting payment,
// orders without lines, and paging.

const letters = (n: number) => Array.from(crypto.randomBytes(n), (b) => String.fromCharCode(97 + (b % 26))).join("");
const tag = `pr${letters(6)}`;
const DAY = 86_400_000;
let categoryId: string;

async function product(key: string, data: { price?: number; sizes?: string[]; colors?: string[]; stock?: number; isActive?: boolean; archived?: boolean; variants?: Array<{ size: string; color: string; stock: number }> } = {}) {
  return prisma.product.create({
    data: {
      name: `${key} ${tag}`,
      description: "x",
      material: "Silk",
      price: (data.price ?? 1000) * 100,
      originalPrice: (data.price ?? 1000) * 120,
      categoryId,
      sizes: JSON.stringify(data.sizes ?? []),
      colors: JSON.stringify(data.colors ?? []),
      images: JSON.stringify([`/images/${key}-1.jpg`, `/images/${key}-2.jpg`]),
      stock: data.stock ?? 20,
      isActive: data.isActive ?? true,
      archivedAt: data.archived ? new Date() : null,
      variants: data.variants ? { create: data.variants } : undefined,
    },
  });
}

/** A cart written straight to the database, lines in the order given (addedAt one second apart). */
async function cart(owner: Owner, lines: Array<{ productId: string; quantity: number; size?: string; color?: string }>, couponCode: string | null = null) {
  const base = Date.now() - 3_600_000;
  return prisma.cart.create({
    data: {
      ...("userId" in owner ? { userId: owner.userId } : { guestId: owner.guestId }),
      couponCode,
      items: { create: lines.map((l, i) => ({ ...l, addedAt: new Date(base + i * 1000) })) },
    },
  });
}

async function coupon(code: string, data: { percent?: number; isActive?: boolean; expiresAt?: Date | null; minSubtotal?: number; maxUses?: number | null; perCustomerLimit?: number | null; usedCount?: number } = {}) {
  return prisma.coupon.create({ data: { code, percent: data.percent ?? 10, ...data } });
}

beforeAll(async () => {
  categoryId = (await prisma.category.create({ data: { name: `Personal reads ${tag}`, slug: `personal-reads-${tag}` } })).id;
  // The committed-reads connection opens once Prisma's has: the reads under test must take it.
  await prisma.$connect();
  await prisma.user.count();
});

describe("the committed-reads connection is in use", () => {
  it("is open on this file database", () => {
    expect(committedStatement("SELECT 1")).not.toBeNull();
  });
});

describe("getCart (prepared statements) answers what readCart through Prisma answers", () => {
  const same = async (owner: Owner) => {
    const committed = await getCart(owner);
    const viaPrisma = await readCart(prisma, owner);
    expect(committed).toEqual(viaPrisma);
    return committed;
  };

  it("no cart at all, and an empty cart", async () => {
    const user = await createUser();
    expect((await same({ userId: user.id })).id).toBeNull();
    await cart({ userId: user.id }, []);
    const view = await same({ userId: user.id });
    expect(view.id).not.toBeNull();
    expect(view.lines).toEqual([]);
  });

  it("every kind of line: variants, unlisted, size or colour gone, short stock, over the cap", async () => {
    const user = await createUser();
    const saree = await product("saree", { sizes: ["Free Size"], colors: ["Red", "Blue"], variants: [{ size: "Free Size", color: "Red", stock: 3 }, { size: "Free Size", color: "Blue", stock: 0 }] });
    const kurta = await product("kurta", { sizes: ["S", "M"], stock: 2 });
    const hidden = await product("hidden", { isActive: false });
    const archived = await product("archived", { archived: true });
    const plain = await product("plain", { stock: 50, price: 499 });
    await cart({ userId: user.id }, [
      { productId: saree.id, quantity: 2, size: "Free Size", color: "Red" },
      { productId: saree.id, quantity: 1, size: "Free Size", color: "Blue" },
      { productId: saree.id, quantity: 1, size: "Free Size", color: "Green" },
      { productId: kurta.id, quantity: 3, size: "M" },
      { productId: kurta.id, quantity: 1, size: "XL" },
      { productId: hidden.id, quantity: 1 },
      { productId: archived.id, quantity: 1 },
      { productId: plain.id, quantity: 11 },
    ]);
    const view = await same({ userId: user.id });
    expect(view.lines.map((l) => l.unavailableReason)).toEqual([
      null,
      "Out of stock",
      "Colour Green is no longer available",
      "Only 2 left in stock",
      "Size XL is no longer available",
      expect.any(String),
      expect.any(String),
      expect.any(String),
    ]);
    expect(view.lines[0].addedAt).toBeInstanceOf(Date);
    expect(view.totals.subtotal).toBe(2 * 1000 * 100);
  });

  it("a guest's cart", async () => {
    const owner: Owner = { guestId: `guest${tag}${letters(10)}` };
    const p = await product("guest-line");
    await cart(owner, [{ productId: p.id, quantity: 2 }]);
    const view = await same(owner);
    expect(view.userId).toBeNull();
    expect(view.itemCount).toBe(2);
  });

  it("coupons: valid, lower-case stored code, expired, inactive, below the minimum, unknown, limited per customer", async () => {
    const p = await product("coupon-line", { price: 2000 });
    const codes = {
      valid: await coupon(`OK${tag}`.toUpperCase(), { percent: 15 }),
      expired: await coupon(`OLD${tag}`.toUpperCase(), { expiresAt: new Date(Date.now() - DAY) }),
      inactive: await coupon(`OFF${tag}`.toUpperCase(), { isActive: false }),
      minimum: await coupon(`MIN${tag}`.toUpperCase(), { minSubtotal: 10_000_00 }),
      limited: await coupon(`ONE${tag}`.toUpperCase(), { perCustomerLimit: 1, maxUses: 5, usedCount: 5 }),
    };
    const stored = [codes.valid.code, codes.valid.code.toLowerCase(), codes.expired.code, codes.inactive.code, codes.minimum.code, `NONE${tag}`, codes.limited.code];
    const seen: Array<string | null> = [];
    for (const code of stored) {
      const user = await createUser();
      await cart({ userId: user.id }, [{ productId: p.id, quantity: 1 }], code);
      const view = await same({ userId: user.id });
      seen.push(view.coupon ? `applied ${view.coupon.percent}` : view.couponNotice);
    }
    expect(seen[0]).toBe("applied 15");
    expect(seen[1]).toBe("applied 15");
    expect(seen.slice(2).every((s) => s !== null && !s.startsWith("applied"))).toBe(true);
  });
});

describe("My Orders and the stat cards (prepared statements) answer what the Prisma reads answer", () => {
  let userId: string;
  let productId: string;
  let seq = 0;

  async function order(data: { status?: string; paymentMethod?: string; paymentStatus?: string; cancellationReason?: string | null; holdExpiresAt?: Date | null; lines?: string[]; createdAt?: Date }) {
    seq++;
    return prisma.order.create({
      data: {
        orderNumber: `PR-${tag}-${String(seq).padStart(4, "0")}`,
        userId,
        status: data.status ?? "pending",
        paymentMethod: data.paymentMethod ?? "cod",
        paymentStatus: data.paymentStatus ?? "pending",
        cancellationReason: data.cancellationReason ?? null,
        holdExpiresAt: data.holdExpiresAt ?? null,
        subtotal: 100_000 + seq,
        total: 100_000 + seq * 7,
        totalItems: (data.lines ?? ["one"]).length,
        shipFullName: "Asha Patel",
        shipPhone: "9876543210",
        shipAddress: "12 Ring Road",
        shipCity: "Surat",
        shipState: "Gujarat",
        shipPincode: "395002",
        createdAt: data.createdAt ?? new Date(Date.now() - (100 - seq) * 60_000),
        items: {
          create: (data.lines ?? ["one"]).map((name, i) => ({
            id: `pr${tag}${String(seq).padStart(3, "0")}${String(9 - i)}`,
            productId,
            name: `${name} ${seq}`,
            image: i === 0 ? null : `/images/${name}.jpg`,
            price: 50_000,
            originalPrice: 60_000,
            quantity: 1,
            size: "Free Size",
            color: "Default",
            gstRate: 5,
            taxAmount: 2381,
          })),
        },
      },
    });
  }

  beforeAll(async () => {
    userId = (await createUser()).id;
    productId = (await product("ordered")).id;
    const sameTime = new Date(Date.now() - 5 * DAY);
    await order({ status: "delivered", paymentStatus: "paid", lines: ["saree", "dupatta", "blouse"] });
    await order({ status: "confirmed" });
    await order({ status: "processing", paymentMethod: "razorpay", paymentStatus: "paid" });
    await order({ status: "shipped", lines: [] });
    await order({ status: "cancelled", paymentMethod: "razorpay", paymentStatus: "pending", cancellationReason: ORDER_MESSAGES.paymentNotCompleted });
    await order({ status: "cancelled", paymentMethod: "razorpay", paymentStatus: "failed", cancellationReason: ORDER_MESSAGES.superseded });
    // No reason: Prisma's NOT (...) is NULL for it, so it is left out; the statements must agree.
    await order({ status: "cancelled", paymentMethod: "razorpay", paymentStatus: "pending", cancellationReason: null });
    await order({ status: "cancelled", paymentMethod: "cod", cancellationReason: "Changed my mind" });
    await order({ status: "pending", paymentMethod: "razorpay", holdExpiresAt: new Date(Date.now() + 600_000) });
    await order({ status: "pending", paymentMethod: "razorpay", holdExpiresAt: new Date(Date.now() - 600_000) });
    await order({ status: "returned", createdAt: sameTime });
    await order({ status: "delivered", createdAt: sameTime });
  });

  it("every page, 5 and 3 a page, and a status filter", async () => {
    for (const limit of [5, 3]) {
      for (let page = 1; page <= 4; page++) {
        const committed = await listUserOrders(userId, { page, limit });
        const viaPrisma = await pageUserOrders(userId, { page, limit });
        expect(committed).toEqual({ orders: viaPrisma.orders.map(toOrderListItem), pagination: viaPrisma.pagination });
      }
    }
    for (const status of ["cancelled", "pending", "delivered"] as const) {
      const committed = await listUserOrders(userId, { status, limit: 100 });
      const viaPrisma = await pageUserOrders(userId, { status, limit: 100 });
      expect(committed).toEqual({ orders: viaPrisma.orders.map(toOrderListItem), pagination: viaPrisma.pagination });
    }
    const all = await listUserOrders(userId, { limit: 100 });
    expect(all.pagination.total).toBe(9);
    expect(all.orders.filter((o) => o.awaitingPayment)).toHaveLength(1);
    // Lines are ordered by id (given in reverse here), not as created.
    expect(all.orders.find((o) => o.lineCount === 3)?.firstItem).toEqual({ name: "blouse 1", image: "/images/blouse.jpg" });
    expect(all.orders.find((o) => o.lineCount === 0)?.firstItem).toBeNull();
  });

  it("Total Orders and Active Shipments", async () => {
    expect(await accountOrderCounts(userId)).toEqual({ totalOrders: await countUserOrders(userId), activeShipments: await countActiveShipments(userId) });
    expect(await accountOrderCounts(userId)).toEqual({ totalOrders: 9, activeShipments: 3 });
    const nobody = (await createUser()).id;
    expect(await accountOrderCounts(nobody)).toEqual({ totalOrders: 0, activeShipments: 0 });
    expect(await listUserOrders(nobody)).toEqual({ orders: [], pagination: { page: 1, limit: 5, total: 0, pages: 1, hasNext: false, hasPrev: false } });
  });

  it("a write is seen by the next read", async () => {
    const before = await accountOrderCounts(userId);
    const o = await order({ status: "confirmed" });
    expect(await accountOrderCounts(userId)).toEqual({ totalOrders: before.totalOrders + 1, activeShipments: before.activeShipments + 1 });
    await prisma.order.update({ where: { id: o.id }, data: { status: "delivered" } });
    expect((await accountOrderCounts(userId)).activeShipments).toBe(before.activeShipments);
    expect((await listUserOrders(userId)).orders[0]).toMatchObject({ id: o.id, status: "delivered" });
  });
});
