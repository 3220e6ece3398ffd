// Product photo save benchmark (issue 13 section 4, decision 0037): what an admin's save with one large
// photo costs inside the request (storeProductPhotos: checks, the files the request writes), and how
// long the in-process queue then takes to make the other variants.
//
//   npx tsx bench/photo-save.ts                  # a 3000 x 4000 photo-like JPEG, 3 runs
//   npx tsx bench/photo-save.ts --runs 5 --width 3000 --height 4000
//
// Each run uses a new photo (a different seed), so nothing is skipped because it is already stored.
// Wall time includes waiting for the CPU on a busy machine; "cpu" is this process's CPU time
// (all threads: libvips works in libuv's pool). The load average is printed with the figures.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import sharp from "sharp";

const { values: args } = parseArgs({
  options: { runs: { type: "string", default: "3" }, width: { type: "string", default: "3000" }, height: { type: "string", default: "4000" } },
});
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "photo-bench-"));
process.env.UPLOAD_DIR = dir;
process.env.DATABASE_URL ??= `file:${path.join(dir, "unused.db")}`;
process.env.SESSION_SECRET ??= "bench-session-secret-0123456789";

const photos = await import("../app/models/product-photos.server");
const variants = (await import("../app/utils/photo-variants.server").catch(() => null)) as null | { photoVariantsSettled: () => Promise<void> };

/** A photo-like JPEG: blurred noise (compresses like fabric detail, not like a flat colour). */
async function photo(seed: number): Promise<Buffer> {
  const w = Number(args.width);
  const h = Number(args.height);
  const noise = await sharp({ create: { width: w, height: h, channels: 3, background: "#000", noise: { type: "gaussian", mean: 120 + seed, sigma: 60 } } })
    .blur(1.2)
    .jpeg({ quality: 90 })
    .toBuffer();
  return sharp(noise).jpeg({ quality: 90 }).toBuffer();
}

const ms = (ns: bigint) => Number(ns) / 1e6;
console.log(`Photo save: ${args.width} x ${args.height} JPEG, ${args.runs} runs; load average ${os.loadavg().map((x) => x.toFixed(2)).join(" ")}`);
for (let i = 0; i < Number(args.runs); i++) {
  const bytes = await photo(i);
  const file = new File([new Uint8Array(bytes)], `bench-${i}.jpg`, { type: "image/jpeg" });
  const cpu0 = process.cpuUsage();
  const t0 = process.hrtime.bigint();
  await photos.storeProductPhotos([file]);
  const t1 = process.hrtime.bigint();
  const cpu1 = process.cpuUsage(cpu0);
  const files1 = fs.readdirSync(path.join(dir, "products")).length;
  let queue = "";
  if (variants) {
    const c0 = process.cpuUsage();
    await variants.photoVariantsSettled();
    const t2 = process.hrtime.bigint();
    const c1 = process.cpuUsage(c0);
    queue = `; queue until every variant exists ${ms(t2 - t1).toFixed(0)} ms wall, ${((c1.user + c1.system) / 1000).toFixed(0)} ms cpu`;
  }
  console.log(
    `run ${i + 1}: ${(bytes.length / 1e6).toFixed(2)} MB; save ${ms(t1 - t0).toFixed(0)} ms wall, ${((cpu1.user + cpu1.system) / 1000).toFixed(0)} ms cpu, ${files1} file(s) after the save${queue}; load ${os.loadavg()[0].toFixed(2)}`,
  );
  fs.rmSync(path.join(dir, "products"), { recursive: true, force: true });
}
fs.rmSync(dir, { recursive: true, force: true });
process.exit(0);
