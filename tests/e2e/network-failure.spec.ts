import type { Page } from "@playwright/test";
import { prisma } from "../../app/db.server";
import { addable, addFromTile, expect, test, uniqueEmail, waitForHydration } from "./fixtures";

// Issue 14 §2 (JavaScript on): a submission that never reaches the server keeps the page and what
// was typed, shows the documents' message, and can simply be sent again. The posts are aborted in
// the browser, as a dropped mobile connection would. Without JavaScript the browser shows its own
// error page and Back keeps the form: nothing of ours runs, so these tests are for the JS project.

const NETWORK = "Network error. Please check your connection and try again.";
const toast = (page: Page) => page.getByTestId("toast");

/** Aborts every POST to `path` (a document post or Remix's `path.data` request) until undone. */
async function dropPosts(page: Page, path: string) {
  const matches = (url: URL) => url.pathname.replace(/\.data$/, "") === path;
  await page.route(matches, (route) => (route.request().method() === "POST" ? route.abort("internetdisconnected") : route.continue()));
  return () => page.unroute(matches);
}

async function customerWithCart(login: (who: { email: string }) => Promise<void>) {
  const email = uniqueEmail("netfail");
  const user = await prisma.user.create({ data: { email, firstName: "Neha", lastName: "Desai", phone: "+91 98250 11111", passwordHash: "not-used" } });
  const product = await prisma.product.findFirstOrThrow({ where: { isActive: true, archivedAt: null, stock: { gt: 5 }, price: { gt: 100000 } }, orderBy: { id: "asc" } });
  const sizes = JSON.parse(product.sizes) as string[];
  const colors = JSON.parse(product.colors) as string[];
  await prisma.cart.create({ data: { userId: user.id, items: { create: [{ productId: product.id, quantity: 1, size: sizes[0] ?? "Free Size", color: colors[0] ?? "Default" }] } } });
  await login({ email });
  return { user, product };
}

test.describe("nothing lost when the network drops", () => {
  test.beforeEach(({ isNoJs }) => test.skip(isNoJs, "the browser's own error page answers without JavaScript"));

  test("contact: the message stays, the documents' message shows, and sending again works", async ({ page }) => {
    await page.goto("/contact");
    await waitForHydration(page);
    const restore = await dropPosts(page, "/contact");
    await page.getByLabel("Your name").fill("Ananya Mehta");
    await page.getByLabel("Email address").fill("ananya@example.com");
    await page.getByLabel("Subject").fill("Blouse stitching");
    await page.getByRole("textbox", { name: "Message", exact: true }).fill("Do you stitch blouses for the Kanjivaram sarees?");
    await page.getByRole("button", { name: "Send Message" }).click();

    await expect(toast(page)).toContainText(NETWORK);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Message", exact: true })).toHaveValue("Do you stitch blouses for the Kanjivaram sarees?");
    await expect(page.getByLabel("Your name")).toHaveValue("Ananya Mehta");

    await restore();
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText("Thank you for your message! We will get back to you soon.").first()).toBeVisible();
  });

  test("/shop: a failed Add keeps the listing and says 'Failed to add item to cart'", async ({ page }) => {
    await page.goto("/shop");
    await waitForHydration(page);
    const cards = page.getByTestId("product-card");
    const before = await cards.count();
    await dropPosts(page, "/cart");
    await addFromTile(addable(cards).first());
    await expect(toast(page)).toContainText("Failed to add item to cart");
    await expect(cards).toHaveCount(before);
    await expect(page.getByText("Error Loading Products")).toHaveCount(0);
  });

  test("/shop: a failed wishlist heart keeps the page and shows the network message", async ({ page }) => {
    await page.goto("/shop");
    await waitForHydration(page);
    await dropPosts(page, "/wishlist");
    await page.getByTestId("product-card").first().getByRole("button", { name: /to wishlist$/ }).click();
    await expect(toast(page)).toContainText(NETWORK);
    await expect(page.getByRole("heading", { name: "Our Collections" })).toBeVisible();
  });

  test("cart: a failed promo code keeps the code typed and says 'Failed to apply coupon'", async ({ page, login }) => {
    await customerWithCart(login);
    await page.goto("/cart");
    await waitForHydration(page);
    await dropPosts(page, "/cart");
    await page.getByLabel("Promo code").fill("save10");
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(toast(page)).toContainText("Failed to apply coupon");
    await expect(page.getByLabel("Promo code")).toHaveValue("save10");
    await expect(page.getByTestId("cart-line")).toHaveCount(1);
  });

  test("address book: a failed save keeps every field typed", async ({ page, login }) => {
    await customerWithCart(login);
    await page.goto("/addresses");
    await waitForHydration(page);
    await dropPosts(page, "/addresses");
    const form = page.locator("form#address-form");
    await form.getByLabel("Full name").fill("Neha Desai");
    await form.getByLabel("Phone").fill("+91 98250 11111");
    await form.getByLabel("Address", { exact: true }).fill("12 Ghod Dod Road");
    await form.getByLabel("City").fill("Surat");
    await form.getByLabel("State").fill("Gujarat");
    await form.getByLabel("Pincode").fill("395007");
    await form.getByRole("button", { name: "Save Address" }).click();
    await expect(toast(page)).toContainText(NETWORK);
    await expect(form.getByLabel("Address", { exact: true })).toHaveValue("12 Ghod Dod Road");
    await expect(form.getByLabel("Pincode")).toHaveValue("395007");
  });

  test("footer newsletter: a failed sign-up keeps the address and says so", async ({ page }) => {
    await page.goto("/about");
    await waitForHydration(page);
    await dropPosts(page, "/newsletter");
    const box = page.getByRole("contentinfo").getByPlaceholder("Enter your email address");
    await box.fill("meera@example.com");
    await box.press("Enter");
    await expect(toast(page)).toContainText(NETWORK);
    await expect(box).toHaveValue("meera@example.com");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });

  test("checkout: a failed Place Order keeps the typed address and notes and says 'Failed to place order. Please try again.'", async ({ page, login }) => {
    const { user } = await customerWithCart(login);
    await page.goto("/checkout");
    await waitForHydration(page);
    await dropPosts(page, "/checkout");
    await page.getByLabel(/^Full name/).fill("Neha Desai");
    await page.getByLabel(/^Phone number/).fill("+91 98250 11111");
    await page.getByLabel(/^Address \*/).fill("12 Ghod Dod Road");
    await page.getByLabel(/^City/).fill("Surat");
    await page.getByLabel(/^State/).fill("Gujarat");
    await page.getByLabel(/^Pincode/).fill("395007");
    await page.getByLabel("Order Notes").fill("Leave with the watchman");
    await page.getByRole("radio", { name: /Cash on Delivery/ }).check();
    await page.getByTestId("place-order").click();
    await expect(toast(page)).toContainText("Failed to place order. Please try again.");
    await expect(page.getByLabel(/^Address \*/)).toHaveValue("12 Ghod Dod Road");
    await expect(page.getByLabel("Order Notes")).toHaveValue("Leave with the watchman");
    expect(await prisma.order.count({ where: { userId: user.id } })).toBe(0);
  });
});
