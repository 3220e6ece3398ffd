import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { runDir, templateDb } from "./paths";

// Runs in each worker before any test file imports app code, so app/db.server.ts
// opens this worker's own copy of the migrated template.
const id = process.env.VITEST_POOL_ID ?? process.env.VITEST_WORKER_ID ?? "0";
const file = path.join(runDir(), `worker-${id}.db`);
if (!process.env.__TEST_DB_READY) {
  for (const suffix of ["", "-wal", "-shm"]) fs.rmSync(file + suffix, { force: true });
  fs.copyFileSync(templateDb(), file);
  process.env.__TEST_DB_READY = file;
}
process.env.DATABASE_URL = `file:${process.env.__TEST_DB_READY}`;
process.env.NODE_ENV = "test";
process.env.RATE_LIMIT_DISABLED ??= "0";
// Secrets of this worker only (the app has no built-in ones; without these it would write .secrets.local.json).
process.env.SESSION_SECRET ||= crypto.randomBytes(32).toString("base64url");
process.env.JWT_SECRET ||= crypto.randomBytes(32).toString("base64url");
