import { test as base, expect, type Locator, type Page } from "@playwright/test";
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
  // Pages work before they hydrate (the document arrives and shows first), so
  // with JavaScript a page.goto or reload also waits until React has taken over:
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

/** Product cards or wishlist items whose add control can be used (in stock, not yet in the cart). */
export const addable = (tiles: Locator) => tiles.filter({ has: tiles.page().locator('[data-testid="add-control"]:not([disabled])') });

/**
 * Adds from a product card or a wishlist item the way a shopper does: one tap when there is nothing
 * to choose, otherwise the chooser (its first colour, then its first size). Without JavaScript a
 * product card's add control for a product with a choice is a link to the product page (decision
 * 0040): the choice is made and added there (`onProductPage`). Returns what was chosen.
 */
export async function addFromTile(tile: Locator): Promise<{ size?: string; color?: string; onProductPage?: boolean }> {
  const control = tile.getByTestId("add-control");
  if ((await control.evaluate((el) => el.tagName)) === "A") {
    const href = (await control.getAttribute("href"))!;
    await control.click();
    await expect(tile.page()).toHaveURL(new RegExp(`${href}$`));
    return { ...(await addOnProductPage(tile.page())), onProductPage: true };
  }
  await control.click();
  const chooser = tile.getByTestId("variant-chooser");
  if ((await chooser.count()) === 0) return {};
  const chosen: { size?: string; color?: string } = {};
  const colours = chooser.getByRole("radio");
  if ((await colours.count()) > 0) {
    chosen.color = (await colours.first().getAttribute("value")) ?? undefined;
    await chooser.locator("label").first().click();
  }
  const sizes = chooser.getByRole("button", { name: /^Add size / });
  if ((await sizes.count()) > 0) {
    chosen.size = (await sizes.first().getAttribute("value")) ?? undefined;
    await sizes.first().click();
  } else {
    await chooser.getByRole("button", { name: "Add", exact: true }).click();
  }
  return chosen;
}

/**
 * On a product page: keeps the colour shown, chooses its last size in stock (not the one the page
 * preselects, when there are several) and adds. Returns what was chosen.
 */
export async function addOnProductPage(page: Page): Promise<{ size?: string; color?: string }> {
  const chosen: { size?: string; color?: string } = {};
  const colour = page.getByRole("navigation", { name: "Colour" }).locator('a[aria-current="true"]');
  if ((await colour.count()) > 0) chosen.color = (await colour.innerText()).trim();
  const sizes = page.getByRole("group", { name: "Size" }).locator("label").filter({ has: page.locator("input:not([disabled])") });
  if ((await sizes.count()) > 0) {
    const size = sizes.last();
    chosen.size = (await size.locator("input").getAttribute("value")) ?? undefined;
    await size.click();
    await expect(size.locator("input")).toBeChecked();
  }
  await page.locator("[data-buy-bar]").getByRole("button", { name: "Add to Cart", exact: true }).click();
  return chosen;
}
