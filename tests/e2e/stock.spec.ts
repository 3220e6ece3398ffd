import type { Page } from "@playwright/test";
import { prisma } from "../../app/db.server";
import { expect, test, uniqueEmail } from "./fixtures";

// Stock per size and colour (issue 13 section 1, issue 14 "Notify me", docs/decisions/0019), with
// and without JavaScript: the admin's stock grid saves a cell as a movement with its reason, and
// the product page shows which sizes the chosen colour has (sold-out ones shown and disabled).
// Each test makes its own product: S and M in Red and Blue, S / Red and M / Blue sold out.

const unique = (label: string) => `${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const toast = (page: Page) => page.getByTestId("toast");

async function kurta(name: string) {
  const category = await prisma.category.findFirstOrThrow({ where: { isActive: true }, select: { id: true } });
  const cells = { "S/Red": 0, "M/Red": 3, "S/Blue": 2, "M/Blue": 0 };
  return prisma.product.create({
    data: {
      name,
      description: "Cotton kurta for the stock tests.",
      material: "Cotton",
      price: 149900,
      originalPrice: 149900,
      categoryId: category.id,
      sizes: JSON.stringify(["S", "M"]),
      colors: JSON.stringify(["Red", "Blue"]),
      images: JSON.stringify(["/images/placeholder-product.svg"]),
      stock: 5,
      variants: { create: Object.entries(cells).map(([k, stock]) => ({ size: k.split("/")[0], color: k.split("/")[1], stock })) },
    },
    select: { id: true },
  });
}

test.describe("stock per size and colour", () => {
  test("the admin's stock grid saves a cell with its reason and shows it in the history", async ({ page, login }) => {
    const { id } = await kurta(unique("E2E Grid Kurta"));
    await login("admin");
    await page.goto(`/admin/products/${id}/stock`);
    const grid = page.getByTestId("stock-grid");
    await expect(grid.getByRole("columnheader", { name: "Red" })).toBeVisible();
    await expect(grid.getByRole("rowheader", { name: "M" })).toBeVisible();
    await expect(page.getByLabel("Stock of M / Red")).toHaveValue("3");

    // A stock change without a reason is refused, nothing saved.
    await page.getByLabel("Stock of S / Red").fill("4");
    await page.getByRole("button", { name: "Save stock" }).click();
    await expect(page.getByRole("alert")).toContainText("Reason for a stock change is required");
    expect((await prisma.productVariant.findFirstOrThrow({ where: { productId: id, size: "S", color: "Red" } })).stock).toBe(0);

    await page.getByLabel("Stock of S / Red").fill("4");
    await page.getByLabel("SKU of S / Red").fill(`E2E-${id}-S-RED`);
    await page.getByLabel("Reason for a stock change").fill("Delivery from the weaver");
    await page.getByRole("button", { name: "Save stock" }).click();
    await expect(toast(page)).toContainText("1 cell saved");
    await expect(page.getByLabel("Stock of S / Red")).toHaveValue("4");
    await expect(page.getByText("Total 9 units")).toBeVisible();
    const history = page.getByTestId("stock-history");
    await expect(history.getByRole("row").filter({ hasText: "Delivery from the weaver" })).toContainText("S / Red → 4");
    const product = await prisma.product.findUniqueOrThrow({ where: { id }, select: { stock: true } });
    expect(product.stock).toBe(9);
  });

  test("the product page shows the sizes of the chosen colour, sold-out ones disabled, and Notify me", async ({ page }) => {
    const { id } = await kurta(unique("E2E Size Kurta"));
    await page.goto(`/product/${id}`);
    // Red first: S is sold out, M has 3.
    await expect(page.getByRole("link", { name: "Red" })).toHaveAttribute("aria-current", "true");
    await expect(page.getByRole("radio", { name: "S (sold out)" })).toBeDisabled();
    await expect(page.getByRole("radio", { name: "M", exact: true })).toBeChecked();
    await expect(page.getByTestId("stock-status")).toHaveText("Only 3 left in stock");

    // Blue (a link: a reload without JavaScript): S has 2, M is sold out.
    await page.getByRole("link", { name: "Blue" }).click();
    await expect(page).toHaveURL(/color=Blue/);
    await expect(page.getByRole("link", { name: "Blue" })).toHaveAttribute("aria-current", "true");
    await expect(page.getByRole("radio", { name: "M (sold out)" })).toBeDisabled();
    await expect(page.getByRole("radio", { name: "S", exact: true })).toBeChecked();
    await expect(page.getByTestId("stock-status")).toHaveText("Only 2 left in stock");

    // Notify me for M / Blue, by e-mail.
    const email = uniqueEmail("notify");
    await page.getByRole("link", { name: "Sold out in your size? Notify me" }).click();
    const form = page.getByTestId("notify-me");
    await expect(form.getByLabel("Size")).toHaveValue("M");
    await form.getByLabel("Email").fill(email);
    await form.getByRole("button", { name: "Notify me" }).click();
    await expect(toast(page)).toContainText(`We will e-mail ${email.toLowerCase()} once when it is back in stock.`);
    await expect(page).toHaveURL(new RegExp(`/product/${id}\\?color=Blue`));
    const alert = await prisma.stockAlert.findFirstOrThrow({ where: { productId: id, email: email.toLowerCase() } });
    expect(alert).toMatchObject({ size: "M", color: "Blue", notifiedAt: null });
  });
});
