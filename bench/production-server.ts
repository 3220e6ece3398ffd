// What the benches share to run the store as a deployment does (issue 15 section 7): the settings
// production requires (app/utils/env.server.ts: 32+ character secrets, an https APP_URL, Razorpay's
// keys, never called here), and a wait for the server to answer. The benches talk to it over plain
// http directly, with rate limits off.

/** The environment for `node server.js` in production mode on `port` with the database `file`. */
export function productionEnv(port: number, file: string) {
  return {
    ...process.env,
    DATABASE_URL: `file:${file}`,
    PORT: String(port),
    // On this machine only, as behind a proxy on the same machine (README, "Behind a TLS proxy").
    HOST: "127.0.0.1",
    NODE_ENV: "production" as const,
    SESSION_SECRET: "load-bench-session-secret-0123456789abcd",
    JWT_SECRET: "load-bench-jwt-secret-0123456789abcdefgh",
    APP_URL: `https://localhost:${port}`,
    RAZORPAY_KEY_ID: "rzp_test_bench",
    RAZORPAY_TEST_MODE: "1",
    RAZORPAY_KEY_SECRET: "bench-razorpay-key-secret",
    RAZORPAY_WEBHOOK_SECRET: "bench-razorpay-webhook-secret",
    RATE_LIMIT_DISABLED: "1",
  };
}

/** Resolves once `url` answers 2xx; throws after `ms`. */
export async function waitFor(url: string, ms = 60_000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no answer from ${url}`);
}
