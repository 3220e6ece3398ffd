import fs from "node:fs";
import type { Page } from "@playwright/test";
import { prisma } from "../../app/db.server";
import { expect, test } from "./fixtures";

// The shop settings screen, the admin lists as cards on a phone, the lists whole at 1280 px,
// analytics on a phone, and the admin's own 404; in both projects (with and without JavaScript).
// Screenshots land in test-results/ (settings-*.png) for a look.

const uid = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** Width the page scrolls sideways by (0 when nothing overflows the viewport). */
const overflowX = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** The elements that stick out on the right (for the failure message). */
const wideElements = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll("body *")]
      .filter((el) => el.getBoundingClientRect().right > document.documentElement.clientWidth + 1 && ![...el.children].some((c) => c.getBoundingClientRect().right > document.documentElement.clientWidth + 1))
      .slice(0, 5)
      .map((el) => `${el.tagName.toLowerCase()}.${el.className}`)
      .join(" | "),
  );

/**
 * Only the settings test saves the shop's settings (one row with an edit counter), and under two
 * workers it runs in both projects at once: a save of the other project's run between this one's
 * opening the form and saving it is (rightly) refused as stale, and the contact page may show the
 * other run's address. The two runs take turns through a lock directory beside the run's database
 * (mkdir is atomic); a lock older than any test may hold it is one a killed run left behind.
 */
async function holdingSettingsLock(work: () => Promise<void>): Promise<void> {
  const lock = `${(process.env.DATABASE_URL ?? "").replace(/^file:/, "")}.settings-lock`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      fs.mkdirSync(lock);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const since = fs.statSync(lock, { throwIfNoEntry: false })?.mtimeMs;
      if (since !== undefined && Date.now() - since > 120_000) fs.rmSync(lock, { recursive: true, force: true });
      expect(Date.now() < deadline, `${lock} held for 60 s by the other project's run`).toBe(true);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  try {
    await work();
  } finally {
    fs.rmSync(lock, { recursive: true, force: true });
  }
}

test.describe("admin settings and layouts", () => {
  test.beforeEach(async ({ login }) => {
    await login("admin");
  });

  test.beforeAll(async () => {
    // The outbox list needs a row: a failed e-mail with a long error, its widest case.
    await prisma.emailOutbox.create({
      data: {
        to: `someone.with.a.long.address.${uid()}@example.com`,
        subject: "Your order SRT-2026-000123 has shipped - Surat Ethnic Wear",
        template: "shipping",
        text: "Hello",
        status: "failed",
        attempts: 5,
        lastError: "Error: connect ECONNREFUSED 127.0.0.1:2525 after 5 attempts; the mail server refused the connection",
      },
    });
  });

  test("the owner changes the shop's address on the settings screen; the contact page shows it; a stale save is refused", async ({ page, context }, info) => {
    test.setTimeout(60_000); // may wait for the other project's run (holdingSettingsLock)
    await holdingSettingsLock(async () => {
      const line2 = `Gate ${uid()}`;
      await page.goto("/admin/settings");
      await expect(page.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible();
      await expect(page.getByRole("link", { name: "Settings" })).toHaveAttribute("aria-current", "page");
      const original = await page.getByLabel("Address line 2").inputValue();

      // A second tab opened on the same version, to save after the first one.
      const stale = await context.newPage();
      await stale.goto("/admin/settings");

      await page.getByLabel("Address line 2").fill(line2);
      await page.getByRole("button", { name: "Save Settings" }).click();
      await expect(page.getByText("Settings saved")).toBeVisible();
      await expect(page.getByLabel("Address line 2")).toHaveValue(line2);

      await page.goto("/contact");
      await expect(page.getByText(line2).first()).toBeVisible();

      // The stale tab's save is refused and shows what is saved now beside the field.
      await stale.getByLabel("Address line 2").fill(`Stale ${line2}`);
      await stale.getByRole("button", { name: "Save Settings" }).click();
      await expect(stale.getByText("Someone else saved the settings after you opened them.")).toBeVisible();
      await expect(stale.getByTestId("saved-addressLine2")).toHaveText(`Saved now: ${line2}`);
      await expect(stale.getByLabel("Address line 2")).toHaveValue(`Stale ${line2}`);
      await stale.close();

      // A bad GSTIN is refused with its message; then the original value goes back.
      await page.goto("/admin/settings");
      await page.getByLabel("GSTIN").fill("27ABCDE1234F1Z5");
      await page.getByLabel("Address line 2").fill(original);
      await page.getByRole("button", { name: "Save Settings" }).click();
      await expect(page.getByText("The GSTIN's first two digits must be the state code of the shop's state")).toBeVisible();
      await page.getByLabel("GSTIN").fill("24ABCDE1234F1Z5");
      await page.getByRole("button", { name: "Save Settings" }).click();
      await expect(page.getByText("Settings saved")).toBeVisible();
      await expect(page.getByLabel("Address line 2")).toHaveValue(original);
      if (info.project.name === "chromium-js") await page.screenshot({ path: info.outputPath("settings-1280.png"), fullPage: true });
    });
  });

  test("at 390 px the admin lists are cards, nothing scrolls sideways, analytics fits", async ({ page }, info) => {
    await page.setViewportSize({ width: 390, height: 844 });
    for (const path of ["/admin/orders", "/admin/products", "/admin/customers", "/admin/messages", "/admin/outbox"]) {
      await page.goto(path);
      const row = page.locator("tbody tr").first();
      await expect(row).toBeVisible();
      // A card: the row is a block, its cells carry their column's name.
      expect(await row.evaluate((tr) => getComputedStyle(tr).display)).toBe("block");
      expect(await row.locator("td").nth(1).getAttribute("data-label")).toBeTruthy();
      expect(await overflowX(page), `${path}: ${await wideElements(page)}`).toBeLessThanOrEqual(0);
      if (info.project.name === "chromium-js") await row.screenshot({ path: info.outputPath(`settings-390${path.replaceAll("/", "-")}.png`) });
    }
    await page.goto("/admin/analytics");
    await expect(page.getByTestId("analytics-definitions")).toBeVisible();
    expect(await overflowX(page), await wideElements(page)).toBeLessThanOrEqual(0);
    if (info.project.name === "chromium-js") await page.screenshot({ path: info.outputPath("settings-390-analytics.png"), fullPage: true });
  });

  test("at 1280 px every column of the lists is in view", async ({ page }, info) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    for (const path of ["/admin/orders", "/admin/products", "/admin/customers", "/admin/messages", "/admin/outbox"]) {
      await page.goto(path);
      const box = page.locator(".admin-cards").first();
      await expect(box).toBeVisible();
      // The table is as wide as its box: no column hides behind a sideways scroll. /admin/products is
      // the tightest: with the product cell at min-w-44 its columns fit 942 px of the 958 even with an
      // "Out of Stock" and an "Inactive" row and a five-digit sale price (at min-w-52 they hid 1-16 px).
      const hidden = await box.evaluate((el) => el.scrollWidth - el.clientWidth);
      expect(hidden, path).toBe(0);
      if (info.project.name === "chromium-js") await page.screenshot({ path: info.outputPath(`settings-1280${path.replaceAll("/", "-")}.png`), fullPage: true });
    }
  });

  test("an unknown admin address is a 404 inside the admin shell", async ({ page }) => {
    const response = await page.goto("/admin/no-such-screen");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Admin" })).toBeVisible();
    await page.getByRole("link", { name: "Go to the Dashboard" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  });
});
