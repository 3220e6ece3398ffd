import crypto from "node:crypto";
import type { Prisma, PrismaClient } from "@prisma/client";
import nodemailer from "nodemailer";
import { prisma } from "~/db.server";
import { getEnv } from "~/utils/env.server";

// The outbox worker (docs/decisions/0018-email-delivery.md). With SMTP_URL set,
// a job calls deliverOutbox() every 30 s in each server process. A message is
// sent by the one worker that wins its claim: a single UPDATE ... WHERE the
// message is still queued, due and not leased, which writes a fresh claimToken
// and a lease end (claimedUntil). SQLite runs writes one at a time, so of two
// processes racing for a message exactly one sees "1 row updated"; the other
// moves on. A worker that dies mid-send leaves a lease that expires, and the
// message is tried again then (the claim already counted the attempt).
//
// After a failed attempt the message waits (RETRY_DELAYS_MS) before the next
// one; a permanent refusal (an SMTP 5xx reply) fails it at once; after
// MAX_ATTEMPTS attempts it is failed. Sent or failed, it is never tried again.

export const MAX_ATTEMPTS = 5;
/** The wait after the 1st, 2nd, 3rd and 4th failed attempt; the 5th failure is final. */
export const RETRY_DELAYS_MS = [60_000, 5 * 60_000, 30 * 60_000, 2 * 60 * 60_000] as const;
/** A claim's lease: well beyond the longest send the timeouts below allow (about 2 minutes). */
export const LEASE_MS = 10 * 60_000;
/** Nodemailer waits up to 2 min to connect and 10 min of silence by default; a worker must not hang that long. */
export const SMTP_TIMEOUTS = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 60_000 } as const;
export const LEASE_EXPIRED_ERROR = "The worker stopped during this attempt (its lease expired)";
const ERROR_MAX = 500;

type Db = Pick<PrismaClient, "emailOutbox">;

export type DeliverOptions = {
  /** How many due messages one call looks at (default 20). */
  batch?: number;
  /** Defaults to SMTP_URL; without one nothing is sent. */
  smtpUrl?: string;
  from?: string;
  /** The database client (tests pass a second one to act as another process). */
  db?: Db;
  /** The clock (tests move it forward to reach a retry or a lease's end). */
  now?: () => Date;
};

export type DeliveryReport = {
  /** Messages this worker claimed (each claim is one attempt). */
  claimed: number;
  sent: number;
  /** Failed attempts that will be tried again later. */
  retrying: number;
  /** Messages given up: a permanent refusal, the last attempt, or a lease that expired on the last attempt. */
  failed: number;
  /** Ids of the messages this worker sent. */
  sentIds: string[];
};

export type SmtpFailure = { permanent: boolean; error: string };

/**
 * Permanent or temporary? A 5xx reply (unknown mailbox, rejected by policy) will
 * not change by asking again: the message fails at once. A 4xx reply (greylisting,
 * mailbox busy, server short of resources), a dropped or refused connection and a
 * timeout are temporary. A failed login (EAUTH, 535) is the shop's setting to fix,
 * not the message's fault: it is retried like a temporary error. An address the
 * client itself cannot use (EENVELOPE without a server reply) is permanent.
 */
export function classifySmtpError(error: unknown): SmtpFailure {
  const e = (error ?? {}) as { message?: unknown; code?: unknown; responseCode?: unknown };
  const message = typeof e.message === "string" && e.message ? e.message : String(error);
  const reply = typeof e.responseCode === "number" ? e.responseCode : undefined;
  let permanent: boolean;
  if (e.code === "EAUTH") permanent = false;
  else if (reply !== undefined) permanent = reply >= 500 && reply < 600;
  else permanent = e.code === "EENVELOPE";
  return { permanent, error: message.replace(/\s+/g, " ").trim().slice(0, ERROR_MAX) };
}

/** When the attempt after `attempts` failed attempts may run; null when none is left. */
export function nextAttemptAfter(attempts: number, now: Date): Date | null {
  if (attempts >= MAX_ATTEMPTS) return null;
  const delay = RETRY_DELAYS_MS[Math.max(0, attempts - 1)] ?? RETRY_DELAYS_MS[RETRY_DELAYS_MS.length - 1];
  return new Date(now.getTime() + delay);
}

/** A queued message that may be claimed at `now`: attempts left, its time come, no live lease. */
function claimable(now: Date): Prisma.EmailOutboxWhereInput {
  return {
    status: "queued",
    attempts: { lt: MAX_ATTEMPTS },
    AND: [
      { OR: [{ nextAttemptAt: null }, { nextAttemptAt: { lte: now } }] },
      { OR: [{ claimedUntil: null }, { claimedUntil: { lte: now } }] },
    ],
  };
}

/** `<outbox id@the sender's domain>`: stable for a message across attempts and workers. */
export function messageIdFor(id: string, from: string) {
  const domain = /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? "localhost";
  return `<${id}@${domain}>`;
}

const transports = new Map<string, nodemailer.Transporter>();

function transportFor(url: string) {
  let transport = transports.get(url);
  if (!transport) {
    transport = nodemailer.createTransport({ url, ...SMTP_TIMEOUTS });
    transports.set(url, transport);
  }
  return transport;
}

/**
 * Sends the due queued messages (at most `batch`), each claimed first so that no
 * other worker sends it too. Safe to run in any number of processes at once.
 */
export async function deliverOutbox(options: DeliverOptions = {}): Promise<DeliveryReport> {
  const report: DeliveryReport = { claimed: 0, sent: 0, retrying: 0, failed: 0, sentIds: [] };
  const env = getEnv();
  const smtpUrl = options.smtpUrl ?? env.SMTP_URL;
  if (!smtpUrl) return report;
  const from = options.from ?? env.MAIL_FROM;
  const db = options.db ?? prisma;
  const now = options.now ?? (() => new Date());
  const transport = transportFor(smtpUrl);

  // A lease that ran out on the last attempt: the worker died sending it, and no attempt is left.
  const abandoned = await db.emailOutbox.updateMany({
    where: { status: "queued", attempts: { gte: MAX_ATTEMPTS }, claimedUntil: { lte: now() } },
    data: { status: "failed", lastError: LEASE_EXPIRED_ERROR, claimToken: null, claimedUntil: null, nextAttemptAt: null },
  });
  report.failed += abandoned.count;

  const due = await db.emailOutbox.findMany({
    where: claimable(now()),
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    take: options.batch ?? 20,
    select: { id: true },
  });

  for (const { id } of due) {
    const token = crypto.randomUUID();
    const startedAt = now();
    // The claim: one UPDATE whose WHERE only one worker can satisfy.
    const claim = await db.emailOutbox.updateMany({
      where: { id, ...claimable(startedAt) },
      data: {
        claimToken: token,
        claimedUntil: new Date(startedAt.getTime() + LEASE_MS),
        attempts: { increment: 1 },
        lastAttemptAt: startedAt,
      },
    });
    if (claim.count !== 1) continue; // another worker has it (or sent it already)
    report.claimed++;
    const message = await db.emailOutbox.findUnique({
      where: { id },
      select: { to: true, subject: true, text: true, html: true, attempts: true },
    });
    if (!message) continue;
    try {
      await transport.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html ?? undefined,
        // The same Message-ID on every attempt: a copy sent again after a crash (see LEASE_MS) is recognisably the same message.
        messageId: messageIdFor(id, from),
      });
      await db.emailOutbox.updateMany({
        where: { id, claimToken: token },
        data: { status: "sent", sentAt: now(), claimToken: null, claimedUntil: null, nextAttemptAt: null },
      });
      report.sent++;
      report.sentIds.push(id);
    } catch (error) {
      const failure = classifySmtpError(error);
      const finishedAt = now();
      const next = failure.permanent ? null : nextAttemptAfter(message.attempts, finishedAt);
      await db.emailOutbox.updateMany({
        where: { id, claimToken: token },
        data: { status: next ? "queued" : "failed", lastError: failure.error, nextAttemptAt: next, claimToken: null, claimedUntil: null },
      });
      if (next) report.retrying++;
      else report.failed++;
    }
  }
  return report;
}
