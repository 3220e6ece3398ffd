// Brotli (quality 11) and gzip (level 9) copies of the browser build's scripts, styles and SVGs,
// written next to them at build time (npm run build), so server.js sends /build/* files already
// compressed (express-static-gzip) instead of compressing each request at speed settings: about a
// fifth fewer bytes on a slow phone network and no compression work per request (issue 15 section 6,
// decision 0038). A copy is kept only when it is smaller; an existing copy of the same file is
// reused (names carry content hashes).
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

const root = path.resolve(process.argv[2] ?? "public/build");
const TYPES = new Set([".js", ".css", ".svg", ".json"]);
let files = 0;
let raw = 0;
let brotli = 0;
function* walk(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(file);
    else if (TYPES.has(path.extname(entry.name))) yield file;
  }
}
for (const file of walk(root)) {
  const body = fs.readFileSync(file);
  if (body.length < 1024) continue;
  const copies = [
    [".br", () => zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } })],
    [".gz", () => zlib.gzipSync(body, { level: 9 })],
  ];
  for (const [ext, make] of copies) {
    const target = file + ext;
    if (fs.existsSync(target) && fs.statSync(target).mtimeMs >= fs.statSync(file).mtimeMs) continue;
    const out = make();
    if (out.length < body.length) fs.writeFileSync(target, out);
    else fs.rmSync(target, { force: true });
  }
  files++;
  raw += body.length;
  brotli += fs.existsSync(file + ".br") ? fs.statSync(file + ".br").size : body.length;
}
console.log(`precompressed ${files} files in ${path.relative(process.cwd(), root)}: ${(raw / 1024).toFixed(0)} KB, ${(brotli / 1024).toFixed(0)} KB as brotli`);
