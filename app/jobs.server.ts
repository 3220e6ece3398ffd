import { deliverOutbox } from "~/models/email-delivery.server";
import { runMaintenance } from "~/models/maintenance.server";
import { releaseExpiredHolds } from "~/models/order-cancellation.server";
import { purgeExpiredRateLimits } from "~/models/rate-limit.server";
import { reconcilePendingRefunds } from "~/models/refund.server";
import { deleteExpiredSessions } from "~/models/session.server";
import { deleteExpiredRefreshTokens } from "~/models/token.server";
import { getEnv } from "~/utils/env.server";
import { resumePhotoVariants } from "~/utils/photo-variants.server";

// Housekeeping that runs inside the server process (no external scheduler):
// at start and then on an interval. Each job logs and survives its own errors.

type Job = { name: string; everyMs: number; run: () => Promise<unknown> };

export const JOBS: Job[] = [
  {
    name: "expire sessions, tokens and rate-limit windows",
    everyMs: 10 * 60_000,
    run: () => Promise.all([deleteExpiredSessions(), deleteExpiredRefreshTokens(), purgeExpiredRateLimits()]),
  },
  // Due outbox e-mail, each claimed under a lease first: safe with several processes; failures back off (decision 0018).
  { name: "deliver outbox e-mail", everyMs: 30_000, run: () => (getEnv().SMTP_URL ? deliverOutbox() : Promise.resolve(0)) },
  // Unpaid online orders release their stock after the 30-minute hold (DECISIONS 3.5).
  { name: "release expired stock holds", everyMs: 60_000, run: () => releaseExpiredHolds() },
  // Razorpay refunds still pending after 10 minutes: fetched (or resent with their idempotency key) through the SDK.
  // Guest carts and wishlists nobody came back to (app/models/maintenance.server.ts): no row lives for ever.
  { name: "remove abandoned guest carts and wishlists", everyMs: 60 * 60_000, run: () => runMaintenance() },
  { name: "reconcile pending refunds", everyMs: 10 * 60_000, run: () => reconcilePendingRefunds() },
  // Uploaded photos' widths and AVIFs a restart, a crash or another process left unmade (decision 0037).
  { name: "make missing photo variants", everyMs: 6 * 60 * 60_000, run: () => resumePhotoVariants() },
];

// The timers live on globalThis: the dev loop (server.js) imports a fresh copy of
// the build after every change, and the new copy's jobs replace the old copy's.
const running = ((globalThis as { __storeJobs?: { timers: NodeJS.Timeout[]; owner?: object } }).__storeJobs ??= { timers: [] });
const thisCopy = {};

export function startJobs() {
  if (running.owner === thisCopy) return;
  stopJobs();
  running.owner = thisCopy;
  for (const job of JOBS) {
    const tick = () => job.run().catch((error) => console.error(`[job] ${job.name} failed:`, error));
    running.timers.push(setTimeout(tick, 1_000).unref(), setInterval(tick, job.everyMs).unref());
  }
}

export function stopJobs() {
  for (const t of running.timers.splice(0)) clearTimeout(t);
  running.owner = undefined;
}
