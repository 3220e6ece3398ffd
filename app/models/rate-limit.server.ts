import { isIP } from "node:net";
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
  providerCheck: { limit: 3, ipLimit: 20, windowMs: 5 * 60_000 },
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

/** Gives back one attempt of a key (a sign-in that succeeded does not use up its address's budget). */
async function refundRateLimit(name: RateLimitName, key: string) {
  await prisma.rateLimit.updateMany({ where: { key: `${name}:${key.toLowerCase().slice(0, 200)}`, count: { gt: 0 } }, data: { count: { decrement: 1 } } });
}

// ---------------------------------------------------------------- one helper per rule
//
// The web forms and their API twins call these, so both doors count against
// the same keys: `email:<address>` with the per-account limit and `ip:<address>`
// with the looser per-address one (RATE_LIMITS). Never pass a bare address to
// hitRateLimit: without its `ip:` prefix it would get the per-account limit.

type Who = { email: string; ip: string | null | undefined };

const emailKey = (email: string) => `email:${email.trim().toLowerCase()}`;
const ipKey = (ip: string | null | undefined) => (ip ? `ip:${addressKey(ip)}` : null);

/**
 * The address a per-address limit counts: an IPv4 address as it is (also when written as
 * IPv4-mapped IPv6, "::ffff:1.2.3.4", as Node reports it on a dual-stack socket), and an IPv6
 * address by its /64 network. One subscriber (a home line, a phone, a cloud server) gets a whole
 * /64 and may use any of its 2^64 addresses, so counting single IPv6 addresses let one machine
 * make unlimited attempts by changing the low half of its address.
 */
export function addressKey(ip: string): string {
  const address = ip.trim().toLowerCase().replace(/%.*$/, "");
  const mapped = /^(?:0{0,4}:){0,5}:?ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(address);
  if (mapped && isIP(mapped[1]) === 4) return mapped[1];
  if (isIP(address) !== 6) return address;
  const [head, tail] = address.includes("::") ? address.split("::") : [address, undefined];
  const hextets = (part: string | undefined) => (part ? part.split(":") : []).flatMap((h) => {
    if (!h.includes(".")) return [h];
    const [a, b, c, d] = h.split(".").map(Number); // an embedded IPv4 tail: two hextets
    return [((a << 8) | b).toString(16), ((c << 8) | d).toString(16)];
  });
  const front = hextets(head);
  const back = hextets(tail);
  const all = tail === undefined ? front : [...front, ...Array<string>(8 - front.length - back.length).fill("0"), ...back];
  return `${all.slice(0, 4).map((h) => parseInt(h, 16).toString(16)).join(":")}::/64`;
}

/** Counts a sign-in attempt (web or API) against the e-mail (10) and the address (50) per 15 minutes. */
export async function checkSignInLimit({ email, ip }: Who) {
  await hitRateLimit("login", [ipKey(ip), emailKey(email)]);
}

/** After a correct password: the account's failures are forgotten and the address gets its attempt back. */
export async function recordSignInSuccess({ email, ip }: Who) {
  await clearRateLimit("login", emailKey(email));
  const key = ipKey(ip);
  if (key) await refundRateLimit("login", key);
}

/** Counts a registration (web or API) against the e-mail (5) and the address (20) per hour. */
export async function checkRegisterLimit({ email, ip }: Who) {
  await hitRateLimit("register", [ipKey(ip), emailKey(email)]);
}

/** Counts a reset-link request (web or API) against the e-mail (5) and the address (20) per hour. */
export async function checkForgotPasswordLimit({ email, ip }: Who) {
  await hitRateLimit("forgotPassword", [ipKey(ip), emailKey(email)]);
}

/** Guessing the current password is guessing a sign-in: the sign-in limit, per account. */
export async function checkChangePasswordLimit(userId: string) {
  await hitRateLimit("login", [`user:${userId}`]);
}

export async function recordChangePasswordSuccess(userId: string) {
  await clearRateLimit("login", `user:${userId}`);
}

/** Counts a public form post (contact, newsletter) against the e-mail (10) and the address (30) per 15 minutes. */
export async function checkPublicFormLimit({ email, ip }: Who) {
  await hitRateLimit("publicForm", [ipKey(ip), emailKey(email)]);
}

/**
 * An unsigned payment callback (a failed attempt's error fields) makes the store ask Razorpay about
 * the order. Anyone can post those fields, so the question is asked at most 3 times per Razorpay order
 * and 20 times per address in 5 minutes: false means "do not ask now" (the shopper still gets the
 * failed-payment page; the webhook and the hourly reconcile job settle the order either way).
 */
export async function allowProviderCheck({ razorpayOrderId, ip }: { razorpayOrderId: string; ip: string | null | undefined }): Promise<boolean> {
  try {
    await hitRateLimit("providerCheck", [ipKey(ip), `order:${razorpayOrderId}`]);
    return true;
  } catch (error) {
    if (error instanceof TooManyRequests) return false;
    throw error;
  }
}

export async function purgeExpiredRateLimits() {
  await prisma.rateLimit.deleteMany({ where: { resetAt: { lt: new Date() } } });
}
