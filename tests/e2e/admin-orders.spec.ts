import type { Page } from "@playwright/test";
import { prisma } from "../../app/db.server";
import { addToCart } from "../../app/models/cart.server";
import { placeOrder } from "../../app/models/order-placement.server";
import { expect, test, uniqueEmail } from "./fixtures";

// Admin orders with and without JavaScript: an admin moves a fresh customer's
// COD order through confirmed (the list's inline select), processing and
// shipped with a tracking number (the detail screen: exactly one shipping
// e-mail in the outbox) and delivered (the list again: COD becomes paid); the
// print view renders the invoice. Every test makes its own customer, product
// and order, so the shared e2e database's demo data is never touched.

async function freshOrder() {
  const tag = Math.random().toString(36).slice(2, 8);
  const user = await prisma.user.create({
    data: { email: uniqueEmail("admin-orders"), firstName: "Ishita", lastName: `Rao${tag}`, phone: "+91 98250 77777", passwordHash: "not-used" },
  });
  const category = await prisma.category.findFirstOrThrow({ where: { isActive: true }, orderBy: { sortOrder: "asc" } });
  const model = await prisma.product.findFirst({ where: { isActive: true }, select: { images: true } });
  const product = await prisma.product.create({
    data: {
      name: `E2E Bandhani Saree ${tag}`,
      description: "A saree made for the admin order tests.",
      material: "Georgette",
      price: 300000,
      originalPrice: 300000,
      categoryId: category.id,
      images: model?.images ?? "[]",
      stock: 4,
    },
  });
  await addToCart({ userId: user.id }, { productId: product.id, quantity: 1 });
  const { order } = await placeOrder(user.id, {
    shippingAddress: { fullName: "Ishita Rao", phone: "+91 98250 77777", address: "9 Parle Point", city: "Surat", state: "Gujarat", pincode: "395007" },
    paymentMethod: "cod",
    notes: "Call before delivery",
    idempotencyKey: `e2e-admin-orders-${tag}`,
  });
  return { user, product, order };
}

const shortId = (id: string) => `#${id.slice(-8).toUpperCase()}`;
const shippingMails = (orderId: string) => prisma.emailOutbox.count({ where: { dedupeKey: `shipping:${orderId}` } });
const statusOf = async (id: string) => (await prisma.order.findUniqueOrThrow({ where: { id }, select: { status: true } })).status;

/** The list filtered to one order, then its inline status form. */
async function setStatusFromList(page: Page, isNoJs: boolean, order: { id: string; orderNumber: string }, status: string, label: string) {
  await page.goto(`/admin/orders?search=${encodeURIComponent(order.orderNumber)}`);
  const row = page.locator(`tr[data-order-id="${order.id}"]`);
  await expect(row).toBeVisible();
  await expect(page.getByText("Showing 1 to 1 of 1 orders")).toBeVisible();
  await row.getByLabel(`Status of order ${shortId(order.id)}`).selectOption(status);
  if (isNoJs) await row.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Order status updated successfully").first()).toBeVisible();
  await expect(row.getByText(label, { exact: true }).first()).toBeVisible();
  await expect.poll(() => statusOf(order.id)).toBe(status);
  // The filter is kept after the post/redirect/get.
  await expect(page).toHaveURL(new RegExp(`search=${encodeURIComponent(order.orderNumber)}`));
}

test.describe("admin orders", () => {
  test.beforeEach(async ({ login }) => {
    await login("admin");
  });

  test("moves an order through confirmed, processing, shipped (one shipping e-mail) and delivered", async ({ page, isNoJs }) => {
    test.setTimeout(90_000);
    const { order, user } = await freshOrder();

    // List: tiles, the row (short id, customer, items), the details view, then confirmed inline.
    await page.goto(`/admin/orders?search=${encodeURIComponent(user.email)}`);
    await expect(page.getByRole("heading", { name: /Orders/ })).toBeVisible();
    const row = page.locator(`tr[data-order-id="${order.id}"]`);
    await expect(row.getByRole("link", { name: shortId(order.id) })).toBeVisible();
    await expect(row.getByText(user.email).first()).toBeVisible();
    await expect(row.getByText("1 item", { exact: true })).toBeVisible();
    await row.getByText("Details").click();
    const details = row.getByRole("group", { name: `Order ${shortId(order.id)} details` });
    await expect(details).toBeVisible();
    await expect(details.getByText(/E2E Bandhani Saree .* x 1/)).toBeVisible();
    await setStatusFromList(page, isNoJs, order, "confirmed", "Confirmed");

    // Detail: the current status (confirmed) is kept in the select; move to processing.
    await page.goto(`/admin/orders/${order.id}`);
    await expect(page.getByRole("heading", { name: `Order ${shortId(order.id)}` })).toBeVisible();
    await expect(page.getByText("Call before delivery")).toBeVisible();
    await expect(page.getByText("Free", { exact: true }).first()).toBeVisible();
    const status = page.getByLabel("Order Status", { exact: true });
    await expect(status).toHaveValue("confirmed");
    const tracking = page.getByLabel("Tracking Number");
    await expect(tracking).toBeHidden();
    await status.selectOption("processing");
    await page.getByLabel("Internal Notes").fill("Pack in the gift box");
    await page.getByRole("button", { name: "Update Order" }).first().click();
    await expect(page.getByText("Order status updated successfully").first()).toBeVisible();
    await expect.poll(() => statusOf(order.id)).toBe("processing");
    await expect(page.getByLabel("Internal Notes")).toHaveValue("Pack in the gift box");

    // Shipped: the tracking field appears (CSS :has, also without JavaScript); saving queues one e-mail.
    await status.selectOption("shipped");
    await expect(tracking).toBeVisible();
    await tracking.fill("DL 5550 1234");
    await page.getByRole("button", { name: "Update Order" }).first().click();
    await expect(page.getByText("Order status updated successfully").first()).toBeVisible();
    await expect.poll(() => shippingMails(order.id)).toBe(1);
    await expect(page.getByText("Delhivery tracking DL 5550 1234")).toBeVisible();
    const timeline = page.getByRole("list", { name: "Order timeline" });
    await expect(timeline.locator('[data-step="shipped"]')).toHaveAttribute("data-done", "true");
    await expect(timeline.locator('[data-step="delivered"]')).toContainText("Estimated");

    // Saving again changes nothing and queues nothing more.
    await page.getByRole("button", { name: "Update Order" }).first().click();
    await expect(page.getByText("No changes to save").first()).toBeVisible();
    expect(await shippingMails(order.id)).toBe(1);
    const mail = await prisma.emailOutbox.findFirstOrThrow({ where: { dedupeKey: `shipping:${order.id}` } });
    expect(JSON.parse(mail.payload)).toMatchObject({ orderNumber: order.orderNumber, trackingNumber: "DL 5550 1234", courierPartner: "Delhivery", customerEmail: user.email });

    // Delivered from the list; a COD order becomes paid.
    await setStatusFromList(page, isNoJs, order, "delivered", "Delivered");
    await page.goto(`/admin/orders/${order.id}`);
    await expect(page.getByText("Paid", { exact: true })).toBeVisible();
    await expect(page.getByRole("list", { name: "Order timeline" }).locator('[data-step="delivered"]')).toHaveAttribute("data-done", "true");
    expect((await prisma.order.findUniqueOrThrow({ where: { id: order.id } })).paymentStatus).toBe("paid");
  });

  test("print view renders the invoice with the GSTIN; the print stylesheet hides the admin shell", async ({ page, isNoJs }) => {
    const { order } = await freshOrder();
    await page.goto(`/admin/orders/${order.id}`);
    if (isNoJs) {
      await page.getByRole("link", { name: "Print" }).click();
      await expect(page).toHaveURL(new RegExp(`/admin/orders/${order.id}\\?print=1$`));
    } else {
      await expect(page.getByRole("button", { name: "Print" })).toBeVisible();
      await page.emulateMedia({ media: "print" });
      await expect(page.locator("#order-invoice")).toBeVisible();
      await expect(page.locator("#admin-sidebar")).toBeHidden();
      await page.emulateMedia({ media: "screen" });
      await expect(page.locator("#order-invoice")).toBeHidden();
      await page.goto(`/admin/orders/${order.id}?print=1`);
    }
    const invoice = page.getByRole("article", { name: "Invoice" });
    await expect(invoice).toBeVisible();
    await expect(invoice.getByText(/GSTIN: \w{15}/)).toBeVisible();
    await expect(invoice.getByText(order.orderNumber, { exact: true })).toBeVisible();
    await expect(invoice.getByRole("cell", { name: "18%" })).toBeVisible();
    await expect(invoice.getByText("Tax Invoice")).toBeVisible();
    await expect(page.locator("#admin-sidebar")).toBeHidden();
    await expect(page.getByRole("link", { name: "← Back to order" })).toBeVisible();
  });

  test("an unknown search shows 'No orders found'", async ({ page }) => {
    await page.goto("/admin/orders?search=no-such-order-zzz");
    await expect(page.getByText("No orders found")).toBeVisible();
    await expect(page.getByText("Showing 0 of 0 orders")).toBeVisible();
  });
});

test("cancelling from the list's select is confirmed on the order's page first (one tap never ends an order)", async ({ page, login, isNoJs }) => {
  const { order, product } = await freshOrder();
  await login("admin");
  await page.goto(`/admin/orders?search=${encodeURIComponent(order.orderNumber)}`);
  const row = page.locator(`tr[data-order-id="${order.id}"]`);
  await row.getByLabel(`Status of order ${shortId(order.id)}`).selectOption("cancelled");
  if (isNoJs) await row.getByRole("button", { name: "Save" }).click();

  await expect(page).toHaveURL(`/admin/orders/${order.id}?status=cancelled`);
  await expect(page.getByText("Confirm the change on the order's page").first()).toBeVisible();
  expect(await statusOf(order.id)).toBe("pending");
  const form = page.locator("#order-update-form");
  await expect(form.getByLabel("Order Status")).toHaveValue("cancelled");
  const box = form.getByRole("checkbox", { name: /Yes, end this order/ });
  await expect(box).toBeVisible();

  // Not ticked: nothing changes, the box says why.
  await form.getByRole("button", { name: "Update Order" }).click();
  await expect(form.getByText("Tick the box to confirm: the order ends, its stock goes back, and a payment taken online is refunded")).toBeVisible();
  expect(await statusOf(order.id)).toBe("pending");

  await form.getByRole("checkbox", { name: /Yes, end this order/ }).check();
  await form.getByRole("button", { name: "Update Order" }).click();
  await expect(page.getByText("Order status updated successfully").first()).toBeVisible();
  await expect.poll(() => statusOf(order.id)).toBe("cancelled");
  expect((await prisma.product.findUniqueOrThrow({ where: { id: product.id } })).stock).toBe(4);
});
