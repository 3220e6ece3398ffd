import { prisma } from "../../app/db.server";
import { expect, test } from "./fixtures";

// Admin dashboard, categories and analytics, in both projects (with and
// without JavaScript). Every test makes its own data with a unique tag.

const uid = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

test.describe("admin insights", () => {
  test.beforeEach(async ({ login }) => {
    await login("admin");
  });

  test("the dashboard shows the four cards and every section", async ({ page }) => {
    await page.goto("/admin");
    await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
    for (const label of ["Total Users", "Total Orders", "Monthly Revenue", "Total Products"]) {
      await expect(page.getByText(label, { exact: true })).toBeVisible();
    }
    await expect(page.getByText("from last month")).toHaveCount(3);
    for (const title of ["Recent Orders", "Top Products", "Low Stock Alert", "Category Overview", "Quick Actions"]) {
      await expect(page.getByRole("heading", { level: 2, name: title })).toBeVisible();
    }
    // The seeded shop has orders and categories.
    await expect(page.getByTestId("recent-orders").getByRole("listitem").first()).toBeVisible();
    await expect(page.getByTestId("category-overview").getByRole("listitem")).toHaveCount(5);
    await expect(page.getByRole("link", { name: "Add Product" }).first()).toHaveAttribute("href", "/admin/products/new");
    for (const name of ["Manage Products", "View Orders", "Manage Customers", "Manage Categories"]) {
      await expect(page.getByRole("link", { name })).toBeVisible();
    }
  });

  test("an admin creates a category with subcategories, edits it, cannot delete one in use, deletes an unused one", async ({ page }) => {
    const tag = uid();
    const name = `E2E Bandhej ${tag}`;
    await page.goto("/admin/categories");
    await expect(page.getByText("Total Categories")).toBeVisible();
    await page.getByRole("link", { name: "Add Category" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Add Category" })).toBeVisible();
    await page.getByLabel("Category Name").fill(name);
    await page.getByLabel("Description").fill("Tie-dye from Kutch");
    await page.getByLabel("Subcategories").fill("Sarees\nDupattas\nStoles\nLehengas");
    await page.getByRole("button", { name: "Create Category" }).click();
    await expect(page).toHaveURL(/\/admin\/categories$/);
    await expect(page.getByText("Category created successfully")).toBeVisible();
    const card = page.getByTestId("category-card").filter({ has: page.getByRole("heading", { name }) });
    await expect(card.getByTestId("subcategory-count")).toHaveText("4 subcategories");
    await expect(card.getByText("Sarees")).toBeVisible();
    await expect(card.getByText("+1 more")).toBeVisible();
    await expect(card.getByTestId("product-count")).toHaveText("0 products");

    // Edit: rename, drop one subcategory.
    await card.getByRole("link", { name: `Edit ${name}` }).click();
    await expect(page.getByLabel("Category Name")).toHaveValue(name);
    await expect(page.getByLabel("Subcategories")).toHaveValue("Sarees\nDupattas\nStoles\nLehengas");
    const renamed = `${name} Edited`;
    await page.getByLabel("Category Name").fill(renamed);
    await page.getByLabel("Subcategories").fill("Sarees\nDupattas");
    await page.getByRole("button", { name: "Update Category" }).click();
    await expect(page.getByText("Category updated successfully")).toBeVisible();
    const edited = page.getByTestId("category-card").filter({ has: page.getByRole("heading", { name: renamed }) });
    await expect(edited.getByTestId("subcategory-count")).toHaveText("2 subcategories");
    await expect(edited.getByText("+1 more")).toHaveCount(0);

    // In use: a product of this category makes delete refuse with a clear message.
    const category = await prisma.category.findUniqueOrThrow({ where: { name: renamed } });
    await prisma.product.create({
      data: { name: `E2E product ${tag}`, description: "x", material: "Cotton", price: 99_900, originalPrice: 99_900, categoryId: category.id, stock: 3 },
    });
    await page.reload();
    await edited.locator("summary", { hasText: "Delete" }).click();
    await expect(edited.getByText(`Are you sure you want to delete "${renamed}"? This action cannot be undone.`)).toBeVisible();
    await edited.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
    await expect(page.getByText(`Cannot delete "${renamed}": 1 active product uses it. Move or deactivate it first.`)).toBeVisible();
    await expect(page.getByTestId("category-card").filter({ has: page.getByRole("heading", { name: renamed }) })).toHaveCount(1);

    // Unused: created, then deleted.
    const unused = `E2E Unused ${tag}`;
    await page.goto("/admin/categories/new");
    await page.getByLabel("Category Name").fill(unused);
    await page.getByRole("button", { name: "Create Category" }).click();
    await expect(page.getByText("Category created successfully")).toBeVisible();
    const unusedCard = page.getByTestId("category-card").filter({ has: page.getByRole("heading", { name: unused }) });
    await unusedCard.locator("summary", { hasText: "Delete" }).click();
    await unusedCard.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
    await expect(page.getByText("Category deleted successfully")).toBeVisible();
    await expect(page.getByTestId("category-card").filter({ has: page.getByRole("heading", { name: unused }) })).toHaveCount(0);
    expect(await prisma.category.count({ where: { name: unused } })).toBe(0);
  });

  test("the analytics period selector changes the figures", async ({ page }) => {
    // A paid order 200 days ago in a city of its own: in "Last year", not in "Last 30 days".
    const tag = uid();
    const city = `Oldtown ${tag}`;
    const user = await prisma.user.create({
      data: { email: `e2e.analytics.${tag}@example.com`, passwordHash: "x", firstName: "Old", lastName: "Buyer", createdAt: new Date(Date.now() - 200 * 86_400_000) },
    });
    const product = await prisma.product.findFirstOrThrow({ where: { isActive: true }, select: { id: true, name: true } });
    const createdAt = new Date(Date.now() - 200 * 86_400_000);
    await prisma.order.create({
      data: {
        orderNumber: `E2E-AN-${tag}`,
        userId: user.id,
        status: "delivered",
        paymentMethod: "cod",
        paymentStatus: "paid",
        subtotal: 4_321_00,
        total: 4_321_00,
        shipFullName: "Old Buyer",
        shipPhone: "9876543210",
        shipAddress: "1 Old Road",
        shipCity: city,
        shipState: "Gujarat",
        shipPincode: "395003",
        createdAt,
        items: { create: [{ productId: product.id, name: product.name, price: 4_321_00, originalPrice: 4_321_00, quantity: 1, size: "Free Size", color: "Default", gstRate: 18, taxAmount: 0 }] },
      },
    });

    await page.goto("/admin/analytics");
    const selector = page.getByTestId("period-selector");
    await expect(selector.getByRole("link", { name: "Last 30 days" })).toHaveAttribute("aria-current", "page");
    for (const label of ["Total Revenue", "Total Orders", "New Customers", "Avg Order Value"]) await expect(page.getByText(label, { exact: true })).toBeVisible();
    await expect(page.getByRole("img", { name: /Daily sales/ })).toBeVisible();
    for (const label of ["Peak Sales Day", "Top Customer City", "Bestselling Category"]) await expect(page.getByText(label)).toBeVisible();
    const revenueCard = page.getByText("Total Revenue", { exact: true }).locator("xpath=..");
    const monthRevenue = await revenueCard.locator("p").nth(1).textContent();
    await expect(page.getByRole("cell", { name: city })).toHaveCount(0);

    await selector.getByRole("link", { name: "Last year" }).click();
    await expect(page).toHaveURL(/period=1y/);
    await expect(selector.getByRole("link", { name: "Last year" })).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("img", { name: /Monthly sales/ })).toBeVisible();
    await expect(page.getByRole("cell", { name: city })).toBeVisible();
    await expect(page.getByTestId("city-row").filter({ hasText: city })).toContainText("₹4,321");
    const yearRevenue = await revenueCard.locator("p").nth(1).textContent();
    expect(yearRevenue).not.toBe(monthRevenue);

    await selector.getByRole("link", { name: "Last 7 days" }).click();
    await expect(page).toHaveURL(/period=7d/);
    await expect(page.getByRole("cell", { name: city })).toHaveCount(0);
  });
});
