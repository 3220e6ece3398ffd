import crypto from "node:crypto";
import fs from "node:fs";
import { isIP } from "node:net";
import path from "node:path";
import { z } from "zod";

// The server's configuration, read once and checked here (docs/decisions/0009-production-contract.md).
// No secret lives in the source: outside production, missing SESSION_SECRET / JWT_SECRET are
// generated on the first start and kept in a git-ignored file; production refuses to start
// unless every setting that protects money or accounts is given explicitly.

export const PAYMENT_METHOD_VALUES = ["razorpay", "cod"] as const;
export type PaymentMethod = (typeof PAYMENT_METHOD_VALUES)[number];

/** Secrets in production: at least this many characters. */
export const PRODUCTION_SECRET_MIN = 32;
/** Secrets in production: at least this many different characters (32 random hex digits have about 14). */
export const PRODUCTION_SECRET_MIN_DISTINCT = 8;
/** Where generated development secrets are kept (project root, git-ignored, mode 0600). */
export const LOCAL_SECRETS_FILE = ".secrets.local.json";

// Values that were once shipped in this repository (defaults in the code, placeholders in .env.example).
const KNOWN_SECRETS = new Set([
  "dev-session-secret-change-me",
  "dev-jwt-secret-change-me",
  "replace-with-32-random-characters-please",
  "replace-with-another-32-random-characters",
]);

const EnvSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  // The store's public origin (https://shop.example.in): every absolute URL is built from it.
  APP_URL: z
    .string()
    .url()
    .refine((v) => /^https?:\/\//i.test(v), "must start with http:// or https://")
    .refine((v) => {
      if (!URL.canParse(v)) return true; // reported by .url()
      const u = new URL(v);
      return (u.pathname === "/" || u.pathname === "") && !u.search && !u.hash && !u.username && !u.password;
    }, "must be an origin only (scheme, host and port), without a path, query or credentials")
    .optional(),
  DATABASE_URL: z.string().min(1).default("file:./prisma/data.db"),
  SESSION_SECRET: z.string().min(16).optional(),
  JWT_SECRET: z.string().min(16).optional(),
  // Production setup creates or updates this admin; setup checks the password with the app's password rule.
  ADMIN_EMAIL: z.string().optional(),
  ADMIN_PASSWORD: z.string().optional(),
  RAZORPAY_KEY_ID: z.string().optional(),
  RAZORPAY_KEY_SECRET: z.string().optional(),
  RAZORPAY_WEBHOOK_SECRET: z.string().optional(),
  // "1": production may run on Razorpay test-mode keys (rzp_test_...), for a staging site or a benchmark; never for a real shop.
  RAZORPAY_TEST_MODE: z.enum(["0", "1"]).default("0"),
  // Base URL of Razorpay's REST API for the SDK; only for tests against the local fake (tests/fakes). Production refuses it.
  RAZORPAY_API_URL: z.string().url().optional(),
  // Which payment methods checkout offers: "razorpay,cod" (default) or "cod" (COD only: no Razorpay keys needed in production).
  PAYMENT_METHODS: z
    .string()
    .default("razorpay,cod")
    .refine((v) => parsePaymentMethods(v) !== null, `must be a comma-separated list of ${PAYMENT_METHOD_VALUES.join(", ")} (e.g. "cod")`),
  // Reverse proxies in front of the server: a hop count ("1") or a comma-separated list of proxy addresses/CIDRs.
  TRUST_PROXY: z
    .string()
    .optional()
    .refine((v) => v === undefined || parseTrustProxy(v) !== null, 'must be a hop count ("1") or a comma-separated list of proxy addresses or CIDRs (never "true")'),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default("Surat Ethnic Wear <orders@suratethnic.in>"),
  // The owner's inbox for new orders and contact messages; default: the shop's address (SHOP_EMAIL).
  OWNER_EMAIL: z.string().trim().email("must be an e-mail address").optional(),
  // Set to "1" by the test harness so rate limits are per test run, not shared across suites.
  RATE_LIMIT_DISABLED: z.enum(["0", "1"]).default("0"),
});

export type Env = Omit<z.infer<typeof EnvSchema>, "SESSION_SECRET" | "JWT_SECRET"> & { SESSION_SECRET: string; JWT_SECRET: string };

/** The environment is unusable: the message says what to set and why. */
export class EnvError extends Error {
  name = "EnvError";
}

/** "razorpay,cod" -> ["razorpay", "cod"]; null when a value is unknown or the list is empty. */
export function parsePaymentMethods(value: string): PaymentMethod[] | null {
  const items = value
    .split(",")
    .map((m) => m.trim().toLowerCase())
    .filter(Boolean);
  if (!items.length || !items.every((m): m is PaymentMethod => (PAYMENT_METHOD_VALUES as readonly string[]).includes(m))) return null;
  return [...new Set(items)];
}

const TRUST_PROXY_NAMES = new Set(["loopback", "linklocal", "uniquelocal"]);

/**
 * TRUST_PROXY for Express's `trust proxy`: a hop count (number) or a list of
 * addresses, CIDRs or Express's names (loopback, linklocal, uniquelocal).
 * Never `true` (trusting every hop lets a client write its own address).
 * null when the value is not one of those.
 */
export function parseTrustProxy(value: string): number | string[] | null {
  const v = value.trim();
  if (/^\d{1,2}$/.test(v)) return Number(v);
  const items = v.split(",").map((s) => s.trim());
  if (!items.length || items.some((s) => s === "")) return null;
  for (const item of items) {
    if (TRUST_PROXY_NAMES.has(item)) continue;
    const [address, bits, extra] = item.split("/");
    const family = isIP(address);
    if (!family || extra !== undefined) return null;
    if (bits !== undefined && !(/^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128))) return null;
  }
  return items;
}

let cached: Env | undefined;

export function getEnv(): Env {
  if (cached) return cached;
  const parsed = EnvSchema.safeParse(Object.fromEntries(Object.entries(process.env).filter(([, v]) => v !== "")));
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`).join("\n");
    throw new EnvError(`Invalid environment:\n${problems}`);
  }
  const env = parsed.data;
  if (env.NODE_ENV === "production") {
    const problems = productionProblems(env);
    if (problems.length) {
      throw new EnvError(
        `Refusing to start in production (NODE_ENV=production):\n${problems.map((p) => `  - ${p}`).join("\n")}\nSee "Production checklist" in README.md.`,
      );
    }
    cached = env as Env;
    return cached;
  }
  const forgotten = env.NODE_ENV === "development" ? forgottenProductionProblems(env) : [];
  if (forgotten.length) {
    throw new EnvError(
      `Refusing to start: this looks like a live store, but NODE_ENV is not production, so the payment simulator and the demo accounts would be live:\n${forgotten.map((p) => `  - ${p}`).join("\n")}\nStart with NODE_ENV=production (see "Production checklist" in README.md).`,
    );
  }
  const { SESSION_SECRET, JWT_SECRET } = env;
  if (SESSION_SECRET && JWT_SECRET) {
    cached = { ...env, SESSION_SECRET, JWT_SECRET };
    return cached;
  }
  const local = localSecrets();
  cached = { ...env, SESSION_SECRET: SESSION_SECRET ?? local.SESSION_SECRET, JWT_SECRET: JWT_SECRET ?? local.JWT_SECRET };
  return cached;
}

const LOOPBACK_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

/**
 * A live store started without NODE_ENV=production (e.g. `npm start` on a server): outside production
 * the payment simulator pays for anything and setup seeds accounts with published passwords, so a public
 * APP_URL or live Razorpay keys in development refuse to start instead.
 */
function forgottenProductionProblems(env: z.infer<typeof EnvSchema>): string[] {
  const problems: string[] = [];
  if (env.APP_URL && !LOOPBACK_HOSTS.has(new URL(env.APP_URL).hostname)) problems.push(`APP_URL is a public address (${env.APP_URL}).`);
  if (env.RAZORPAY_KEY_ID?.startsWith("rzp_live_")) problems.push("RAZORPAY_KEY_ID is a live-mode key (rzp_live_...).");
  return problems;
}

/** Everything that stops a production start, each with its reason. */
function productionProblems(env: z.infer<typeof EnvSchema>): string[] {
  const problems: string[] = [];
  for (const name of ["SESSION_SECRET", "JWT_SECRET"] as const) {
    const value = env[name];
    const purpose = name === "SESSION_SECRET" ? "it signs the session, cart and toast cookies" : "it signs the API's access tokens";
    if (!value) problems.push(`${name} is not set: ${purpose}; set ${PRODUCTION_SECRET_MIN}+ random characters (openssl rand -base64 48).`);
    else if (value.length < PRODUCTION_SECRET_MIN) problems.push(`${name} has ${value.length} characters: ${purpose}; use at least ${PRODUCTION_SECRET_MIN} random characters.`);
    else if (KNOWN_SECRETS.has(value)) problems.push(`${name} is a value published in this repository: ${purpose}; use your own random value.`);
    else if (new Set(value).size < PRODUCTION_SECRET_MIN_DISTINCT) {
      // Length alone let "aaaa...a" (32 times) through: a repeated pattern is guessed, not random.
      problems.push(`${name} has only ${new Set(value).size} different characters: ${purpose}; it looks like a pattern, not random characters (openssl rand -base64 48).`);
    }
  }
  if (env.SESSION_SECRET && env.SESSION_SECRET === env.JWT_SECRET) problems.push("SESSION_SECRET and JWT_SECRET are the same: use two different random values.");
  if (!env.APP_URL) {
    problems.push("APP_URL is not set: links in e-mails, the sitemap and Razorpay's callback are built from it, never from the request's Host; set the store's public https origin (https://shop.example.in).");
  } else if (!env.APP_URL.toLowerCase().startsWith("https://")) {
    problems.push(`APP_URL must be https (got ${env.APP_URL}): session cookies are Secure, and e-mailed links must not travel in clear.`);
  }
  const methods = parsePaymentMethods(env.PAYMENT_METHODS) ?? [];
  if (methods.includes("razorpay")) {
    const missing = (["RAZORPAY_KEY_ID", "RAZORPAY_KEY_SECRET", "RAZORPAY_WEBHOOK_SECRET"] as const).filter((k) => !env[k]);
    if (missing.length) {
      problems.push(
        `Online payment is on (PAYMENT_METHODS=${env.PAYMENT_METHODS}) but ${missing.join(", ")} ${missing.length > 1 ? "are" : "is"} not set: ` +
          "production takes payments through Razorpay only (there is no simulator). Set all three Razorpay settings, or choose Cash on Delivery only with PAYMENT_METHODS=cod.",
      );
    }
  }
  if (methods.includes("razorpay") && env.RAZORPAY_KEY_ID?.startsWith("rzp_test_") && env.RAZORPAY_TEST_MODE !== "1") {
    problems.push(
      "RAZORPAY_KEY_ID is a test-mode key (rzp_test_...): in test mode anyone can pay with Razorpay's published test cards and UPI ids, so every order would be recorded as paid without money. " +
        "Use your live keys (rzp_live_...), or set RAZORPAY_TEST_MODE=1 for a staging site that must never ship goods.",
    );
  }
  if (env.RAZORPAY_API_URL) problems.push("RAZORPAY_API_URL is set: it points the Razorpay SDK at a test server (tests only); remove it in production.");
  return problems;
}

type LocalSecrets = { SESSION_SECRET: string; JWT_SECRET: string };

const newSecret = () => crypto.randomBytes(48).toString("base64url");

/**
 * Development and test secrets: read from LOCAL_SECRETS_FILE, or generated
 * once (random) and written there, readable by the owner only. Created with a
 * hard link from a temporary file, so two processes starting together agree
 * on one pair.
 */
function localSecrets(): LocalSecrets {
  const file = path.resolve(process.cwd(), LOCAL_SECRETS_FILE);
  const read = (): LocalSecrets | null => {
    let text: string;
    try {
      text = fs.readFileSync(file, "utf8");
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
      throw error;
    }
    try {
      const data = JSON.parse(text) as Partial<LocalSecrets>;
      if (typeof data.SESSION_SECRET === "string" && data.SESSION_SECRET.length >= 32 && typeof data.JWT_SECRET === "string" && data.JWT_SECRET.length >= 32) {
        return { SESSION_SECRET: data.SESSION_SECRET, JWT_SECRET: data.JWT_SECRET };
      }
    } catch {
      // reported below
    }
    throw new EnvError(`${file} is not a valid secrets file: delete it and a new one is generated on the next start (everyone is signed out).`);
  };
  const existing = read();
  if (existing) return existing;
  const secrets: LocalSecrets = { SESSION_SECRET: newSecret(), JWT_SECRET: newSecret() };
  const tmp = `${file}.${process.pid}.${crypto.randomBytes(4).toString("hex")}.tmp`;
  fs.writeFileSync(tmp, `${JSON.stringify(secrets, null, 2)}\n`, { mode: 0o600 });
  try {
    fs.linkSync(tmp, file);
    console.log(`Generated SESSION_SECRET and JWT_SECRET for development in ${LOCAL_SECRETS_FILE} (git-ignored).`);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  } finally {
    fs.rmSync(tmp, { force: true });
  }
  return read()!;
}

/** Only for tests that change process.env between cases. */
export function resetEnvCache() {
  cached = undefined;
}

export const isProduction = () => getEnv().NODE_ENV === "production";

/** The payment methods checkout may offer (PAYMENT_METHODS). */
export function paymentMethods(): PaymentMethod[] {
  return parsePaymentMethods(getEnv().PAYMENT_METHODS) ?? ["cod"];
}

/** Whether online payment (Razorpay, or the simulator outside production) is offered at all. */
export const isOnlinePaymentEnabled = () => paymentMethods().includes("razorpay");

/** Express's `trust proxy` setting from TRUST_PROXY: false (no proxy), a hop count, or the proxies' addresses. */
export function trustProxy(): number | string[] | false {
  const value = getEnv().TRUST_PROXY;
  return value === undefined ? false : (parseTrustProxy(value) ?? false);
}
