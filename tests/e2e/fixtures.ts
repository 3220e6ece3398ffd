import { test as base, expect, type Page } from "@playwright/test";
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
  // Pages hydrate after their content (utils/content-first.server.ts), so with
  // JavaScript a page.goto or reload also waits until React has taken over:
  // tests of JavaScript behaviour then never race the hydration.
  page: async ({ page }, use, testInfo) => {
    if (testInfo.project.name === "chromium-js") {
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      page.goto = async (...args) => {
        const response = await goto(...args);
        await waitForHydration(page);
        return response;
      };
      page.reload = async (...args) => {
        const response = await reload(...args);
        await waitForHydration(page);
        return response;
      };
    }
    await use(page);
  },
});

/** Resolves once the document has hydrated (documents without Remix's scripts at once). */
export async function waitForHydration(page: Page) {
  await page
    .waitForFunction(() => !document.querySelector('script[type="module"]') || document.documentElement.dataset.hydrated === "true", undefined, { timeout: 10_000 })
    .catch(() => {
      // A test that navigates away meanwhile, or a crash the test itself checks for.
    });
}

export { expect, DEMO_ADMIN, DEMO_CUSTOMER };

/** A unique e-mail per call, for tests that register accounts. */
export function uniqueEmail(prefix = "e2e") {
  return `${prefix}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;
}
