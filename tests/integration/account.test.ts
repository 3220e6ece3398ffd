import crypto from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { prisma } from "~/db.server";
import { createSession, getSessionUser } from "~/models/session.server";
import { addToWishlist } from "~/models/wishlist.server";
import * as account from "~/routes/account";
import * as accountOrders from "~/routes/account._index";
import * as accountProfile from "~/routes/account.profile";
import * as accountWishlist from "~/routes/account.wishlist";
import * as changePassword from "~/routes/change-password";
import * as loginRoute from "~/routes/login";
import { sessionStorage } from "~/utils/session.server";
import { getToast } from "~/utils/toast.server";
import { verifyPassword } from "~/utils/password.server";
import { createUser, DEFAULT_PASSWORD, tokensFor } from "./helpers";

// The customer's account (spec/storefront.md "Account", "Change password"):
// the /account loader (stats, tabs, paging), the profile form and the
// /change-password form, with real Requests against this worker's database.

const tag = crypto.randomBytes(4).toString("hex");
let productId: string;
let orderSeq = 0;

beforeAll(async () => {
  const category = await prisma.category.create({ data: { name: `Account Sarees ${tag}`, slug: `account-sarees-${tag}` } });
  productId = (
    await prisma.product.create({
      data: {
        name: `Banarasi Saree ${tag}`,
        description: "Woven in Varanasi.",
        material: "Silk",
        price: 349_900,
        originalPrice: 399_900,
        categoryId: category.id,
        sizes: "[]",
        colors: "[]",
        images: '["/images/a1.jpg"]',
        stock: 10,
      },
    })
  ).id;
});

async function makeOrder(userId: string, status: string, createdAt: Date) {
  const seq = ++orderSeq;
  return prisma.order.create({
    data: {
      orderNumber: `TST-${tag}-${String(seq).padStart(5, "0")}`,
      userId,
      status,
      paymentMethod: seq % 2 ? "razorpay" : "cod",
      paymentStatus: status === "delivered" ? "paid" : "pending",
      subtotal: 349_900,
      total: 349_900,
      totalItems: 1,
      shipFullName: "Asha Patel",
      shipPhone: "9876543210",
      shipAddress: "12 Ring Road",
      shipCity: "Surat",
      shipState: "Gujarat",
      shipPincode: "395002",
      createdAt,
      items: {
        create: { productId, name: `Banarasi Saree ${tag}`, image: "/images/a1.jpg", price: 349_900, originalPrice: 399_900, quantity: 1, size: "Free Size", color: "Default", gstRate: 18, taxAmount: 53_375 },
      },
    },
  });
}

async function cookieFor(userId: string) {
  const session = await createSession(userId);
  const s = await sessionStorage().getSession();
  s.set("sessionId", session.id);
  return (await sessionStorage().commitSession(s)).split(";")[0];
}

async function signedIn(opts: Parameters<typeof createUser>[0] = {}) {
  const user = await createUser(opts);
  return { user, cookie: await cookieFor(user.id) };
}

type Reply = { status?: string; error?: Record<string, string[] | null>; initialValue?: Record<string, unknown> };

async function run<T>(fn: (args: never) => unknown, request: Request): Promise<Response | { data: T; status: number }> {
  try {
    const out = (await fn({ request, params: {}, context: { clientIp: "10.77.0.1" } } as never)) as unknown;
    if (out instanceof Response) return out;
    const result = out as { data: T; init: ResponseInit | null };
    return { data: result.data, status: result.init?.status ?? 200 };
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

const get = (path: string, cookie?: string) => new Request(`http://localhost${path}`, { headers: cookie ? { Cookie: cookie } : {} });
const post = (path: string, fields: Record<string, string>, cookie?: string) =>
  new Request(`http://localhost${path}`, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { "Content-Type": "application/x-www-form-urlencoded", ...(cookie ? { Cookie: cookie } : {}) },
  });

async function toastOf(res: Response) {
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith("__toast="));
  expect(cookie, "a toast cookie").toBeDefined();
  return (await getToast(new Request("http://localhost/", { headers: { Cookie: cookie!.split(";")[0] } }))).toast;
}

type AccountData = {
  tab: string;
  editing: boolean;
  user: { firstName: string; lastName: string; email: string; phone: string | null; joinedDate: string };
  stats: { totalOrders: number; wishlistItems: number; activeShipments: number; yearsWithUs: number };
  orders: { orders: Array<{ id: string; orderNumber: string; status: string }>; pagination: { page: number; pages: number; total: number; limit: number } } | null;
  wishlist: Array<{ id: string }> | null;
};

// Each tab is a nested route (/account, /account/profile, /account/wishlist, /account/settings):
// a page's data is the layout's (user, stats) and the open tab's; `query` is the old ?tab= form.
const TAB_ROUTES: Record<string, [{ loader: unknown } | null, string]> = {
  orders: [accountOrders, "/account"],
  profile: [accountProfile, "/account/profile"],
  wishlist: [accountWishlist, "/account/wishlist"],
  settings: [null, "/account/settings"],
};
async function loadAccount(query: string, cookie: string) {
  const params = new URLSearchParams(query);
  const asked = params.get("tab");
  params.delete("tab");
  const tab = asked && asked in TAB_ROUTES ? asked : "orders";
  const [child, path] = TAB_ROUTES[tab];
  const url = `${path}${params.size ? `?${params}` : ""}`;
  const layout = await run<AccountData>(account.loader as never, get(url, cookie));
  expect(layout).not.toBeInstanceOf(Response);
  const own = child ? await run<Partial<AccountData>>(child.loader as never, get(url, cookie)) : null;
  expect(own).not.toBeInstanceOf(Response);
  const frame = (layout as { data: Pick<AccountData, "user" | "stats"> }).data;
  return { tab, editing: false, orders: null, wishlist: null, ...frame, ...(own as { data?: Partial<AccountData> } | null)?.data } as AccountData;
}

describe("yearsWithUs", () => {
  it("is the current year minus the join year, both in India time", () => {
    expect(account.yearsWithUs(new Date("2023-06-01T00:00:00Z"), new Date("2026-01-10T00:00:00Z"))).toBe(3);
    expect(account.yearsWithUs(new Date("2026-01-01T00:00:00Z"), new Date("2026-12-31T00:00:00Z"))).toBe(0);
    // 31 Dec 2025 20:00 UTC is already 1 Jan 2026 in Kolkata (UTC+5:30).
    expect(account.yearsWithUs(new Date("2025-12-31T20:00:00Z"), new Date("2026-06-01T00:00:00Z"))).toBe(0);
    expect(account.yearsWithUs(new Date("2025-12-31T17:00:00Z"), new Date("2026-06-01T00:00:00Z"))).toBe(1);
    // And "now" late on 31 December UTC is New Year in India.
    expect(account.yearsWithUs(new Date("2025-03-01T00:00:00Z"), new Date("2025-12-31T19:00:00Z"))).toBe(1);
  });

  it("colours order statuses as documented", () => {
    expect(account.statusBadgeClass("delivered")).toContain("green");
    expect(account.statusBadgeClass("shipped")).toContain("blue");
    expect(account.statusBadgeClass("processing")).toContain("yellow");
    for (const other of ["pending", "confirmed", "cancelled", "returned"]) expect(account.statusBadgeClass(other)).toContain("stone");
  });
});

describe("/account loader", () => {
  it("sends signed-out visitors to /login with the return path", async () => {
    const res = (await run(account.loader as never, get("/account?tab=wishlist"))) as Response;
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe(`/login?redirect=${encodeURIComponent("/account?tab=wishlist")}`);
    const act = (await run(accountProfile.action as never, post("/account/profile", { firstName: "X", lastName: "Y", phone: "9876543210" }))) as Response;
    expect(act.headers.get("Location")).toMatch(/^\/login\?redirect=/);
  });

  it("shows the stats: total orders, wishlist items, active shipments (confirmed, processing, shipped) and years with us", async () => {
    const { user, cookie } = await signedIn({ firstName: "Meena" });
    await prisma.user.update({ where: { id: user.id }, data: { createdAt: new Date("2022-07-15T06:00:00Z") } });
    const statuses = ["pending", "confirmed", "processing", "shipped", "delivered", "cancelled", "returned"];
    for (const [i, status] of statuses.entries()) await makeOrder(user.id, status, new Date(Date.now() - (i + 1) * 3_600_000));
    await addToWishlist({ userId: user.id }, productId);
    // Someone else's orders never count.
    const other = await createUser();
    await makeOrder(other.id, "shipped", new Date());

    const page = await loadAccount("", cookie);
    expect(page.tab).toBe("orders");
    expect(page.user).toMatchObject({ firstName: "Meena", email: user.email });
    expect(page.stats).toEqual({
      totalOrders: 7,
      wishlistItems: 1,
      activeShipments: 3,
      yearsWithUs: Number(new Intl.DateTimeFormat("en-IN", { timeZone: "Asia/Kolkata", year: "numeric" }).format(new Date())) - 2022,
    });
  });

  it("pages My Orders five at a time, newest first, only the caller's", async () => {
    const { user, cookie } = await signedIn();
    const made = [];
    for (let i = 0; i < 12; i++) made.push(await makeOrder(user.id, "delivered", new Date(Date.now() - i * 86_400_000)));
    const other = await createUser();
    const foreign = await makeOrder(other.id, "pending", new Date());

    const first = await loadAccount("?tab=orders", cookie);
    expect(first.orders!.orders.map((o) => o.id)).toEqual(made.slice(0, 5).map((o) => o.id));
    expect(first.orders!.pagination).toMatchObject({ page: 1, pages: 3, total: 12, limit: 5 });
    const second = await loadAccount("?tab=orders&page=2", cookie);
    expect(second.orders!.orders.map((o) => o.id)).toEqual(made.slice(5, 10).map((o) => o.id));
    const third = await loadAccount("?tab=orders&page=3", cookie);
    expect(third.orders!.orders).toHaveLength(2);
    for (const p of [first, second, third]) expect(p.orders!.orders.map((o) => o.id)).not.toContain(foreign.id);

    // A bad page number is page 1; a page past the end goes to the last page.
    expect((await loadAccount("?tab=orders&page=abc", cookie)).orders!.pagination.page).toBe(1);
    const past = (await run(accountOrders.loader as never, get("/account?page=9", cookie))) as Response;
    expect(past.status).toBe(302);
    expect(past.headers.get("Location")).toBe("/account?page=3");
  });

  it("reads only the open tab's list; an unknown tab is My Orders", async () => {
    const { user, cookie } = await signedIn();
    await addToWishlist({ userId: user.id }, productId);
    const wishlist = await loadAccount("?tab=wishlist", cookie);
    expect(wishlist).toMatchObject({ tab: "wishlist", orders: null });
    expect(wishlist.wishlist!.map((p) => p.id)).toEqual([productId]);

    const profile = await loadAccount("?tab=profile", cookie);
    expect(profile).toMatchObject({ tab: "profile", editing: false, orders: null, wishlist: null });
    expect((await loadAccount("?tab=profile&edit=1", cookie)).editing).toBe(true);
    expect((await loadAccount("?tab=settings", cookie)).tab).toBe("settings");
    expect((await loadAccount("?tab=nonsense", cookie)).tab).toBe("orders");
    const empty = await loadAccount("?tab=orders", (await signedIn()).cookie);
    expect(empty.orders!.orders).toEqual([]);
  });

  it("sends the old ?tab= links to the nested routes", async () => {
    const { cookie } = await signedIn();
    for (const [from, to] of [
      ["/account?tab=orders&page=2", "/account?page=2"],
      ["/account?tab=profile&edit=1", "/account/profile?edit=1"],
      ["/account?tab=wishlist", "/account/wishlist"],
      ["/account?tab=settings", "/account/settings"],
      ["/account?tab=nonsense", "/account"],
    ]) {
      const res = (await run(account.loader as never, get(from, cookie))) as Response;
      expect(res.status).toBe(301);
      expect(res.headers.get("Location")).toBe(to);
    }
  });
});

describe("profile form", () => {
  it("saves and redirects back to the profile view with 'Profile updated successfully!'", async () => {
    const { user, cookie } = await signedIn();
    const res = (await run(accountProfile.action as never, post("/account/profile?edit=1", { firstName: "  Kavya ", lastName: "Iyer", phone: "+91 98250 67890" }, cookie))) as Response;
    expect(res.status).toBe(303);
    expect(res.headers.get("Location")).toBe("/account/profile");
    expect(await toastOf(res)).toMatchObject({ type: "success", title: "Profile updated successfully!" });
    const saved = await prisma.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(saved).toMatchObject({ firstName: "Kavya", lastName: "Iyer", phone: "+91 98250 67890", email: user.email });
    expect((await loadAccount("?tab=profile", cookie)).user.firstName).toBe("Kavya");
  });

  const cases: Array<[Record<string, string>, string, string]> = [
    [{ firstName: "" }, "firstName", "First name is required"],
    [{ lastName: "  " }, "lastName", "Last name is required"],
    [{ phone: "" }, "phone", "Phone number is required"],
    [{ phone: "12345" }, "phone", "Please enter a valid phone number"],
  ];
  for (const [override, field, message] of cases) {
    it(`re-renders with "${message}", keeping what was typed, and saves nothing`, async () => {
      const { user, cookie } = await signedIn({ firstName: "Asha" });
      const out = await run<{ result: Reply }>(accountProfile.action as never, post("/account/profile?edit=1", { firstName: "Ritu", lastName: "Mehta", phone: "9876500000", ...override }, cookie));
      const { data, status } = out as { data: { result: Reply }; status: number };
      expect(status).toBe(400);
      expect(data.result.error?.[field]).toContain(message);
      if (field !== "lastName") expect(data.result.initialValue?.lastName).toBe("Mehta");
      expect((await prisma.user.findUniqueOrThrow({ where: { id: user.id } })).firstName).toBe("Asha");
    });
  }

  it("ignores an e-mail sent with the form (it is read-only)", async () => {
    const { user, cookie } = await signedIn();
    await run(accountProfile.action as never, post("/account/profile", { firstName: "A", lastName: "B", phone: "9876543210", email: "evil@example.com", role: "admin" }, cookie));
    const saved = await prisma.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(saved.email).toBe(user.email);
    expect(saved.role).toBe("customer");
  });
});

describe("/change-password", () => {
  const NEW_PASSWORD = "Sari@2026new";

  it("sends signed-out visitors to /login?redirect=/change-password", async () => {
    const res = (await run(changePassword.loader as never, get("/change-password"))) as Response;
    expect(res.headers.get("Location")).toBe("/login?redirect=%2Fchange-password");
    const act = (await run(changePassword.action as never, post("/change-password", { currentPassword: "x", newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }))) as Response;
    expect(act.headers.get("Location")).toBe("/login?redirect=%2Fchange-password");
  });

  const cases: Array<[string, Record<string, string>, string, string]> = [
    ["current missing", { currentPassword: "" }, "currentPassword", "All fields are required"],
    ["new missing", { newPassword: "" }, "newPassword", "All fields are required"],
    ["confirm missing", { confirmPassword: "" }, "confirmPassword", "All fields are required"],
    ["confirm differs", { confirmPassword: "Sari@2026neW" }, "confirmPassword", "New password and confirm password do not match"],
    ["too short", { newPassword: "Ab1@x", confirmPassword: "Ab1@x" }, "newPassword", "Password must be 8+ chars and include uppercase, lowercase, number, and special character"],
    ["no special", { newPassword: "Sari20260new", confirmPassword: "Sari20260new" }, "newPassword", "Password must be 8+ chars and include uppercase, lowercase, number, and special character"],
    ["no uppercase", { newPassword: "sari@2026new", confirmPassword: "sari@2026new" }, "newPassword", "Password must be 8+ chars and include uppercase, lowercase, number, and special character"],
    ["too long", { newPassword: `Aa1@${"x".repeat(125)}`, confirmPassword: `Aa1@${"x".repeat(125)}` }, "newPassword", "Password must be 8+ chars and include uppercase, lowercase, number, and special character"],
  ];
  for (const [name, override, field, message] of cases) {
    it(`${name}: "${message}", no password sent back, nothing changed`, async () => {
      const { user, cookie } = await signedIn();
      const fields = { currentPassword: DEFAULT_PASSWORD, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD, ...override };
      const out = await run<{ result: Reply }>(changePassword.action as never, post("/change-password", fields, cookie));
      const { data, status } = out as { data: { result: Reply }; status: number };
      expect(status).toBe(400);
      expect(data.result.error?.[field]).toContain(message);
      expect(JSON.stringify(data)).not.toContain(NEW_PASSWORD);
      expect(JSON.stringify(data)).not.toContain(DEFAULT_PASSWORD);
      const saved = await prisma.user.findUniqueOrThrow({ where: { id: user.id } });
      expect(await verifyPassword(saved.passwordHash, DEFAULT_PASSWORD)).toBe(true);
    });
  }

  it("a wrong current password shows 'Current password is incorrect' under the current field", async () => {
    const { user, cookie } = await signedIn();
    const out = await run<{ result: Reply }>(
      changePassword.action as never,
      post("/change-password", { currentPassword: "Wrong@12345", newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }, cookie),
    );
    const { data, status } = out as { data: { result: Reply }; status: number };
    expect(status).toBe(400);
    expect(data.result.error?.currentPassword).toEqual(["Current password is incorrect"]);
    expect(JSON.stringify(data)).not.toContain("Wrong@12345");
    const saved = await prisma.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(await verifyPassword(saved.passwordHash, DEFAULT_PASSWORD)).toBe(true);
  });

  it("changes the password, redirects to /account with the toast, and the new password signs in", async () => {
    const { user, cookie } = await signedIn();
    // Another device's session and API refresh token, which the change ends.
    const otherDevice = await createSession(user.id);
    const apiTokens = await tokensFor(user);

    const res = (await run(changePassword.action as never, post("/change-password", { currentPassword: DEFAULT_PASSWORD, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }, cookie))) as Response;
    expect(res.status).toBe(303);
    expect(res.headers.get("Location")).toBe("/account");
    expect(await toastOf(res)).toMatchObject({ type: "success", title: "Password changed successfully" });

    const saved = await prisma.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(await verifyPassword(saved.passwordHash, NEW_PASSWORD)).toBe(true);
    expect(await verifyPassword(saved.passwordHash, DEFAULT_PASSWORD)).toBe(false);

    // This browser stays signed in with a fresh session; the other device is signed out.
    const fresh = res.headers.getSetCookie().find((c) => c.startsWith("__session="))!.split(";")[0];
    expect((await loadAccount("", fresh)).user.email).toBe(user.email);
    expect(await getSessionUser(otherDevice.id)).toBeNull();
    expect((await run(account.loader as never, get("/account", cookie)) as Response).status).toBe(302);
    const refresh = await prisma.refreshToken.findFirst({ where: { userId: user.id }, orderBy: { createdAt: "desc" } });
    expect(refresh?.revokedAt).not.toBeNull();
    expect(apiTokens.refreshToken).toBeTruthy();

    // The web sign-in takes the new password and refuses the old one.
    const signIn = (password: string) =>
      run(loginRoute.action as never, post("/login", { email: user.email, password }));
    expect(((await signIn(NEW_PASSWORD)) as Response).status).toBe(302);
    expect(((await signIn(DEFAULT_PASSWORD)) as { status: number }).status).toBe(401);
  });
});
