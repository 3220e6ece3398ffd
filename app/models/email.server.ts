import { Prisma } from "@prisma/client";
import { prisma } from "~/db.server";
import { getEnv } from "~/utils/env.server";
import { getShop } from "~/utils/shop.server";
import { siteUrl } from "~/utils/urls.server";

// Every e-mail goes through the outbox table (DECISIONS 3.7). With SMTP_URL
// set, deliverOutbox() (email-delivery.server.ts) sends queued mail with
// backoff and a lease; without it messages are kept as "stored" for admins to
// read, so nothing is lost when no mail server exists.

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

// The distinct templates change only when code adds one: read them at most once a minute
// (a full scan of the outbox otherwise, on every page view).
const TEMPLATES_TTL_MS = 60_000;
let templatesCache: { at: number; list: string[] } | null = null;

export async function queueEmail(email: OutgoingEmail, db: Db = prisma) {
  // A template the outbox screen's filter has not seen yet: read the list afresh.
  if (templatesCache && !templatesCache.list.includes(email.template)) templatesCache = null;
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

/** "Notify me" (docs/decisions/0019): once per request, when the shopper's size and colour is back. */
export function backInStockEmail(alert: { id: string; email: string; size: string; color: string; requestedAt: Date; product: { id: string; name: string } }): OutgoingEmail {
  const shop = getShop();
  const combo = [alert.size !== "Free Size" ? `size ${alert.size}` : null, alert.color !== "Default" ? alert.color : null].filter(Boolean).join(", ");
  const link = siteUrl(`/product/${alert.product.id}?color=${encodeURIComponent(alert.color)}&size=${encodeURIComponent(alert.size)}`);
  return {
    to: alert.email,
    subject: `Back in stock: ${alert.product.name} - ${shop.name}`,
    template: "back-in-stock",
    payload: { productId: alert.product.id, size: alert.size, color: alert.color },
    // One e-mail per request: asking again after being told makes a new request time.
    dedupeKey: `back-in-stock:${alert.id}:${alert.requestedAt.getTime()}`,
    text: [
      "Hello,",
      "",
      `${alert.product.name}${combo ? ` (${combo})` : ""} is back in stock at ${shop.name}. You asked us to tell you.`,
      link,
      "",
      "Stock is limited and not held for you.",
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
  /** When a queued message is tried again (null: at the worker's next round). */
  nextAttemptAt: string | null;
  lastAttemptAt: string | null;
  /** Set while a worker holds the message (sending it now). */
  claimedUntil: string | null;
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

type DeliveryTimes = { createdAt: Date; sentAt: Date | null; nextAttemptAt: Date | null; lastAttemptAt: Date | null; claimedUntil: Date | null; status: string };

/** The row's times as ISO strings; a lease shows only while a queued message holds one that has not run out. */
function deliveryTimes(r: DeliveryTimes) {
  const leased = r.status === "queued" && r.claimedUntil && r.claimedUntil.getTime() > Date.now();
  return {
    createdAt: r.createdAt.toISOString(),
    sentAt: r.sentAt?.toISOString() ?? null,
    nextAttemptAt: r.status === "queued" ? (r.nextAttemptAt?.toISOString() ?? null) : null,
    lastAttemptAt: r.lastAttemptAt?.toISOString() ?? null,
    claimedUntil: leased ? r.claimedUntil!.toISOString() : null,
  };
}

function previewOf(text: string) {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length > OUTBOX_PREVIEW_CHARS ? `${flat.slice(0, OUTBOX_PREVIEW_CHARS - 1)}…` : flat;
}


async function outboxTemplates(): Promise<string[]> {
  if (templatesCache && Date.now() - templatesCache.at < TEMPLATES_TTL_MS) return templatesCache.list;
  const rows = await prisma.emailOutbox.groupBy({ by: ["template"], orderBy: { template: "asc" } });
  templatesCache = { at: Date.now(), list: rows.map((r) => r.template) };
  return templatesCache.list;
}

/** Escapes LIKE wildcards so a recipient search matches what was typed. */
const likeContains = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Every queued, sent, failed or stored e-mail, newest first, a page at a time.
 *
 * The page's ids are found first by a query that reads only the
 * (status, createdAt) or (to, createdAt) index where it can (selecting
 * rowids, never the bodies), then only those rows are read, with the first
 * characters of the text for the preview. Sorting whole rows (bodies
 * included) by createdAt took ~45 ms at 60,000 e-mails; this takes a few.
 * An index on EmailOutbox(createdAt) would make the unfiltered list cheaper
 * still (asked for in the report).
 */
export async function listOutbox({ page = 1, limit = OUTBOX_PAGE_SIZE, status, template, search }: OutboxFilters = {}) {
  const term = search?.trim().toLowerCase();
  const conditions: Prisma.Sql[] = [];
  if (status) conditions.push(Prisma.sql`"status" = ${status}`);
  if (template) conditions.push(Prisma.sql`"template" = ${template}`);
  if (term) conditions.push(Prisma.sql`"to" LIKE ${likeContains(term)} ESCAPE '\\'`);
  const where = conditions.length ? Prisma.sql`WHERE ${Prisma.join(conditions, " AND ")}` : Prisma.empty;
  const offset = (page - 1) * limit;
  const [countRows, pageRows, byStatus, templates] = await Promise.all([
    prisma.$queryRaw<Array<{ total: number | bigint }>>`SELECT count(*) AS "total" FROM "EmailOutbox" ${where}`,
    prisma.$queryRaw<Array<{ id: string; head: string }>>`
      SELECT o."id" AS "id", substr(o."text", 1, ${OUTBOX_PREVIEW_CHARS * 2}) AS "head"
        FROM (SELECT rowid AS "rid", "createdAt" AS "c" FROM "EmailOutbox" ${where}
               ORDER BY "createdAt" DESC, rowid DESC LIMIT ${limit} OFFSET ${offset}) p
        JOIN "EmailOutbox" o ON o.rowid = p."rid"
       ORDER BY p."c" DESC, p."rid" DESC`,
    prisma.emailOutbox.groupBy({ by: ["status"], _count: { _all: true } }),
    outboxTemplates(),
  ]);
  const ids = pageRows.map((r) => r.id);
  const rows = ids.length
    ? await prisma.emailOutbox.findMany({
        where: { id: { in: ids } },
        select: {
          id: true,
          to: true,
          subject: true,
          template: true,
          status: true,
          attempts: true,
          lastError: true,
          createdAt: true,
          sentAt: true,
          nextAttemptAt: true,
          lastAttemptAt: true,
          claimedUntil: true,
        },
      })
    : [];
  const byId = new Map(rows.map((r) => [r.id, r]));
  const total = Number(countRows[0]?.total ?? 0);
  const counts = Object.fromEntries(OUTBOX_STATUSES.map((s) => [s, 0])) as Record<OutboxStatus, number>;
  let all = 0;
  for (const g of byStatus) {
    all += g._count._all;
    if (isOutboxStatus(g.status)) counts[g.status] += g._count._all;
  }
  const pages = Math.ceil(total / limit);
  const emails: OutboxRow[] = [];
  for (const { id, head } of pageRows) {
    const r = byId.get(id);
    if (!r) continue;
    emails.push({ ...r, ...deliveryTimes(r), preview: previewOf(head ?? "") });
  }
  return {
    emails,
    pagination: { page, limit, total, pages, hasNext: page < pages, hasPrev: page > 1 },
    counts: { ...counts, total: all },
    templates,
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
    ...deliveryTimes(row),
    text: row.text,
    html: row.html,
    payload: row.payload,
    dedupeKey: row.dedupeKey,
  };
}
