import crypto from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { prisma } from "~/db.server";
import { getAnalytics, getDashboardStats } from "~/models/analytics.server";
import * as analyticsPage from "~/routes/admin.analytics";
import * as dashboardPage from "~/routes/admin._index";
import * as apiAnalytics from "~/routes/api.admin.analytics";
import * as apiDashboard from "~/routes/api.admin.dashboard";
import { istDateKey, weekdayOf } from "~/schemas/admin-analytics";
import { buildOpenApiDocument } from "~/utils/openapi.server";
import { callRoute, createUser, jsonRequest, readEnvelope, runWebRoute, tokensFor, webGet, webSessionCookie, type TestUser } from "./helpers";

// Dashboard and analytics from real orders: the model at a fixed "now" far from
// other test files' data (March 2031, so their orders at the real now never
// fall in these windows), the admin API, and the screens' loaders.

const tag = crypto.randomBytes(4).toString("hex");
const NOW = new Date("2031-03-15T06:00:00Z"); // 11:30 in Kolkata
const DAY = 86_400_000;
const at = (daysAgo: number, hours = 0) => new Date(NOW.getTime() - daysAgo * DAY - hours * 3_600_000);
let seq = 0;
let admin: TestUser;
let customer: TestUser;
let adminToken: string;
let customerToken: string;
let categoryId: string;
let productA: string;
let productB: string;
let lowStockId: string;
const CITY = `Testpur${tag}`;

async function makeProduct(name: string, data: { stock?: number; isActive?: boolean; archivedAt?: Date | null } = {}) {
  return (
    await prisma.product.create({
      data: { name, description: "Test.", material: "Silk", price: 100_000, originalPrice: 100_000, categoryId, stock: data.stock ?? 50, isActive: data.isActive ?? true, archivedAt: data.archivedAt ?? null },
    })
  ).id;
}

async function makeOrder(o: { createdAt: Date; status: string; paymentStatus: string; total: number; city?: string; userId?: string; items?: Array<{ productId: string; quantity: number; price: number }> }) {
  const n = ++seq;
  return prisma.order.create({
    data: {
      orderNumber: `INS-${tag}-${n}`,
      userId: o.userId ?? customer.id,
      status: o.status,
      paymentMethod: "razorpay",
      paymentStatus: o.paymentStatus,
      subtotal: o.total,
      total: o.total,
      shipFullName: "Asha Patel",
      shipPhone: "9876543210",
      shipAddress: "1 Ring Road",
      shipCity: o.city ?? CITY,
      shipState: "Gujarat",
      shipPincode: "395003",
      createdAt: o.createdAt,
      items: {
        create: (o.items ?? []).map((i) => ({ productId: i.productId, name: "Line", price: i.price, originalPrice: i.price, quantity: i.quantity, size: "Free Size", color: "Default", gstRate: 5, taxAmount: 0 })),
      },
    },
  });
}

beforeAll(async () => {
  admin = await createUser({ role: "admin" });
  customer = await createUser();
  adminToken = (await tokensFor(admin)).token;
  customerToken = (await tokensFor(customer)).token;
  categoryId = (await prisma.category.create({ data: { name: `Insights ${tag}`, slug: `insights-${tag}`, sortOrder: -1000 } })).id;
  productA = await makeProduct(`Alpha saree ${tag}`);
  productB = await makeProduct(`Beta kurta ${tag}`);
  lowStockId = await makeProduct(`0000 Low stock ${tag}`, { stock: 0 });
  await makeProduct(`Six left ${tag}`, { stock: 6 });
  await makeProduct(`Inactive ${tag}`, { isActive: false, stock: 1 });
  await makeProduct(`Archived ${tag}`, { isActive: false, archivedAt: NOW, stock: 1 });

  // March 2031 (this month in Kolkata): paid 1000, delivered COD 500, cancelled (paid then refunded: no revenue), pending unpaid.
  await makeOrder({ createdAt: at(1), status: "confirmed", paymentStatus: "paid", total: 100_000, items: [{ productId: productA, quantity: 3, price: 30_000 }] });
  await makeOrder({ createdAt: at(3), status: "delivered", paymentStatus: "pending", total: 50_000, items: [{ productId: productB, quantity: 1, price: 50_000 }] });
  await makeOrder({ createdAt: at(2), status: "cancelled", paymentStatus: "refunded", total: 999_900, items: [{ productId: productB, quantity: 10, price: 99_990 }] });
  await makeOrder({ createdAt: at(4), status: "pending", paymentStatus: "pending", total: 70_000, city: "Elsewhere" });
  // February 2031 (previous month), and 10 days ago (previous 7-day window).
  await makeOrder({ createdAt: at(20), status: "delivered", paymentStatus: "paid", total: 100_000, items: [{ productId: productB, quantity: 1, price: 100_000 }] });
  await makeOrder({ createdAt: at(10), status: "shipped", paymentStatus: "paid", total: 50_000 });
  // New customers: two this month, one last month.
  for (const createdAt of [at(2), at(5), at(30)]) await prisma.user.update({ where: { id: (await createUser()).id }, data: { createdAt } });
});

// In Kolkata, NOW is 15 March 2031. This month: at(1) paid 1000, at(2) cancelled, at(3) delivered 500,
// at(4) pending unpaid, at(10) shipped paid 500. February: at(20) delivered paid 1000.

describe("getDashboardStats", () => {
  it("computes the cards and month-over-month growth from real orders", async () => {
    const s = await getDashboardStats(NOW);
    expect(s.overview.monthlyRevenue).toBe(2000); // cancelled, pending unpaid excluded
    expect(s.overview.yearlyRevenue).toBe(3000);
    expect(s.growth.revenue).toEqual({ current: 2000, previous: 1000, growth: 100 });
    expect(s.growth.orders).toEqual({ current: 5, previous: 1, growth: 400 });
    expect(s.growth.users).toEqual({ current: 2, previous: 1, growth: 100 });
    expect(s.overview.totalOrders).toBe(await prisma.order.count());
    expect(s.overview.totalUsers).toBe(await prisma.user.count({ where: { role: "customer" } }));
    expect(s.overview.totalProducts).toBe(await prisma.product.count({ where: { archivedAt: null } }));
    expect(s.overview.totalCategories).toBe(await prisma.category.count());
  });

  it("ranks top products by units in paid or delivered orders, never cancelled ones", async () => {
    const s = await getDashboardStats(NOW);
    expect(s.topProducts.map((p) => [p.product._id, p.totalSold, p.revenue])).toEqual([
      [productA, 3, 900],
      [productB, 2, 1500],
    ]);
  });

  it("lists recent orders newest first with the customer, and low stock from active products only", async () => {
    const s = await getDashboardStats(NOW);
    expect(s.recentOrders.length).toBeGreaterThan(0);
    const times = s.recentOrders.map((o) => Date.parse(o.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(s.recentOrders[0].user).toEqual(expect.objectContaining({ firstName: expect.any(String), email: expect.any(String) }));
    expect(s.lowStockProducts[0]).toEqual({ _id: lowStockId, name: `0000 Low stock ${tag}`, stock: 0, image: null });
    expect(s.lowStockProducts.every((p) => p.stock <= 5)).toBe(true);
    const names = s.lowStockProducts.map((p) => p.name);
    expect(names).not.toContain(`Six left ${tag}`);
    expect(names).not.toContain(`Inactive ${tag}`);
  });

  it("counts products per category: total not archived, active separately", async () => {
    const s = await getDashboardStats(NOW);
    expect(s.categoryStats.find((c) => c._id === categoryId)).toEqual({ _id: categoryId, name: `Insights ${tag}`, productCount: 5, activeProducts: 4 });
  });
});

describe("getAnalytics", () => {
  it("7d: revenue, orders, customers and average order value against the previous 7 days", async () => {
    const a = await getAnalytics("7d", NOW);
    expect(a.summary.revenue).toEqual({ current: 1500, previous: 500, change: 200 });
    // Counted orders: paid (or delivered) and not refunded in full; the cancelled and the pending unpaid ones are placed, not counted.
    expect(a.summary.orders).toEqual({ current: 2, previous: 1, change: 100 });
    expect(a.placedOrders).toBe(4);
    expect(a.summary.averageOrder).toEqual({ current: 750, previous: 500, change: 50 });
    expect(a.summary.customers).toEqual({ current: 2, previous: 0, change: 100 });
    expect(a.salesData).toHaveLength(7);
    expect(a.salesData.find((d) => d.date === istDateKey(at(1)))).toEqual({ date: istDateKey(at(1)), revenue: 1000, orders: 1 });
    expect(a.series.points).toHaveLength(7);
    expect(a.series.points.reduce((t, p) => t + p.revenue, 0)).toBe(1500);
    expect(a.productPerformance.map((p) => [p.product._id, p.totalSold])).toEqual([[productA, 3], [productB, 1]]);
    expect(a.topProducts[0]).toEqual(expect.objectContaining({ _id: productA, sales: 3, revenue: 900, growth: 100 }));
    expect(a.categoryPerformance).toEqual([{ categoryId, categoryName: `Insights ${tag}`, totalSold: 4, revenue: 1400 }]);
    expect(a.cities).toEqual([{ city: CITY, customers: 1, revenue: 1500, averagePerCustomer: 1500 }]);
    expect(a.highlights).toEqual({
      peakSalesDay: { day: weekdayOf(istDateKey(at(1))), revenue: 1000 },
      topCity: { city: CITY, revenue: 1500 },
      bestsellingCategory: { name: `Insights ${tag}`, totalSold: 4 },
    });
    expect(a.userRegistrations.reduce((t, d) => t + d.registrations, 0)).toBe(2);
  });

  it("a longer period really changes the figures", async () => {
    const month = await getAnalytics("30d", NOW);
    expect(month.summary.revenue.current).toBe(3000);
    expect(month.summary.orders.current).toBe(4);
    expect(month.placedOrders).toBe(6);
    expect(month.salesData).toHaveLength(30);
    const quarter = await getAnalytics("3m", NOW);
    expect(quarter.series.points).toHaveLength(13);
    expect(quarter.summary.revenue.current).toBe(3000);
    const year = await getAnalytics("1y", NOW);
    expect(year.series.points).toHaveLength(12);
    expect(year.series.points[11].revenue).toBe(2000); // March
    expect(year.series.points[10].revenue).toBe(1000); // February
  });

  it("puts an order placed at 19:00 UTC on the next Kolkata day", async () => {
    const late = new Date("2031-06-10T19:00:00Z"); // 11 June, 00:30 in Kolkata
    await makeOrder({ createdAt: late, status: "delivered", paymentStatus: "paid", total: 12_300 });
    const a = await getAnalytics("7d", new Date("2031-06-11T06:00:00Z"));
    expect(a.salesData.find((d) => d.date === "2031-06-11")).toEqual({ date: "2031-06-11", revenue: 123, orders: 1 });
    expect(a.salesData.find((d) => d.date === "2031-06-10")?.orders).toBe(0);
  });
});

describe("GET /api/admin/dashboard and /api/admin/analytics", () => {
  it("answers admins with the documented shapes", async () => {
    const res = await callRoute(apiDashboard, jsonRequest("GET", "/api/admin/dashboard", undefined, { token: adminToken }));
    expect(res.status).toBe(200);
    const body = await readEnvelope(res);
    expect(Object.keys(body.data)).toEqual(["overview", "growth", "recentOrders", "topProducts", "lowStockProducts", "categoryStats"]);
    expect(Object.keys(body.data.overview)).toEqual(["totalUsers", "totalProducts", "totalCategories", "totalOrders", "monthlyRevenue", "yearlyRevenue"]);
    expect(body.data.overview.totalOrders).toBe(await prisma.order.count());

    const a = await callRoute(apiAnalytics, jsonRequest("GET", "/api/admin/analytics", undefined, { token: adminToken }));
    expect(a.status).toBe(200);
    const ab = await readEnvelope(a);
    expect(Object.keys(ab.data)).toEqual(["period", "salesData", "userRegistrations", "productPerformance", "categoryPerformance"]);
    expect(ab.data.period).toBe("30d");
    expect(ab.data.salesData.length).toBeGreaterThanOrEqual(30);
    const y = await readEnvelope(await callRoute(apiAnalytics, jsonRequest("GET", "/api/admin/analytics?period=1y", undefined, { token: adminToken })));
    expect(y.data.period).toBe("1y");
    expect(y.data.salesData.length).toBeGreaterThan(300);
  });

  it("rejects a bad period with 400 and the field", async () => {
    const res = await callRoute(apiAnalytics, jsonRequest("GET", "/api/admin/analytics?period=2w", undefined, { token: adminToken }));
    expect(res.status).toBe(400);
    expect((await readEnvelope(res)).errors).toEqual([{ param: "period", msg: "period must be one of 7d, 30d, 3m, 1y" }]);
  });

  for (const [name, mod, path] of [
    ["dashboard", apiDashboard, "/api/admin/dashboard"],
    ["analytics", apiAnalytics, "/api/admin/analytics"],
  ] as const) {
    it(`${name}: 401 without a token, 403 for a customer, 405 for POST`, async () => {
      expect((await callRoute(mod, jsonRequest("GET", path))).status).toBe(401);
      const forbidden = await callRoute(mod, jsonRequest("GET", path, undefined, { token: customerToken }));
      expect(forbidden.status).toBe(403);
      expect((await readEnvelope(forbidden)).data).toBeNull();
      expect((await callRoute(mod, jsonRequest("POST", path, {}, { token: adminToken }))).status).toBe(405);
    });
  }

  it("is documented in the OpenAPI document", () => {
    const doc = buildOpenApiDocument();
    expect(doc.paths["/api/admin/dashboard"]?.get).toBeTruthy();
    expect(doc.paths["/api/admin/analytics"]?.get).toBeTruthy();
    expect(doc.paths["/api/categories"]?.post).toBeTruthy();
    expect(doc.paths["/api/categories"]?.get).toBeTruthy();
    expect(doc.paths["/api/categories/{id}"]?.delete).toBeTruthy();
  });
});

describe("the /admin and /admin/analytics screens", () => {
  it("serve admins, send customers home and guests to sign in", async () => {
    const cookie = await webSessionCookie(admin);
    const dash = await runWebRoute<{ stats: { overview: { totalOrders: number } } }>(dashboardPage.loader, webGet("/admin", cookie));
    expect(dash).not.toBeInstanceOf(Response);
    expect((dash as { data: { stats: { overview: { totalOrders: number } } } }).data.stats.overview.totalOrders).toBe(await prisma.order.count());

    const out = await runWebRoute<{ analytics: { period: string } }>(analyticsPage.loader, webGet("/admin/analytics?period=7d", cookie));
    expect((out as { data: { analytics: { period: string } } }).data.analytics.period).toBe("7d");
    const bad = await runWebRoute<{ analytics: { period: string } }>(analyticsPage.loader, webGet("/admin/analytics?period=nope", cookie));
    expect((bad as { data: { analytics: { period: string } } }).data.analytics.period).toBe("30d");

    const customerCookie = await webSessionCookie(customer);
    for (const loader of [dashboardPage.loader, analyticsPage.loader]) {
      const asCustomer = (await runWebRoute(loader, webGet("/admin", customerCookie))) as Response;
      expect(asCustomer.status).toBe(302);
      expect(asCustomer.headers.get("Location")).toBe("/");
      const asGuest = (await runWebRoute(loader, webGet("/admin/analytics"))) as Response;
      expect(asGuest.headers.get("Location")).toMatch(/^\/login\?redirect=/);
    }
  });
});

describe("the figures cache", () => {
  it("serves the same figures until a write they depend on, then recomputes", async () => {
    const now = new Date();
    const first = await getDashboardStats(now);
    const again = await getDashboardStats(now);
    expect(again).toEqual(first);
    await createUser();
    const afterSignup = await getDashboardStats(now);
    expect(afterSignup.overview.totalUsers).toBe(first.overview.totalUsers + 1);
    const product = await prisma.product.findFirstOrThrow({ where: { archivedAt: null } });
    const analyticsBefore = await getAnalytics("30d", now);
    await prisma.product.update({ where: { id: product.id }, data: { name: `${product.name} ` } });
    const analyticsAfter = await getAnalytics("30d", now);
    // Recomputed (a new object), even though these figures did not change.
    expect(analyticsAfter).not.toBe(analyticsBefore);
    expect(analyticsAfter.period).toBe(analyticsBefore.period);
    await prisma.product.update({ where: { id: product.id }, data: { name: product.name } });
  });

  it("keys on the data version the triggers bump", async () => {
    const read = async () => Number((await prisma.$queryRawUnsafe<Array<{ version: number | bigint }>>(`SELECT "version" FROM "DataVersion" WHERE "id" = 1`))[0].version);
    const before = await read();
    await createUser();
    expect(await read()).toBeGreaterThan(before);
    const mid = await read();
    await prisma.session.deleteMany({ where: { id: "none" } });
    await prisma.contactMessage.count();
    expect(await read()).toBe(mid);
  });
});
