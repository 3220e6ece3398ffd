import { prisma } from "../../app/db.server";
import { expect, test, uniqueEmail } from "./fixtures";

// The outbox screens' delivery facts (decision 0018), in both projects: how
// many attempts a message had, when the next one is, and the last error; at
// 1280 px the list fits without a horizontal scroll.

test.describe("admin outbox delivery", () => {
  test("a message being retried shows its attempts, next attempt and last error; a failed one says no further attempt", async ({ page, login }) => {
    const to = uniqueEmail("outbox");
    const tag = Math.random().toString(36).slice(2, 8);
    const next = new Date(Date.now() + 5 * 60_000);
    const retrying = await prisma.emailOutbox.create({
      data: {
        to,
        subject: `Your order has shipped ${tag}`,
        template: "shipping",
        text: "Hello,\n\nYour order is on its way.",
        status: "queued",
        attempts: 2,
        lastError: "Can't send mail - all recipients were rejected: 451 4.7.1 Greylisted, try again later",
        lastAttemptAt: new Date(),
        nextAttemptAt: next,
      },
    });
    await prisma.emailOutbox.create({
      data: {
        to,
        subject: `Order confirmed ${tag}`,
        template: "order-confirmation",
        text: "Hello,\n\nThank you for your order.",
        status: "failed",
        attempts: 1,
        lastError: "Can't send mail - all recipients were rejected: 550 5.1.1 Mailbox does not exist",
        lastAttemptAt: new Date(),
      },
    });

    await login("admin");
    await page.goto(`/admin/outbox?search=${encodeURIComponent(to)}`);
    await expect(page.getByRole("columnheader")).toHaveText(["Recipient", "Subject and preview", "Status", "Delivery", "Last error"]);

    const queuedRow = page.getByRole("row").filter({ hasText: `Your order has shipped ${tag}` });
    await expect(queuedRow).toContainText("Queued");
    await expect(queuedRow.getByTestId("outbox-delivery")).toContainText("2 of 5 attempts");
    // The e2e server has no SMTP_URL: no worker runs, so no time is promised (with one: "Next attempt <time>", see outbox-delivery.test.ts).
    await expect(queuedRow.getByTestId("outbox-delivery")).toContainText("Waiting: no mail server is configured");
    await expect(queuedRow).toContainText("451 4.7.1 Greylisted, try again later");

    const failedRow = page.getByRole("row").filter({ hasText: `Order confirmed ${tag}` });
    await expect(failedRow).toContainText("Failed");
    await expect(failedRow.getByTestId("outbox-delivery")).toContainText("1 of 5 attempts");
    await expect(failedRow.getByTestId("outbox-delivery")).toContainText("No further attempt");
    await expect(failedRow).toContainText("550 5.1.1 Mailbox does not exist");

    // At 1280 px (the projects' viewport) no column is cut off: the table needs no horizontal scroll.
    expect(page.viewportSize()?.width).toBe(1280);
    const overflow = await page.getByRole("table").evaluate((table) => {
      const box = table.parentElement!;
      return box.scrollWidth - box.clientWidth;
    });
    expect(overflow).toBeLessThanOrEqual(0);
    // The same for the whole first page, whatever other specs queued.
    await page.goto("/admin/outbox");
    const fullOverflow = await page.getByRole("table").evaluate((table) => table.parentElement!.scrollWidth - table.parentElement!.clientWidth);
    expect(fullOverflow).toBeLessThanOrEqual(0);
    await page.goto(`/admin/outbox?search=${encodeURIComponent(to)}`);

    await queuedRow.getByRole("link", { name: `Your order has shipped ${tag}` }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/outbox/${retrying.id}$`));
    const details = page.locator("dl");
    await expect(details).toContainText("2 of 5 attempts");
    await expect(details.locator("div").filter({ hasText: /^Next attempt/ })).toContainText("When a mail server is configured");
    await expect(details.locator("div").filter({ hasText: /^Last attempt/ })).not.toContainText("None");
    await expect(details.locator("div").filter({ hasText: /^Last error/ })).toContainText("451 4.7.1 Greylisted");
  });
});
