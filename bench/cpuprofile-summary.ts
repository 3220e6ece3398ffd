// Summarise a V8 CPU profile (node --cpu-prof, e.g. from bench/personal-pages.ts --prof DIR):
// self time by function and by package, and inclusive time of the phases of a document request.
//
//   npx tsx bench/cpuprofile-summary.ts FILE.cpuprofile [--top 30] [--from SECONDS]
// --from skips the first seconds of the profile (start-up, warm-up).
import fs from "node:fs";
import { parseArgs } from "node:util";

const { values: args, positionals } = parseArgs({ allowPositionals: true, options: { top: { type: "string", default: "30" }, from: { type: "string", default: "0" } } });
type Frame = { functionName: string; url: string; lineNumber: number };
type Node = { id: number; callFrame: Frame; children?: number[]; parent?: number };
const profile = JSON.parse(fs.readFileSync(positionals[0], "utf8")) as { nodes: Node[]; samples: number[]; timeDeltas: number[]; startTime: number };
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
for (const n of profile.nodes) for (const c of n.children ?? []) byId.get(c)!.parent = n.id;

/** Which layer a package belongs to. */
function layerOf(pkg: string): string {
  if (/prisma|better-sqlite3/i.test(pkg)) return "Prisma + SQLite";
  if (/^(react|react-dom|react-router|react-router-dom|@remix-run\/react)$/.test(pkg)) return "React render (react-dom, react-router, @remix-run/react)";
  if (/^(@remix-run\/(server-runtime|router|node|express)|turbo-stream|cookie|set-cookie-parser|undici)$/.test(pkg)) return "Remix server runtime (+ undici Request, turbo-stream)";
  if (/^(express|compression|on-finished|finalhandler|send|body-parser|accepts|negotiator|etag|fresh|statuses|router|server\.js)$/.test(pkg)) return "Express, compression middleware, server.js";
  if (pkg === "app (build/index.js)") return "app code";
  return pkg;
}

/** Where a frame's code lives: an npm package, the app's server build, node internals, or V8. */
function packageOf(f: Frame): string {
  const m = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(f.url);
  if (m) return m[1];
  if (/\/build\/(server\/)?index\.js$/.test(f.url)) return "app (build/index.js)";
  if (f.url.startsWith("wasm://")) return "wasm (Prisma query compiler)";
  if (f.url.startsWith("node:")) return "node:internal";
  if (f.url.endsWith("server.js")) return "server.js";
  if (!f.url) return f.functionName.startsWith("(") ? f.functionName : "(native)";
  return f.url;
}

// Phases: the first frame on the stack (from the leaf up) that matches names the phase of a sample.
const PHASES: Array<[string, (f: Frame) => boolean]> = [
  ["garbage collection", (f) => f.functionName === "(garbage collector)"],
  ["loader data serialization (turbo-stream / JSON)", (f) => /turbo-stream/.test(f.url) || (/encode|stringify/i.test(f.functionName) && /remix|turbo/.test(f.url))],
  ["route loaders", (f) => /^(loader|callRouteLoader|callLoaderOrAction|loadRouteData)$/.test(f.functionName) && /build\/server|@remix-run/.test(f.url)],
  ["React render", (f) => /react-dom/.test(f.url)],
  ["compression", (f) => /\/compression\/|zlib/.test(f.url)],
  ["route matching", (f) => /matchRoutes|flattenRoutes|rankRouteBranches/.test(f.functionName)],
  ["Remix request handling", (f) => /@remix-run\/server-runtime|@remix-run\/router/.test(f.url)],
  ["Express / http", (f) => /\/express\/|node:_http|node:net|on-finished|finalhandler|router\//.test(f.url)],
];

const total = profile.samples.length;
const self = new Map<string, number>();
const selfPkg = new Map<string, number>();
const phase = new Map<string, number>();
let idle = 0;
const inclusive = new Map<string, number>();
const attributed = new Map<string, number>();
const layers = new Map<string, number>();
const from = profile.startTime + Number(args.from) * 1e6;
let t = profile.startTime;
let skipped = 0;
const MARKERS = ["handleDocumentRequest", "handleDocumentRequestFunction", "renderToPipeableStream", "loader", "callRouteLoader", "getSessionUser", "requireUser", "getOwner"];
for (const [i, id] of profile.samples.entries()) {
  t += profile.timeDeltas[i];
  if (t < from) {
    skipped++;
    continue;
  }
  const leaf = byId.get(id)!;
  if (leaf.callFrame.functionName === "(idle)") {
    idle++;
    continue;
  }
  const key = `${leaf.callFrame.functionName || "(anonymous)"} ${leaf.callFrame.url.replace(/.*node_modules\//, "").replace(/.*\/build\//, "build/")}:${leaf.callFrame.lineNumber + 1}`;
  self.set(key, (self.get(key) ?? 0) + 1);
  const pkg = packageOf(leaf.callFrame);
  selfPkg.set(pkg, (selfPkg.get(pkg) ?? 0) + 1);
  // Node internals and native frames are charged to the nearest caller in a package (zlib to compression...).
  let owner = pkg;
  for (let n: Node | undefined = leaf; n && /^(node:internal|\(native\))$/.test(owner); n = n.parent === undefined ? undefined : byId.get(n.parent)) {
    const p = packageOf(n.callFrame);
    if (!/^(node:internal|\(native\)|\(root\)|\(program\))$/.test(p)) owner = p;
  }
  if (/\/compression\//.test(owner) || leaf.callFrame.url.includes("zlib")) owner = "compression";
  attributed.set(owner, (attributed.get(owner) ?? 0) + 1);
  layers.set(layerOf(owner), (layers.get(layerOf(owner)) ?? 0) + 1);
  let found = "other";
  const seen = new Set<string>();
  for (let n: Node | undefined = leaf; n; n = n.parent === undefined ? undefined : byId.get(n.parent)) {
    if (found === "other") for (const [name, test] of PHASES) if (test(n.callFrame)) { found = name; break; }
    const fn = n.callFrame.functionName;
    if (MARKERS.includes(fn) && !seen.has(fn)) {
      seen.add(fn);
      inclusive.set(fn, (inclusive.get(fn) ?? 0) + 1);
    }
  }
  phase.set(found, (phase.get(found) ?? 0) + 1);
}
const busy = total - idle - skipped;
const pct = (n: number) => `${((100 * n) / busy).toFixed(1).padStart(5)} %`;
const show = (title: string, m: Map<string, number>, top = Number(args.top)) => {
  console.log(`\n${title}`);
  for (const [k, v] of [...m].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`  ${pct(v)}  ${k}`);
};
console.log(`${positionals[0]}: ${busy} busy samples of ${total} (${((100 * idle) / total).toFixed(1)} % idle); percentages of busy time`);
show("Phase (first match from the leaf up)", phase);
show("Inclusive (on the stack)", inclusive);
show("Self time by layer (node internals charged to their caller's package)", layers, 20);
show("Self time by package (node internals charged to their caller's package)", attributed, 25);
show("Self time by package (as sampled)", selfPkg, 20);
show("Self time by function", self);
