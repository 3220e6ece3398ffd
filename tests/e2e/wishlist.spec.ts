import type { Locator, Page } from "@playwright/test";
import { prisma } from "../../app/db.server";
import { addFromTile, expect, test, uniqueEmail } from "./fixtures";

// The wishlist (spec/storefront.md "Wishlist", DECISIONS 3.1): guests and
// customers save products from product cards, see them on /wishlist with the
// header badge, move them to the cart and remove them; run with and without
// JavaScript. Customers are fresh accounts so the two projects never share one.

const header = (page: Page) => page.getByRole("banner");
const wishlistBadge = (page: Page, count: number) => header(page).getByRole("link", { name: `Wishlist, ${count} ${count === 1 ? "item" : "items"}` });
const cartBadge = (page: Page, count: number) => header(page).getByRole("link", { name: `Cart, ${count} ${count === 1 ? "item" : "items"}` });
const items = (page: Page) => page.getByTestId("wishlist-item");
const item = (page: Page, name: string) => items(page).filter({ hasText: name });
const suggestions = (page: Page) => page.getByRole("region", { name: "You Might Also Like" });
const toast = (page: Page) => page.getByTestId("toast");

/** Products that can be bought (several in stock), newest first. */
function purchasable(take: number) {
  return prisma.product.findMany({
    // Demo products (ids prod_*): other tests create and import products of every shape.
    where: { isActive: true, archivedAt: null, stock: { gt: 5 }, id: { startsWith: "prod_" } },
    orderBy: { createdAt: "desc" },
    take,
    select: { id: true, name: true, sizes: true, colors: true },
  });
}

async function newCustomer() {
  const email = uniqueEmail("wishlist");
  const user = await prisma.user.create({ data: { email, firstName: "Wish", lastName: "Lister", passwordHash: "not-used" } });
  return { email, user };
}

async function heartOf(card: Locator) {
  const name = (await card.getByRole("heading").innerText()).trim();
  return { name, add: card.getByRole("button", { name: `Add ${name} to wishlist` }), remove: card.getByRole("button", { name: `Remove ${name} from wishlist` }) };
}

test.describe("wishlist", () => {
  test("a guest's empty wishlist links to /shop", async ({ page }) => {
    await page.goto("/wishlist");
    await expect(page.getByRole("heading", { level: 1, name: "My Wishlist" })).toBeVisible();
    await expect(page.getByTestId("wishlist-count")).toHaveText("0 items saved");
    const empty = page.getByTestId("wishlist-empty");
    await expect(empty.getByRole("heading", { name: "Your Wishlist is Empty" })).toBeVisible();
    await expect(empty.getByRole("link", { name: "Continue Shopping" })).toHaveAttribute("href", "/shop");
    await expect(wishlistBadge(page, 0)).toBeVisible();
    await expect(items(page)).toHaveCount(0);
  });

  test("a guest saves from a product card, sees it with the badge, then removes it", async ({ page, context }) => {
    await page.goto("/wishlist");
    const card = suggestions(page).getByTestId("product-card").first();
    const { name, add } = await heartOf(card);
    await add.click();

    await expect(toast(page)).toContainText("Added to wishlist");
    await expect(item(page, name)).toBeVisible();
    await expect(page.getByTestId("wishlist-count")).toHaveText("1 item saved");
    await expect(wishlistBadge(page, 1)).toBeVisible();
    await expect(page.getByText("Your wishlist is kept on this device.")).toBeVisible();
    // The guest got an anonymous id in a signed, httpOnly cookie, and the save lives on the server.
    const guest = (await context.cookies()).find((c) => c.name === "__guest");
    expect(guest?.httpOnly).toBe(true);
    // It survives a reload.
    await page.reload();
    await expect(item(page, name)).toBeVisible();

    await item(page, name).getByRole("button", { name: "Remove" }).click();
    await expect(toast(page)).toContainText("Removed from wishlist");
    await expect(items(page)).toHaveCount(0);
    await expect(page.getByTestId("wishlist-empty")).toBeVisible();
    await expect(wishlistBadge(page, 0)).toBeVisible();
  });

  test("a guest moves a saved product to the cart", async ({ page }) => {
    await page.goto("/wishlist");
    const { name, add } = await heartOf(suggestions(page).getByTestId("product-card").first());
    await add.click();
    await expect(item(page, name)).toBeVisible();

    await addFromTile(item(page, name));
    await expect(toast(page)).toContainText("Item added to cart!");
    await expect(items(page)).toHaveCount(0);
    await expect(wishlistBadge(page, 0)).toBeVisible();
    await expect(cartBadge(page, 1)).toBeVisible();
  });

  test("a customer's wishlist: newest first, View in Cart, move to cart, remove", async ({ page, login }) => {
    const { email, user } = await newCustomer();
    const [inCart, older, newer] = await purchasable(3);
    const now = Date.now();
    await prisma.wishlist.create({
      data: {
        userId: user.id,
        items: {
          create: [
            { productId: inCart.id, addedAt: new Date(now - 3 * 60_000) },
            { productId: older.id, addedAt: new Date(now - 2 * 60_000) },
            { productId: newer.id, addedAt: new Date(now - 60_000) },
          ],
        },
      },
    });
    await prisma.cart.create({ data: { userId: user.id, items: { create: [{ productId: inCart.id, quantity: 1 }] } } });
    await login({ email });

    await page.goto("/wishlist");
    await expect(page.getByTestId("wishlist-count")).toHaveText("3 items saved");
    await expect(wishlistBadge(page, 3)).toBeVisible();
    await expect(items(page).nth(0)).toContainText(newer.name);
    await expect(items(page).nth(2)).toContainText(inCart.name);
    await expect(page.getByText("Your wishlist is kept on this device.")).toHaveCount(0);

    const viewInCart = item(page, inCart.name).getByRole("link", { name: "View in Cart" });
    await expect(viewInCart).toHaveAttribute("href", "/cart");
    await expect(item(page, inCart.name).getByTestId("add-control")).toHaveCount(0);

    const chosen = await addFromTile(item(page, newer.name));
    await expect(toast(page)).toContainText("Item added to cart!");
    await expect(item(page, newer.name)).toHaveCount(0);
    await expect(wishlistBadge(page, 2)).toBeVisible();
    await expect(cartBadge(page, 2)).toBeVisible();
    const line = await prisma.cartItem.findFirst({ where: { cart: { userId: user.id }, productId: newer.id } });
    const sizes = JSON.parse(newer.sizes) as string[];
    const colors = JSON.parse(newer.colors) as string[];
    // The size and colour chosen in the item's chooser (nothing to choose: its only ones).
    expect(line).toMatchObject({ quantity: 1, size: chosen.size ?? sizes[0] ?? "Free Size", color: chosen.color ?? colors[0] ?? "Default" });

    await item(page, older.name).getByRole("button", { name: "Remove" }).click();
    await expect(toast(page)).toContainText("Removed from wishlist");
    await expect(items(page)).toHaveCount(1);
    await expect(wishlistBadge(page, 1)).toBeVisible();
    expect(await prisma.wishlistItem.count({ where: { wishlist: { userId: user.id } } })).toBe(1);
  });

  test("a customer saves from a card into their own account", async ({ page, login }) => {
    const { email, user } = await newCustomer();
    await login({ email });
    await page.goto("/wishlist");
    const { name, add } = await heartOf(suggestions(page).getByTestId("product-card").first());
    await add.click();
    await expect(item(page, name)).toBeVisible();
    await expect(wishlistBadge(page, 1)).toBeVisible();
    const saved = await prisma.wishlist.findUnique({ where: { userId: user.id }, include: { items: { include: { product: true } } } });
    expect(saved?.items.map((i) => i.product.name)).toEqual([name]);
  });

  test("the heart on a /shop product card toggles the wishlist both ways", async ({ page }) => {
    await page.goto("/shop");
    const card = page.getByTestId("product-card").first();
    test.skip((await page.getByTestId("product-card").count()) === 0, "/shop shows no product cards yet");
    const { name, add, remove } = await heartOf(card);

    await add.click();
    await expect(toast(page)).toContainText("Added to wishlist");
    await expect(remove).toHaveAttribute("aria-pressed", "true");
    await expect(wishlistBadge(page, 1)).toBeVisible();
    await expect(page).toHaveURL(/\/shop/);

    await remove.click();
    await expect(toast(page)).toContainText("Removed from wishlist");
    await expect(add).toHaveAttribute("aria-pressed", "false");
    await expect(wishlistBadge(page, 0)).toBeVisible();

    await add.click();
    await expect(wishlistBadge(page, 1)).toBeVisible();
    await page.goto("/wishlist");
    await expect(item(page, name)).toBeVisible();
  });
});
