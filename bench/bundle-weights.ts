// What a page's JavaScript is made of, read from the Remix compiler's esbuild
// metafile (build/metafile.js.json, written by `npm run build`): the browser
// loads entry.client, root and the matched route modules with every chunk they
// import statically. Prints each file's gzip (level 9) size and the inputs
// (source files, packages) that weigh most, their share of the gzip size
// estimated from their share of the minified bytes.
//
//   npx tsx bench/bundle-weights.ts routes/_index [routes/shop ...] [--top=25]
//   (root and entry.client are always included; give route ids as in app/routes)
import fs from "node:fs";
import { gzipSync } from "node:zlib";

type Output = { imports: Array<{ path: string; kind: string }>; entryPoint?: string; inputs: Record<string, { bytesInOutput: number }> };
const { outputs } = JSON.parse(fs.readFileSync("build/metafile.js.json", "utf8")) as { outputs: Record<string, Output> };
const args = process.argv.slice(2);
const top = Number(args.find((a) => a.startsWith("--top="))?.slice(6) ?? 25);
const routes = args.filter((a) => !a.startsWith("--"));

const entryOf = (id: string) => {
  const found = Object.entries(outputs).find(([, o]) =>
    id === "entry.client" ? o.entryPoint === "app/entry.client.tsx" : o.entryPoint?.replace(/^browser-route-module:/, "").replace(/\.[jt]sx?\?browser$/, "") === id,
  );
  if (!found) throw new Error(`no browser output for ${id}`);
  return found[0];
};

const seen = new Set<string>();
const walk = (p: string) => {
  if (seen.has(p) || !outputs[p]) return;
  seen.add(p);
  for (const i of outputs[p].imports) if (i.kind === "import-statement") walk(i.path);
};
for (const id of ["entry.client", "root", ...routes]) walk(entryOf(id));

const KB = 1024;
const group = (input: string) => {
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(input);
  return pkg ? pkg[1] : input.replace(/^browser-route-module:/, "app/").replace(/\?browser$/, "");
};
const byInput = new Map<string, number>();
let total = 0;
const files: Array<[string, number, number]> = [];
for (const p of seen) {
  const gz = gzipSync(fs.readFileSync(p), { level: 9 }).length;
  total += gz;
  const raw = Object.values(outputs[p].inputs).reduce((n, v) => n + v.bytesInOutput, 0) || 1;
  files.push([p, fs.statSync(p).size, gz]);
  for (const [input, v] of Object.entries(outputs[p].inputs)) byInput.set(group(input), (byInput.get(group(input)) ?? 0) + (gz * v.bytesInOutput) / raw);
}
files.sort((a, b) => b[2] - a[2]);
console.log(`${seen.size} files, ${(total / KB).toFixed(1)} KB gzip\n`);
if (args.includes("--summary")) process.exit(0);
for (const [p, raw, gz] of files) console.log(`${(gz / KB).toFixed(1).padStart(7)} KB  ${(raw / KB).toFixed(1).padStart(7)} KB raw  ${p}`);
console.log(`\nHeaviest inputs (estimated gzip share):`);
for (const [input, gz] of [...byInput].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`${(gz / KB).toFixed(1).padStart(7)} KB  ${input}`);
