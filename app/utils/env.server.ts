import { z } from "zod";

// Defaults make `npm start` work on a fresh machine; production refuses them.
const DEV_SESSION_SECRET = "dev-session-secret-change-me";
const DEV_JWT_SECRET = "dev-jwt-secret-change-me";

const EnvSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  APP_URL: z.string().url().optional(),
  DATABASE_URL: z.string().min(1).default("file:./prisma/data.db"),
  SESSION_SECRET: z.string().min(16).default(DEV_SESSION_SECRET),
  JWT_SECRET: z.string().min(16).default(DEV_JWT_SECRET),
  ADMIN_EMAIL: z.string().email().optional(),
  ADMIN_PASSWORD: z.string().min(8).optional(),
  RAZORPAY_KEY_ID: z.string().optional(),
  RAZORPAY_KEY_SECRET: z.string().optional(),
  RAZORPAY_WEBHOOK_SECRET: z.string().optional(),
  // Base URL of Razorpay's REST API for the SDK; only for tests against the local fake (tests/fakes). Production refuses it.
  RAZORPAY_API_URL: z.string().url().optional(),
  // Which payment methods checkout offers: "razorpay,cod" (default) or "cod" (COD only: no Razorpay keys needed in production).
  PAYMENT_METHODS: z.string().default("razorpay,cod"),
  // Reverse proxies in front of the server: a hop count ("1") or a comma-separated list of proxy addresses.
  TRUST_PROXY: z.string().optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default("Surat Ethnic Wear <orders@suratethnic.in>"),
  // Set to "1" by the test harness so rate limits are per test run, not shared across suites.
  RATE_LIMIT_DISABLED: z.enum(["0", "1"]).default("0"),
});

export type Env = z.infer<typeof EnvSchema>;

let cached: Env | undefined;

export function getEnv(): Env {
  if (cached) return cached;
  const parsed = EnvSchema.safeParse(
    Object.fromEntries(Object.entries(process.env).filter(([, v]) => v !== "")),
  );
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`).join("\n");
    throw new Error(`Invalid environment:\n${problems}`);
  }
  const env = parsed.data;
  if (env.NODE_ENV === "production") {
    const weak: string[] = [];
    if (env.SESSION_SECRET === DEV_SESSION_SECRET) weak.push("SESSION_SECRET");
    if (env.JWT_SECRET === DEV_JWT_SECRET) weak.push("JWT_SECRET");
    if (weak.length) {
      throw new Error(
        `Refusing to start in production with default secrets: set ${weak.join(" and ")} (32+ random characters each).`,
      );
    }
  }
  cached = env;
  return env;
}

/** Only for tests that change process.env between cases. */
export function resetEnvCache() {
  cached = undefined;
}

export const isProduction = () => getEnv().NODE_ENV === "production";
