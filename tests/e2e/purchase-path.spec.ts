import type { Page } from "@playwright/test";
import { prisma } from "../../app/db.server";
import { addToCart } from "../../app/models/cart.server";
import { formatPaise } from "../../app/utils/money";
import { expect, test, uniqueEmail } from "./fixtures";

// Issue 14 §3, the purchase path: choosing COD for an unpaid online order, the first address kept,
// the total above the button on a phone, a saved address folded, the pincode's city and state, and
// the product page's Size Guide. Both projects (JavaScript on and off) unless a test says otherwise.
// SHOTS=<dir> saves each screen at 390 px and 1280 px there.

async function shot(page: Page, name: string) {
  const dir = process.env.SHOTS;
  if (!dir) return;
  const project = test.info().project.name;
  const size = page.viewportSize();
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.screenshot({ path: `${dir}/${name}-${project}-${width}.png`, fullPage: true });
  }
  if (size) await page.setViewportSize(size);
}

async function customerWithCart(login: (who: { email: string }) => Promise<void>, rupees = 1500) {
  const user = await prisma.user.create({
    data: { email: uniqueEmail("path"), firstName: "Kavya", lastName: "Mehta", phone: "+91 98250 55555", passwordHash: "x" },
  });
  const category = await prisma.category.findFirstOrThrow({ where: { isActive: true }, orderBy: { sortOrder: "asc" } });
  const model = await prisma.product.findFirst({ where: { isActive: true }, select: { images: true } });
  const product = await prisma.product.create({
    data: {
      name: `E2E Path Dupatta ${Math.random().toString(36).slice(2, 8)}`,
      description: "A dupatta for the purchase-path tests.",
      material: "Chanderi",
      price: rupees * 100,
      originalPrice: rupees * 100,
      categoryId: category.id,
      images: model?.images ?? "[]",
      stock: 5,
    },
  });
  await addToCart({ userId: user.id }, { productId: product.id });
  await login({ email: user.email });
  return { user, product };
}

const stockOf = async (id: string) => (await prisma.product.findUniqueOrThrow({ where: { id }, select: { stock: true } })).stock;

async function fillShipping(page: Page, { city = "Surat", state = "Gujarat", pincode = "395007" } = {}) {
  await page.getByLabel(/^Full name/).fill("Kavya Mehta");
  await page.getByLabel(/^Phone number/).fill("+91 98250 55555");
  await page.getByLabel(/^Address \*/).fill("21 Athwa Lines");
  await page.getByLabel(/^City/).fill(city);
  await page.getByLabel(/^State/).fill(state);
  await page.getByLabel(/^Pincode/).fill(pincode);
}

/** Places an online order and lands on its pay step; returns the order. */
async function unpaidOnlineOrder(page: Page, userId: string) {
  await page.goto("/checkout");
  await fillShipping(page);
  await page.getByRole("radio", { name: /Razorpay/ }).check();
  await page.getByTestId("place-order").click();
  await expect(page).toHaveURL(/\/checkout\/pay\//);
  return prisma.order.findFirstOrThrow({ where: { userId } });
}

test.describe("purchase path", () => {
  const pageErrors: string[] = [];
  test.beforeEach(({ page }) => {
    pageErrors.length = 0;
    page.on("pageerror", (error) => pageErrors.push(error.message));
  });
  test.afterEach(() => expect(pageErrors).toEqual([]));

  test("an unpaid online order switches to Cash on Delivery from the pay step, keeping its reserved stock, once", async ({ page, login }) => {
    const { user, product } = await customerWithCart(login);
    const order = await unpaidOnlineOrder(page, user.id);
    expect(await stockOf(product.id)).toBe(4);
    await shot(page, "pay-step");
    const cod = page.getByTestId("cod-instead");
    await expect(cod.getByRole("button")).toHaveText(`Choose Cash on Delivery (${formatPaise(order.total)})`);
    await cod.getByRole("button").click();
    await expect(page.getByTestId("success-title")).toHaveText("Order Placed Successfully!");
    expect(await prisma.order.findUniqueOrThrow({ where: { id: order.id } })).toMatchObject({ paymentMethod: "cod", paymentStatus: "pending", status: "pending" });
    expect(await stockOf(product.id)).toBe(4);
    expect(await prisma.cartItem.count({ where: { cart: { userId: user.id } } })).toBe(0);
    // Back to the pay step and post again: nothing more happens (the order is COD: not payable online).
    await page.goto(`/checkout/pay/${order.id}`);
    await expect(page.getByTestId("payment-problem")).toBeVisible();
    await expect(page.getByTestId("cod-instead")).toHaveCount(0);
    expect(await prisma.emailOutbox.count({ where: { dedupeKey: `order-confirmation:${order.id}` } })).toBe(1);
  });

  test("My Orders' 'Payment not completed' entry offers Cash on Delivery; a paid order is refused", async ({ page, login }) => {
    const { user, product } = await customerWithCart(login);
    const order = await unpaidOnlineOrder(page, user.id);
    await page.goto("/account");
    const row = page.getByTestId("order-row").filter({ hasText: order.orderNumber });
    const entry = row.getByTestId("payment-not-completed");
    await expect(entry.getByText("Payment not completed:")).toBeVisible();
    await expect(entry.getByRole("link", { name: "Retry payment", exact: true })).toHaveAttribute("href", `/checkout/pay/${order.id}`);
    // Each way on is one whole button that reads on one line, at 390 px (stacked) and 1280 px (side by side).
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      const boxes = await Promise.all(
        [entry.getByRole("link", { name: "Retry payment" }), entry.getByRole("button", { name: "Choose Cash on Delivery" })].map((l) => l.boundingBox()),
      );
      const rowBox = (await row.boundingBox())!;
      for (const box of boxes) {
        expect(box!.height).toBeLessThanOrEqual(48); // one line of text in a 44 px button
        expect(box!.x + box!.width).toBeLessThanOrEqual(rowBox.x + rowBox.width);
      }
      if (width === 1280) expect(Math.abs(boxes[0]!.y - boxes[1]!.y)).toBeLessThan(2); // side by side
    }
    await shot(page, "my-orders-unpaid");
    await row.getByRole("button", { name: "Choose Cash on Delivery" }).click();
    await expect(page).toHaveURL(`/checkout/success/${order.id}`);
    await expect(page.getByTestId("success-title")).toHaveText("Order Placed Successfully!");
    expect((await prisma.order.findUniqueOrThrow({ where: { id: order.id } })).paymentMethod).toBe("cod");
    expect(await stockOf(product.id)).toBe(4);

    // Once paid, a (stale) switch is refused: the paid order's success page, nothing changed.
    const second = await customerWithCart(login);
    const paidOrder = await unpaidOnlineOrder(page, second.user.id);
    await prisma.order.update({ where: { id: paidOrder.id }, data: { paymentStatus: "paid", status: "confirmed", holdExpiresAt: null } });
    await page.getByTestId("cod-instead").getByRole("button").click();
    await expect(page).toHaveURL(`/checkout/success/${paidOrder.id}`);
    expect((await prisma.order.findUniqueOrThrow({ where: { id: paidOrder.id } })).paymentMethod).toBe("razorpay");
  });

  test("a first address typed at checkout is saved (box ticked by default); the next checkout folds it, the total above the button", async ({ page, login }) => {
    const { user } = await customerWithCart(login);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/checkout");
    await expect(page.getByRole("checkbox", { name: "Save this address to my address book" })).toBeChecked();
    await fillShipping(page);
    await page.getByRole("radio", { name: /Cash on Delivery/ }).check();
    // On a phone the total is read right above the button.
    const total = page.getByTestId("total-before-pay");
    await expect(total).toBeVisible();
    await expect(total).toContainText("₹1,599");
    const totalBox = (await total.boundingBox())!;
    const buttonBox = (await page.getByTestId("place-order").boundingBox())!;
    expect(totalBox.y + totalBox.height).toBeLessThanOrEqual(buttonBox.y);
    await shot(page, "checkout-new-address");
    await page.getByTestId("place-order").click();
    await expect(page.getByTestId("success-title")).toBeVisible();
    const saved = await prisma.address.findMany({ where: { userId: user.id } });
    expect(saved).toHaveLength(1);
    expect(saved[0]).toMatchObject({ address: "21 Athwa Lines", pincode: "395007", isDefault: true });

    // A second order: the saved address is chosen and its fields folded (open on demand, also without JavaScript).
    const product2 = await prisma.product.findFirstOrThrow({ where: { name: { startsWith: "E2E Path Dupatta" } }, orderBy: { createdAt: "desc" } });
    await addToCart({ userId: user.id }, { productId: product2.id });
    await page.goto("/checkout");
    await expect(page.getByRole("checkbox", { name: "Save this address to my address book" })).not.toBeChecked();
    const fold = page.getByTestId("address-fields");
    await expect(fold).not.toHaveAttribute("open", "");
    await expect(page.getByLabel(/^Full name/)).toBeHidden();
    await shot(page, "checkout-saved-address");
    await fold.getByText("Edit this address").click();
    await expect(page.getByLabel(/^Full name/)).toHaveValue("Kavya Mehta");
    await page.getByRole("radio", { name: /Cash on Delivery/ }).check();
    await page.getByTestId("place-order").click();
    await expect(page.getByTestId("success-title")).toBeVisible();
    expect(await prisma.address.count({ where: { userId: user.id } })).toBe(1);
  });

  test("unticked, a first address is not saved", async ({ page, login }) => {
    const { user } = await customerWithCart(login);
    await page.goto("/checkout");
    await fillShipping(page);
    await page.getByRole("checkbox", { name: "Save this address to my address book" }).uncheck();
    await page.getByRole("radio", { name: /Cash on Delivery/ }).check();
    await page.getByTestId("place-order").click();
    await expect(page.getByTestId("success-title")).toBeVisible();
    expect(await prisma.address.count({ where: { userId: user.id } })).toBe(0);
  });

  test("checkout: the pincode fills an empty city and state; a state it disagrees with is refused on its field", async ({ page, login, isNoJs }) => {
    const { user } = await customerWithCart(login);
    await page.goto("/checkout");
    await fillShipping(page, { state: "Maharashtra" });
    await page.getByRole("radio", { name: /Cash on Delivery/ }).check();
    await page.getByTestId("place-order").click();
    const stateField = page.getByLabel(/^State/);
    await expect(page.getByText("Pincode 395007 is in Gujarat, not Maharashtra. Please check the pincode or the state.")).toBeVisible();
    await expect(stateField).toHaveAttribute("aria-invalid", "true");
    await shot(page, "checkout-pincode-disagrees");
    expect(await prisma.order.count({ where: { userId: user.id } })).toBe(0);

    await page.getByLabel(/^City/).fill("");
    await stateField.fill("");
    const pincode = page.getByLabel(/^Pincode/);
    await pincode.fill("560037");
    if (!isNoJs) {
      // With JavaScript: leaving the pincode fills them at once.
      await pincode.blur();
      await expect(page.getByLabel(/^City/)).toHaveValue("Bangalore");
      await expect(stateField).toHaveValue("Karnataka");
    }
    await page.getByRole("radio", { name: /Cash on Delivery/ }).check();
    await page.getByTestId("place-order").click();
    await expect(page.getByTestId("success-title")).toBeVisible();
    expect(await prisma.order.findFirstOrThrow({ where: { userId: user.id } })).toMatchObject({ shipCity: "Bangalore", shipState: "Karnataka", shipPincode: "560037" });
  });

  test("address book: the pincode fills an empty city and state; a city it disagrees with is refused", async ({ page, login, isNoJs }) => {
    const { user } = await customerWithCart(login);
    await page.goto("/addresses");
    const form = page.locator("#address-editor");
    await form.getByLabel("Full name").fill("Kavya Mehta");
    await form.getByLabel("Phone number").fill("+91 98250 55555");
    await form.getByLabel("Address", { exact: true }).fill("21 Athwa Lines");
    await form.getByLabel("City").fill("Jaipur");
    await form.getByLabel("State").fill("Gujarat");
    await form.getByLabel("Pincode").fill("395007");
    const replied = page.waitForResponse((r) => r.request().method() === "POST" && new URL(r.url()).pathname.startsWith("/addresses"));
    await form.getByRole("button", { name: "Save Address" }).click();
    await replied;
    // ...and for the page to settle on it (the loaders' reload after the reply remounts the form).
    await page.waitForLoadState("networkidle");
    await expect(form.getByText("Pincode 395007 is in Surat, Gujarat, not Jaipur. Please check the pincode or the city.")).toBeVisible();
    expect(await prisma.address.count({ where: { userId: user.id } })).toBe(0);
    await shot(page, "addresses-pincode-disagrees");

    await form.getByLabel("City").fill("");
    await form.getByLabel("State").fill("");
    if (!isNoJs) {
      await form.getByLabel("Pincode").fill("400001");
      await form.getByLabel("Pincode").blur();
      await expect(form.getByLabel("City")).toHaveValue("Mumbai");
      await expect(form.getByLabel("State")).toHaveValue("Maharashtra");
    } else {
      await form.getByLabel("Pincode").fill("400001");
    }
    await form.getByRole("button", { name: "Save Address" }).click();
    await expect(page.getByTestId("toast")).toContainText("Address saved");
    expect(await prisma.address.findFirstOrThrow({ where: { userId: user.id } })).toMatchObject({ city: "Mumbai", state: "Maharashtra", pincode: "400001" });
  });

  test("the product page's Size Guide opens beside the sizes (a dialog with JavaScript, the page without)", async ({ page, isNoJs }) => {
    const product = await prisma.product.findFirstOrThrow({ where: { isActive: true, archivedAt: null, stock: { gt: 0 }, sizes: { contains: "M" } }, orderBy: { createdAt: "asc" } });
    await page.goto(`/product/${product.id}`);
    const link = page.getByRole("link", { name: "Size Guide", exact: true }).first();
    await expect(link).toBeVisible();
    await link.click();
    if (isNoJs) {
      await expect(page).toHaveURL("/size-guide");
      await expect(page.getByRole("heading", { name: "Size Guide", level: 1 })).toBeVisible();
      return;
    }
    const dialog = page.locator("#size-guide");
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(`/product/${product.id}`);
    await expect(dialog.getByRole("region", { name: "Blouse size chart, inches / centimetres" })).toBeVisible();
    await shot(page, "product-size-guide");
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(dialog).toBeHidden();
    await link.click();
    await expect(dialog).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
  });
});
