import type { BrowserContext, Page } from "@playwright/test";
import { prisma } from "../../app/db.server";
import { addToCart, offeredColors, offeredSizes, type Owner } from "../../app/models/cart.server";
import { ensureGuestId } from "../../app/utils/session.server";
import { formatPaise } from "../../app/utils/money";
import { addable, addFromTile, expect, test, uniqueEmail } from "./fixtures";

// The cart screen, with and without JavaScript. Every test has its own owner
// (a fresh guest id or a fresh customer), so the two projects never share a
// cart. Lines are put in the cart through the model (the product page and
// the rebuilt shop are not here yet); the first test adds through a real
// product card on the first page that shows one.

type Pick = { id: string; name: string; price: number; size: string; color: string };

/** Two listed products with plenty of stock, cheapest first (their prices in paise). */
async function twoProducts(): Promise<[Pick, Pick]> {
  const rows = await prisma.product.findMany({
    where: { isActive: true, archivedAt: null, stock: { gte: 10 } },
    orderBy: [{ price: "asc" }, { id: "asc" }],
    take: 2,
    select: { id: true, name: true, price: true, sizes: true, colors: true },
  });
  if (rows.length < 2) throw new Error("the e2e database needs the seeded catalogue");
  const pick = (r: (typeof rows)[number]): Pick => ({ id: r.id, name: r.name, price: r.price, size: offeredSizes(r.sizes)[0], color: offeredColors(r.colors)[0] });
  return [pick(rows[0]), pick(rows[1])];
}

/** A guest id cookie for this browser, as the site would set it. */
async function asGuest(context: BrowserContext, baseURL: string): Promise<Owner> {
  const { guestId, setCookie } = await ensureGuestId(new Request(baseURL));
  const [pair] = setCookie!.split(";");
  const i = pair.indexOf("=");
  await context.addCookies([{ name: pair.slice(0, i), value: pair.slice(i + 1), url: baseURL, httpOnly: true, sameSite: "Lax" }]);
  return { guestId };
}

async function asCustomer(login: (who: { email: string }) => Promise<void>): Promise<Owner> {
  const email = uniqueEmail("cart");
  const user = await prisma.user.create({ data: { email, firstName: "Cart", lastName: "Tester", passwordHash: "not-used" } });
  await login({ email });
  return { userId: user.id };
}

const line = (page: Page, name: string) => page.getByTestId("cart-line").filter({ hasText: name });
const toast = (page: Page) => page.getByTestId("toast");
const cartBadge = (page: Page, count: number) => page.getByRole("banner").getByRole("link", { name: `Cart, ${count} ${count === 1 ? "item" : "items"}` });

test.describe("cart", () => {
  test("quick add from a product card", async ({ page }) => {
    let found = false;
    // Wherever cards show first: the home page, the shop, or the wishlist's suggestions.
    for (const path of ["/", "/shop", "/wishlist"]) {
      await page.goto(path);
      if ((await page.getByTestId("product-card").count()) > 0) {
        found = true;
        break;
      }
    }
    test.fixme(!found, "No page shows product cards yet (/ and /shop are being rebuilt); POST /cart intent=add is covered by tests/integration/cart.test.ts");

    const card = addable(page.getByTestId("product-card")).first();
    const name = (await card.getByRole("heading").innerText()).trim();
    const chosen = await addFromTile(card);
    await expect(toast(page)).toContainText("Item added to cart!");
    // Without JavaScript a product with a choice is added on its product page (decision 0040).
    const added = chosen.onProductPage ? page.getByRole("main") : page.getByTestId("product-card").filter({ hasText: name }).first();
    await expect(added.getByRole("link", { name: "View in Cart" }).first()).toBeVisible();
    await expect(cartBadge(page, 1)).toBeVisible();

    await page.goto("/cart");
    await expect(line(page, name)).toBeVisible();
    await expect(line(page, name).getByTestId("line-quantity")).toHaveText("1");
    // What the shopper chose on the card, never a size picked for them.
    if (chosen.size) await expect(line(page, name).getByText(`Size: ${chosen.size}`)).toBeVisible();
    if (chosen.color) await expect(line(page, name).getByText(`Colour: ${chosen.color}`)).toBeVisible();
  });

  test("a card never adds a size or colour the shopper did not choose", async ({ page, isNoJs }) => {
    // A demo product sold in several sizes and colours, found by name (other tests add products of
    // their own, which fill the newest page of /shop).
    const candidates = await prisma.product.findMany({ where: { id: { startsWith: "prod_" }, isActive: true, archivedAt: null, stock: { gt: 5 } }, orderBy: { id: "asc" } });
    const product = candidates.find((p) => offeredSizes(p.sizes).length > 1 && offeredColors(p.colors).length > 1)!;
    await page.goto(`/shop?search=${encodeURIComponent(product.name)}`);
    const card = addable(page.getByTestId("product-card")).filter({ hasText: product.name }).first();
    const name = product.name;

    if (isNoJs) {
      // Without JavaScript the card sends nothing to the cart: its Add to Cart is a link to the
      // product page, where the shopper chooses (decision 0040).
      const add = card.getByRole("link", { name: `choose a colour and size for ${name} on its product page` });
      await expect(add).toHaveText(/^Add to Cart/);
      await expect(add).toHaveAttribute("href", `/product/${product.id}`);
      await expect(card.locator("form[action='/cart']")).toHaveCount(0);
      await expect(card.getByTestId("variant-chooser")).toHaveCount(0);
      await add.click();
      await expect(page).toHaveURL(`/product/${product.id}`);
      await expect(cartBadge(page, 0)).toBeVisible();
      // The shopper chooses another colour and a size in stock that the page did not preselect.
      const colour = offeredColors(product.colors)[1];
      await page.getByRole("link", { name: colour, exact: true }).click();
      await expect(page.getByRole("link", { name: colour, exact: true })).toHaveAttribute("aria-current", "true");
      const sizes = page.getByRole("group", { name: "Size" }).locator("label").filter({ has: page.locator("input:not([disabled]):not(:checked)") });
      const size = (await sizes.last().locator("input").getAttribute("value"))!;
      await sizes.last().click();
      await expect(page.getByRole("radio", { name: size, exact: true })).toBeChecked();
      await page.locator("[data-buy-bar]").getByRole("button", { name: "Add to Cart", exact: true }).click();
      await expect(toast(page)).toContainText("Item added to cart!");
      await page.goto("/cart");
      await expect(line(page, name).getByText(`Size: ${size}`)).toBeVisible();
      await expect(line(page, name).getByText(`Colour: ${colour}`)).toBeVisible();
      await expect(page.getByTestId("cart-line")).toHaveCount(1);
      return;
    }

    await card.getByTestId("add-control").click();
    const chooser = card.getByTestId("variant-chooser");
    const sizes = chooser.getByRole("button", { name: /^Add size / });
    // No size before a colour: each colour shows its own sizes in stock (decision 0019).
    await expect(sizes).toHaveCount(0);
    await expect(cartBadge(page, 0)).toBeVisible();

    const colour = (await chooser.getByRole("radio").nth(1).getAttribute("value"))!;
    await chooser.locator("label").nth(1).click();
    const size = (await sizes.last().getAttribute("value"))!;
    await sizes.last().click();
    await expect(toast(page)).toContainText("Item added to cart!");
    await page.goto("/cart");
    await expect(line(page, name).getByText(`Size: ${size}`)).toBeVisible();
    await expect(line(page, name).getByText(`Colour: ${colour}`)).toBeVisible();
  });

  test("stepper and remove; a guest's Proceed to Checkout goes to sign-in", async ({ page, context, baseURL, isNoJs }) => {
    const [a, b] = await twoProducts();
    const owner = await asGuest(context, baseURL!);
    await addToCart(owner, { productId: a.id, quantity: 1, size: a.size, color: a.color });
    await addToCart(owner, { productId: b.id, quantity: 2, size: b.size, color: b.color });

    await page.goto("/cart");
    await expect(page.getByRole("heading", { level: 1, name: "Shopping Cart" })).toBeVisible();
    // Between the shopper and paying: no newsletter band or link columns, only the footer's bottom bar.
    await expect(page.getByRole("contentinfo").getByRole("region", { name: "Subscribe to our Newsletter" })).toHaveCount(0);
    await expect(page.getByRole("contentinfo").getByRole("navigation", { name: "Quick Links" })).toHaveCount(0);
    await expect(page.getByRole("contentinfo").getByRole("link", { name: "Terms & Conditions" })).toBeVisible();
    await expect(page.getByTestId("cart-line")).toHaveCount(2);
    const lineA = line(page, a.name);
    await expect(lineA.getByText(`Size: ${a.size}`)).toBeVisible();
    await expect(lineA.getByText(`Colour: ${a.color}`)).toBeVisible();
    await expect(lineA.getByRole("link", { name: a.name })).toHaveAttribute("href", `/product/${a.id}`);
    await expect(page.getByTestId("cart-subtotal")).toHaveText(formatPaise(a.price + 2 * b.price));
    await expect(page.getByText("Estimated delivery: 3-5 business days")).toBeVisible();

    const minus = lineA.getByRole("button", { name: `Decrease quantity of ${a.name}` });
    const plus = lineA.getByRole("button", { name: `Increase quantity of ${a.name}` });
    await expect(minus).toBeDisabled();
    await plus.click();
    if (isNoJs) await expect(toast(page)).toContainText("Cart updated!");
    await expect(lineA.getByTestId("line-quantity")).toHaveText("2");
    await expect(page.getByTestId("cart-subtotal")).toHaveText(formatPaise(2 * a.price + 2 * b.price));
    await expect(cartBadge(page, 4)).toBeVisible();
    await expect(minus).toBeEnabled();
    await minus.click();
    await expect(lineA.getByTestId("line-quantity")).toHaveText("1");
    await expect(minus).toBeDisabled();
    await expect(page.getByTestId("cart-subtotal")).toHaveText(formatPaise(a.price + 2 * b.price));

    await line(page, b.name).getByRole("button", { name: `Remove ${b.name} from cart` }).click();
    await expect(toast(page)).toContainText("Item removed from cart");
    await expect(page.getByTestId("cart-line")).toHaveCount(1);
    await expect(page.getByTestId("cart-subtotal")).toHaveText(formatPaise(a.price));
    await expect(cartBadge(page, 1)).toBeVisible();

    const checkout = page.getByRole("link", { name: "Proceed to Checkout" });
    await expect(checkout).toHaveAttribute("href", "/login?redirect=%2Fcheckout");
    await checkout.click();
    await expect(page).toHaveURL("/login?redirect=%2Fcheckout");
  });

  test("promo code: apply SAVE10, remove it, an invalid code; clear the cart", async ({ page, login }) => {
    const [a, b] = await twoProducts();
    const owner = await asCustomer(login);
    await addToCart(owner, { productId: a.id, quantity: 1, size: a.size, color: a.color });
    await addToCart(owner, { productId: b.id, quantity: 1, size: b.size, color: b.color });
    const subtotal = a.price + b.price;

    await page.goto("/cart");
    await expect(page.getByTestId("cart-line")).toHaveCount(2);
    await page.getByLabel("Promo code").fill("save10");
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(toast(page)).toContainText("Coupon SAVE10 applied: 10% off");
    await expect(page.getByTestId("applied-coupon")).toContainText("SAVE10");
    await expect(page.getByTestId("applied-coupon")).toContainText("10% off");
    // 10% of the subtotal, rounded to the rupee.
    const discount = Math.round(subtotal / 1000) * 100;
    await expect(page.getByTestId("cart-discount")).toHaveText(`−${formatPaise(discount)}`);
    await expect(page.getByTestId("cart-tax")).toContainText("GST");

    await page.getByTestId("applied-coupon").getByRole("button", { name: "Remove" }).click();
    await expect(toast(page)).toContainText("Coupon removed");
    await expect(page.getByTestId("cart-discount")).toHaveCount(0);
    await expect(page.getByLabel("Promo code")).toBeVisible();

    await page.getByLabel("Promo code").fill("BOGUS");
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(toast(page)).toContainText("Invalid coupon code. Try SAVE10, FIRST20, or FESTIVE15");
    await expect(page.getByTestId("applied-coupon")).toHaveCount(0);

    await expect(page.getByRole("link", { name: "Proceed to Checkout" })).toHaveAttribute("href", "/checkout");

    await page.getByRole("button", { name: "Clear Cart" }).click();
    await expect(toast(page)).toContainText("Cart cleared");
    await expect(page.getByRole("heading", { name: "Your Cart is Empty" })).toBeVisible();
    await expect(page.getByTestId("cart-empty").getByRole("link", { name: "Continue Shopping" })).toHaveAttribute("href", "/shop");
  });

  test("an unavailable line blocks checkout with the reason", async ({ page, login }) => {
    const [a] = await twoProducts();
    const owner = await asCustomer(login);
    await addToCart(owner, { productId: a.id, quantity: 1, size: a.size, color: a.color });
    // A size the product no longer offers (written directly: the model would refuse it).
    await prisma.cartItem.create({
      data: { cart: { connect: { userId: (owner as { userId: string }).userId } }, product: { connect: { id: a.id } }, quantity: 1, size: "Retired Size", color: a.color },
    });

    await page.goto("/cart");
    await expect(page.getByTestId("line-unavailable")).toContainText("Size Retired Size is no longer available");
    await expect(page.getByRole("button", { name: "Proceed to Checkout" })).toBeDisabled();
    await expect(page.getByText("Remove or update the unavailable items to continue")).toBeVisible();
    await expect(page.getByTestId("cart-subtotal")).toHaveText(formatPaise(a.price));
  });

  test("an empty cart says so and links to the shop", async ({ page }) => {
    await page.goto("/cart");
    await expect(page.getByRole("heading", { level: 1, name: "Shopping Cart" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Your Cart is Empty" })).toBeVisible();
    await expect(page.getByTestId("cart-empty").getByRole("link", { name: "Continue Shopping" })).toHaveAttribute("href", "/shop");
  });
});
