// Load benchmark (issue 6): autocannon against the production build serving a
// database with 10,000 generated products, 10 connections for 20 s per target,
// plus a bare node:http + better-sqlite3 baseline that renders the same /shop
// product list as a plain string.
//
//   npx tsx bench/load.ts                      # builds, seeds /tmp/load-bench-*/bench.db (~1 min), runs (~3 min)
//   npx tsx bench/load.ts --db /tmp/load-bench-x/bench.db --duration 10 --no-build
//
// Targets on a 2-core machine: /shop >= 300 req/s with p99 < 100 ms;
// /api/products >= 1,000 req/s; server memory < 300 MB; /shop at least 0.35
// of the baseline's throughput. Exits 1 when a target is missed.
//
// Requests carry a browser's Accept-Encoding and no cookies, as a first-time
// visitor's do, so the catalogue pages come from the page cache
// (app/utils/page-cache.server.ts); the "rendered (personal)" row shows the
// same /shop rendered on every request, as a visitor with our cookies gets it.
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import Database from "better-sqlite3";

const { values: args } = parseArgs({
  options: {
    products: { type: "string", default: "10000" },
    duration: { type: "string", default: "20" },
    connections: { type: "string", default: "10" },
    db: { type: "string" },
    "no-build": { type: "boolean", default: false },
  },
});
const DURATION = Number(args.duration);
const CONNECTIONS = Number(args.connections);
const PORT = 3397;
const BASELINE_PORT = 3398;
const BASE = `http://localhost:${PORT}`;
const reuse = Boolean(args.db && fs.existsSync(args.db));
const file = reuse ? path.resolve(args.db!) : path.join(fs.mkdtempSync(path.join(os.tmpdir(), "load-bench-")), "bench.db");
const env = {
  ...process.env,
  DATABASE_URL: `file:${file}`,
  PORT: String(PORT),
  NODE_ENV: "production" as const,
  // What production requires (app/utils/env.server.ts); the bench talks to the server over http directly.
  SESSION_SECRET: "load-bench-session-secret-0123456789abcd",
  JWT_SECRET: "load-bench-jwt-secret-0123456789abcdefgh",
  APP_URL: `https://localhost:${PORT}`,
  RAZORPAY_KEY_ID: "rzp_test_bench",
  RAZORPAY_TEST_MODE: "1",
  RAZORPAY_KEY_SECRET: "bench-razorpay-key-secret",
  RAZORPAY_WEBHOOK_SECRET: "bench-razorpay-webhook-secret",
  RATE_LIMIT_DISABLED: "1",
};

if (!args["no-build"]) execFileSync("npm", ["run", "build", "--silent"], { stdio: "inherit" });
if (!reuse) {
  console.log(`Seeding ${file} with ${args.products} generated products ...`);
  execFileSync("npx", ["prisma", "migrate", "deploy"], { env, stdio: "pipe" });
  // The seed refuses NODE_ENV=production (demo accounts have published passwords): seed as development.
  execFileSync("npx", ["tsx", "prisma/seed.ts", "--scale", String(args.products)], { env: { ...env, NODE_ENV: "development", APP_URL: "" }, stdio: "inherit" });
}

// ---------------------------------------------------------------- servers

async function waitFor(url: string, ms = 60_000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no answer from ${url}`);
}

function rssMb(pid: number): number {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
    return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
  } catch {
    return 0;
  }
}

// Started as `npm start` / `npm run serve` start it (a 256 MB old-space cap keeps the heap from growing lazily).
const server: ChildProcess = spawn(process.execPath, ["--max-old-space-size=256", "server.js"], { env, stdio: ["ignore", "ignore", "inherit"] });
await waitFor(`${BASE}/api/health`);

// The baseline: the /shop product list (12 newest active products) as a plain HTML string.
const db = new Database(file, { readonly: true });
db.pragma("journal_mode = WAL");
const listStmt = db.prepare(
  `SELECT id, name, price, originalPrice, images FROM "Product" WHERE isActive = 1 ORDER BY createdAt DESC LIMIT 12`,
);
const countStmt = db.prepare(`SELECT COUNT(*) AS n FROM "Product" WHERE isActive = 1`);
const esc = (s: string) => s.replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c]!);
const baseline = http.createServer((_req, res) => {
  const rows = listStmt.all() as Array<{ id: string; name: string; price: number; originalPrice: number; images: string }>;
  const { n } = countStmt.get() as { n: number };
  let html = `<!doctype html><html><head><title>Shop</title></head><body><h1>All Products</h1><p>${n} Products Found</p><ul>`;
  for (const p of rows) {
    const img = (JSON.parse(p.images) as string[])[0] ?? "";
    html += `<li><a href="/product/${esc(p.id)}"><img src="${esc(img)}" alt="" width="300" height="400">${esc(p.name)}</a> ₹${Math.round(p.price / 100)}</li>`;
  }
  res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
  res.end(`${html}</ul></body></html>`);
});
await new Promise<void>((r) => baseline.listen(BASELINE_PORT, r));

// ---------------------------------------------------------------- runs

const productId = ((await (await fetch(`${BASE}/api/products?limit=1`)).json()) as { data: { products: Array<{ _id: string }> } }).data.products[0]._id;

// Every browser asks for compressed answers; so does the benchmark (the baseline ignores it).
const BROWSER = { "Accept-Encoding": "gzip, deflate, br, zstd" };

type Result = { name: string; rps: number; p50: number; p99: number; errors: number; non2xx: number; rss: number };
const results: Result[] = [];

async function run(name: string, opts: autocannon.Options, pid = server.pid!): Promise<Result> {
  let peak = rssMb(pid);
  const timer = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 250);
  const out = await autocannon({ connections: CONNECTIONS, duration: DURATION, ...opts, headers: { ...BROWSER, ...opts.headers } });
  clearInterval(timer);
  const r: Result = {
    name,
    rps: out.requests.average,
    p50: out.latency.p50,
    p99: out.latency.p99,
    errors: out.errors + out.timeouts,
    non2xx: out.non2xx,
    rss: peak,
  };
  results.push(r);
  console.log(`${name.padEnd(34)} ${r.rps.toFixed(0).padStart(6)} req/s  p50 ${String(r.p50).padStart(4)} ms  p99 ${String(r.p99).padStart(4)} ms  errors ${r.errors}  non-2xx ${r.non2xx}  rss ${r.rss.toFixed(0)} MB`);
  return r;
}

console.log(`\n${CONNECTIONS} connections x ${DURATION} s each, production build, ${(countStmt.get() as { n: number }).n} active products\n`);
const home = await run("GET /", { url: `${BASE}/` });
const shop = await run("GET /shop", { url: `${BASE}/shop` });
const product = await run("GET /product/{id}", { url: `${BASE}/product/${productId}` });
const api = await run("GET /api/products", { url: `${BASE}/api/products` });
// For comparison: the same /shop for a visitor with one of our cookies, rendered on every request (no page cache).
await run("GET /shop, rendered (personal)", { url: `${BASE}/shop`, headers: { Cookie: "__toast=none" } });

// A shopper journey per connection: browse the shop, open a product, add it to the (guest) cart, view the cart.
const journey = await run("journey (shop, product, add, cart)", {
  url: BASE,
  requests: [
    { method: "GET", path: "/shop?sort=price" },
    { method: "GET", path: `/product/${productId}` },
    {
      method: "POST",
      path: "/cart",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ intent: "add", productId, quantity: "1", size: "Free Size", color: "Default" }).toString(),
      // Keep the guest cookie the first answer set, so every later request is the same shopper.
      onResponse: (_status: number, _body: string, context: Record<string, unknown>, headers?: Record<string, string | string[]>) => {
        const set = headers?.["set-cookie"];
        const cookies = (Array.isArray(set) ? set : set ? [set] : []).map((c) => c.split(";")[0]).filter((c) => c.startsWith("__guest="));
        if (cookies.length) context.cookie = cookies[0];
      },
      setupRequest: (req: autocannon.Request, context: Record<string, unknown>) => ({
        ...req,
        headers: { ...req.headers, ...(context.cookie ? { Cookie: String(context.cookie) } : {}) },
      }),
    },
    {
      method: "GET",
      path: "/cart",
      setupRequest: (req: autocannon.Request, context: Record<string, unknown>) => ({
        ...req,
        headers: { ...req.headers, ...(context.cookie ? { Cookie: String(context.cookie) } : {}) },
      }),
    },
  ] as autocannon.Request[],
});
const base = await run("baseline /shop (node:http + sqlite)", { url: `http://localhost:${BASELINE_PORT}/shop` }, process.pid);

server.kill("SIGTERM");
baseline.close();
db.close();

// ---------------------------------------------------------------- verdict

const peakRss = Math.max(home.rss, shop.rss, product.rss, api.rss, journey.rss);
const ratio = shop.rps / base.rps;
const checks: Array<[string, boolean, string]> = [
  ["/shop >= 300 req/s", shop.rps >= 300, `${shop.rps.toFixed(0)} req/s`],
  ["/shop p99 < 100 ms", shop.p99 < 100, `${shop.p99} ms`],
  ["/api/products >= 1,000 req/s", api.rps >= 1000, `${api.rps.toFixed(0)} req/s`],
  ["server memory < 300 MB", peakRss < 300, `${peakRss.toFixed(0)} MB peak RSS`],
  ["/shop >= 0.35 x baseline", ratio >= 0.35, `${ratio.toFixed(2)} (baseline ${base.rps.toFixed(0)} req/s)`],
  // The journey's POST /cart answers 303 (post/redirect/get), which autocannon counts as non-2xx.
  ["no errors", results.every((r) => r.errors === 0 && (r === journey || r.non2xx === 0)), results.map((r) => r.errors + (r === journey ? 0 : r.non2xx)).join("/")],
];
console.log("");
for (const [name, ok, figure] of checks) console.log(`${ok ? "ok  " : "MISS"} ${name.padEnd(32)} ${figure}`);
console.log(`\nDatabase kept at ${file} (reuse with --db ... --no-build).`);
process.exit(checks.every(([, ok]) => ok) ? 0 : 1);
