import crypto from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { prisma } from "~/db.server";
import { getAnalytics, getDashboardStats } from "~/models/analytics.server";
import { createUser } from "./helpers";

// bench/admin.ts (issue 13): the dashboard and analytics read orders through the covering index
// "Order_createdAt_figures_idx" (migration 20261128000100), never the Order table's wide rows, and the
// dashboard's recent orders come from one SQL join with their customers' names.

const tag = crypto.randomBytes(4).toString("hex");
const NOW = new Date("2034-03-10T06:00:00Z");
const statements: Array<{ sql: string; args: unknown[] }> = [];
const original = prisma.$queryRawUnsafe.bind(prisma);

beforeAll(async () => {
  const user = await createUser({ firstName: "Figures", lastName: tag });
  await prisma.order.create({
    data: {
      orderNumber: `FIG-${tag}`, userId: user.id, status: "delivered", paymentMethod: "cod", paymentStatus: "paid",
      subtotal: 100_000, total: 100_000, shipFullName: "A", shipPhone: "9876543210", shipAddress: "1 Road", shipCity: "Surat", shipState: "Gujarat", shipPincode: "395003",
      createdAt: new Date(NOW.getTime() - 60_000),
    },
  });
  (prisma as unknown as { $queryRawUnsafe: typeof original }).$queryRawUnsafe = ((sql: string, ...args: unknown[]) => {
    statements.push({ sql, args });
    return original(sql, ...args);
  }) as typeof original;
  process.env.DATA_CACHE_DISABLED = "1";
});

afterAll(() => {
  (prisma as unknown as { $queryRawUnsafe: typeof original }).$queryRawUnsafe = original;
  delete process.env.DATA_CACHE_DISABLED;
});

describe("admin figures' query plans", () => {
  it("the dashboard lists the newest orders with their customers' names", async () => {
    const s = await getDashboardStats(NOW);
    const mine = s.recentOrders.find((o) => o.orderNumber === `FIG-${tag}`);
    expect(mine).toMatchObject({ user: { firstName: "Figures", lastName: tag }, totalAmount: 1000, status: "delivered", paymentStatus: "paid" });
    expect(Number.isNaN(Date.parse(mine!.createdAt))).toBe(false);
  });

  it("no dashboard or analytics statement reads the Order table row by row", async () => {
    statements.length = 0;
    await getDashboardStats(NOW);
    for (const p of ["7d", "30d", "3m", "1y"] as const) await getAnalytics(p, NOW);
    const windowed = statements.filter((s) => /"Order" o INDEXED BY/.test(s.sql));
    expect(windowed.length).toBeGreaterThanOrEqual(10);
    for (const s of windowed) {
      const plan = await original<Array<{ detail: string }>>(`EXPLAIN QUERY PLAN ${s.sql}`, ...s.args);
      const onOrders = plan.map((r) => r.detail).filter((d) => /\b(SCAN|SEARCH) o\b/.test(d));
      expect(onOrders.length, s.sql).toBeGreaterThan(0);
      for (const d of onOrders) expect(d, s.sql).toMatch(/USING COVERING INDEX Order_createdAt_figures_idx/);
    }
  });
});
