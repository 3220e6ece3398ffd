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
