import { describe, expect, it } from "vitest";
import { prisma } from "~/db.server";
import { setUserActive } from "~/models/user.server";
import { getSessionUser } from "~/models/session.server";
import * as apiChangePassword from "~/routes/api.auth.change-password";
import * as apiForgotPassword from "~/routes/api.auth.forgot-password";
import * as apiLogin from "~/routes/api.auth.login";
import * as apiLogout from "~/routes/api.auth.logout";
import * as apiProfile from "~/routes/api.auth.profile";
import * as apiRefresh from "~/routes/api.auth.refresh-token";
import * as apiRegister from "~/routes/api.auth.register";
import * as apiResetPassword from "~/routes/api.auth.reset-password";
import * as webChangePassword from "~/routes/change-password";
import * as webForgotPassword from "~/routes/forgot-password";
import * as webLogin from "~/routes/login";
import * as webRegister from "~/routes/register";
import { RATE_LIMITS } from "~/models/rate-limit.server";
import { callAction, callLoader, createUser, formPost, jsonRequest, readEnvelope, tokensFor, uniqueEmail, uniqueIp, webSessionCookie } from "./helpers";

// Issue 11, section 5 (accounts and tokens): one rate limiter for the web and
// the API, per e-mail and per address with the documented numbers; the API's
// change-password behaves as the web's; access tokens die at once on logout,
// password change, reset and deactivation.

const WRONG = "WrongPass@123";

const apiPost = (module: Parameters<typeof callAction>[0], path: string, body: unknown, { token, ip }: { token?: string; ip?: string } = {}) =>
  callAction(module, jsonRequest("POST", path, body, { token }), {}, { clientIp: ip });

/** A web form post with a chosen client address; the status of what the action answered. */
async function webPost(fn: (args: never) => unknown, path: string, fields: Record<string, string>, ip: string, cookie?: string) {
  const request = formPost(path, fields, cookie);
  let out: unknown;
  try {
    out = await fn({ request, params: {}, context: { clientIp: ip } } as never);
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status, response: thrown };
    throw thrown;
  }
  if (out instanceof Response) return { status: out.status, response: out };
  const init = (out as { init?: { status?: number } | null }).init;
  return { status: init?.status ?? 200, response: null };
}

const apiLoginAs = (email: string, password: string, ip: string) => apiPost(apiLogin, "/api/auth/login", { email, password }, { ip });
const webLoginAs = (email: string, password: string, ip: string) => webPost(webLogin.action as never, "/login", { email, password }, ip);
const profileWith = (token: string) => callLoader(apiProfile, jsonRequest("GET", "/api/auth/profile", undefined, { token }));

function registration(email = uniqueEmail("reg")) {
  return {
    firstName: "Meera",
    lastName: "Shah",
    email,
    phone: "+91 98765 43210",
    password: "Secret123",
    confirmPassword: "Secret123",
    agreeToTerms: true,
    subscribeNewsletter: false,
  };
}

describe("one sign-in limiter for the web and the API", () => {
  it("uses the documented numbers: 10 per e-mail and 50 per address in 15 minutes", () => {
    expect(RATE_LIMITS.login).toMatchObject({ limit: 10, ipLimit: 50, windowMs: 15 * 60_000 });
    expect(RATE_LIMITS.register).toMatchObject({ limit: 5, ipLimit: 20, windowMs: 60 * 60_000 });
  });

  it("API: an address gets the per-address budget, not one account's (an office behind one NAT is not locked out)", async () => {
    const ip = uniqueIp();
    for (let i = 1; i <= 15; i++) {
      expect((await apiLoginAs(uniqueEmail("office"), WRONG, ip)).status, `attempt ${i}`).toBe(401);
    }
  });

  it("counts one e-mail's guesses on the web and the API together", async () => {
    const user = await createUser();
    for (let i = 0; i < 5; i++) expect((await webLoginAs(user.email, WRONG, uniqueIp())).status).toBe(401);
    for (let i = 0; i < 5; i++) expect((await apiLoginAs(user.email, WRONG, uniqueIp())).status).toBe(401);
    // The 11th guess, whichever door it uses, is refused, even with the right password.
    expect((await apiLoginAs(user.email, user.password, uniqueIp())).status).toBe(429);
    expect((await webLoginAs(user.email, user.password, uniqueIp())).status).toBe(429);
  });

  it("counts one address's guesses on the web and the API together (50)", async () => {
    const ip = uniqueIp();
    for (let i = 0; i < 25; i++) expect((await webLoginAs(uniqueEmail("spray"), WRONG, ip)).status).toBe(401);
    for (let i = 0; i < 25; i++) expect((await apiLoginAs(uniqueEmail("spray"), WRONG, ip)).status).toBe(401);
    expect((await apiLoginAs(uniqueEmail("spray"), WRONG, ip)).status).toBe(429);
    expect((await webLoginAs(uniqueEmail("spray"), WRONG, ip)).status).toBe(429);
  });

  it("successful sign-ins do not use up the address's budget", { timeout: 60_000 }, async () => {
    const ip = uniqueIp();
    const users = await Promise.all(Array.from({ length: 3 }, () => createUser()));
    for (let i = 0; i < 30; i++) {
      const user = users[i % users.length];
      expect((await webLoginAs(user.email, user.password, ip)).status, `web sign-in ${i + 1}`).toBe(302);
      expect((await apiLoginAs(user.email, user.password, ip)).status, `API sign-in ${i + 1}`).toBe(200);
    }
    // ...and the address still has its whole budget for failures.
    for (let i = 0; i < 50; i++) expect((await apiLoginAs(uniqueEmail("after"), WRONG, ip)).status).toBe(401);
    expect((await apiLoginAs(uniqueEmail("after"), WRONG, ip)).status).toBe(429);
  });
});

describe("one registration and forgot-password limiter for the web and the API", () => {
  it("API: one address may register more than one account's limit (20 an hour, not 5)", { timeout: 60_000 }, async () => {
    const ip = uniqueIp();
    for (let i = 1; i <= 8; i++) {
      expect((await apiPost(apiRegister, "/api/auth/register", registration(), { ip })).status, `registration ${i}`).toBe(201);
    }
  });

  it("counts registrations from one address on the web and the API together", { timeout: 60_000 }, async () => {
    const ip = uniqueIp();
    for (let i = 0; i < 10; i++) expect((await apiPost(apiRegister, "/api/auth/register", registration(), { ip })).status).toBe(201);
    for (let i = 0; i < 10; i++) {
      const { agreeToTerms: _t, subscribeNewsletter: _n, ...rest } = registration();
      const fields = { ...rest, agreeToTerms: "on" };
      expect((await webPost(webRegister.action as never, "/register", fields as never, ip)).status).toBe(302);
    }
    expect((await apiPost(apiRegister, "/api/auth/register", registration(), { ip })).status).toBe(429);
  });

  it("forgot-password: per address 20, per e-mail 5, web and API together", async () => {
    const ip = uniqueIp();
    for (let i = 1; i <= 8; i++) {
      expect((await apiPost(apiForgotPassword, "/api/auth/forgot-password", { email: uniqueEmail("fp") }, { ip })).status, `request ${i}`).toBe(200);
    }
    const email = uniqueEmail("fp-one");
    for (let i = 0; i < 3; i++) expect((await webPost(webForgotPassword.action as never, "/forgot-password", { email }, uniqueIp())).status).toBe(200);
    for (let i = 0; i < 2; i++) expect((await apiPost(apiForgotPassword, "/api/auth/forgot-password", { email }, { ip: uniqueIp() })).status).toBe(200);
    expect((await apiPost(apiForgotPassword, "/api/auth/forgot-password", { email }, { ip: uniqueIp() })).status).toBe(429);
  });
});

describe("API change-password is the web's", () => {
  const change = (token: string, body: unknown, ip = uniqueIp()) => apiPost(apiChangePassword, "/api/auth/change-password", body, { token, ip });

  it("is rate limited like a sign-in (and shares the count with the web form)", async () => {
    const user = await createUser();
    const { token } = await tokensFor(user);
    const cookie = await webSessionCookie(user);
    for (let i = 0; i < 5; i++) expect((await change(token, { currentPassword: WRONG, newPassword: "NewPass@2024" })).status).toBe(400);
    for (let i = 0; i < 5; i++) {
      const fields = { currentPassword: WRONG, newPassword: "NewPass@2024", confirmPassword: "NewPass@2024" };
      expect((await webPost(webChangePassword.action as never, "/change-password", fields, uniqueIp(), cookie)).status).toBe(400);
    }
    const blocked = await change(token, { currentPassword: user.password, newPassword: "NewPass@2024" });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get("Retry-After"))).toBeGreaterThan(0);
  });

  it("ends every other web session and refresh token, and keeps the caller signed in with a new pair", async () => {
    const user = await createUser();
    const caller = await tokensFor(user);
    const otherDevice = await tokensFor(user);
    const browser = await webSessionCookie(user);
    const res = await change(caller.token, { currentPassword: user.password, newPassword: "NewPass@2024" });
    expect(res.status).toBe(200);
    const body = await readEnvelope(res);
    expect(body.message).toBe("Password changed successfully");
    // Other sign-ins are over.
    expect((await apiPost(apiRefresh, "/api/auth/refresh-token", { refreshToken: otherDevice.refreshToken })).status).toBe(401);
    expect((await apiPost(apiRefresh, "/api/auth/refresh-token", { refreshToken: caller.refreshToken })).status).toBe(401);
    expect(browser).toBeTruthy();
    expect(await prisma.session.count({ where: { userId: user.id } })).toBe(0);
    // The caller continues with the pair it was given.
    expect((await profileWith(body.data.token)).status).toBe(200);
    expect((await apiPost(apiRefresh, "/api/auth/refresh-token", { refreshToken: body.data.refreshToken })).status).toBe(200);
  });
});

describe("access tokens are revoked at once", () => {
  it("after API logout", async () => {
    const user = await createUser();
    const { token, refreshToken } = await tokensFor(user);
    expect((await profileWith(token)).status).toBe(200);
    expect((await apiPost(apiLogout, "/api/auth/logout", { refreshToken }, { token })).status).toBe(200);
    expect((await profileWith(token)).status).toBe(401);
  });

  it("after a password change on the web", async () => {
    const user = await createUser();
    const { token } = await tokensFor(user);
    const cookie = await webSessionCookie(user);
    const fields = { currentPassword: user.password, newPassword: "NewPass@2024", confirmPassword: "NewPass@2024" };
    expect((await webPost(webChangePassword.action as never, "/change-password", fields, uniqueIp(), cookie)).status).toBe(303);
    expect((await profileWith(token)).status).toBe(401);
  });

  it("after a password change through the API (the old access token of another device too)", async () => {
    const user = await createUser();
    const caller = await tokensFor(user);
    const other = await tokensFor(user);
    expect((await apiPost(apiChangePassword, "/api/auth/change-password", { currentPassword: user.password, newPassword: "NewPass@2024" }, { token: caller.token })).status).toBe(200);
    expect((await profileWith(caller.token)).status).toBe(401);
    expect((await profileWith(other.token)).status).toBe(401);
  });

  it("after a password reset", async () => {
    const user = await createUser();
    const { token } = await tokensFor(user);
    expect((await apiPost(apiForgotPassword, "/api/auth/forgot-password", { email: user.email })).status).toBe(200);
    const mail = await prisma.emailOutbox.findFirstOrThrow({ where: { to: user.email, template: "password-reset" }, orderBy: { createdAt: "desc" } });
    const resetToken = /token=([\w-]+)/.exec(mail.text)![1];
    expect((await apiPost(apiResetPassword, "/api/auth/reset-password", { token: resetToken, password: "NewPass@2024" })).status).toBe(200);
    expect((await profileWith(token)).status).toBe(401);
  });

  it("after deactivation by an admin, also once the account is active again", async () => {
    const user = await createUser();
    const { token } = await tokensFor(user);
    await setUserActive(user.id, false);
    expect((await profileWith(token)).status).toBe(403);
    await setUserActive(user.id, true);
    expect((await profileWith(token)).status).toBe(401);
    // A new sign-in works.
    const fresh = await tokensFor(user);
    expect((await profileWith(fresh.token)).status).toBe(200);
  });

  it("the web session of a user whose password was changed elsewhere is over", async () => {
    const user = await createUser();
    const cookie = await webSessionCookie(user);
    const id = (await prisma.session.findFirstOrThrow({ where: { userId: user.id } })).id;
    const { token } = await tokensFor(user);
    await apiPost(apiChangePassword, "/api/auth/change-password", { currentPassword: user.password, newPassword: "NewPass@2024" }, { token });
    expect(cookie).toBeTruthy();
    expect(await getSessionUser(id)).toBeNull();
  });
});
