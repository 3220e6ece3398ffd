// Page weight against the storefront budgets (issues 3 and 6): HTML, JS and CSS
// bytes gzip on first load of /, /shop, a filtered /shop, a product, /cart,
// /checkout and /admin, from the production build on a freshly
// seeded database. Fails (exit 1) when a budget is broken. Also the document's
// raw size, element count and inline SVGs (issue 15 section 3; the breakdown of
// a document's bytes: bench/html-anatomy.ts).
//
//   npx tsx bench/pages.ts            (builds first unless --no-build)
import { execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import { gzipSync } from "node:zlib";
import { anatomy } from "./html-anatomy";
import { productionEnv, waitFor } from "./production-server";

const PORT = Number(process.env.BENCH_PORT || 3390);
const BASE = `http://localhost:${PORT}`;
// One database per port: helpers running the bench side by side (BENCH_PORT) do not reseed each other's.
const DB = PORT === 3390 ? "/tmp/bench-pages.db" : `/tmp/bench-pages-${PORT}.db`;
const KB = 1024;
const BUDGET = { html: 40 * KB, js: 110 * KB, css: 25 * KB };

// Production as the contract wants it (bench/production-server.ts).
const env = productionEnv(PORT, DB);

// This process reads the same database (to pick a product) as the server it starts.
process.env.DATABASE_URL = env.DATABASE_URL;
// ...and signs its session cookies with the server's secret.
process.env.SESSION_SECRET = env.SESSION_SECRET;
process.env.JWT_SECRET = env.JWT_SECRET;


const gz = (buf: Buffer | string) => gzipSync(buf, { level: 9 }).length;

async function weigh(path: string, cookie?: string) {
  const response = await fetch(BASE + path, { headers: cookie ? { Cookie: cookie } : {} });
  // Signed-in pages must not bounce to /login (the shop may canonicalise its query string, which is fine).
  if (response.status !== 200 || new URL(response.url).pathname !== new URL(BASE + path).pathname) {
    throw new Error(`${path} answered ${response.status} at ${response.url}`);
  }
  const html = await response.text();
  const scripts = new Set<string>();
  // Module preloads, as Remix writes them.
  for (const m of html.matchAll(/<(?:script[^>]+src|link[^>]+rel="modulepreload"[^>]+href)="([^"]+\.js)"/g)) scripts.add(m[1]);
  // Remix's manifest import and route modules are referenced from the inline bootstrap too (static or dynamic imports).
  for (const m of html.matchAll(/import\s*(?:\*\s*as\s*\w+\s*from\s*|\(\s*)?"([^"]+\.js)"/g)) scripts.add(m[1]);
  const styles = new Set<string>();
  for (const m of html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g)) styles.add(m[1]);
  let js = 0;
  for (const src of scripts) js += gz(Buffer.from(await (await fetch(new URL(src, BASE))).arrayBuffer()));
  let css = 0;
  for (const href of styles) css += gz(Buffer.from(await (await fetch(new URL(href, BASE))).arrayBuffer()));
  const doc = anatomy(html);
  return { path, html: gz(html), js, css, files: scripts.size, raw: doc.raw, elements: doc.elements, svgs: doc.svgs };
}

async function main() {
  if (!process.argv.includes("--no-build")) execFileSync("npm", ["run", "build", "--silent"], { stdio: "inherit" });
  for (const s of ["", "-wal", "-shm"]) fs.rmSync(DB + s, { force: true });
  // The demo catalogue is seeded outside production (production setup never seeds demo data).
  execFileSync("node_modules/.bin/tsx", ["scripts/setup.ts"], { env: { ...env, NODE_ENV: "development", APP_URL: "" }, stdio: "ignore" });
  const server = spawn(process.execPath, ["server.js"], { env, stdio: "ignore" });
  try {
    await waitFor(`${BASE}/api/health`);
    const { prisma } = await import("../app/db.server");
    const product = await prisma.product.findFirstOrThrow({ where: { isActive: true, archivedAt: null }, select: { id: true } });
    // Signed-in pages: the demo customer with one item in the cart (checkout), and the demo admin.
    const { createSession } = await import("../app/models/session.server");
    const { sessionStorage } = await import("../app/utils/session.server");
    const { addToCart } = await import("../app/models/cart.server");
    const cookieFor = async (email: string) => {
      const user = await prisma.user.findUniqueOrThrow({ where: { email }, select: { id: true } });
      const session = await createSession(user.id);
      const cookieSession = await sessionStorage().getSession();
      cookieSession.set("sessionId", session.id);
      return { id: user.id, cookie: (await sessionStorage().commitSession(cookieSession)).split(";")[0] };
    };
    const customer = await cookieFor("priya.sharma@example.com");
    const inStock = await prisma.product.findFirstOrThrow({ where: { isActive: true, stock: { gt: 2 } }, select: { id: true, sizes: true, colors: true } });
    const first = (json: string) => (JSON.parse(json) as string[])[0];
    await addToCart({ userId: customer.id }, { productId: inStock.id, quantity: 1, size: first(inStock.sizes), color: first(inStock.colors) });
    const admin = await cookieFor("admin@suratethnic.in");
    // Issue 3's budgets, applied (issue 6) to the shopper's main pages and the admin dashboard too.
    const budgeted = ["/", "/shop", "/shop?category=silk-sarees&sort=price&minPrice=1000", `/product/${product.id}`, "/cart", "/checkout", "/admin"];
    const pages: Array<[string, string?]> = [
      ["/"], ["/shop"], ["/shop?category=silk-sarees&sort=price&minPrice=1000"], [`/product/${product.id}`],
      ["/cart", customer.cookie], ["/checkout", customer.cookie], ["/admin", admin.cookie],
      ["/wishlist"], ["/login"],
    ];
    const rows = [];
    for (const [p, cookie] of pages) rows.push(await weigh(p, cookie));
    const fmt = (n: number) => `${(n / KB).toFixed(1)} KB`;
    console.log(`\nPage weight, gzip level 9 (budgets: HTML ${fmt(BUDGET.html)}, JS ${fmt(BUDGET.js)}, CSS ${fmt(BUDGET.css)})\n`);
    console.log("page".padEnd(52) + "HTML".padStart(10) + "JS".padStart(10) + "CSS".padStart(10) + "  js files" + "HTML raw".padStart(11) + "elements".padStart(10) + "SVGs".padStart(6));
    let broken = 0;
    for (const r of rows) {
      const inBudget = budgeted.includes(r.path);
      const flag = (v: number, b: number) => (!inBudget ? "  " : v > b ? (broken++, " !") : "  ");
      console.log(
        (r.path + (inBudget ? "" : " (no budget)")).padEnd(52) + fmt(r.html).padStart(10) + flag(r.html, BUDGET.html) + fmt(r.js).padStart(8) + flag(r.js, BUDGET.js) + fmt(r.css).padStart(8) + flag(r.css, BUDGET.css) + String(r.files).padStart(6) + fmt(r.raw).padStart(13) + String(r.elements).padStart(10) + String(r.svgs).padStart(6),
      );
    }
    await prisma.$disconnect();
    if (broken) {
      console.error(`\n${broken} budget(s) broken (marked !)`);
      process.exitCode = 1;
    } else console.log("\nAll budgets met.");
  } finally {
    server.kill("SIGTERM");
  }
}

await main();
