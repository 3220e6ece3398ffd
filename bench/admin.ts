// Admin back-office benchmark (issue 5): every admin screen's loader and the
// admin API, called in-process with a signed-in admin, against a throw-away
// database with 10,000 generated products and 50,000 orders.
//
//   npx tsx bench/admin.ts                       # builds /tmp/admin-bench-*/bench.db (about 2 minutes)
//   npx tsx bench/admin.ts --db /tmp/admin-bench-x/bench.db --runs 30   # reuse a kept database
//   npx tsx bench/admin.ts --products 100000 --orders 50000
//
// The dashboard and analytics are cached in process until the data changes;
// run with DATA_CACHE_DISABLED=1 to time every call uncached.
// Budget: the first (cold) call, the median and the p95 under 150 ms of server time per loader. Wall time
// includes waiting for the CPU on a busy machine; the "cpu" column is this
// process's CPU time per call.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { adminCredentials, timeLoader, type LoaderCase } from "./loader-timer";

const BUDGET_MS = 150;
const { values: args } = parseArgs({
  options: {
    products: { type: "string", default: "10000" },
    orders: { type: "string", default: "50000" },
    runs: { type: "string", default: "15" },
    db: { type: "string" },
    only: { type: "string" },
  },
});
const RUNS = Math.max(3, Number(args.runs));
const reuse = Boolean(args.db && fs.existsSync(args.db));
const file = reuse ? path.resolve(args.db!) : path.join(fs.mkdtempSync(path.join(os.tmpdir(), "admin-bench-")), "bench.db");
process.env.DATABASE_URL = `file:${file}`;
process.env.RATE_LIMIT_DISABLED = "1";
process.env.SESSION_SECRET ??= "bench-session-secret-0123456789";
process.env.JWT_SECRET ??= "bench-jwt-secret-0123456789abcd";

if (!reuse) {
  console.log(`Building ${file}: ${args.products} products, ${args.orders} orders ...`);
  const env = { ...process.env };
  execFileSync("npx", ["prisma", "migrate", "deploy"], { env, stdio: "pipe" });
  execFileSync("npx", ["tsx", "prisma/seed.ts", "--scale", String(args.products), "--orders", String(args.orders)], { env, stdio: "inherit" });
}

const { prisma } = await import("../app/db.server");
const creds = await adminCredentials();

const counts = {
  products: await prisma.product.count(),
  orders: await prisma.order.count(),
  customers: await prisma.user.count({ where: { role: "customer" } }),
};
const someOrder = await prisma.order.findFirstOrThrow({ orderBy: { createdAt: "desc" }, select: { id: true } });
const someCustomer = await prisma.user.findFirstOrThrow({ where: { role: "customer", orders: { some: {} } }, select: { id: true } });
const someProduct = await prisma.product.findFirstOrThrow({ select: { id: true } });
const someMessage = await prisma.contactMessage.findFirst({ select: { id: true } });
const someCategory = await prisma.category.findFirstOrThrow({ select: { id: true } });

const day = (d: Date) => new Date(d.getTime() + 330 * 60_000).toISOString().slice(0, 10);
const today = day(new Date());
const monthAgo = day(new Date(Date.now() - 30 * 86_400_000));

const cases: LoaderCase[] = [
  { name: "/admin (dashboard)", module: "admin._index", url: "/admin" },
  { name: "/admin/products", module: "admin.products._index", url: "/admin/products" },
  { name: "/admin/products?search=silk&status=active", module: "admin.products._index", url: "/admin/products?search=silk&status=active" },
  { name: "/admin/products?page=400", module: "admin.products._index", url: "/admin/products?page=400" },
  { name: "/admin/products/{id}", module: "admin.products.$id", url: `/admin/products/${someProduct.id}`, params: { id: someProduct.id } },
  { name: "/admin/products/{id}/edit", module: "admin.products.$id.edit", url: `/admin/products/${someProduct.id}/edit`, params: { id: someProduct.id } },
  { name: "/admin/products/new", module: "admin.products.new", url: "/admin/products/new" },
  { name: "/admin/orders", module: "admin.orders._index", url: "/admin/orders" },
  { name: "/admin/orders?status=delivered&sort=amount", module: "admin.orders._index", url: "/admin/orders?status=delivered&sortBy=totalAmount" },
  { name: "/admin/orders?search=priya", module: "admin.orders._index", url: "/admin/orders?search=priya" },
  { name: "/admin/orders?page=2000", module: "admin.orders._index", url: "/admin/orders?page=2000" },
  { name: "/admin/orders?search=+91 93529 06484 (phone)", module: "admin.orders._index", url: `/admin/orders?search=${encodeURIComponent("+91 93529 06484")}` },
  { name: "/admin/orders?search=395007 (pincode)", module: "admin.orders._index", url: "/admin/orders?search=395007" },
  { name: "/admin/orders?search=pay_gen0354 (payment id)", module: "admin.orders._index", url: "/admin/orders?search=pay_gen0354" },
  { name: "/admin/orders?from=&to= (one month)", module: "admin.orders._index", url: `/admin/orders?from=${monthAgo}&to=${today}` },
  { name: "/admin/orders?search=surat&from=&to=", module: "admin.orders._index", url: `/admin/orders?search=surat&from=${monthAgo}&to=${today}` },
  { name: "/admin/orders/{id}", module: "admin.orders.$id", url: `/admin/orders/${someOrder.id}`, params: { id: someOrder.id } },
  { name: "/admin/customers", module: "admin.customers._index", url: "/admin/customers" },
  { name: "/admin/customers?search=sharma&sortBy=firstName", module: "admin.customers._index", url: "/admin/customers?search=sharma&sortBy=firstName" },
  { name: "/admin/customers/{id}", module: "admin.customers.$id", url: `/admin/customers/${someCustomer.id}`, params: { id: someCustomer.id } },
  { name: "/admin/categories", module: "admin.categories._index", url: "/admin/categories" },
  { name: "/admin/categories/{id}/edit", module: "admin.categories.$id.edit", url: `/admin/categories/${someCategory.id}/edit`, params: { id: someCategory.id } },
  { name: "/admin/messages", module: "admin.messages._index", url: "/admin/messages" },
  ...(someMessage ? [{ name: "/admin/messages/{id}", module: "admin.messages.$id", url: `/admin/messages/${someMessage.id}`, params: { id: someMessage.id } }] : []),
  { name: "/admin/analytics (30d)", module: "admin.analytics", url: "/admin/analytics" },
  { name: "/admin/analytics?period=7d", module: "admin.analytics", url: "/admin/analytics?period=7d" },
  { name: "/admin/analytics?period=3m", module: "admin.analytics", url: "/admin/analytics?period=3m" },
  { name: "/admin/analytics?period=1y", module: "admin.analytics", url: "/admin/analytics?period=1y" },
  { name: "/admin/outbox", module: "admin.outbox._index", url: "/admin/outbox" },
  { name: "GET /api/admin/dashboard", module: "api.admin.dashboard", url: "/api/admin/dashboard", auth: "bearer" },
  { name: "GET /api/admin/analytics?period=1y", module: "api.admin.analytics", url: "/api/admin/analytics?period=1y", auth: "bearer" },
  { name: "GET /api/admin/orders", module: "api.admin.orders", url: "/api/admin/orders", auth: "bearer" },
  { name: "GET /api/admin/customers", module: "api.admin.customers", url: "/api/admin/customers", auth: "bearer" },
  { name: "GET /api/admin/products", module: "api.admin.products", url: "/api/admin/products", auth: "bearer" },
];

let broken = 0;
console.log(`\nAdmin loaders: ${counts.products} products, ${counts.orders} orders, ${counts.customers} customers; ${RUNS} runs each (budget ${BUDGET_MS} ms)\n`);
console.log(`${"loader".padEnd(52)} ${"cold".padStart(8)} ${"median".padStart(8)} ${"p95".padStart(8)} ${"cpu".padStart(8)}  status`);
for (const c of cases.filter((x) => !args.only || x.name.includes(args.only))) {
  const t = await timeLoader(c, RUNS, creds);
  if (!t) {
    console.log(`${c.name.padEnd(52)} (route module app/routes/${c.module} not found)`);
    broken++;
    continue;
  }
  // The dashboard and analytics cache their figures until the data changes: their cold call counts too.
  const over = t.median > BUDGET_MS || t.p95 > BUDGET_MS || t.cold > BUDGET_MS || t.status >= 400;
  if (over) broken++;
  console.log(`${c.name.padEnd(52)} ${t.cold.toFixed(1).padStart(6)}ms ${t.median.toFixed(1).padStart(6)}ms ${t.p95.toFixed(1).padStart(6)}ms ${t.cpu.toFixed(1).padStart(6)}ms  ${t.status}${over ? "  !" : ""}`);
}
console.log(broken ? `\n${broken} loader(s) over budget or failing (marked !)` : "\nAll admin loaders within budget.");
console.log(`Database kept at ${file} (reuse with --db).`);
await prisma.$disconnect();
process.exit(broken ? 1 : 0);
