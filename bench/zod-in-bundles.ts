// Which browser route bundles pull in zod (or @conform-to/zod), read from the
// Remix compiler's esbuild metafile (build/metafile.js.json, written by
// `npm run build`). A route's bundle is its entry chunk plus every chunk it
// imports statically, as the browser loads them.
//
//   npx tsx bench/zod-in-bundles.ts [build/metafile.js.json]
import fs from "node:fs";

type Output = { imports: Array<{ path: string; kind: string }>; entryPoint?: string; inputs: Record<string, { bytesInOutput: number }> };
const file = process.argv[2] ?? "build/metafile.js.json";
const { outputs } = JSON.parse(fs.readFileSync(file, "utf8")) as { outputs: Record<string, Output> };

const zodBytes = (o: Output) =>
  Object.entries(o.inputs)
    .filter(([input]) => /node_modules\/(zod|@conform-to\/zod)\//.test(input))
    .reduce((n, [, v]) => n + v.bytesInOutput, 0);

const rows: Array<[string, number]> = [];
for (const [out, o] of Object.entries(outputs)) {
  if (!o.entryPoint || !/(routes\/|root)/.test(o.entryPoint)) continue;
  const seen = new Set<string>();
  const walk = (p: string) => {
    if (seen.has(p) || !outputs[p]) return;
    seen.add(p);
    for (const i of outputs[p].imports) if (i.kind === "import-statement") walk(i.path);
  };
  walk(out);
  const bytes = [...seen].reduce((n, p) => n + zodBytes(outputs[p]), 0);
  if (bytes > 0) rows.push([o.entryPoint.replace(/^.*?(routes\/|root)/, "app/$1").replace(/\?.*$/, ""), bytes]);
}
rows.sort((a, b) => a[0].localeCompare(b[0]));
for (const [entry, bytes] of rows) console.log(`${entry}\t${(bytes / 1024).toFixed(1)} KB (minified, before gzip)`);
console.log(`${rows.length} route bundles include zod`);
