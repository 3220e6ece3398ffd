import { spawn } from "node:child_process";
import path from "node:path";
import readline from "node:readline";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { prisma } from "~/db.server";
import {
  LEASE_EXPIRED_ERROR,
  LEASE_MS,
  MAX_ATTEMPTS,
  RETRY_DELAYS_MS,
  classifySmtpError,
  deliverOutbox,
} from "~/models/email-delivery.server";
import { getOutboxEmail, listOutbox, passwordResetEmail, queueEmail } from "~/models/email.server";
import { getEnv, resetEnvCache } from "~/utils/env.server";
import { uniqueEmail } from "./helpers";
import { startSmtpServer, type TestSmtpServer } from "./smtp";

// The outbox worker against a real SMTP server on a loopback port, started
// here (smtp-server): a delivery, refusals (5xx: failed at once; 4xx: retried
// after the backoff), a connection dropped in the middle of the message, a
// worker that died holding its lease, and two worker processes racing over
// the same outbox (each message delivered exactly once).

let smtp: TestSmtpServer;
const savedSmtpUrl = process.env.SMTP_URL;

beforeAll(async () => {
  smtp = await startSmtpServer();
  process.env.SMTP_URL = smtp.url;
  resetEnvCache();
});

afterAll(async () => {
  await smtp.close();
  if (savedSmtpUrl === undefined) delete process.env.SMTP_URL;
  else process.env.SMTP_URL = savedSmtpUrl;
  resetEnvCache();
});

beforeEach(async () => {
  // Each case starts with an empty outbox and a server that takes everything.
  await prisma.emailOutbox.deleteMany({});
  smtp.received.length = 0;
  smtp.setMode({ kind: "accept" });
});

/** A clock that stands still until moved. */
function clock(start = new Date("2026-11-26T09:00:00.000Z")) {
  let t = start.getTime();
  return {
    now: () => new Date(t),
    set: (ms: number) => {
      t = start.getTime() + ms;
    },
  };
}

async function queueOne(subject = `Order update ${Math.random().toString(36).slice(2, 8)}`) {
  const to = uniqueEmail("mail");
  const row = await queueEmail({ to, subject, template: "test", text: `Hello,\n\nYour order is on its way.\n\n${subject}` });
  return { id: row.id, to, subject };
}

const row = (id: string) => prisma.emailOutbox.findUniqueOrThrow({ where: { id } });

describe("a delivery", () => {
  it("hands the message to the server with its To, Subject and body, and marks it sent", async () => {
    expect(getEnv().SMTP_URL).toBe(smtp.url);
    const to = uniqueEmail("asha");
    const link = "https://suratethnic.in/reset-password?token=abcdefghijklmnopqrstuvwxyz0123456789abcdefghijklmnopqrstuvwxyz";
    const queued = await queueEmail(passwordResetEmail(to, "Asha", link, 30));
    expect(queued.status).toBe("queued");

    const report = await deliverOutbox();
    expect(report).toMatchObject({ claimed: 1, sent: 1, retrying: 0, failed: 0, sentIds: [queued.id] });

    expect(smtp.received).toHaveLength(1);
    const mail = smtp.received[0];
    expect(mail.rcptTo).toEqual([to]);
    expect(mail.mailFrom).toBe("orders@suratethnic.in");
    expect(mail.headers.get("to")).toBe(to);
    expect(mail.headers.get("message-id")).toBe(`<${queued.id}@suratethnic.in>`);
    expect(mail.headers.get("subject")).toBe(queued.subject);
    expect(mail.headers.get("subject")).toMatch(/^Reset your .+ password$/);
    expect(mail.text).toBe(queued.text.replace(/\n/g, "\r\n"));
    expect(mail.text).toContain(link);
    expect(mail.text).toContain("Hello Asha,");

    const after = await row(queued.id);
    expect(after).toMatchObject({ status: "sent", attempts: 1, lastError: null, claimToken: null, claimedUntil: null, nextAttemptAt: null });
    expect(after.sentAt).toBeInstanceOf(Date);
    expect(after.lastAttemptAt).toBeInstanceOf(Date);

    // Sent is final: the next rounds send nothing.
    expect((await deliverOutbox()).claimed).toBe(0);
    expect(smtp.received).toHaveLength(1);
    expect(smtp.attempts()).toBeGreaterThanOrEqual(1);
  });

  it("sends the HTML alternative with the text part", async () => {
    const to = uniqueEmail("html");
    const queued = await queueEmail({ to, subject: "With HTML", template: "test", text: "Plain words", html: "<p>Plain <b>words</b></p>" });
    await deliverOutbox();
    const mail = smtp.received.find((m) => m.rcptTo.includes(to))!;
    expect(mail.headers.get("content-type")).toMatch(/^multipart\/alternative/);
    expect(mail.text).toBe("Plain words");
    expect(mail.raw).toContain("<p>Plain <b>words</b></p>");
    expect((await row(queued.id)).status).toBe("sent");
  });
});

describe("a server that refuses", () => {
  it("a permanent refusal (550 at RCPT TO) fails the message at once and it is never tried again", async () => {
    const c = clock();
    const { id } = await queueOne();
    smtp.setMode({ kind: "refuse-rcpt", code: 550, text: "5.1.1 Mailbox does not exist" });
    const before = smtp.attempts();

    const report = await deliverOutbox({ now: c.now });
    expect(report).toMatchObject({ claimed: 1, sent: 0, retrying: 0, failed: 1 });
    const after = await row(id);
    expect(after).toMatchObject({ status: "failed", attempts: 1, nextAttemptAt: null, claimToken: null, claimedUntil: null, sentAt: null });
    expect(after.lastError).toContain("550");
    expect(after.lastError).toContain("Mailbox does not exist");

    // Hours later, with a server that would take it: still failed, no new attempt.
    smtp.setMode({ kind: "accept" });
    c.set(3 * 60 * 60_000);
    expect((await deliverOutbox({ now: c.now })).claimed).toBe(0);
    expect(smtp.attempts()).toBe(before + 1);
    expect(smtp.received).toHaveLength(0);
  });

  it("a permanent refusal after the message (554 at the end of DATA) fails it at once", async () => {
    const { id } = await queueOne();
    smtp.setMode({ kind: "refuse-data", code: 554, text: "5.7.1 Message rejected as spam" });
    await deliverOutbox();
    const after = await row(id);
    expect(after).toMatchObject({ status: "failed", attempts: 1, nextAttemptAt: null });
    expect(after.lastError).toContain("554");
  });

  it("a temporary refusal (451) is retried after 1 min, not at the next 30 s tick, and then delivered", async () => {
    const c = clock();
    const { id, to, subject } = await queueOne();
    smtp.setMode({ kind: "refuse-rcpt", code: 451, text: "4.7.1 Greylisted, try again later" });
    const before = smtp.attempts();

    expect(await deliverOutbox({ now: c.now })).toMatchObject({ claimed: 1, retrying: 1, failed: 0 });
    let after = await row(id);
    expect(after).toMatchObject({ status: "queued", attempts: 1, claimToken: null, claimedUntil: null });
    expect(after.lastError).toContain("451");
    expect(after.nextAttemptAt?.toISOString()).toBe(new Date(c.now().getTime() + RETRY_DELAYS_MS[0]).toISOString());

    // The next tick, 30 s later: not due yet, the server hears nothing.
    smtp.setMode({ kind: "accept" });
    c.set(30_000);
    expect((await deliverOutbox({ now: c.now })).claimed).toBe(0);
    expect(smtp.attempts()).toBe(before + 1);

    // Once the minute has passed: the second attempt delivers it.
    c.set(RETRY_DELAYS_MS[0]);
    expect(await deliverOutbox({ now: c.now })).toMatchObject({ claimed: 1, sent: 1 });
    after = await row(id);
    expect(after).toMatchObject({ status: "sent", attempts: 2, nextAttemptAt: null });
    expect(after.lastError).toContain("451"); // the history of the first attempt stays readable
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0].rcptTo).toEqual([to]);
    expect(smtp.received[0].headers.get("subject")).toBe(subject);
  });

  it("keeps refusing: waits 1 min, 5 min, 30 min, 2 h between the five attempts, then fails", async () => {
    const c = clock();
    const { id } = await queueOne();
    smtp.setMode({ kind: "refuse-rcpt", code: 421, text: "4.3.2 Service shutting down" });
    const before = smtp.attempts();
    let elapsed = 0;
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      c.set(elapsed);
      expect((await deliverOutbox({ now: c.now })).claimed).toBe(1);
      const after = await row(id);
      expect(after.attempts).toBe(attempt);
      if (attempt < MAX_ATTEMPTS) {
        const wait = RETRY_DELAYS_MS[attempt - 1];
        expect(after.status).toBe("queued");
        expect(after.nextAttemptAt!.getTime() - c.now().getTime()).toBe(wait);
        // One millisecond early: nothing happens.
        c.set(elapsed + wait - 1);
        expect((await deliverOutbox({ now: c.now })).claimed).toBe(0);
        elapsed += wait;
      } else {
        expect(after).toMatchObject({ status: "failed", nextAttemptAt: null });
      }
    }
    expect(RETRY_DELAYS_MS).toEqual([60_000, 300_000, 1_800_000, 7_200_000]);
    expect(smtp.attempts()).toBe(before + MAX_ATTEMPTS);
    c.set(elapsed + 24 * 60 * 60_000);
    expect((await deliverOutbox({ now: c.now })).claimed).toBe(0);
  });
});

describe("a connection dropped in the middle of the message", () => {
  it("counts as a temporary failure: retried after the backoff and delivered once", async () => {
    const c = clock();
    const { id, to } = await queueOne();
    smtp.setMode({ kind: "drop" });

    expect(await deliverOutbox({ now: c.now })).toMatchObject({ claimed: 1, sent: 0, retrying: 1 });
    const after = await row(id);
    expect(after).toMatchObject({ status: "queued", attempts: 1, claimToken: null });
    expect(after.lastError).toMatch(/connection|closed|socket/i);
    expect(after.nextAttemptAt!.getTime()).toBe(c.now().getTime() + RETRY_DELAYS_MS[0]);
    expect(smtp.received).toHaveLength(0);

    smtp.setMode({ kind: "accept" });
    c.set(RETRY_DELAYS_MS[0]);
    expect(await deliverOutbox({ now: c.now })).toMatchObject({ sent: 1 });
    expect(smtp.received.map((m) => m.rcptTo)).toEqual([[to]]);
    expect(smtp.received[0].headers.get("message-id")).toBe(`<${id}@suratethnic.in>`);
    expect((await row(id)).status).toBe("sent");
  });

  it("a server that is not listening is temporary too", async () => {
    const c = clock();
    const { id } = await queueOne();
    const closed = await startSmtpServer();
    await closed.close();
    await deliverOutbox({ smtpUrl: closed.url, now: c.now });
    const after = await row(id);
    expect(after).toMatchObject({ status: "queued", attempts: 1 });
    expect(after.lastError).toMatch(/ECONNREFUSED|connect/i);
  });
});

describe("the lease", () => {
  it("a message another worker holds is left alone; once its lease runs out (the worker died) it is sent", async () => {
    const c = clock();
    const { id } = await queueOne();
    // A worker claimed it (one attempt counted) and died before it could write the outcome.
    await prisma.emailOutbox.update({
      where: { id },
      data: { claimToken: "dead-worker", claimedUntil: new Date(c.now().getTime() + LEASE_MS), attempts: 1, lastAttemptAt: c.now() },
    });

    c.set(LEASE_MS - 1);
    expect((await deliverOutbox({ now: c.now })).claimed).toBe(0);
    expect(smtp.received).toHaveLength(0);

    c.set(LEASE_MS);
    expect(await deliverOutbox({ now: c.now })).toMatchObject({ claimed: 1, sent: 1 });
    expect(await row(id)).toMatchObject({ status: "sent", attempts: 2, claimToken: null, claimedUntil: null });
    expect(smtp.received).toHaveLength(1);
  });

  it("a lease that runs out on the last attempt fails the message", async () => {
    const c = clock();
    const { id } = await queueOne();
    await prisma.emailOutbox.update({
      where: { id },
      data: { claimToken: "dead-worker", claimedUntil: new Date(c.now().getTime() + LEASE_MS), attempts: MAX_ATTEMPTS },
    });
    c.set(LEASE_MS);
    expect((await deliverOutbox({ now: c.now })).failed).toBe(1);
    expect(await row(id)).toMatchObject({ status: "failed", lastError: LEASE_EXPIRED_ERROR, claimToken: null, claimedUntil: null });
    expect(smtp.received).toHaveLength(0);
  });

  it("two rounds at once in one process share the work, never a message", async () => {
    const c = clock();
    const { id } = await queueOne();
    // Two calls at once in one process: the claim makes them share the work, never the message.
    const [a, b] = await Promise.all([deliverOutbox({ now: c.now }), deliverOutbox({ now: c.now })]);
    expect(a.claimed + b.claimed).toBe(1);
    expect(a.sent + b.sent).toBe(1);
    expect(await row(id)).toMatchObject({ status: "sent", attempts: 1 });
    expect(smtp.received).toHaveLength(1);
  });
});

describe("two worker processes over the same outbox", () => {
  it("deliver each message exactly once", { timeout: 60_000 }, async () => {
    const COUNT = 12;
    const ids: string[] = [];
    for (let i = 0; i < COUNT; i++) ids.push((await queueOne(`Race message ${i + 1}`)).id);
    // Slow enough that both workers are busy at once.
    smtp.setMode({ kind: "accept", delayMs: 100 });

    const tsx = path.resolve("node_modules/.bin/tsx");
    const script = path.resolve("tests/integration/fixtures/outbox-worker.ts");
    const workers = [0, 1].map(() => {
      const child = spawn(tsx, [script], {
        env: { ...process.env, SMTP_URL: smtp.url, DATABASE_URL: process.env.DATABASE_URL },
        stdio: ["pipe", "pipe", "inherit"],
      });
      const lines = readline.createInterface({ input: child.stdout! });
      const output: string[] = [];
      const ready = new Promise<void>((resolve) => lines.on("line", (line) => (line === "ready" ? resolve() : output.push(line))));
      const done = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
      return { child, ready, done, output };
    });
    await Promise.all(workers.map((w) => w.ready));
    for (const w of workers) w.child.stdin!.write("go\n");
    expect(await Promise.all(workers.map((w) => w.done))).toEqual([0, 0]);

    const results = workers.map((w) => JSON.parse(w.output.at(-1)!) as { claimed: number; sentIds: string[] });
    const all = results.flatMap((r) => r.sentIds);
    expect(all.sort()).toEqual([...ids].sort()); // every message, none twice
    // Both really worked (the race was run, not won by whoever started first).
    expect(results[0].sentIds.length).toBeGreaterThan(0);
    expect(results[1].sentIds.length).toBeGreaterThan(0);

    // The server received each message once.
    const subjects = smtp.received.map((m) => m.headers.get("subject")).sort();
    expect(subjects).toEqual(Array.from({ length: COUNT }, (_, i) => `Race message ${i + 1}`).sort());
    // And each row was claimed once: one attempt each.
    const rows = await prisma.emailOutbox.findMany({ where: { id: { in: ids } } });
    expect(rows.every((r) => r.status === "sent" && r.attempts === 1 && r.claimToken === null)).toBe(true);
  });
});

describe("permanent or temporary", () => {
  it.each([
    [{ responseCode: 550, code: "EENVELOPE", message: "550 no such user" }, true],
    [{ responseCode: 554, code: "EMESSAGE", message: "554 rejected" }, true],
    [{ responseCode: 451, code: "EENVELOPE", message: "451 try later" }, false],
    [{ responseCode: 421, code: "EPROTOCOL", message: "421 shutting down" }, false],
    [{ responseCode: 535, code: "EAUTH", message: "535 bad credentials" }, false],
    [{ code: "ECONNECTION", message: "Connection closed unexpectedly" }, false],
    [{ code: "ETIMEDOUT", message: "Greeting never received" }, false],
    [{ code: "EENVELOPE", message: "No recipients defined" }, true],
    [new Error("something else"), false],
  ])("%o is permanent: %s", (error, permanent) => {
    expect(classifySmtpError(error).permanent).toBe(permanent);
  });

  it("keeps the error short and on one line", () => {
    const failure = classifySmtpError({ responseCode: 550, message: `550 ${"x".repeat(900)}\n  more` });
    expect(failure.error.length).toBe(500);
    expect(failure.error).not.toContain("\n");
  });
});

describe("the outbox screen's data", () => {
  it("gives the attempts, the last error and the next attempt of a queued message", async () => {
    const c = clock(new Date());
    const { id, to } = await queueOne();
    smtp.setMode({ kind: "refuse-rcpt", code: 450, text: "4.2.1 Mailbox busy" });
    await deliverOutbox({ now: c.now });

    const list = await listOutbox({ search: to });
    expect(list.emails).toHaveLength(1);
    const listed = list.emails[0];
    expect(listed).toMatchObject({ id, status: "queued", attempts: 1, claimedUntil: null });
    expect(listed.lastError).toContain("Mailbox busy");
    expect(listed.nextAttemptAt).toBe(new Date(c.now().getTime() + RETRY_DELAYS_MS[0]).toISOString());
    expect(listed.lastAttemptAt).toBe(c.now().toISOString());

    const detail = await getOutboxEmail(id);
    expect(detail).toMatchObject({ attempts: 1, nextAttemptAt: listed.nextAttemptAt, lastError: listed.lastError });
  });

  it("shows a lease only while it lasts, and no next attempt once a message is final", async () => {
    const { id } = await queueOne();
    await prisma.emailOutbox.update({ where: { id }, data: { claimToken: "t", claimedUntil: new Date(Date.now() + LEASE_MS) } });
    expect((await getOutboxEmail(id))?.claimedUntil).not.toBeNull();
    await prisma.emailOutbox.update({ where: { id }, data: { claimedUntil: new Date(Date.now() - 1000) } });
    expect((await getOutboxEmail(id))?.claimedUntil).toBeNull();
    await prisma.emailOutbox.update({ where: { id }, data: { status: "failed", nextAttemptAt: new Date() } });
    expect((await getOutboxEmail(id))?.nextAttemptAt).toBeNull();
  });
});
