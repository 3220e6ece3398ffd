import { beforeAll, describe, expect, it } from "vitest";
import { prisma } from "~/db.server";
import { updateOrderByAdmin } from "~/models/admin-order.server";
import { getAnalytics } from "~/models/analytics.server";
import { refundOrderByAdmin } from "~/models/refund.server";
import { istDateKey } from "~/schemas/admin-analytics";
import { gstCategory, gstOrder, gstProduct } from "./gst-fixtures";
import { orderFixtures } from "./order-fixtures";
import { createUser } from "./helpers";

// The analytics roll-ups (decision 0037, migration 20261128000400_analytics_rollup): DailyFigures and
// MonthlyProductSales are kept by triggers on Order, OrderItem and Refund. After every kind of change
// (an order placed, paid, delivered, partly and fully refunded, cancelled, returned, a refund failing,
// a line removed, an order moved to another day or deleted) they must equal a computation from scratch,
// done here in JavaScript from the rows themselves with the page's definitions; and the one-year page,
// which reads them, must add up.

type Day = { placed: number; counted: number; revenue: number; gross: number; discounts: number; shipping: number; refunds: number };

/** From scratch: every order, its lines and refunds, with the definitions of models/analytics.server.ts. */
async function fromScratch() {
  const orders = await prisma.order.findMany({
    select: { id: true, createdAt: true, status: true, paymentStatus: true, subtotal: true, discount: true, shipping: true, total: true, items: { select: { productId: true, quantity: true, price: true } }, refunds: { select: { amount: true, status: true } } },
  });
  const days = new Map<string, Day>();
  const products = new Map<string, { units: number; revenue: number }>();
  const productDays = new Map<string, { units: number; revenue: number }>();
  for (const o of orders) {
    const day = istDateKey(o.createdAt);
    const paid = ["paid", "partially_refunded", "refunded"].includes(o.paymentStatus) || o.status === "delivered";
    const refunded = o.refunds.filter((r) => r.status === "pending" || r.status === "processed").reduce((t, r) => t + r.amount, 0);
    const net = o.paymentStatus === "refunded" ? 0 : o.paymentStatus === "partially_refunded" ? o.total - refunded : o.total;
    const kept = paid ? net : 0;
    const d = days.get(day) ?? { placed: 0, counted: 0, revenue: 0, gross: 0, discounts: 0, shipping: 0, refunds: 0 };
    days.set(day, d);
    d.placed++;
    d.revenue += kept;
    if (kept > 0) {
      d.counted++;
      d.gross += o.subtotal;
      d.discounts += o.discount;
      d.shipping += o.shipping;
      d.refunds += o.total - kept;
      for (const l of o.items) {
        const key = `${l.productId} ${day.slice(0, 7)}`;
        const p = products.get(key) ?? { units: 0, revenue: 0 };
        products.set(key, p);
        p.units += l.quantity;
        p.revenue += l.price * l.quantity;
        const byDay = productDays.get(`${l.productId} ${day}`) ?? { units: 0, revenue: 0 };
        productDays.set(`${l.productId} ${day}`, byDay);
        byDay.units += l.quantity;
        byDay.revenue += l.price * l.quantity;
      }
    }
  }
  const sorted = <T,>(m: Map<string, T>) => Object.fromEntries([...m].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  return { days: sorted(days), products: sorted(products), productDays: sorted(productDays) };
}

/** The roll-ups as the triggers left them (rows of zeros, left by undone sales, dropped). */
async function rolledUp() {
  const n = (v: unknown) => Number(v);
  const days = await prisma.$queryRawUnsafe<Array<Record<string, unknown>>>(
    `SELECT * FROM "DailyFigures" WHERE "placed" <> 0 OR "revenue" <> 0 OR "counted" <> 0 OR "gross" <> 0 ORDER BY "day"`,
  );
  const products = await prisma.$queryRawUnsafe<Array<Record<string, unknown>>>(
    `SELECT * FROM "MonthlyProductSales" WHERE "units" <> 0 OR "revenue" <> 0 ORDER BY "productId", "month"`,
  );
  const productDays = await prisma.$queryRawUnsafe<Array<Record<string, unknown>>>(
    `SELECT * FROM "DailyProductSales" WHERE "units" <> 0 OR "revenue" <> 0 ORDER BY "productId", "day"`,
  );
  return {
    productDays: Object.fromEntries(productDays.map((p) => [`${p.productId} ${p.day}`, { units: n(p.units), revenue: n(p.revenue) }])),
    days: Object.fromEntries(
      days.map((d) => [d.day as string, { placed: n(d.placed), counted: n(d.counted), revenue: n(d.revenue), gross: n(d.gross), discounts: n(d.discounts), shipping: n(d.shipping), refunds: n(d.refunds) }]),
    ),
    products: Object.fromEntries(products.map((p) => [`${p.productId} ${p.month}`, { units: n(p.units), revenue: n(p.revenue) }])),
  };
}

async function expectAgreement(step: string) {
  const [want, got] = [await fromScratch(), await rolledUp()];
  expect(got.days, step).toEqual(want.days);
  expect(got.products, step).toEqual(want.products);
  expect(got.productDays, step).toEqual(want.productDays);
}

let admin: { id: string };
// Before this file's orders: a one-year window ending here has orders placed after its end in its last month.
const fileStart = new Date(Date.now() - 1000);
let productA: string;
let productB: string;
beforeAll(async () => {
  admin = await createUser({ role: "admin" });
  const categoryId = (await gstCategory("5007")).id;
  productA = (await gstProduct(categoryId, 999)).id;
  productB = (await gstProduct(categoryId, 2450)).id;
});

const DAY = 86_400_000;
let seq = 0;
const edited_tag = () => `${Date.now().toString(36)}-${++seq}`;
const moveTo = (orderId: string, at: Date) => prisma.order.update({ where: { id: orderId }, data: { createdAt: at } });

describe("analytics roll-ups", () => {
  it("agree with a computation from scratch after orders, payments, deliveries, refunds, cancellations, returns and deletions", async () => {
    await expectAgreement("as migrated and seeded");

    // Placed through the shop (lines inserted in the placing transaction), then paid.
    const { awaitingOrder } = orderFixtures("Rollup");
    const online = await awaitingOrder(1500);
    await expectAgreement("placed, awaiting payment");
    await prisma.order.update({ where: { id: online.order.id }, data: { paymentStatus: "paid", status: "confirmed" } });
    await expectAgreement("paid online");

    // COD: counted when delivered; moved to another day (before and after 18:30 UTC, a Kolkata day boundary).
    const { order: cod } = await gstOrder([{ productId: productA, rupees: 999, quantity: 2 }, { productId: productB, rupees: 2450, quantity: 1 }]);
    await expectAgreement("COD placed");
    await updateOrderByAdmin(cod.id, { status: "delivered" });
    await expectAgreement("COD delivered (paid on delivery)");
    await moveTo(cod.id, new Date(Date.now() - 40 * DAY));
    await moveTo(cod.id, new Date(`${new Date(Date.now() - 41 * DAY).toISOString().slice(0, 10)}T18:45:00.000Z`));
    await expectAgreement("moved to another day, past 18:30 UTC");

    // Partial refunds by hand: counted for what was kept; a refund that fails gives it back.
    await refundOrderByAdmin(cod.id, { amount: 300, reason: "Blouse piece missing", method: "cash", reference: "R-1" }, admin.id);
    await expectAgreement("partly refunded");
    const second = await refundOrderByAdmin(cod.id, { amount: 100, reason: "Goodwill", method: "cash" }, admin.id);
    await prisma.refund.update({ where: { id: second.id }, data: { status: "failed" } });
    await expectAgreement("a refund failed");

    // A coupon order refunded in full: kept 0, not counted, its lines out.
    const { order: coupon } = await gstOrder([{ productId: productB, rupees: 2450, quantity: 2 }], { couponPercent: 10 });
    await prisma.order.update({ where: { id: coupon.id }, data: { paymentStatus: "paid" } });
    await expectAgreement("coupon order paid");
    await refundOrderByAdmin(coupon.id, { amount: coupon.total / 100, reason: "Damaged", method: "upi", reference: "UTR9" }, admin.id);
    await expectAgreement("refunded in full");

    // Cancelled after payment (the refund it reserves), returned after delivery.
    const { order: cancelled } = await gstOrder([{ productId: productA, rupees: 999, quantity: 1 }]);
    await prisma.order.update({ where: { id: cancelled.id }, data: { paymentStatus: "paid" } });
    await updateOrderByAdmin(cancelled.id, { status: "cancelled" });
    await expectAgreement("cancelled after payment");
    const { order: returned } = await gstOrder([{ productId: productA, rupees: 999, quantity: 3 }], { state: "Maharashtra" });
    await updateOrderByAdmin(returned.id, { status: "delivered" });
    await updateOrderByAdmin(returned.id, { status: "returned" });
    await expectAgreement("returned after delivery");

    // A line removed and one changed (the order's money with them), an order deleted (its lines go by the cascade).
    const buyer = await createUser();
    const edited = await prisma.order.create({
      data: {
        orderNumber: `ROLLUP-${edited_tag()}`, userId: buyer.id, paymentMethod: "razorpay", paymentStatus: "paid", status: "confirmed",
        subtotal: 344_900, total: 344_900, shipFullName: "A", shipPhone: "9876543210", shipAddress: "1 Road", shipCity: "Vadodara", shipState: "Gujarat", shipPincode: "390001",
        items: { create: [productA, productB].map((productId, i) => ({ productId, name: "x", price: [99_900, 245_000][i], originalPrice: [99_900, 245_000][i], quantity: 1, size: "M", color: "Red", gstRate: 5, taxAmount: 0 })) },
      },
      include: { items: { orderBy: { price: "asc" } } },
    });
    await expectAgreement("a plain order");
    await prisma.orderItem.delete({ where: { id: edited.items[0].id } });
    await prisma.orderItem.update({ where: { id: edited.items[1].id }, data: { quantity: 4 } });
    await prisma.order.update({ where: { id: edited.id }, data: { subtotal: 980_000, total: 980_000 } });
    await expectAgreement("a line removed and one changed");
    await prisma.order.delete({ where: { id: edited.id } });
    await expectAgreement("an order deleted");
  });

  it.each([
    ["two months on: this file's orders in whole past months", () => new Date(Date.now() + 62 * DAY)],
    ["ending before this file's orders: the month's later orders left out", () => fileStart],
  ])("the one-year page read from the roll-ups adds up: chart = cards, products and categories = gross, cities = revenue (%s)", async (_label, nowOf) => {
    const now = nowOf();
    const a = await getAnalytics("1y", now);
    const cents = (x: number) => Math.round(x * 100);
    const chart = a.salesData.reduce((t, d) => t + cents(d.revenue), 0);
    expect(chart).toBe(cents(a.summary.revenue.current));
    expect(a.salesData.reduce((t, d) => t + d.orders, 0)).toBe(a.summary.orders.current);
    expect(a.series.points.reduce((t, p) => t + cents(p.revenue), 0)).toBe(chart);
    const r = a.reconciliation;
    expect(cents(r.gross) - cents(r.discounts) + cents(r.shipping) - cents(r.refunds)).toBe(cents(a.summary.revenue.current));
    expect(a.topProducts.reduce((t, p) => t + cents(p.revenue), 0) + cents(r.otherProducts)).toBe(cents(r.gross));
    expect(a.categoryPerformance.reduce((t, c) => t + cents(c.revenue), 0)).toBe(cents(r.gross));
    expect(a.cities.reduce((t, c) => t + cents(c.revenue), 0) + cents(r.otherCities)).toBe(cents(a.summary.revenue.current));

    // The same figures as the order lines give for that window (the roll-up changes the speed, not the numbers).
    const window = await prisma.$queryRawUnsafe<Array<{ units: bigint | number; revenue: bigint | number }>>(
      `SELECT sum(oi."quantity") AS "units", sum(oi."price" * oi."quantity") AS "revenue" FROM "OrderItem" oi JOIN "Order" o ON o."id" = oi."orderId"
        WHERE o."createdAt" >= ? AND o."createdAt" <= ? AND (o."paymentStatus" IN ('paid', 'partially_refunded', 'refunded') OR o."status" = 'delivered')
          AND (CASE o."paymentStatus" WHEN 'refunded' THEN 0 WHEN 'partially_refunded' THEN o."total" - coalesce((SELECT sum(r."amount") FROM "Refund" r WHERE r."orderId" = o."id" AND r."status" IN ('pending', 'processed')), 0) ELSE o."total" END) > 0`,
      new Date(a.range.start), now,
    );
    expect(cents(r.gross)).toBe(Number(window[0].revenue ?? 0));
    expect(a.categoryPerformance.reduce((t, c) => t + c.totalSold, 0)).toBe(Number(window[0].units ?? 0));
  });
});
