import type { ContactMessage } from "@prisma/client";
import { prisma } from "~/db.server";
import { queueEmail, type OutgoingEmail } from "~/models/email.server";
import type { ContactInput } from "~/schemas/contact";
import type { Pagination } from "~/models/catalog.server";
import { MESSAGE_STATUSES, type MessageStatus } from "~/utils/constants";
import { NotFound, ValidationError } from "~/utils/errors";
import { getShop } from "~/utils/shop.server";
import { ownerAddress, renderMail } from "~/models/email-layout.server";
import { formatDateTime } from "~/utils/format";
import { siteUrl } from "~/utils/urls.server";

// Contact messages: the only code that writes them. The /contact form and
// POST /api/contact both call createContactMessage with the shared schema's
// output; the admin screens and API list them and move them between statuses.

export const MESSAGE_NOT_FOUND = "Message not found";
export const INVALID_MESSAGE_STATUS = `Status must be one of ${MESSAGE_STATUSES.join(", ")}`;
/** The FAQ's promise, repeated in the acknowledgement e-mail. */
export const REPLY_WITHIN_HOURS = 24;

/** A message as the API shows it (spec/admin.md section 3). */
export type ContactMessageDTO = {
  _id: string;
  name: string;
  email: string;
  phone: string | null;
  subject: string;
  message: string;
  status: MessageStatus;
  userId: string | null;
  createdAt: string;
  updatedAt: string;
};

export function isMessageStatus(value: unknown): value is MessageStatus {
  return typeof value === "string" && (MESSAGE_STATUSES as readonly string[]).includes(value);
}

export function toContactMessage(row: ContactMessage): ContactMessageDTO {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    subject: row.subject,
    message: row.message,
    // Rows only ever get a known status through this module; "new" is the safe reading otherwise.
    status: isMessageStatus(row.status) ? row.status : "new",
    userId: row.userId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The reference quoted in the acknowledgement: the end of the message id, so the shop can find it. */
export function contactReference(id: string) {
  return id.slice(-8).toUpperCase();
}

/**
 * The acknowledgement sent to the sender (DECISIONS 3.7). Anyone can type any
 * address into the form, so the e-mail carries nothing the visitor chose: no
 * name, subject or message, only fixed text and a reference number. The form
 * then cannot relay words of a stranger's choosing to someone else's inbox.
 */
export function contactAcknowledgementEmail(message: Pick<ContactMessage, "id" | "email">): OutgoingEmail {
  const shop = getShop();
  const reference = contactReference(message.id);
  return {
    to: message.email,
    subject: `We received your message | ${shop.name}`,
    template: "contact-ack",
    payload: { messageId: message.id, reference },
    dedupeKey: `contact-ack:${message.id}`,
    text: [
      "Hello,",
      "",
      `Thank you for writing to ${shop.name}. We have received your message (reference ${reference})`,
      `and will get back to you within ${REPLY_WITHIN_HOURS} hours.`,
      "",
      `Need us sooner? Call ${shop.phone} (${shop.hours.weekdays}, ${shop.hours.sunday})`,
      `or message us on WhatsApp: https://wa.me/${shop.whatsapp}`,
      "",
      "If you did not write to us, you can ignore this e-mail.",
      "",
      `${shop.name}`,
      `${shop.address.line1}, ${shop.address.line2}, ${shop.address.city} ${shop.address.pincode}`,
    ].join("\n"),
  };
}

/** The owner's copy of a new message (to OWNER_EMAIL or the shop's address), with a link to it in the back office. */
export function ownerContactEmail(message: Pick<ContactMessage, "id" | "name" | "email" | "phone" | "subject" | "message" | "createdAt">): OutgoingEmail {
  const shop = getShop();
  const { text, html } = renderMail("New contact message", [
    {
      facts: [
        { label: "From", value: `${message.name} <${message.email}>` },
        ...(message.phone ? [{ label: "Phone", value: message.phone }] : []),
        { label: "Subject", value: message.subject },
        { label: "Received", value: formatDateTime(message.createdAt) },
        { label: "Reference", value: contactReference(message.id) },
      ],
    },
    { p: message.message },
    { link: { label: "Open the message", url: siteUrl(`/admin/messages/${encodeURIComponent(message.id)}`) } },
  ]);
  return {
    to: ownerAddress(),
    subject: `New message: ${message.subject.slice(0, 80)} - ${shop.name}`,
    template: "owner-contact",
    dedupeKey: `owner-contact:${message.id}`,
    payload: { messageId: message.id, reference: contactReference(message.id) },
    text,
    html,
  };
}

/** The same message sent again within this window (a double click, a replayed post) is the first one. */
export const CONTACT_REPLAY_MINUTES = 10;

/**
 * Stores a message with status "new" and queues its acknowledgement e-mail and
 * the owner's copy in the same transaction: either all exist or none does. The
 * same sender, subject and words again within CONTACT_REPLAY_MINUTES return the
 * stored message and queue nothing more.
 */
export async function createContactMessage(input: ContactInput, { userId }: { userId?: string | null } = {}, now = new Date()): Promise<ContactMessageDTO> {
  return prisma.$transaction(async (tx) => {
    const replay = await tx.contactMessage.findFirst({
      where: { email: input.email, subject: input.subject, message: input.message, createdAt: { gte: new Date(now.getTime() - CONTACT_REPLAY_MINUTES * 60_000) } },
      orderBy: { createdAt: "desc" },
    });
    if (replay) return toContactMessage(replay);
    const row = await tx.contactMessage.create({
      data: {
        name: input.name,
        email: input.email,
        phone: input.phone ? input.phone : null,
        subject: input.subject,
        message: input.message,
        status: "new",
        userId: userId ?? null,
      },
    });
    await queueEmail(contactAcknowledgementEmail(row), tx);
    await queueEmail(ownerContactEmail(row), tx);
    return toContactMessage(row);
  });
}

export type ContactMessageList = { messages: ContactMessageDTO[]; pagination: Pagination };

/** Newest first, optionally one status only. */
export async function listContactMessages({
  page = 1,
  limit = 10,
  status,
}: { page?: number; limit?: number; status?: MessageStatus | null } = {}): Promise<ContactMessageList> {
  const where = status ? { status } : {};
  const [total, rows] = await Promise.all([
    prisma.contactMessage.count({ where }),
    prisma.contactMessage.findMany({
      where,
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      skip: (page - 1) * limit,
      take: limit,
    }),
  ]);
  const pages = Math.ceil(total / limit);
  return {
    messages: rows.map(toContactMessage),
    pagination: { page, limit, total, pages, hasNext: page < pages, hasPrev: page > 1 },
  };
}

export async function getContactMessage(id: string): Promise<ContactMessageDTO | null> {
  const row = await prisma.contactMessage.findUnique({ where: { id } });
  return row ? toContactMessage(row) : null;
}

/** Any status to any other (setting the same one is a no-op). NotFound for an unknown id. */
export async function updateContactMessageStatus(id: string, status: MessageStatus): Promise<ContactMessageDTO> {
  if (!isMessageStatus(status)) throw new ValidationError(INVALID_MESSAGE_STATUS, [{ param: "status", msg: INVALID_MESSAGE_STATUS }]);
  return prisma.$transaction(async (tx) => {
    const current = await tx.contactMessage.findUnique({ where: { id } });
    if (!current) throw new NotFound(MESSAGE_NOT_FOUND);
    if (current.status === status) return toContactMessage(current);
    return toContactMessage(await tx.contactMessage.update({ where: { id }, data: { status } }));
  });
}

export type MessageStatusCounts = Record<MessageStatus, number> & { total: number };

/** How many messages have each status (the admin's four status cards), plus the total. */
export async function countByStatus(): Promise<MessageStatusCounts> {
  const groups = await prisma.contactMessage.groupBy({ by: ["status"], _count: { _all: true } });
  const counts = Object.fromEntries(MESSAGE_STATUSES.map((s) => [s, 0])) as Record<MessageStatus, number>;
  let total = 0;
  for (const group of groups) {
    total += group._count._all;
    if (isMessageStatus(group.status)) counts[group.status] += group._count._all;
  }
  return { ...counts, total };
}
