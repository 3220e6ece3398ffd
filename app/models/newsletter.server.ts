import crypto from "node:crypto";
import { NEWSLETTER_MESSAGES } from "~/schemas/newsletter-messages";
import { prisma } from "~/db.server";
import { queueEmail, type OutgoingEmail } from "~/models/email.server";
import { getEnv } from "~/utils/env.server";
import { siteUrl } from "~/utils/urls.server";
import { ValidationError } from "~/utils/errors";
import { getShop } from "~/utils/shop.server";

// Newsletter subscriptions with double opt-in (DECISIONS 3.7; issue 11).
//
// Anyone can type any address into the newsletter box, the API or the
// register form, so asking only e-mails a signed, expiring confirmation link;
// the address counts as subscribed once its owner opens the link and confirms
// (confirmedAt set, unsubscribedAt clear). An address that unsubscribed stays
// off the list until it confirms again. One row per e-mail; the account with
// that address (if any) has its `newsletter` flag follow the confirmed state.
//
// The link carries `base64url(email).expiresAt.hmac`, signed with a key
// derived from SESSION_SECRET: nothing to store, nothing to guess, and a
// changed secret ends every outstanding link.

export const NEWSLETTER_CONFIRM_HOURS = 72;
export const NEWSLETTER_CONFIRM_PATH = "/newsletter/confirm";

const normalize = (email: string) => email.trim().toLowerCase();

// ---------------------------------------------------------------- the signed link

const signingKey = () => crypto.createHmac("sha256", getEnv().SESSION_SECRET).update("newsletter-confirm/v1").digest();
const sign = (email: string, expires: number) => crypto.createHmac("sha256", signingKey()).update(`${email}|${expires}`).digest("base64url");

/** The token of a confirmation link for the address, valid until `expiresAt`. */
export function newsletterConfirmToken(rawEmail: string, expiresAt = new Date(Date.now() + NEWSLETTER_CONFIRM_HOURS * 3_600_000)): string {
  const email = normalize(rawEmail);
  const expires = Math.floor(expiresAt.getTime() / 1000);
  return `${Buffer.from(email).toString("base64url")}.${expires}.${sign(email, expires)}`;
}

/** The address a confirmation token was made for, or null when it is forged, malformed or expired. */
export function readNewsletterConfirmToken(token: string | null | undefined, now = Date.now()): string | null {
  return readToken(token, now)?.email ?? null;
}

/** The token's address and when it was issued (epoch seconds), or null when it is forged, malformed or expired. */
function readToken(token: string | null | undefined, now: number): { email: string; issuedAt: number } | null {
  if (!token || token.length > 600) return null;
  const parts = token.split(".");
  if (parts.length !== 3 || !/^\d{1,12}$/.test(parts[1])) return null;
  const [encoded, expiresText, signature] = parts;
  const email = Buffer.from(encoded, "base64url").toString("utf8");
  const expires = Number(expiresText);
  const expected = Buffer.from(sign(email, expires));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return null;
  if (expires * 1000 <= now) return null;
  return { email, issuedAt: expires - NEWSLETTER_CONFIRM_HOURS * 3600 };
}

export function newsletterConfirmEmail(to: string, link: string, unsubscribedAt?: Date | null): OutgoingEmail {
  const shop = getShop();
  // One confirmation e-mail per address per hour at most, however often it is asked for; a request
  // after an unsubscribe gets its own (links sent before the unsubscribe no longer work).
  const hour = `${Math.floor(Date.now() / 3_600_000)}${unsubscribedAt ? `:${unsubscribedAt.getTime()}` : ""}`;
  return {
    to,
    subject: `Confirm your subscription to the ${shop.name} newsletter`,
    template: "newsletter-confirm",
    payload: { link },
    dedupeKey: `newsletter-confirm:${to}:${hour}`,
    text: [
      "Hello,",
      "",
      `Someone, hopefully you, asked to receive the ${shop.name} newsletter at this address.`,
      `To confirm, open this link within ${NEWSLETTER_CONFIRM_HOURS} hours and press Confirm subscription:`,
      link,
      "",
      "If it was not you, ignore this e-mail: you will not be subscribed.",
      "",
      `${shop.name}, ${shop.phone}`,
    ].join("\n"),
  };
}

// ---------------------------------------------------------------- subscribing

export type SubscriptionRequest = {
  /** A confirmation e-mail was queued (not for an address that is already subscribed). */
  confirmationSent: boolean;
};

/**
 * Asks to subscribe an address: stores it as requested and e-mails its
 * confirmation link, unless it is already subscribed. Callers answer the same
 * either way (whether an address is subscribed is nobody else's business).
 */
export async function requestSubscription(rawEmail: string): Promise<SubscriptionRequest> {
  const email = normalize(rawEmail);
  const now = new Date();
  // One transaction (BEGIN IMMEDIATE): two simultaneous posts of one address cannot both insert it.
  return prisma.$transaction(async (tx) => {
    const existing = await tx.newsletterSubscriber.findUnique({ where: { email }, select: { id: true, confirmedAt: true, unsubscribedAt: true } });
    if (existing?.confirmedAt && !existing.unsubscribedAt) return { confirmationSent: false };
    if (existing) await tx.newsletterSubscriber.update({ where: { id: existing.id }, data: { requestedAt: now } });
    else await tx.newsletterSubscriber.create({ data: { email, requestedAt: now } });
    const link = siteUrl(`${NEWSLETTER_CONFIRM_PATH}?token=${newsletterConfirmToken(email)}`);
    await queueEmail(newsletterConfirmEmail(email, link, existing?.unsubscribedAt), tx);
    return { confirmationSent: true };
  });
}

export const NEWSLETTER_LINK_INVALID = NEWSLETTER_MESSAGES.linkInvalid;

/**
 * Confirms the address of a valid link: subscribed from now on (also an
 * address that had unsubscribed, since its owner asked again). Confirming
 * twice is harmless. ValidationError for a forged or expired link, and for a
 * link sent before the address unsubscribed: unsubscribing withdraws every
 * earlier consent, so an old link (still unexpired, in an inbox, a forwarded
 * mail or a scanner's log) cannot put the address back on the list.
 */
export async function confirmSubscription(token: string): Promise<{ email: string }> {
  const invalid = () => new ValidationError(NEWSLETTER_LINK_INVALID, [{ param: "token", msg: NEWSLETTER_LINK_INVALID }]);
  const read = readToken(token, Date.now());
  if (!read) throw invalid();
  const { email, issuedAt } = read;
  const now = new Date();
  await prisma.$transaction(async (tx) => {
    const existing = await tx.newsletterSubscriber.findUnique({ where: { email }, select: { id: true, confirmedAt: true, unsubscribedAt: true } });
    if (existing?.confirmedAt && !existing.unsubscribedAt) return;
    // Tokens carry whole seconds: one issued in an earlier second than the unsubscribe predates it.
    if (existing?.unsubscribedAt && issuedAt < Math.floor(existing.unsubscribedAt.getTime() / 1000)) throw invalid();
    if (existing) await tx.newsletterSubscriber.update({ where: { id: existing.id }, data: { confirmedAt: now, unsubscribedAt: null } });
    else await tx.newsletterSubscriber.create({ data: { email, requestedAt: now, confirmedAt: now } });
    await tx.user.updateMany({ where: { email, newsletter: false }, data: { newsletter: true } });
  });
  return { email };
}

/** Takes the address off the list (kept, marked unsubscribed); false when it was not subscribed. */
export async function unsubscribe(rawEmail: string): Promise<boolean> {
  const email = normalize(rawEmail);
  return prisma.$transaction(async (tx) => {
    const { count } = await tx.newsletterSubscriber.updateMany({ where: { email, unsubscribedAt: null }, data: { unsubscribedAt: new Date() } });
    await tx.user.updateMany({ where: { email, newsletter: true }, data: { newsletter: false } });
    return count > 0;
  });
}

/** The rows that count as subscribed: confirmed and not unsubscribed since. */
export const SUBSCRIBED_WHERE = { confirmedAt: { not: null }, unsubscribedAt: null } as const;

/** Whether the address is on the list: confirmed, and not unsubscribed since. */
export async function isSubscribed(rawEmail: string): Promise<boolean> {
  const row = await prisma.newsletterSubscriber.findUnique({ where: { email: normalize(rawEmail) }, select: { confirmedAt: true, unsubscribedAt: true } });
  return Boolean(row?.confirmedAt && !row.unsubscribedAt);
}

/** How many addresses are subscribed (confirmed ones only). */
export async function countSubscribers(): Promise<number> {
  return prisma.newsletterSubscriber.count({ where: SUBSCRIBED_WHERE });
}
