/* global process, document, console */
// Issue 14 screenshots at 390 px: the product page, /shop with a filter, /checkout (signed in, with
// a cart), My Orders and an order page. Used for docs/screenshots/issue-14/ (before = eec19b4^, after).
//   node scripts/screenshots-issue-14.mjs http://localhost:3406 docs/screenshots/issue-14 after
import fs from "node:fs";
import { chromium } from "@playwright/test";

const [base = "http://localhost:3000", dir = "docs/screenshots/issue-14", label = "after"] = process.argv.slice(2);
const PRODUCT = "/product/prod_kanjivaram_maroon";
fs.mkdirSync(dir, { recursive: true });

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 1 });
const page = await context.newPage();
const shot = async (name) => {
  await page.waitForLoadState("networkidle").catch(() => {});
  await page.evaluate(() => document.fonts?.ready);
  const file = `${dir}/${name}-${label}.png`;
  await page.screenshot({ path: file, fullPage: true });
  console.log(file);
};

// Signed in as the demo customer.
await page.goto(`${base}/login`);
await page.getByLabel("Email address").fill("priya.sharma@example.com");
await page.getByLabel("Password", { exact: true }).fill("Customer@123");
await page.getByRole("button", { name: /sign in|login|log in/i }).last().click();
await page.waitForURL((url) => !url.pathname.startsWith("/login"));

await page.goto(`${base}${PRODUCT}`);
await shot("product");

// Into the cart (its only size and colour are chosen already).
await page.locator("button:visible", { hasText: /^\s*(Add to Cart|Update Cart)/ }).first().click();
await page.waitForTimeout(1500);

await page.goto(`${base}/shop?category=silk-sarees`);
await shot("shop-filtered");

await page.goto(`${base}/checkout`);
await shot("checkout");

// An online order left unpaid (the pay step opened, never paid): My Orders' "Payment not completed" entry.
await page.getByRole("radio", { name: /Razorpay|Online/i }).first().check();
await page.getByRole("button", { name: /^Pay / }).first().click();
await page.waitForURL((url) => !url.pathname.startsWith("/checkout") || url.pathname.startsWith("/checkout/pay"));

await page.goto(`${base}/account`);
await shot("my-orders");
const order = await page.locator("li").filter({ hasText: "Shipped" }).locator('a[href^="/order/"]').first().getAttribute("href");
await page.goto(`${base}${order}`);
await shot("order");

await browser.close();
