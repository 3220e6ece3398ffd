import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import Database from "better-sqlite3";
import { expect, it } from "vitest";
import { prisma } from "~/db.server";
import { createUser } from "./helpers";

const run = promisify(execFile);

it("npm run backup writes a consistent, complete copy of the live database", async () => {
  const user = await createUser();
  const out = fs.mkdtempSync(path.join(os.tmpdir(), "backup-test-"));
  const { stdout } = await run("node_modules/.bin/tsx", ["scripts/backup.ts", "--out", out], { env: { ...process.env } });
  expect(stdout).toMatch(/integrity ok/);
  const files = fs.readdirSync(out).filter((f) => /^store-.*\.db$/.test(f));
  expect(files).toHaveLength(1);
  const copy = new Database(path.join(out, files[0]), { readonly: true });
  try {
    const users = (copy.prepare('SELECT COUNT(*) AS n FROM "User"').get() as { n: number }).n;
    expect(users).toBe(await prisma.user.count());
    expect(copy.prepare('SELECT email FROM "User" WHERE id = ?').get(user.id)).toEqual({ email: user.email });
  } finally {
    copy.close();
    fs.rmSync(out, { recursive: true, force: true });
  }
}, 30_000);
