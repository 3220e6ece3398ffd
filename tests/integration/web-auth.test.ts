import { beforeAll, describe, expect, it } from "vitest";
import { prisma } from "~/db.server";
import * as forgot from "~/routes/forgot-password";
import * as login from "~/routes/login";
import * as logoutRoute from "~/routes/logout";
import * as register from "~/routes/register";
import * as reset from "~/routes/reset-password";
import { hashPassword } from "~/utils/password.server";
import { getSessionUser } from "~/models/session.server";
import { getUser, requireAdmin, requireUser } from "~/utils/session.server";

// Web sign-in through the real route modules with real Requests, against this
// worker's SQLite file.

let seq = 0;
const unique = (p = "web") => `${p}.${Date.now()}.${++seq}@example.com`;

function form(path: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
  return new Request(`http://localhost${path}`, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
  });
}
// A fresh address per call unless a test is about per-IP limits.
let ipSeq = 0;
const ctx = (ip?: string) => ({ clientIp: ip ?? `10.9.${Math.floor(++ipSeq / 250)}.${ipSeq % 250}` });

type Reply = { status: string; error?: Record<string, string[] | null>; initialValue?: Record<string, unknown> };
async function run(fn: (args: never) => unknown, request: Request, ip?: string) {
  try {
    const out = (await fn({ request, params: {}, context: ctx(ip) } as never)) as unknown;
    return out;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}
function replyOf(out: unknown): { status: number; result: Reply } {
  const d = out as { init?: { status?: number }; data: { result: Reply } };
  return { status: d.init?.status ?? 200, result: d.data.result };
}
function cookiesOf(res: Response) {
  return res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

const goodRegistration = (email = unique()) => ({
  firstName: "Asha",
  lastName: "Patel",
  email,
  phone: "+91 98250 11111",
  password: "Secret123",
  confirmPassword: "Secret123",
  agreeToTerms: "on",
});

async function makeUser(opts: { role?: string; isActive?: boolean; password?: string } = {}) {
  const password = opts.password ?? "Customer@123";
  const user = await prisma.user.create({
    data: {
      email: unique("u"),
      passwordHash: await hashPassword(password),
      firstName: "Test",
      lastName: "User",
      role: opts.role ?? "customer",
      isActive: opts.isActive ?? true,
    },
  });
  return { ...user, password };
}

describe("register", () => {
  const cases: Array<[string, Record<string, string>, string, string]> = [
    ["first name", { firstName: "" }, "firstName", "First name is required"],
    ["last name", { lastName: "  " }, "lastName", "Last name is required"],
    ["email missing", { email: "" }, "email", "Email is required"],
    ["email invalid", { email: "not-an-email" }, "email", "Please enter a valid email address"],
    ["phone missing", { phone: "" }, "phone", "Phone number is required"],
    ["phone invalid", { phone: "12345" }, "phone", "Please enter a valid phone number"],
    ["phone letters", { phone: "98250abcde12" }, "phone", "Please enter a valid phone number"],
    ["password missing", { password: "", confirmPassword: "" }, "password", "Password is required"],
    ["password short", { password: "Ab1", confirmPassword: "Ab1" }, "password", "Password must be at least 8 characters"],
    ["password weak", { password: "alllowercase1", confirmPassword: "alllowercase1" }, "password", "Password must contain uppercase, lowercase, and number"],
    ["confirm missing", { confirmPassword: "" }, "confirmPassword", "Please confirm your password"],
    ["confirm differs", { confirmPassword: "Secret124" }, "confirmPassword", "Passwords do not match"],
    ["terms", { agreeToTerms: "" }, "agreeToTerms", "You must agree to the terms and conditions"],
  ];
  for (const [name, override, field, message] of cases) {
    it(`rejects a bad ${name} with "${message}" and keeps the other fields`, async () => {
      const fields = { ...goodRegistration(), ...override };
      if (override.agreeToTerms === "") delete (fields as Record<string, string>).agreeToTerms;
      const out = await run(register.action as never, form("/register", fields));
      const { status, result } = replyOf(out);
      expect(status).toBe(400);
      expect(result.error?.[field]).toContain(message);
      expect(result.initialValue?.password).toBeUndefined();
      expect(result.initialValue?.confirmPassword).toBeUndefined();
      if (field !== "firstName") expect(result.initialValue?.firstName).toBe("Asha");
      expect(await prisma.user.count({ where: { email: fields.email } })).toBe(0);
    });
  }

  it("creates the account, signs in with a session cookie and redirects a customer to /account", async () => {
    const email = unique("REG");
    const res = (await run(register.action as never, form("/register", goodRegistration(email)))) as Response;
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/account");
    const user = await prisma.user.findUniqueOrThrow({ where: { email: email.toLowerCase() } });
    expect(user.role).toBe("customer");
    expect(user.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(user.newsletter).toBe(false);
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith("__session="))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    const signedIn = await getUser(new Request("http://localhost/", { headers: { Cookie: cookiesOf(res) } }));
    expect(signedIn?.email).toBe(email.toLowerCase());
  });

  it("honours a local redirect and ignores an external one", async () => {
    const local = (await run(register.action as never, form("/register", { ...goodRegistration(), redirectTo: "/checkout" }))) as Response;
    expect(local.headers.get("Location")).toBe("/checkout");
    const external = (await run(register.action as never, form("/register", { ...goodRegistration(), redirectTo: "//evil.example/x" }))) as Response;
    expect(external.headers.get("Location")).toBe("/account");
  });

  it("refuses an e-mail that is taken, keeping what was typed", async () => {
    const email = unique();
    await run(register.action as never, form("/register", goodRegistration(email)));
    const out = await run(register.action as never, form("/register", { ...goodRegistration(email), firstName: "Second" }));
    const { status, result } = replyOf(out);
    expect(status).toBe(409);
    expect(result.error?.email).toEqual(["An account with this email already exists"]);
    expect(result.initialValue?.firstName).toBe("Second");
    expect(await prisma.user.count({ where: { email } })).toBe(1);
  });

  it("asks the address to confirm the newsletter when ticked (double opt-in)", async () => {
    const email = unique();
    await run(register.action as never, form("/register", { ...goodRegistration(email), subscribeNewsletter: "on" }));
    // Not subscribed until the e-mailed link is confirmed.
    expect((await prisma.user.findUniqueOrThrow({ where: { email } })).newsletter).toBe(false);
    expect(await prisma.newsletterSubscriber.count({ where: { email, confirmedAt: null } })).toBe(1);
    expect(await prisma.emailOutbox.count({ where: { to: email, template: "newsletter-confirm" } })).toBe(1);
  });
});

describe("login", () => {
  let customer: Awaited<ReturnType<typeof makeUser>>;
  let admin: Awaited<ReturnType<typeof makeUser>>;
  beforeAll(async () => {
    customer = await makeUser();
    admin = await makeUser({ role: "admin" });
  });

  it("shows the field messages for empty and short input", async () => {
    const out = replyOf(await run(login.action as never, form("/login", { email: "", password: "" })));
    expect(out.status).toBe(400);
    expect(out.result.error?.email).toEqual(["Email is required"]);
    expect(out.result.error?.password).toEqual(["Password is required"]);
    const short = replyOf(await run(login.action as never, form("/login", { email: "a@b", password: "12345" })));
    expect(short.result.error?.email).toEqual(["Please enter a valid email address"]);
    expect(short.result.error?.password).toEqual(["Password must be at least 6 characters"]);
  });

  it("answers a wrong password and an unknown e-mail with the same message", async () => {
    const wrong = replyOf(await run(login.action as never, form("/login", { email: customer.email, password: "Wrong@1234" })));
    const unknown = replyOf(await run(login.action as never, form("/login", { email: unique("nobody"), password: "Wrong@1234" })));
    for (const r of [wrong, unknown]) {
      expect(r.status).toBe(401);
      expect(r.result.error?.[""]).toEqual(["Invalid email or password. Please try again."]);
      expect(r.result.initialValue?.password).toBeUndefined();
    }
    expect(wrong.result.initialValue?.email).toBe(customer.email);
  });

  it("sends customers to /account, admins to /admin, and honours ?redirect", async () => {
    const c = (await run(login.action as never, form("/login", { email: customer.email, password: customer.password }))) as Response;
    expect(c.headers.get("Location")).toBe("/account");
    const a = (await run(login.action as never, form("/login", { email: admin.email.toUpperCase(), password: admin.password }))) as Response;
    expect(a.headers.get("Location")).toBe("/admin");
    const r = (await run(login.action as never, form("/login", { email: customer.email, password: customer.password, redirectTo: "/checkout?step=1" }))) as Response;
    expect(r.headers.get("Location")).toBe("/checkout?step=1");
  });

  it("issues a new session id at every sign-in and keeps it longer with remember me", async () => {
    const first = (await run(login.action as never, form("/login", { email: customer.email, password: customer.password }))) as Response;
    const firstCookie = first.headers.getSetCookie().find((c) => c.startsWith("__session="))!;
    expect(firstCookie).not.toMatch(/Max-Age|Expires/i);
    // The browser still carries that (now expired) session when it signs in again.
    await prisma.session.updateMany({ where: { userId: customer.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    const before = await prisma.session.count({ where: { userId: customer.id } });
    const second = (await run(
      login.action as never,
      form("/login", { email: customer.email, password: customer.password, remember: "on" }, { Cookie: cookiesOf(first) }),
    )) as Response;
    const secondCookie = second.headers.getSetCookie().find((c) => c.startsWith("__session="))!;
    expect(secondCookie).toMatch(/Max-Age=2592000/);
    expect(secondCookie.split(";")[0]).not.toBe(firstCookie.split(";")[0]);
    // The old session row was replaced, not kept alongside.
    expect(await prisma.session.count({ where: { userId: customer.id } })).toBe(before);
    const session = await prisma.session.findFirstOrThrow({ where: { userId: customer.id }, orderBy: { createdAt: "desc" } });
    expect(session.expiresAt.getTime() - Date.now()).toBeGreaterThan(29 * 86_400_000);
  });

  it("refuses a deactivated account, and its existing sessions stop working", async () => {
    const user = await makeUser();
    const res = (await run(login.action as never, form("/login", { email: user.email, password: user.password }))) as Response;
    const cookie = cookiesOf(res);
    expect(await getUser(new Request("http://localhost/", { headers: { Cookie: cookie } }))).not.toBeNull();
    const { setUserActive } = await import("~/models/user.server");
    await setUserActive(user.id, false);
    expect(await getUser(new Request("http://localhost/x", { headers: { Cookie: cookie } }))).toBeNull();
    const again = replyOf(await run(login.action as never, form("/login", { email: user.email, password: user.password })));
    expect(again.status).toBe(403);
    expect(again.result.error?.[""]).toEqual(["Your account has been deactivated. Please contact support."]);
  });

  it("rate-limits sign-in per e-mail and per IP with 429", async () => {
    const target = await makeUser();
    let last: ReturnType<typeof replyOf> | undefined;
    for (let i = 0; i < 11; i++) {
      last = replyOf(await run(login.action as never, form("/login", { email: target.email, password: "Wrong@1234" }), `10.1.0.${i}`));
    }
    expect(last!.status).toBe(429);
    expect(last!.result.error?.[""]).toEqual(["Too many attempts. Please wait a few minutes and try again."]);
    // Even the right password is refused while limited.
    const right = replyOf(await run(login.action as never, form("/login", { email: target.email, password: target.password }), "10.1.0.99"));
    expect(right.status).toBe(429);
    // Per IP: many different e-mails from one address (a looser limit: shared mobile NAT).
    let ipLast: ReturnType<typeof replyOf> | undefined;
    for (let i = 0; i < 51; i++) {
      ipLast = replyOf(await run(login.action as never, form("/login", { email: unique("spray"), password: "Wrong@1234" }), "10.2.0.1"));
    }
    expect(ipLast!.status).toBe(429);
  });

  it("keeps signed-in users away from /login and /register", async () => {
    const res = (await run(login.action as never, form("/login", { email: admin.email, password: admin.password }))) as Response;
    const request = new Request("http://localhost/login", { headers: { Cookie: cookiesOf(res) } });
    const out = (await run(login.loader as never, request)) as Response;
    expect(out.status).toBe(302);
    expect(out.headers.get("Location")).toBe("/admin");
    const reg = (await run(register.loader as never, new Request("http://localhost/register?redirect=/cart", { headers: { Cookie: cookiesOf(res) } }))) as Response;
    expect(reg.headers.get("Location")).toBe("/cart");
  });
});

describe("guards and logout", () => {
  it("redirects guests to /login with the path and query, and customers away from admin", async () => {
    const guest = await requireUser(new Request("http://localhost/account?tab=orders")).catch((r) => r as Response);
    expect((guest as Response).headers.get("Location")).toBe("/login?redirect=%2Faccount%3Ftab%3Dorders");
    const customer = await makeUser();
    const res = (await run(login.action as never, form("/login", { email: customer.email, password: customer.password }))) as Response;
    const denied = await requireAdmin(new Request("http://localhost/admin/orders", { headers: { Cookie: cookiesOf(res) } })).catch((r) => r as Response);
    expect((denied as Response).headers.get("Location")).toBe("/");
  });

  it("signs out with a POST that deletes the database session", async () => {
    const user = await makeUser();
    const res = (await run(login.action as never, form("/login", { email: user.email, password: user.password }))) as Response;
    const cookie = cookiesOf(res);
    const before = await prisma.session.count({ where: { userId: user.id } });
    expect(before).toBe(1);
    const out = (await run(logoutRoute.action as never, new Request("http://localhost/logout", { method: "POST", headers: { Cookie: cookie } }))) as Response;
    expect(out.headers.get("Location")).toBe("/");
    expect(await prisma.session.count({ where: { userId: user.id } })).toBe(0);
    expect(out.headers.getSetCookie().some((c) => c.startsWith("__toast="))).toBe(true);
    const get = (await run(logoutRoute.loader as never, new Request("http://localhost/logout", { headers: { Cookie: cookie } }))) as Response;
    expect(get.headers.get("Location")).toBe("/");
  });
});

describe("forgot and reset password", () => {
  it("answers the same for known and unknown e-mails and mails a link only to the known one", async () => {
    const user = await makeUser();
    const unknown = unique("ghost");
    const a = (await run(forgot.action as never, form("/forgot-password", { email: user.email }))) as { data: { sent?: boolean } };
    const b = (await run(forgot.action as never, form("/forgot-password", { email: unknown }))) as { data: { sent?: boolean } };
    expect(a.data.sent).toBe(true);
    expect(b.data.sent).toBe(true);
    expect(await prisma.emailOutbox.count({ where: { to: user.email, template: "password-reset" } })).toBe(1);
    expect(await prisma.emailOutbox.count({ where: { to: unknown } })).toBe(0);
  });

  it("resets with the e-mailed token once, ends old sessions, and refuses reuse", async () => {
    const user = await makeUser();
    const signedIn = (await run(login.action as never, form("/login", { email: user.email, password: user.password }))) as Response;
    await run(forgot.action as never, form("/forgot-password", { email: user.email }));
    const mail = await prisma.emailOutbox.findFirstOrThrow({ where: { to: user.email, template: "password-reset" } });
    const link = mail.text.match(/http\S+reset-password\?token=(\S+)/)!;
    const token = link[1];

    const page = (await run(reset.loader as never, new Request(`http://localhost/reset-password?token=${token}`))) as { token: string | null };
    expect(page.token).toBe(token);

    const weak = replyOf(await run(reset.action as never, form("/reset-password", { token, password: "weakpass", confirmPassword: "weakpass" })));
    expect(weak.status).toBe(400);
    expect(weak.result.error?.password).toEqual(["Password must be 8+ chars and include uppercase, lowercase, number, and special character"]);

    const done = (await run(reset.action as never, form("/reset-password", { token, password: "NewPass@123", confirmPassword: "NewPass@123" }))) as Response;
    expect(done.headers.get("Location")).toBe("/login");
    expect(await getUser(new Request("http://localhost/", { headers: { Cookie: cookiesOf(signedIn) } }))).toBeNull();

    const ok = (await run(login.action as never, form("/login", { email: user.email, password: "NewPass@123" }))) as Response;
    expect(ok.status).toBe(302);

    const reused = replyOf(await run(reset.action as never, form("/reset-password", { token, password: "Other@1234", confirmPassword: "Other@1234" })));
    expect(reused.status).toBe(400);
    expect(reused.result.error?.[""]).toEqual(["This reset link is invalid or has expired."]);
    const page2 = (await run(reset.loader as never, new Request(`http://localhost/reset-password?token=${token}`))) as { token: string | null };
    expect(page2.token).toBeNull();
  });

  it("refuses an expired token", async () => {
    const user = await makeUser();
    await run(forgot.action as never, form("/forgot-password", { email: user.email }));
    const mail = await prisma.emailOutbox.findFirstOrThrow({ where: { to: user.email, template: "password-reset" } });
    const token = mail.text.match(/token=(\S+)/)![1];
    await prisma.passwordResetToken.updateMany({ where: { userId: user.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    const out = replyOf(await run(reset.action as never, form("/reset-password", { token, password: "NewPass@123", confirmPassword: "NewPass@123" })));
    expect(out.status).toBe(400);
  });
});

describe("sessions", () => {
  it("ignores a tampered or unknown session cookie", async () => {
    expect(await getUser(new Request("http://localhost/", { headers: { Cookie: "__session=forged.value" } }))).toBeNull();
    expect(await getSessionUser("does-not-exist")).toBeNull();
  });
});

describe("merge at sign-in", () => {
  it("moves the guest's cart and wishlist into the account and forgets the guest id", async () => {
    const { ensureGuestId } = await import("~/utils/session.server");
    const { addToCart, getCartSummary } = await import("~/models/cart.server");
    const { addToWishlist, getWishlistSummary } = await import("~/models/wishlist.server");
    const category = await prisma.category.create({ data: { name: `Merge ${unique()}`, slug: `merge-${Date.now()}-${seq}` } });
    const product = await prisma.product.create({
      data: { name: "Merge Saree", description: "d", material: "Silk", price: 150000, originalPrice: 150000, categoryId: category.id, stock: 5 },
    });
    const { guestId, setCookie } = await ensureGuestId(new Request("http://localhost/"));
    await addToCart({ guestId }, { productId: product.id, quantity: 2, size: "Free Size", color: "Default" });
    await addToWishlist({ guestId }, product.id);

    const user = await makeUser();
    const guestCookie = setCookie!.split(";")[0];
    const res = (await run(login.action as never, form("/login", { email: user.email, password: user.password }, { Cookie: guestCookie }))) as Response;
    expect(res.status).toBe(302);
    expect(await getCartSummary({ userId: user.id })).toEqual({ count: 2, productIds: [product.id] });
    expect((await getWishlistSummary({ userId: user.id })).productIds).toEqual([product.id]);
    expect(await getCartSummary({ guestId })).toEqual({ count: 0, productIds: [] });
    expect(res.headers.getSetCookie().some((c) => c.startsWith("__guest=;") && /Max-Age=0/i.test(c))).toBe(true);
  });
});
