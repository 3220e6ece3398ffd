import { Prisma } from "@prisma/client";
import nodemailer from "nodemailer";
import { prisma } from "~/db.server";
import { getEnv } from "~/utils/env.server";
import { getShop } from "~/utils/shop.server";

// Every e-mail goes through the outbox table (DECISIONS 3.7). With SMTP_URL
// set, deliverOutbox() sends queued mail; without it messages are kept as
// "stored" for admins to read, so nothing is lost when no mail server exists.

export type OutgoingEmail = {
  to: string;
  subject: string;
  template: string;
  text: string;
  html?: string;
  payload?: Record<string, unknown>;
  /** The same dedupeKey is queued once only (e.g. "shipping:<orderId>"). */
  dedupeKey?: string;
};

type Db = Pick<typeof prisma, "emailOutbox">;

export async function queueEmail(email: OutgoingEmail, db: Db = prisma) {
  const status = getEnv().SMTP_URL ? "queued" : "stored";
  const data = {
    to: email.to,
    subject: email.subject,
    template: email.template,
    text: email.text,
    html: email.html ?? null,
    payload: JSON.stringify(email.payload ?? {}),
    dedupeKey: email.dedupeKey ?? null,
    status,
  };
  if (email.dedupeKey) {
    return db.emailOutbox.upsert({ where: { dedupeKey: email.dedupeKey }, create: data, update: {} });
  }
  return db.emailOutbox.create({ data });
}

let transporter: nodemailer.Transporter | undefined;

/** Sends up to `batch` queued messages; failures are retried up to 5 times. */
export async function deliverOutbox(batch = 20) {
  const { SMTP_URL, MAIL_FROM } = getEnv();
  if (!SMTP_URL) return 0;
  transporter ??= nodemailer.createTransport(SMTP_URL);
  const queued = await prisma.emailOutbox.findMany({
    where: { status: "queued", attempts: { lt: 5 } },
    orderBy: { createdAt: "asc" },
    take: batch,
  });
  let sent = 0;
  for (const message of queued) {
    try {
      await transporter.sendMail({ from: MAIL_FROM, to: message.to, subject: message.subject, text: message.text, html: message.html ?? undefined });
      await prisma.emailOutbox.update({ where: { id: message.id }, data: { status: "sent", sentAt: new Date(), attempts: { increment: 1 } } });
      sent++;
    } catch (error) {
      const attempts = message.attempts + 1;
      await prisma.emailOutbox.update({
        where: { id: message.id },
        data: { attempts, lastError: String((error as Error).message).slice(0, 500), status: attempts >= 5 ? "failed" : "queued" },
      });
    }
  }
  return sent;
}

// ---------------------------------------------------------------- templates

export function passwordResetEmail(to: string, firstName: string, link: string, minutes: number): OutgoingEmail {
  const shop = getShop();
  return {
    to,
    subject: `Reset your ${shop.name} password`,
    template: "password-reset",
    payload: { firstName, link, minutes },
    text: [
      `Hello ${firstName},`,
      "",
      `Someone asked to reset the password of your ${shop.name} account.`,
      `Open this link within ${minutes} minutes to choose a new password:`,
      link,
      "",
      "If it was not you, ignore this e-mail: your password stays as it is.",
      "",
      `${shop.name}, ${shop.phone}`,
    ].join("\n"),
  };
}

export function welcomeEmail(to: string, firstName: string): OutgoingEmail {
  const shop = getShop();
  return {
    to,
    subject: `Welcome to ${shop.name}`,
    template: "welcome",
    payload: { firstName },
    text: `Hello ${firstName},\n\nThank you for creating an account at ${shop.name}. Happy shopping!\n\n${shop.name}, ${shop.phone}`,
  };
}

// ---------------------------------------------------------------- the admin outbox screen

export const OUTBOX_STATUSES = ["queued", "sent", "failed", "stored"] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];
export const OUTBOX_PAGE_SIZE = 20;
export const OUTBOX_PREVIEW_CHARS = 160;
export const OUTBOX_NOT_FOUND = "E-mail not found";

export function isOutboxStatus(value: unknown): value is OutboxStatus {
  return typeof value === "string" && (OUTBOX_STATUSES as readonly string[]).includes(value);
}

export type OutboxRow = {
  id: string;
  to: string;
  subject: string;
  template: string;
  status: string;
  attempts: number;
  lastError: string | null;
  createdAt: string;
  sentAt: string | null;
  /** The first OUTBOX_PREVIEW_CHARS characters of the text body, whitespace collapsed. */
  preview: string;
};

export type OutboxEmail = Omit<OutboxRow, "preview"> & {
  text: string;
  /** The HTML alternative as stored (shown escaped, never rendered). */
  html: string | null;
  payload: string;
  dedupeKey: string | null;
};

export type OutboxFilters = { page?: number; limit?: number; status?: OutboxStatus | null; template?: string | null; search?: string | null };

function previewOf(text: string) {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length > OUTBOX_PREVIEW_CHARS ? `${flat.slice(0, OUTBOX_PREVIEW_CHARS - 1)}…` : flat;
}

/**
 * Every queued, sent, failed or stored e-mail, newest first, a page at a time.
 * The preview is cut in SQL (substr), so a page never reads whole bodies.
 */
export async function listOutbox({ page = 1, limit = OUTBOX_PAGE_SIZE, status, template, search }: OutboxFilters = {}) {
  const term = search?.trim().toLowerCase();
  const where = {
    ...(status ? { status } : {}),
    ...(template ? { template } : {}),
    ...(term ? { to: { contains: term } } : {}),
  };
  const [total, rows, byStatus, templates] = await Promise.all([
    prisma.emailOutbox.count({ where }),
    prisma.emailOutbox.findMany({
      where,
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      skip: (page - 1) * limit,
      take: limit,
      select: { id: true, to: true, subject: true, template: true, status: true, attempts: true, lastError: true, createdAt: true, sentAt: true },
    }),
    prisma.emailOutbox.groupBy({ by: ["status"], _count: { _all: true } }),
    prisma.emailOutbox.groupBy({ by: ["template"], orderBy: { template: "asc" } }),
  ]);
  // The bodies' first characters only, for this page's ids.
  const previews = rows.length
    ? await prisma.$queryRaw<Array<{ id: string; head: string }>>`
        SELECT "id", substr("text", 1, ${OUTBOX_PREVIEW_CHARS * 2}) AS "head" FROM "EmailOutbox" WHERE "id" IN (${Prisma.join(rows.map((r) => r.id))})`
    : [];
  const headById = new Map(previews.map((p) => [p.id, p.head]));
  const counts = Object.fromEntries(OUTBOX_STATUSES.map((s) => [s, 0])) as Record<OutboxStatus, number>;
  let all = 0;
  for (const g of byStatus) {
    all += g._count._all;
    if (isOutboxStatus(g.status)) counts[g.status] += g._count._all;
  }
  const pages = Math.ceil(total / limit);
  return {
    emails: rows.map(
      (r): OutboxRow => ({
        ...r,
        createdAt: r.createdAt.toISOString(),
        sentAt: r.sentAt?.toISOString() ?? null,
        preview: previewOf(headById.get(r.id) ?? ""),
      }),
    ),
    pagination: { page, limit, total, pages, hasNext: page < pages, hasPrev: page > 1 },
    counts: { ...counts, total: all },
    templates: templates.map((t) => t.template),
  };
}

/** One outbox e-mail with its full bodies; null when unknown. */
export async function getOutboxEmail(id: string): Promise<OutboxEmail | null> {
  if (!id) return null;
  const row = await prisma.emailOutbox.findUnique({ where: { id } });
  if (!row) return null;
  return {
    id: row.id,
    to: row.to,
    subject: row.subject,
    template: row.template,
    status: row.status,
    attempts: row.attempts,
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
    text: row.text,
    html: row.html,
    payload: row.payload,
    dedupeKey: row.dedupeKey,
  };
}
