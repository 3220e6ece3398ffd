import type BetterSqlite3 from "better-sqlite3";
import { committedStatement, getRawConnection, onCommittedWrite, prisma } from "~/db.server";

// An in-process cache for figures and lists that many requests read and few
// writes change: the catalogue lists and the admin dashboard and analytics.
// Every entry remembers the "DataVersion" it was computed at; triggers bump
// that version on any write to orders, order lines, users, products,
// categories and subcategories (migration 20261121040000), so an entry is
// never served after the data under it changed. Entries also live at most
// one time slot (default a minute), for results that depend on "now".

const MAX_ENTRIES = 500;
const cache = new Map<string, { version: number | string; slot: number; value: unknown }>();

// The versions are read on every page-cache hit and every cached list, so they are held in memory
// (issue 15 section 2): re-read from SQLite (a prepared statement on a read-only connection of
// its own, about 15 us, never Prisma) after this process commits a write (db.server.ts tells us),
// and otherwise at most every RECHECK_MS, for writes made by another process (a second server,
// a script, the admin CLI): those reach the page cache up to RECHECK_MS late (decision 0028).
// Being a connection of its own, it sees committed writes only: a version bumped inside a
// transaction that is still open (or is rolled back) is never read, so no entry is ever labelled
// with a version whose data it may not show. It is opened on the file Prisma's connection uses.
//
// Rows: 1 every order, user and catalogue write (the admin figures); 2 what a catalogue page
// shows (migration 20261126000200, narrowed by 20261128000300: a stock change only when it
// crosses what a page shows); 3 every change of a stock figure (the API answers carry exact stock).
const RECHECK_MS = Math.max(0, Number(process.env.DATA_VERSION_RECHECK_MS ?? 100));
type Versions = { data: number; catalog: number; stock: number };
const VERSIONS_SQL = `SELECT "id", "version" FROM "DataVersion" WHERE "id" IN (1, 2, 3)`;
let versionStatement: BetterSqlite3.Statement<unknown[], { id: number; version: number | bigint }> | null = null;
let known: Versions | null = null;
let readAt = 0;
onCommittedWrite(() => {
  known = null;
});

function readVersions(statement: NonNullable<typeof versionStatement>): Versions {
  const versions: Versions = { data: 0, catalog: 0, stock: 0 };
  for (const row of statement.all()) {
    if (row.id === 1) versions.data = Number(row.version);
    else if (row.id === 2) versions.catalog = Number(row.version);
    else if (row.id === 3) versions.stock = Number(row.version);
  }
  return versions;
}

/** The versions held in memory if they may be used now (no SQLite read), else null. */
export function versionsIfKnown(now = Date.now()): Versions | null {
  if (known && now - readAt < RECHECK_MS) return known;
  if (!versionStatement) return null;
  known = readVersions(versionStatement);
  readAt = now;
  return known;
}

async function versions(): Promise<Versions> {
  const ready = versionsIfKnown();
  if (ready) return ready;
  const file = (await getRawConnection()).name; // connects Prisma if nothing has yet
  if (!file || file === ":memory:") {
    const rows = await prisma.$queryRawUnsafe<Array<{ id: number; version: number | bigint }>>(VERSIONS_SQL);
    return readVersions({ all: () => rows } as unknown as NonNullable<typeof versionStatement>);
  }
  versionStatement ??= committedStatement<{ id: number; version: number | bigint }>(VERSIONS_SQL);
  return versionStatement ? versionsIfKnown()! : readVersions({ all: () => [] } as unknown as NonNullable<typeof versionStatement>);
}

export async function dataVersion(): Promise<number> {
  return (await versions()).data;
}

/**
 * The version of what a public page can show (row 2: products, categories, subcategories, reviews,
 * reviewers' names, settings; a stock change only when a page shows it). The page cache keys pages
 * on it, so sign-ins and orders do not empty it (migrations 20261126000200, 20261128000300).
 */
export async function catalogVersion(): Promise<number> {
  return (await versions()).catalog;
}

/**
 * The version for an answer that carries exact stock figures (the JSON API): it changes whenever
 * the catalogue version or any stock figure does. Both rows only ever grow, so their sum changes
 * exactly when one of them does.
 */
export async function exactCatalogVersion(): Promise<number> {
  const { catalog, stock } = await versions();
  return catalog + stock;
}

export async function cachedByDataVersion<T>(
  key: string,
  compute: () => Promise<T>,
  { now = new Date(), slotMs = 60_000, catalogOnly = false }: { now?: Date; slotMs?: number; catalogOnly?: boolean } = {},
): Promise<T> {
  // Benchmarks that measure the queries themselves turn the cache off.
  if (process.env.DATA_CACHE_DISABLED === "1") return compute();
  // catalogOnly: the value shows only what the catalogue version follows (not orders, users or exact stock).
  const version = catalogOnly ? `c${await catalogVersion()}` : await dataVersion();
  const slot = Math.floor(now.getTime() / slotMs);
  const hit = cache.get(key);
  if (hit && hit.version === version && hit.slot === slot) return hit.value as T;
  const value = await compute();
  if (cache.size >= MAX_ENTRIES) cache.clear();
  cache.set(key, { version, slot, value });
  return value;
}
