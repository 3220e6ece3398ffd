import crypto from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { prisma } from "../../app/db.server";
import { addToCart } from "../../app/models/cart.server";
import { placeOrder } from "../../app/models/order-placement.server";
import { signPayment, simulatorSecret, startOrderPayment } from "../../app/models/payment.server";
import { hashPassword } from "../../app/utils/password.server";
import { expect, test, uniqueEmail } from "./fixtures";

// Razorpay Hosted Checkout (no JavaScript) ends on Razorpay's page, which POSTs the
// payment's fields back to our callback_url: a top-level, CROSS-SITE form POST
// (Origin: https://api.razorpay.com; no SameSite=Lax session cookie). Here a page on a
// second origin (127.0.0.1 on its own port, while the store is on localhost) plays
// Razorpay's part with the fields signed exactly as Razorpay signs them (the simulator's
// secret stands in for the key secret). Remix's document-request CSRF check used to
// answer that POST with a 500; it must end on the success screen with the order paid.

let razorpayPage: http.Server;
let razorpayOrigin = "";
let pageHtml = "";

test.beforeAll(async () => {
  razorpayPage = http.createServer((_req, res) => {
    res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
    res.end(pageHtml);
  });
  await new Promise<void>((resolve) => razorpayPage.listen(0, "127.0.0.1", resolve));
  razorpayOrigin = `http://127.0.0.1:${(razorpayPage.address() as AddressInfo).port}`;
});
test.afterAll(async () => {
  await new Promise((resolve) => razorpayPage.close(resolve));
});

const escape = (s: string) => s.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

test("Hosted Checkout's cross-site POST to /payments/callback ends with the order paid and the success page", async ({ page, login, baseURL }) => {
  const email = uniqueEmail("hosted");
  const user = await prisma.user.create({ data: { email, firstName: "Kavya", lastName: "Mehta", phone: "+91 98250 55555", passwordHash: await hashPassword("Checkout@123") } });
  const category = await prisma.category.findFirstOrThrow({ where: { isActive: true }, orderBy: { sortOrder: "asc" } });
  const product = await prisma.product.create({
    data: { name: `E2E Hosted Saree ${crypto.randomBytes(3).toString("hex")}`, description: "x", material: "Silk", price: 1500_00, originalPrice: 1500_00, categoryId: category.id, images: "[]", stock: 5 },
  });
  await addToCart({ userId: user.id }, { productId: product.id });
  const address = { fullName: "Kavya Mehta", phone: "+91 98250 55555", address: "21 Athwa Lines", city: "Surat", state: "Gujarat", pincode: "395007" };
  const { order } = await placeOrder(user.id, { shippingAddress: address, paymentMethod: "razorpay", idempotencyKey: crypto.randomUUID() });
  const start = await startOrderPayment(user.id, order.id);
  await login({ email });

  const paymentId = `pay_${crypto.randomBytes(7).toString("hex")}`;
  const fields = {
    razorpay_payment_id: paymentId,
    razorpay_order_id: start.razorpayOrderId,
    razorpay_signature: signPayment(start.razorpayOrderId, paymentId, simulatorSecret()),
  };
  // Razorpay's page auto-submits with a script; without JavaScript the test presses its button.
  pageHtml = `<!doctype html><html><head><title>Razorpay</title></head><body>
    <form id="f" method="post" action="${escape(`${baseURL}/payments/callback`)}">
      ${Object.entries(fields).map(([n, v]) => `<input type="hidden" name="${n}" value="${escape(v)}">`).join("\n")}
      <button type="submit">Continue</button>
    </form>
    <script>document.getElementById("f").submit()</script>
  </body></html>`;

  const answers: number[] = [];
  page.on("response", (r) => {
    if (r.url().endsWith("/payments/callback")) answers.push(r.status());
  });
  await page.goto(`${razorpayOrigin}/pay`);
  if (new URL(page.url()).origin === razorpayOrigin) await page.getByRole("button", { name: "Continue" }).click();

  await expect(page.getByTestId("success-title")).toHaveText("Payment Successful!");
  expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(`/checkout/success/${order.id}`);
  expect(answers).toEqual([303]);
  await expect(page.getByTestId("success-order-number")).toHaveText(order.orderNumber);
  expect(await prisma.order.findUniqueOrThrow({ where: { id: order.id } })).toMatchObject({ paymentStatus: "paid", paymentId });
});
