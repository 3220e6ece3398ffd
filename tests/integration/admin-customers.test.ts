import crypto from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { prisma } from "~/db.server";
import { customerStats, getCustomerDetail, listCustomers, setCustomerActive } from "~/models/admin-customer.server";
import { refundOrder } from "~/models/refund.server";
import * as detailPage from "~/routes/admin.customers.$id";
import * as listPage from "~/routes/admin.customers._index";
import * as apiCustomers from "~/routes/api.admin.customers";
import * as apiStatus from "~/routes/api.admin.users.$id.status";
import * as apiProfile from "~/routes/api.auth.profile";
import { CUSTOMER_MESSAGES } from "~/schemas/admin-customer";
import { Forbidden, NotFound } from "~/utils/errors";
import { buildOpenApiDocument } from "~/utils/openapi.server";
import {
  callRoute,
  createUser,
  formPost,
  jsonRequest,
  readEnvelope,
  runWebRoute,
  toastOf,
  tokensFor,
  webGet,
  webSessionCookie,
  type TestUser,
} from "./helpers";

// Admin customers: the model (filters, counts, order figures), the JSON API
// (GET /api/admin/customers, PUT /api/admin/users/{id}/status) and the
// /admin/customers screens' loaders and actions, against this worker's database.

const tag = crypto.randomBytes(4).toString("hex");
// Names no other test file uses, so searches see only this file's customers.
const FIRST = `Zarina${tag}`;
let productId: string;
let orderSeq = 0;
let admin: TestUser;
let adminToken: string;
let adminCookie: string;

beforeAll(async () => {
  const category = await prisma.category.create({ data: { name: `Admin customers ${tag}`, slug: `admin-customers-${tag}` } });
  productId = (
    await prisma.product.create({
      data: { name: `Paithani ${tag}`, description: "Silk.", material: "Silk", price: 100_000, originalPrice: 100_000, categoryId: category.id, stock: 50 },
    })
  ).id;
  admin = await createUser({ role: "admin", firstName: "Store", lastName: "Admin" });
  adminToken = (await tokensFor(admin)).token;
  adminCookie = await webSessionCookie(admin);
});

async function makeOrder(userId: string, { status, paymentStatus, total, createdAt }: { status: string; paymentStatus: string; total: number; createdAt: Date }) {
  const seq = ++orderSeq;
  return prisma.order.create({
    data: {
      orderNumber: `ADC-${tag}-${String(seq).padStart(5, "0")}`,
      userId,
      status,
      paymentMethod: "razorpay",
      paymentStatus,
      subtotal: total,
      total,
      totalItems: 2,
      shipFullName: "Zarina Khan",
      shipPhone: "9876543210",
      shipAddress: "12 Ring Road",
      shipCity: "Surat",
      shipState: "Gujarat",
      shipPincode: "395002",
      createdAt,
      items: {
        create: { productId, name: `Paithani ${tag}`, price: total, originalPrice: total, quantity: 1, size: "Free Size", color: "Default", gstRate: 5, taxAmount: 0 },
      },
    },
  });
}

const customer = (over: Parameters<typeof createUser>[0] = {}) => createUser({ firstName: FIRST, lastName: "Khan", ...over });

// ---------------------------------------------------------------- model

describe("customer order figures", () => {
  it("counts every order, sums what paid or delivered orders brought in minus their refunds, and dates the newest", async () => {
    const c = await customer({ lastName: "Figures" });
    const day = (d: number) => new Date(Date.UTC(2026, 0, d, 10));
    await makeOrder(c.id, { status: "confirmed", paymentStatus: "paid", total: 100_000, createdAt: day(1) }); // counts: 1000
    await makeOrder(c.id, { status: "delivered", paymentStatus: "paid", total: 200_000, createdAt: day(2) }); // counts: 2000
    await makeOrder(c.id, { status: "delivered", paymentStatus: "pending", total: 50_000, createdAt: day(3) }); // delivered counts: 500
    // Refunds are refunds (issue 11): a cancelled order still counts until its money is given back.
    const cancelled = await makeOrder(c.id, { status: "cancelled", paymentStatus: "paid", total: 70_000, createdAt: day(4) }); // counts: 700 - 200 refunded
    await makeOrder(c.id, { status: "returned", paymentStatus: "refunded", total: 30_000, createdAt: day(5) }); // refunded in full: no
    await makeOrder(c.id, { status: "pending", paymentStatus: "pending", total: 90_000, createdAt: day(6) }); // unpaid: no
    await refundOrder({ orderId: cancelled.id, idempotencyKey: `t-${cancelled.id}`, amount: 20_000, reason: "Part refund", manual: { method: "upi", reference: "UTR1" } });
    const other = await customer({ lastName: "NoOrders" });

    const stats = await customerStats([c.id, other.id]);
    expect(stats.get(c.id)).toEqual({ orderCount: 6, totalSpent: 4000, lastOrderDate: day(6).toISOString() });
    expect(stats.get(other.id)).toBeUndefined();

    const list = await listCustomers({ search: `${FIRST} Figures` });
    expect(list.customers).toHaveLength(1);
    expect(list.customers[0]).toMatchObject({ _id: c.id, role: "customer", stats: { orderCount: 6, totalSpent: 4000, lastOrderDate: day(6).toISOString() } });
    const none = await listCustomers({ search: `${FIRST} NoOrders` });
    expect(none.customers[0].stats).toEqual({ orderCount: 0, totalSpent: 0, lastOrderDate: null });
  });
});

describe("listCustomers", () => {
  let a: TestUser, b: TestUser, c: TestUser, adminLike: TestUser;
  const SEARCH_TAG = `Lst${tag}`;
  beforeAll(async () => {
    a = await createUser({ firstName: `Anita${SEARCH_TAG}`, lastName: "Rao", phone: "9000011111", email: `anita.${tag}@example.com` });
    b = await createUser({ firstName: `Bina${SEARCH_TAG}`, lastName: "Shah", phone: "9000022222", isActive: false, email: `bina.${tag}@example.com` });
    c = await createUser({ firstName: `Chitra${SEARCH_TAG}`, lastName: "Iyer", phone: "9000033333", email: `chitra.${tag}@example.com` });
    adminLike = await createUser({ role: "admin", firstName: `Admin${SEARCH_TAG}`, lastName: "Rao" });
  });

  it("lists customers only, with counts over all customers matching the search (not the page, not the status)", async () => {
    const list = await listCustomers({ search: SEARCH_TAG, limit: 2, sortBy: "firstName", sortOrder: "asc" });
    expect(list.customers.map((x) => x._id)).toEqual([a.id, b.id]);
    expect(list.customers.some((x) => x._id === adminLike.id)).toBe(false);
    expect(list.stats).toEqual({ total: 3, active: 2, inactive: 1 });
    expect(list.pagination).toEqual({ page: 1, limit: 2, total: 3, pages: 2, hasNext: true, hasPrev: false });
    const page2 = await listCustomers({ search: SEARCH_TAG, limit: 2, page: 2, sortBy: "firstName", sortOrder: "asc" });
    expect(page2.customers.map((x) => x._id)).toEqual([c.id]);
    expect(page2.pagination).toMatchObject({ page: 2, hasNext: false, hasPrev: true });
  });

  it("filters by status; the counts stay those of the search", async () => {
    const inactive = await listCustomers({ search: SEARCH_TAG, status: "inactive" });
    expect(inactive.customers.map((x) => x._id)).toEqual([b.id]);
    expect(inactive.pagination.total).toBe(1);
    expect(inactive.stats).toEqual({ total: 3, active: 2, inactive: 1 });
    const active = await listCustomers({ search: SEARCH_TAG, status: "active", sortBy: "email", sortOrder: "desc" });
    expect(active.customers.map((x) => x._id)).toEqual([c.id, a.id]);
  });

  it("searches first name, last name, full name, e-mail and phone (case-insensitive)", async () => {
    const ids = async (search: string) => (await listCustomers({ search, limit: 100 })).customers.map((x) => x._id).sort();
    expect(await ids(`anita${SEARCH_TAG.toLowerCase()}`)).toEqual([a.id]);
    expect(await ids(`${SEARCH_TAG} Shah`)).toEqual([b.id]);
    expect(await ids(`Chitra${SEARCH_TAG} Iyer`)).toEqual([c.id]);
    expect(await ids(`BINA.${tag}@EXAMPLE`)).toEqual([b.id]);
    expect(await ids(`${SEARCH_TAG} 9000033333`)).toEqual([c.id]);
    expect(await ids(`${SEARCH_TAG} Nobody`)).toEqual([]);
  });

  it("sorts by join date, newest first by default", async () => {
    await prisma.user.update({ where: { id: a.id }, data: { createdAt: new Date("2025-01-01T00:00:00Z") } });
    await prisma.user.update({ where: { id: c.id }, data: { createdAt: new Date("2025-03-01T00:00:00Z") } });
    await prisma.user.update({ where: { id: b.id }, data: { createdAt: new Date("2025-02-01T00:00:00Z") } });
    expect((await listCustomers({ search: SEARCH_TAG })).customers.map((x) => x._id)).toEqual([c.id, b.id, a.id]);
    expect((await listCustomers({ search: SEARCH_TAG, sortOrder: "asc" })).customers.map((x) => x._id)).toEqual([a.id, b.id, c.id]);
  });
});

describe("getCustomerDetail", () => {
  it("returns the profile, figures, newest orders first and the address book", async () => {
    const c = await customer({ lastName: "Detail" });
    const older = await makeOrder(c.id, { status: "delivered", paymentStatus: "paid", total: 120_000, createdAt: new Date("2026-02-01T00:00:00Z") });
    const newer = await makeOrder(c.id, { status: "processing", paymentStatus: "paid", total: 80_000, createdAt: new Date("2026-03-01T00:00:00Z") });
    await prisma.address.create({ data: { userId: c.id, fullName: "Zarina Khan", phone: "9876543210", address: "4 MG Road", city: "Pune", state: "Maharashtra", pincode: "411001", isDefault: true } });
    const detail = await getCustomerDetail(c.id);
    expect(detail.customer).toMatchObject({ _id: c.id, email: c.email, stats: { orderCount: 2, totalSpent: 2000 } });
    expect(detail.recentOrders.map((o) => o._id)).toEqual([newer.id, older.id]);
    expect(detail.recentOrders[0]).toMatchObject({ orderNumber: newer.orderNumber, total: 800, status: "processing" });
    expect(detail.addresses).toHaveLength(1);
    expect(detail.addresses[0]).toMatchObject({ city: "Pune", isDefault: true });
  });

  it("is NotFound for an unknown id and for an admin account", async () => {
    await expect(getCustomerDetail("no-such-id")).rejects.toBeInstanceOf(NotFound);
    await expect(getCustomerDetail(admin.id)).rejects.toBeInstanceOf(NotFound);
  });
});

describe("setCustomerActive", () => {
  it("deactivating ends every web session and revokes every refresh token; activating restores sign-in", async () => {
    const c = await customer({ lastName: "Sessions" });
    await webSessionCookie(c);
    await tokensFor(c);
    expect(await prisma.session.count({ where: { userId: c.id } })).toBe(1);
    const off = await setCustomerActive(admin.id, c.id, false);
    expect(off.isActive).toBe(false);
    expect(await prisma.session.count({ where: { userId: c.id } })).toBe(0);
    expect(await prisma.refreshToken.count({ where: { userId: c.id, revokedAt: null } })).toBe(0);
    const on = await setCustomerActive(admin.id, c.id, true);
    expect(on.isActive).toBe(true);
    expect((await prisma.user.findUniqueOrThrow({ where: { id: c.id } })).isActive).toBe(true);
  });

  it("refuses admins (the caller included) and unknown ids", async () => {
    const other = await createUser({ role: "admin" });
    await expect(setCustomerActive(admin.id, other.id, false)).rejects.toBeInstanceOf(Forbidden);
    await expect(setCustomerActive(admin.id, admin.id, false)).rejects.toBeInstanceOf(Forbidden);
    await expect(setCustomerActive(admin.id, "no-such-id", false)).rejects.toBeInstanceOf(NotFound);
    expect((await prisma.user.findUniqueOrThrow({ where: { id: other.id } })).isActive).toBe(true);
  });
});

// ---------------------------------------------------------------- API

describe("GET /api/admin/customers", () => {
  it("answers the list with stats and pagination for an admin", async () => {
    const c = await customer({ lastName: "Api" });
    await makeOrder(c.id, { status: "delivered", paymentStatus: "paid", total: 150_000, createdAt: new Date() });
    const res = await callRoute(apiCustomers, jsonRequest("GET", `/api/admin/customers?search=${FIRST}%20Api&limit=5`, undefined, { token: adminToken }));
    expect(res.status).toBe(200);
    const body = await readEnvelope(res);
    expect(body.success).toBe(true);
    expect(body.data.customers).toHaveLength(1);
    expect(body.data.customers[0]).toMatchObject({ _id: c.id, firstName: FIRST, lastName: "Api", email: c.email, isActive: true, role: "customer", stats: { orderCount: 1, totalSpent: 1500 } });
    expect(body.data.customers[0].stats.lastOrderDate).toEqual(expect.any(String));
    expect(body.data.pagination).toEqual({ page: 1, limit: 5, total: 1, pages: 1, hasNext: false, hasPrev: false });
    expect(body.data.stats).toEqual({ total: 1, active: 1, inactive: 0 });
    expect(res.headers.get("Cache-Control")).toBe("no-store");
  });

  it("defaults to 10 a page, newest first, and caps limit at 100", async () => {
    const body = await readEnvelope(await callRoute(apiCustomers, jsonRequest("GET", "/api/admin/customers?limit=500", undefined, { token: adminToken })));
    expect(body.data.pagination.limit).toBe(100);
    const def = await readEnvelope(await callRoute(apiCustomers, jsonRequest("GET", "/api/admin/customers", undefined, { token: adminToken })));
    expect(def.data.pagination.limit).toBe(10);
    const dates = def.data.customers.map((c: { createdAt: string }) => c.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it("answers 400 with errors[] for bad query values", async () => {
    const res = await callRoute(apiCustomers, jsonRequest("GET", "/api/admin/customers?status=gone&sortBy=password&sortOrder=up&page=0", undefined, { token: adminToken }));
    expect(res.status).toBe(400);
    const body = await readEnvelope(res);
    expect(body.errors?.map((e) => e.param).sort()).toEqual(["page", "sortBy", "sortOrder", "status"]);
  });

  it("is 401 without a token and 403 for a customer", async () => {
    expect((await callRoute(apiCustomers, jsonRequest("GET", "/api/admin/customers"))).status).toBe(401);
    const shopper = await customer();
    const res = await callRoute(apiCustomers, jsonRequest("GET", "/api/admin/customers", undefined, { token: (await tokensFor(shopper)).token }));
    expect(res.status).toBe(403);
    expect((await readEnvelope(res)).message).toBe("Admin access required");
  });
});

describe("PUT /api/admin/users/{id}/status", () => {
  const put = (id: string, body: unknown, token?: string) => callRoute(apiStatus, jsonRequest("PUT", `/api/admin/users/${id}/status`, body, { token }), { id });

  it("deactivates a customer (whose token then stops working) and activates them again", async () => {
    const c = await customer({ lastName: "ApiStatus" });
    const customerToken = (await tokensFor(c)).token;
    expect((await callRoute(apiProfile, jsonRequest("GET", "/api/auth/profile", undefined, { token: customerToken }))).status).toBe(200);

    const res = await put(c.id, { isActive: false }, adminToken);
    expect(res.status).toBe(200);
    const body = await readEnvelope(res);
    expect(body.message).toBe("User deactivated successfully");
    expect(body.data).toMatchObject({ _id: c.id, isActive: false, role: "customer", stats: { orderCount: 0 } });
    expect((await prisma.user.findUniqueOrThrow({ where: { id: c.id } })).isActive).toBe(false);
    expect(await prisma.refreshToken.count({ where: { userId: c.id, revokedAt: null } })).toBe(0);
    expect((await callRoute(apiProfile, jsonRequest("GET", "/api/auth/profile", undefined, { token: customerToken }))).status).toBe(403);

    const again = await readEnvelope(await put(c.id, { isActive: true }, adminToken));
    expect(again.message).toBe("User activated successfully");
    expect(again.data.isActive).toBe(true);
    // The token from before the deactivation stays dead (issue 11: revoked at once); a new sign-in works.
    expect((await callRoute(apiProfile, jsonRequest("GET", "/api/auth/profile", undefined, { token: customerToken }))).status).toBe(401);
    const fresh = (await tokensFor(c)).token;
    expect((await callRoute(apiProfile, jsonRequest("GET", "/api/auth/profile", undefined, { token: fresh }))).status).toBe(200);
  });

  it("answers 400 for a missing or non-boolean isActive, and 415 for a non-JSON body", async () => {
    const c = await customer();
    for (const body of [{}, { isActive: "false" }, { isActive: 0 }]) {
      const res = await put(c.id, body, adminToken);
      expect(res.status).toBe(400);
      expect((await readEnvelope(res)).errors).toEqual([{ param: "isActive", msg: CUSTOMER_MESSAGES.isActive }]);
    }
    const res = await callRoute(apiStatus, jsonRequest("PUT", `/api/admin/users/${c.id}/status`, "isActive=false", { token: adminToken, headers: { "Content-Type": "application/x-www-form-urlencoded" } }), { id: c.id });
    expect(res.status).toBe(415);
    expect((await prisma.user.findUniqueOrThrow({ where: { id: c.id } })).isActive).toBe(true);
  });

  it("is 401 without a token, 403 for a customer, 403 for an admin account, 404 for an unknown id", async () => {
    const c = await customer();
    expect((await put(c.id, { isActive: false })).status).toBe(401);
    const shopper = await customer();
    expect((await put(c.id, { isActive: false }, (await tokensFor(shopper)).token)).status).toBe(403);
    expect((await prisma.user.findUniqueOrThrow({ where: { id: c.id } })).isActive).toBe(true);

    const otherAdmin = await createUser({ role: "admin" });
    const refused = await put(otherAdmin.id, { isActive: false }, adminToken);
    expect(refused.status).toBe(403);
    expect((await readEnvelope(refused)).message).toBe(CUSTOMER_MESSAGES.onlyCustomers);
    expect((await put(admin.id, { isActive: false }, adminToken)).status).toBe(403);
    expect((await prisma.user.findUniqueOrThrow({ where: { id: admin.id } })).isActive).toBe(true);

    const missing = await put("no-such-id", { isActive: false }, adminToken);
    expect(missing.status).toBe(404);
    expect((await readEnvelope(missing)).message).toBe(CUSTOMER_MESSAGES.notFound);
  });

  it("only answers PUT", async () => {
    const res = await callRoute(apiStatus, jsonRequest("GET", "/api/admin/users/x/status", undefined, { token: adminToken }), { id: "x" });
    expect(res.status).toBe(405);
  });
});

describe("OpenAPI", () => {
  it("documents both customer routes", () => {
    const doc = buildOpenApiDocument();
    expect(doc.paths["/api/admin/customers"].get).toBeDefined();
    expect(doc.paths["/api/admin/users/{id}/status"].put).toBeDefined();
  });
});

// ---------------------------------------------------------------- screens

type ListData = Awaited<ReturnType<typeof listCustomers>> & { filters: { search?: string; status: string; page: number } };

describe("/admin/customers screen", () => {
  it("lists customers for an admin with the URL's filters (bad values fall back)", async () => {
    const c = await customer({ lastName: "Screen" });
    const out = await runWebRoute<ListData>(listPage.loader, webGet(`/admin/customers?search=${FIRST}+Screen&status=bogus&sortBy=nope&page=-3`, adminCookie));
    expect(out).not.toBeInstanceOf(Response);
    const { data, status } = out as { data: ListData; status: number };
    expect(status).toBe(200);
    expect(data.filters).toMatchObject({ search: `${FIRST} Screen`, status: "all", sortBy: "createdAt", page: 1 });
    expect(data.customers.map((x) => x._id)).toEqual([c.id]);
  });

  it("sends guests to sign in and customers home", async () => {
    const guest = (await runWebRoute(listPage.loader, webGet("/admin/customers"))) as Response;
    expect(guest.status).toBe(302);
    expect(guest.headers.get("Location")).toBe("/login?redirect=%2Fadmin%2Fcustomers");
    const shopper = await customer();
    const home = (await runWebRoute(listPage.loader, webGet("/admin/customers", await webSessionCookie(shopper)))) as Response;
    expect(home.headers.get("Location")).toBe("/");
  });

  it("deactivates through the form post, comes back to the same list with the toast, and ends the customer's sessions", async () => {
    const c = await customer({ lastName: "Form" });
    const theirCookie = await webSessionCookie(c);
    const res = (await runWebRoute(
      listPage.action,
      formPost(`/admin/customers?index&search=${FIRST}&page=2`, { intent: "set-status", id: c.id, isActive: "false" }, adminCookie),
    )) as Response;
    expect(res.status).toBe(303);
    expect(res.headers.get("Location")).toBe(`/admin/customers?search=${FIRST}&page=2`);
    expect(await toastOf(res)).toEqual({ type: "success", title: "User deactivated successfully" });
    expect((await prisma.user.findUniqueOrThrow({ where: { id: c.id } })).isActive).toBe(false);
    expect(await prisma.session.count({ where: { userId: c.id } })).toBe(0);
    // Their old cookie no longer signs them in.
    const after = (await runWebRoute(listPage.loader, webGet("/admin/customers", theirCookie))) as Response;
    expect(after.headers.get("Location")).toBe("/login?redirect=%2Fadmin%2Fcustomers");

    const back = (await runWebRoute(listPage.action, formPost("/admin/customers?index", { intent: "set-status", id: c.id, isActive: "true" }, adminCookie))) as Response;
    expect(back.headers.get("Location")).toBe("/admin/customers");
    expect(await toastOf(back)).toEqual({ type: "success", title: "User activated successfully" });
    expect((await prisma.user.findUniqueOrThrow({ where: { id: c.id } })).isActive).toBe(true);
  });

  it("answers a bad form with the failure toast and changes nothing", async () => {
    const c = await customer();
    const res = (await runWebRoute(listPage.action, formPost("/admin/customers?index", { intent: "set-status", id: c.id, isActive: "maybe" }, adminCookie))) as Response;
    expect(res.status).toBe(303);
    expect(await toastOf(res)).toEqual({ type: "error", title: "Failed to update user status" });
    expect((await prisma.user.findUniqueOrThrow({ where: { id: c.id } })).isActive).toBe(true);
  });

  it("shows the server's reason when the target is an admin", async () => {
    const otherAdmin = await createUser({ role: "admin" });
    const res = (await runWebRoute(listPage.action, formPost("/admin/customers?index", { intent: "set-status", id: otherAdmin.id, isActive: "false" }, adminCookie))) as Response;
    expect(await toastOf(res)).toEqual({ type: "error", title: CUSTOMER_MESSAGES.onlyCustomers });
    expect((await prisma.user.findUniqueOrThrow({ where: { id: otherAdmin.id } })).isActive).toBe(true);
  });

  it("refuses a customer posting the form (sent home, nothing changes)", async () => {
    const c = await customer();
    const shopper = await customer();
    const res = (await runWebRoute(listPage.action, formPost("/admin/customers?index", { intent: "set-status", id: c.id, isActive: "false" }, await webSessionCookie(shopper)))) as Response;
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/");
    expect((await prisma.user.findUniqueOrThrow({ where: { id: c.id } })).isActive).toBe(true);
  });
});

describe("/admin/customers/{id} screen", () => {
  it("shows the customer with orders and addresses; 404 for an unknown id or an admin", async () => {
    const c = await customer({ lastName: "DetailScreen" });
    await makeOrder(c.id, { status: "delivered", paymentStatus: "paid", total: 99_900, createdAt: new Date() });
    const out = (await runWebRoute<Awaited<ReturnType<typeof getCustomerDetail>>>(detailPage.loader, webGet(`/admin/customers/${c.id}`, adminCookie), { id: c.id })) as {
      data: Awaited<ReturnType<typeof getCustomerDetail>>;
    };
    expect(out.data.customer.stats).toMatchObject({ orderCount: 1, totalSpent: 999 });
    expect(out.data.recentOrders).toHaveLength(1);
    const missing = (await runWebRoute(detailPage.loader, webGet("/admin/customers/nope", adminCookie), { id: "nope" })) as Response;
    expect(missing.status).toBe(404);
    const adminPage = (await runWebRoute(detailPage.loader, webGet(`/admin/customers/${admin.id}`, adminCookie), { id: admin.id })) as Response;
    expect(adminPage.status).toBe(404);
  });

  it("deactivates from the detail page and refuses a form naming another customer", async () => {
    const c = await customer({ lastName: "DetailForm" });
    const other = await customer();
    const wrong = (await runWebRoute(detailPage.action, formPost(`/admin/customers/${c.id}`, { intent: "set-status", id: other.id, isActive: "false" }, adminCookie), { id: c.id })) as Response;
    expect(await toastOf(wrong)).toEqual({ type: "error", title: "Failed to update user status" });
    expect((await prisma.user.findUniqueOrThrow({ where: { id: other.id } })).isActive).toBe(true);

    const res = (await runWebRoute(detailPage.action, formPost(`/admin/customers/${c.id}`, { intent: "set-status", id: c.id, isActive: "false" }, adminCookie), { id: c.id })) as Response;
    expect(res.status).toBe(303);
    expect(res.headers.get("Location")).toBe(`/admin/customers/${c.id}`);
    expect(await toastOf(res)).toEqual({ type: "success", title: "User deactivated successfully" });
    expect((await prisma.user.findUniqueOrThrow({ where: { id: c.id } })).isActive).toBe(false);
  });

  it("refuses guests", async () => {
    const c = await customer();
    const res = (await runWebRoute(detailPage.action, formPost(`/admin/customers/${c.id}`, { intent: "set-status", id: c.id, isActive: "false" }), { id: c.id })) as Response;
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toMatch(/^\/login\?redirect=/);
    expect((await prisma.user.findUniqueOrThrow({ where: { id: c.id } })).isActive).toBe(true);
  });
});
