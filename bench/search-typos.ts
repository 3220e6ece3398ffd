// Typo-tolerant search benchmark (decision 0031): the vocabulary's build, the
// in-memory correction, and listProducts for searches that need no correction
// and for misspelt ones, on a catalogue of N generated products.
//
//   npx tsx bench/search-typos.ts --n 100000                # builds the catalogue with bench/catalog-queries.ts first
//   npx tsx bench/search-typos.ts --db /tmp/catalog-bench-x/bench.db   # a database kept by catalog-queries --keep
//
// The in-process data cache is off (DATA_CACHE_DISABLED=1): every call runs
// its queries. Budget: p95 under 50 ms for every search at 100,000 products.

import { execFileSync } from "node:child_process";
import fs from "node:fs";
import { parseArgs } from "node:util";

const BUDGET_MS = 50;
const { values: args } = parseArgs({
  options: { n: { type: "string", default: "100000" }, runs: { type: "string", default: "30" }, db: { type: "string" } },
});
const RUNS = Math.max(5, Number.parseInt(args.runs ?? "30", 10));

let file = args.db && fs.existsSync(args.db) ? args.db : "";
let built = false;
if (!file) {
  console.log(`Building a catalogue of ${args.n} products with bench/catalog-queries.ts ...`);
  const out = execFileSync("npx", ["tsx", "bench/catalog-queries.ts", "--n", args.n ?? "100000", "--runs", "3", "--keep"], { encoding: "utf8" });
  file = /Kept (\S+)/.exec(out)?.[1] ?? "";
  if (!file) throw new Error("catalog-queries did not keep its database");
  built = true;
}
process.env.DATABASE_URL = `file:${file}`;
process.env.DATA_CACHE_DISABLED = "1";

function stats(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
  return { p50: at(0.5), p95: at(0.95), max: sorted[sorted.length - 1] };
}
async function time(fn: () => unknown, runs = RUNS) {
  for (let i = 0; i < 2; i++) await fn();
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    await fn();
    samples.push(performance.now() - t);
  }
  return stats(samples);
}
const ms = (n: number) => n.toFixed(2).padStart(8);

async function main() {
  const { prisma } = await import("../app/db.server");
  const catalog = await import("../app/models/catalog.server");
  const { buildSearchVocabulary, getSearchVocabulary } = await import("../app/models/search-vocabulary.server");
  const { SearchVocabulary } = await import("../app/models/search-typos");
  const products = await prisma.product.count();
  console.log(`Database: ${file}\n${products.toLocaleString("en-IN")} products, ${RUNS} runs each (ms)`);

  const build = await time(() => buildSearchVocabulary(), 5);
  const vocabulary = await getSearchVocabulary();
  console.log(`\nvocabulary build: ${vocabulary.size.toLocaleString("en-IN")} words; p50 ${ms(build.p50)}  p95 ${ms(build.p95)}  max ${ms(build.max)}`);

  const misspelt = ["kanjivram", "sareee", "lehengga", "embroidred", "georgete", "chifon", "mustrd", "handwovn", "pochampaly", "silk kanjivram sareee"];
  console.log(`\n${"in-memory correction".padEnd(34)} ${"p50".padStart(8)} ${"p95".padStart(8)} ${"max".padStart(8)}   result`);
  for (const q of misspelt) {
    const s = await time(() => {
      vocabulary.forgetCorrections();
      return vocabulary.correctSearch(q);
    });
    console.log(`${`'${q}' (not memoised)`.padEnd(34)} ${ms(s.p50)} ${ms(s.p95)} ${ms(s.max)}   ${vocabulary.correctSearch(q)}`);
  }
  // A shop with a much larger vocabulary: the generated catalogue has few distinct words, so add 100,000 random ones.
  const letters = "abcdeghiklmnoprstuvy";
  let seed = 11;
  const next = () => (seed = (Math.imul(seed, 1103515245) + 12345) & 0x7fffffff);
  const counts = new Map(vocabulary.counts);
  for (let i = 0; i < 100_000; i++) counts.set(Array.from({ length: 4 + (next() % 9) }, () => letters[next() % letters.length]).join(""), 1);
  for (const q of ["kanjivram", "embroidred", "silk kanjivram sareee"]) {
    const s = await time(() => new SearchVocabulary(counts).correctSearch(q), 5);
    console.log(`${`'${q}' (${(counts.size / 1000).toFixed(0)}k words)`.padEnd(34)} ${ms(s.p50)} ${ms(s.p95)} ${ms(s.max)}   (includes sorting the vocabulary)`);
  }
  const big = new SearchVocabulary(counts);
  for (const q of ["kanjivram", "embroidred", "silk kanjivram sareee"]) {
    const s = await time(() => {
      big.forgetCorrections();
      return big.correctSearch(q);
    });
    console.log(`${`'${q}' (${(counts.size / 1000).toFixed(0)}k words, built)`.padEnd(34)} ${ms(s.p50)} ${ms(s.p95)} ${ms(s.max)}   ${big.correctSearch(q)}`);
  }

  // Each misspelt search against the same search spelt right, run alternately so machine load hits both alike.
  type Filters = Parameters<typeof catalog.listProducts>[0];
  const pairs: Array<[string, Filters, Filters]> = [
    ["kanjivaram / kanjivram", { search: "kanjivaram" }, { search: "kanjivram" }],
    ["saree / sareee", { search: "saree" }, { search: "sareee" }],
    ["embroidered lehenga / embroidred lehengga", { search: "embroidered lehenga" }, { search: "embroidred lehengga" }],
    ["mustard chiffon / mustrd chifon", { search: "mustard chiffon" }, { search: "mustrd chifon" }],
    ["royal maroon sar / royal marron sar", { search: "royal maroon sar" }, { search: "royal marron sar" }],
    ["handwoven / handwovn, + category", { search: "handwoven", category: "silk-sarees" }, { search: "handwovn", category: "silk-sarees" }],
    ["handwoven / handwovn, sort price", { search: "handwoven", sort: "price" }, { search: "handwovn", sort: "price" }],
  ];
  console.log(`\nlistProducts, uncorrected vs corrected    p50      p95   |     p50      p95   totals, correctedSearch`);
  const over: string[] = [];
  for (const [label, right, wrong] of pairs) {
    for (let i = 0; i < 2; i++) await Promise.all([catalog.listProducts(right), catalog.listProducts(wrong)]);
    const a: number[] = [];
    const b: number[] = [];
    let pageA = await catalog.listProducts(right);
    let pageB = await catalog.listProducts(wrong);
    for (let i = 0; i < RUNS; i++) {
      let t = performance.now();
      pageA = await catalog.listProducts(right);
      a.push(performance.now() - t);
      t = performance.now();
      pageB = await catalog.listProducts(wrong);
      b.push(performance.now() - t);
    }
    const sa = stats(a);
    const sb = stats(b);
    if (sb.p95 > BUDGET_MS) over.push(label);
    console.log(`${label.padEnd(40)} ${ms(sa.p50)} ${ms(sa.p95)} | ${ms(sb.p50)} ${ms(sb.p95)}   ${pageA.pagination.total}/${pageB.pagination.total}, ${pageB.correctedSearch ?? "-"}`);
  }
  const none = await time(() => catalog.listProducts({ search: "qwertyuiop zxcvbnm" }));
  console.log(`${"no match 'qwertyuiop zxcvbnm'".padEnd(40)} ${" ".repeat(17)} | ${ms(none.p50)} ${ms(none.p95)}`);
  console.log(over.length ? `\nCorrected searches over ${BUDGET_MS} ms (p95; compare their spelt-right twin on the left, same queries): ${over.join("; ")}` : `\nEvery corrected search within ${BUDGET_MS} ms (p95).`);
  await prisma.$disconnect();
  if (built) console.log(`Kept ${file} (delete it when done)`);
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
