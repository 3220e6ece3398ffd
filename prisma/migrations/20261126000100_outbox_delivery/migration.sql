-- E-mail delivery with backoff and a lease (docs/decisions/0018-email-delivery.md).
-- Written by hand: columns are added in place, the table is never rebuilt.
-- nextAttemptAt: when a queued message may be tried again (NULL: at once).
-- lastAttemptAt: when the last attempt started.
-- claimToken / claimedUntil: the lease of the worker sending it; an expired lease is free again.
ALTER TABLE "EmailOutbox" ADD COLUMN "nextAttemptAt" DATETIME;
ALTER TABLE "EmailOutbox" ADD COLUMN "lastAttemptAt" DATETIME;
ALTER TABLE "EmailOutbox" ADD COLUMN "claimToken" TEXT;
ALTER TABLE "EmailOutbox" ADD COLUMN "claimedUntil" DATETIME;
