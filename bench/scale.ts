// Scale benchmark (issue 6): the shop and admin loaders at 1,000, 10,000 and
// 100,000 products (each with ~N/10 orders and ~N/20 customers from the seed),
// to show how server time grows. Paged screens should stay flat or grow
// logarithmically; aggregates over all orders grow with the orders. The
// in-process data cache is off here (DATA_CACHE_DISABLED=1): these are the
// uncached costs.
//
//   npx tsx bench/scale.ts                 # builds three databases under /tmp (about 3 minutes), 10 runs each
//   npx tsx bench/scale.ts --sizes 1000,10000 --runs 20
//
// Each size runs in its own child process (the database connection is opened
// once per process); the parent prints one table with a column per size.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { adminCredentials, timeLoader, type LoaderCase } from "./loader-timer";

const { values: args } = parseArgs({
  options: {
    sizes: { type: "string", default: "1000,10000,100000" },
    runs: { type: "string", default: "10" },
    child: { type: "string" },
    db: { type: "string" },
  },
});
const RUNS = Math.max(3, Number(args.runs));

const CASES: LoaderCase[] = [
  { name: "/shop", module: "shop", url: "/shop", auth: "none" },
  { name: "/shop?sort=price&page=40", module: "shop", url: "/shop?sort=price&page=40", auth: "none" },
  { name: "/shop?category=...&minPrice&sort", module: "shop", url: "/shop?category=silk-sarees&minPrice=2000&maxPrice=20000&sort=-rating", auth: "none" },
  { name: "/shop?search=silk saree", module: "shop", url: "/shop?search=silk%20saree", auth: "none" },
  { name: "GET /api/products", module: "api.products", url: "/api/products", auth: "none" },
  { name: "/admin/products", module: "admin.products._index", url: "/admin/products" },
  { name: "/admin/products?page=50", module: "admin.products._index", url: "/admin/products?page=50" },
  { name: "/admin/orders", module: "admin.orders._index", url: "/admin/orders" },
  { name: "/admin/orders?status=delivered", module: "admin.orders._index", url: "/admin/orders?status=delivered" },
  { name: "/admin/customers", module: "admin.customers._index", url: "/admin/customers" },
  { name: "/admin (dashboard)", module: "admin._index", url: "/admin" },
  { name: "/admin/analytics (30d)", module: "admin.analytics", url: "/admin/analytics" },
];

if (args.child) {
  // ---- child: one size
  process.env.DATABASE_URL = `file:${args.db}`;
  const { prisma } = await import("../app/db.server");
  const creds = await adminCredentials();
  const out: Record<string, number | null> = {};
  for (const c of CASES) out[c.name] = (await timeLoader(c, RUNS, creds))?.median ?? null;
  const counts = { products: await prisma.product.count(), orders: await prisma.order.count() };
  await prisma.$disconnect();
  fs.writeFileSync(args.child, JSON.stringify({ counts, out }));
  process.exit(0);
}

// ---- parent
const sizes = (args.sizes ?? "").split(",").map((s) => Number(s.trim())).filter((n) => n > 0);
const columns: Array<{ size: number; counts: { products: number; orders: number }; out: Record<string, number | null> }> = [];
for (const size of sizes) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `scale-${size}-`));
  const file = path.join(dir, "bench.db");
  // DATA_CACHE_DISABLED: time the queries and rendering data, not the in-process cache.
  const env = { ...process.env, DATABASE_URL: `file:${file}`, RATE_LIMIT_DISABLED: "1", DATA_CACHE_DISABLED: "1", SESSION_SECRET: "scale-bench-session-secret-0123456789", JWT_SECRET: "scale-bench-jwt-secret-0123456789abcd" };
  const t0 = Date.now();
  execFileSync("npx", ["prisma", "migrate", "deploy"], { env, stdio: "pipe" });
  execFileSync("npx", ["tsx", "prisma/seed.ts", "--scale", String(size)], { env, stdio: "pipe" });
  console.log(`${size} products: database built in ${((Date.now() - t0) / 1000).toFixed(0)} s; timing ...`);
  const result = path.join(dir, "result.json");
  execFileSync("npx", ["tsx", "--import", "./bench/css-hook.mjs", "bench/scale.ts", "--child", result, "--db", file, "--runs", String(RUNS)], { env, stdio: "inherit" });
  columns.push({ size, ...JSON.parse(fs.readFileSync(result, "utf8")) });
  fs.rmSync(dir, { recursive: true, force: true });
}

console.log(`\nMedian server time per loader (ms), ${RUNS} runs each\n`);
console.log(["loader".padEnd(36), ...columns.map((c) => `${c.counts.products}p/${c.counts.orders}o`.padStart(14))].join(""));
for (const c of CASES) {
  console.log([c.name.padEnd(36), ...columns.map((col) => (col.out[c.name] === null ? "n/a" : col.out[c.name]!.toFixed(1)).padStart(14))].join(""));
}
