import type { Page } from "@playwright/test";
import { expect, test, uniqueEmail } from "./fixtures";

// The contact and about pages in both projects (with and without JavaScript).

const MESSAGES = {
  name: "Name must be at least 2 characters long",
  email: "Please enter a valid email address",
  subject: "Subject must be at least 2 characters long",
  message: "Message must be at least 5 characters long",
  form: "Please check your input and try again",
  success: "Thank you for your message! We will get back to you soon.",
};

const form = (page: Page) => page.locator("form#contact-form");

async function fill(page: Page, values: { name: string; email: string; phone?: string; subject: string; message: string }) {
  await page.getByLabel("Your name").fill(values.name);
  await page.getByLabel("Email address").fill(values.email);
  await page.getByLabel("Phone number (optional)").fill(values.phone ?? "");
  await page.getByLabel("Subject").fill(values.subject);
  await page.getByRole("textbox", { name: "Message", exact: true }).fill(values.message);
}

test.describe("contact form", () => {
  test("shows each field's message under it and keeps what was typed", async ({ page, isNoJs }) => {
    await page.goto("/contact");
    // Skip the browser's own checks so the server (or Conform) answers.
    await form(page).evaluate((f: HTMLFormElement) => (f.noValidate = true));
    await fill(page, { name: "A", email: "priya@example", phone: "98250", subject: "H", message: "Hi!" });
    await page.getByRole("button", { name: "Send Message" }).click();

    for (const [field, message] of [
      ["Your name", MESSAGES.name],
      ["Email address", MESSAGES.email],
      ["Subject", MESSAGES.subject],
    ] as const) {
      await expect(page.getByLabel(field)).toHaveAttribute("aria-invalid", "true");
      await expect(page.getByText(message)).toBeVisible();
    }
    await expect(page.getByText(MESSAGES.message)).toBeVisible();
    await expect(page.getByRole("alert").filter({ hasText: MESSAGES.form })).toBeVisible();
    await expect(page.getByLabel("Your name")).toHaveValue("A");
    await expect(page.getByLabel("Phone number (optional)")).toHaveValue("98250");
    await expect(page.getByRole("textbox", { name: "Message", exact: true })).toHaveValue("Hi!");

    if (!isNoJs) {
      // Per-field errors clear as the field is edited.
      await page.getByLabel("Your name").fill("Ananya");
      await expect(page.getByText(MESSAGES.name)).toHaveCount(0);
      await expect(page.getByText(MESSAGES.email)).toBeVisible();
    }
  });

  test("what is typed while the page reloads its data after a refused post is kept", async ({ page, isNoJs }) => {
    test.skip(isNoJs, "without JavaScript every post is a new page");
    await page.goto("/contact");
    await form(page).evaluate((f: HTMLFormElement) => (f.noValidate = true));
    // The router shows the action's reply at once and commits the post's location after reloading the
    // page's data: hold that reload (a slow network) while the shopper corrects the form.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/contact\.data(\?.*)?$/, async (route) => {
      if (route.request().method() === "GET") await held;
      await route.continue();
    });
    await fill(page, { name: "A", email: "priya@example.com", subject: "Hello", message: "Hello there" });
    // The action's own reply (a field's check can show its message before it).
    const replied = page.waitForResponse((response) => response.request().method() === "POST" && /\/contact\.data/.test(response.url()));
    await page.getByRole("button", { name: "Send Message" }).click();
    await replied;
    await expect(page.getByRole("alert").filter({ hasText: MESSAGES.form })).toBeVisible();
    await page.getByLabel("Your name").fill("Ananya");
    await expect(page.getByText(MESSAGES.name)).toHaveCount(0);
    await page.getByRole("textbox", { name: "Message", exact: true }).fill("Hello there, about a saree");
    const reloaded = page.waitForResponse((response) => response.request().method() === "GET" && /\/contact\.data/.test(response.url()));
    release();
    await reloaded;
    await expect(page.getByLabel("Your name")).toHaveValue("Ananya");
    await expect(page.getByText(MESSAGES.name)).toHaveCount(0);
    await expect(page.getByRole("textbox", { name: "Message", exact: true })).toHaveValue("Hello there, about a saree");
    // And it sends.
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText(MESSAGES.success)).toBeVisible();
  });

  test("a field corrected while the post is on its way keeps its newer message; fields never touched get the reply's", async ({ page, isNoJs }) => {
    test.skip(isNoJs, "without JavaScript there are no field checks");
    await page.goto("/contact");
    await form(page).evaluate((f: HTMLFormElement) => (f.noValidate = true));
    await page.getByLabel("Your name").fill("A");
    await page.getByLabel("Email address").fill("priya@example.com");
    // The name's own check (made when it was left) says what is wrong.
    await expect(page.getByText(MESSAGES.name)).toBeVisible();
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/contact\.data(\?.*)?$/, async (route) => {
      if (route.request().method() === "POST") await held;
      await route.continue();
    });
    await page.getByRole("button", { name: "Send Message" }).click();
    // Corrected while the post is on its way (subject and message are left empty, never touched).
    const checked = page.waitForResponse((response) => /\/forms\/contact\/validate/.test(response.url()));
    await page.getByLabel("Your name").fill("Ananya");
    await checked;
    await expect(page.getByText(MESSAGES.name)).toHaveCount(0);
    const replied = page.waitForResponse((response) => response.request().method() === "POST" && /\/contact\.data/.test(response.url()));
    release();
    await replied;
    // The reply answers the name that was posted ("A"): the newer check of "Ananya" stands, and the reply's
    // other messages show, for the fields never touched too.
    await expect(page.getByRole("alert").filter({ hasText: MESSAGES.form })).toBeVisible();
    await expect(page.getByLabel("Subject")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByText(MESSAGES.message)).toBeVisible();
    await expect(page.getByText(MESSAGES.name)).toHaveCount(0);
    await expect(page.getByLabel("Your name")).toHaveValue("Ananya");
    await expect(page.getByLabel("Your name")).toBeFocused();
  });

  test("an empty form shows every required field's message", async ({ page }) => {
    await page.goto("/contact");
    await form(page).evaluate((f: HTMLFormElement) => (f.noValidate = true));
    await page.getByRole("button", { name: "Send Message" }).click();
    for (const message of [MESSAGES.name, MESSAGES.email, MESSAGES.subject, MESSAGES.message]) {
      await expect(page.getByText(message)).toBeVisible();
    }
  });

  test("sends the message: success toast and cleared fields", async ({ page, isNoJs }) => {
    await page.goto("/contact");
    if (!isNoJs) {
      // Hold the post a moment to see the sending state.
      await page.route(/\/contact(\.data)?(\?.*)?$/, async (route) => {
        if (route.request().method() === "POST") await new Promise((r) => setTimeout(r, 600));
        await route.continue();
      });
    }
    await fill(page, {
      name: "Ananya Iyer",
      email: uniqueEmail("contact"),
      phone: "+91 98250 11111",
      subject: "Blouse stitching",
      message: "Can you stitch a blouse for the Kanjeevaram saree I ordered last week?",
    });
    await page.getByRole("button", { name: "Send Message" }).click();
    if (!isNoJs) {
      const sending = page.getByRole("button", { name: "Sending..." });
      await expect(sending).toBeVisible();
      await expect(sending).toBeDisabled();
    }
    await expect(page.getByTestId("toast")).toContainText(MESSAGES.success);
    await expect(page).toHaveURL("/contact");
    for (const label of ["Your name", "Email address", "Phone number (optional)", "Subject"]) {
      await expect(page.getByLabel(label)).toHaveValue("");
    }
    await expect(page.getByRole("textbox", { name: "Message", exact: true })).toHaveValue("");
    await expect(page.getByRole("button", { name: "Send Message" })).toBeEnabled();
  });
});

test.describe("contact page", () => {
  test("shows the tiles, contact details, hours, social links and the WhatsApp chat", async ({ page }) => {
    await page.goto("/contact");
    await expect(page.getByRole("heading", { level: 1, name: "Contact Us" })).toBeVisible();
    for (const tile of ["Shipping Info", "Returns", "Payment"]) {
      await expect(page.getByRole("heading", { name: tile, exact: true })).toBeVisible();
    }
    const hours = page.getByTestId("business-hours");
    await expect(hours).toContainText("Mon-Sat 10:00 AM-8:00 PM");
    await expect(hours).toContainText("Sun 11:00 AM-6:00 PM");
    const social = page.getByRole("list", { name: "Social media" });
    for (const name of ["WhatsApp", "Facebook", "Instagram", "Twitter"]) {
      await expect(social.getByRole("link", { name })).toBeVisible();
    }
    await expect(page.getByRole("link", { name: "Chat on WhatsApp" })).toHaveAttribute("href", /^https:\/\/wa\.me\/\d{10,15}$/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/contact$/);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", /^Contact Us/);
  });

  test("FAQ: six questions that open and close, one at a time", async ({ page }) => {
    await page.goto("/contact");
    const items = page.getByTestId("faq").locator("details");
    await expect(items).toHaveCount(6);
    const first = items.nth(0);
    const second = items.nth(1);
    await expect(first).not.toHaveAttribute("open");
    await first.locator("summary").click();
    await expect(first).toHaveAttribute("open", "");
    await expect(first).toContainText("₹99");
    await second.locator("summary").click();
    await expect(second).toHaveAttribute("open", "");
    await expect(first).not.toHaveAttribute("open");
    await second.locator("summary").click();
    await expect(second).not.toHaveAttribute("open");
  });

  test("map: standard and satellite views switch without scripts; Maps links carry the address", async ({ page }) => {
    await page.goto("/contact");
    const map = page.getByTestId("store-map");
    const standard = map.locator('img[data-map-view="standard"]');
    const satellite = map.locator('img[data-map-view="satellite"]');
    await map.scrollIntoViewIfNeeded();
    await expect(standard).toBeVisible();
    await expect(satellite).toBeHidden();
    await map.getByText("Satellite", { exact: true }).click();
    await expect(satellite).toBeVisible();
    await expect(standard).toBeHidden();
    await map.getByText("Standard", { exact: true }).click();
    await expect(standard).toBeVisible();

    const open = map.getByRole("link", { name: "Open in Maps" });
    await expect(open).toHaveAttribute("href", /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=.*Surat/);
    const directions = map.getByRole("link", { name: "Get Directions" });
    await expect(directions).toHaveAttribute("href", /^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=.*395002/);
    // No third-party frames or scripts.
    await expect(page.locator("iframe")).toHaveCount(0);
    const foreignScripts = await page.locator("script[src]").evaluateAll((els) =>
      els.map((e) => (e as HTMLScriptElement).src).filter((src) => !src.startsWith(location.origin)),
    );
    expect(foreignScripts).toEqual([]);
  });

  test("Copy Address exists only with JavaScript and copies the address", async ({ page, context, isNoJs }) => {
    await page.goto("/contact");
    const button = page.getByRole("button", { name: "Copy Address" });
    if (isNoJs) {
      await expect(page.getByRole("link", { name: "Open in Maps" })).toBeVisible();
      await expect(button).toHaveCount(0);
      return;
    }
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await button.click();
    await expect(page.getByRole("status").filter({ hasText: "Address copied to clipboard" })).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain("Surat");
  });
});

test.describe("about page", () => {
  test("tells the story with stats, timeline, values and team, and links to the shop and contact", async ({ page }) => {
    await page.goto("/about");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("From a small counter");
    for (const heading of ["Beautiful ethnic wear, honestly made and fairly priced", "Our journey", "What we stand for", "Meet the family"]) {
      await expect(page.getByRole("heading", { level: 2, name: heading })).toBeVisible();
    }
    for (const stat of ["10,000+", "500+", "50+", "15+"]) {
      await expect(page.getByText(stat, { exact: true })).toBeVisible();
    }
    for (const year of ["2015", "2024"]) await expect(page.getByText(year, { exact: true })).toBeVisible();
    await expect(page.locator('section[aria-labelledby="journey-heading"] ol > li')).toHaveCount(9);
    await expect(page.getByRole("heading", { level: 3, name: "Authentic craft" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 3, name: "Priya Shah" })).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/about$/);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /Surat family textile business/);

    await page.getByRole("link", { name: "Get in Touch" }).click();
    await expect(page).toHaveURL("/contact");
    await page.goBack();
    await page.getByRole("link", { name: "Explore the Collection" }).click();
    await expect(page).toHaveURL(/\/shop$/);
  });
});
