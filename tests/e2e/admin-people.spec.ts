import type { Browser, Page } from "@playwright/test";
import { prisma } from "../../app/db.server";
import { hashPassword } from "../../app/utils/password.server";
import { expect, test, uniqueEmail } from "./fixtures";

// Admin customers, messages and the e-mail outbox, in both projects (with and
// without JavaScript). Every test makes its own customer or message: the e2e
// database is shared with other specs running side by side.

const PASSWORD = "Saree2026x";

async function signIn(page: Page, email: string, password = PASSWORD) {
  await page.goto("/login");
  await page.getByLabel("Email address").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
}

/** A second browser (the shopper's), with the same JavaScript setting as this project. */
async function shopperPage(browser: Browser, baseURL: string | undefined, isNoJs: boolean) {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: !isNoJs });
  return { context, page: await context.newPage() };
}

test.describe("admin customers", () => {
  test("deactivating a customer signs them out and keeps them out; activating lets them back in", async ({ page, browser, baseURL, login, isNoJs }) => {
    const email = uniqueEmail("deact");
    const suffix = Math.random().toString(36).slice(2, 7);
    const firstName = `Lata${suffix}`;
    const customer = await prisma.user.create({
      data: { email, passwordHash: await hashPassword(PASSWORD), firstName, lastName: "Desai", phone: "+91 98250 44444" },
    });

    // One delivered order of theirs: 1 order, its total spent.
    const product = await prisma.product.findFirstOrThrow({ where: { isActive: true }, select: { id: true, name: true } });
    const order = await prisma.order.create({
      data: {
        orderNumber: `E2E-PEOPLE-${suffix}-${Date.now()}`,
        userId: customer.id,
        status: "delivered",
        paymentMethod: "cod",
        paymentStatus: "paid",
        subtotal: 254_900,
        total: 254_900,
        totalItems: 1,
        shipFullName: `${firstName} Desai`,
        shipPhone: "9825044444",
        shipAddress: "7 Ghod Dod Road",
        shipCity: "Surat",
        shipState: "Gujarat",
        shipPincode: "395007",
        items: { create: { productId: product.id, name: product.name, price: 254_900, originalPrice: 254_900, quantity: 1, size: "Free Size", color: "Default", gstRate: 18, taxAmount: 38_883 } },
      },
    });

    // The customer is signed in somewhere.
    const shopper = await shopperPage(browser, baseURL, isNoJs);
    await signIn(shopper.page, email);
    await expect(shopper.page).toHaveURL("/account");

    await login("admin");
    await page.goto(`/admin/customers?search=${encodeURIComponent(email)}`);
    await expect(page.getByRole("heading", { level: 1, name: /Customers/ })).toBeVisible();
    const row = page.getByRole("row").filter({ hasText: email });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(`${firstName} Desai`);
    await expect(row).toContainText(customer.id.slice(-8).toUpperCase());
    await expect(row).toContainText("+91 98250 44444");
    await expect(row).toContainText("Active");
    await expect(row.getByRole("cell").nth(2)).toHaveText("1");
    await expect(row.getByRole("cell").nth(3)).toHaveText("₹2,549");
    await expect(row.getByRole("link", { name: new RegExp(`View ${firstName}`) })).toHaveAttribute("href", `/admin/customers/${customer.id}`);

    // The confirmation step (a <details>), then the POST.
    await row.locator("summary", { hasText: "Deactivate" }).click();
    await expect(row.getByRole("alertdialog")).toContainText(`Deactivate ${firstName} Desai?`);
    await row.getByRole("button", { name: "Yes, deactivate" }).click();
    await expect(page.getByTestId("toast")).toContainText("User deactivated successfully");
    await expect(page).toHaveURL(new RegExp(`/admin/customers\\?search=${encodeURIComponent(email).replace(/\./g, "\\.")}$`));
    await expect(page.getByRole("row").filter({ hasText: email })).toContainText("Inactive");
    expect((await prisma.user.findUniqueOrThrow({ where: { id: customer.id } })).isActive).toBe(false);

    // Their session ended, and they cannot sign in again.
    await shopper.page.goto("/account");
    await expect(shopper.page).toHaveURL(/\/login\?redirect=%2Faccount/);
    await signIn(shopper.page, email);
    await expect(shopper.page.getByRole("alert").filter({ hasText: "Your account has been deactivated. Please contact support." })).toBeVisible();

    // The inactive filter finds them; activate from the detail page.
    await page.goto(`/admin/customers?search=${encodeURIComponent(email)}&status=inactive`);
    await expect(page.getByRole("row").filter({ hasText: email })).toHaveCount(1);
    await page.goto(`/admin/customers?search=${encodeURIComponent(email)}&status=active`);
    await expect(page.getByText("No customers found")).toBeVisible();
    await expect(page.getByText("Try adjusting your search criteria")).toBeVisible();

    await page.goto(`/admin/customers/${customer.id}`);
    await expect(page.getByRole("heading", { level: 1, name: `${firstName} Desai` })).toBeVisible();
    await expect(page.getByRole("link", { name: order.orderNumber })).toHaveAttribute("href", `/admin/orders/${order.id}`);
    await expect(page.getByText("Inactive").first()).toBeVisible();
    await page.locator("summary", { hasText: "Activate" }).click();
    await page.getByRole("button", { name: "Yes, activate" }).click();
    await expect(page.getByTestId("toast")).toContainText("User activated successfully");
    await expect(page).toHaveURL(`/admin/customers/${customer.id}`);

    await signIn(shopper.page, email);
    await expect(shopper.page).toHaveURL("/account");
    await shopper.context.close();
  });
});

test.describe("admin messages and outbox", () => {
  test("a fresh contact message: detail page, reply link, status changes, and its acknowledgement in the outbox", async ({ page, login, isNoJs }) => {
    const email = uniqueEmail("msg");
    const subject = `Blouse alteration ${Math.random().toString(36).slice(2, 8)}`;
    const body = "Could you alter the blouse of the Patola saree I bought?\nIt needs to be an inch looser.";

    await page.goto("/contact");
    await page.getByLabel("Your name").fill("Rekha Joshi");
    await page.getByLabel("Email address").fill(email);
    await page.getByLabel("Phone number (optional)").fill("+91 98250 55555");
    await page.getByLabel("Subject").fill(subject);
    await page.getByRole("textbox", { name: "Message", exact: true }).fill(body);
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByTestId("toast")).toContainText("Thank you for your message!");

    await login("admin");
    await page.goto("/admin/messages?status=new");
    await expect(page.getByRole("heading", { level: 1, name: /Messages/ })).toBeVisible();
    for (const card of ["New", "Read", "Responded", "Closed"]) {
      await expect(page.getByRole("navigation", { name: "Messages by status" }).getByRole("link", { name: new RegExp(card) })).toBeVisible();
    }
    const row = page.getByRole("row").filter({ hasText: subject });
    await expect(row).toContainText("Rekha Joshi");
    await expect(row).toContainText(email);
    await expect(row).toContainText("+91 98250 55555");
    await expect(row).toContainText("New");

    // The detail page shows everything; opening it changes nothing.
    await row.getByRole("link", { name: /View message from Rekha Joshi/ }).click();
    await expect(page.getByRole("heading", { level: 1, name: subject })).toBeVisible();
    await expect(page.getByTestId("message-body")).toHaveText(body);
    await expect(page.getByRole("link", { name: "Reply by e-mail" })).toHaveAttribute(
      "href",
      `mailto:${email}?subject=${encodeURIComponent(`Re: ${subject}`)}`,
    );
    await page.reload();
    await expect(page.getByRole("button", { name: "Mark as read" })).toBeVisible();

    await page.getByRole("button", { name: "Mark as read" }).click();
    await expect(page.getByTestId("toast")).toContainText("Message status updated successfully");
    await expect(page.getByRole("button", { name: "Mark as read" })).toHaveCount(0);
    const id = page.url().split("/").pop()!;
    expect((await prisma.contactMessage.findUniqueOrThrow({ where: { id } })).status).toBe("read");

    // From the list: the row's status form.
    await page.goto("/admin/messages?status=read");
    const readRow = page.getByRole("row").filter({ hasText: subject });
    await expect(readRow).toContainText("Read");
    const select = readRow.getByLabel("Status of the message from Rekha Joshi");
    if (isNoJs) {
      await select.selectOption("responded");
      await readRow.getByRole("button", { name: "Update" }).click();
    } else {
      // Once hydrated the select submits itself.
      await expect(readRow.getByRole("button", { name: "Update" })).toHaveCount(0);
      await select.selectOption("responded");
    }
    await expect(page.getByTestId("toast")).toContainText("Message status updated successfully");
    await expect(page).toHaveURL("/admin/messages?status=read");
    await expect(page.getByRole("row").filter({ hasText: subject })).toHaveCount(0);
    await expect.poll(async () => (await prisma.contactMessage.findUniqueOrThrow({ where: { id } })).status).toBe("responded");
    await page.goto("/admin/messages?status=responded");
    await expect(page.getByRole("row").filter({ hasText: subject })).toContainText("Responded");

    // The acknowledgement e-mail is in the outbox even with no mail server.
    await page.goto(`/admin/outbox?search=${encodeURIComponent(email)}`);
    await expect(page.getByRole("heading", { level: 1, name: /E-mail Outbox/ })).toBeVisible();
    const mail = page.getByRole("row").filter({ hasText: email });
    await expect(mail).toHaveCount(1);
    await expect(mail).toContainText("contact-ack");
    await expect(mail).toContainText("Stored");
    // Fixed text and a reference only: nothing the visitor typed is relayed (issue 11, section 5).
    await expect(mail).toContainText("Thank you for writing to");
    await mail.getByRole("link", { name: /We received your message/ }).click();
    await expect(page.getByTestId("email-text")).toContainText(`We have received your message (reference ${id.slice(-8).toUpperCase()})`);
    await expect(page.getByTestId("email-text")).not.toContainText(subject);
  });
});
