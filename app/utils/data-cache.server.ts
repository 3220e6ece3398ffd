import Database from "better-sqlite3";
import type BetterSqlite3 from "better-sqlite3";
import { getRawConnection, prisma } from "~/db.server";

// An in-process cache for figures and lists that many requests read and few
// writes change: the catalogue lists and the admin dashboard and analytics.
// Every entry remembers the "DataVersion" it was computed at; triggers bump
// that version on any write to orders, order lines, users, products,
// categories and subcategories (migration 20261121040000), so an entry is
// never served after the data under it changed. Entries also live at most
// one time slot (default a minute), for results that depend on "now".

const MAX_ENTRIES = 500;
const cache = new Map<string, { version: number; slot: number; value: unknown }>();

// The versions are read on every page-cache hit and every cached list, so they skip Prisma (about
// 0.3-0.8 ms a query) for a prepared statement on a read-only connection of their own (about
// 15 us). Being a connection of its own, it sees committed writes only: a version bumped inside a
// transaction that is still open (or is rolled back) is never read, so no entry is ever labelled
// with a version whose data it may not show. It is opened on the file Prisma's connection uses.
let versionStatement: BetterSqlite3.Statement<[number], { version: number | bigint }> | null = null;

async function readVersion(id: 1 | 2): Promise<number> {
  if (!versionStatement) {
    const file = (await getRawConnection()).name;
    if (!file || file === ":memory:") {
      const [row] = await prisma.$queryRawUnsafe<Array<{ version: number | bigint }>>(`SELECT "version" FROM "DataVersion" WHERE "id" = ?`, id);
      return Number(row?.version ?? 0);
    }
    const reader = new Database(file, { readonly: true, fileMustExist: true });
    reader.pragma("busy_timeout = 5000");
    versionStatement = reader.prepare(`SELECT "version" FROM "DataVersion" WHERE "id" = ?`);
  }
  return Number(versionStatement.get(id)?.version ?? 0);
}

export function dataVersion(): Promise<number> {
  return readVersion(1);
}

/**
 * The version of what a public page can show (row 2: products, categories, subcategories, reviews,
 * reviewers' names; migration 20261126000200). The page cache keys on it, so sign-ins and orders do
 * not empty it (a sale still does when it changes a product's stock).
 */
export function catalogVersion(): Promise<number> {
  return readVersion(2);
}

export async function cachedByDataVersion<T>(key: string, compute: () => Promise<T>, { now = new Date(), slotMs = 60_000 } = {}): Promise<T> {
  // Benchmarks that measure the queries themselves turn the cache off.
  if (process.env.DATA_CACHE_DISABLED === "1") return compute();
  const version = await dataVersion();
  const slot = Math.floor(now.getTime() / slotMs);
  const hit = cache.get(key);
  if (hit && hit.version === version && hit.slot === slot) return hit.value as T;
  const value = await compute();
  if (cache.size >= MAX_ENTRIES) cache.clear();
  cache.set(key, { version, slot, value });
  return value;
}
