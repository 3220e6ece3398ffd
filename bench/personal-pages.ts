// Signed-in /cart and /account, one page at a time (decision 0033): the production build on one
// pinned core, the demo shopper's session cookie, autocannon at 10 connections. With --prof each page
// gets a CPU profile of its own (node --cpu-prof), summarised by bench/cpuprofile-summary.ts.
//
//   npx tsx bench/personal-pages.ts --db /tmp/load-bench-x/bench.db [--pages /cart,/account] [--duration 10] [--prof DIR]
//     [--accept-encoding identity]
//
// The database is one bench/load.ts seeded (10,000 products) and left with one line in the demo
// shopper's cart. Build first (npm run build).
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { productionEnv, waitFor } from "./production-server";

const { values: args } = parseArgs({
  options: {
    db: { type: "string" },
    pages: { type: "string", default: "/cart,/account" },
    duration: { type: "string", default: "10" },
    connections: { type: "string", default: "10" },
    port: { type: "string", default: "3398" },
    cpu: { type: "string", default: "1" },
    prof: { type: "string" },
    // What the requests accept: a browser's list by default; "identity" shows what compression costs.
    "accept-encoding": { type: "string", default: "gzip, deflate, br, zstd" },
  },
});
if (!args.db || !fs.existsSync(args.db)) throw new Error("--db FILE (a database bench/load.ts seeded) is required");
const PORT = Number(args.port);
const BASE = `http://localhost:${PORT}`;
const env = productionEnv(PORT, path.resolve(args.db));

function cpuMs(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}


for (const page of args.pages!.split(",")) {
  const prof = args.prof ? ["--cpu-prof", `--cpu-prof-dir=${args.prof}`, `--cpu-prof-name=${page.replace(/\W+/g, "_") || "root"}.cpuprofile`] : [];
  const server = spawn("taskset", ["-c", args.cpu!, process.execPath, "--max-old-space-size=256", ...prof, "server.js"], { env, stdio: ["ignore", "ignore", "inherit"] });
  await waitFor(`${BASE}/api/health`);
  const signIn = await fetch(`${BASE}/login`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: env.APP_URL },
    body: new URLSearchParams({ email: "priya.sharma@example.com", password: "Customer@123" }).toString(),
  });
  const cookie = (signIn.headers.getSetCookie?.() ?? []).map((c) => c.split(";")[0]).find((c) => c.startsWith("__session=")) ?? "";
  const headers = { Cookie: cookie, "Accept-Encoding": args["accept-encoding"]! };
  // Warm up (JIT, first-request imports), then measure.
  await autocannon({ url: `${BASE}${page}`, connections: Number(args.connections), duration: 2, headers });
  const before = cpuMs(server.pid!);
  const out = await autocannon({ url: `${BASE}${page}`, connections: Number(args.connections), duration: Number(args.duration), headers });
  const cpu = (cpuMs(server.pid!) - before) / out.requests.total;
  console.log(`signed in ${page.padEnd(10)} ${out.requests.average.toFixed(0).padStart(5)} req/s  p50 ${out.latency.p50} ms  p99 ${out.latency.p99} ms  non-2xx ${out.non2xx}  errors ${out.errors}  cpu ${cpu.toFixed(2)} ms/req`);
  server.kill("SIGINT");
  await new Promise((r) => server.once("exit", r));
}
