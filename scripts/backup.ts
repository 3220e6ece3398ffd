// `npm run backup [-- --out DIR]`: a consistent copy of the live SQLite
// database, taken with SQLite's online backup API while the store keeps
// serving (WAL readers do not block it, and it copies a single point in
// time). Writes <DIR>/store-<timestamp>.db (default DIR: ./backups), checks
// it with PRAGMA integrity_check, and prints the restore steps.
import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";

function databasePath(url = process.env.DATABASE_URL ?? "file:./prisma/data.db"): string {
  const file = url.replace(/^file:/, "").split("?")[0];
  return path.resolve(file);
}

const outIndex = process.argv.indexOf("--out");
const outDir = path.resolve(outIndex > 0 ? process.argv[outIndex + 1] : "backups");
const source = databasePath();
if (!fs.existsSync(source)) {
  console.error(`No database at ${source} (DATABASE_URL=${process.env.DATABASE_URL ?? "unset"}).`);
  process.exit(1);
}
fs.mkdirSync(outDir, { recursive: true });
const stamp = new Date().toISOString().replace(/[:.]/g, "-");
const target = path.join(outDir, `store-${stamp}.db`);

const started = Date.now();
const db = new Database(source, { readonly: true, fileMustExist: true });
db.pragma("busy_timeout = 5000");
await db.backup(target);
db.close();

const copy = new Database(target, { readonly: true });
const integrity = copy.pragma("integrity_check", { simple: true });
const counts = ["User", "Product", "Order"].map((t) => `${t} ${(copy.prepare(`SELECT COUNT(*) AS n FROM "${t}"`).get() as { n: number }).n}`);
copy.close();
if (integrity !== "ok") {
  console.error(`Backup written to ${target} but integrity_check says: ${integrity}`);
  process.exit(1);
}
const size = (fs.statSync(target).size / 1024 / 1024).toFixed(1);
console.log(`Backup: ${target} (${size} MiB, ${Date.now() - started} ms, integrity ok; ${counts.join(", ")})`);
console.log(`Restore: stop the store, then  cp "${target}" "${source}" && rm -f "${source}-wal" "${source}-shm"  and start it again.`);
