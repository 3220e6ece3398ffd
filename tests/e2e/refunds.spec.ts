import crypto from "node:crypto";
import { prisma } from "../../app/db.server";
import { addToCart } from "../../app/models/cart.server";
import { placeOrder } from "../../app/models/order-placement.server";
import { getSimulatorView, startOrderPayment, verifyAndCapture } from "../../app/models/payment.server";
import { expect, test, uniqueEmail } from "./fixtures";

// Refunds on screen, with and without JavaScript: an admin refunds part of an order paid
// online (the simulator stands in for Razorpay here; the refund takes the same code path)
// from the order page's plain form, with a reason; the order reads partially refunded and
// the shopper's order page lists the refund.

async function paidOrder() {
  const tag = crypto.randomBytes(3).toString("hex");
  const email = uniqueEmail("refunds");
  const user = await prisma.user.create({ data: { email, firstName: "Meera", lastName: `Shah${tag}`, phone: "+91 98250 66666", passwordHash: "not-used" } });
  const category = await prisma.category.findFirstOrThrow({ where: { isActive: true }, orderBy: { sortOrder: "asc" } });
  const product = await prisma.product.create({
    data: { name: `E2E Patola Dupatta ${tag}`, description: "x", material: "Silk", price: 300000, originalPrice: 300000, categoryId: category.id, images: "[]", stock: 4 },
  });
  await addToCart({ userId: user.id }, { productId: product.id });
  const address = { fullName: "Meera Shah", phone: "+91 98250 66666", address: "4 Ghod Dod Road", city: "Surat", state: "Gujarat", pincode: "395001" };
  const { order } = await placeOrder(user.id, { shippingAddress: address, paymentMethod: "razorpay", idempotencyKey: `e2e-refunds-${tag}` });
  const start = await startOrderPayment(user.id, order.id);
  const view = await getSimulatorView(start.razorpayOrderId);
  await verifyAndCapture({ razorpay_order_id: start.razorpayOrderId, razorpay_payment_id: view.pay.razorpayPaymentId, razorpay_signature: view.pay.signature });
  return { email, order };
}

test("an admin refunds part of an order with a reason; the shopper's order page shows it", async ({ page, login, context }) => {
  const { email, order } = await paidOrder();
  await login("admin");
  await page.goto(`/admin/orders/${order.id}`);
  const form = page.getByRole("form", { name: "Refund" });
  await form.getByLabel("Amount (₹)").fill("500");
  await form.getByLabel("Reason").fill("One tassel missing");
  await form.getByRole("button", { name: "Refund" }).click();

  await expect(page.getByText("Refund issued").first()).toBeVisible();
  await expect(page.getByTestId("admin-refunds")).toContainText("₹500");
  await expect(page.getByTestId("admin-refunds")).toContainText("One tassel missing");
  await expect(page.getByTestId("refund-left")).toContainText("left ₹2,500");
  await expect.poll(async () => (await prisma.order.findUniqueOrThrow({ where: { id: order.id } })).paymentStatus).toBe("partially_refunded");
  expect(await prisma.refund.count({ where: { orderId: order.id } })).toBe(1);

  // The form starts over after a recorded refund: a second click cannot repeat it (the reason is
  // required again), and the amount offered is what is left.
  await expect(form.getByLabel("Reason")).toHaveValue("");
  await expect(form.getByLabel("Amount (₹)")).toHaveValue("2500");
  await form.getByRole("button", { name: "Refund" }).click();
  await expect(form.getByLabel("Reason")).toBeFocused();
  expect(await prisma.refund.count({ where: { orderId: order.id } })).toBe(1);

  await context.clearCookies();
  await login({ email });
  await page.goto(`/order/${order.id}`);
  await expect(page.getByTestId("payment-status")).toHaveText("Partially refunded");
  await expect(page.getByTestId("order-refunds")).toContainText("₹500");
  await expect(page.getByTestId("order-refunds")).toContainText("Refunded");
});

test("a refused refund keeps what the admin typed", async ({ page, login }) => {
  const { order } = await paidOrder();
  await login("admin");
  await page.goto(`/admin/orders/${order.id}`);
  const form = page.getByRole("form", { name: "Refund" });
  // Over what is left: the browser's max is lifted so the server's rule answers (as a stale page would).
  await form.getByLabel("Amount (₹)").evaluate((el) => el.removeAttribute("max"));
  await form.getByLabel("Amount (₹)").fill("5000");
  await form.getByLabel("Reason").fill("Customer asked for more");
  await form.getByLabel("Reference").fill("UTR-1234");
  await form.getByLabel("Refund by").selectOption("upi");
  await form.getByRole("button", { name: "Refund" }).click();

  await expect(page.getByTestId("refund-error")).toBeVisible();
  await expect(form.getByLabel("Amount (₹)")).toHaveValue("5000");
  await expect(form.getByLabel("Reason")).toHaveValue("Customer asked for more");
  await expect(form.getByLabel("Reference")).toHaveValue("UTR-1234");
  await expect(form.getByLabel("Refund by")).toHaveValue("upi");
  expect(await prisma.refund.count({ where: { orderId: order.id } })).toBe(0);
});
