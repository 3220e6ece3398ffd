import crypto from "node:crypto";
import type { Page } from "@playwright/test";
import { prisma } from "../../app/db.server";
import { DEMO_ADMIN, DEMO_CUSTOMER, expect, test, uniqueEmail } from "./fixtures";
import { loginCookieFor } from "./session";

// The site shell (header, footer, menus, toasts, 404, guards and static pages),
// run with and without JavaScript.

const NAV = [
  ["Home", "/"],
  ["Shop", "/shop"],
  ["About Us", "/about"],
  ["Contact", "/contact"],
] as const;

const QUICK_LINKS = ["/about", "/contact", "/size-guide", "/shipping", "/returns", "/privacy"];
const LEGAL_LINKS = ["/terms", "/privacy", "/cookies"];
const CATEGORIES = [
  ["South Indian Sarees", "south-indian-sarees"],
  ["Designer Sarees", "designer-sarees"],
  ["Wedding Lehengas", "wedding-lehengas"],
  ["Silk Sarees", "silk-sarees"],
  ["Cotton Sarees", "cotton-sarees"],
  ["Party Wear", "party-wear"],
] as const;

const STATIC_PAGES = [
  ["/size-guide", "Size Guide"],
  ["/shipping", "Shipping Information"],
  ["/returns", "Returns & Exchange Policy"],
  ["/privacy", "Privacy Policy"],
  ["/terms", "Terms & Conditions"],
  ["/cookies", "Cookie Policy"],
] as const;

// Header and footer destinations that must always answer with a page.
const DESTINATIONS = ["/about", "/contact", "/shop", "/wishlist", "/cart"];

const header = (page: Page) => page.getByRole("banner");
const footer = (page: Page) => page.getByRole("contentinfo");
const accountMenu = (page: Page) => page.getByTestId("account-menu");
const mobileMenu = (page: Page) => page.getByTestId("mobile-menu");
const mobilePanel = (page: Page) => page.getByTestId("mobile-menu-panel");

async function openAccountMenu(page: Page) {
  await accountMenu(page).locator("summary").click();
  await expect(accountMenu(page)).toHaveAttribute("open", "");
}

async function openMobileMenu(page: Page) {
  // With JavaScript a close slides the panel out for 200 ms before the <details> closes; a tap on
  // the menu button meanwhile belongs to that close. Wait until it is really closed.
  await expect(mobileMenu(page)).not.toHaveAttribute("open");
  await mobileMenu(page).locator("summary").click();
  await expect(mobilePanel(page)).toBeVisible();
}

test.describe("header", () => {
  test("top bar, logo and main navigation", async ({ page }) => {
    await page.goto("/");
    await expect(page.locator('a[href^="tel:+91"]').first()).toBeVisible();
    await expect(page.locator('a[href^="mailto:"]').first()).toBeVisible();
    await expect(page.getByText("Free shipping on orders above ₹2,000")).toBeVisible();
    await expect(header(page).getByRole("link", { name: /home$/i }).first()).toHaveAttribute("href", "/");

    const nav = page.getByRole("navigation", { name: "Main" });
    for (const [label, href] of NAV) {
      await expect(nav.getByRole("link", { name: label, exact: true })).toHaveAttribute("href", href);
    }
    await expect(nav.getByRole("link", { name: "Home", exact: true })).toHaveAttribute("aria-current", "page");
    await expect(nav.locator("[aria-current]")).toHaveCount(1);

    await nav.getByRole("link", { name: "About Us", exact: true }).click();
    await expect(page).toHaveURL("/about");
    await expect(nav.getByRole("link", { name: "About Us", exact: true })).toHaveAttribute("aria-current", "page");
    await expect(nav.getByRole("link", { name: "Home", exact: true })).not.toHaveAttribute("aria-current", "page");
  });

  test("the shell's links navigate in the page, prefetch the main links on hover, and a link to this page adds no history entry (JavaScript)", async ({ page, isNoJs }) => {
    test.skip(isNoJs, "needs JavaScript");
    await page.goto("/about");
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    const documents: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "document") documents.push(request.url());
    });
    // Hover on a main link: its page's data and modules are prefetched, as <Link prefetch="intent"> does.
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.getByRole("link", { name: "Shop", exact: true }).hover();
    await expect(page.locator('link[rel="prefetch"][href*="/shop.data"]')).toHaveCount(1);
    await page.mouse.move(0, 0);
    await expect(page.locator('link[rel="prefetch"][href*="/shop.data"]')).toHaveCount(0);
    // A footer link, the logo and a header icon: each is a client-side navigation, no document load.
    await footer(page).getByRole("link", { name: "Shipping" }).first().click();
    await expect(page).toHaveURL("/shipping");
    await header(page).getByRole("link", { name: /home/i }).first().click();
    await expect(page).toHaveURL("/");
    await expect(nav.getByRole("link", { name: "Home", exact: true })).toHaveAttribute("aria-current", "page");
    const length = await page.evaluate(() => history.length);
    await header(page).getByRole("link", { name: /home/i }).first().click();
    await expect(page).toHaveURL("/");
    expect(await page.evaluate(() => history.length)).toBe(length);
    await header(page).getByRole("link", { name: /cart/i }).first().click();
    await expect(page).toHaveURL("/cart");
    await page.goBack();
    await expect(page).toHaveURL("/");
    await page.goBack();
    await expect(page).toHaveURL("/shipping");
    expect(documents).toEqual([]);
  });

  test("a footer link pressed while its section wakes still navigates: the markup is swapped once, never under a pressed pointer (JavaScript)", async ({ page, isNoJs }) => {
    test.skip(isNoJs, "needs JavaScript");
    // A mid-range phone's CPU, so the code's arrival and React's commits are spread out.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 6 });
    for (const wait of ["press at once", "press after the swap"] as const) {
      await page.goto("/about");
      await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
      // Counts every time the footer's "Shipping Info" link is replaced by a new node.
      await page.evaluate(() => {
        const w = window as unknown as { swaps: number };
        w.swaps = 0;
        new MutationObserver((records) => {
          for (const record of records)
            for (const node of record.removedNodes) if (node instanceof Element && (node.matches('a[href="/shipping"]') || node.querySelector('a[href="/shipping"]'))) w.swaps += 1;
        }).observe(document.querySelector("footer")!, { childList: true, subtree: true });
      });
      const link = footer(page).getByRole("link", { name: "Shipping Info" });
      await link.scrollIntoViewIfNeeded();
      const box = (await link.boundingBox())!;
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      if (wait === "press after the swap") await expect.poll(() => page.evaluate(() => (window as unknown as { swaps: number }).swaps)).toBe(1);
      await page.mouse.down();
      await page.waitForTimeout(150);
      await page.mouse.up();
      await expect(page, wait).toHaveURL("/shipping");
      expect(await page.evaluate(() => (window as unknown as { swaps: number }).swaps), wait).toBeLessThanOrEqual(1);
    }
  });

  test("wishlist and cart icons: labels, links and no badge at 0", async ({ page }) => {
    await page.goto("/");
    await expect(header(page).getByRole("link", { name: "Wishlist, 0 items" })).toHaveAttribute("href", "/wishlist");
    await expect(header(page).getByRole("link", { name: "Cart, 0 items" })).toHaveAttribute("href", "/cart");
    await expect(header(page).getByTestId("count-badge")).toHaveCount(0);
  });

  test("badges show the count and 99+ above 99", async ({ page, login }) => {
    const products = await prisma.product.findMany({ take: 3, select: { id: true } });
    test.skip(products.length < 3, "needs the seeded catalogue");
    const email = uniqueEmail("badge");
    const user = await prisma.user.create({
      data: { email, firstName: "Badge", lastName: "Tester", passwordHash: "not-used" },
    });
    await prisma.wishlist.create({
      data: { userId: user.id, items: { create: products.map((p) => ({ productId: p.id })) } },
    });
    await prisma.cart.create({
      data: { userId: user.id, items: { create: [{ productId: products[0].id, quantity: 150 }] } },
    });
    await login({ email });
    await page.goto("/");
    const wishlist = header(page).getByRole("link", { name: "Wishlist, 3 items" });
    await expect(wishlist.getByTestId("count-badge")).toHaveText("3");
    const cart = header(page).getByRole("link", { name: "Cart, 150 items" });
    await expect(cart.getByTestId("count-badge")).toHaveText("99+");
  });

  test("a guest's account icon links to /login", async ({ page }) => {
    await page.goto("/");
    await expect(header(page).getByRole("link", { name: "Sign in to your account" })).toHaveAttribute("href", "/login");
    await expect(accountMenu(page)).toHaveCount(0);
  });

  test("a customer's account menu: name, e-mail, links, no Admin Panel", async ({ page, login }) => {
    await login("customer");
    await page.goto("/");
    await expect(header(page).getByRole("link", { name: "Sign in to your account" })).toHaveCount(0);
    await openAccountMenu(page);
    const menu = accountMenu(page);
    await expect(menu.getByText(`${DEMO_CUSTOMER.firstName} ${DEMO_CUSTOMER.lastName}`, { exact: true })).toBeVisible();
    await expect(menu.getByText(DEMO_CUSTOMER.email)).toBeVisible();
    await expect(menu.getByRole("link", { name: "My Account" })).toHaveAttribute("href", "/account");
    await expect(menu.getByRole("link", { name: "Wishlist" })).toHaveAttribute("href", "/wishlist");
    await expect(menu.getByRole("link", { name: "Cart" })).toHaveAttribute("href", "/cart");
    await expect(menu.getByRole("button", { name: "Sign Out" })).toBeVisible();
    await expect(menu.getByRole("link", { name: "Admin Panel" })).toHaveCount(0);

    await menu.getByRole("link", { name: "My Account" }).click();
    await expect(page).toHaveURL("/account");
    await expect(page.getByRole("heading", { name: `Welcome, ${DEMO_CUSTOMER.firstName}` })).toBeVisible();
    await expect(accountMenu(page)).not.toHaveAttribute("open", "");
  });

  test("an admin's account menu shows Admin Panel", async ({ page, login }) => {
    await login("admin");
    await page.goto("/");
    await openAccountMenu(page);
    await expect(accountMenu(page).getByText(DEMO_ADMIN.email)).toBeVisible();
    await accountMenu(page).getByRole("link", { name: "Admin Panel" }).click();
    await expect(page).toHaveURL("/admin");
    await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  });

  test("Sign Out from the account menu signs out and returns home", async ({ page, login }) => {
    await login("customer");
    await page.goto("/auth-test");
    await openAccountMenu(page);
    await accountMenu(page).getByRole("button", { name: "Sign Out" }).click();
    await expect(page).toHaveURL("/");
    await expect(page.getByTestId("toast")).toContainText("Logged out successfully");
    await expect(page.getByTestId("toast")).toHaveAttribute("role", "status");
    await expect(header(page).getByRole("link", { name: "Sign in to your account" })).toBeVisible();
    await page.goto("/auth-test");
    await expect(page.getByTestId("auth-status")).toHaveText("Not Authenticated");
  });

  test("the account menu closes on Escape and on an outside click (JavaScript)", async ({ page, login, isNoJs }) => {
    test.skip(isNoJs, "needs JavaScript");
    await login("customer");
    await page.goto("/");
    await openAccountMenu(page);
    await page.keyboard.press("Escape");
    await expect(accountMenu(page)).not.toHaveAttribute("open", "");
    await expect(accountMenu(page).locator("summary")).toBeFocused();
    await openAccountMenu(page);
    await page.locator("main").click({ position: { x: 5, y: 5 } });
    await expect(accountMenu(page)).not.toHaveAttribute("open", "");
  });

  test("a skip link leads to the main content", async ({ page }) => {
    await page.goto("/");
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to content" });
    await expect(skip).toBeFocused();
    await expect(skip).toHaveAttribute("href", "#main");
    await expect(page.locator("main#main")).toHaveCount(1);
    await expect(page.locator("body > :first-child")).toHaveAttribute("id", "top");
  });
});

test.describe("mobile menu at 390 px", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test("opens with the navigation plus Sign In and Register for a guest, and closes", async ({ page, isNoJs }) => {
    await page.goto("/");
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    await expect(mobilePanel(page)).toBeHidden();
    await openMobileMenu(page);
    const panel = mobilePanel(page);
    for (const [label, href] of NAV) {
      await expect(panel.getByRole("link", { name: label, exact: true })).toHaveAttribute("href", href);
    }
    await expect(panel.getByRole("link", { name: "Wishlist" })).toHaveAttribute("href", "/wishlist");
    await expect(panel.getByRole("link", { name: "Cart" })).toHaveAttribute("href", "/cart");
    await expect(panel.getByRole("link", { name: "Sign In" })).toHaveAttribute("href", "/login");
    await expect(panel.getByRole("link", { name: "Register" })).toHaveAttribute("href", "/register");
    await expect(panel.getByRole("button", { name: "Sign Out" })).toHaveCount(0);

    // The close button (part of the summary, so it also works without JavaScript).
    await page.getByTestId("mobile-menu-close").click();
    await expect(panel).toBeHidden();

    // The backdrop closes it too.
    await openMobileMenu(page);
    await page.getByTestId("mobile-menu-backdrop").click({ position: { x: 10, y: 400 } });
    await expect(panel).toBeHidden();

    // Following a link navigates and leaves the menu closed.
    await openMobileMenu(page);
    await panel.getByRole("link", { name: "Shop", exact: true }).click();
    await expect(page).toHaveURL("/shop");
    await expect(page.getByRole("heading", { name: "Our Collections" })).toBeVisible();
    await expect(mobilePanel(page)).toBeHidden();
    if (!isNoJs) await expect(page.locator("html")).not.toHaveAttribute("style", /overflow: hidden/);
  });

  test("a customer sees My Account and Sign Out, and can sign out", async ({ page, login }) => {
    await login("customer");
    await page.goto("/");
    await openMobileMenu(page);
    const panel = mobilePanel(page);
    await expect(panel.getByText(DEMO_CUSTOMER.email)).toBeVisible();
    await expect(panel.getByRole("link", { name: "My Account" })).toHaveAttribute("href", "/account");
    await expect(panel.getByRole("link", { name: "Admin Panel" })).toHaveCount(0);
    await expect(panel.getByRole("link", { name: "Sign In" })).toHaveCount(0);
    await panel.getByRole("button", { name: "Sign Out" }).click();
    await expect(page).toHaveURL("/");
    await expect(page.getByTestId("toast")).toContainText("Logged out successfully");
  });

  test("an admin sees Admin Panel", async ({ page, login }) => {
    await login("admin");
    await page.goto("/");
    await openMobileMenu(page);
    await expect(mobilePanel(page).getByRole("link", { name: "Admin Panel" })).toHaveAttribute("href", "/admin");
  });

  test("a swipe to the right of more than 50 px closes it; Escape closes it (JavaScript)", async ({ page, isNoJs }) => {
    test.skip(isNoJs, "needs JavaScript");
    await page.goto("/");
    const panel = mobilePanel(page);

    const swipe = async (dx: number) => {
      const start = { identifier: 1, clientX: 150, clientY: 400 };
      const end = { ...start, clientX: 150 + dx, clientY: 405 };
      await panel.dispatchEvent("touchstart", { touches: [start], changedTouches: [start], targetTouches: [start] });
      await panel.dispatchEvent("touchmove", { touches: [end], changedTouches: [end], targetTouches: [end] });
      await panel.dispatchEvent("touchend", { touches: [], changedTouches: [end], targetTouches: [] });
    };

    await openMobileMenu(page);
    await swipe(30);
    await page.waitForTimeout(300);
    await expect(panel).toBeVisible();
    await swipe(80);
    await expect(panel).toBeHidden();

    await openMobileMenu(page);
    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
  });
});

test.describe("footer", () => {
  test("links, newsletter, social links, contact and legal details", async ({ page, isNoJs }) => {
    // Not the home page: it has its own newsletter box, and its footer leaves the band out.
    await page.goto("/about");
    const foot = footer(page);
    const quick = foot.getByRole("navigation", { name: "Quick Links" });
    await expect(quick.getByRole("link")).toHaveCount(QUICK_LINKS.length);
    for (const [i, href] of QUICK_LINKS.entries()) await expect(quick.getByRole("link").nth(i)).toHaveAttribute("href", href);

    const legal = foot.getByRole("navigation", { name: "Legal" });
    for (const href of LEGAL_LINKS) await expect(legal.locator(`a[href="${href}"]`)).toHaveCount(1);

    const categories = foot.getByRole("navigation", { name: "Categories" });
    for (const [label, slug] of CATEGORIES) {
      await expect(categories.getByRole("link", { name: label })).toHaveAttribute("href", `/shop?category=${slug}`);
    }

    const form = foot.locator('form[action="/newsletter"]');
    await expect(form).toHaveAttribute("method", "post");
    await expect(form.locator('input[type="email"][name="email"]')).toBeVisible();
    await expect(form.getByRole("button", { name: "Subscribe Now" })).toBeVisible();

    for (const name of ["WhatsApp", "Facebook", "Instagram", "Twitter"]) {
      const link = foot.getByRole("link", { name, exact: true });
      await expect(link).toHaveAttribute("rel", "noopener noreferrer");
      await expect(link).toHaveAttribute("href", /^https:\/\//);
    }

    await expect(foot.locator("address")).toContainText("Surat");
    await expect(foot.locator('a[href^="tel:"]')).toBeVisible();
    await expect(foot.locator('a[href^="mailto:"]')).toBeVisible();
    await expect(foot.getByText("Mon-Sat 10:00 AM-8:00 PM")).toBeVisible();
    await expect(foot.getByText("Sun 11:00 AM-6:00 PM")).toBeVisible();
    await expect(foot.getByText(`© ${new Date().getFullYear()}`)).toBeVisible();
    await expect(foot.getByText(/GSTIN: \w{15}/)).toBeVisible();
    // The plain back-to-top link is the no-JavaScript fallback for the floating button.
    if (isNoJs) await expect(foot.locator('a[href="#top"]')).toBeVisible();
    else await expect(foot.locator('a[href="#top"]')).toBeHidden();
  });

  test("every footer link resolves (no 404s)", async ({ page, request }) => {
    await page.goto("/");
    const hrefs = await footer(page).locator('a[href^="/"]').evaluateAll((as) => as.map((a) => a.getAttribute("href")!));
    for (const href of new Set(hrefs)) {
      const response = await request.get(href);
      expect(response.status(), href).toBe(200);
    }
  });
});

test.describe("404", () => {
  test("an unknown URL shows the 404 page with status 404 inside the site layout", async ({ page }) => {
    const response = await page.goto("/no-such-page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
    await expect(page).toHaveTitle(/Page not found/);
    await expect(header(page)).toBeVisible();
    await expect(footer(page)).toBeVisible();
    await page.getByRole("main").getByRole("link", { name: "Go back home" }).click();
    await expect(page).toHaveURL("/");
  });

  test("a nested unknown URL is a 404 too", async ({ page }) => {
    const response = await page.goto("/some/deeply/nested/path?x=1");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
  });
});

test.describe("route guards", () => {
  for (const path of ["/account", "/checkout", "/change-password", "/addresses", "/order/abc123"]) {
    test(`a guest visiting ${path} goes to /login with the return path`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(`/login?redirect=${encodeURIComponent(path)}`);
    });
  }

  test("the return path keeps the query string", async ({ page }) => {
    await page.goto("/addresses?edit=1");
    await expect(page).toHaveURL(`/login?redirect=${encodeURIComponent("/addresses?edit=1")}`);
  });

  test("a guest visiting /admin goes to /login?redirect=%2Fadmin", async ({ page }) => {
    await page.goto("/admin");
    await expect(page).toHaveURL("/login?redirect=%2Fadmin");
  });

  test("a customer visiting /admin is sent to /", async ({ page, login }) => {
    await login("customer");
    await page.goto("/admin");
    await expect(page).toHaveURL("/");
  });

  test("a signed-in customer reaches the guarded pages", async ({ page, login }) => {
    await login("customer");
    await page.goto("/account");
    await expect(page.getByRole("heading", { name: `Welcome, ${DEMO_CUSTOMER.firstName}` })).toBeVisible();
    // Signed in with an empty cart, checkout sends the shopper back to the cart.
    await page.goto("/checkout");
    await expect(page).toHaveURL("/cart");
  });
});

test.describe("pages", () => {
  for (const [path, heading] of STATIC_PAGES) {
    test(`${path} renders its heading and title`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
      await expect(page).toHaveTitle(new RegExp(heading.split(" ")[0]));
    });
  }

  test("header and footer destinations render a page with a heading", async ({ page }) => {
    for (const path of DESTINATIONS) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect(page.getByRole("main").getByRole("heading", { level: 1 }).first()).toBeVisible();
    }
  });

  test("the size guide has charts in inches and centimetres", async ({ page }) => {
    await page.goto("/size-guide");
    for (const table of ["Saree dimensions", "Blouse size chart", "Lehenga skirt size chart", "Women's kurta size chart"]) {
      await expect(page.getByRole("table", { name: new RegExp(table) })).toBeVisible();
    }
    await expect(page.getByRole("row", { name: /M \(36\)/ }).first()).toContainText("36 / 91");
  });

  test("the cookie policy lists only essential cookies", async ({ page }) => {
    await page.goto("/cookies");
    await expect(page.getByText("only essential cookies").first()).toBeVisible();
    for (const name of ["__session", "__guest", "__toast"]) await expect(page.getByRole("rowheader", { name })).toBeVisible();
  });
});

test.describe("/auth-test", () => {
  test("a guest is Not Authenticated", async ({ page }) => {
    await page.goto("/auth-test");
    await expect(page.getByTestId("auth-status")).toHaveText("Not Authenticated");
    await expect(page.getByTestId("auth-admin")).toHaveText("No");
    for (const [name, href] of [
      ["Login", "/login"],
      ["Register", "/register"],
      ["Account", "/account"],
      ["Admin", "/admin"],
    ]) {
      await expect(page.getByRole("main").getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
    }
    await expect(page.getByRole("heading", { name: "Expected redirects" })).toBeVisible();
  });

  test("a customer is Authenticated, not admin", async ({ page, login }) => {
    await login("customer");
    await page.goto("/auth-test");
    await expect(page.getByTestId("auth-status")).toHaveText("Authenticated");
    await expect(page.getByTestId("auth-name")).toHaveText(`${DEMO_CUSTOMER.firstName} ${DEMO_CUSTOMER.lastName}`);
    await expect(page.getByTestId("auth-email")).toHaveText(DEMO_CUSTOMER.email);
    await expect(page.getByTestId("auth-role")).toHaveText("customer");
    await expect(page.getByTestId("auth-admin")).toHaveText("No");
    await expect(page.getByRole("main").getByRole("button", { name: "Logout" })).toBeVisible();
  });

  test("an admin is Authenticated and admin", async ({ page, login }) => {
    await login("admin");
    await page.goto("/auth-test");
    await expect(page.getByTestId("auth-role")).toHaveText("admin");
    await expect(page.getByTestId("auth-admin")).toHaveText("Yes");
  });
});

test.describe("toast and scrolling", () => {
  test("the toast can be dismissed, and auto-dismisses with JavaScript", async ({ page, login, isNoJs }) => {
    await login("customer");
    await page.goto("/");
    await openAccountMenu(page);
    await accountMenu(page).getByRole("button", { name: "Sign Out" }).click();
    const toast = page.getByTestId("toast");
    await expect(toast).toBeVisible();
    if (isNoJs) {
      await page.locator('summary[aria-label="Dismiss notification"]').click();
      await expect(toast).toBeHidden();
    } else {
      await expect(toast).toBeHidden({ timeout: 9_000 });
    }
  });

  test("back to top", async ({ page, isNoJs }) => {
    await page.goto("/privacy");
    const button = page.getByTestId("back-to-top");
    if (isNoJs) {
      await expect(button).toBeHidden();
      const link = footer(page).locator('a[href="#top"]');
      await link.click();
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
      return;
    }
    await expect(button).toBeHidden();
    await page.evaluate(() => window.scrollTo({ top: 1200, behavior: "instant" }));
    await expect(button).toBeVisible();
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(button).toBeHidden();
  });

  test("a route change scrolls to the top", async ({ page }) => {
    await page.goto("/privacy");
    await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: "instant" }));
    await footer(page).getByRole("link", { name: "Terms & Conditions" }).click();
    await expect(page).toHaveURL("/terms");
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("a live status region announces navigation (JavaScript)", async ({ page, isNoJs }) => {
    test.skip(isNoJs, "needs JavaScript");
    await page.goto("/");
    await expect(page.getByTestId("navigation-status")).toHaveAttribute("role", "status");
    await expect(page.getByTestId("navigation-status")).toHaveText("");
  });
});

/**
 * The whole page is in the shell, before </html>: what follows is only Remix's data stream (its
 * loader data for hydration, in inline scripts and the Suspense markers React streams them in),
 * never page content that a browser without JavaScript would miss.
 */
function onlyDataAfterTheDocument(html: string) {
  const end = html.indexOf("</html>");
  if (end < 0) return false;
  const rest = html
    .slice(end + "</html>".length)
    .replace(/<script[^>]*>[\s\S]*?<\/script>/g, "")
    .replace(/<!--\/?\$[?!]?-->|<template id="B:\d+"><\/template>|<div hidden id="S:\d+">|<\/div>/g, "");
  return rest.trim() === "";
}

test.describe("security headers and cross-site writes", () => {
  test("personal pages carry a nonce-based CSP and the page still runs without violations", async ({ page, isNoJs, baseURL }) => {
    const violations: string[] = [];
    page.on("console", (msg) => {
      if (/Content Security Policy|Refused to/i.test(msg.text())) violations.push(msg.text());
    });
    // One of our cookies makes the page personal: rendered per request with its own nonce.
    await page.context().addCookies([{ name: "__toast", value: "x", url: baseURL! }]);
    const response = await page.goto("/product/prod_kanjivaram_maroon");
    expect(response?.headers()["x-page-cache"]).toBeUndefined();
    const csp = response?.headers()["content-security-policy"] ?? "";
    expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    // Every inline script carries the header's nonce.
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    const scripts = await page.locator("script:not([src])").evaluateAll((els) => els.map((el) => (el as HTMLScriptElement).nonce));
    expect(scripts.length).toBeGreaterThan(0);
    if (!isNoJs) {
      for (const n of scripts) expect(n).toBe(nonce);
      // Hydrated: the gallery's JavaScript arrows exist only once React runs.
      await expect(page.getByRole("button", { name: /next image/i })).toBeVisible();
    }
    expect(violations).toEqual([]);
  });

  test("anonymous catalogue pages come from the page cache with a hash-based CSP and still run", async ({ page, isNoJs, request }) => {
    const violations: string[] = [];
    page.on("console", (msg) => {
      if (/Content Security Policy|Refused to/i.test(msg.text())) violations.push(msg.text());
    });
    // A query of our own makes the URL (the cache key) ours alone, whatever other tests do.
    const probe = crypto.randomBytes(6).toString("hex");
    const response = await page.goto(`/product/prod_kanjivaram_maroon?probe=${probe}`);
    const headers = response?.headers() ?? {};
    expect(headers["x-page-cache"]).toBe("miss");
    expect(headers["cache-control"]).toContain("public");
    const csp = headers["content-security-policy"] ?? "";
    expect(csp).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/);
    expect(csp).not.toContain("nonce-");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(csp).toContain("frame-ancestors 'none'");
    // Every inline script is one the header names by its hash.
    const bodies = await page.locator("script:not([src])").evaluateAll((els) => els.map((el) => el.textContent ?? ""));
    expect(bodies.length).toBeGreaterThan(0);
    for (const body of bodies) {
      const hash = crypto.createHash("sha256").update(body, "utf8").digest("base64");
      expect(csp).toContain(`'sha256-${hash}'`);
    }
    if (!isNoJs) await expect(page.getByRole("button", { name: /next image/i })).toBeVisible();
    expect(violations).toEqual([]);

    // An ad click's tags (gclid, utm_*) do not make a page of their own: the same entry answers,
    // the tags stay in the address bar for analytics, and the page still hydrates without errors.
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    page.on("console", (msg) => {
      if (msg.type() === "error") errors.push(msg.text());
    });
    // (stale: the same entry, when the two requests straddle its minute.) Another test's write to the
    // catalogue between the two requests renders the page again (a miss): then both are asked again.
    const adClickUrl = `/product/prod_kanjivaram_maroon?gclid=Cj0KCQ${probe}&probe=${probe}&utm_source=google&utm_medium=cpc`;
    await expect
      .poll(
        async () => {
          await request.get(`/product/prod_kanjivaram_maroon?probe=${probe}`);
          return (await request.get(adClickUrl)).headers()["x-page-cache"];
        },
        { intervals: [100, 250, 500] },
      )
      .toMatch(/^(hit|stale)$/);
    await page.goto(adClickUrl);
    expect(page.url()).toContain(`gclid=Cj0KCQ${probe}`);
    if (!isNoJs) await expect(page.getByRole("button", { name: /next image/i })).toBeVisible();
    expect(errors).toEqual([]);

    // A revisit with the ETag is a 304 (the About page is the same bytes whenever it is rendered).
    const about = `/about?probe=${probe}`;
    const first = await request.get(about);
    const again = await request.get(about, { headers: { "If-None-Match": first.headers().etag } });
    expect(again.status()).toBe(304);
    // Any write a catalogue page can show makes the next request render again (a new, inactive
    // category: nothing else changes). Made by another process (this one), so the server sees it
    // within its 100 ms re-check of the data version (decision 0028).
    const tag = crypto.randomBytes(4).toString("hex");
    const probeCategory = await prisma.category.create({ data: { name: `Cache probe ${tag}`, slug: `cache-probe-${tag}`, isActive: false } });
    await expect.poll(async () => (await request.get(about)).headers()["x-page-cache"], { intervals: [50, 100, 200] }).toBe("miss");
    await prisma.category.delete({ where: { id: probeCategory.id } });
  });

  test("documents stream with Remix's scripts as Remix writes them, complete for crawlers and without JavaScript, and hydrate", async ({ page, request, isNoJs }) => {
    // No rewrite of Remix's <Scripts/> output: its module preloads and its bootstrap's static imports.
    const cookie = await loginCookieFor(DEMO_CUSTOMER.email);
    const browserAgent = "Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36";
    const crawler = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
    for (const agent of [browserAgent, crawler]) {
      // Signed in, so rendered for this request (not the page cache) and streamed as React renders it.
      const response = await request.get("/shop", { headers: { Cookie: `${cookie.name}=${cookie.value}`, "User-Agent": agent } });
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).toMatch(/<link rel="modulepreload" href="\/build\/root-[\w-]+\.js"/);
      expect(html).toMatch(/import \* as route0 from "\/build\/root-[\w-]+\.js";/);
      expect(html).toContain("window.__remixRouteModules");
      expect(html).not.toContain("data-modulepreload");
      expect(onlyDataAfterTheDocument(html)).toBe(true);
      expect(html.trimEnd()).toMatch(/streamController\.close\(\);<\/script>(<!--\/\$-->|<\/div>|<script[^>]*>[^<]*<\/script>)*$/);
    }
    // A code-split screen (the error page's) is rendered in place, not streamed after its fallback.
    const missing = await request.get("/product/no-such-product", { headers: { "User-Agent": browserAgent } });
    expect(missing.status()).toBe(404);
    const missingHtml = await missing.text();
    expect(onlyDataAfterTheDocument(missingHtml)).toBe(true);
    expect(missingHtml.slice(0, missingHtml.indexOf("</html>"))).toMatch(/<h1[^>]*>Product Not Found<\/h1>/);

    // Script errors and any of the build's files missing fail the test. (A product photo that a
    // parallel admin test deleted a moment ago may 404 on a shared database: not this test's concern.)
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    page.on("console", (msg) => {
      if (msg.type() === "error" && !msg.text().startsWith("Failed to load resource")) errors.push(msg.text());
    });
    page.on("response", (response) => {
      if (response.status() >= 400 && !/\/(uploads|images)\//.test(new URL(response.url()).pathname)) errors.push(`${response.status()} ${response.url()}`);
    });
    await page.goto("/shop");
    if (isNoJs) return;
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    expect(errors).toEqual([]);
  });

  test("a form post from another site is refused and changes nothing", { tag: "@server" }, async ({ request, baseURL }) => {
    const victim = uniqueEmail("csrf-victim");
    const refused = await request.post("/newsletter", { form: { email: victim }, headers: { Origin: "https://evil.example" }, maxRedirects: 0 });
    expect(refused.status()).toBe(403);
    expect(await refused.text()).toMatch(/sent from another website/);
    expect(await prisma.newsletterSubscriber.count({ where: { email: victim } })).toBe(0);

    const crossSiteNoOrigin = await request.post("/newsletter", { form: { email: victim }, headers: { "Sec-Fetch-Site": "cross-site" }, maxRedirects: 0 });
    expect(crossSiteNoOrigin.status()).toBe(403);

    const own = uniqueEmail("csrf-ok");
    const accepted = await request.post("/newsletter", { form: { email: own }, headers: { Origin: new URL(baseURL!).origin }, maxRedirects: 0 });
    expect([302, 303]).toContain(accepted.status());
    expect(await prisma.newsletterSubscriber.count({ where: { email: own } })).toBe(1);
  });

  test("a screen answers a non-form body with 415, not a 500", { tag: "@server" }, async ({ request, baseURL }) => {
    const origin = new URL(baseURL!).origin;
    for (const [type, body] of [["application/json", '{"name":"x"}'], ["text/plain", "name=x"]]) {
      const res = await request.post("/contact", { headers: { "Content-Type": type, Origin: origin }, data: body, maxRedirects: 0 });
      expect(res.status(), type).toBe(415);
    }
  });
});
