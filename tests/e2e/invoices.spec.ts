import { prisma } from "../../app/db.server";
import { issueInvoiceInTx } from "../../app/models/invoice-issue.server";
import { DEMO_CUSTOMER, expect, test } from "./fixtures";

// Issue 13 section 2: the shopper downloads the GST tax invoice of a shipped order as a PDF and
// prints its HTML view; the admin picks invoices of a month and prints them together. Both projects
// (with and without JavaScript): every step is a link or a plain GET form.

/** A delivered order of the demo customer, with its invoice (the seed issues them; issued here if not). */
async function invoicedOrder() {
  const order = await prisma.order.findFirstOrThrow({
    where: { user: { email: DEMO_CUSTOMER.email }, status: { in: ["delivered", "shipped"] } },
    orderBy: { createdAt: "asc" },
    select: { id: true, orderNumber: true, shippedAt: true },
  });
  const invoice = await prisma.$transaction((tx) => issueInvoiceInTx(tx, order.id, order.shippedAt ?? new Date()));
  return { order, invoice };
}

test("the shopper downloads the tax invoice as a PDF and opens the printable view", async ({ page, login }) => {
  const { order, invoice } = await invoicedOrder();
  await login("customer");
  await page.goto(`/order/${order.id}`);
  const links = page.getByTestId("invoice-links");
  await expect(links).toBeVisible();

  const [download] = await Promise.all([page.waitForEvent("download"), links.getByRole("link", { name: "Download tax invoice (PDF)" }).click()]);
  expect(download.suggestedFilename()).toBe(`${invoice.number.replace(/\//g, "-")}.pdf`);
  const res = await page.request.get(`/order/${order.id}/invoice.pdf`);
  expect(res.status()).toBe(200);
  expect(res.headers()["content-type"]).toBe("application/pdf");
  expect(res.headers()["cache-control"]).toContain("no-store");
  expect((await res.body()).subarray(0, 5).toString()).toBe("%PDF-");

  await links.getByRole("link", { name: "View and print invoice" }).click();
  await expect(page).toHaveURL(new RegExp(`/order/${order.id}/invoice$`));
  const doc = page.getByTestId("tax-document").first();
  await expect(doc.getByRole("heading", { name: "Tax Invoice" })).toBeVisible();
  await expect(doc.getByTestId("document-number")).toHaveText(invoice.number);
  await expect(doc.getByTestId("place-of-supply")).toHaveText(`${invoice.placeOfSupplyState} (${invoice.placeOfSupplyCode})`);
  await expect(doc.getByTestId("amount-in-words")).toHaveText(/^Rupees .+ Only$/);
  await expect(doc.getByRole("columnheader", { name: "HSN" })).toBeVisible();
});

test("another shopper gets the not-found page for someone else's invoice", async ({ page, login }) => {
  const { order } = await invoicedOrder();
  const other = await prisma.user.findFirstOrThrow({ where: { role: "customer", isActive: true, email: { not: DEMO_CUSTOMER.email } }, select: { email: true } });
  await login({ email: other.email });
  expect((await page.request.get(`/order/${order.id}/invoice.pdf`)).status()).toBe(404);
  const res = await page.goto(`/order/${order.id}/invoice`);
  expect(res?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Invoice Not Found" })).toBeVisible();
});

test("the admin selects invoices of a month and prints them together", async ({ page, login }) => {
  const { invoice } = await invoicedOrder();
  const month = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata", year: "numeric", month: "2-digit" }).format(invoice.issuedAt);
  await login("admin");
  await page.goto(`/admin/invoices?month=${month}`);
  await expect(page.getByRole("heading", { name: /Invoices/ })).toBeVisible();
  await page.getByRole("checkbox", { name: `Select ${invoice.number}` }).check();
  const rows = page.getByRole("checkbox", { name: /^Select / });
  if ((await rows.count()) > 1) await rows.nth(0).check();
  await page.getByRole("button", { name: "Print selected" }).click();
  await expect(page).toHaveURL(/\/admin\/invoices\/print\?id=/);
  await expect(page.getByTestId("document-number").filter({ hasText: invoice.number })).toBeVisible();
  expect(await page.getByTestId("tax-document").count()).toBeGreaterThanOrEqual(1);
  await expect(page.getByRole("link", { name: "B2C summary (CSV)" })).toHaveCount(0);

  // The admin may fetch any shopper's invoice.
  expect((await page.request.get(`/order/${invoice.orderId}/invoice.pdf`)).status()).toBe(200);
  const csv = await page.request.get(`/admin/invoices/gstr1?month=${month}&part=documents`);
  expect(csv.headers()["content-type"]).toBe("text/csv; charset=utf-8");
  expect(await csv.text()).toContain(invoice.number);
});
