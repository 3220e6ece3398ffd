import type { Page } from "@playwright/test";
import { prisma } from "../../app/db.server";
import { addToCart } from "../../app/models/cart.server";
import { formatPaise } from "../../app/utils/money";
import { hashPassword } from "../../app/utils/password.server";
import { addable, addFromTile, expect, test, uniqueEmail } from "./fixtures";

// Checkout, payment (the built-in simulator: no Razorpay keys in e2e), and the
// order page, with and without JavaScript. Every test has its own customer and
// its own products (stock 5, so the cart tests' "stock >= 10" picks never see them).

const PASSWORD = "Checkout@123";

async function newCustomer() {
  const email = uniqueEmail("checkout");
  const user = await prisma.user.create({
    data: { email, firstName: "Kavya", lastName: "Mehta", phone: "+91 98250 55555", passwordHash: await hashPassword(PASSWORD) },
  });
  return user;
}

async function newProduct(rupees: number) {
  const category = await prisma.category.findFirstOrThrow({ where: { isActive: true }, orderBy: { sortOrder: "asc" } });
  const model = await prisma.product.findFirst({ where: { isActive: true }, select: { images: true } });
  return prisma.product.create({
    data: {
      name: `E2E Chanderi Dupatta ${Math.random().toString(36).slice(2, 8)}`,
      description: "A light dupatta made for the checkout tests.",
      material: "Chanderi",
      price: rupees * 100,
      originalPrice: rupees * 100,
      categoryId: category.id,
      images: model?.images ?? "[]",
      stock: 5,
    },
  });
}

async function customerWithCart(login: (who: { email: string }) => Promise<void>, rupees = 1500, quantity = 1) {
  const user = await newCustomer();
  const product = await newProduct(rupees);
  await addToCart({ userId: user.id }, { productId: product.id, quantity });
  await login({ email: user.email });
  return { user, product };
}

const stockOf = async (id: string) => (await prisma.product.findUniqueOrThrow({ where: { id }, select: { stock: true } })).stock;

async function fillShipping(page: Page) {
  await page.getByLabel(/^Full name/).fill("Kavya Mehta");
  await page.getByLabel(/^Phone number/).fill("+91 98250 55555");
  await page.getByLabel(/^Address \*/).fill("21 Athwa Lines");
  await page.getByLabel(/^City/).fill("Surat");
  await page.getByLabel(/^State/).fill("Gujarat");
  await page.getByLabel(/^Pincode/).fill("395007");
}

/** From a filled /checkout, Razorpay chosen: on to the pay step. */
async function placeRazorpayOrder(page: Page) {
  await page.getByRole("radio", { name: /Razorpay/ }).check();
  await page.getByTestId("place-order").click();
  await expect(page).toHaveURL(/\/checkout\/pay\//);
  await expect(page.getByTestId("pay-button")).toBeVisible();
}

test.describe("checkout", () => {
  // A crash while hydrating would silently turn the JavaScript project into the no-JS one.
  const pageErrors: string[] = [];
  test.beforeEach(({ page }) => {
    pageErrors.length = 0;
    page.on("pageerror", (error) => pageErrors.push(error.message));
  });
  test.afterEach(() => expect(pageErrors).toEqual([]));

  test("a guest adds from a product card, signs in at checkout (cart merged) and pays with the simulator", async ({ page }) => {
    test.slow(); // several full page loads, sign-in and the 3-second success screen
    let found = false;
    for (const path of ["/wishlist", "/shop", "/"]) {
      await page.goto(path);
      if ((await addable(page.getByTestId("product-card")).count()) > 0) {
        found = true;
        break;
      }
    }
    test.fixme(!found, "No page shows product cards with a quick add");
    const card = addable(page.getByTestId("product-card")).first();
    const name = (await card.getByRole("heading").innerText()).trim();
    await addFromTile(card);
    await expect(page.getByTestId("toast")).toContainText("Item added to cart!");

    const user = await newCustomer();
    await page.goto("/checkout");
    await expect(page).toHaveURL("/login?redirect=%2Fcheckout");
    await page.getByLabel("Email address").fill(user.email);
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.getByRole("button", { name: "Sign In" }).click();

    await expect(page).toHaveURL("/checkout");
    await expect(page.getByRole("heading", { name: "Checkout", level: 1 })).toBeVisible();
    await expect(page.getByTestId("summary-lines")).toContainText(name);
    // Prefilled from the account (no saved address yet).
    await expect(page.getByLabel(/^Full name/)).toHaveValue("Kavya Mehta");
    const total = (await page.getByTestId("checkout-total").innerText()).trim();
    await fillShipping(page);
    await placeRazorpayOrder(page);
    await expect(page.getByTestId("pay-amount")).toHaveText(total);

    await page.getByTestId("pay-button").click();
    await expect(page).toHaveURL(/\/payments\/simulator\?order_id=order_sim_/);
    await expect(page.getByTestId("simulator-amount")).toHaveText(total);
    await page.getByRole("button", { name: `Pay ${total}` }).click();

    await expect(page.getByTestId("success-title")).toHaveText("Payment Successful!");
    const order = await prisma.order.findFirstOrThrow({ where: { userId: user.id } });
    await expect(page.getByRole("link", { name: "View My Orders" })).toHaveAttribute("href", `/account?placed=${order.orderNumber}`);
    expect(order.paymentStatus).toBe("paid");
    await expect(page.getByTestId("success-order-number")).toHaveText(order.orderNumber);
    // The cart is empty now, and the success screen moves on to /account after 3 seconds.
    expect(await prisma.cartItem.count({ where: { cart: { userId: user.id } } })).toBe(0);
    await page.waitForURL(/\/account/, { timeout: 8_000 });
  });

  test("a failed and a cancelled payment leave the cart intact and the order unpaid; the order can then be cancelled", async ({ page, login }) => {
    test.slow();
    const { user, product } = await customerWithCart(login, 1500);
    await page.goto("/checkout");
    await fillShipping(page);
    await placeRazorpayOrder(page);
    const order = await prisma.order.findFirstOrThrow({ where: { userId: user.id } });
    expect(await stockOf(product.id)).toBe(4);

    await page.getByTestId("pay-button").click();
    await page.getByRole("button", { name: "Fail" }).click();
    await expect(page).toHaveURL(new RegExp(`/checkout/pay/${order.id}\\?payment=failed`));
    await expect(page.getByTestId("payment-notice")).toHaveText("Payment failed. Please try again.");
    expect((await prisma.order.findUniqueOrThrow({ where: { id: order.id } })).paymentStatus).toBe("failed");

    await page.getByTestId("pay-button").click();
    await page.getByRole("button", { name: "Cancel" }).click();
    await expect(page.getByTestId("payment-notice")).toHaveText("Payment cancelled by user");
    expect(await prisma.cartItem.count({ where: { cart: { userId: user.id }, productId: product.id } })).toBe(1);

    await page.goto("/cart");
    await expect(page.getByTestId("cart-line").filter({ hasText: product.name })).toBeVisible();

    // My Orders: one entry that can still be paid.
    await page.goto("/account");
    const row = page.getByTestId("order-row").filter({ hasText: order.orderNumber });
    await expect(row.getByTestId("payment-not-completed")).toContainText("Payment not completed");
    await expect(row.getByRole("link", { name: "retry payment" })).toHaveAttribute("href", `/checkout/pay/${order.id}`);

    // The order page: waiting for payment, and cancellable with a confirmation step.
    await page.goto(`/order/${order.id}`);
    await expect(page.getByTestId("order-number")).toHaveText(order.orderNumber);
    await expect(page.getByRole("link", { name: "Complete payment" })).toBeVisible();
    await page.getByRole("link", { name: "Cancel order" }).click();
    await page.getByLabel("Reason").selectOption("Changed my mind");
    await page.getByRole("button", { name: "Yes, cancel this order" }).click();
    await expect(page.getByTestId("toast")).toContainText("Order cancelled successfully");
    await expect(page.getByTestId("order-status")).toHaveText("Cancelled");
    await expect(page.getByTestId("cancellation")).toContainText("Changed my mind");
    await expect(page.getByTestId("payment-status")).toHaveText("Not charged");
    expect(await stockOf(product.id)).toBe(5);
  });

  test("cash on delivery: the order-placed screen, the order page, and cancelling it", async ({ page, login, isNoJs }) => {
    const { user, product } = await customerWithCart(login, 1200, 2);
    await page.goto("/checkout");
    await expect(page.getByTestId("checkout-total")).toHaveText(formatPaise(240_000));
    // With JavaScript the pay button waits for a valid form.
    if (!isNoJs) await expect(page.getByTestId("place-order")).toBeDisabled();
    await fillShipping(page);
    await page.getByLabel("Order Notes").fill("Please ring the bell twice");
    await page.getByRole("radio", { name: /Cash on Delivery/ }).check();
    // With or without JavaScript: never "Pay ₹..." over a COD choice.
    await expect(page.getByTestId("place-order")).toHaveText(`Place Order (${formatPaise(240_000)})`);
    await expect(page.getByText("Subtotal (2 items)").first()).toBeVisible();
    await expect(page.getByRole("contentinfo").getByRole("region", { name: "Subscribe to our Newsletter" })).toHaveCount(0);
    await page.getByTestId("place-order").click();

    await expect(page.getByTestId("success-title")).toHaveText("Order Placed Successfully!");
    const order = await prisma.order.findFirstOrThrow({ where: { userId: user.id } });
    expect(order).toMatchObject({ paymentMethod: "cod", status: "pending", total: 240_000, customerNotes: "Please ring the bell twice" });
    expect(await stockOf(product.id)).toBe(3);

    await page.getByRole("link", { name: "View order details" }).click();
    await expect(page).toHaveURL(`/order/${order.id}`);
    await expect(page.getByTestId("order-items")).toContainText(product.name);
    await expect(page.getByTestId("order-total")).toHaveText(formatPaise(240_000));
    await expect(page.getByTestId("payment-method")).toHaveText("Cash on Delivery");
    await expect(page.getByText("21 Athwa Lines").first()).toBeVisible();

    await page.getByRole("link", { name: "Cancel order" }).click();
    await expect(page.getByText("Are you sure you want to cancel this order?")).toBeVisible();
    await page.getByRole("link", { name: "Keep order" }).click();
    await expect(page.getByTestId("order-status")).toHaveText("Pending");
    await page.getByRole("link", { name: "Cancel order" }).click();
    // "Other" without details: the schema's message, from the server, with the choice kept.
    await page.getByLabel("Reason").selectOption("Other");
    await page.getByRole("button", { name: "Yes, cancel this order" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Please choose or enter a reason for cancelling" })).toBeVisible();
    await expect(page.getByLabel("Reason")).toHaveValue("Other");
    await expect(page.getByTestId("order-status")).toHaveText("Pending");
    await page.getByLabel(/More details/).fill("Bought it at the store");
    await page.getByRole("button", { name: "Yes, cancel this order" }).click();
    await expect(page.getByTestId("order-status")).toHaveText("Cancelled");
    await expect(page.getByTestId("cancellation")).toContainText("Bought it at the store");
    // No money was taken: not a payment pending for ever.
    await expect(page.getByTestId("payment-status")).toHaveText("Not charged");
    expect(await stockOf(product.id)).toBe(5);
  });

  test("COD is disabled with the reason when the total is ₹500 or less", async ({ page, login }) => {
    await customerWithCart(login, 299);
    await page.goto("/checkout");
    await expect(page.getByRole("radio", { name: /Cash on Delivery/ })).toBeDisabled();
    await expect(page.getByTestId("cod-reason")).toHaveText("Cash on Delivery is available only for orders above ₹500");
  });

  test("the success screen goes to My Orders (the new order highlighted) after 3 seconds without JavaScript too; another customer's order is 404", async ({ page, login }) => {
    const { user } = await customerWithCart(login, 1500);
    await page.goto("/checkout");
    await fillShipping(page);
    await page.getByRole("radio", { name: /Cash on Delivery/ }).check();
    await page.getByTestId("place-order").click();
    await expect(page.getByTestId("success-title")).toBeVisible();
    const mine = await prisma.order.findFirstOrThrow({ where: { userId: user.id } });
    await expect(page.locator('meta[http-equiv="refresh"]')).toHaveAttribute("content", `3;url=/account?placed=${mine.orderNumber}`);
    // My Orders, the new order first and highlighted, with its number.
    await page.waitForURL(`/account?placed=${mine.orderNumber}`, { timeout: 8_000 });
    const first = page.getByTestId("order-row").first();
    await expect(first).toHaveAttribute("data-just-placed", "true");
    await expect(first.getByTestId("just-placed")).toHaveText("Just placed");
    await expect(first).toContainText(mine.orderNumber);
    await expect(page.getByTestId("placed-notice")).toHaveText(`Thank you! Your order ${mine.orderNumber} is placed.`);
    await customerWithCart(login, 1500); // signs this browser in as someone else
    const res = await page.goto(`/order/${mine.id}`);
    expect(res?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Order Not Found" })).toBeVisible();
  });

  test("signed-out visitors go to sign-in; an empty cart goes to /cart", async ({ page, login }) => {
    await page.goto("/checkout");
    await expect(page).toHaveURL("/login?redirect=%2Fcheckout");
    const user = await newCustomer();
    await login({ email: user.email });
    await page.goto("/checkout");
    await expect(page).toHaveURL("/cart");
  });
});
