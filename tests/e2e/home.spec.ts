import type { Locator, Page } from "@playwright/test";
import { prisma } from "../../app/db.server";
import { expectAgreementOnStillCatalogue } from "./catalog-still";
import { expect, test, uniqueEmail } from "./fixtures";

// The home page (spec/storefront.md "Home /", "Category section", "Newsletter
// box"), the newsletter from the home box and the footer, and robots.txt /
// sitemap.xml; run with and without JavaScript.

const hero = (page: Page) => page.getByTestId("hero");
const slides = (page: Page) => page.getByTestId("hero-slide");
const section = (page: Page, name: string) => page.getByRole("region", { name, exact: true });
const homeBox = (page: Page) => section(page, "Stay Updated with the Latest Trends");
const footerBox = (page: Page) => page.getByRole("contentinfo").getByRole("region", { name: "Subscribe to our Newsletter" });
const toast = (page: Page) => page.getByTestId("toast");

const SLIDE_LINKS = [
  ["Shop Now", "/shop"],
  ["Explore Wedding Collection", "/shop?category=wedding-lehengas"],
  ["Shop the Sale", "/shop?sale=true"],
] as const;

/** With JavaScript the dots are buttons once the page has hydrated. */
async function waitForHydration(page: Page) {
  await expect(hero(page).getByRole("button", { name: /Show slide 1/ })).toBeVisible();
}

async function expectOnlySlide(page: Page, index: number) {
  for (let i = 0; i < SLIDE_LINKS.length; i++) {
    if (i === index) await expect(slides(page).nth(i)).toBeVisible();
    else await expect(slides(page).nth(i)).toBeHidden();
  }
}

/** Submits a newsletter box with the browser's own check switched off (it blocks bad e-mails before the server sees them). */
async function submitUnchecked(box: Locator, email: string) {
  await box.locator("form").evaluate((form: HTMLFormElement) => (form.noValidate = true));
  await box.getByRole("textbox").fill(email);
  await box.getByRole("button", { name: "Subscribe Now" }).click();
}

const subscribed = (email: string) => prisma.newsletterSubscriber.findUnique({ where: { email } });

test.describe("home page", () => {
  test("the first hero slide is rendered, visible and its link works", async ({ page, isNoJs }) => {
    await page.goto("/");
    await expect(slides(page)).toHaveCount(3);
    const first = slides(page).first();
    await expect(first).toBeVisible();
    await expect(first.getByRole("heading", { level: 1 })).toHaveText("Timeless Elegance, Woven for You");
    await expectOnlySlide(page, 0);

    // The LCP image: eager, high priority, explicit size.
    const img = first.locator("img");
    await expect(img).toHaveAttribute("loading", "eager");
    await expect(img).toHaveAttribute("fetchpriority", "high");
    await expect(img).toHaveAttribute("width", "1600");
    await expect(img).toHaveAttribute("height", "700");
    expect(await img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);

    // Each slide links to its collection (the hidden ones too).
    for (const [i, [name, href]] of SLIDE_LINKS.entries()) {
      await expect(slides(page).nth(i).getByRole("link", { name, includeHidden: true })).toHaveAttribute("href", href);
    }
    if (isNoJs) {
      // Without JavaScript the dots are plain links to the slides' collections.
      const dots = page.getByTestId("hero-dots").getByRole("link");
      await expect(dots).toHaveCount(3);
      for (const [i, [, href]] of SLIDE_LINKS.entries()) await expect(dots.nth(i)).toHaveAttribute("href", href);
      await expect(page.getByTestId("hero-dots").getByRole("button")).toHaveCount(0);
    }

    await first.getByRole("link", { name: "Shop Now" }).click();
    await expect(page).toHaveURL(/\/shop$/);
  });

  test("with JavaScript the dots pick a slide and the slides advance every 5 s, in a loop", async ({ page, isNoJs }) => {
    test.skip(isNoJs, "rotation needs JavaScript");
    await page.clock.install();
    await page.goto("/");
    await waitForHydration(page);

    await hero(page).getByRole("button", { name: /Show slide 2/ }).click();
    await expectOnlySlide(page, 1);
    await expect(hero(page).getByRole("button", { name: /Show slide 2/ })).toHaveAttribute("aria-current", "true");

    // Rotation pauses while the pointer or focus is inside: move both out.
    await page.mouse.move(5, 5);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.clock.runFor(5_100);
    await expectOnlySlide(page, 2);
    await page.clock.runFor(5_100);
    await expectOnlySlide(page, 0);

    // Hovering pauses it.
    await hero(page).hover();
    await page.clock.runFor(12_000);
    await expectOnlySlide(page, 0);
    await page.mouse.move(5, 5);
    await page.clock.runFor(5_100);
    await expectOnlySlide(page, 1);

    // The stop button stops it.
    await hero(page).getByRole("button", { name: "Stop slide rotation" }).click();
    await page.mouse.move(5, 5);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.clock.runFor(12_000);
    await expectOnlySlide(page, 1);
  });

  test("with reduced motion the slides never advance by themselves", async ({ page, isNoJs }) => {
    test.skip(isNoJs, "rotation needs JavaScript");
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.clock.install();
    await page.goto("/");
    await waitForHydration(page);
    await page.mouse.move(5, 5);
    await page.clock.runFor(12_000);
    await expectOnlySlide(page, 0);
    await expect(hero(page).getByRole("button", { name: /slide rotation/ })).toHaveCount(0);
    // The dots still work.
    await hero(page).getByRole("button", { name: /Show slide 3/ }).click();
    await expectOnlySlide(page, 2);
  });

  test("benefits, Featured Collection with 8 cards and its View All link", async ({ page }) => {
    await page.goto("/");
    const benefits = page.getByTestId("benefits");
    for (const text of ["Free Shipping", "On orders above ₹2,000", "24/7 Support", "Secure Payment", "7-day return policy"]) {
      await expect(benefits.getByText(text)).toBeVisible();
    }

    const featured = section(page, "Featured Collection");
    const expected = await prisma.product.count({ where: { isActive: true, archivedAt: null, isFeatured: true } });
    await expect(featured.getByTestId("product-card")).toHaveCount(Math.min(8, expected));
    // Mobile's compact card (no sizes/colours row; the button reads Add).
    await expect(featured.getByTestId("add-control").filter({ hasText: /^Add\b/ }).first()).toBeVisible();
    const viewAll = featured.getByRole("link", { name: /^View All/ });
    await expect(viewAll).toHaveAttribute("href", "/shop?featured=true");
    await viewAll.click();
    await expect(page).toHaveURL(/\/shop\?featured=true$/);
  });

  test("Shop by Category: one card per category, each linking to its shop page", async ({ page }) => {
    const categories = section(page, "Shop by Category");
    const cards = categories.getByTestId("category-card");
    // What the page shows and what the database holds, card by card. Other tests create, rename
    // and delete categories (a new one sorts first: sortOrder 0) and add products to them meanwhile,
    // so the page and the database are compared on one catalogue version (catalog-still.ts).
    const shown = () =>
      cards.evaluateAll((els) =>
        els.map((el) => ({
          name: el.querySelector("h3")?.textContent?.trim() ?? "",
          explore: el.querySelector<HTMLAnchorElement>("a.cc-go")?.textContent?.replace("→", "").trim() ?? "",
          href: el.querySelector<HTMLAnchorElement>("a.cc-go")?.getAttribute("href") ?? "",
          count: el.querySelector('[data-testid="category-count"]')?.textContent?.trim() ?? "",
          featured: Array.from(el.querySelectorAll("span")).some((s) => s.textContent?.trim() === "Featured"),
          more: el.querySelector("li.more")?.textContent?.trim() ?? null,
        })),
      );
    const expected = async () => {
      const rows = await prisma.category.findMany({
        where: { isActive: true },
        orderBy: [{ sortOrder: "asc" }, { name: "asc" }],
        take: 8,
        // Listed products only: an archived one (other tests archive theirs) is not counted.
        include: { subcategories: true, _count: { select: { products: { where: { isActive: true, archivedAt: null } } } } },
      });
      return rows.map((row) => ({
        name: row.name,
        explore: `Explore ${row.name}`,
        href: `/shop?category=${row.slug}`,
        count: `${row._count.products} ${row._count.products === 1 ? "item" : "items"}`,
        featured: row.featured,
        more: row.subcategories.length > 3 ? `+${row.subcategories.length - 3} more` : null,
      }));
    };
    await expectAgreementOnStillCatalogue("Shop by Category", async () => {
      await page.goto("/");
      const [onPage, inDb] = [await shown(), await expected()];
      const at = Array.from({ length: Math.max(onPage.length, inDb.length) }, (_, i) => i).find((i) => JSON.stringify(onPage[i]) !== JSON.stringify(inDb[i]));
      if (at === undefined) return null;
      return `card ${at + 1} (${onPage.length} cards, ${inDb.length} expected): page ${JSON.stringify(onPage[at] ?? null)}, database ${JSON.stringify(inDb[at] ?? null)}`;
    });
    const onPage = await shown();
    expect(onPage.length).toBeGreaterThan(0);
    for (const [i, card] of onPage.entries()) {
      await expect(cards.nth(i).getByRole("heading", { name: card.name, exact: true })).toBeVisible();
      await expect(cards.nth(i).getByRole("link", { name: card.explore, exact: true })).toHaveAttribute("href", card.href);
    }
    await expect(categories.getByRole("link", { name: /^View All Categories/ })).toHaveAttribute("href", "/shop");

    await cards.first().getByRole("link", { name: onPage[0].explore, exact: true }).click();
    await expect(page).toHaveURL(onPage[0].href);
  });

  test("New Arrivals with 8 cards and its link, then three testimonials", async ({ page }) => {
    await page.goto("/");
    const arrivals = section(page, "New Arrivals");
    await expect(arrivals.getByTestId("product-card")).toHaveCount(8);
    await expect(arrivals.getByRole("link", { name: /^View All/ })).toHaveAttribute("href", "/shop?sort=-createdAt");
    await expect(section(page, "What Our Customers Say").getByTestId("testimonial")).toHaveCount(3);
  });

  test("SEO: title, description, canonical, Open Graph and Organization JSON-LD", async ({ page, baseURL }) => {
    await page.goto("/");
    await expect(page).toHaveTitle(/Surat Ethnic Wear \| Sarees/);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /sarees/i);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${baseURL}/`);
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute("content", `${baseURL}/`);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", /Surat Ethnic Wear/);
    const json = await page.locator('script[type="application/ld+json"]').first().textContent();
    const org = JSON.parse(json!);
    expect(org).toMatchObject({ "@type": "Organization", name: "Surat Ethnic Wear", url: `${baseURL}/` });
    expect(org.contactPoint[0].telephone).toMatch(/^\+91/);
    expect(org.contactPoint[0].email).toContain("@");
    expect(org.address.addressLocality).toBe("Surat");
    expect(org.sameAs.length).toBeGreaterThanOrEqual(3);
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
  });
});

test.describe("newsletter", () => {
  test("subscribing from the home box", async ({ page, isNoJs }) => {
    const email = uniqueEmail("home-news");
    await page.goto("/");
    const box = homeBox(page);
    if (!isNoJs) {
      await waitForHydration(page);
      // Hold the answer to see the Subscribing... state.
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route("**/newsletter.data*", async (route) => {
        await held;
        await route.continue();
      });
      await box.getByRole("textbox").fill(email);
      await box.getByRole("button", { name: "Subscribe Now" }).click();
      await expect(box.getByRole("button", { name: "Subscribing..." })).toBeDisabled();
      release();
      await expect(box.getByTestId("newsletter-success")).toContainText("Thank You!");
      await expect(box.getByTestId("newsletter-success")).toContainText("Thank you for subscribing!");
      await expect(page).toHaveURL(/\/$/);
    } else {
      await box.getByRole("textbox").fill(email);
      await box.getByRole("button", { name: "Subscribe Now" }).click();
      await expect(toast(page)).toContainText("Thank you for subscribing!");
      await expect(page).toHaveURL(/\/$/);
    }
    await expect.poll(async () => (await subscribed(email))?.unsubscribedAt).toBeNull();

    // Again with the same address: the same thanks, still one row.
    await page.goto("/");
    await homeBox(page).getByRole("textbox").fill(email.toUpperCase());
    if (!isNoJs) await waitForHydration(page);
    await homeBox(page).getByRole("button", { name: "Subscribe Now" }).click();
    if (isNoJs) await expect(toast(page)).toContainText("Thank you for subscribing!");
    else await expect(homeBox(page).getByTestId("newsletter-success")).toBeVisible();
    expect(await prisma.newsletterSubscriber.count({ where: { email } })).toBe(1);
  });

  test("double opt-in: subscribed only once the e-mailed link is confirmed with its button", async ({ page, isNoJs }) => {
    const email = uniqueEmail("confirm-news");
    await page.goto("/about");
    if (!isNoJs) await page.waitForLoadState("networkidle");
    const box = footerBox(page);
    await box.getByRole("textbox", { name: "Your e-mail for the newsletter" }).fill(email);
    await box.getByRole("button", { name: "Subscribe Now" }).click();
    if (isNoJs) await expect(toast(page)).toContainText("Please check your inbox and confirm your subscription.");
    else await expect(box.getByTestId("newsletter-success")).toContainText("Please check your inbox and confirm your subscription.");
    await expect.poll(async () => (await subscribed(email))?.requestedAt instanceof Date).toBe(true);
    expect((await subscribed(email))?.confirmedAt).toBeNull();

    const mail = await prisma.emailOutbox.findFirstOrThrow({ where: { to: email, template: "newsletter-confirm" } });
    const link = /https?:\/\/\S+\/newsletter\/confirm\?token=[\w.-]+/.exec(mail.text)![0];
    // Opening the link (as a mail scanner would) changes nothing: it shows a button.
    await page.goto(new URL(link).pathname + new URL(link).search);
    await expect(page.getByRole("heading", { name: "Confirm your subscription" })).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();
    expect((await subscribed(email))?.confirmedAt).toBeNull();
    await page.getByRole("button", { name: "Confirm subscription" }).click();
    await expect(toast(page)).toContainText("Your subscription is confirmed.");
    await expect(page).toHaveURL(/\/$/);
    await expect.poll(async () => (await subscribed(email))?.confirmedAt instanceof Date).toBe(true);

    // A forged link is refused.
    await page.goto("/newsletter/confirm?token=forged.1.x");
    await expect(page.getByRole("alert")).toContainText("This confirmation link is invalid or has expired.");
  });

  test("subscribing from the footer comes back to the same page", async ({ page, isNoJs }) => {
    const email = uniqueEmail("footer-news");
    await page.goto("/about");
    if (!isNoJs) await page.waitForLoadState("networkidle");
    const box = footerBox(page);
    await box.getByRole("textbox", { name: "Your e-mail for the newsletter" }).fill(email);
    await box.getByRole("button", { name: "Subscribe Now" }).click();
    if (isNoJs) await expect(toast(page)).toContainText("Thank you for subscribing!");
    else await expect(box.getByTestId("newsletter-success")).toContainText("Thank You!");
    await expect(page).toHaveURL(/\/about$/);
    await expect.poll(async () => Boolean(await subscribed(email))).toBe(true);
  });

  test("a bad or empty e-mail shows the documents' message", async ({ page, isNoJs }) => {
    await page.goto("/");
    if (!isNoJs) await waitForHydration(page);
    const cases = [
      ["asha@example", "Please enter a valid email address"],
      ["", "Please enter your email address"],
    ] as const;
    for (const [email, message] of cases) {
      await submitUnchecked(homeBox(page), email);
      if (isNoJs) {
        await expect(toast(page)).toContainText(message);
        await expect(toast(page)).toHaveAttribute("data-type", "error");
      } else {
        await expect(homeBox(page).getByTestId("newsletter-error")).toHaveText(message);
        await expect(homeBox(page).getByRole("textbox")).toHaveAttribute("aria-invalid", "true");
      }
    }
    expect(await prisma.newsletterSubscriber.count({ where: { email: "asha@example" } })).toBe(0);
    if (!isNoJs) {
      // Editing the address clears the message.
      await homeBox(page).getByRole("textbox").fill("asha@example.com");
      await expect(homeBox(page).getByTestId("newsletter-error")).toHaveCount(0);
    }
  });

  test("without JavaScript the browser itself stops an invalid address", async ({ page, isNoJs }) => {
    test.skip(!isNoJs, "with JavaScript the box shows its own message");
    await page.goto("/");
    const input = homeBox(page).getByRole("textbox");
    await input.fill("not-an-email");
    await homeBox(page).getByRole("button", { name: "Subscribe Now" }).click();
    expect(await input.evaluate((el: HTMLInputElement) => el.validity.valid)).toBe(false);
    await expect(toast(page)).toHaveCount(0);
  });
});

test.describe("robots.txt and sitemap.xml", () => {
  test("robots.txt opens the shop and closes private pages", { tag: "@server" }, async ({ request, baseURL }) => {
    const res = await request.get("/robots.txt");
    expect(res.status()).toBe(200);
    expect(res.headers()["content-type"]).toContain("text/plain");
    expect(res.headers()["cache-control"]).toBe("public, max-age=3600");
    const text = await res.text();
    expect(text).toContain("User-agent: *");
    expect(text).toContain("Allow: /shop");
    for (const path of ["/account", "/admin", "/wishlist", "/api/", "/login?redirect", "/order/", "/addresses", "/change-password"]) {
      expect(text).toContain(`Disallow: ${path}\n`);
    }
    // Kept out of the index by what a crawler gets there instead (decision 0039): an empty cart says noindex, /checkout sends it to sign in.
    expect(text).not.toMatch(/Disallow: \/(cart|checkout)\b/);
    const cart = await request.get("/cart");
    expect(await cart.text()).toContain('<meta name="robots" content="noindex"/>');
    const checkout = await request.get("/checkout", { maxRedirects: 0 });
    expect(checkout.status()).toBe(302);
    expect(checkout.headers().location).toMatch(/^\/login\?redirect=/);
    expect(text).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  });

  test("sitemap.xml lists the pages, every active category and product", { tag: "@server" }, async ({ request, baseURL }) => {
    const res = await request.get("/sitemap.xml");
    expect(res.status()).toBe(200);
    expect(res.headers()["content-type"]).toContain("application/xml");
    expect(res.headers()["cache-control"]).toBe("public, max-age=3600");
    const xml = await res.text();
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
    for (const path of ["/", "/shop", "/about", "/contact", "/size-guide", "/shipping", "/returns", "/privacy", "/terms", "/cookies"]) {
      expect(xml).toContain(`<loc>${baseURL}${path}</loc>`);
    }
    const categories = await prisma.category.findMany({ where: { isActive: true }, select: { slug: true } });
    for (const c of categories) expect(xml).toContain(`<loc>${baseURL}/shop?category=${c.slug}</loc>`);
    const products = await prisma.product.findMany({ where: { isActive: true, archivedAt: null }, select: { id: true } });
    expect(products.length).toBeGreaterThan(0);
    for (const p of products) expect(xml).toMatch(new RegExp(`<url><loc>${baseURL}/product/${p.id}</loc><lastmod>\\d{4}-\\d\\d-\\d\\dT[^<]+</lastmod></url>`));
    const hidden = await prisma.product.findMany({ where: { OR: [{ isActive: false }, { archivedAt: { not: null } }] }, select: { id: true } });
    for (const p of hidden) expect(xml).not.toContain(`/product/${p.id}<`);
    expect((xml.match(/<url>/g) ?? []).length).toBe(10 + categories.length + products.length);
  });
});
