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
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { productionEnv, waitFor } from "./production-server";
import Database from "better-sqlite3";

const { values: args } = parseArgs({
  options: {
    products: { type: "string", default: "10000" },
    duration: { type: "string", default: "20" },
    connections: { type: "string", default: "10" },
    db: { type: "string" },
    "no-build": { type: "boolean", default: false },
    port: { type: "string", default: "3397" },
    // Which runs: anonymous, signed-in, journey, mixed, baseline (comma-separated; default all).
    only: { type: "string", default: "anonymous,signed-in,journey,mixed,baseline" },
    // The server's CPU (taskset -c N): the targets are per core. "none" lets it use every core.
    cpu: { type: "string", default: "1" },
    // Write a V8 CPU profile of the server (node --cpu-prof) into this directory.
    prof: { type: "string" },
    help: { type: "boolean", default: false },
  },
});
if (args.help) {
  console.log(`npx tsx bench/load.ts [--db FILE] [--no-build] [--products N] [--duration S] [--connections N]
  [--port N] [--only anonymous,signed-in,journey,mixed,baseline] [--cpu N|none] [--prof DIR]`);
  process.exit(0);
}
const ONLY = new Set(args.only!.split(","));
const DURATION = Number(args.duration);
const CONNECTIONS = Number(args.connections);
const PORT = Number(args.port);
const BASE = `http://localhost:${PORT}`;
const reuse = Boolean(args.db && fs.existsSync(args.db));
const file = reuse ? path.resolve(args.db!) : path.join(fs.mkdtempSync(path.join(os.tmpdir(), "load-bench-")), "bench.db");
const env = productionEnv(PORT, file);

if (!args["no-build"]) execFileSync("npm", ["run", "build", "--silent"], { stdio: "inherit" });
if (!reuse) {
  console.log(`Seeding ${file} with ${args.products} generated products ...`);
  execFileSync("npx", ["prisma", "migrate", "deploy"], { env, stdio: "pipe" });
  // The seed refuses NODE_ENV=production (demo accounts have published passwords): seed as development.
  execFileSync("npx", ["tsx", "prisma/seed.ts", "--scale", String(args.products)], { env: { ...env, NODE_ENV: "development", APP_URL: "" }, stdio: "inherit" });
}

// ---------------------------------------------------------------- servers


function rssMb(pid: number): number {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
    return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
  } catch {
    return 0;
  }
}

// Started as `npm start` / `npm run serve` start it (a 256 MB old-space cap keeps the heap from growing lazily).
// Pinned to one core (taskset) unless --cpu none: the targets are per core.
const nodeArgs = ["--max-old-space-size=256", ...(args.prof ? ["--cpu-prof", `--cpu-prof-dir=${args.prof}`] : []), "server.js"];
const server: ChildProcess =
  args.cpu === "none"
    ? spawn(process.execPath, nodeArgs, { env, stdio: ["ignore", "ignore", "inherit"] })
    : spawn("taskset", ["-c", args.cpu!, process.execPath, ...nodeArgs], { env, stdio: ["ignore", "ignore", "inherit"] });
await waitFor(`${BASE}/api/health`);

// The baseline: the /shop product list (12 newest active products) as a plain HTML string, from a
// bare node:http + better-sqlite3 server in a process of its own on the same core as the store.
const db = new Database(file, { readonly: true });
db.pragma("journal_mode = WAL");
const countStmt = db.prepare(`SELECT COUNT(*) AS n FROM "Product" WHERE isActive = 1`);
const BASELINE_SOURCE = `
const http = require("node:http");
const Database = require("better-sqlite3");
const db = new Database(process.env.BENCH_DB, { readonly: true });
const listStmt = db.prepare('SELECT id, name, price, originalPrice, images FROM "Product" WHERE isActive = 1 ORDER BY createdAt DESC LIMIT 12');
const countStmt = db.prepare('SELECT COUNT(*) AS n FROM "Product" WHERE isActive = 1');
const esc = (s) => s.replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c]);
const server = http.createServer((_req, res) => {
  const rows = listStmt.all();
  const { n } = countStmt.get();
  let html = "<!doctype html><html><head><title>Shop</title></head><body><h1>All Products</h1><p>" + n + " Products Found</p><ul>";
  for (const p of rows) {
    const img = JSON.parse(p.images)[0] ?? "";
    html += '<li><a href="/product/' + esc(p.id) + '"><img src="' + esc(img) + '" alt="" width="300" height="400">' + esc(p.name) + "</a> \u20b9" + Math.round(p.price / 100) + "</li>";
  }
  res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
  res.end(html + "</ul></body></html>");
});
server.listen(0, () => console.log(server.address().port));
`;
const baselineArgs = ["-e", BASELINE_SOURCE];
const baseline: ChildProcess =
  args.cpu === "none"
    ? spawn(process.execPath, baselineArgs, { env: { ...env, BENCH_DB: file }, stdio: ["ignore", "pipe", "inherit"] })
    : spawn("taskset", ["-c", args.cpu!, process.execPath, ...baselineArgs], { env: { ...env, BENCH_DB: file }, stdio: ["ignore", "pipe", "inherit"] });
const BASELINE_PORT = await new Promise<number>((resolve) => baseline.stdout!.once("data", (chunk: Buffer) => resolve(Number(String(chunk).trim()))));

// ---------------------------------------------------------------- runs

const productId = ((await (await fetch(`${BASE}/api/products?limit=1`)).json()) as { data: { products: Array<{ _id: string }> } }).data.products[0]._id;

// Every browser asks for compressed answers; so does the benchmark (the baseline ignores it).
const BROWSER = { "Accept-Encoding": "gzip, deflate, br, zstd" };

type Result = { name: string; rps: number; p50: number; p99: number; errors: number; non2xx: number; rss: number; cpuMs: number };

/** CPU time (user + system) the process has used, in ms: per request it shows the cost whatever else the machine runs. */
function cpuMs(pid: number): number {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return 0;
  }
}
const results: Result[] = [];

async function run(name: string, opts: autocannon.Options, pid = server.pid!): Promise<Result> {
  let peak = rssMb(pid);
  const cpuBefore = cpuMs(pid);
  const timer = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 250);
  const out = await autocannon({ connections: CONNECTIONS, duration: DURATION, ...opts, headers: { ...BROWSER, ...opts.headers } });
  clearInterval(timer);
  const cpu = cpuMs(pid) - cpuBefore;
  const r: Result = {
    name,
    rps: out.requests.average,
    p50: out.latency.p50,
    p99: out.latency.p99,
    errors: out.errors + out.timeouts,
    non2xx: out.non2xx,
    rss: peak,
    cpuMs: out.requests.total ? cpu / out.requests.total : 0,
  };
  results.push(r);
  console.log(`${name.padEnd(34)} ${r.rps.toFixed(0).padStart(6)} req/s  p50 ${String(r.p50).padStart(4)} ms  p99 ${String(r.p99).padStart(4)} ms  errors ${r.errors}  non-2xx ${r.non2xx}  rss ${r.rss.toFixed(0)} MB  cpu ${r.cpuMs.toFixed(2)} ms/req`);
  return r;
}

// The demo shopper, signed in through the form (the cookie a browser gets).
const ORIGIN = { Origin: env.APP_URL };
const demo = { email: "priya.sharma@example.com", password: "Customer@123" };
const signIn = await fetch(`${BASE}/login`, {
  method: "POST",
  redirect: "manual",
  headers: { "Content-Type": "application/x-www-form-urlencoded", ...ORIGIN },
  body: new URLSearchParams({ email: demo.email, password: demo.password }).toString(),
});
const sessionCookie = (signIn.headers.getSetCookie?.() ?? []).map((c) => c.split(";")[0]).find((c) => c.startsWith("__session=")) ?? "";
// A reused database keeps the last run's orders: cancel the demo shopper's open ones and empty the cart first.
{
  const json = { "Content-Type": "application/json" };
  const login = (await (await fetch(`${BASE}/api/auth/login`, { method: "POST", headers: json, body: JSON.stringify(demo) })).json()) as { data: { token: string } };
  const auth = { ...json, Authorization: `Bearer ${login.data.token}` };
  const orders = (await (await fetch(`${BASE}/api/orders?limit=50`, { headers: auth })).json()) as { data: { orders: Array<{ _id: string; orderStatus: string }> } };
  for (const order of orders.data.orders.filter((o) => ["pending", "confirmed", "processing"].includes(o.orderStatus))) {
    await fetch(`${BASE}/api/orders/${order._id}/cancel`, { method: "PATCH", headers: auth, body: JSON.stringify({ reason: "Reset by the load benchmark" }) });
  }
  await fetch(`${BASE}/api/cart/clear`, { method: "DELETE", headers: auth });
  // One line in the cart, so the signed-in /cart renders a line and its totals.
  const item = ((await (await fetch(`${BASE}/api/products/${productId}`)).json()) as { data: { sizes?: string[]; colors?: string[] } }).data;
  await fetch(`${BASE}/api/cart/add`, {
    method: "POST",
    headers: auth,
    body: JSON.stringify({ productId, quantity: 1, selectedSize: item.sizes?.[0] ?? "Free Size", selectedColor: item.colors?.[0] ?? "Default" }),
  });
}
console.log(`\n${CONNECTIONS} connections x ${DURATION} s each, production build, ${(countStmt.get() as { n: number }).n} active products\n`);
const skipped: Result = { name: "skipped", rps: 0, p50: 0, p99: 0, errors: 0, non2xx: 0, rss: 0, cpuMs: 0 };
const anonymousRuns = ONLY.has("anonymous");
if (anonymousRuns) await run("GET /", { url: `${BASE}/` });
const shop = anonymousRuns ? await run("GET /shop", { url: `${BASE}/shop` }) : skipped;
if (anonymousRuns) await run("GET /product/{id}", { url: `${BASE}/product/${productId}` });
const api = anonymousRuns ? await run("GET /api/products", { url: `${BASE}/api/products` }) : skipped;
// For comparison: the same /shop for a visitor with one of our cookies, rendered on every request (no page cache).
if (anonymousRuns) await run("GET /shop, rendered (personal)", { url: `${BASE}/shop`, headers: { Cookie: "__toast=none" } });

// Signed in (the demo shopper's session cookie, one line in the cart): every page is rendered for them.
const signedInRuns: Result[] = [];
if (ONLY.has("signed-in")) {
  console.log("");
  for (const [name, page] of [
    ["signed in: /shop", "/shop"],
    ["signed in: /product/{id}", `/product/${productId}`],
    ["signed in: /cart", "/cart"],
    ["signed in: /account", "/account"],
  ]) {
    signedInRuns.push(await run(name, { url: `${BASE}${page}`, headers: { Cookie: sessionCookie } }));
  }
  console.log("");
}

const journey = !ONLY.has("journey") ? skipped : await run("journey (shop, product, add, cart)", {
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
// ---------------------------------------------------------------- mixed traffic

// What a shop sees on a sale day, all at once: mostly anonymous browsing that arrives from ads and
// mailers (every URL carrying its own gclid / utm_* tags), some signed-in shoppers browsing their
// own pages, and a sign-in and a COD order every two seconds through the API (orders change stock, which
// a catalogue page shows). Reports the page cache's hit rate on the anonymous requests.
type Mixed = { hitRate: number; signedInP99: number } | null;
async function mixedRun(): Promise<Mixed> {
  const catalogue = ((await (await fetch(`${BASE}/api/products?limit=24`)).json()) as { data: { products: Array<{ _id: string; sizes?: string[]; colors?: string[] }> } }).data.products;
  const categories = ((await (await fetch(`${BASE}/api/categories`)).json()) as { data: Array<{ slug: string }> | { categories: Array<{ slug: string }> } }).data;
  const slugs = (Array.isArray(categories) ? categories : categories.categories).map((c) => c.slug);
  const anonymousPaths = [
    "/",
    "/shop",
    "/shop?sort=price",
    ...slugs.slice(0, 6).map((slug) => `/shop?category=${slug}`),
    ...catalogue.slice(0, 12).map((p) => `/product/${p._id}`),
  ];
  const tally = { hit: 0, stale: 0, miss: 0, other: 0 };
  let tag = 0;
  const anonymous = autocannon({
    url: BASE,
    connections: 7,
    duration: DURATION,
    headers: BROWSER,
    requests: [
      {
        method: "GET",
        setupRequest: (req: autocannon.Request) => {
          tag += 1;
          const path = anonymousPaths[tag % anonymousPaths.length];
          const tags = tag % 3 === 0 ? `gclid=Cj0K${tag}` : tag % 3 === 1 ? `utm_source=newsletter&utm_campaign=diwali&utm_content=${tag}` : `fbclid=IwAR${tag}`;
          return { ...req, path: `${path}${path.includes("?") ? "&" : "?"}${tags}` };
        },
        onResponse: (_status: number, _body: string, _context: unknown, headers?: Record<string, string | string[]>) => {
          // autocannon hands the headers over as the server spelled them.
          const name = Object.keys(headers ?? {}).find((key) => key.toLowerCase() === "x-page-cache");
          const cache = String((name && headers?.[name]) ?? "other") as keyof typeof tally;
          tally[cache in tally ? cache : "other"] += 1;
        },
      },
    ] as autocannon.Request[],
  });
  const signedInPaths = ["/shop", `/product/${productId}`, "/cart", "/account", "/wishlist"];
  let visit = 0;
  const signedIn = autocannon({
    url: BASE,
    connections: 2,
    duration: DURATION,
    headers: { ...BROWSER, Cookie: sessionCookie },
    requests: [{ method: "GET", setupRequest: (req: autocannon.Request) => ({ ...req, path: signedInPaths[visit++ % signedInPaths.length] }) }] as autocannon.Request[],
  });
  const first = catalogue[0];
  const orderBody = JSON.stringify({
    shippingAddress: { fullName: "Bench Shopper", phone: "9876543210", address: "12 Ring Road", city: "Surat", state: "Gujarat", pincode: "395002" },
    paymentMethod: "cod",
  });
  const bearer = (context: Record<string, unknown>) => (context.token ? { Authorization: `Bearer ${String(context.token)}` } : {});
  const buyers = autocannon({
    url: BASE,
    connections: 1,
    duration: DURATION,
    // Four requests a round at two a second: an order placed (and cancelled) every two seconds, a busy sale day.
    overallRate: 2,
    headers: { "Content-Type": "application/json" },
    requests: [
      {
        method: "POST",
        path: "/api/auth/login",
        body: JSON.stringify(demo),
        onResponse: (_status: number, body: string, context: Record<string, unknown>) => {
          try {
            context.token = (JSON.parse(body) as { data?: { token?: string } }).data?.token;
          } catch {
            context.token = undefined;
          }
        },
      },
      {
        method: "POST",
        path: "/api/cart/add",
        body: JSON.stringify({ productId: first._id, quantity: 1, selectedSize: first.sizes?.[0] ?? "Free Size", selectedColor: first.colors?.[0] ?? "Default" }),
        setupRequest: (req: autocannon.Request, context: Record<string, unknown>) => ({ ...req, headers: { ...req.headers, ...bearer(context) } }),
      },
      {
        method: "POST",
        path: "/api/orders",
        body: orderBody,
        setupRequest: (req: autocannon.Request, context: Record<string, unknown>) => ({ ...req, headers: { ...req.headers, ...bearer(context) } }),
        onResponse: (_status: number, body: string, context: Record<string, unknown>) => {
          try {
            context.order = (JSON.parse(body) as { data?: { _id?: string } }).data?._id;
          } catch {
            context.order = undefined;
          }
        },
      },
      // Cancelled again (its stock comes back: another catalogue change), so the shopper never reaches the open-orders limit.
      {
        method: "PATCH",
        body: JSON.stringify({ reason: "Ordered by the load benchmark" }),
        setupRequest: (req: autocannon.Request, context: Record<string, unknown>) => ({ ...req, path: `/api/orders/${String(context.order)}/cancel`, headers: { ...req.headers, ...bearer(context) } }),
      },
    ] as autocannon.Request[],
  });
  const [mixedAnonymous, mixedSignedIn, mixedBuyers] = await Promise.all([anonymous, signedIn, buyers]);
  const looked = tally.hit + tally.stale + tally.miss;
  const hitRate = looked ? (tally.hit + tally.stale) / looked : 0;
  const line = (name: string, out: autocannon.Result) =>
    console.log(`${name.padEnd(34)} ${out.requests.average.toFixed(0).padStart(6)} req/s  p50 ${String(out.latency.p50).padStart(4)} ms  p99 ${String(out.latency.p99).padStart(4)} ms  errors ${out.errors + out.timeouts}  non-2xx ${out.non2xx}`);
  console.log("\nmixed run (7 anonymous with ad tags, 2 signed-in, 1 signing in and ordering, at once):");
  line("  anonymous browsing", mixedAnonymous);
  line("  signed-in browsing", mixedSignedIn);
  line("  sign-in, add, order, cancel", mixedBuyers);
  console.log(`  page cache: ${tally.hit} hits, ${tally.stale} stale, ${tally.miss} misses, ${tally.other} not looked up: hit rate ${(hitRate * 100).toFixed(1)}%\n`);
  return { hitRate, signedInP99: mixedSignedIn.latency.p99 };
}
const mixed = ONLY.has("mixed") ? await mixedRun() : null;

const base = ONLY.has("baseline") ? await run("baseline /shop (node:http + sqlite)", { url: `http://localhost:${BASELINE_PORT}/shop` }, baseline.pid) : skipped;

server.kill("SIGTERM");
baseline.kill("SIGTERM");
db.close();

// ---------------------------------------------------------------- verdict

const peakRss = Math.max(...results.filter((r) => r !== base).map((r) => r.rss), 0);
const ratio = shop.rps / base.rps;
const checks: Array<[string, boolean, string]> = [];
if (anonymousRuns) {
  checks.push(
    ["/shop >= 300 req/s", shop.rps >= 300, `${shop.rps.toFixed(0)} req/s`],
    ["/shop p99 < 100 ms", shop.p99 < 100, `${shop.p99} ms`],
    ["/api/products >= 1,000 req/s", api.rps >= 1000, `${api.rps.toFixed(0)} req/s`],
  );
}
for (const r of signedInRuns) {
  checks.push([`${r.name} >= 300 req/s, p99 < 100`, r.rps >= 300 && r.p99 < 100, `${r.rps.toFixed(0)} req/s, p99 ${r.p99} ms`]);
}
checks.push(["server memory < 300 MB", peakRss < 300, `${peakRss.toFixed(0)} MB peak RSS`]);
if (mixed) {
  checks.push(
    ["mixed: anonymous hit rate >= 90%", mixed.hitRate >= 0.9, `${(mixed.hitRate * 100).toFixed(1)}%`],
    ["mixed: signed-in p99 < 100 ms", mixed.signedInP99 < 100, `${mixed.signedInP99} ms`],
  );
}
if (anonymousRuns && base !== skipped) {
  checks.push(["/shop >= 0.5 x baseline", ratio >= 0.5, `${ratio.toFixed(2)} (baseline ${base.rps.toFixed(0)} req/s)`]);
}
// The journey's POST /cart answers 303 (post/redirect/get), which autocannon counts as non-2xx.
checks.push(["no errors", results.every((r) => r.errors === 0 && (r === journey || r.non2xx === 0)), results.map((r) => r.errors + (r === journey ? 0 : r.non2xx)).join("/")]);
console.log("");
for (const [name, ok, figure] of checks) console.log(`${ok ? "ok  " : "MISS"} ${name.padEnd(32)} ${figure}`);
console.log(`\nDatabase kept at ${file} (reuse with --db ... --no-build).`);
process.exit(checks.every(([, ok]) => ok) ? 0 : 1);
