// The analytics' first call in a fresh process (issue 13, decisions 0030 and 0037): wall and CPU time
// of getAnalytics(period) with SQLite's page cache empty, after one unrelated query (as in the server,
// where other requests came first). Each run is a new process.
//
//   npx tsx bench/analytics-cold.ts --db /tmp/admin-bench-x/bench.db [--period 1y] [--runs 5]
import { execFileSync } from "node:child_process";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";

const { values: args } = parseArgs({ options: { db: { type: "string" }, period: { type: "string", default: "1y" }, runs: { type: "string", default: "5" }, child: { type: "boolean" }, statements: { type: "boolean" } } });
if (!args.db) throw new Error("--db <bench database> (build one with bench/admin.ts)");
process.env.DATABASE_URL = `file:${path.resolve(args.db)}`;
process.env.SESSION_SECRET ??= "bench-session-secret-0123456789";
process.env.JWT_SECRET ??= "bench-jwt-secret-0123456789abcd";

if (args.child) {
  const { prisma } = await import("../app/db.server");
  const { getAnalytics } = await import("../app/models/analytics.server");
  await prisma.user.count();
  if (args.statements) {
    // Each statement's time, in order (the first words of its SQL).
    const raw = prisma.$queryRawUnsafe.bind(prisma);
    (prisma as unknown as { $queryRawUnsafe: typeof raw }).$queryRawUnsafe = (async (sql: string, ...values: unknown[]) => {
      const t = performance.now();
      const out = await raw(sql, ...values);
      console.error(`  ${(performance.now() - t).toFixed(1).padStart(6)} ms  ${sql.replace(/\s+/g, " ").slice(0, 90)}`);
      return out;
    }) as typeof raw;
  }
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  const a = await getAnalytics(args.period as "1y");
  const wall = performance.now() - t0;
  const cpu = process.cpuUsage(cpu0);
  console.log(JSON.stringify({ wall, cpu: (cpu.user + cpu.system) / 1000, revenue: a.summary.revenue.current, orders: a.summary.orders.current }));
  await prisma.$disconnect();
  process.exit(0);
}

const rows: Array<{ wall: number; cpu: number; load: number }> = [];
for (let i = 0; i < Number(args.runs); i++) {
  const load = os.loadavg()[0];
  const out = execFileSync("npx", ["tsx", "bench/analytics-cold.ts", "--child", "--db", args.db, "--period", args.period!, ...(args.statements ? ["--statements"] : [])], {
    encoding: "utf8",
    stdio: ["ignore", "pipe", "inherit"],
  });
  const r = JSON.parse(out.trim().split("\n").pop()!);
  rows.push({ wall: r.wall, cpu: r.cpu, load });
  console.log(`run ${i + 1}: ${args.period} first call ${r.wall.toFixed(1)} ms wall, ${r.cpu.toFixed(1)} ms cpu (load ${load.toFixed(2)}; revenue ${r.revenue}, orders ${r.orders})`);
}
const sorted = (k: "wall" | "cpu") => rows.map((r) => r[k]).sort((a, b) => a - b);
console.log(`median ${sorted("wall")[rows.length >> 1].toFixed(1)} ms wall, ${sorted("cpu")[rows.length >> 1].toFixed(1)} ms cpu`);
