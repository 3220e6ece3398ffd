import { prisma } from "~/db.server";
import { getEnv } from "~/utils/env.server";
import { TooManyRequests } from "~/utils/errors";

// Fixed-window counters in SQLite, so limits hold across restarts.

// Per e-mail (or other account key) and per IP. IP limits are looser because
// many Indian mobile shoppers share one carrier-grade NAT address.
export const RATE_LIMITS = {
  login: { limit: 10, ipLimit: 50, windowMs: 15 * 60_000 },
  register: { limit: 5, ipLimit: 20, windowMs: 60 * 60_000 },
  forgotPassword: { limit: 5, ipLimit: 20, windowMs: 60 * 60_000 },
  publicForm: { limit: 10, ipLimit: 30, windowMs: 15 * 60_000 },
} as const;

export type RateLimitName = keyof typeof RATE_LIMITS;

export const RATE_LIMIT_MESSAGE = "Too many attempts. Please wait a few minutes and try again.";

/**
 * Counts one attempt per key ("ip:1.2.3.4", "email:a@b.c"); throws
 * TooManyRequests when any key is over its limit ("ip:" keys use ipLimit).
 */
export async function hitRateLimit(name: RateLimitName, keys: Array<string | null | undefined>) {
  if (getEnv().RATE_LIMIT_DISABLED === "1") return;
  const { limit, ipLimit, windowMs } = RATE_LIMITS[name];
  const now = new Date();
  let retryAfter = 0;
  for (const raw of keys) {
    if (!raw) continue;
    const key = `${name}:${raw.toLowerCase().slice(0, 200)}`;
    const row = await prisma.$transaction(async (tx) => {
      const current = await tx.rateLimit.findUnique({ where: { key } });
      if (!current || current.resetAt <= now) {
        return tx.rateLimit.upsert({
          where: { key },
          create: { key, count: 1, resetAt: new Date(now.getTime() + windowMs) },
          update: { count: 1, resetAt: new Date(now.getTime() + windowMs) },
        });
      }
      return tx.rateLimit.update({ where: { key }, data: { count: { increment: 1 } } });
    });
    if (row.count > (raw.startsWith("ip:") ? ipLimit : limit)) {
      retryAfter = Math.max(retryAfter, Math.ceil((row.resetAt.getTime() - now.getTime()) / 1000));
    }
  }
  if (retryAfter > 0) throw new TooManyRequests(RATE_LIMIT_MESSAGE, retryAfter);
}

/** Forget the attempts of a key (after a successful sign-in). */
export async function clearRateLimit(name: RateLimitName, key: string) {
  await prisma.rateLimit.deleteMany({ where: { key: `${name}:${key.toLowerCase()}` } });
}

export async function purgeExpiredRateLimits() {
  await prisma.rateLimit.deleteMany({ where: { resetAt: { lt: new Date() } } });
}
