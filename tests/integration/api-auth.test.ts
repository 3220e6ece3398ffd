import { describe, expect, it } from "vitest";
import { prisma } from "~/db.server";
import { setUserActive } from "~/models/user.server";
import * as changePassword from "~/routes/api.auth.change-password";
import * as forgotPassword from "~/routes/api.auth.forgot-password";
import * as login from "~/routes/api.auth.login";
import * as logout from "~/routes/api.auth.logout";
import * as profile from "~/routes/api.auth.profile";
import * as refresh from "~/routes/api.auth.refresh-token";
import * as register from "~/routes/api.auth.register";
import * as resetPassword from "~/routes/api.auth.reset-password";
import {
  callAction,
  callLoader,
  createUser,
  expiredAccessToken,
  jsonRequest,
  readEnvelope,
  signAccessToken,
  tokensFor,
  uniqueEmail,
  uniqueIp,
} from "./helpers";

const INVALID = "Invalid email or password";
const DEACTIVATED = "Your account has been deactivated. Please contact support.";
const CHANGE_RULE = "Password must be 8+ chars and include uppercase, lowercase, number, and special character";
const FORGOT_SENT = "If an account exists for this email, a password reset link has been sent.";

const post = (module: Parameters<typeof callAction>[0], path: string, body: unknown, token?: string, clientIp?: string) =>
  callAction(module, jsonRequest("POST", path, body, { token }), {}, { clientIp });

const loginAs = (email: string, password: string, clientIp?: string) => post(login, "/api/auth/login", { email, password }, undefined, clientIp);
const refreshWith = (refreshToken: string) => post(refresh, "/api/auth/refresh-token", { refreshToken });
const getProfile = (token?: string) => callLoader(profile, jsonRequest("GET", "/api/auth/profile", undefined, { token }));

function registration(overrides: Record<string, unknown> = {}) {
  return {
    firstName: "Meera",
    lastName: "Shah",
    email: uniqueEmail("register"),
    phone: "+91 98765 43210",
    password: "Secret123",
    confirmPassword: "Secret123",
    gender: "female",
    agreeToTerms: true,
    ...overrides,
  };
}

async function expectFieldError(res: Response, param: string, msg: string) {
  expect(res.status).toBe(400);
  const body = await readEnvelope(res);
  expect(body.success).toBe(false);
  expect(body.data).toBeNull();
  expect(body.errors).toEqual([{ param, msg }]);
}

/** Asks for a reset link and returns the token from the queued e-mail. */
async function resetTokenFor(email: string) {
  const res = await post(forgotPassword, "/api/auth/forgot-password", { email });
  expect(res.status).toBe(200);
  const mail = await prisma.emailOutbox.findFirst({ where: { to: email, template: "password-reset" }, orderBy: { createdAt: "desc" } });
  const link = /\/reset-password\?token=([\w-]+)/.exec(mail?.text ?? "");
  expect(link).not.toBeNull();
  return link![1];
}

describe("POST /api/auth/register", () => {
  it("creates the account and returns 201 with the user and a token pair", async () => {
    const input = registration({ email: uniqueEmail("Register").toUpperCase() });
    const res = await post(register, "/api/auth/register", input);
    expect(res.status).toBe(201);
    const body = await readEnvelope(res);
    expect(body.success).toBe(true);
    expect(body.message).toBe("Registration successful!");
    expect(new Date(body.timestamp).toISOString()).toBe(body.timestamp);
    expect(Object.keys(body.data).sort()).toEqual(["refreshToken", "token", "user"]);
    expect(Object.keys(body.data.user).sort()).toEqual(["email", "firstName", "id", "joinedDate", "lastName", "phone", "role"]);
    expect(body.data.user).toMatchObject({ firstName: "Meera", lastName: "Shah", email: input.email.toLowerCase(), phone: "+91 98765 43210", role: "customer" });
    expect(typeof body.data.token).toBe("string");
    expect(body.data.refreshToken.length).toBeGreaterThanOrEqual(43);
    expect(JSON.stringify(body)).not.toContain("passwordHash");

    // The token works straight away.
    const me = await readEnvelope(await getProfile(body.data.token));
    expect(me.data.email).toBe(input.email.toLowerCase());
  });

  it.each([
    ["firstName", { firstName: "" }, "First name is required"],
    ["lastName", { lastName: "   " }, "Last name is required"],
    ["email", { email: "not-an-email" }, "Please enter a valid email address"],
    ["phone", { phone: "12345" }, "Please enter a valid phone number"],
    ["password", { password: "Short1", confirmPassword: "Short1" }, "Password must be at least 8 characters"],
    ["password", { password: "alllowercase1", confirmPassword: "alllowercase1" }, "Password must contain uppercase, lowercase, and number"],
    ["confirmPassword", { confirmPassword: "Different123" }, "Passwords do not match"],
    ["agreeToTerms", { agreeToTerms: false }, "You must agree to the terms and conditions"],
  ])("rejects a bad %s with the document's message", async (param, overrides, msg) => {
    const input = registration(overrides);
    const res = await post(register, "/api/auth/register", input);
    await expectFieldError(res, param, msg);
    expect(await prisma.user.count({ where: { email: String(input.email).toLowerCase() } })).toBe(0);
  });

  it("lists one error per bad field", async () => {
    const res = await post(register, "/api/auth/register", { email: "x" });
    expect(res.status).toBe(400);
    const body = await readEnvelope(res);
    expect(body.message).toBe("Validation failed");
    expect(body.errors).toEqual([
      { param: "firstName", msg: "First name is required" },
      { param: "lastName", msg: "Last name is required" },
      { param: "email", msg: "Please enter a valid email address" },
      { param: "phone", msg: "Phone number is required" },
      { param: "password", msg: "Password is required" },
      { param: "confirmPassword", msg: "Please confirm your password" },
      { param: "agreeToTerms", msg: "You must agree to the terms and conditions" },
    ]);
  });

  it("answers 409 when the e-mail is taken (in any letter case)", async () => {
    const existing = await createUser();
    const res = await post(register, "/api/auth/register", registration({ email: existing.email.toUpperCase() }));
    expect(res.status).toBe(409);
    const body = await readEnvelope(res);
    expect(body.message).toBe("An account with this email already exists");
    expect(body.success).toBe(false);
    expect(await prisma.user.count({ where: { email: existing.email } })).toBe(1);
  });
});

describe("POST /api/auth/login", () => {
  it("returns the user and a token pair", async () => {
    const user = await createUser();
    const res = await loginAs(user.email.toUpperCase(), user.password);
    expect(res.status).toBe(200);
    const body = await readEnvelope(res);
    expect(body.message).toBe("Login successful!");
    expect(body.data.user).toEqual({
      id: user.id,
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      phone: user.phone,
      role: "customer",
      joinedDate: user.joinedDate,
    });
    expect(typeof body.data.token).toBe("string");
    expect(typeof body.data.refreshToken).toBe("string");
    expect(await prisma.refreshToken.count({ where: { userId: user.id } })).toBe(1);
  });

  it("answers 401 'Invalid email or password' for a wrong password and for an unknown e-mail alike", async () => {
    const user = await createUser();
    const wrong = await loginAs(user.email, "WrongPass123");
    const unknown = await loginAs(uniqueEmail("nobody"), "WrongPass123");
    for (const res of [wrong, unknown]) {
      expect(res.status).toBe(401);
      const body = await readEnvelope(res);
      expect(body).toMatchObject({ success: false, message: INVALID, data: null });
      expect(body.errors).toBeUndefined();
    }
  });

  it("answers 403 for a deactivated account with the right password", async () => {
    const user = await createUser({ isActive: false });
    const res = await loginAs(user.email, user.password);
    expect(res.status).toBe(403);
    expect((await readEnvelope(res)).message).toBe(DEACTIVATED);
    // ...and 401 (not 403) with a wrong password, so the account's state is not revealed.
    expect((await loginAs(user.email, "WrongPass123")).status).toBe(401);
  });

  it("answers 400 with field errors for a missing password", async () => {
    await expectFieldError(await post(login, "/api/auth/login", { email: uniqueEmail() }), "password", "Password is required");
  });

  it("gives 429 with Retry-After on the 11th failed attempt for one e-mail, from any address", async () => {
    const user = await createUser();
    for (let i = 1; i <= 10; i++) {
      const res = await loginAs(user.email, "WrongPass123", uniqueIp());
      expect(res.status, `attempt ${i}`).toBe(401);
    }
    const blocked = await loginAs(user.email, user.password, uniqueIp());
    expect(blocked.status).toBe(429);
    const retryAfter = Number(blocked.headers.get("Retry-After"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect((await readEnvelope(blocked)).message).toBe("Too many attempts. Please wait a few minutes and try again.");
    // Another account is not affected.
    const other = await createUser();
    expect((await loginAs(other.email, other.password, uniqueIp())).status).toBe(200);
  });

  it("limits attempts per address as well (50: a shared address is not one account)", async () => {
    const ip = uniqueIp();
    for (let i = 1; i <= 50; i++) expect((await loginAs(uniqueEmail("spray"), "WrongPass123", ip)).status).toBe(401);
    expect((await loginAs(uniqueEmail("spray"), "WrongPass123", ip)).status).toBe(429);
  });
});

describe("GET and PUT /api/auth/profile", () => {
  it("returns the signed-in user with no-store caching", async () => {
    const user = await createUser();
    const { token } = await tokensFor(user);
    const res = await getProfile(token);
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe("no-store");
    const body = await readEnvelope(res);
    expect(body.data).toMatchObject({ id: user.id, email: user.email, role: "customer" });
  });

  it("answers 401 without a token, with a garbage token, with an expired token and with a wrong scheme", async () => {
    const user = await createUser();
    // The same signing with a future expiry is accepted, so the expired case fails only for its expiry.
    expect((await getProfile(await signAccessToken(user.id, 60))).status).toBe(200);
    const cases = [
      await getProfile(),
      await getProfile("garbage.token.value"),
      await getProfile(await expiredAccessToken(user.id)),
      await callLoader(profile, jsonRequest("GET", "/api/auth/profile", undefined, { headers: { Authorization: `Basic abc` } })),
    ];
    for (const res of cases) {
      expect(res.status).toBe(401);
      expect(res.headers.get("WWW-Authenticate")).toMatch(/^Bearer/);
      const body = await readEnvelope(res);
      expect(body.success).toBe(false);
      expect(["Authentication required", "Invalid or expired token"]).toContain(body.message);
    }
  });

  it("does not accept a refresh token as an access token", async () => {
    const user = await createUser();
    const { refreshToken } = await tokensFor(user);
    expect((await getProfile(refreshToken)).status).toBe(401);
  });

  it("updates the name and phone", async () => {
    const user = await createUser();
    const { token } = await tokensFor(user);
    const res = await callAction(profile, jsonRequest("PUT", "/api/auth/profile", { firstName: " Ravi ", lastName: "Kumar", phone: "9123456789", role: "admin" }, { token }));
    expect(res.status).toBe(200);
    const body = await readEnvelope(res);
    expect(body.message).toBe("Profile updated successfully!");
    expect(body.data).toMatchObject({ id: user.id, firstName: "Ravi", lastName: "Kumar", phone: "9123456789", role: "customer" });
    expect(await prisma.user.findUnique({ where: { id: user.id }, select: { firstName: true, role: true } })).toEqual({ firstName: "Ravi", role: "customer" });
  });

  it("rejects a bad phone with the document's message and 401s without a token", async () => {
    const user = await createUser();
    const { token } = await tokensFor(user);
    await expectFieldError(
      await callAction(profile, jsonRequest("PUT", "/api/auth/profile", { firstName: "A", lastName: "B", phone: "abc" }, { token })),
      "phone",
      "Please enter a valid phone number",
    );
    expect((await callAction(profile, jsonRequest("PUT", "/api/auth/profile", { firstName: "A", lastName: "B", phone: "9123456789" }))).status).toBe(401);
  });
});

describe("POST /api/auth/change-password", () => {
  const change = (token: string | undefined, body: unknown) => post(changePassword, "/api/auth/change-password", body, token);

  it("rejects a wrong current password with 400", async () => {
    const user = await createUser();
    const { token } = await tokensFor(user);
    const res = await change(token, { currentPassword: "NotMyPass1!", newPassword: "NewPass@2024" });
    await expectFieldError(res, "currentPassword", "Current password is incorrect");
  });

  it("rejects a weak new password with the document's message", async () => {
    const user = await createUser();
    const { token } = await tokensFor(user);
    await expectFieldError(await change(token, { currentPassword: user.password, newPassword: "NoSpecial123" }), "newPassword", CHANGE_RULE);
    await expectFieldError(await change(token, { currentPassword: user.password }), "newPassword", "All fields are required");
  });

  it("changes the password: the old one stops working and the new one signs in", async () => {
    const user = await createUser();
    const { token } = await tokensFor(user);
    const res = await change(token, { currentPassword: user.password, newPassword: "NewPass@2024" });
    expect(res.status).toBe(200);
    const body = await readEnvelope(res);
    expect(body).toMatchObject({ success: true, message: "Password changed successfully" });
    // The caller stays signed in with a fresh pair; every other sign-in ended.
    expect(Object.keys(body.data).sort()).toEqual(["refreshToken", "token"]);
    expect((await getProfile(token)).status).toBe(401);
    expect((await getProfile(body.data.token)).status).toBe(200);
    expect((await loginAs(user.email, user.password)).status).toBe(401);
    expect((await loginAs(user.email, "NewPass@2024")).status).toBe(200);
  });

  it("answers 401 without a token", async () => {
    expect((await change(undefined, { currentPassword: "x", newPassword: "NewPass@2024" })).status).toBe(401);
  });
});

describe("forgot-password and reset-password", () => {
  it("gives the same answer for a known and an unknown e-mail and queues a link only for the known one", async () => {
    const user = await createUser();
    const unknownEmail = uniqueEmail("ghost");
    const known = await post(forgotPassword, "/api/auth/forgot-password", { email: user.email });
    const unknown = await post(forgotPassword, "/api/auth/forgot-password", { email: unknownEmail });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    const a = await readEnvelope(known);
    const b = await readEnvelope(unknown);
    expect({ ...a, timestamp: "" }).toEqual({ ...b, timestamp: "" });
    expect(a).toMatchObject({ success: true, message: FORGOT_SENT, data: null });

    const mails = await prisma.emailOutbox.findMany({ where: { to: user.email, template: "password-reset" } });
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toMatch(/https?:\/\/[^\s/]+\/reset-password\?token=[\w-]{40,}/);
    expect(await prisma.emailOutbox.count({ where: { to: unknownEmail } })).toBe(0);
  });

  it("rejects a bad e-mail with 400", async () => {
    await expectFieldError(await post(forgotPassword, "/api/auth/forgot-password", { email: "nope" }), "email", "Please enter a valid email address");
  });

  it("is rate limited per e-mail", async () => {
    const user = await createUser();
    for (let i = 1; i <= 5; i++) expect((await post(forgotPassword, "/api/auth/forgot-password", { email: user.email })).status).toBe(200);
    const res = await post(forgotPassword, "/api/auth/forgot-password", { email: user.email });
    expect(res.status).toBe(429);
    expect(Number(res.headers.get("Retry-After"))).toBeGreaterThan(0);
  });

  it("resets once with a valid token and ends every refresh token of the user", async () => {
    const user = await createUser();
    const first = await tokensFor(user);
    const second = await tokensFor(user);
    const token = await resetTokenFor(user.email);

    const res = await post(resetPassword, "/api/auth/reset-password", { token, password: "Fresh@Pass1" });
    expect(res.status).toBe(200);
    expect(await readEnvelope(res)).toMatchObject({ success: true, data: null });
    expect((await loginAs(user.email, user.password)).status).toBe(401);
    expect((await loginAs(user.email, "Fresh@Pass1")).status).toBe(200);

    for (const pair of [first, second]) expect((await refreshWith(pair.refreshToken)).status).toBe(401);

    // Single use.
    const again = await post(resetPassword, "/api/auth/reset-password", { token, password: "Other@Pass2" });
    await expectFieldError(again, "token", "This reset link is invalid or has expired.");
    expect((await loginAs(user.email, "Fresh@Pass1")).status).toBe(200);
  });

  it("rejects an expired token, an unknown token and a weak password", async () => {
    const user = await createUser();
    const token = await resetTokenFor(user.email);
    await expectFieldError(await post(resetPassword, "/api/auth/reset-password", { token, password: "weakpass" }), "password", CHANGE_RULE);

    await prisma.passwordResetToken.updateMany({ where: { userId: user.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    await expectFieldError(await post(resetPassword, "/api/auth/reset-password", { token, password: "Fresh@Pass1" }), "token", "This reset link is invalid or has expired.");
    await expectFieldError(
      await post(resetPassword, "/api/auth/reset-password", { token: "x".repeat(43), password: "Fresh@Pass1" }),
      "token",
      "This reset link is invalid or has expired.",
    );
    expect((await loginAs(user.email, user.password)).status).toBe(200);
  });
});

describe("POST /api/auth/refresh-token", () => {
  it("rotates: returns a new pair, and the new access token works", async () => {
    const user = await createUser();
    const pair = await tokensFor(user);
    const res = await refreshWith(pair.refreshToken);
    expect(res.status).toBe(200);
    const body = await readEnvelope(res);
    expect(Object.keys(body.data).sort()).toEqual(["refreshToken", "token"]);
    expect(body.data.refreshToken).not.toBe(pair.refreshToken);
    expect(body.data.token).not.toBe(pair.token);
    expect((await getProfile(body.data.token)).status).toBe(200);

    const rows = await prisma.refreshToken.findMany({ where: { userId: user.id }, orderBy: { createdAt: "asc" } });
    expect(rows).toHaveLength(2);
    expect(rows[0].familyId).toBe(rows[1].familyId);
    expect(rows[0].replacedAt).not.toBeNull();
    expect(rows[0].revokedAt).not.toBeNull();
    expect(rows[1].revokedAt).toBeNull();
    // Stored hashed, never in clear.
    expect(rows.map((r) => r.tokenHash)).not.toContain(pair.refreshToken);
    expect(rows.map((r) => r.tokenHash)).not.toContain(body.data.refreshToken);
  });

  it("detects reuse: the old token gets 401 and the family's newer token is revoked too", async () => {
    const user = await createUser();
    const pair = await tokensFor(user);
    const other = await tokensFor(user); // another sign-in: a different family
    const rotated = await readEnvelope(await refreshWith(pair.refreshToken));

    const reuse = await refreshWith(pair.refreshToken);
    expect(reuse.status).toBe(401);
    expect((await readEnvelope(reuse)).message).toBe("Invalid or expired refresh token");
    expect((await refreshWith(rotated.data.refreshToken)).status).toBe(401);
    // The other sign-in is untouched.
    expect((await refreshWith(other.refreshToken)).status).toBe(200);
  });

  it("lets only one of two concurrent refreshes with the same token succeed", async () => {
    const user = await createUser();
    const pair = await tokensFor(user);
    const results = await Promise.all([refreshWith(pair.refreshToken), refreshWith(pair.refreshToken)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 401]);
  });

  it("answers 401 for an unknown or expired token and 400 without one", async () => {
    expect((await refreshWith("not-a-real-refresh-token")).status).toBe(401);
    const user = await createUser();
    const pair = await tokensFor(user);
    await prisma.refreshToken.updateMany({ where: { userId: user.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect((await refreshWith(pair.refreshToken)).status).toBe(401);
    await expectFieldError(await post(refresh, "/api/auth/refresh-token", {}), "refreshToken", "Refresh token is required");
  });
});

describe("POST /api/auth/logout", () => {
  it("revokes the presented refresh token", async () => {
    const user = await createUser();
    const pair = await tokensFor(user);
    const other = await tokensFor(user);
    const res = await post(logout, "/api/auth/logout", { refreshToken: pair.refreshToken }, pair.token);
    expect(res.status).toBe(200);
    expect(await readEnvelope(res)).toMatchObject({ success: true, message: "Logged out successfully", data: null });
    expect((await refreshWith(pair.refreshToken)).status).toBe(401);
    expect((await refreshWith(other.refreshToken)).status).toBe(200);
  });

  it("without a refresh token (and without a body) revokes all of the user's refresh tokens", async () => {
    const user = await createUser();
    const a = await tokensFor(user);
    const b = await tokensFor(user);
    const res = await callAction(logout, jsonRequest("POST", "/api/auth/logout", undefined, { token: a.token }));
    expect(res.status).toBe(200);
    expect((await refreshWith(a.refreshToken)).status).toBe(401);
    expect((await refreshWith(b.refreshToken)).status).toBe(401);
  });

  it("does not touch another user's refresh token and needs a bearer token", async () => {
    const alice = await createUser();
    const bob = await createUser();
    const aliceTokens = await tokensFor(alice);
    const bobTokens = await tokensFor(bob);
    expect((await post(logout, "/api/auth/logout", { refreshToken: bobTokens.refreshToken }, aliceTokens.token)).status).toBe(200);
    expect((await refreshWith(bobTokens.refreshToken)).status).toBe(200);
    expect((await post(logout, "/api/auth/logout", { refreshToken: aliceTokens.refreshToken })).status).toBe(401);
  });
});

describe("a deactivated user", () => {
  it("gets 403 on profile with a still-unexpired access token, and cannot refresh", async () => {
    const user = await createUser();
    const pair = await tokensFor(user);
    expect((await getProfile(pair.token)).status).toBe(200);
    await setUserActive(user.id, false);

    const res = await getProfile(pair.token);
    expect(res.status).toBe(403);
    expect((await readEnvelope(res)).message).toBe(DEACTIVATED);
    expect([401, 403]).toContain((await refreshWith(pair.refreshToken)).status);
  });

  it("gets 403 on refresh when the token was not revoked by the deactivation", async () => {
    const user = await createUser();
    const pair = await tokensFor(user);
    await prisma.user.update({ where: { id: user.id }, data: { isActive: false } });
    const res = await refreshWith(pair.refreshToken);
    expect(res.status).toBe(403);
    expect((await readEnvelope(res)).message).toBe(DEACTIVATED);
    expect(await prisma.refreshToken.count({ where: { userId: user.id, revokedAt: null } })).toBe(0);
  });
});
