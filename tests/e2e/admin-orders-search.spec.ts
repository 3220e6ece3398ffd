import fs from "node:fs";
import { prisma } from "../../app/db.server";
import { expect, test, uniqueEmail } from "./fixtures";

// Admin orders search and CSV export, with and without JavaScript: a phone
// typed with other spacing finds the order, a pincode and a date range narrow
// the list, and Export CSV downloads exactly the orders in view (same filters),
// with formula-looking cells made safe.

async function taggedOrders() {
  const tag = `e2e${Math.random().toString(36).slice(2, 8)}`;
  const phone = `9${String(Math.floor(Math.random() * 1e9)).padStart(9, "0")}`;
  const user = await prisma.user.create({ data: { email: uniqueEmail("search"), firstName: "Devika", lastName: `Joshi${tag}`, passwordHash: "not-used" } });
  const product = await prisma.product.findFirstOrThrow({ where: { isActive: true }, select: { id: true, name: true } });
  const make = (n: number, data: { shipPhone: string; shipPincode: string; createdAt: Date; shipFullName?: string }) =>
    prisma.order.create({
      data: {
        orderNumber: `E2E-${tag}-${n}`,
        userId: user.id,
        status: "confirmed",
        paymentMethod: "cod",
        subtotal: 150000 * n,
        total: 150000 * n,
        totalItems: 1,
        shipFullName: data.shipFullName ?? `Devika Joshi ${tag}`,
        shipPhone: data.shipPhone,
        shipAddress: "21 Ghod Dod Road",
        shipCity: "Surat",
        shipState: "Gujarat",
        shipPincode: data.shipPincode,
        createdAt: data.createdAt,
        items: { create: [{ productId: product.id, name: product.name, price: 150000 * n, originalPrice: 150000 * n, quantity: 1, size: "M", color: "Red", gstRate: 5, taxAmount: 7143 }] },
      },
    });
  const a = await make(1, { shipPhone: `+91 ${phone.slice(0, 5)} ${phone.slice(5)}`, shipPincode: "395007", createdAt: new Date("2024-01-15T06:00:00Z") });
  const b = await make(2, { shipPhone: "+91 90000 11111", shipPincode: "395009", createdAt: new Date("2024-01-20T06:00:00Z"), shipFullName: `=cmd|' /C calc'!A0 ${tag}` });
  return { tag, phone, a, b };
}

test.describe("admin orders search and export", () => {
  test.beforeEach(async ({ login }) => {
    await login("admin");
  });

  test("phone with any spacing, pincode, date range; Export CSV of the orders in view", async ({ page }) => {
    const { tag, phone, a, b } = await taggedOrders();
    const filters = page.getByRole("search", { name: "Filter orders" });

    // The phone typed differently from how it was stored.
    await page.goto("/admin/orders");
    await filters.getByLabel("Search").fill(`${phone.slice(0, 3)}-${phone.slice(3, 6)}-${phone.slice(6)}`);
    await filters.getByRole("button", { name: "Apply" }).click();
    await expect(page.getByText("Showing 1 to 1 of 1 orders")).toBeVisible();
    await expect(page.locator(`[data-order-id="${a.id}"]`).first()).toBeVisible();

    // The tag and a date range: both orders, then one.
    await filters.getByLabel("Search").fill(tag);
    await filters.getByLabel("From").fill("2024-01-01");
    await filters.getByLabel("To").fill("2024-01-31");
    await filters.getByRole("button", { name: "Apply" }).click();
    await expect(page.getByText("Showing 1 to 2 of 2 orders")).toBeVisible();
    await filters.getByLabel("To").fill("2024-01-16");
    await filters.getByRole("button", { name: "Apply" }).click();
    await expect(page.getByText("Showing 1 to 1 of 1 orders")).toBeVisible();
    await expect(page).toHaveURL(/from=2024-01-01&to=2024-01-16/);
    await expect(page.locator(`[data-order-id="${a.id}"]`).first()).toBeVisible();

    // A pincode.
    await page.goto(`/admin/orders?search=395009&from=2024-01-01&to=2024-01-31`);
    await expect(page.locator(`[data-order-id="${b.id}"]`).first()).toBeVisible();
    await expect(page.locator(`[data-order-id="${a.id}"]`)).toHaveCount(0);

    // Export the orders in view: the tag over January, both orders, largest first as listed.
    await page.goto(`/admin/orders?search=${tag}&from=2024-01-01&to=2024-01-31&sortBy=totalAmount`);
    await expect(page.getByText("Showing 1 to 2 of 2 orders")).toBeVisible();
    const exportLink = page.getByRole("link", { name: /Export CSV/ });
    await expect(exportLink).toHaveAttribute("href", `/admin/orders/export.csv?search=${tag}&from=2024-01-01&to=2024-01-31&sortBy=totalAmount`);
    const [download] = await Promise.all([page.waitForEvent("download"), exportLink.click()]);
    expect(download.suggestedFilename()).toMatch(/^orders-2024-01-01-to-2024-01-31-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = fs.readFileSync((await download.path())!, "utf8").replace(/^\uFEFF/, "");
    const lines = text.trim().split("\r\n");
    expect(lines[0]).toMatch(/^Order number,Order ID,Placed \(IST\),Status/);
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(b.orderNumber);
    expect(lines[1]).toContain(`'=cmd|' /C calc'!A0 ${tag}`);
    expect(lines[2]).toContain(a.orderNumber);
    expect(lines[2]).toContain(`'+91 ${phone.slice(0, 5)} ${phone.slice(5)}`);
  });
});
