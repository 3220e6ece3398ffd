import type { Page } from "@playwright/test";
import { prisma } from "../../app/db.server";
import { expect, test } from "./fixtures";

// The shop (spec/storefront.md "Shop /shop", section 4 "Shop filters"):
// categories (chips and sidebar), sale and featured, sorting, search, price
// range, paging by URL and by links, the filter form without JavaScript (fill,
// then Apply Filters) and with it (applies on change), the grid/list toggle,
// the empty state and Clear Filters; run with and without JavaScript.
// Expected counts come from the seeded database, not from constants.

const results = (page: Page) => page.getByTestId("shop-results");
const cards = (page: Page) => results(page).getByTestId("product-card");
const h1 = (page: Page) => page.getByRole("heading", { level: 1 });
const found = (page: Page) => page.getByTestId("products-found");
const pageOf = (page: Page) => page.getByTestId("page-of");
const form = (page: Page) => page.getByRole("search", { name: "Product filters" });
const chips = (page: Page) => page.getByRole("navigation", { name: "Shop by category" });
const pager = (page: Page) => page.getByRole("navigation", { name: "Pagination" });
const sortSelect = (page: Page) => page.getByLabel("Sort by");
const selectedSort = (page: Page) => sortSelect(page).locator("option:checked");
const sortButton = (page: Page) => page.getByRole("button", { name: "Sort", exact: true });
const sidebarCategory = (page: Page, name: string) => form(page).getByRole("link", { name: new RegExp(`^${name}\\b`) });

/** Opens a shop URL; with JavaScript, waits until the page has hydrated (the no-JS 'Sort' button is gone). */
async function openShop(page: Page, url: string, isNoJs: boolean) {
  await page.goto(url);
  await expect(h1(page)).toBeVisible();
  if (!isNoJs) await expect(sortButton(page)).toHaveCount(0);
}

/** The first rupee amount of each card in the results: its price. */
async function prices(page: Page): Promise<number[]> {
  // Without JavaScript a click loads a new document: read it once it is complete.
  await page.waitForLoadState();
  const texts = await cards(page).allInnerTexts();
  return texts.map((t) => Number(/₹\s?([\d,]+)/.exec(t)![1].replace(/,/g, "")));
}

async function cardNames(page: Page) {
  await page.waitForLoadState();
  return (await cards(page).getByRole("heading").allInnerTexts()).map((n) => n.trim());
}

const listed = { isActive: true, archivedAt: null };
const countProducts = (where: object = {}) => prisma.product.count({ where: { ...listed, ...where } });

test.describe("shop", () => {
  // Every test walks through several full page loads; on a busy test machine that can take a while.
  test.describe.configure({ timeout: 60_000 });

  test("a category chip filters by category", async ({ page, isNoJs }) => {
    const silkCount = await countProducts({ category: { slug: "silk-sarees" } });
    await openShop(page, "/shop", isNoJs);
    await expect(h1(page)).toHaveText("Our Collections");
    // Every active category (issue 14 section 4).
    await expect(chips(page).getByRole("link")).toHaveCount(await prisma.category.count({ where: { isActive: true } }));
    await expect(page.getByRole("link", { name: "Clear Filters" })).toHaveCount(0);

    await chips(page).getByRole("link", { name: "Silk Sarees" }).click();
    await expect(page).toHaveURL(/\/shop\?category=silk-sarees$/);
    await expect(h1(page)).toHaveText("Silk Sarees Collection");
    await expect(found(page)).toHaveText(`${silkCount} Products Found`);
    await expect(cards(page)).toHaveCount(Math.min(silkCount, 12));
    expect((await cards(page).allTextContents()).every((t) => /silk sarees/i.test(t))).toBe(true);
    await expect(chips(page)).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Clear Filters" })).toBeVisible();
    await expect(page).toHaveTitle(/^Silk Sarees Collection \| /);
  });

  test("a sidebar category selects; clicked again, it unselects", async ({ page, isNoJs }) => {
    await openShop(page, "/shop?category=silk-sarees", isNoJs);
    await expect(sidebarCategory(page, "Silk Sarees")).toHaveAttribute("aria-current", "true");
    await sidebarCategory(page, "Silk Sarees").click();
    await expect(page).toHaveURL(/\/shop$/);
    await expect(h1(page)).toHaveText("Our Collections");
    await expect(sidebarCategory(page, "All Categories")).toHaveAttribute("aria-current", "true");

    await sidebarCategory(page, "Cotton Sarees").click();
    await expect(page).toHaveURL(/\/shop\?category=cotton-sarees$/);
    await expect(h1(page)).toHaveText("Cotton Sarees Collection");
    await expect(sidebarCategory(page, "Cotton Sarees")).toHaveAttribute("aria-current", "true");
    await expect(sidebarCategory(page, "Silk Sarees")).not.toHaveAttribute("aria-current", "true");
  });

  test("the sale collection, and Clear Filters", async ({ page, isNoJs }) => {
    const [all, onSale] = await Promise.all([countProducts(), countProducts({ onSale: true })]);
    await openShop(page, "/shop?sale=true", isNoJs);
    await expect(h1(page)).toHaveText("Sale Collection");
    await expect(found(page)).toHaveText(`${onSale} Products Found`);
    for (const text of await cards(page).allInnerTexts()) expect(text).toMatch(/\d+% OFF/);

    await page.getByRole("link", { name: "Clear Filters" }).click();
    await expect(page).toHaveURL(/\/shop$/);
    await expect(found(page)).toHaveText(`${all} Products Found`);
    await expect(h1(page)).toHaveText("Our Collections");
  });

  test("quick filters: Featured Products and On Sale toggle, Clear All Filters resets", async ({ page, isNoJs }) => {
    const featured = await countProducts({ isFeatured: true });
    await openShop(page, "/shop", isNoJs);
    await form(page).getByRole("link", { name: "Featured Products" }).click();
    await expect(page).toHaveURL(/\/shop\?featured=true$/);
    await expect(h1(page)).toHaveText("Featured Collection");
    await expect(found(page)).toHaveText(`${featured} Products Found`);
    await expect(form(page).getByRole("link", { name: "Featured Products" })).toHaveAttribute("aria-current", "true");
    await form(page).getByRole("link", { name: "On Sale" }).click();
    await expect(page).toHaveURL(/\/shop\?featured=true&sale=true$/);
    await form(page).getByRole("link", { name: "Featured Products" }).click();
    await expect(page).toHaveURL(/\/shop\?sale=true$/);
    await expect(h1(page)).toHaveText("Sale Collection");
    await form(page).getByRole("link", { name: "Clear All Filters" }).click();
    await expect(page).toHaveURL(/\/shop$/);
    await expect(h1(page)).toHaveText("Our Collections");
  });

  test("quick filters: Latest Arrivals and Budget Friendly", async ({ page, isNoJs }) => {
    const isNew = await countProducts({ isNew: true });
    await openShop(page, "/shop", isNoJs);
    await form(page).getByRole("link", { name: "Latest Arrivals" }).click();
    await expect(page).toHaveURL(/\/shop\?isNew=true$/);
    await expect(found(page)).toHaveText(`${isNew} Products Found`);

    await form(page).getByRole("link", { name: /Budget Friendly/ }).click();
    await expect(page).toHaveURL(/\/shop\?maxPrice=2000&isNew=true$/);
    await expect(form(page).getByLabel("Max price (₹)")).toHaveValue("2000");
    for (const price of await prices(page)) expect(price).toBeLessThanOrEqual(2000);
  });

  test("sorts by price, really ascending and descending", async ({ page, isNoJs }) => {
    await openShop(page, "/shop?category=silk-sarees", isNoJs);
    await expect(selectedSort(page)).toHaveText("Newest");
    await sortSelect(page).selectOption({ label: "Price: Low to High" });
    if (isNoJs) await sortButton(page).click();
    await expect(page).toHaveURL(/\/shop\?category=silk-sarees&sort=price$/);
    await expect(selectedSort(page)).toHaveText("Price: Low to High");
    const ascending = (list: number[]) => list.every((p, i) => i === 0 || list[i - 1] <= p);
    await expect.poll(async () => ascending(await prices(page))).toBe(true);
    const up = await prices(page);
    expect(up.length).toBeGreaterThan(2);
    expect(ascending([...up].reverse())).toBe(false);

    await sortSelect(page).selectOption({ label: "Price: High to Low" });
    if (isNoJs) await sortButton(page).click();
    await expect(page).toHaveURL(/\/shop\?category=silk-sarees&sort=-price$/);
    // Other specs add products while this runs, so compare the order, not a snapshot.
    await expect.poll(async () => ascending([...(await prices(page))].reverse())).toBe(true);
  });

  test("the sort is kept while paging", async ({ page, isNoJs }) => {
    await openShop(page, "/shop?sort=price&page=2", isNoJs);
    await expect(pageOf(page)).toHaveText(/^Page 2 of/);
    const second = await prices(page);
    await pager(page).getByRole("link", { name: "Previous" }).click();
    await expect(page).toHaveURL(/\/shop\?sort=price$/);
    await expect(pageOf(page)).toHaveText(/^Page 1 of/);
    const first = await prices(page);
    expect(first).toEqual([...first].sort((a, b) => a - b));
    expect(Math.max(...first)).toBeLessThanOrEqual(Math.min(...second));
  });

  test("search finds silk sarees whatever the case and word order", async ({ page, isNoJs }) => {
    await openShop(page, "/shop", isNoJs);
    const search = form(page).getByRole("searchbox", { name: "Search products" });
    await search.fill("silk saree");
    if (isNoJs) await search.press("Enter");
    await expect(page).toHaveURL(/\/shop\?search=silk\+saree$/);
    await expect(page.getByTestId("search-summary")).toHaveText('Search results for "silk saree"');
    await expect(selectedSort(page)).toHaveText("Best Match");
    await expect(sortSelect(page).locator("option").first()).toHaveText("Best Match");
    const first = await cardNames(page);
    expect(first.length).toBeGreaterThan(0);
    expect(first[0]).toMatch(/silk/i);
    expect(first[0]).toMatch(/saree/i);
    const total = await found(page).innerText();

    await openShop(page, "/shop?search=SAREE+SILK", isNoJs);
    await expect(found(page)).toHaveText(total);
    expect(new Set(await cardNames(page))).toEqual(new Set(first));
  });

  test("a hostile search shows results or 'No Products Found', never an error", async ({ page }) => {
    for (const q of ['"; DROP TABLE --', "NEAR(silk OR *) ^ AND", "'", "x".repeat(1000)]) {
      await page.goto(`/shop?search=${encodeURIComponent(q)}`);
      await expect(h1(page)).toHaveText("Our Collections");
      await expect(page.getByTestId("shop-error")).toHaveCount(0);
      await expect(page.getByTestId("error-screen")).toHaveCount(0);
      const empty = await page.getByRole("heading", { name: "No Products Found" }).count();
      if (empty === 0) expect(await cards(page).count()).toBeGreaterThan(0);
    }
    // Still all there.
    await page.goto("/shop");
    await expect(found(page)).toHaveText(`${await countProducts()} Products Found`);
  });

  test("the hero's /shop?category=wedding shows the wedding products", async ({ page }) => {
    const wedding = await prisma.product.count({ where: { ...listed, tags: { contains: '"wedding"' } } });
    expect(wedding).toBeGreaterThan(0);
    await page.goto("/shop?category=wedding");
    await expect(page).toHaveURL(/\/shop\?search=wedding$/);
    await expect(page.getByTestId("search-summary")).toHaveText('Search results for "wedding"');
    expect(await cards(page).count()).toBeGreaterThanOrEqual(Math.min(wedding, 12));
    await expect(page.getByRole("heading", { name: "No Products Found" })).toHaveCount(0);
  });

  test("filters by a price range", async ({ page, isNoJs }) => {
    await openShop(page, "/shop", isNoJs);
    await form(page).getByLabel("Min price (₹)").fill("2000");
    await form(page).getByLabel("Max price (₹)").fill("5000");
    if (isNoJs) await form(page).getByRole("button", { name: "Apply Filters" }).click();
    await expect(page).toHaveURL(/\/shop\?minPrice=2000&maxPrice=5000$/);
    const inRange = await countProducts({ price: { gte: 2000_00, lte: 5000_00 } });
    await expect(found(page)).toHaveText(`${inRange} Products Found`);
    for (const price of await prices(page)) {
      expect(price).toBeGreaterThanOrEqual(2000);
      expect(price).toBeLessThanOrEqual(5000);
    }
    await expect(h1(page)).toHaveText("Our Collections");
    await expect(page).toHaveTitle(/^Our Collections, ₹2,000 to ₹5,000 \| /);
  });

  test("paging by URL: page 2 shows other products", async ({ page }) => {
    const pages = Math.ceil((await countProducts()) / 12);
    expect(pages).toBeGreaterThan(2);
    await page.goto("/shop?page=2");
    await expect(pageOf(page)).toHaveText(`Page 2 of ${pages}`);
    const second = await cardNames(page);
    await page.goto("/shop");
    await expect(pageOf(page)).toHaveText(`Page 1 of ${pages}`);
    const first = await cardNames(page);
    expect(first).toHaveLength(12);
    expect(second.length).toBeGreaterThan(0);
    expect(second.some((n) => first.includes(n))).toBe(false);
    // A page past the last goes to the last.
    await page.goto("/shop?page=999");
    await expect(page).toHaveURL(new RegExp(`/shop\\?page=${pages}$`));
    await expect(pageOf(page)).toHaveText(`Page ${pages} of ${pages}`);
  });

  test("paging by the Next, page and Previous links", async ({ page, isNoJs }) => {
    const pages = Math.ceil((await countProducts()) / 12);
    await openShop(page, "/shop", isNoJs);
    const first = await cardNames(page);
    await expect(pager(page).getByRole("link", { name: /^Page \d+$/ })).toHaveCount(Math.min(5, pages));
    await expect(pager(page).getByRole("link", { name: "Page 1" })).toHaveAttribute("aria-current", "page");

    await pager(page).getByRole("link", { name: "Next" }).click();
    await expect(page).toHaveURL(/\/shop\?page=2$/);
    await expect(pageOf(page)).toHaveText(`Page 2 of ${pages}`);
    expect((await cardNames(page)).some((n) => first.includes(n))).toBe(false);

    await pager(page).getByRole("link", { name: "Page 3" }).click();
    await expect(page).toHaveURL(/\/shop\?page=3$/);
    await expect(pager(page).getByRole("link", { name: "Page 3" })).toHaveAttribute("aria-current", "page");
    await pager(page).getByRole("link", { name: "Previous" }).click();
    await expect(page).toHaveURL(/\/shop\?page=2$/);
    await expect(pageOf(page)).toHaveText(`Page 2 of ${pages}`);
  });

  test("page links keep the filters; a filter change goes back to page 1", async ({ page, isNoJs }) => {
    await openShop(page, "/shop?sale=true&page=2", isNoJs);
    await expect(pageOf(page)).toHaveText(/^Page 2 of \d+$/);
    await expect(pager(page).getByRole("link", { name: "Page 1" })).toHaveAttribute("href", "/shop?sale=true");
    await form(page).getByRole("link", { name: "Featured Products" }).click();
    await expect(page).toHaveURL(/\/shop\?featured=true&sale=true$/);
    await expect(h1(page)).toHaveText("Featured Collection");
  });

  test("the filter form: Apply Filters without JavaScript, on change with it", async ({ page, isNoJs }) => {
    await openShop(page, "/shop?category=kurtas", isNoJs);
    const apply = form(page).getByRole("button", { name: "Apply Filters" });
    await expect(apply).toBeVisible();
    await expect(form(page)).toHaveAttribute("method", "get");
    await expect(form(page)).toHaveAttribute("action", "/shop");

    await form(page).getByLabel("In stock only").check();
    if (isNoJs) {
      // Nothing happens until the form is sent.
      await expect(page).toHaveURL(/\/shop\?category=kurtas$/);
      await form(page).getByRole("searchbox", { name: "Search products" }).fill("cotton");
      await apply.click();
    } else {
      await expect(page).toHaveURL(/\/shop\?category=kurtas&inStock=true$/);
      await form(page).getByRole("searchbox", { name: "Search products" }).fill("cotton");
      // Debounced: applied shortly after typing stops, no button needed.
    }
    await expect(page).toHaveURL(/\/shop\?category=kurtas&search=cotton&inStock=true$/);
    await expect(page.getByTestId("search-summary")).toHaveText('Search results for "cotton"');
    await expect(h1(page)).toHaveText("Kurtas Collection");
    await expect(form(page).getByLabel("In stock only")).toBeChecked();
    await expect(form(page).getByRole("searchbox", { name: "Search products" })).toHaveValue("cotton");
    for (const text of await cards(page).allInnerTexts()) expect(text).not.toContain("Out of Stock");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/shop\?category=kurtas&search=cotton&inStock=true$/);
  });

  test("switches between grid and list views, keeping the filters", async ({ page, isNoJs }) => {
    await openShop(page, "/shop?category=lehengas&sort=price", isNoJs);
    const layout = page.getByRole("group", { name: "Layout" });
    await expect(layout.getByRole("link", { name: "Grid view" })).toHaveAttribute("aria-current", "true");
    await expect(results(page).getByTestId("product-list-item")).toHaveCount(0);
    const count = await cards(page).count();

    await layout.getByRole("link", { name: "List view" }).click();
    await expect(page).toHaveURL(/\/shop\?category=lehengas&sort=price&view=list$/);
    await expect(results(page).getByTestId("product-list-item")).toHaveCount(count);
    await expect(cards(page)).toHaveCount(0);
    await expect(layout.getByRole("link", { name: "List view" })).toHaveAttribute("aria-current", "true");
    // The view survives a filter change.
    await form(page).getByRole("link", { name: "On Sale" }).click();
    await expect(page).toHaveURL(/\/shop\?category=lehengas&sale=true&sort=price&view=list$/);

    await layout.getByRole("link", { name: "Grid view" }).click();
    await expect(page).toHaveURL(/\/shop\?category=lehengas&sale=true&sort=price$/);
    // Wait for the grid itself: without JavaScript the URL changes before the new page has loaded.
    await expect(cards(page).first()).toBeVisible();
    await expect(results(page).getByTestId("product-list-item")).toHaveCount(0);
  });

  test("the empty state links to the featured collection", async ({ page }) => {
    await page.goto("/shop?search=qqqxyzzynothing");
    await expect(page.getByRole("heading", { name: "No Products Found" })).toBeVisible();
    await expect(page.getByText("Try adjusting your filters or browse our featured collections")).toBeVisible();
    await expect(found(page)).toHaveText("0 Products Found");
    await expect(pager(page)).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "You Might Also Like" })).toHaveCount(0);
    await page.getByRole("link", { name: "Browse Featured Collection" }).click();
    await expect(page).toHaveURL(/\/shop\?featured=true$/);
    await expect(h1(page)).toHaveText("Featured Collection");
  });

  test("'You Might Also Like' repeats the first four results; the first four images load eagerly, the first two at high priority", async ({ page }) => {
    await page.goto("/shop?category=party-wear");
    const names = await cardNames(page);
    const also = page.getByRole("region", { name: "You Might Also Like" });
    const alsoNames = (await also.getByTestId("product-card").getByRole("heading").allInnerTexts()).map((n) => n.trim());
    expect(alsoNames).toEqual(names.slice(0, 4));
    const loading = await cards(page).locator("img:first-of-type").evaluateAll((imgs) => imgs.map((i) => i.getAttribute("loading")));
    expect(loading.slice(0, 4)).toEqual(["eager", "eager", "eager", "eager"]);
    expect(loading.slice(4).every((l) => l === "lazy")).toBe(true);
    const fetchPriority = await cards(page).locator("img:first-of-type").evaluateAll((imgs) => imgs.map((i) => i.getAttribute("fetchpriority")));
    expect(fetchPriority.slice(0, 4)).toEqual(["high", "high", null, null]);
  });

  test("after a client-side navigation the cards are the JavaScript chooser at once, never the product-page link first (JavaScript)", async ({ page, isNoJs }) => {
    test.skip(isNoJs, "needs JavaScript");
    await page.goto("/about");
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    // Every add control the page ever puts in: a product-page link is the form before hydration only (decision 0040).
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { addControls: string[] }).addControls = seen;
      new MutationObserver((records) => {
        for (const record of records)
          for (const node of record.addedNodes)
            if (node instanceof Element) for (const el of node.querySelectorAll('[data-testid="add-control"]')) seen.push(el.tagName);
      }).observe(document.body, { childList: true, subtree: true });
    });
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Shop", exact: true }).click();
    await expect(page).toHaveURL("/shop");
    await expect(cards(page).first()).toBeVisible();
    const added = await page.evaluate(() => (window as unknown as { addControls: string[] }).addControls);
    expect(added.length).toBeGreaterThan(0);
    expect(added.filter((tag) => tag === "A")).toEqual([]);
  });

  test("on a phone the filter panel starts folded and opens", async ({ page, isNoJs }) => {
    const kurtas = await countProducts({ category: { slug: "kurtas" } });
    await page.setViewportSize({ width: 390, height: 844 });
    await openShop(page, "/shop", isNoJs);
    const toggle = page.getByTestId("filter-panel").locator("summary");
    await expect(toggle).toBeVisible();
    await expect(sidebarCategory(page, "Kurtas")).toBeHidden();
    await expect(form(page).getByRole("searchbox", { name: "Search products" })).toBeVisible();
    // One search box on a phone: the shop's own, not the header's row as well (issue 14).
    await expect(page.getByRole("searchbox").filter({ visible: true })).toHaveCount(1);
    await toggle.click();
    await expect(sidebarCategory(page, "Kurtas")).toBeVisible();
    await sidebarCategory(page, "Kurtas").click();
    await expect(h1(page)).toHaveText("Kurtas Collection");
    await expect(cards(page)).toHaveCount(Math.min(12, kurtas));
    // Two columns of cards.
    const [a, b, c] = await cards(page).evaluateAll((els) => els.slice(0, 3).map((e) => e.getBoundingClientRect().top));
    expect(a).toBe(b);
    expect(c).toBeGreaterThan(a);
  });
});
