// What a storefront document is made of (issue 15 section 3): raw and gzip bytes, element and
// inline-SVG counts, and the bytes spent on class attributes, inline SVG, Remix's loader data
// (window.__remixContext), JSON-LD, hidden inputs and the big landmarks. bench/pages.ts prints the
// headline figures for every page; for the breakdown of a running server's pages:
//
//   npx tsx bench/html-anatomy.ts http://localhost:3000 / /shop /product/<id>
import { gzipSync } from "node:zlib";

const VOID = new Set(["area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"]);
const sum = (xs: Iterable<string>) => {
  let n = 0;
  for (const x of xs) n += Buffer.byteLength(x);
  return n;
};

export type Anatomy = {
  raw: number;
  gzip: number;
  elements: number;
  svgs: number;
  parts: Record<string, number>;
};

export function anatomy(html: string): Anatomy {
  const raw = Buffer.byteLength(html);
  const gzip = gzipSync(html, { level: 9 }).length;
  // Elements: every start tag outside scripts and styles (their text is not markup).
  const markup = html.replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1>/g, (m, tag: string) => `<${tag}></${tag}>`);
  const starts = [...markup.matchAll(/<([a-zA-Z][a-zA-Z0-9-]*)\b/g)];
  const svgBlocks = [...markup.matchAll(/<svg\b[\s\S]*?<\/svg>/g)].map((m) => m[0]);
  const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
  const parts: Record<string, number> = {
    "class attributes": sum([...markup.matchAll(/\sclass="[^"]*"/g)].map((m) => m[0])),
    "inline SVG": sum(svgBlocks),
    "remixContext (loader data)": sum(scripts.filter((s) => s[2].includes("__remixContext")).map((s) => s[0])),
    "JSON-LD": sum(scripts.filter((s) => /application\/ld\+json/.test(s[1])).map((s) => s[0])),
    "other inline scripts": sum(scripts.filter((s) => !s[2].includes("__remixContext") && !/ld\+json/.test(s[1]) && s[2].trim()).map((s) => s[0])),
    "hidden inputs": sum([...markup.matchAll(/<input[^>]*type="hidden"[^>]*>/g)].map((m) => m[0])),
    "style attributes": sum([...markup.matchAll(/\sstyle="[^"]*"/g)].map((m) => m[0])),
    "<head>": sum([...html.matchAll(/<head>[\s\S]*?<\/head>/g)].map((m) => m[0])),
  };
  // Landmarks and a few named pieces: the bytes of their subtrees.
  for (const [label, re] of [
    ["<header>", /<header\b/],
    ["mobile menu", /data-testid="mobile-menu"/],
    ["<footer>", /<footer\b/],
    ["<main>", /<main\b/],
    ["product cards", /data-testid="product-card"/],
    ["variant choosers", /data-testid="variant-chooser"/],
    ["shop filters <aside>", /<aside\b/],
  ] as const) {
    parts[label] = subtreeBytes(markup, re);
  }
  return { raw, gzip, elements: starts.length, svgs: svgBlocks.length, parts };
}

/** Total bytes of every element whose start tag matches `re` (outermost matches only). */
function subtreeBytes(markup: string, re: RegExp): number {
  let total = 0;
  const tagRe = /<(\/?)([a-zA-Z][a-zA-Z0-9-]*)\b[^>]*?(\/?)>/g;
  let open: { depth: number; start: number } | null = null;
  let depth = 0;
  for (let m = tagRe.exec(markup); m; m = tagRe.exec(markup)) {
    const [tag, close, nameRaw, selfClose] = m;
    const name = nameRaw.toLowerCase();
    if (close) {
      depth--;
      if (open && depth === open.depth) {
        total += Buffer.byteLength(markup.slice(open.start, m.index + tag.length));
        open = null;
      }
      continue;
    }
    if (!open && re.test(tag)) open = { depth, start: m.index };
    if (!VOID.has(name) && !selfClose) depth++;
    else if (open && depth === open.depth) {
      total += Buffer.byteLength(tag);
      open = null;
    }
  }
  return total;
}

const KB = 1024;
export const kb = (n: number) => `${(n / KB).toFixed(1)} KB`;

async function main() {
  const [base, ...paths] = process.argv.slice(2);
  if (!base || paths.length === 0) {
    console.error("usage: npx tsx bench/html-anatomy.ts <base-url> <path>...");
    process.exit(2);
  }
  const results: Array<[string, Anatomy]> = [];
  for (const p of paths) {
    const response = await fetch(new URL(p, base), { headers: { "user-agent": "html-anatomy" } });
    results.push([p, anatomy(await response.text())]);
  }
  const w = 28;
  process.stdout.on("error", () => process.exit(0)); // piped into head
  console.log("".padEnd(w) + results.map(([p]) => p.slice(0, 22).padStart(24)).join(""));
  const row = (label: string, f: (a: Anatomy) => string) => console.log(label.padEnd(w) + results.map(([, a]) => f(a).padStart(24)).join(""));
  row("HTML raw", (a) => kb(a.raw));
  row("HTML gzip", (a) => kb(a.gzip));
  row("elements", (a) => String(a.elements));
  row("inline SVGs", (a) => String(a.svgs));
  for (const key of Object.keys(results[0][1].parts)) row(key, (a) => kb(a.parts[key]));
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
