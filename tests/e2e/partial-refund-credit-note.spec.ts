import crypto from "node:crypto";
import { prisma } from "../../app/db.server";
import { addToCart } from "../../app/models/cart.server";
import { issueInvoiceInTx } from "../../app/models/invoice-issue.server";
import { placeOrder } from "../../app/models/order-placement.server";
import { getSimulatorView, startOrderPayment, verifyAndCapture } from "../../app/models/payment.server";
import { expect, test, uniqueEmail } from "./fixtures";

// Issue 13 section 2 (docs/decisions/0030): a partial refund of an invoiced order issues a credit
// note from the credit-note series; the admin's order page lists it with its PDF, and so does the
// shopper's. With and without JavaScript.

async function shippedPaidOrder() {
  const tag = crypto.randomBytes(3).toString("hex");
  const email = uniqueEmail("credit-note");
  const user = await prisma.user.create({ data: { email, firstName: "Meera", lastName: `Shah${tag}`, phone: "+91 98250 66666", passwordHash: "not-used" } });
  const category = await prisma.category.findFirstOrThrow({ where: { isActive: true }, orderBy: { sortOrder: "asc" } });
  const product = await prisma.product.create({
    data: { name: `E2E Gharchola Saree ${tag}`, description: "x", material: "Silk", price: 300000, originalPrice: 300000, categoryId: category.id, images: "[]", stock: 4 },
  });
  await addToCart({ userId: user.id }, { productId: product.id });
  const address = { fullName: "Meera Shah", phone: "+91 98250 66666", address: "4 Ghod Dod Road", city: "Surat", state: "Gujarat", pincode: "395001" };
  const { order } = await placeOrder(user.id, { shippingAddress: address, paymentMethod: "razorpay", idempotencyKey: `e2e-credit-note-${tag}` });
  const start = await startOrderPayment(user.id, order.id);
  const view = await getSimulatorView(start.razorpayOrderId);
  await verifyAndCapture({ razorpay_order_id: start.razorpayOrderId, razorpay_payment_id: view.pay.razorpayPaymentId, razorpay_signature: view.pay.signature });
  await prisma.order.update({ where: { id: order.id }, data: { status: "shipped", shippedAt: new Date() } });
  const invoice = await prisma.$transaction((tx) => issueInvoiceInTx(tx, order.id, new Date()));
  return { email, order, invoice };
}

test("a partial refund of an invoiced order shows its credit note on the admin's and the shopper's order pages", async ({ page, login, context }) => {
  const { email, order, invoice } = await shippedPaidOrder();
  await login("admin");
  await page.goto(`/admin/orders/${order.id}`);
  await expect(page.getByTestId("credit-notes")).toHaveCount(0);
  const form = page.getByRole("form", { name: "Refund" });
  await form.getByLabel("Amount (₹)").fill("500");
  await form.getByLabel("Reason").fill("Fall stitching missing");
  await form.getByRole("button", { name: "Refund" }).click();
  await expect(page.getByText("Refund issued").first()).toBeVisible();

  const note = await prisma.taxDocument.findFirstOrThrow({ where: { orderId: order.id, kind: "credit_note" } });
  expect(note).toMatchObject({ series: "CN", invoiceId: invoice.id, total: 50000, reason: "Partial refund: Fall stitching missing" });
  expect(note.cgst + note.sgst + note.taxableValue).toBe(50000);
  const notes = page.getByTestId("credit-notes");
  await expect(notes).toContainText(`Credit note ${note.number} (partial refund): ₹500.00`);
  const pdfLink = notes.getByRole("link", { name: "Download credit note (PDF)" });
  const pdf = await page.request.get((await pdfLink.getAttribute("href"))!);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()["content-disposition"]).toBe(`attachment; filename="${note.number.replace(/\//g, "-")}.pdf"`);

  // The printable view shows the invoice and the credit note, against that invoice.
  await page.goto(`/order/${order.id}/invoice`);
  await expect(page.getByRole("heading", { level: 1, name: "Tax invoice and credit note" })).toBeVisible();
  await expect(page.getByText(`${invoice.number} of`).first()).toBeVisible();

  await context.clearCookies();
  await login({ email });
  await page.goto(`/order/${order.id}`);
  await expect(page.getByTestId("credit-notes")).toContainText(`Credit note ${note.number} (partial refund): ₹500.00`);
});
