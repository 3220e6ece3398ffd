import { test as base, expect } from "@playwright/test";
import { DEMO_ADMIN, DEMO_CUSTOMER } from "../../prisma/demo-accounts";
import { loginCookieFor } from "./session";

type Who = "customer" | "admin" | { email: string };

/**
 * `login(who)` signs the page's browser context in by writing a database
 * session directly (no UI round trip), so tests start signed in quickly.
 */
export const test = base.extend<{ login: (who: Who) => Promise<void>; isNoJs: boolean }>({
  login: async ({ context, baseURL }, use) => {
    await use(async (who) => {
      const email = who === "customer" ? DEMO_CUSTOMER.email : who === "admin" ? DEMO_ADMIN.email : who.email;
      const cookie = await loginCookieFor(email);
      await context.addCookies([{ ...cookie, url: baseURL! }]);
    });
  },
  isNoJs: async ({}, use, testInfo) => {
    await use(testInfo.project.name === "chromium-nojs");
  },
});

export { expect, DEMO_ADMIN, DEMO_CUSTOMER };

/** A unique e-mail per call, for tests that register accounts. */
export function uniqueEmail(prefix = "e2e") {
  return `${prefix}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;
}
