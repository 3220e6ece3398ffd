import { describe, expect, it } from "vitest";
import { prisma } from "~/db.server";

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const user = (email: string) => ({
  data: { email, passwordHash: "x", firstName: "T", lastName: "U" },
});

describe("database guard", () => {
  it("keeps a write made while another request's transaction rolls back", async () => {
    const tx = prisma
      .$transaction(async (t) => {
        await t.user.create(user("inside@x.com"));
        await sleep(200);
        throw new Error("rollback");
      })
      .catch(() => {});
    await sleep(50);
    await prisma.user.create(user("outside@x.com"));
    await tx;

    expect(await prisma.user.findUnique({ where: { email: "outside@x.com" } })).not.toBeNull();
    expect(await prisma.user.findUnique({ where: { email: "inside@x.com" } })).toBeNull();
  });

  it("loses nothing with many concurrent writers around several transactions", async () => {
    const writers = Array.from({ length: 60 }, (_, i) => prisma.user.create(user(`w${i}@x.com`)));
    const transactions = Array.from({ length: 6 }, (_, i) =>
      prisma
        .$transaction(async (t) => {
          await t.user.create(user(`t${i}@x.com`));
          await sleep(10 + i * 5);
          if (i % 2 === 0) throw new Error("rollback");
          await t.user.create(user(`t${i}b@x.com`));
        })
        .then(() => "committed")
        .catch((error: Error) => (error.message === "rollback" ? "rolled back" : `failed: ${error.message}`)),
    );
    const [, outcomes] = await Promise.all([Promise.all(writers), Promise.all(transactions)]);

    const emails = new Set(
      (await prisma.user.findMany({ where: { email: { contains: "@x.com" } }, select: { email: true } })).map(
        (u) => u.email,
      ),
    );
    for (let i = 0; i < 60; i++) expect(emails.has(`w${i}@x.com`)).toBe(true);
    outcomes.forEach((outcome, i) => {
      expect(outcome).toBe(i % 2 === 0 ? "rolled back" : "committed");
      expect(emails.has(`t${i}@x.com`)).toBe(i % 2 === 1);
      expect(emails.has(`t${i}b@x.com`)).toBe(i % 2 === 1);
    });
  });

  it("opens SQLite with WAL, busy_timeout, synchronous=NORMAL and foreign keys", async () => {
    const { getRawConnection } = await import("~/db.server");
    const db = await getRawConnection();
    expect(db.pragma("journal_mode", { simple: true })).toBe("wal");
    expect(Number(db.pragma("busy_timeout", { simple: true }))).toBe(5000);
    expect(Number(db.pragma("synchronous", { simple: true }))).toBe(1); // NORMAL
    expect(Number(db.pragma("foreign_keys", { simple: true }))).toBe(1);
  });

  it("starts transactions with BEGIN IMMEDIATE: the write lock is held before the first write", async () => {
    const Database = (await import("better-sqlite3")).default;
    const other = new Database(process.env.DATABASE_URL!.replace(/^file:/, ""), { timeout: 0 });
    try {
      let otherCouldWrite: boolean | undefined;
      await prisma.$transaction(async (t) => {
        await t.user.count(); // a read only: a deferred BEGIN would hold no write lock yet
        try {
          other.prepare("BEGIN IMMEDIATE").run();
          other.prepare("ROLLBACK").run();
          otherCouldWrite = true;
        } catch (error) {
          otherCouldWrite = (error as { code?: string }).code !== "SQLITE_BUSY";
        }
      });
      expect(otherCouldWrite).toBe(false);
      // And once the transaction ends, the other connection can write again.
      other.prepare("BEGIN IMMEDIATE").run();
      other.prepare("ROLLBACK").run();
    } finally {
      other.close();
    }
  });
});
