import type { Page } from "@playwright/test";
import { prisma } from "../../app/db.server";
import { expect, test } from "./fixtures";

// Admin products (spec/admin.md "Products", "/admin/products/new",
// "/admin/products/{id}/edit"; DECISIONS 3.7), with and without JavaScript:
// create with chips and images, edit, toggle status and featured, delete with
// the confirmation step, and Delete of a product that appears in an order
// archives it so the shop stops showing it. Every product here is the test's
// own (unique names), so parallel specs sharing the database are unaffected.

const toast = (page: Page) => page.getByTestId("toast");
const unique = (label: string) => `${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** Sets a chip list: the textarea without JavaScript, the chip input (Enter and the Add button) with it. */
async function addChips(page: Page, isNoJs: boolean, section: string, itemLabel: string, values: string[]) {
  const card = page.locator("section").filter({ has: page.getByRole("heading", { name: section, exact: true }) });
  if (isNoJs) {
    const area = card.getByRole("textbox");
    const current = await area.inputValue();
    await area.fill([current, ...values].filter(Boolean).join("\n"));
    return;
  }
  const input = card.getByRole("textbox", { name: `Add ${itemLabel}`, exact: true });
  for (const [i, v] of values.entries()) {
    await input.fill(v);
    if (i % 2 === 0) await input.press("Enter");
    else await card.getByRole("button", { name: `Add this ${itemLabel}`, exact: true }).click();
  }
}

async function openList(page: Page, search: string) {
  await page.goto(`/admin/products?search=${encodeURIComponent(search)}`);
  await expect(page.getByRole("heading", { level: 1, name: /Products/ })).toBeVisible();
}

test.describe("admin products", () => {
  test("create with chips and images, edit, toggle status and featured, delete", async ({ page, login, isNoJs }) => {
    test.setTimeout(90_000);
    await login("admin");
    const name = unique("E2E Patola Saree");

    // ---- create
    await page.goto("/admin/products/new");
    await expect(page.getByRole("heading", { level: 1, name: "Add New Product" })).toBeVisible();
    const form = page.getByTestId("product-form");
    if (!isNoJs) {
      // Hydrated: the chip inputs replace the textareas; the subcategory waits for a category.
      await expect(form.getByRole("textbox", { name: "Add color", exact: true })).toBeVisible();
      await expect(form.getByLabel("Subcategory")).toBeDisabled();
    }
    await form.getByLabel("Product Name").fill(name);
    await form.getByLabel("Description").fill("Double ikat from Patan, woven over months.");
    await form.getByLabel("Material").fill("Silk");
    await form.getByLabel("Selling Price (₹)").fill("18999");
    await form.getByLabel(/Original Price/).fill("21999");
    await form.getByLabel("Stock Quantity").fill("6");
    const category = form.getByLabel("Category", { exact: true });
    const firstCategory = (await category.locator("option").nth(1).textContent())!.trim();
    await category.selectOption({ label: firstCategory });
    if (!isNoJs) await expect(form.getByLabel("Subcategory")).toBeEnabled();
    // One colour and one size: the form's single Stock field sets that combination's stock (a product
    // sold in several sizes or colours is stocked in its grid, tests/e2e/stock.spec.ts, decision 0019).
    await addChips(page, isNoJs, "Colors", "color", ["Maroon", " maroon "]);
    await addChips(page, isNoJs, "Sizes", "size", ["Free Size"]);
    await addChips(page, isNoJs, "Tags", "tag", ["wedding", "handloom"]);
    await addChips(page, isNoJs, "Product Images", "image URL", ["/images/products/banarasi-bridal-magenta-1.svg"]);
    if (!isNoJs) {
      // The duplicate colour was not added; chips are removed by a click, and the last image stays.
      const colors = form.getByRole("list", { name: "Colors" });
      await expect(colors.getByRole("button")).toHaveText(["Maroon✕"]);
      await form.getByRole("button", { name: "Remove image URL /uploads/placeholder-product.svg" }).click();
      const lastImage = form.getByRole("button", { name: "Remove image URL /images/products/banarasi-bridal-magenta-1.svg" });
      await expect(lastImage).toBeDisabled();
    }
    await form.getByLabel("Featured Product").check();
    await form.getByRole("button", { name: "Create Product" }).click();

    await expect(page).toHaveURL(/\/admin\/products$/);
    await expect(toast(page)).toContainText("Product created successfully!");
    const created = await prisma.product.findFirstOrThrow({ where: { name } });
    expect(JSON.parse(created.colors)).toEqual(["Maroon"]);
    expect(JSON.parse(created.tags)).toEqual(["wedding", "handloom"]);
    expect(JSON.parse(created.images)).toEqual(
      isNoJs ? ["/uploads/placeholder-product.svg", "/images/products/banarasi-bridal-magenta-1.svg"] : ["/images/products/banarasi-bridal-magenta-1.svg"],
    );
    expect(created).toMatchObject({ price: 1_899_900, originalPrice: 2_199_900, stock: 6, isFeatured: true, isActive: true });

    // ---- the list shows it with its badges and prices
    await openList(page, name);
    const row = page.getByTestId("product-row").filter({ hasText: name });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText("Featured");
    await expect(row).toContainText("₹18,999");
    await expect(row.locator("del")).toHaveText("₹21,999");
    await expect(row).toContainText("Active");

    // ---- edit
    await row.getByRole("link", { name: `Edit: ${name}` }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Edit Product" })).toBeVisible();
    await expect(form.getByLabel("Product Name")).toHaveValue(name);
    // Rating and review count come from real reviews only: not on the form (issue 11).
    await expect(form.getByLabel("Rating (0 to 5)")).toHaveCount(0);
    await form.getByLabel("Selling Price (₹)").fill("17499");
    await form.getByLabel("Stock Quantity").fill("8");
    await form.getByLabel("Reason for a stock change").fill("Received 2 from the weaver");
    await form.getByRole("button", { name: "Update Product" }).click();
    await expect(toast(page)).toContainText("Product updated successfully!");
    await expect(page).toHaveURL(/\/admin\/products$/);
    expect(await prisma.product.findUniqueOrThrow({ where: { id: created.id } })).toMatchObject({ price: 1_749_900, stock: 8, rating: 0, reviewCount: 0 });

    // ---- a stale form: 3 sell while the form is open; typing a new stock over it is refused, the input kept
    await page.goto(`/admin/products/${created.id}/edit`);
    await expect(form.getByLabel("Stock Quantity")).toHaveValue("8");
    await prisma.product.update({ where: { id: created.id }, data: { stock: 5 } });
    await prisma.productVariant.updateMany({ where: { productId: created.id }, data: { stock: 5 } });
    await form.getByLabel("Stock Quantity").fill("10");
    await form.getByLabel("Reason for a stock change").fill("Recount");
    await form.getByRole("button", { name: "Update Product" }).click();
    await expect(form).toContainText("Stock changed from 8 to 5");
    await expect(form.getByTestId("now-stock")).toContainText("5");
    await expect(form.getByLabel("Stock Quantity")).toHaveValue("10");
    expect((await prisma.product.findUniqueOrThrow({ where: { id: created.id } })).stock).toBe(5);
    // Saving again, now knowing the current stock, sets it.
    await form.getByRole("button", { name: "Update Product" }).click();
    await expect(toast(page)).toContainText("Product updated successfully!");
    expect((await prisma.product.findUniqueOrThrow({ where: { id: created.id } })).stock).toBe(10);

    // ---- the details page shows the stock history
    await page.goto(`/admin/products/${created.id}`);
    const history = page.getByTestId("stock-history");
    await expect(history).toContainText("Received 2 from the weaver");
    await expect(history).toContainText("Recount");
    await expect(history).toContainText("Initial stock");

    // ---- toggles (status, featured)
    await openList(page, name);
    await row.getByRole("button", { name: `Deactivate: ${name}` }).click();
    await expect(toast(page)).toContainText("Product status updated successfully");
    await expect(row).toContainText("Inactive");
    await row.getByRole("button", { name: `Unfeature: ${name}` }).click();
    await expect(toast(page)).toContainText("Product featured status updated successfully");
    await expect(row.getByRole("button", { name: `Feature: ${name}` })).toBeVisible();
    expect(await prisma.product.findUniqueOrThrow({ where: { id: created.id } })).toMatchObject({ isActive: false, isFeatured: false });

    // ---- details page
    await row.getByRole("link", { name: `View details: ${name}` }).click();
    const details = page.getByTestId("product-details");
    await expect(details).toContainText(created.id);
    await expect(details).toContainText("No reviews yet");
    await expect(details).toContainText("20% off");
    await page.getByRole("link", { name: "Back to Products" }).click();

    // ---- delete with confirmation
    await openList(page, name);
    await row.locator("summary", { hasText: "Delete" }).click();
    const dialog = row.getByRole("alertdialog");
    await expect(dialog).toContainText(`Delete "${name}"?`);
    await dialog.getByRole("button", { name: "Delete" }).click();
    await expect(toast(page)).toContainText("Product deleted successfully");
    await expect(page.getByTestId("product-row").filter({ hasText: name })).toHaveCount(0);
    await expect(page.getByText("No products found")).toBeVisible();
    await expect(page.getByText("Try adjusting your search or filter criteria")).toBeVisible();
    await expect(page.getByRole("link", { name: "Add Your First Product" })).toBeVisible();
    expect(await prisma.product.findUnique({ where: { id: created.id } })).toBeNull();
  });

  test("deleting a product that appears in an order archives it and the shop stops showing it", async ({ page, login }) => {
    await login("admin");
    const name = unique("E2E Archived Kurta");
    const category = await prisma.category.findFirstOrThrow({ where: { isActive: true }, select: { id: true } });
    const product = await prisma.product.create({
      data: {
        name,
        description: "A kurta that was ordered once.",
        material: "Cotton",
        price: 99_900,
        originalPrice: 99_900,
        categoryId: category.id,
        images: JSON.stringify(["/uploads/placeholder-product.svg"]),
        stock: 5,
      },
    });
    const buyer = await prisma.user.create({
      data: { email: `${name.replace(/\W+/g, ".").toLowerCase()}@example.com`, passwordHash: "x", firstName: "Order", lastName: "Keeper" },
    });
    await prisma.order.create({
      data: {
        orderNumber: `E2E-${product.id}`,
        userId: buyer.id,
        paymentMethod: "cod",
        subtotal: 99_900,
        total: 99_900,
        totalItems: 1,
        shipFullName: "Order Keeper",
        shipPhone: "9876543210",
        shipAddress: "1 Ring Road",
        shipCity: "Surat",
        shipState: "Gujarat",
        shipPincode: "395002",
        items: { create: { productId: product.id, name, price: 99_900, originalPrice: 99_900, quantity: 1, size: "Free Size", color: "Default", gstRate: 5, taxAmount: 4757 } },
      },
    });

    await page.goto(`/product/${product.id}`);
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();

    // Delete Product on the edit page: the confirmation says it will be archived.
    await page.goto(`/admin/products/${product.id}/edit`);
    await page.locator("summary", { hasText: "Delete Product" }).click();
    const dialog = page.getByRole("alertdialog");
    await expect(dialog).toContainText("archived instead");
    await dialog.getByRole("button", { name: "Archive" }).click();
    await expect(toast(page)).toContainText("Product archived");
    await expect(page).toHaveURL(/\/admin\/products$/);
    const row = await prisma.product.findUniqueOrThrow({ where: { id: product.id } });
    expect(row.archivedAt).not.toBeNull();
    expect(row.isActive).toBe(false);

    // Gone from the default admin list, listed under Archived.
    await openList(page, name);
    await expect(page.getByText("No products found")).toBeVisible();
    await page.goto(`/admin/products?status=archived&search=${encodeURIComponent(name)}`);
    await expect(page.getByTestId("product-row").filter({ hasText: name })).toContainText("Archived");

    // The shop no longer shows it.
    const res = await page.goto(`/product/${product.id}`);
    expect(res?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Product Not Found" })).toBeVisible();
    await page.goto(`/shop?search=${encodeURIComponent(name)}`);
    await expect(page.getByTestId("shop-results").getByTestId("product-card")).toHaveCount(0);
  });

  test("an unknown product id says 'Product Not Found' with a way back", async ({ page, login }) => {
    await login("admin");
    const res = await page.goto("/admin/products/no-such-product/edit");
    expect(res?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Product Not Found" })).toBeVisible();
    await page.getByRole("link", { name: "Back to Products" }).click();
    await expect(page).toHaveURL(/\/admin\/products$/);
  });
});
