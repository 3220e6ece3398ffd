import { execFileSync } from "node:child_process";
import fs from "node:fs";
import { DATA_DIR, TEMPLATE_DB } from "./paths";

// Migrate one template database per test run; workers copy it (worker-setup.ts).
export default function setup() {
  fs.mkdirSync(DATA_DIR, { recursive: true });
  for (const f of fs.readdirSync(DATA_DIR)) fs.rmSync(`${DATA_DIR}/${f}`, { force: true });
  execFileSync("npx", ["prisma", "migrate", "deploy"], {
    env: { ...process.env, DATABASE_URL: `file:${TEMPLATE_DB}` },
    stdio: "pipe",
  });
}
