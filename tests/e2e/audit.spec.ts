import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { prisma } from "../../app/db.server";
import { addToCart } from "../../app/models/cart.server";
import { hashPassword } from "../../app/utils/password.server";
import { DEMO_CUSTOMER, expect, test, uniqueEmail } from "./fixtures";

// The accessibility and no-JavaScript audit (issue 6): axe-core on every
// screen, shopper and admin, with zero serious or critical violations; every
// screen loads in both projects; checkout completes with the keyboard alone.

type Who = "guest" | "customer" | "admin";
type Screen = { path: string | (() => Promise<string>); who: Who; name?: string };

const firstId = async <T extends { id: string }>(find: () => Promise<T | null>) => (await find())?.id ?? "missing";

const SCREENS: Screen[] = [
  { path: "/", who: "guest" },
  { path: "/shop", who: "guest" },
  { path: "/shop?category=silk-sarees&sort=price&minPrice=1000", who: "guest" },
  { path: "/shop?search=zzzzzz-nothing", who: "guest" },
  { name: "/product/{id}", path: async () => `/product/${await firstId(() => prisma.product.findFirst({ where: { isActive: true, reviewCount: { gt: 0 } } }))}`, who: "guest" },
  { path: "/product/does-not-exist", who: "guest" },
  { path: "/about", who: "guest" },
  { path: "/contact", who: "guest" },
  { path: "/cart", who: "guest" },
  { path: "/wishlist", who: "guest" },
  { path: "/login", who: "guest" },
  { path: "/register", who: "guest" },
  { path: "/forgot-password", who: "guest" },
  { path: "/reset-password?token=not-a-real-token", who: "guest" },
  { path: "/size-guide", who: "guest" },
  { path: "/shipping", who: "guest" },
  { path: "/returns", who: "guest" },
  { path: "/privacy", who: "guest" },
  { path: "/terms", who: "guest" },
  { path: "/cookies", who: "guest" },
  { path: "/auth-test", who: "guest" },
  { path: "/no-such-page", who: "guest" },
  { path: "/account", who: "customer" },
  { path: "/addresses", who: "customer" },
  { path: "/change-password", who: "customer" },
  { path: "/cart", who: "customer" },
  { path: "/wishlist", who: "customer" },
  {
    path: async () => {
      const user = await prisma.user.findUniqueOrThrow({ where: { email: DEMO_CUSTOMER.email } });
      return `/order/${await firstId(() => prisma.order.findFirst({ where: { userId: user.id } }))}`;
    },
    who: "customer",
    name: "/order/{id}",
  },
  {
    path: async () => `/order/${(await prisma.taxDocument.findFirstOrThrow({ where: { kind: "invoice", order: { user: { email: DEMO_CUSTOMER.email } } } })).orderId}/invoice`,
    who: "customer",
    name: "/order/{id}/invoice",
  },
  { path: "/admin", who: "admin" },
  { path: "/admin/products", who: "admin" },
  { path: "/admin/products/new", who: "admin" },
  { name: "/admin/products/{id}", path: async () => `/admin/products/${await firstId(() => prisma.product.findFirst())}`, who: "admin" },
  { name: "/admin/products/{id}/edit", path: async () => `/admin/products/${await firstId(() => prisma.product.findFirst())}/edit`, who: "admin" },
  { path: "/admin/orders", who: "admin" },
  { name: "/admin/orders/{id}", path: async () => `/admin/orders/${await firstId(() => prisma.order.findFirst({ orderBy: { createdAt: "desc" } }))}`, who: "admin" },
  { path: "/admin/customers", who: "admin" },
  { name: "/admin/customers/{id}", path: async () => `/admin/customers/${await firstId(() => prisma.user.findFirst({ where: { email: DEMO_CUSTOMER.email } }))}`, who: "admin" },
  { path: "/admin/categories", who: "admin" },
  { path: "/admin/categories/new", who: "admin" },
  { name: "/admin/categories/{id}/edit", path: async () => `/admin/categories/${await firstId(() => prisma.category.findFirst())}/edit`, who: "admin" },
  { path: "/admin/messages", who: "admin" },
  { name: "/admin/messages/{id}", path: async () => `/admin/messages/${await firstId(() => prisma.contactMessage.findFirst())}`, who: "admin" },
  { path: "/admin/analytics", who: "admin" },
  { path: "/admin/analytics?period=1y", who: "admin" },
  { path: "/admin/outbox", who: "admin" },
  { path: "/admin/coupons", who: "admin" },
  { path: "/admin/coupons/new", who: "admin" },
  { name: "/admin/coupons/{id}", path: async () => `/admin/coupons/${await firstId(() => prisma.coupon.findFirst())}`, who: "admin" },
  { path: "/admin/products/import", who: "admin" },
  { path: "/admin/invoices?month=2026-10", who: "admin" },
  { name: "/admin/invoices/print", path: async () => `/admin/invoices/print?id=${await firstId(() => prisma.taxDocument.findFirst())}`, who: "admin" },
];

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id} (${v.impact}): ${v.help} -> ${v.nodes.slice(0, 3).map((n) => n.target.join(" ")).join(" | ")}`);
}

const labelOf = (screen: Screen) => (typeof screen.path === "string" ? screen.path : (screen.name ?? "(a detail page)"));
const pathOf = (screen: Screen) => (typeof screen.path === "string" ? screen.path : screen.path());
const expectedStatus = (path: string) => (/does-not-exist|no-such-page/.test(path) ? 404 : 200);

test.describe("every screen", () => {
  // axe runs in the page: the JavaScript project audits each screen; the
  // no-JavaScript project loads them all below, one test per role.
  test.skip(({ isNoJs }) => isNoJs, "axe needs JavaScript; see 'every screen without JavaScript'");
  for (const screen of SCREENS) {
    test(`${screen.who}: ${labelOf(screen)} loads and has no serious or critical axe violations`, async ({ page, login }) => {
      if (screen.who !== "guest") await login(screen.who);
      const path = await pathOf(screen);
      const response = await page.goto(path);
      expect(response?.status() ?? 0, `${path} status`).toBe(expectedStatus(path));
      // The page has its main landmark and a top-level heading.
      await expect(page.locator("main")).toBeVisible();
      await expect(page.locator("h1").first()).toBeVisible();
      expect(await seriousViolations(page), `axe on ${path}`).toEqual([]);
    });
  }
});

test.describe("every screen without JavaScript", () => {
  // The same screens and checks as above without axe, one browser context per
  // role instead of one per screen (a context per test is most of such a test's time).
  test.skip(({ isNoJs }) => !isNoJs, "the JavaScript project loads each screen in its axe test");
  for (const who of ["guest", "customer", "admin"] as const) {
    test(`${who}: every screen loads with its main landmark and a heading`, async ({ page, login }) => {
      test.setTimeout(120_000);
      if (who !== "guest") await login(who);
      for (const screen of SCREENS.filter((s) => s.who === who)) {
        const path = await pathOf(screen);
        const response = await page.goto(path);
        expect.soft(response?.status() ?? 0, `${path} status`).toBe(expectedStatus(path));
        await expect.soft(page.locator("main"), `${path} main`).toBeVisible();
        await expect.soft(page.locator("h1").first(), `${path} h1`).toBeVisible();
      }
    });
  }
});

test.describe("keyboard only", () => {
  test("a customer checks out with cash on delivery using only the keyboard", async ({ page, login, isNoJs }) => {
    const email = uniqueEmail("keyboard");
    const user = await prisma.user.create({
      data: { email, firstName: "Meera", lastName: "Desai", phone: "+91 98250 11111", passwordHash: await hashPassword("Keyboard@123") },
    });
    const category = await prisma.category.findFirstOrThrow({ where: { isActive: true } });
    const model = await prisma.product.findFirst({ where: { isActive: true }, select: { images: true } });
    const product = await prisma.product.create({
      data: {
        name: `Keyboard Cotton Kurta ${Math.random().toString(36).slice(2, 7)}`,
        description: "A kurta for the keyboard test.",
        material: "Cotton",
        price: 150000,
        originalPrice: 150000,
        categoryId: category.id,
        images: model?.images ?? "[]",
        stock: 5,
      },
    });
    await addToCart({ userId: user.id }, { productId: product.id, quantity: 1 });
    await login({ email });
    await page.goto("/checkout");

    // Tab to each field and type; never click.
    const typeInto = async (label: RegExp, text: string) => {
      const field = page.getByLabel(label);
      for (let i = 0; i < 80 && !(await field.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press("Tab");
      await expect(field).toBeFocused();
      await page.keyboard.type(text);
    };
    await typeInto(/^Full name/, "Meera Desai");
    await typeInto(/^Phone number/, "+91 98250 11111");
    await typeInto(/^Address \*/, "4 Ghod Dod Road");
    await typeInto(/^City/, "Surat");
    await typeInto(/^State/, "Gujarat");
    await typeInto(/^Pincode/, "395001");
    const cod = page.getByRole("radio", { name: /Cash on Delivery/ });
    for (let i = 0; i < 80 && !(await cod.evaluate((el) => el === document.activeElement)) && !(await page.getByRole("radio", { name: /Razorpay/ }).evaluate((el) => el === document.activeElement)); i++) {
      await page.keyboard.press("Tab");
    }
    // Arrow keys move within the radio group.
    if (!(await cod.isChecked())) await page.keyboard.press("ArrowDown");
    if (!(await cod.isChecked())) await page.keyboard.press("ArrowUp");
    await expect(cod).toBeChecked();
    const place = page.getByTestId("place-order");
    for (let i = 0; i < 80 && !(await place.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press("Tab");
    await expect(place).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.getByText(/Order placed|Thank you for your order/i).first()).toBeVisible({ timeout: 15_000 });
    const order = await prisma.order.findFirstOrThrow({ where: { userId: user.id } });
    expect(order.paymentMethod).toBe("cod");
    expect(isNoJs ? "nojs" : "js").toBeTruthy();
  });
});
