// Column values as better-sqlite3 answers them on the committed-reads connection (db.server.ts
// committedStatement), turned into what Prisma would give: reads that skip Prisma's engine on the
// hot path (decision 0033) hand the same shapes to the code after them.

/** An INTEGER column (a BigInt when the connection reads safe integers). */
export type SqlInt = number | bigint;

/** A DateTime column: ISO text (what Prisma writes) or epoch milliseconds. */
export type SqlDateValue = string | SqlInt;

export const sqlDate = (value: SqlDateValue): Date => new Date(typeof value === "string" ? value : Number(value));

export const sqlDateOrNull = (value: SqlDateValue | null): Date | null => (value === null ? null : sqlDate(value));

export const sqlIntOrNull = (value: SqlInt | null): number | null => (value === null ? null : Number(value));

/** A Boolean column (0 or 1). */
export const sqlBool = (value: SqlInt | boolean): boolean => Boolean(Number(value));
