import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { DATA_ROOT, templateDb } from "./paths";

// Migrate one template database per test run; workers copy it (worker-setup.ts).
export default function setup() {
  fs.mkdirSync(DATA_ROOT, { recursive: true });
  // Leftovers of earlier runs (older than an hour) are removed; a run in progress is left alone.
  for (const entry of fs.readdirSync(DATA_ROOT)) {
    const full = path.join(DATA_ROOT, entry);
    if (entry.startsWith("run-") && Date.now() - fs.statSync(full).mtimeMs > 3_600_000) fs.rmSync(full, { recursive: true, force: true });
  }
  process.env.TEST_RUN_DIR = fs.mkdtempSync(path.join(DATA_ROOT, "run-"));
  execFileSync("npx", ["prisma", "migrate", "deploy"], {
    env: { ...process.env, DATABASE_URL: `file:${templateDb()}` },
    stdio: "pipe",
  });
  return () => fs.rmSync(process.env.TEST_RUN_DIR!, { recursive: true, force: true });
}
