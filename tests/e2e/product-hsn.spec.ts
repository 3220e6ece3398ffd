import crypto from "node:crypto";
import { prisma } from "../../app/db.server";
import { expect, test } from "./fixtures";

// Issue 13 section 2: the product's own HSN code (the override of its category's) on the admin
// product form, with and without JavaScript: a bad code is refused with the schema's message,
// a good one is saved, an emptied field falls back to the category's code.

test("the admin sets, corrects and clears a product's HSN code", async ({ page, login }) => {
  const tag = crypto.randomBytes(3).toString("hex");
  const category = await prisma.category.create({ data: { name: `E2E HSN ${tag}`, slug: `e2e-hsn-${tag}`, hsnCode: "5007" } });
  const product = await prisma.product.create({
    data: { name: `E2E Cotton Saree ${tag}`, description: "Handloom cotton.", material: "Cotton", price: 129_900, originalPrice: 129_900, categoryId: category.id, images: '["/uploads/placeholder-product.svg"]', stock: 3 },
  });
  await login("admin");
  await page.goto(`/admin/products/${product.id}/edit`);
  const form = page.getByTestId("product-form");
  const hsn = form.getByLabel("HSN Code (optional)");
  await expect(hsn).toHaveValue("");
  await expect(form.getByTestId("hsn-hint")).toContainText("empty: the category's code (5007)");

  await hsn.fill("12345");
  await form.getByRole("button", { name: "Update Product" }).click();
  await expect(form).toContainText("HSN code must be 4, 6 or 8 digits");
  expect((await prisma.product.findUniqueOrThrow({ where: { id: product.id } })).hsnCode).toBeNull();

  await form.getByLabel("HSN Code (optional)").fill("5208");
  await form.getByRole("button", { name: "Update Product" }).click();
  await expect(page).toHaveURL(/\/admin\/products$/);
  await expect.poll(async () => (await prisma.product.findUniqueOrThrow({ where: { id: product.id } })).hsnCode).toBe("5208");

  await page.goto(`/admin/products/${product.id}/edit`);
  await expect(form.getByLabel("HSN Code (optional)")).toHaveValue("5208");
  await form.getByLabel("HSN Code (optional)").fill("");
  await form.getByRole("button", { name: "Update Product" }).click();
  await expect(page).toHaveURL(/\/admin\/products$/);
  await expect.poll(async () => (await prisma.product.findUniqueOrThrow({ where: { id: product.id } })).hsnCode).toBeNull();
});
