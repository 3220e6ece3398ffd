import { prisma } from "~/db.server";

// Newsletter subscriptions (DECISIONS 3.7): stored, one row per e-mail.
// Subscribing is idempotent: an active address stays as it is, an address
// that unsubscribed is reactivated. When the address belongs to an account,
// the account's `newsletter` flag follows, so the profile shows the truth.

export type SubscribeResult = {
  /** A new address was added to the list. */
  created: boolean;
  /** The address had unsubscribed and is active again. */
  reactivated: boolean;
};

const normalize = (email: string) => email.trim().toLowerCase();

export async function subscribe(rawEmail: string): Promise<SubscribeResult> {
  const email = normalize(rawEmail);
  // One transaction (BEGIN IMMEDIATE): two simultaneous posts of the same
  // address cannot both try to insert it.
  return prisma.$transaction(async (tx) => {
    const existing = await tx.newsletterSubscriber.findUnique({ where: { email }, select: { id: true, unsubscribedAt: true } });
    let result: SubscribeResult;
    if (!existing) {
      await tx.newsletterSubscriber.create({ data: { email } });
      result = { created: true, reactivated: false };
    } else if (existing.unsubscribedAt) {
      await tx.newsletterSubscriber.update({ where: { id: existing.id }, data: { unsubscribedAt: null } });
      result = { created: false, reactivated: true };
    } else {
      result = { created: false, reactivated: false };
    }
    await tx.user.updateMany({ where: { email, newsletter: false }, data: { newsletter: true } });
    return result;
  });
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

/** Whether the address is on the list and active. */
export async function isSubscribed(rawEmail: string): Promise<boolean> {
  const row = await prisma.newsletterSubscriber.findUnique({ where: { email: normalize(rawEmail) }, select: { unsubscribedAt: true } });
  return Boolean(row && !row.unsubscribedAt);
}
