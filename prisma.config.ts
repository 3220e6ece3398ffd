// Prisma CLI configuration. The JS engine with the better-sqlite3 adapter lets
// `generate`, `migrate deploy` and `migrate diff` run without downloading a
// native engine (DECISIONS section 1).
import path from "node:path";
import { defineConfig } from "prisma/config";
import { PrismaBetterSQLite3 } from "@prisma/adapter-better-sqlite3";

const url = process.env.DATABASE_URL ?? "file:./prisma/data.db";
if (!process.env.DATABASE_URL) process.env.DATABASE_URL = url;

export default defineConfig({
  experimental: { adapter: true },
  engine: "js",
  schema: path.join("prisma", "schema.prisma"),
  migrations: { path: path.join("prisma", "migrations") },
  async adapter() {
    return new PrismaBetterSQLite3({ url });
  },
});
