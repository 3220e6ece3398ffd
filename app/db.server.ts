import { PrismaBetterSQLite3 } from "@prisma/adapter-better-sqlite3";
import type {
  SqlDriverAdapter,
  SqlMigrationAwareDriverAdapterFactory,
  SqlQuery,
  Transaction,
} from "@prisma/driver-adapter-utils";
import { PrismaClient } from "@prisma/client";
import Database from "better-sqlite3";
import type BetterSqlite3 from "better-sqlite3";

/**
 * One process, one SQLite connection, guarded so no write is ever lost.
 *
 * `@prisma/adapter-better-sqlite3` 6.19 takes its lock only for transactions:
 * a query from another request that runs while an interactive transaction is
 * open executes inside that transaction on the shared connection, and vanishes
 * if it rolls back, after being reported as a success. The guard below makes
 * every statement outside a transaction wait for the open transaction, and
 * starts transactions with BEGIN IMMEDIATE so the write lock is taken up front
 * (no SQLITE_BUSY upgrade failures against a second process such as a backup).
 *
 * Consequence: inside `prisma.$transaction(async (tx) => ...)` use `tx`, never
 * the global `prisma`; a global query there waits for the transaction to end.
 * See docs/decisions/0001-sqlite-adapter-guard.md.
 */

/** A FIFO async mutex: `acquire()` resolves with a release function. */
export class Mutex {
  #tail: Promise<void> = Promise.resolve();

  acquire(): Promise<() => void> {
    let release!: () => void;
    const next = new Promise<void>((resolve) => {
      let released = false;
      release = () => {
        if (released) return;
        released = true;
        resolve();
      };
    });
    const ready = this.#tail.then(() => release);
    this.#tail = this.#tail.then(() => next);
    return ready;
  }

  async run<T>(fn: () => Promise<T>): Promise<T> {
    const release = await this.acquire();
    try {
      return await fn();
    } finally {
      release();
    }
  }
}

export const SQLITE_PRAGMAS = [
  "journal_mode = WAL",
  "busy_timeout = 5000",
  "synchronous = NORMAL",
  "foreign_keys = ON",
  "cache_size = -32000", // 32 MiB page cache
  "temp_store = MEMORY",
] as const;

type WithClient = { client?: BetterSqlite3.Database };

function prepareConnection(adapter: SqlDriverAdapter) {
  const client = (adapter as unknown as WithClient).client;
  if (!client || typeof client.pragma !== "function") {
    throw new Error("Unexpected adapter shape: the better-sqlite3 connection is not reachable; re-check the guard after upgrading Prisma.");
  }
  for (const pragma of SQLITE_PRAGMAS) client.pragma(pragma);
  // The adapter starts transactions with a plain deferred BEGIN; make it IMMEDIATE.
  const prepare = client.prepare.bind(client);
  client.prepare = ((sql: string) => prepare(sql.trim().toUpperCase() === "BEGIN" ? "BEGIN IMMEDIATE" : sql)) as typeof client.prepare;
  return client;
}

function guardTransaction(tx: Transaction, release: () => void): Transaction {
  return {
    provider: tx.provider,
    adapterName: tx.adapterName,
    options: tx.options,
    queryRaw: (q: SqlQuery) => tx.queryRaw(q),
    executeRaw: (q: SqlQuery) => tx.executeRaw(q),
    async commit() {
      try {
        await tx.commit();
      } finally {
        release();
        notifyWrite();
      }
    },
    async rollback() {
      try {
        await tx.rollback();
      } finally {
        release();
      }
    },
  };
}

// Told after every statement that may have changed data has committed in this process (a
// statement outside a transaction that is not a SELECT, or a transaction's COMMIT): the page
// cache re-reads its data versions then, instead of on every hit (utils/data-cache.server.ts).
const writeListeners = new Set<() => void>();
export function onCommittedWrite(listener: () => void): () => void {
  writeListeners.add(listener);
  return () => writeListeners.delete(listener);
}
const notifyWrite = () => {
  for (const listener of writeListeners) listener();
};
const READ_ONLY = /^\s*SELECT\b/i;
async function notifyingWrite<T>(sql: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } finally {
    if (!READ_ONLY.test(sql)) notifyWrite();
  }
}

export function guardAdapter(inner: SqlDriverAdapter): SqlDriverAdapter & { raw: BetterSqlite3.Database } {
  const raw = prepareConnection(inner);
  const lock = new Mutex();
  return {
    provider: inner.provider,
    adapterName: inner.adapterName,
    raw,
    queryRaw: (q) => lock.run(() => notifyingWrite(q.sql, () => inner.queryRaw(q))),
    executeRaw: (q) => lock.run(() => notifyingWrite(q.sql, () => inner.executeRaw(q))),
    executeScript: (s) => lock.run(() => notifyingWrite("", () => inner.executeScript(s))),
    async startTransaction(isolationLevel) {
      const release = await lock.acquire();
      try {
        return guardTransaction(await inner.startTransaction(isolationLevel), release);
      } catch (error) {
        release();
        throw error;
      }
    },
    getConnectionInfo: inner.getConnectionInfo?.bind(inner),
    dispose: () => lock.run(() => inner.dispose()),
  };
}

export class GuardedSQLiteFactory implements SqlMigrationAwareDriverAdapterFactory {
  readonly provider = "sqlite" as const;
  readonly adapterName: string;
  /** This factory's connection once Prisma has connected (each client has its own). */
  raw: BetterSqlite3.Database | undefined;
  #inner: PrismaBetterSQLite3;
  constructor(url: string) {
    this.#inner = new PrismaBetterSQLite3({ url });
    this.adapterName = this.#inner.adapterName;
  }
  async connect() {
    const adapter = guardAdapter(await this.#inner.connect());
    this.raw = adapter.raw;
    return adapter;
  }
  async connectToShadowDb() {
    return guardAdapter(await this.#inner.connectToShadowDb());
  }
}

export function createPrismaClient(url = process.env.DATABASE_URL ?? "file:./prisma/data.db", factory = new GuardedSQLiteFactory(url)) {
  return new PrismaClient({
    adapter: factory,
    // Every statement queues behind the one connection's lock, so under load a
    // transaction may wait longer than Prisma's 2 s default to start.
    transactionOptions: { maxWait: 15_000, timeout: 20_000 },
  });
}

// One client per process; kept on globalThis so dev rebuilds do not open more connections.
const globalForPrisma = globalThis as unknown as { __prisma?: PrismaClient; __prismaFactory?: GuardedSQLiteFactory };
const primaryFactory = (globalForPrisma.__prismaFactory ??= new GuardedSQLiteFactory(process.env.DATABASE_URL ?? "file:./prisma/data.db"));
export const prisma: PrismaClient = globalForPrisma.__prisma ?? createPrismaClient(undefined, primaryFactory);
globalForPrisma.__prisma = prisma;

/**
 * The underlying better-sqlite3 connection, for the few things Prisma cannot
 * express (FTS5 search, online backup). Resolves once Prisma has connected.
 * Statements run here bypass the guard: use it for reads or from inside `withRawLock`.
 */
export async function getRawConnection(): Promise<BetterSqlite3.Database> {
  // The process's own client's connection: another client (a test's, a script's) never stands in for it.
  if (!primaryFactory.raw?.open) await prisma.$connect();
  if (!primaryFactory.raw?.open) throw new Error("SQLite connection not open");
  return primaryFactory.raw;
}

/** The raw connection if Prisma has opened it, else undefined (for synchronous reads of tiny rows, e.g. shop settings). */
export function rawConnectionIfOpen(): BetterSqlite3.Database | undefined {
  return primaryFactory.raw?.open ? primaryFactory.raw : undefined;
}


// ---------------------------------------------------------------- committed reads

/**
 * A read-only connection of its own on the file Prisma's connection uses, for the few reads every
 * personal page makes (session and user, cart and wishlist counts) and the page cache's data
 * versions: a prepared better-sqlite3 statement costs a few microseconds where Prisma's
 * JavaScript engine costs a fraction of a millisecond (issue 15 section 1). Being another
 * connection, it sees committed data only, never the inside of a transaction still open on the
 * shared one. Null for an in-memory database or before Prisma has connected (callers fall back
 * to Prisma).
 */
let committedReader: BetterSqlite3.Database | null | undefined;
const readerStatements = new Map<string, BetterSqlite3.Statement>();

export function committedStatement<Row = unknown>(sql: string): BetterSqlite3.Statement<unknown[], Row> | null {
  if (committedReader === undefined) {
    const raw = rawConnectionIfOpen();
    if (!raw) return null;
    const file = raw.name;
    if (!file || file === ":memory:") committedReader = null;
    else {
      committedReader = new Database(file, { readonly: true, fileMustExist: true });
      committedReader.pragma("busy_timeout = 5000");
    }
  }
  if (!committedReader) return null;
  let statement = readerStatements.get(sql);
  if (!statement) {
    statement = committedReader.prepare(sql);
    readerStatements.set(sql, statement);
  }
  return statement as BetterSqlite3.Statement<unknown[], Row>;
}
