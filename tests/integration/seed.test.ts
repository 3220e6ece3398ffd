import fs from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { prisma } from "~/db.server";
import { priceLines } from "~/models/pricing.server";
import { verifyPassword } from "~/utils/password.server";
import { DEMO_ADMIN, DEMO_CUSTOMER } from "../../prisma/demo-accounts";
import { seedDemo } from "../../prisma/seed";
import { PRODUCTS } from "../../prisma/seed-data";

const FOOTER_SLUGS = ["south-indian-sarees", "designer-sarees", "wedding-lehengas", "silk-sarees", "cotton-sarees", "party-wear"];
const ALL_SLUGS = [...FOOTER_SLUGS, "kurtas", "lehengas"];
const DEMO_ORDER_PREFIX = "SRT-2026-0000"; // the demo orders; generated ones start at SRT-2026-100001
const quiet = { log: () => {} };

const publicFile = (url: string) => path.join(process.cwd(), "public", url);
const parse = (value: string) => JSON.parse(value) as string[];

async function tableCounts() {
  const [categories, subcategories, products, users, addresses, coupons, orders, items, payments, reviews, messages, subscribers, redemptions] =
    await Promise.all([
      prisma.category.count(),
      prisma.subcategory.count(),
      prisma.product.count(),
      prisma.user.count(),
      prisma.address.count(),
      prisma.coupon.count(),
      prisma.order.count(),
      prisma.orderItem.count(),
      prisma.payment.count(),
      prisma.review.count(),
      prisma.contactMessage.count(),
      prisma.newsletterSubscriber.count(),
      prisma.couponRedemption.count(),
    ]);
  return { categories, subcategories, products, users, addresses, coupons, orders, items, payments, reviews, messages, subscribers, redemptions };
}

/** Every stored order figure must be exactly what the pricing engine says for its items and coupon. */
async function expectOrdersMatchPricing(where: { orderNumber: { startsWith: string } }) {
  const coupons = new Map((await prisma.coupon.findMany()).map((c) => [c.code, c.percent]));
  const orders = await prisma.order.findMany({ where });
  expect(orders.length).toBeGreaterThan(0);
  for (const order of orders) {
    // In the order they were written (rowid order), which is the order they were priced in.
    const items = await prisma.orderItem.findMany({ where: { orderId: order.id } });
    const totals = priceLines(
      items.map((i) => ({ unitPrice: i.price, originalPrice: i.originalPrice, quantity: i.quantity })),
      { couponPercent: order.couponCode ? coupons.get(order.couponCode)! : 0 },
    );
    expect(
      { subtotal: order.subtotal, discount: order.discount, shipping: order.shipping, tax: order.tax, total: order.total },
      order.orderNumber,
    ).toEqual({ subtotal: totals.subtotal, discount: totals.discount, shipping: totals.shipping, tax: totals.tax, total: totals.total });
    expect(order.totalItems).toBe(totals.totalItems);
    expect(order.totalSavings).toBe(totals.totalSavings);
    items.forEach((item, i) => {
      expect(item.gstRate, `${order.orderNumber} item ${i}`).toBe(totals.lines[i].gstRate);
      expect(item.taxAmount, `${order.orderNumber} item ${i}`).toBe(totals.lines[i].taxAmount);
    });
  }
  return orders;
}

beforeAll(async () => {
  await seedDemo(prisma, quiet);
}, 60_000);

describe("seed: catalogue", () => {
  it("creates the 8 categories, including the six footer slugs, each with 2-5 subcategories", async () => {
    const categories = await prisma.category.findMany({ where: { slug: { in: ALL_SLUGS } }, include: { subcategories: true } });
    expect(categories.map((c) => c.slug).sort()).toEqual([...ALL_SLUGS].sort());
    for (const c of categories) {
      expect(c.isActive).toBe(true);
      expect(c.description).toBeTruthy();
      expect(c.subcategories.length).toBeGreaterThanOrEqual(2);
      expect(c.subcategories.length).toBeLessThanOrEqual(5);
      expect(fs.existsSync(publicFile(c.image!)), c.image!).toBe(true);
    }
    expect(categories.filter((c) => c.featured).length).toBeGreaterThan(0);
    expect(new Set(categories.map((c) => c.sortOrder)).size).toBe(8);
    expect(await prisma.category.findUnique({ where: { slug: "wedding" } })).toBeNull();
  });

  it("creates 40+ active products with believable fields", async () => {
    const products = await prisma.product.findMany({ where: { id: { startsWith: "prod_" } } });
    expect(products).toHaveLength(PRODUCTS.length);
    const active = products.filter((p) => p.isActive);
    expect(active.length).toBeGreaterThanOrEqual(40);
    expect(products.length - active.length).toBeGreaterThanOrEqual(1);
    expect(products.length - active.length).toBeLessThanOrEqual(2);

    for (const p of products) {
      const images = parse(p.images);
      // The fabric close-up first (issue 14 section 5), then two to four drawn views.
      expect(images[0], p.id).toMatch(/-fabric\.svg$/);
      expect(images.length, p.id).toBeGreaterThanOrEqual(3);
      expect(images.length, p.id).toBeLessThanOrEqual(5);
      for (const image of images) {
        expect(image).toMatch(/^\/images\/products\/[a-z0-9-]+\.svg$/);
        expect(fs.existsSync(publicFile(image)), image).toBe(true);
      }
      expect(p.price, p.id).toBeGreaterThanOrEqual(499_00);
      expect(p.price, p.id).toBeLessThanOrEqual(45_000_00);
      expect(Number.isInteger(p.price)).toBe(true);
      expect(p.originalPrice).toBeGreaterThanOrEqual(p.price);
      expect(p.onSale, p.id).toBe(p.originalPrice > p.price);
      expect(parse(p.colors).length).toBeGreaterThan(0);
      expect(parse(p.sizes).length).toBeGreaterThan(0);
      expect(parse(p.tags).length).toBeGreaterThan(0);
      expect(p.description.split(/[.!?](\s|$)/).filter((s) => s && s.trim()).length).toBeGreaterThanOrEqual(2);
    }
    expect(products.some((p) => p.price === 499_00)).toBe(true);
    expect(products.some((p) => p.price === 45_000_00)).toBe(true);

    const onSale = active.filter((p) => p.onSale).length;
    expect(onSale / active.length).toBeGreaterThan(0.25);
    expect(onSale / active.length).toBeLessThan(0.5);
    expect(active.filter((p) => p.isFeatured).length).toBeGreaterThanOrEqual(12);
    expect(active.filter((p) => p.isNew).length).toBeGreaterThanOrEqual(12);
    const outOfStock = active.filter((p) => p.stock === 0).length;
    expect(outOfStock).toBeGreaterThanOrEqual(3);
    expect(outOfStock).toBeLessThanOrEqual(4);
    for (const p of active.filter((p) => p.stock > 0)) {
      expect(p.stock).toBeGreaterThanOrEqual(3);
      expect(p.stock).toBeLessThanOrEqual(60);
    }
  });

  it("gives sarees Free Size and stitched garments letter sizes", async () => {
    const sarees = await prisma.product.findMany({ where: { id: { startsWith: "prod_" }, category: { slug: { in: ["silk-sarees", "cotton-sarees", "south-indian-sarees"] } } } });
    for (const s of sarees) expect(parse(s.sizes)).toEqual(["Free Size"]);
    const lehengas = await prisma.product.findMany({ where: { id: { startsWith: "prod_" }, category: { slug: { in: ["lehengas", "wedding-lehengas", "kurtas"] } } } });
    for (const l of lehengas) expect(parse(l.sizes)).toEqual(expect.arrayContaining(["S", "M", "L", "XL"]));
  });

  it("spreads createdAt over the last ~90 days with no ties", async () => {
    const products = await prisma.product.findMany({ where: { id: { startsWith: "prod_" } }, select: { createdAt: true } });
    const times = products.map((p) => p.createdAt.getTime());
    expect(new Set(times).size).toBe(times.length);
    const spanDays = (Math.max(...times) - Math.min(...times)) / 86_400_000;
    expect(spanDays).toBeGreaterThan(60);
    expect(spanDays).toBeLessThan(95);
    expect(Math.max(...times)).toBeLessThanOrEqual(Date.now());
  });

  it("stores the three coupons upper case and active", async () => {
    const coupons = await prisma.coupon.findMany({ where: { code: { in: ["SAVE10", "FIRST20", "FESTIVE15"] } }, orderBy: { code: "asc" } });
    expect(coupons.map((c) => [c.code, c.percent, c.isActive, c.perCustomerLimit])).toEqual([
      ["FESTIVE15", 15, true, null],
      ["FIRST20", 20, true, 1],
      ["SAVE10", 10, true, null],
    ]);
  });
});

describe("seed: people", () => {
  it("creates the demo admin and customer with working passwords", async () => {
    const admin = await prisma.user.findUniqueOrThrow({ where: { email: DEMO_ADMIN.email } });
    expect(admin.role).toBe("admin");
    expect(admin.isActive).toBe(true);
    expect(await verifyPassword(admin.passwordHash, DEMO_ADMIN.password)).toBe(true);
    expect(await verifyPassword(admin.passwordHash, "wrong-password")).toBe(false);

    const customer = await prisma.user.findUniqueOrThrow({ where: { email: DEMO_CUSTOMER.email } });
    expect(customer.role).toBe("customer");
    expect(customer.isActive).toBe(true);
    expect(await verifyPassword(customer.passwordHash, DEMO_CUSTOMER.password)).toBe(true);
  });

  it("creates six more customers with Indian phone numbers, one inactive", async () => {
    const others = await prisma.user.findMany({
      where: { role: "customer", email: { endsWith: "@example.com", not: DEMO_CUSTOMER.email }, id: { not: { startsWith: "gen_" } } },
    });
    expect(others).toHaveLength(6);
    for (const u of others) expect(u.phone).toMatch(/^\+91 9\d{9}$/);
    expect(others.filter((u) => !u.isActive)).toHaveLength(1);
  });

  it("saves two addresses for the demo customer, exactly one default", async () => {
    const addresses = await prisma.address.findMany({ where: { user: { email: DEMO_CUSTOMER.email } } });
    expect(addresses).toHaveLength(2);
    expect(addresses.filter((a) => a.isDefault)).toHaveLength(1);
    for (const a of addresses) {
      expect(a.pincode).toMatch(/^[1-9]\d{5}$/);
      expect(a.country).toBe("India");
    }
  });

  it("stores contact messages in every status and three newsletter subscribers", async () => {
    const messages = await prisma.contactMessage.findMany({ where: { id: { startsWith: "msg_seed_" } } });
    expect(messages.length).toBeGreaterThanOrEqual(4);
    expect(messages.length).toBeLessThanOrEqual(6);
    expect(new Set(messages.map((m) => m.status))).toEqual(new Set(["new", "read", "responded", "closed"]));
    expect(await prisma.newsletterSubscriber.count()).toBeGreaterThanOrEqual(3);
  });
});

describe("seed: orders and reviews", () => {
  it("stores 8-12 demo orders whose every figure matches the pricing engine", async () => {
    const orders = await expectOrdersMatchPricing({ orderNumber: { startsWith: DEMO_ORDER_PREFIX } });
    expect(orders.length).toBeGreaterThanOrEqual(8);
    expect(orders.length).toBeLessThanOrEqual(12);
    expect(orders.map((o) => o.orderNumber).sort()).toEqual(orders.map((_, i) => `SRT-2026-${String(i + 1).padStart(6, "0")}`));
    expect(new Set(orders.map((o) => o.status))).toEqual(
      new Set(["pending", "confirmed", "processing", "shipped", "delivered", "cancelled", "returned"]),
    );
    expect(new Set(orders.map((o) => o.paymentMethod))).toEqual(new Set(["razorpay", "cod"]));
    expect(orders.some((o) => o.couponCode)).toBe(true);
    expect(orders.some((o) => o.shipping > 0)).toBe(true);
    const demo = await prisma.user.findUniqueOrThrow({ where: { email: DEMO_CUSTOMER.email } });
    expect(orders.filter((o) => o.userId === demo.id).length).toBeGreaterThanOrEqual(3);
  });

  it("keeps status timestamps, tracking and payments consistent", async () => {
    const orders = await prisma.order.findMany({
      where: { orderNumber: { startsWith: DEMO_ORDER_PREFIX } },
      include: { payments: true, items: true, refunds: true },
    });
    const now = Date.now();
    const months = new Set(orders.map((o) => `${o.createdAt.getUTCFullYear()}-${o.createdAt.getUTCMonth()}`));
    expect(months.size).toBeGreaterThanOrEqual(2);
    for (const o of orders) {
      const label = o.orderNumber;
      expect(now - o.createdAt.getTime(), label).toBeLessThanOrEqual(61 * 86_400_000);
      expect(o.shipFullName && o.shipPhone && o.shipAddress && o.shipCity && o.shipState, label).toBeTruthy();
      expect(o.shipPincode).toMatch(/^\d{6}$/);
      for (const item of o.items) {
        expect(item.name).toBeTruthy();
        expect(fs.existsSync(publicFile(item.image!))).toBe(true);
        expect([5, 18]).toContain(item.gstRate);
      }
      const stamps = [o.createdAt, o.confirmedAt, o.processingAt, o.shippedAt, o.deliveredAt, o.returnedAt].filter(Boolean) as Date[];
      for (let i = 1; i < stamps.length; i++) expect(stamps[i].getTime(), label).toBeGreaterThanOrEqual(stamps[i - 1].getTime());
      for (const s of [...stamps, o.cancelledAt, o.paidAt].filter(Boolean) as Date[]) expect(s.getTime()).toBeLessThanOrEqual(now);

      if (["shipped", "delivered", "returned"].includes(o.status)) {
        expect(o.trackingNumber, label).toBeTruthy();
        expect(o.courierPartner).toBe("Delhivery");
        expect(o.shippedAt).not.toBeNull();
      } else {
        expect(o.trackingNumber, label).toBeNull();
      }
      if (o.status === "delivered") {
        expect(o.deliveredAt, label).not.toBeNull();
        expect(o.paymentStatus).toBe("paid");
        expect(o.paidAt).not.toBeNull();
      }
      if (o.status === "cancelled") {
        expect(o.cancelledAt, label).not.toBeNull();
        expect(o.cancellationReason).toBeTruthy();
      }
      if (o.status === "returned") expect(o.returnedAt, label).not.toBeNull();
      // Refunded only when refunds say so (DECISIONS 4.5).
      const refunded = o.refunds.filter((r) => r.status === "processed").reduce((sum, r) => sum + r.amount, 0);
      expect(refunded, label).toBe(o.paymentStatus === "refunded" ? o.total : 0);
      if (o.paymentMethod === "cod" && o.status !== "delivered") expect(o.paymentStatus, label).toBe("pending");

      const paidOnline = o.paymentMethod === "razorpay" && ["paid", "refunded"].includes(o.paymentStatus);
      expect(o.payments, label).toHaveLength(paidOnline ? 1 : 0);
      if (paidOnline) {
        const [payment] = o.payments;
        expect(payment.provider).toBe("simulator");
        expect(payment.razorpayOrderId).toMatch(/^order_seed\d{6}$/);
        expect(payment.razorpayPaymentId).toBeTruthy();
        expect(payment.signatureStatus).toBe("verified");
        expect(payment.status).toBe("captured");
        expect(payment.amount).toBe(o.total);
        expect(o.paymentId).toBe(payment.razorpayPaymentId);
      }
    }
  });

  it("records coupon redemptions and counts them on the coupon", async () => {
    const withCoupon = await prisma.order.findMany({
      where: { orderNumber: { startsWith: DEMO_ORDER_PREFIX }, couponCode: { not: null } },
      include: { couponRedemption: { include: { coupon: true } } },
    });
    expect(withCoupon.length).toBeGreaterThan(0);
    for (const o of withCoupon) expect(o.couponRedemption?.coupon.code).toBe(o.couponCode);
    for (const c of await prisma.coupon.findMany({ include: { _count: { select: { redemptions: true } } } })) {
      expect(c.usedCount).toBe(c._count.redemptions);
    }
  });

  it("writes reviews only from buyers of delivered orders and derives rating from them", async () => {
    const reviews = await prisma.review.findMany({ where: { user: { id: { not: { startsWith: "gen_" } } } } });
    expect(reviews.length).toBeGreaterThanOrEqual(5);
    for (const r of reviews) {
      expect(r.rating).toBeGreaterThanOrEqual(1);
      expect(r.rating).toBeLessThanOrEqual(5);
      const bought = await prisma.orderItem.count({
        where: { productId: r.productId, order: { userId: r.userId, status: "delivered", deliveredAt: { lte: r.createdAt } } },
      });
      expect(bought, `${r.productId} by ${r.userId}`).toBeGreaterThan(0);
    }
    const demo = await prisma.user.findUniqueOrThrow({ where: { email: DEMO_CUSTOMER.email } });
    expect(reviews.some((r) => r.userId === demo.id)).toBe(true);

    const products = await prisma.product.findMany({ include: { reviews: { select: { rating: true } } } });
    for (const p of products) {
      if (p.reviews.length === 0) {
        expect([p.rating, p.reviewCount], p.id).toEqual([0, 0]);
        continue;
      }
      const avg = p.reviews.reduce((s, r) => s + r.rating, 0) / p.reviews.length;
      expect(p.reviewCount, p.id).toBe(p.reviews.length);
      expect(p.rating, p.id).toBeCloseTo(Math.round(avg * 10) / 10, 5);
    }
    expect(products.some((p) => p.reviewCount > 1 && !Number.isInteger(p.rating))).toBe(true);
  });
});

describe("seed: idempotence and --scale", () => {
  it("leaves every count unchanged when run again", async () => {
    const before = await tableCounts();
    const started = Date.now();
    await seedDemo(prisma, quiet);
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(await tableCounts()).toEqual(before);
  });

  it("restores the demo password if it was changed", async () => {
    await prisma.user.update({ where: { email: DEMO_CUSTOMER.email }, data: { passwordHash: "broken" } });
    await seedDemo(prisma, quiet);
    const customer = await prisma.user.findUniqueOrThrow({ where: { email: DEMO_CUSTOMER.email } });
    expect(await verifyPassword(customer.passwordHash, DEMO_CUSTOMER.password)).toBe(true);
  });

  it("--scale 200 adds 200 products, ~10 customers and ~20 orders, once", async () => {
    const before = await tableCounts();
    const lines: string[] = [];
    await seedDemo(prisma, { scale: 200, log: (l) => lines.push(l) });
    const after = await tableCounts();
    expect(after.products - before.products).toBe(200);
    expect(after.users - before.users).toBe(10);
    expect(after.orders - before.orders).toBe(20);
    expect(after.items).toBeGreaterThan(before.items + 20 - 1);
    expect(lines.some((l) => l.includes("200 products created"))).toBe(true);

    const generated = await prisma.product.findMany({ where: { id: { startsWith: "gen_" } } });
    expect(generated).toHaveLength(200);
    for (const p of generated) {
      expect(p.price).toBeGreaterThanOrEqual(499_00);
      expect(p.price).toBeLessThanOrEqual(45_000_00);
      expect(p.onSale).toBe(p.originalPrice > p.price);
      for (const image of parse(p.images)) expect(fs.existsSync(publicFile(image)), image).toBe(true);
    }
    await expectOrdersMatchPricing({ orderNumber: { startsWith: "SRT-2026-1" } });

    await seedDemo(prisma, { scale: 200, ...quiet });
    expect(await tableCounts()).toEqual(after);
  });
});
