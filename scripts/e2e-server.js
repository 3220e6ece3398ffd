// The Playwright web server: a fresh, seeded database for every run, then the
// production server from the current build.
import { execFileSync, spawn } from "node:child_process";
import fs from "node:fs";

const file = (process.env.DATABASE_URL || "").replace(/^file:/, "");
if (!file.includes("tests/.data")) throw new Error(`Refusing to reset ${file}: e2e databases live in tests/.data`);
fs.mkdirSync("tests/.data", { recursive: true });
for (const suffix of ["", "-wal", "-shm", "-journal"]) fs.rmSync(file + suffix, { force: true });

execFileSync("node_modules/.bin/tsx", ["scripts/setup.ts"], { stdio: "inherit", env: process.env });
const server = spawn(process.execPath, ["server.js"], { stdio: "inherit", env: process.env });
for (const signal of ["SIGTERM", "SIGINT"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
