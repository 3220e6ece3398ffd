import crypto from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { prisma } from "~/db.server";
import { getAnalytics } from "~/models/analytics.server";
import { createUser, type TestUser } from "./helpers";

// The analytics page's definitions (issue 13 section 6): which orders count, revenue net of
// refunds and of coupon discounts, the average over the same orders, and tables that add up to
// the cards. Orders in June 2033, far from every other file's data.

const tag = crypto.randomBytes(4).toString("hex");
const NOW = new Date("2033-06-15T06:00:00Z");
const DAY = 86_400_000;
const at = (daysAgo: number) => new Date(NOW.getTime() - daysAgo * DAY);
let customer: TestUser;
let other: TestUser;
let categoryId: string;
const P: Record<"a" | "b" | "c", string> = { a: "", b: "", c: "" };
let seq = 0;

type Line = { productId: string; quantity: number; price: number };

/** An order whose figures agree as the pricing engine makes them: total = subtotal - discount + shipping (rupees here). */
async function makeOrder(o: { daysAgo: number; status: string; paymentStatus: string; paymentMethod?: string; lines: Line[]; discount?: number; shipping?: number; city: string; userId?: string; refunds?: Array<{ amount: number; status: string }> }) {
  const subtotal = o.lines.reduce((t, l) => t + l.price * l.quantity, 0);
  const discount = o.discount ?? 0;
  const shipping = o.shipping ?? 0;
  const order = await prisma.order.create({
    data: {
      orderNumber: `DEF-${tag}-${++seq}`,
      userId: o.userId ?? customer.id,
      status: o.status,
      paymentMethod: o.paymentMethod ?? "razorpay",
      paymentStatus: o.paymentStatus,
      subtotal: subtotal * 100,
      discount: discount * 100,
      shipping: shipping * 100,
      total: (subtotal - discount + shipping) * 100,
      shipFullName: "Asha Patel",
      shipPhone: "9876543210",
      shipAddress: "1 Ring Road",
      shipCity: o.city,
      shipState: "Gujarat",
      shipPincode: "395003",
      createdAt: at(o.daysAgo),
      items: {
        create: o.lines.map((l) => ({ productId: l.productId, name: "Line", price: l.price * 100, originalPrice: l.price * 100, quantity: l.quantity, size: "Free Size", color: "Default", gstRate: 5, taxAmount: 0 })),
      },
    },
  });
  for (const [i, r] of (o.refunds ?? []).entries()) {
    await prisma.refund.create({ data: { orderId: order.id, idempotencyKey: `def-${tag}-${seq}-${i}`, amount: r.amount * 100, status: r.status, method: "cash", reason: "test" } });
  }
  return order;
}

beforeAll(async () => {
  customer = await createUser();
  other = await createUser();
  categoryId = (await prisma.category.create({ data: { name: `Definitions ${tag}`, slug: `definitions-${tag}` } })).id;
  for (const [key, price] of [["a", 1500], ["b", 800], ["c", 2000]] as const) {
    P[key] = (await prisma.product.create({ data: { name: `Def ${key} ${tag}`, description: "x", material: "Silk", price: price * 100, originalPrice: price * 100, categoryId, stock: 50 } })).id;
  }
  const cities = { surat: `Surat${tag}`, pune: `Pune${tag}` };
  // Counted: paid online with a 10% coupon; COD delivered with shipping; paid and partly refunded (500 of 2000).
  await makeOrder({ daysAgo: 1, status: "confirmed", paymentStatus: "paid", lines: [{ productId: P.a, quantity: 2, price: 1500 }], discount: 300, city: cities.surat });
  await makeOrder({ daysAgo: 2, status: "delivered", paymentStatus: "paid", paymentMethod: "cod", lines: [{ productId: P.b, quantity: 1, price: 800 }], shipping: 99, city: cities.pune, userId: other.id });
  await makeOrder({ daysAgo: 3, status: "delivered", paymentStatus: "partially_refunded", lines: [{ productId: P.c, quantity: 1, price: 2000 }], city: cities.surat, refunds: [{ amount: 500, status: "processed" }] });
  // Not counted: cancelled and refunded in full; cancelled before payment; COD not yet delivered.
  await makeOrder({ daysAgo: 4, status: "cancelled", paymentStatus: "refunded", lines: [{ productId: P.a, quantity: 1, price: 1500 }], city: cities.surat, refunds: [{ amount: 1500, status: "processed" }] });
  await makeOrder({ daysAgo: 5, status: "cancelled", paymentStatus: "failed", lines: [{ productId: P.b, quantity: 3, price: 800 }], city: cities.pune });
  await makeOrder({ daysAgo: 6, status: "pending", paymentStatus: "pending", paymentMethod: "cod", lines: [{ productId: P.c, quantity: 1, price: 2000 }], city: cities.pune });
});

describe("analytics: one set of orders, and tables that add up to the cards", () => {
  it("counts paid orders not refunded in full; revenue is net of coupon discounts and refunds; the average is over the same orders", async () => {
    const a = await getAnalytics("30d", NOW);
    expect(a.placedOrders).toBe(6);
    expect(a.summary.orders.current).toBe(3);
    // 2700 (3000 - 300 coupon) + 899 (800 + 99 shipping) + 1500 (2000 - 500 refunded)
    expect(a.summary.revenue.current).toBe(5099);
    expect(a.summary.averageOrder.current).toBe(Math.round(5099 / 3));
    expect(a.reconciliation).toMatchObject({ gross: 5800, discounts: 300, shipping: 99, refunds: 500, otherProducts: 0, otherCities: 0 });
  });

  it("the products table (with other products, discounts, shipping and refunds), the categories, the cities and the chart add up to the cards", async () => {
    const a = await getAnalytics("30d", NOW);
    const r = a.reconciliation;
    const productSum = a.topProducts.reduce((t, p) => t + p.revenue, 0) + r.otherProducts;
    expect(productSum).toBe(r.gross);
    expect(r.gross - r.discounts + r.shipping - r.refunds).toBe(a.summary.revenue.current);
    expect(a.topProducts.map((p) => [p._id, p.sales, p.revenue])).toEqual([
      [P.a, 2, 3000],
      [P.c, 1, 2000],
      [P.b, 1, 800],
    ]);
    expect(a.categoryPerformance.reduce((t, c) => t + c.revenue, 0)).toBe(r.gross);
    expect(a.categoryPerformance).toEqual([{ categoryId, categoryName: `Definitions ${tag}`, totalSold: 4, revenue: 5800 }]);
    expect(a.cities.reduce((t, c) => t + c.revenue, 0) + r.otherCities).toBe(a.summary.revenue.current);
    expect(a.cities.map((c) => [c.city, c.customers, c.revenue])).toEqual([
      [`Surat${tag}`, 1, 4200],
      [`Pune${tag}`, 1, 899],
    ]);
    expect(a.series.points.reduce((t, p) => t + p.revenue, 0)).toBe(a.summary.revenue.current);
    expect(a.series.points.reduce((t, p) => t + p.orders, 0)).toBe(a.summary.orders.current);
    expect(a.salesData.reduce((t, d) => t + d.revenue, 0)).toBe(a.summary.revenue.current);
    expect(a.salesData.reduce((t, d) => t + d.orders, 0)).toBe(a.summary.orders.current);
  });
});
