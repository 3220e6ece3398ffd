import { prisma } from "../../app/db.server";
import { addToCart } from "../../app/models/cart.server";
import { placeOrder } from "../../app/models/order-placement.server";
import { expect, test, uniqueEmail } from "./fixtures";

// The courier and the shopper's tracker, with and without JavaScript: the admin
// ships an order with Blue Dart from the order page (the courier select), the
// shopper's order page shows Placed → Confirmed → Shipped → Delivered with
// Shipped as the current step and the tracking number linked to Blue Dart's
// page; correcting the number e-mails the shopper once more. A cancelled order
// shows the steps it reached, then Cancelled. Screenshots at 390 and 1280 px
// go to test-results/ (looked at by hand).

async function freshOrder() {
  const tag = Math.random().toString(36).slice(2, 8);
  const user = await prisma.user.create({
    data: { email: uniqueEmail("tracking"), firstName: "Ishita", lastName: `Rao${tag}`, phone: "+91 98250 77777", passwordHash: "not-used" },
  });
  const category = await prisma.category.findFirstOrThrow({ where: { isActive: true }, orderBy: { sortOrder: "asc" } });
  const model = await prisma.product.findFirst({ where: { isActive: true }, select: { images: true } });
  const product = await prisma.product.create({
    data: { name: `E2E Leheriya Saree ${tag}`, description: "A saree for the tracking tests.", material: "Chiffon", price: 250000, originalPrice: 250000, categoryId: category.id, images: model?.images ?? "[]", stock: 3 },
  });
  await addToCart({ userId: user.id }, { productId: product.id, quantity: 1 });
  const { order } = await placeOrder(user.id, {
    shippingAddress: { fullName: "Ishita Rao", phone: "+91 98250 77777", address: "9 Parle Point", city: "Surat", state: "Gujarat", pincode: "395007" },
    paymentMethod: "cod",
    idempotencyKey: `e2e-tracking-${tag}`,
  });
  return { user, order };
}

const mailCount = (dedupe: string) => prisma.emailOutbox.count({ where: { dedupeKey: { startsWith: dedupe } } });

test.describe("courier, tracking link and the order tracker", () => {
  test("the admin ships with Blue Dart; the shopper's page tracks it and links Blue Dart's page", async ({ page, login, isNoJs }, testInfo) => {
    test.setTimeout(90_000);
    const { user, order } = await freshOrder();
    await login("admin");
    await page.goto(`/admin/orders/${order.id}`);
    await page.getByLabel("Order Status", { exact: true }).selectOption("shipped");
    const courier = page.getByLabel("Courier");
    await expect(courier).toBeVisible();
    await expect(courier.locator("option")).toHaveText(["Delhivery", "DTDC", "Blue Dart", "India Post", "Ekart", "Xpressbees", "Other"]);
    await courier.selectOption("Blue Dart");
    await page.getByLabel("Tracking Number").fill("6918 2233 445");
    await page.getByRole("button", { name: "Update Order" }).first().click();
    await expect(page.getByText("Order status updated successfully").first()).toBeVisible();
    await expect.poll(() => mailCount(`shipping:${order.id}`)).toBe(1);
    const bluedart = "https://www.bluedart.com/web/guest/trackdartresult?trackFor=0&trackNo=69182233445";
    await expect(page.getByTestId("admin-tracking-link")).toHaveAttribute("href", bluedart);
    await expect(page.getByLabel("Courier")).toHaveValue("Blue Dart");

    // Correcting the number: the shopper is e-mailed the right one (once).
    await page.getByLabel("Tracking Number").fill("69182233446");
    await page.getByRole("button", { name: "Update Order" }).first().click();
    await expect(page.getByText("Order updated successfully").first()).toBeVisible();
    await expect.poll(() => mailCount(`tracking-updated:${order.id}`)).toBe(1);
    await page.getByRole("button", { name: "Update Order" }).first().click();
    await expect(page.getByText("No changes to save").first()).toBeVisible();
    expect(await mailCount(`tracking-updated:${order.id}`)).toBe(1);

    // The shopper's order page.
    await login({ email: user.email });
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`/order/${order.id}`);
      const tracker = page.getByRole("list", { name: "Order progress" });
      await expect(tracker.getByRole("listitem")).toHaveCount(4);
      await expect(tracker.locator("li[aria-current=step]")).toHaveAttribute("data-step", "shipped");
      await expect(tracker.locator('[data-step="confirmed"]')).toHaveAttribute("data-state", "done");
      await expect(tracker.locator('[data-step="delivered"]')).toContainText("Expected by");
      const link = page.getByTestId("tracking-link");
      await expect(link).toHaveAttribute("href", bluedart.replace("445", "446"));
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(page.getByText("(Blue Dart)")).toBeVisible();
      // Nothing runs off a phone's screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      const box = await tracker.boundingBox();
      expect(box!.x + box!.width).toBeLessThanOrEqual(width);
      await page.screenshot({ path: testInfo.outputPath(`order-tracker-${width}${isNoJs ? "-nojs" : ""}.png`), fullPage: false });
    }
  });

  test("a cancelled order: the steps reached, then Cancelled as the current step", async ({ page, login }, testInfo) => {
    const { user, order } = await freshOrder();
    await prisma.order.update({ where: { id: order.id }, data: { status: "confirmed", confirmedAt: new Date() } });
    await login({ email: user.email });
    await page.goto(`/order/${order.id}?cancel=1#cancel`);
    await page.getByLabel(/reason/i).first().selectOption({ index: 1 });
    await page.getByRole("button", { name: "Yes, cancel this order" }).click();
    await expect(page.getByTestId("cancellation")).toBeVisible();
    const tracker = page.getByRole("list", { name: "Order progress" });
    await expect(tracker.getByRole("listitem")).toHaveCount(3);
    await expect(tracker.locator("li[aria-current=step]")).toHaveAttribute("data-step", "cancelled");
    await expect(tracker.locator('[data-step="shipped"]')).toHaveCount(0);
    await expect.poll(() => mailCount(`order-cancelled:${order.id}`)).toBe(1);
    await page.setViewportSize({ width: 390, height: 900 });
    await page.screenshot({ path: testInfo.outputPath("order-tracker-cancelled-390.png") });
  });
});
