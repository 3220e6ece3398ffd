// Catalogue query benchmark: builds a throw-away database under /tmp with N
// generated products, then times listProducts (and friends) the way the shop
// and the API call them, and prints the SQLite query plans.
//
//   npx tsx bench/catalog-queries.ts                 # 10,000 products
//   npx tsx bench/catalog-queries.ts --n 100000 --runs 30 --keep
//   npx tsx bench/catalog-queries.ts --db /tmp/catalog-bench-x/bench.db   # reuse a kept database
//
// Budget: every query under 50 ms (median and p95) at 10,000 products.
// Wall time includes waiting for the CPU; on a busy machine read the "cpu"
// column (this process's CPU time per call: Prisma's query compiler plus SQLite).

import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";

const BUDGET_MS = 50;

const { values: args } = parseArgs({
  options: {
    n: { type: "string", default: "10000" },
    runs: { type: "string", default: "20" },
    keep: { type: "boolean", default: false },
    db: { type: "string" },
  },
});
const N = Math.max(1, Number.parseInt(args.n ?? "10000", 10));
const RUNS = Math.max(3, Number.parseInt(args.runs ?? "20", 10));

const reuse = Boolean(args.db && fs.existsSync(args.db));
const dir = reuse ? path.dirname(path.resolve(args.db!)) : fs.mkdtempSync(path.join(os.tmpdir(), "catalog-bench-"));
const file = reuse ? path.resolve(args.db!) : path.join(dir, "bench.db");
process.env.DATABASE_URL = `file:${file}`;

// ---------------------------------------------------------------- data

const CATEGORIES = [
  ["South Indian Sarees", ["Kanjivaram", "Mysore Silk", "Pochampally"]],
  ["Designer Sarees", ["Net", "Organza", "Georgette"]],
  ["Wedding Lehengas", ["Bridal", "Reception", "Sangeet"]],
  ["Silk Sarees", ["Banarasi", "Tussar", "Patola"]],
  ["Cotton Sarees", ["Handloom", "Chanderi", "Kota"]],
  ["Party Wear", ["Gowns", "Indo Western", "Sharara"]],
  ["Kurtas", ["Anarkali", "Straight", "A-Line"]],
  ["Salwar Suits", ["Punjabi", "Patiala", "Palazzo"]],
] as const;
const ADJECTIVES = ["Royal", "Elegant", "Classic", "Festive", "Pastel", "Regal", "Handwoven", "Embroidered", "Printed", "Zari", "Temple", "Floral"];
const COLOURS = ["Maroon", "Mustard", "Teal", "Peach", "Ivory", "Emerald", "Navy", "Rani Pink", "Gold", "Wine", "Mint", "Black"];
const NOUNS = ["Saree", "Lehenga", "Kurta", "Suit", "Dupatta", "Gown", "Set"];
const MATERIALS = ["Pure Silk", "Art Silk", "Cotton", "Georgette", "Chiffon", "Organza", "Velvet", "Linen"];
const WORDS = ["woven", "border", "pallu", "motifs", "zari", "festive", "comfortable", "lightweight", "traditional", "artisans", "Surat", "drape", "blouse", "piece", "occasion", "wedding", "rich", "soft", "hand", "finish"];

let seed = 42;
const random = () => {
  // Deterministic (mulberry32), so runs compare.
  seed = (seed + 0x6d2b79f5) | 0;
  let t = seed;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};
const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)];

function sentence(words: number) {
  return Array.from({ length: words }, () => pick(WORDS)).join(" ");
}

// ---------------------------------------------------------------- timing

function stats(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
  return { median: at(0.5), p95: at(0.95), max: sorted[sorted.length - 1] };
}

async function time(fn: () => Promise<unknown>, runs = RUNS) {
  for (let i = 0; i < 2; i++) await fn(); // warm the page cache and statement cache
  const samples: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < runs; i++) {
    const c = process.cpuUsage();
    const t = performance.now();
    await fn();
    samples.push(performance.now() - t);
    const used = process.cpuUsage(c);
    cpu.push((used.user + used.system) / 1000);
  }
  return { ...stats(samples), cpu: stats(cpu).median };
}

const ms = (n: number) => n.toFixed(1).padStart(7);

// ---------------------------------------------------------------- main

async function main() {
  console.log(`Database: ${file}${reuse ? " (reused)" : ""}`);
  const t0 = performance.now();
  execFileSync("npx", ["prisma", "migrate", "deploy"], { env: { ...process.env, DATABASE_URL: `file:${file}` }, stdio: "pipe" });
  if (!reuse) console.log(`Migrated in ${((performance.now() - t0) / 1000).toFixed(1)} s`);

  // Imported after DATABASE_URL is set: db.server opens the connection at import.
  const { prisma, getRawConnection } = await import("../app/db.server");
  const catalog = await import("../app/models/catalog.server");
  const { listCategories } = await import("../app/models/category.server");
  type Filters = Parameters<typeof catalog.listProducts>[0];

  if (!reuse) {
    const categoryIds: string[] = [];
    const subcategoryIds: string[][] = [];
    for (const [i, [name, subs]] of CATEGORIES.entries()) {
      const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, "-");
      const category = await prisma.category.create({ data: { name, slug, sortOrder: i, featured: i < 4 } });
      categoryIds.push(category.id);
      const ids: string[] = [];
      for (const [j, sub] of subs.entries()) {
        ids.push((await prisma.subcategory.create({ data: { categoryId: category.id, name: sub, slug: sub.toLowerCase().replace(/[^a-z0-9]+/g, "-"), sortOrder: j } })).id);
      }
      subcategoryIds.push(ids);
    }

    const t1 = performance.now();
    const BATCH = 1000;
    const now = Date.now();
    for (let from = 0; from < N; from += BATCH) {
      const rows = Array.from({ length: Math.min(BATCH, N - from) }, (_, k) => {
        const i = from + k;
        const c = Math.floor(random() * categoryIds.length);
        const price = (499 + Math.floor(random() * 44_500)) * 100;
        const onSale = random() < 0.3;
        const originalPrice = onSale ? Math.round(price * (1.1 + random() * 0.5)) : price;
        const reviews = random() < 0.6 ? Math.floor(random() * 200) : 0;
        return {
          name: `${pick(ADJECTIVES)} ${pick(COLOURS)} ${CATEGORIES[c][1][i % 3]} ${pick(NOUNS)} ${i}`,
          description: `${sentence(30)}.`,
          material: pick(MATERIALS),
          price,
          originalPrice,
          onSale,
          categoryId: categoryIds[c],
          subcategoryId: subcategoryIds[c][i % 3],
          colors: JSON.stringify([pick(COLOURS), pick(COLOURS)]),
          sizes: JSON.stringify(["S", "M", "L", "XL"]),
          images: JSON.stringify([`/images/p${i % 40}-1.jpg`, `/images/p${i % 40}-2.jpg`]),
          tags: JSON.stringify([pick(WORDS), pick(WORDS)]),
          stock: random() < 0.08 ? 0 : Math.floor(random() * 50),
          isActive: random() > 0.05,
          isFeatured: random() < 0.1,
          isNew: random() < 0.1,
          rating: reviews ? Math.round((3 + random() * 2) * 10) / 10 : 0,
          reviewCount: reviews,
          createdAt: new Date(now - Math.floor(random() * 730 * 86_400_000)),
        };
      });
      await prisma.$transaction(async (tx) => {
        await tx.product.createMany({ data: rows });
      }, { timeout: 120_000 });
    }
    console.log(`Inserted ${N.toLocaleString("en-IN")} products (with the search index triggers) in ${((performance.now() - t1) / 1000).toFixed(1)} s`);
  }
  const productCount = await prisma.product.count();

  // Capture the SQL Prisma sends, to print its plan.
  const db = await getRawConnection();
  const captured: Array<{ sql: string; args: unknown[] }> = [];
  let capturing = false;
  const prepare = db.prepare.bind(db);
  db.prepare = ((sql: string) => {
    const stmt = prepare(sql);
    if (!capturing) return stmt;
    const bind = stmt.bind.bind(stmt);
    stmt.bind = ((...bound: unknown[]) => {
      captured.push({ sql, args: bound.flat() });
      return bind(...bound);
    }) as typeof stmt.bind;
    return stmt;
  }) as typeof db.prepare;

  async function plan(label: string, fn: () => Promise<unknown>) {
    captured.length = 0;
    capturing = true;
    await fn();
    capturing = false;
    console.log(`\nEXPLAIN QUERY PLAN: ${label}`);
    for (const { sql, args } of captured) {
      if (!/^\s*(SELECT|WITH)/i.test(sql)) continue;
      console.log(`  ${sql.replace(/\s+/g, " ").slice(0, 200)}${sql.length > 200 ? " ..." : ""}`);
      const rows = prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...args) as Array<{ detail: string }>;
      for (const row of rows) console.log(`      ${row.detail}`);
    }
  }

  const someCategory = await prisma.category.findFirst({ where: { slug: "silk-sarees" }, select: { slug: true } });
  const queries: Array<[string, Filters]> = [
    ["no filter (newest first)", {}],
    ["category (slug)", { category: someCategory!.slug }],
    ["sale", { onSale: true }],
    ["featured", { featured: true }],
    ["isNew", { isNew: true }],
    ["inStock", { inStock: true }],
    ["price range 1,000-5,000", { minPrice: 1000, maxPrice: 5000 }],
    ["sort price", { sort: "price" }],
    ["sort -price", { sort: "-price" }],
    ["sort -rating", { sort: "-rating" }],
    ["sort -reviewCount", { sort: "-reviewCount" }],
    ["sort name", { sort: "name" }],
    ["category + sale + sort price", { category: someCategory!.slug, onSale: true, sort: "price" }],
    ["search 'silk' (common word)", { search: "silk" }],
    ["search 'saree' (common word)", { search: "saree" }],
    ["search 'royal maroon sar'", { search: "royal maroon sar" }],
    ["search 'silk' sorted by price", { search: "silk", sort: "price" }],
    ["search 'silk' + category + inStock", { search: "silk", category: someCategory!.slug, inStock: true }],
    ["page 100", { page: 100 }],
    ["page 100, sort price", { page: 100, sort: "price" }],
  ];

  console.log(`\n${productCount.toLocaleString("en-IN")} products, ${RUNS} runs each (ms; wall median, p95, max; cpu median)`);
  console.log(`${"query".padEnd(38)} ${"median".padStart(7)} ${"p95".padStart(7)} ${"max".padStart(7)} ${"cpu".padStart(7)}   total`);
  const over: string[] = [];
  for (const [label, filters] of queries) {
    let total = 0;
    const s = await time(async () => {
      total = (await catalog.listProducts(filters)).pagination.total;
    });
    if (s.median > BUDGET_MS || s.p95 > BUDGET_MS) over.push(label);
    console.log(`${label.padEnd(38)} ${ms(s.median)} ${ms(s.p95)} ${ms(s.max)} ${ms(s.cpu)}   ${total}`);
  }
  const extras: Array<[string, () => Promise<unknown>]> = [
    ["getFeaturedProducts(8)", () => catalog.getFeaturedProducts(8)],
    ["getNewArrivals(8)", () => catalog.getNewArrivals(8)],
    ["listCategories() with counts", () => listCategories()],
  ];
  for (const [label, fn] of extras) {
    const s = await time(fn);
    if (s.median > BUDGET_MS || s.p95 > BUDGET_MS) over.push(label);
    console.log(`${label.padEnd(38)} ${ms(s.median)} ${ms(s.p95)} ${ms(s.max)} ${ms(s.cpu)}`);
  }

  // Writes that fire the search index triggers.
  const victims = await prisma.product.findMany({ select: { id: true }, take: RUNS + 2, skip: Math.floor(N / 2) });
  let v = 0;
  const update = await time(async () => {
    const id = victims[v++ % victims.length].id;
    await prisma.product.update({ where: { id }, data: { name: `Renamed Heritage Saree ${v}` } });
  });
  console.log(`${"product name update (trigger)".padEnd(38)} ${ms(update.median)} ${ms(update.p95)} ${ms(update.max)} ${ms(update.cpu)}`);
  const stockOnly = await time(async () => {
    const id = victims[v++ % victims.length].id;
    await prisma.product.update({ where: { id }, data: { stock: { decrement: 0 } } });
  });
  console.log(`${"product stock update (no trigger)".padEnd(38)} ${ms(stockOnly.median)} ${ms(stockOnly.p95)} ${ms(stockOnly.max)} ${ms(stockOnly.cpu)}`);

  await plan("list, no filter (newest first)", () => catalog.listProducts({}));
  await plan("list, category + sort price", () => catalog.listProducts({ category: someCategory!.slug, sort: "price" }));
  await plan("list, inStock", () => catalog.listProducts({ inStock: true }));
  await plan("list, sort -rating", () => catalog.listProducts({ sort: "-rating" }));
  await plan("list, category + sale + sort price", () => catalog.listProducts({ category: someCategory!.slug, onSale: true, sort: "price" }));
  await plan("search 'silk' (relevance, answered inside the index)", () => catalog.listProducts({ search: "silk" }));
  await plan("search 'silk' + category + inStock (joined)", () => catalog.listProducts({ search: "silk", category: someCategory!.slug, inStock: true }));
  await plan("listCategories", () => listCategories());

  console.log(over.length ? `\nOver the ${BUDGET_MS} ms budget: ${over.join("; ")}` : `\nEvery query within the ${BUDGET_MS} ms budget.`);
  await prisma.$disconnect();
  if (!args.keep && !reuse) fs.rmSync(dir, { recursive: true, force: true });
  else console.log(`Kept ${file}`);
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
