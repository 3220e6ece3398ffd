import type { Locator, Page } from "@playwright/test";
import { prisma } from "../../app/db.server";
import { hashPassword } from "../../app/utils/password.server";
import { DEMO_CUSTOMER, expect, test, uniqueEmail, waitForHydration } from "./fixtures";

// The customer's account area (spec/storefront.md "Account", "Change
// password", "Addresses"), with and without JavaScript. Everything that
// writes uses a fresh customer, so the demo customer (and her password) never
// changes and the two projects never share an account.

const PASSWORD = "Start@2026pw";
const NEW_PASSWORD = "Silk@2026new";
const RULE = "Password must be 8+ chars and include uppercase, lowercase, number, and special character";

async function freshCustomer(firstName = "Kavya") {
  const email = uniqueEmail("account");
  await prisma.user.create({
    data: { email, firstName, lastName: "Iyer", phone: "+91 98250 67890", passwordHash: await hashPassword(PASSWORD) },
  });
  return { email, firstName };
}

/** Orders straight in the database, newest first in the order given. */
async function makeOrders(userId: string, statuses: string[]) {
  const product = await prisma.product.findFirstOrThrow({ where: { isActive: true }, select: { id: true, name: true, price: true } });
  const tag = Math.random().toString(36).slice(2, 8).toUpperCase();
  for (const [i, status] of statuses.entries()) {
    await prisma.order.create({
      data: {
        orderNumber: `SRT-E2E-${tag}-${i}`,
        userId,
        status,
        paymentMethod: "cod",
        subtotal: product.price,
        total: product.price,
        totalItems: 1,
        shipFullName: "Kavya Iyer",
        shipPhone: "+91 98250 67890",
        shipAddress: "B-402, Shanti Residency, Vesu",
        shipCity: "Surat",
        shipState: "Gujarat",
        shipPincode: "395007",
        createdAt: new Date(Date.now() - (i + 1) * 60_000),
        items: {
          create: { productId: product.id, name: product.name, price: product.price, originalPrice: product.price, quantity: 1, size: "Free Size", color: "Default", gstRate: 5, taxAmount: 0 },
        },
      },
    });
  }
}

const main = (page: Page) => page.getByRole("main");
const toast = (page: Page) => page.getByTestId("toast");
const tabs = (page: Page) => page.getByRole("navigation", { name: "Account sections" });

/** Without JavaScript the browser's own constraint check runs first; switch it off to see the server's answer. */
async function skipNativeValidation(form: Locator, isNoJs: boolean) {
  if (isNoJs) await form.evaluate((f: HTMLFormElement) => (f.noValidate = true));
}

test.describe("account page", () => {
  test("shows the welcome header, the stat cards and the tabs as links", async ({ page, login }) => {
    test.slow(); // a long flow of round trips
    await login("customer");
    await page.goto("/account");
    await expect(page.getByRole("heading", { level: 1, name: `Welcome, ${DEMO_CUSTOMER.firstName}` })).toBeVisible();
    for (const [id, label] of [
      ["stat-total-orders", "Total Orders"],
      ["stat-wishlist-items", "Wishlist Items"],
      ["stat-active-shipments", "Active Shipments"],
      ["stat-years", "Years with us"],
    ]) {
      await expect(page.getByTestId(id)).toContainText(label);
      await expect(page.getByTestId(id)).toContainText(id === "stat-years" ? /\d+|New this year/ : /\d+/);
    }

    // My Orders is the first tab: her orders (at most five a page), each linking to its page.
    await expect(tabs(page).getByRole("link", { name: "My Orders" })).toHaveAttribute("aria-current", "page");
    const rows = main(page).getByTestId("order-row");
    await expect(rows.first()).toBeVisible();
    expect(await rows.count()).toBeLessThanOrEqual(5);
    await expect(rows.first().getByRole("link", { name: /^View details of order SRT-/ })).toHaveAttribute("href", /^\/order\/.+/);
    // Status colours: delivered green, shipped blue, processing yellow, others grey.
    const colours: Record<string, RegExp> = { delivered: /green/, shipped: /blue/, processing: /yellow/ };
    for (const badge of await main(page).getByTestId("order-status").all()) {
      const status = (await badge.getAttribute("data-status"))!;
      await expect(badge).toHaveClass(colours[status] ?? /stone/);
    }
    // Both links of a row go to the order's own page.
    const href = await rows.first().getByRole("link", { name: /^SRT-/ }).getAttribute("href");
    expect(href).toMatch(/^\/order\/[^/]+$/);
    await expect(rows.first().getByRole("link", { name: /^View details/ })).toHaveAttribute("href", href!);

    await page.goto("/account");
    await tabs(page).getByRole("link", { name: "Profile" }).click();
    await expect(page).toHaveURL("/account/profile");
    await expect(tabs(page).getByRole("link", { name: "Profile" })).toHaveAttribute("aria-current", "page");
    await expect(page.getByTestId("profile-view")).toContainText(DEMO_CUSTOMER.email);
    await expect(page.getByTestId("profile-view")).toContainText(DEMO_CUSTOMER.lastName);

    await tabs(page).getByRole("link", { name: "Wishlist" }).click();
    await expect(page).toHaveURL("/account/wishlist");
    await expect(main(page).getByRole("heading", { name: "My Wishlist" })).toBeVisible();

    await tabs(page).getByRole("link", { name: "Settings" }).click();
    await expect(page).toHaveURL("/account/settings");
    await expect(main(page).getByRole("link", { name: /Change Password/ })).toHaveAttribute("href", "/change-password");
    await expect(main(page).getByRole("link", { name: /Manage Addresses/ })).toHaveAttribute("href", "/addresses");
    await expect(main(page).getByRole("button", { name: "Sign Out" })).toBeVisible();
  });

  test("My Orders pages five at a time with links", async ({ page, login, isNoJs }) => {
    const { email } = await freshCustomer();
    const user = await prisma.user.findUniqueOrThrow({ where: { email } });
    await makeOrders(user.id, ["shipped", "processing", "delivered", "pending", "confirmed", "cancelled", "delivered"]);
    await login({ email });
    await page.goto("/account");
    await expect(page.getByTestId("stat-total-orders")).toContainText("7");
    await expect(page.getByTestId("stat-active-shipments")).toContainText("3");
    const rows = main(page).getByTestId("order-row");
    await expect(rows).toHaveCount(5);
    await expect(rows.nth(0).getByTestId("order-status")).toHaveClass(/blue/);
    await expect(rows.nth(1).getByTestId("order-status")).toHaveClass(/yellow/);
    await expect(rows.nth(2).getByTestId("order-status")).toHaveClass(/green/);
    await expect(rows.nth(3).getByTestId("order-status")).toHaveClass(/stone/);
    const pager = page.getByRole("navigation", { name: "Orders pages" });
    await expect(pager).toContainText("Page 1 of 2");
    // With JavaScript the pager navigates in the page and keeps the scroll position (its links are
    // plain anchors the shell's handler navigates, components/ui/plain-link.tsx).
    await page.setViewportSize({ width: 390, height: 500 });
    await pager.getByRole("link", { name: "Next" }).scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => {
      (window as unknown as { stayed: boolean }).stayed = true;
      return window.scrollY;
    });
    expect(scrolled).toBeGreaterThan(0);
    await pager.getByRole("link", { name: "Next" }).click();
    await expect(page).toHaveURL("/account?page=2");
    await expect(rows).toHaveCount(2);
    if (!isNoJs) {
      expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
      expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
    }
    await expect(pager.getByRole("link", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
    await pager.getByRole("link", { name: "Previous" }).click();
    await expect(page).toHaveURL("/account?page=1");
    await expect(rows).toHaveCount(5);
  });

  test("a new customer sees the empty states; Sign Out goes to /", async ({ page, login }) => {
    const { email } = await freshCustomer();
    await login({ email });
    await page.goto("/account");
    await expect(page.getByTestId("stat-total-orders")).toContainText("0");
    await expect(page.getByTestId("stat-years")).toContainText("New this year");
    const empty = page.getByTestId("orders-empty");
    await expect(empty).toContainText("No orders yet");
    await expect(empty.getByRole("link", { name: "Start Shopping" })).toHaveAttribute("href", "/shop");
    await page.goto("/account/wishlist");
    await expect(page.getByTestId("account-wishlist-empty").getByRole("link", { name: "Continue Shopping" })).toHaveAttribute("href", "/shop");

    await page.goto("/account/settings");
    await main(page).getByRole("button", { name: "Sign Out" }).click();
    await expect(page).toHaveURL("/");
    await expect(toast(page)).toContainText("Logged out successfully");
    await page.goto("/account");
    await expect(page).toHaveURL("/login?redirect=%2Faccount");
  });

  test("profile: edit, cancel discards, errors keep what was typed, save shows the toast", async ({ page, login, isNoJs }) => {
    test.slow(); // a long flow of round trips
    const { email } = await freshCustomer("Kavya");
    await login({ email });
    await page.goto("/account/profile");
    await main(page).getByRole("link", { name: "Edit Profile" }).click();
    await expect(page).toHaveURL("/account/profile?edit=1");
    const form = page.locator("form#profile");
    await expect(form.getByLabel("Email address")).toHaveValue(email);
    await expect(form.getByLabel("Email address")).toHaveAttribute("readonly", "");

    // Cancel discards.
    await form.getByLabel("First name").fill("Discarded");
    await form.getByRole("link", { name: "Cancel" }).click();
    await expect(page).toHaveURL("/account/profile");
    await expect(page.getByTestId("profile-view")).toContainText("Kavya");
    await expect(page.getByTestId("profile-view")).not.toContainText("Discarded");

    // Errors.
    await main(page).getByRole("link", { name: "Edit Profile" }).click();
    await skipNativeValidation(form, isNoJs);
    await form.getByLabel("First name").fill("");
    await form.getByLabel("Last name").fill("Menon");
    await form.getByRole("button", { name: "Save Changes" }).click();
    await expect(form.getByText("First name is required")).toBeVisible();
    await expect(form.getByLabel("Last name")).toHaveValue("Menon");

    await skipNativeValidation(form, isNoJs);
    await form.getByLabel("First name").fill("Meera");
    await form.getByLabel("Phone number").fill("12345");
    await form.getByRole("button", { name: "Save Changes" }).click();
    await expect(form.getByText("Please enter a valid phone number")).toBeVisible();
    await expect(form.getByLabel("First name")).toHaveValue("Meera");

    await form.getByLabel("Phone number").fill("+91 99090 11111");
    await form.getByRole("button", { name: "Save Changes" }).click();
    await expect(page).toHaveURL("/account/profile");
    await expect(toast(page)).toContainText("Profile updated successfully!");
    await expect(page.getByTestId("profile-view")).toContainText("Menon");
    await expect(page.getByTestId("profile-view")).toContainText("+91 99090 11111");
    await expect(page.getByRole("heading", { level: 1, name: "Welcome, Meera" })).toBeVisible();
  });
});

test.describe("change password", () => {
  test("shows each documented error, then changes the password, which then signs in", async ({ page, login, isNoJs }) => {
    test.slow(); // a long flow of round trips
    const { email } = await freshCustomer();
    await login({ email });
    await page.goto("/account/settings");
    await main(page).getByRole("link", { name: /Change Password/ }).click();
    await expect(page).toHaveURL("/change-password");
    await expect(page.getByRole("heading", { level: 1, name: "Change Password" })).toBeVisible();
    // With JavaScript the form is Conform's once the page has hydrated (its own checks, no browser bubbles).
    if (!isNoJs) await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");

    const form = page.locator("form#change-password");
    const current = form.getByLabel("Current password");
    const next = form.getByLabel("New password", { exact: true });
    const confirm = form.getByLabel("Confirm new password");
    const submit = form.getByRole("button", { name: "Change Password" });
    const fill = async (c: string, n: string, k: string) => {
      await current.fill(c);
      await next.fill(n);
      await confirm.fill(k);
    };
    // With JavaScript the field checks may show a message before the submission's own reply has
    // come back (and that reply empties the password fields): wait for the reply itself.
    // A click on the button: field checks' messages never move it between the press and the release
    // (components/press-guard.ts; the test below holds the press to show it).
    const send = async () => {
      const reply = page.waitForResponse((r) => r.request().method() === "POST" && new URL(r.url()).pathname.startsWith("/change-password"));
      await submit.click();
      await reply;
    };

    if (!isNoJs) {
      // The visibility toggle (an enhancement: without JavaScript the fields stay masked).
      await current.fill("peek");
      await form.getByRole("button", { name: "Show password" }).first().click();
      await expect(current).toHaveAttribute("type", "text");
      await form.getByRole("button", { name: "Hide password" }).first().click();
      await expect(current).toHaveAttribute("type", "password");
    }

    await expect(submit).toBeEnabled();
    await skipNativeValidation(form, isNoJs);
    await fill("", "", "");
    await send();
    await expect(form.getByText("All fields are required").first()).toBeVisible();

    await skipNativeValidation(form, isNoJs);
    await fill(PASSWORD, NEW_PASSWORD, "Silk@2026neW");
    await send();
    await expect(form.getByText("New password and confirm password do not match")).toBeVisible();

    await fill(PASSWORD, "weakpass", "weakpass");
    await send();
    await expect(form.getByText(RULE)).toBeVisible();

    await fill("Wrong@2026pw", NEW_PASSWORD, NEW_PASSWORD);
    await send();
    await expect(form.getByText("Current password is incorrect")).toBeVisible();
    // No password comes back to the page.
    await expect(current).toHaveValue("");
    await expect(next).toHaveValue("");

    await fill(PASSWORD, NEW_PASSWORD, NEW_PASSWORD);
    await send();
    await expect(page).toHaveURL("/account");
    await expect(toast(page)).toContainText("Password changed successfully");

    // Sign out, then the new password signs in and the old one does not.
    await page.goto("/account/settings");
    await main(page).getByRole("button", { name: "Sign Out" }).click();
    await expect(page).toHaveURL("/");
    await expect(toast(page)).toContainText("Logged out successfully");
    await page.goto("/login");
    await page.getByLabel("Email address").fill(email);
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Invalid email or password. Please try again." })).toBeVisible();
    await page.getByLabel("Password", { exact: true }).fill(NEW_PASSWORD);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page).toHaveURL("/account");
  });

  test("pressing the button from a field with a wrong value sends the form (no message moves the button mid-click)", async ({ page, login, isNoJs }) => {
    const { email } = await freshCustomer();
    await login({ email });
    await page.goto("/change-password");
    if (!isNoJs) await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    const form = page.locator("form#change-password");
    await form.getByLabel("Current password").fill(PASSWORD);
    await form.getByLabel("New password", { exact: true }).fill(NEW_PASSWORD);
    const confirm = form.getByLabel("Confirm new password");
    await confirm.fill("Silk@2026neW");
    await expect(confirm).toBeFocused();
    // The press blurs the field, which has a wrong value; the release comes well after a field check
    // would have answered. The message appearing under the field during the press would move the
    // button down, and the release would land on something else: nothing sent.
    // Only the shopper's submission is posted: never the skipped field check (Conform's intent).
    const posted: string[] = [];
    page.on("request", (r) => void (r.method() === "POST" && new URL(r.url()).pathname.startsWith("/change-password") && posted.push(r.postData() ?? "")));
    const box = (await form.getByRole("button", { name: "Change Password" }).boundingBox())!;
    const reply = page.waitForResponse((r) => r.request().method() === "POST" && new URL(r.url()).pathname.startsWith("/change-password"));
    await page.mouse.move(box.x + box.width / 2, box.y + 4);
    await page.mouse.down();
    await page.waitForTimeout(1000);
    await page.mouse.up();
    await reply;
    await expect(form.getByText("New password and confirm password do not match")).toBeVisible();
    await expect(page).toHaveURL("/change-password");
    expect(posted).toHaveLength(1);
    expect(posted[0]).not.toContain("__intent__");
  });

  test("a guest is sent to sign in first", async ({ page }) => {
    await page.goto("/change-password");
    await expect(page).toHaveURL("/login?redirect=%2Fchange-password");
  });
});

test.describe("addresses", () => {
  const HOME = { name: "Kavya Iyer", phone: "+91 98250 67890", address: "B-402, Shanti Residency, Vesu", city: "Surat", state: "Gujarat", pincode: "395007" };
  const OFFICE = { name: "Kavya Iyer (Office)", phone: "022 4000 1234", address: "7th Floor, Maker Chambers IV", city: "Mumbai", state: "Maharashtra", pincode: "400021" };

  const card = (page: Page, city: string) => page.getByTestId("address-card").filter({ hasText: city });

  async function fillAddress(form: Locator, a: typeof HOME) {
    await form.getByLabel("Full name").fill(a.name);
    await form.getByLabel("Phone number").fill(a.phone);
    await form.getByLabel("Address", { exact: true }).fill(a.address);
    await form.getByLabel("City").fill(a.city);
    await form.getByLabel("State").fill(a.state);
    await form.getByLabel("Pincode").fill(a.pincode);
  }

  test("add, validate, edit (and cancel), set default, delete with the confirmation", async ({ page, login, isNoJs }) => {
    test.slow(); // a long flow of round trips
    const { email } = await freshCustomer();
    await login({ email });
    await page.goto("/account/settings");
    await main(page).getByRole("link", { name: /Manage Addresses/ }).click();
    await expect(page).toHaveURL("/addresses");
    await expect(page.getByRole("heading", { level: 1, name: "My Addresses" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to Account" })).toHaveAttribute("href", "/account?tab=settings");
    await expect(page.getByTestId("addresses-empty")).toBeVisible();

    const form = page.locator("form#address-form");
    await expect(page.getByRole("heading", { name: "Add New Address" })).toBeVisible();
    await expect(form.getByLabel("Country")).toHaveValue("India");

    if (!isNoJs) {
      // Instant messages from the schema on the server: on leaving the field, cleared as it is fixed.
      await waitForHydration(page);
      await form.getByLabel("Pincode").fill("3950");
      await form.getByLabel("Pincode").blur();
      await expect(form.getByText("Please enter a valid 6-digit pincode")).toBeVisible();
      await expect(form.getByLabel("Pincode")).toHaveAttribute("aria-invalid", "true");
      await form.getByLabel("Pincode").fill("395007");
      await expect(form.getByText("Please enter a valid 6-digit pincode")).toHaveCount(0);
      await form.getByLabel("Full name").fill("   ");
      await form.getByLabel("Full name").blur();
      await expect(form.getByText("Full name is required")).toBeVisible();
    }

    // A bad pincode is refused (the server's message, with and without JavaScript) and what was typed stays.
    await skipNativeValidation(form, isNoJs);
    await fillAddress(form, { ...HOME, pincode: "3950" });
    // Wait for the action's own reply: a field check's message can be on screen before it, and typing
    // into the form while the reply is on its way would be overwritten by it.
    const replied = page.waitForResponse((r) => r.request().method() === "POST" && new URL(r.url()).pathname.startsWith("/addresses"));
    await form.getByRole("button", { name: "Save Address" }).click();
    await replied;
    // What is typed from here on stays while the page reloads its data (components/server-form.ts useFormKey).
    await expect(form.getByText("Please enter a valid 6-digit pincode")).toBeVisible();
    await expect(form.getByLabel("Pincode")).toHaveValue("3950");
    await expect(form.getByLabel("City")).toHaveValue("Surat");

    await form.getByLabel("Pincode").fill(HOME.pincode);
    await form.getByRole("button", { name: "Save Address" }).click();
    await expect(toast(page)).toContainText("Address saved");
    await expect(card(page, "Surat")).toContainText(HOME.address);
    await expect(card(page, "Surat").getByTestId("default-badge")).toBeVisible();
    // The form is back to empty, in add mode.
    await expect(form.getByLabel("Full name")).toHaveValue("");

    await fillAddress(form, OFFICE);
    await form.getByRole("button", { name: "Save Address" }).click();
    await expect(toast(page)).toContainText("Address saved");
    await expect(page.getByTestId("address-card")).toHaveCount(2);
    await expect(card(page, "Mumbai").getByTestId("default-badge")).toHaveCount(0);

    // Edit, then cancel: nothing changes.
    await card(page, "Mumbai").getByRole("link", { name: /^Edit/ }).click();
    await expect(page).toHaveURL(/\/addresses\?edit=/);
    await expect(page.getByRole("heading", { name: "Edit Address" })).toBeVisible();
    await expect(form.getByLabel("Full name")).toHaveValue(OFFICE.name);
    await form.getByLabel("City").fill("Pune");
    await form.getByRole("link", { name: "Cancel" }).click();
    await expect(page).toHaveURL("/addresses");
    await expect(page.getByRole("heading", { name: "Add New Address" })).toBeVisible();
    await expect(card(page, "Mumbai")).toBeVisible();

    // Edit and save: back to add mode with cleared fields.
    await card(page, "Mumbai").getByRole("link", { name: /^Edit/ }).click();
    await expect(page.getByRole("heading", { name: "Edit Address" })).toBeVisible();
    await expect(form.getByLabel("City")).toHaveValue("Mumbai");
    await form.getByLabel("City").fill("Navi Mumbai");
    await form.getByRole("button", { name: "Update Address" }).click();
    await expect(toast(page)).toContainText("Address updated");
    await expect(page).toHaveURL("/addresses");
    await expect(page.getByRole("heading", { name: "Add New Address" })).toBeVisible();
    await expect(form.getByLabel("Full name")).toHaveValue("");
    await expect(card(page, "Navi Mumbai")).toBeVisible();

    // Set as default moves the badge.
    await card(page, "Navi Mumbai").getByRole("button", { name: /^Set as Default/ }).click();
    await expect(toast(page)).toContainText("Default address updated");
    await expect(card(page, "Navi Mumbai").getByTestId("default-badge")).toBeVisible();
    await expect(card(page, "Surat").getByTestId("default-badge")).toHaveCount(0);

    // Delete asks first; Cancel keeps it.
    await card(page, "Navi Mumbai").getByRole("link", { name: /^Delete/ }).click();
    const confirmPanel = card(page, "Navi Mumbai").getByTestId("delete-confirm");
    await expect(confirmPanel).toContainText("Delete this address?");
    await confirmPanel.getByRole("link", { name: "Cancel" }).click();
    await expect(page.getByTestId("delete-confirm")).toHaveCount(0);
    await expect(page.getByTestId("address-card")).toHaveCount(2);

    // Deleting the default promotes the remaining address.
    await card(page, "Navi Mumbai").getByRole("link", { name: /^Delete/ }).click();
    await card(page, "Navi Mumbai").getByTestId("delete-confirm").getByRole("button", { name: "Confirm" }).click();
    await expect(toast(page)).toContainText("Address deleted");
    await expect(page.getByTestId("address-card")).toHaveCount(1);
    await expect(card(page, "Surat").getByTestId("default-badge")).toBeVisible();

    await page.getByRole("link", { name: "Back to Account" }).click();
    await expect(page).toHaveURL("/account/settings");
  });
});
