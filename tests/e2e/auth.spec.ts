import type { Page } from "@playwright/test";
import { prisma } from "../../app/db.server";
import { hashPassword } from "../../app/utils/password.server";
import { DEMO_ADMIN, DEMO_CUSTOMER, expect, test, uniqueEmail } from "./fixtures";

async function signOut(page: Page) {
  const menu = page.locator('header details:has(form[action="/logout"])').filter({ visible: true }).first();
  await menu.locator("summary").click();
  await menu.locator('form[action="/logout"] button').click();
  await expect(page).toHaveURL("/");
  await expect(page.getByTestId("toast")).toContainText("Logged out successfully");
}

async function fillRegistration(page: Page, values: Partial<Record<string, string>> = {}) {
  const v = {
    firstName: "Kavya",
    lastName: "Iyer",
    email: uniqueEmail("reg"),
    phone: "+91 98250 67890",
    password: "Silk2026x",
    confirmPassword: "Silk2026x",
    ...values,
  };
  await page.getByLabel("First name").fill(v.firstName);
  await page.getByLabel("Last name").fill(v.lastName);
  await page.getByLabel("Email address").fill(v.email);
  await page.getByLabel("Phone number").fill(v.phone);
  await page.getByLabel("Password", { exact: true }).fill(v.password);
  await page.getByLabel("Confirm password").fill(v.confirmPassword);
  return v;
}

test.describe("sign-in", () => {
  test("register, sign out and sign in again", async ({ page }) => {
    await page.goto("/register");
    const v = await fillRegistration(page);
    await page.getByLabel(/I agree to the/).check();
    await page.getByRole("button", { name: "Create Account" }).click();

    await expect(page).toHaveURL("/account");
    await expect(page.getByTestId("toast")).toContainText("Registration successful! Welcome to Surat Ethnic Wear!");
    await expect(page.getByText(`Welcome, ${v.firstName}`)).toBeVisible();

    await signOut(page);

    await page.goto("/login");
    await page.getByLabel("Email address").fill(v.email);
    await page.getByLabel("Password", { exact: true }).fill(v.password);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page).toHaveURL("/account");
    await expect(page.getByTestId("toast")).toContainText("Login successful!");
  });

  test("a wrong password shows the documented message and keeps the e-mail", async ({ page }) => {
    await page.goto("/login");
    await page.getByLabel("Email address").fill(DEMO_CUSTOMER.email);
    await page.getByLabel("Password", { exact: true }).fill("NotThePassword1");
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Invalid email or password. Please try again." })).toBeVisible();
    await expect(page.getByLabel("Email address")).toHaveValue(DEMO_CUSTOMER.email);
    await expect(page.getByLabel("Password", { exact: true })).toHaveValue("");
  });

  test("register shows the message for each rule the browser cannot check itself", async ({ page, isNoJs }) => {
    await page.goto("/register");
    const cases: Array<[Record<string, string>, string]> = [
      [{ phone: "12345" }, "Please enter a valid phone number"],
      [{ password: "alllowercase1", confirmPassword: "alllowercase1" }, "Password must contain uppercase, lowercase, and number"],
      [{ confirmPassword: "Different1x" }, "Passwords do not match"],
    ];
    for (const [values, message] of cases) {
      const v = await fillRegistration(page, values);
      await page.getByLabel(/I agree to the/).check();
      await page.getByRole("button", { name: "Create Account" }).click();
      await expect(page.getByText(message)).toBeVisible();
      await expect(page).toHaveURL(/\/register/);
      await expect(page.getByLabel("First name")).toHaveValue(v.firstName);
      // A server round trip (no JavaScript) never sends the password back.
      if (isNoJs) await expect(page.getByLabel("Password", { exact: true })).toHaveValue("");
    }
  });

  test("the action's own message (e-mail already registered) shows even when another field was edited while the post was on its way", async ({ page, isNoJs }) => {
    test.skip(isNoJs, "without JavaScript there are no field checks");
    const TAKEN = "An account with this email already exists";
    await page.goto("/register");
    await fillRegistration(page, { email: DEMO_CUSTOMER.email });
    await page.getByLabel(/I agree to the/).check();
    // A slow network: the post is held while the shopper edits a field the browser already checked.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/register\.data(\?.*)?$/, async (route) => {
      if (route.request().method() === "POST") await held;
      await route.continue();
    });
    await page.getByRole("button", { name: "Create Account" }).click();
    const checked = page.waitForResponse((response) => /\/forms\/register\/validate/.test(response.url()));
    await page.getByLabel("First name").fill("Kavyaa");
    await checked;
    const replied = page.waitForResponse((response) => response.request().method() === "POST" && /\/register\.data/.test(response.url()));
    release();
    await replied;
    await expect(page.getByText(TAKEN)).toBeVisible();
    await expect(page.getByLabel("First name")).toHaveValue("Kavyaa");
    const emailChecked = page.waitForResponse((response) => /\/forms\/register\/validate/.test(response.url()));
    await page.getByLabel("Email address").fill(uniqueEmail("reg"));
    await page.getByLabel("Phone number").focus();
    await emailChecked;
    await expect(page.getByText(TAKEN)).toHaveCount(0);
  });

  test("a password corrected after the reply loses the reply's message (replies never carry passwords)", async ({ page, isNoJs }) => {
    test.skip(isNoJs, "without JavaScript every post is a new page");
    const RULE = "Password must contain uppercase, lowercase, and number";
    await page.goto("/register");
    await fillRegistration(page, { password: "alllowercase1", confirmPassword: "alllowercase1" });
    await page.getByLabel(/I agree to the/).check();
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(page.getByText(RULE)).toBeVisible();
    await page.getByLabel("Password", { exact: true }).fill("Silk2026x");
    await expect(page.getByText(RULE)).toHaveCount(0);
  });

  test("register with every field empty shows every required message", async ({ page, isNoJs }) => {
    await page.goto("/register");
    if (isNoJs) {
      // Without JavaScript the browser's own required-field check runs first; switch it off to see the server's answer.
      await page.locator("form#register").evaluate((f: HTMLFormElement) => (f.noValidate = true));
    }
    await page.getByRole("button", { name: "Create Account" }).click();
    for (const message of [
      "First name is required",
      "Last name is required",
      "Email is required",
      "Phone number is required",
      "Password is required",
      "Please confirm your password",
      "You must agree to the terms and conditions",
    ]) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
  });

  test("the strength meter grades the password as it is typed", async ({ page, isNoJs }) => {
    test.skip(isNoJs, "the meter is an enhancement; without JavaScript the rules are checked on submit");
    await page.goto("/register");
    const password = page.getByLabel("Password", { exact: true });
    await password.fill("abc");
    await expect(page.getByTestId("password-strength")).toContainText("Weak");
    await password.fill("Abcdefg1!");
    await expect(page.getByTestId("password-strength")).toContainText("Very Strong");
  });

  test("a deactivated customer cannot sign in", async ({ page }) => {
    const email = uniqueEmail("inactive");
    await prisma.user.create({
      data: { email, passwordHash: await hashPassword("Inactive@123"), firstName: "Old", lastName: "Account", isActive: false },
    });
    await page.goto("/login");
    await page.getByLabel("Email address").fill(email);
    await page.getByLabel("Password", { exact: true }).fill("Inactive@123");
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Your account has been deactivated. Please contact support." })).toBeVisible();
    await expect(page).toHaveURL(/\/login/);
  });

  test("sign-in returns to the page that asked for it", async ({ page }) => {
    await page.goto("/account");
    await expect(page).toHaveURL("/login?redirect=%2Faccount");
    await page.getByLabel("Email address").fill(DEMO_CUSTOMER.email);
    await page.getByLabel("Password", { exact: true }).fill(DEMO_CUSTOMER.password);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page).toHaveURL("/account");
  });

  test("signed-in users are kept away from /login and /register", async ({ page, login }) => {
    await login("customer");
    await page.goto("/login");
    await expect(page).toHaveURL("/account");
    await page.goto("/register?redirect=/wishlist");
    await expect(page).toHaveURL("/wishlist");
  });

  test("a customer is sent away from /admin", async ({ page, login }) => {
    await login("customer");
    await page.goto("/admin");
    await expect(page).toHaveURL("/");
  });

  test("an admin signing in lands on /admin", async ({ page }) => {
    await page.goto("/login");
    await page.getByLabel("Email address").fill(DEMO_ADMIN.email);
    await page.getByLabel("Password", { exact: true }).fill(DEMO_ADMIN.password);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page).toHaveURL("/admin");
  });

  test("guests going to /admin are asked to sign in and come back", async ({ page }) => {
    await page.goto("/admin");
    await expect(page).toHaveURL("/login?redirect=%2Fadmin");
  });

  test("forgot password e-mails a single-use link that sets a new password", async ({ page }) => {
    const email = uniqueEmail("forgot");
    await prisma.user.create({ data: { email, passwordHash: await hashPassword("Before@123"), firstName: "Nisha", lastName: "Rao" } });
    await page.goto("/login");
    await page.getByRole("link", { name: "Forgot password?" }).click();
    await expect(page).toHaveURL("/forgot-password");
    // Let the client-side navigation settle before typing, so the new form is mounted.
    await page.waitForLoadState("networkidle");
    await page.getByLabel("Email address").fill(email);
    await expect(page.getByLabel("Email address")).toHaveValue(email);
    await page.getByRole("button", { name: "Send Reset Link" }).click();
    await expect(page.getByRole("status").filter({ hasText: "If an account exists for that email" })).toBeVisible();

    const mail = await prisma.emailOutbox.findFirstOrThrow({ where: { to: email, template: "password-reset" } });
    const link = new URL(mail.text.match(/https?:\/\/\S+/)![0]);
    await page.goto(link.pathname + link.search);
    await page.getByLabel("New password", { exact: true }).fill("After@1234");
    await page.getByLabel("Confirm new password").fill("After@1234");
    await page.getByRole("button", { name: "Reset Password" }).click();
    await expect(page).toHaveURL("/login");

    await page.getByLabel("Email address").fill(email);
    await page.getByLabel("Password", { exact: true }).fill("After@1234");
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page).toHaveURL("/account");

    await page.goto(link.pathname + link.search);
    await expect(page.getByText("This reset link is invalid or has expired.")).toBeVisible();
  });
});
