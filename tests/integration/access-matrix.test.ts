import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { prisma } from "~/db.server";
import { addToCart } from "~/models/cart.server";
import { issueInvoiceInTx } from "~/models/invoice.server";
import { ACCOUNT_DEACTIVATED } from "~/models/user.server";
import * as addressesPage from "~/routes/addresses";
import * as adminLayout from "~/routes/admin";
import * as adminNotFound from "~/routes/admin.$";
import * as adminIndex from "~/routes/admin._index";
import * as adminAnalytics from "~/routes/admin.analytics";
import * as adminCategoriesEdit from "~/routes/admin.categories.$id.edit";
import * as adminCategoriesList from "~/routes/admin.categories._index";
import * as adminCategoriesNew from "~/routes/admin.categories.new";
import * as adminCustomerDetail from "~/routes/admin.customers.$id";
import * as adminCustomersList from "~/routes/admin.customers._index";
import * as adminInvoicesGstr1 from "~/routes/admin.invoices.gstr1";
import * as adminInvoicesList from "~/routes/admin.invoices._index";
import * as adminInvoicesPdf from "~/routes/admin.invoices.pdf";
import * as adminInvoicesPrint from "~/routes/admin.invoices.print";
import * as adminMessageDetail from "~/routes/admin.messages.$id";
import * as adminMessagesList from "~/routes/admin.messages._index";
import * as adminOrderDetail from "~/routes/admin.orders.$id";
import * as adminOrdersList from "~/routes/admin.orders._index";
import * as adminOrdersExport from "~/routes/admin.orders.export[.]csv";
import * as adminOutboxDetail from "~/routes/admin.outbox.$id";
import * as adminOutboxList from "~/routes/admin.outbox._index";
import * as adminProductEdit from "~/routes/admin.products.$id.edit";
import * as adminProductStock from "~/routes/admin.products.$id_.stock";
import * as adminProductDetail from "~/routes/admin.products.$id";
import * as adminProductsList from "~/routes/admin.products._index";
import * as adminProductNew from "~/routes/admin.products.new";
import * as adminProductsImport from "~/routes/admin.products.import";
import * as adminProductsExport from "~/routes/admin.products.export[.]csv";
import * as adminCouponsList from "~/routes/admin.coupons._index";
import * as adminCouponNew from "~/routes/admin.coupons.new";
import * as adminCouponEdit from "~/routes/admin.coupons.$id";
import * as apiProductRestore from "~/routes/api.products.$id.restore";
import * as adminSettings from "~/routes/admin.settings";
import * as apiAddressDefault from "~/routes/api.addresses.$id.default";
import * as apiAddress from "~/routes/api.addresses.$id";
import * as apiAdminAnalytics from "~/routes/api.admin.analytics";
import * as apiAdminCustomers from "~/routes/api.admin.customers";
import * as apiAdminDashboard from "~/routes/api.admin.dashboard";
import * as apiAdminOrderStatus from "~/routes/api.admin.orders.$id.status";
import * as apiAdminOrderRefunds from "~/routes/api.admin.orders.$id.refunds";
import * as apiAdminOrder from "~/routes/api.admin.orders.$id";
import * as apiAdminOrders from "~/routes/api.admin.orders";
import * as apiAdminProducts from "~/routes/api.admin.products";
import * as apiAdminSettings from "~/routes/api.admin.settings";
import * as apiAdminProductStock from "~/routes/api.admin.products.$id.stock";
import * as apiAdminUserStatus from "~/routes/api.admin.users.$id.status";
import * as apiAdminCoupons from "~/routes/api.admin.coupons";
import * as apiAdminCoupon from "~/routes/api.admin.coupons.$id";
import * as apiAdminCouponStatus from "~/routes/api.admin.coupons.$id.status";
import * as apiAdminProductPhotos from "~/routes/api.admin.products.$id.photos";
import * as apiCartRemove from "~/routes/api.cart.remove";
import * as apiCartUpdate from "~/routes/api.cart.update";
import * as apiCategory from "~/routes/api.categories.$id";
import * as apiCategories from "~/routes/api.categories";
import * as apiContactStatus from "~/routes/api.contact.$id.status";
import * as apiContactList from "~/routes/api.contact.messages-get";
import * as apiOrderCancel from "~/routes/api.orders.$id.cancel";
import * as apiOrder from "~/routes/api.orders.$id";
import * as apiReviews from "~/routes/api.products.$id.reviews";
import * as apiProductFeatured from "~/routes/api.products.$id.toggle-featured";
import * as apiProductStatus from "~/routes/api.products.$id.toggle-status";
import * as apiProduct from "~/routes/api.products.$id";
import * as apiProducts from "~/routes/api.products";
import * as apiWishlistItem from "~/routes/api.wishlist.$productId";
import * as orderPage from "~/routes/order.$id";
import { addToWishlist } from "~/models/wishlist.server";
import { callRoute, createUser, formPost, jsonRequest, readEnvelope, runWebRoute, tokensFor, webGet, webSessionCookie, type TestUser } from "./helpers";

// Security: the access-control matrix. Every admin screen's loader and action
// and every admin API method, called as a guest, a customer, a deactivated
// customer and a deactivated admin (signed in BEFORE deactivation) and an
// admin; then every per-user resource as its owner and as another customer.
// The route lists come from app/routes, so a new admin route that is not in
// the matrix fails this file.

const tag = crypto.randomBytes(4).toString("hex");
const ROUTES_DIR = path.resolve("app/routes");

type Who = "guest" | "customer" | "deactivated" | "deactivatedAdmin" | "admin";
const WHO: Who[] = ["guest", "customer", "deactivated", "deactivatedAdmin", "admin"];

let admin: TestUser, customer: TestUser, other: TestUser, deactivated: TestUser, deactivatedAdmin: TestUser, target: TestUser;
const cookies = {} as Record<Who, string | undefined>;
const tokens = {} as Record<Who, string | undefined>;
let customerToken: string, otherToken: string, customerCookie: string, otherCookie: string;
let categoryId: string, productId: string, otherOnlyProductId: string, orderId: string, messageId: string, outboxId: string, invoiceId: string;
let couponId: string;
let orderSeq = 0;

async function makeOrder(userId: string, status = "pending") {
  const seq = ++orderSeq;
  return prisma.order.create({
    data: {
      orderNumber: `ACM-${tag}-${seq}`,
      userId,
      status,
      paymentMethod: "cod",
      paymentStatus: status === "delivered" ? "paid" : "pending",
      subtotal: 150_000,
      total: 150_000,
      totalItems: 1,
      shipFullName: "Asha Patel",
      shipPhone: "9876543210",
      shipAddress: `12 Ring Road ${tag}`,
      shipCity: "Surat",
      shipState: "Gujarat",
      shipPincode: "395002",
      items: { create: { productId, name: "Matrix saree", price: 150_000, originalPrice: 150_000, quantity: 1, size: "Free Size", color: "Maroon", gstRate: 5, taxAmount: 0 } },
    },
  });
}

beforeAll(async () => {
  admin = await createUser({ role: "admin" });
  customer = await createUser();
  other = await createUser();
  target = await createUser();
  deactivated = await createUser();
  deactivatedAdmin = await createUser({ role: "admin" });
  cookies.guest = undefined;
  tokens.guest = undefined;
  for (const [who, user] of [["customer", customer], ["deactivated", deactivated], ["deactivatedAdmin", deactivatedAdmin], ["admin", admin]] as const) {
    cookies[who] = await webSessionCookie(user);
    tokens[who] = (await tokensFor(user)).token;
  }
  // Deactivated AFTER signing in: the session row and the token still exist.
  await prisma.user.updateMany({ where: { id: { in: [deactivated.id, deactivatedAdmin.id] } }, data: { isActive: false } });
  customerToken = tokens.customer!;
  customerCookie = cookies.customer!;
  otherToken = (await tokensFor(other)).token;
  otherCookie = await webSessionCookie(other);

  categoryId = (await prisma.category.create({ data: { name: `Matrix ${tag}`, slug: `matrix-${tag}` } })).id;
  const product = (name: string) =>
    prisma.product.create({
      data: { name, description: "Silk.", material: "Silk", price: 150_000, originalPrice: 150_000, categoryId, stock: 50, sizes: '["Free Size"]', colors: '["Maroon"]' },
    });
  productId = (await product(`Matrix saree ${tag}`)).id;
  otherOnlyProductId = (await product(`Matrix other saree ${tag}`)).id;
  orderId = (await makeOrder(customer.id)).id;
  invoiceId = (await prisma.$transaction((tx) => issueInvoiceInTx(tx, orderId, new Date()))).id;
  couponId = (await prisma.coupon.create({ data: { code: `MATRIX${tag}`.toUpperCase(), percent: 10 } })).id;
  messageId = (await prisma.contactMessage.create({ data: { name: "Ravi", email: `ravi-${tag}@example.com`, subject: "Hello", message: "Is this in stock?" } })).id;
  outboxId = (await prisma.emailOutbox.create({ data: { to: `ravi-${tag}@example.com`, subject: "Hi", template: "contact-ack", text: "Thanks" } })).id;
});

// ---------------------------------------------------------------- web: admin screens

type WebRoute = { loader?: (args: never) => unknown; action?: (args: never) => unknown };
type AdminScreen = { mod: WebRoute; path: () => string; params?: () => Record<string, string>; adminStatus?: number };

/** Every admin screen file in app/routes, with a path and params that exist. */
const ADMIN_SCREENS: Record<string, AdminScreen> = {
  "admin.tsx": { mod: adminLayout, path: () => "/admin" },
  "admin._index.tsx": { mod: adminIndex, path: () => "/admin" },
  "admin.analytics.tsx": { mod: adminAnalytics, path: () => "/admin/analytics?period=30d" },
  "admin.categories._index.tsx": { mod: adminCategoriesList, path: () => "/admin/categories" },
  "admin.categories.new.tsx": { mod: adminCategoriesNew, path: () => "/admin/categories/new" },
  "admin.categories.$id.edit.tsx": { mod: adminCategoriesEdit, path: () => `/admin/categories/${categoryId}/edit`, params: () => ({ id: categoryId }) },
  "admin.customers._index.tsx": { mod: adminCustomersList, path: () => "/admin/customers?search=x" },
  "admin.customers.$id.tsx": { mod: adminCustomerDetail, path: () => `/admin/customers/${target.id}`, params: () => ({ id: target.id }) },
  "admin.invoices._index.tsx": { mod: adminInvoicesList, path: () => "/admin/invoices" },
  "admin.invoices.print.tsx": { mod: adminInvoicesPrint, path: () => `/admin/invoices/print?id=${invoiceId}` },
  "admin.invoices.pdf.ts": { mod: adminInvoicesPdf, path: () => `/admin/invoices/pdf?id=${invoiceId}` },
  "admin.invoices.gstr1.ts": { mod: adminInvoicesGstr1, path: () => "/admin/invoices/gstr1?part=hsn" },
  "admin.messages._index.tsx": { mod: adminMessagesList, path: () => "/admin/messages" },
  "admin.messages.$id.tsx": { mod: adminMessageDetail, path: () => `/admin/messages/${messageId}`, params: () => ({ id: messageId }) },
  "admin.orders._index.tsx": { mod: adminOrdersList, path: () => "/admin/orders?status=pending" },
  "admin.orders.export[.]csv.ts": { mod: adminOrdersExport, path: () => "/admin/orders/export.csv?status=pending" },
  "admin.orders.$id.tsx": { mod: adminOrderDetail, path: () => `/admin/orders/${orderId}`, params: () => ({ id: orderId }) },
  "admin.outbox._index.tsx": { mod: adminOutboxList, path: () => "/admin/outbox" },
  "admin.outbox.$id.tsx": { mod: adminOutboxDetail, path: () => `/admin/outbox/${outboxId}`, params: () => ({ id: outboxId }) },
  "admin.products._index.tsx": { mod: adminProductsList, path: () => "/admin/products" },
  "admin.products.new.tsx": { mod: adminProductNew, path: () => "/admin/products/new" },
  "admin.products.$id.tsx": { mod: adminProductDetail, path: () => `/admin/products/${productId}`, params: () => ({ id: productId }) },
  "admin.products.$id.edit.tsx": { mod: adminProductEdit, path: () => `/admin/products/${productId}/edit`, params: () => ({ id: productId }) },
  "admin.products.import.tsx": { mod: adminProductsImport, path: () => "/admin/products/import" },
  "admin.products.export[.]csv.ts": { mod: adminProductsExport, path: () => "/admin/products/export.csv" },
  "admin.coupons._index.tsx": { mod: adminCouponsList, path: () => "/admin/coupons" },
  "admin.coupons.new.tsx": { mod: adminCouponNew, path: () => "/admin/coupons/new" },
  "admin.coupons.$id.tsx": { mod: adminCouponEdit, path: () => `/admin/coupons/${couponId}`, params: () => ({ id: couponId }) },
  "admin.settings.tsx": { mod: adminSettings, path: () => "/admin/settings" },
  // An unknown admin URL: 404 inside the admin shell, for admins only.
  "admin.$.tsx": { mod: adminNotFound, path: () => "/admin/no-such-screen", params: () => ({ "*": "no-such-screen" }), adminStatus: 404 },
  "admin.products.$id_.stock.tsx": { mod: adminProductStock, path: () => `/admin/products/${productId}/stock`, params: () => ({ id: productId }) },
};

const adminFiles = fs.readdirSync(ROUTES_DIR).filter((f) => /^admin[.]/.test(f) || f === "admin.tsx");

describe("admin screens: the matrix covers every admin route file", () => {
  it("lists every app/routes/admin* file (a new admin screen must be added here)", () => {
    expect(adminFiles.length).toBeGreaterThan(10);
    expect(adminFiles.filter((f) => !(f in ADMIN_SCREENS))).toEqual([]);
    expect(Object.keys(ADMIN_SCREENS).filter((f) => !adminFiles.includes(f))).toEqual([]);
  });

  it("every admin route file calls requireAdmin in its loader and its action (source check)", () => {
    for (const file of adminFiles) {
      const source = fs.readFileSync(path.join(ROUTES_DIR, file), "utf8");
      const count = (source.match(/await requireAdmin\(request\)/g) ?? []).length;
      const kinds = ["loader", "action"].filter((k) => new RegExp(`export (async )?function ${k}\\b`).test(source));
      expect(count, file).toBeGreaterThanOrEqual(kinds.length);
    }
  });
});

async function runAs(fn: (args: never) => unknown, who: Who, screen: AdminScreen, method: "GET" | "POST") {
  const cookie = cookies[who];
  const request = method === "GET" ? webGet(screen.path(), cookie) : formPost(screen.path(), { intent: "matrix-probe" }, cookie);
  return runWebRoute(fn, request, screen.params?.() ?? {});
}

function expectRefusal(out: Awaited<ReturnType<typeof runWebRoute>>, who: Who, pathWithQuery: string) {
  expect(out, `${who} was let in`).toBeInstanceOf(Response);
  const res = out as Response;
  expect([302, 303]).toContain(res.status);
  const location = res.headers.get("Location");
  if (who === "customer") expect(location).toBe("/");
  // A guest, and anyone whose account was deactivated after signing in (the session no longer resolves), signs in again.
  else expect(location).toBe(`/login?${new URLSearchParams({ redirect: pathWithQuery })}`);
}

describe("admin screens: loaders and actions by role", () => {
  for (const [file, screen] of Object.entries(ADMIN_SCREENS)) {
    describe(file, () => {
      for (const who of WHO) {
        it(`loader as ${who}`, async () => {
          const out = await runAs(screen.mod.loader!, who, screen, "GET");
          if (who !== "admin") return expectRefusal(out, who, screen.path());
          expect(out instanceof Response ? out.status : out.status).toBe(screen.adminStatus ?? 200);
        });
        if (!screen.mod.action) continue;
        it(`action as ${who}`, async () => {
          const before = await prisma.product.findUniqueOrThrow({ where: { id: productId } });
          const out = await runAs(screen.mod.action!, who, screen, "POST");
          if (who !== "admin") {
            expectRefusal(out, who, screen.path());
            expect(await prisma.product.findUniqueOrThrow({ where: { id: productId } })).toEqual(before);
            return;
          }
          // The admin gets the action's own answer to a nonsense form: a 400 re-render or a 303 with an error toast.
          const status = out instanceof Response ? out.status : out.status;
          expect([200, 303, 400, 404]).toContain(status);
          if (out instanceof Response && out.status === 303) expect(out.headers.get("Location")).not.toMatch(/^\/login|^\/$/);
        });
      }
    });
  }
});

// ---------------------------------------------------------------- API: admin routes

type ApiModule = Parameters<typeof callRoute>[0];
type AdminApi = { file: string; mod: ApiModule; method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE"; path: () => string; params?: () => Record<string, string>; body?: () => unknown };

/** Admin-only methods: all of api.admin.*, plus the admin methods of the catalogue and contact routes. */
const ADMIN_APIS: AdminApi[] = [
  { file: "api.admin.analytics.ts", mod: apiAdminAnalytics, method: "GET", path: () => "/api/admin/analytics?period=7d" },
  { file: "api.admin.customers.ts", mod: apiAdminCustomers, method: "GET", path: () => "/api/admin/customers" },
  { file: "api.admin.dashboard.ts", mod: apiAdminDashboard, method: "GET", path: () => "/api/admin/dashboard" },
  { file: "api.admin.orders.ts", mod: apiAdminOrders, method: "GET", path: () => "/api/admin/orders" },
  { file: "api.admin.orders.$id.ts", mod: apiAdminOrder, method: "GET", path: () => `/api/admin/orders/${orderId}`, params: () => ({ id: orderId }) },
  { file: "api.admin.orders.$id.ts", mod: apiAdminOrder, method: "PUT", path: () => `/api/admin/orders/${orderId}`, params: () => ({ id: orderId }), body: () => ({ adminNotes: "matrix" }) },
  { file: "api.admin.orders.$id.status.ts", mod: apiAdminOrderStatus, method: "PUT", path: () => `/api/admin/orders/${orderId}/status`, params: () => ({ id: orderId }), body: () => ({ status: "nonsense" }) },
  { file: "api.admin.orders.$id.refunds.ts", mod: apiAdminOrderRefunds, method: "GET", path: () => `/api/admin/orders/${orderId}/refunds`, params: () => ({ id: orderId }) },
  { file: "api.admin.orders.$id.refunds.ts", mod: apiAdminOrderRefunds, method: "POST", path: () => `/api/admin/orders/${orderId}/refunds`, params: () => ({ id: orderId }), body: () => ({ amount: 0, reason: "" }) },
  { file: "api.admin.products.ts", mod: apiAdminProducts, method: "GET", path: () => "/api/admin/products" },
  { file: "api.admin.settings.ts", mod: apiAdminSettings, method: "GET", path: () => "/api/admin/settings" },
  { file: "api.admin.settings.ts", mod: apiAdminSettings, method: "PATCH", path: () => "/api/admin/settings", body: () => ({ version: -1 }) },
  { file: "api.admin.products.$id.stock.ts", mod: apiAdminProductStock, method: "GET", path: () => `/api/admin/products/${productId}/stock`, params: () => ({ id: productId }) },
  { file: "api.admin.products.$id.stock.ts", mod: apiAdminProductStock, method: "PUT", path: () => `/api/admin/products/${productId}/stock`, params: () => ({ id: productId }), body: () => ({ cells: [] }) },
  { file: "api.admin.users.$id.status.ts", mod: apiAdminUserStatus, method: "PUT", path: () => `/api/admin/users/${target.id}/status`, params: () => ({ id: target.id }), body: () => ({ isActive: true }) },
  { file: "api.admin.coupons.ts", mod: apiAdminCoupons, method: "GET", path: () => "/api/admin/coupons" },
  { file: "api.admin.coupons.ts", mod: apiAdminCoupons, method: "POST", path: () => "/api/admin/coupons", body: () => ({ code: "" }) },
  { file: "api.admin.coupons.$id.ts", mod: apiAdminCoupon, method: "GET", path: () => "/api/admin/coupons/no-such-coupon", params: () => ({ id: "no-such-coupon" }) },
  { file: "api.admin.coupons.$id.ts", mod: apiAdminCoupon, method: "PUT", path: () => "/api/admin/coupons/no-such-coupon", params: () => ({ id: "no-such-coupon" }), body: () => ({ percent: 0 }) },
  { file: "api.admin.coupons.$id.status.ts", mod: apiAdminCouponStatus, method: "PUT", path: () => "/api/admin/coupons/no-such-coupon/status", params: () => ({ id: "no-such-coupon" }), body: () => ({ isActive: false }) },
  { file: "api.admin.products.$id.photos.ts", mod: apiAdminProductPhotos, method: "GET", path: () => `/api/admin/products/${productId}/photos`, params: () => ({ id: productId }) },
  { file: "api.admin.products.$id.photos.ts", mod: apiAdminProductPhotos, method: "POST", path: () => `/api/admin/products/${productId}/photos`, params: () => ({ id: productId }), body: () => ({ version: -1 }) },
  { file: "api.products.ts", mod: apiProducts, method: "POST", path: () => "/api/products", body: () => ({ name: "" }) },
  { file: "api.products.$id.ts", mod: apiProduct, method: "PUT", path: () => `/api/products/${productId}`, params: () => ({ id: productId }), body: () => ({ price: -1 }) },
  { file: "api.products.$id.ts", mod: apiProduct, method: "DELETE", path: () => "/api/products/no-such-product", params: () => ({ id: "no-such-product" }) },
  { file: "api.products.$id.restore.ts", mod: apiProductRestore, method: "PATCH", path: () => "/api/products/no-such-product/restore", params: () => ({ id: "no-such-product" }) },
  { file: "api.products.$id.toggle-status.ts", mod: apiProductStatus, method: "PATCH", path: () => "/api/products/no-such-product/toggle-status", params: () => ({ id: "no-such-product" }) },
  { file: "api.products.$id.toggle-featured.ts", mod: apiProductFeatured, method: "PATCH", path: () => "/api/products/no-such-product/toggle-featured", params: () => ({ id: "no-such-product" }) },
  { file: "api.categories.ts", mod: apiCategories, method: "POST", path: () => "/api/categories", body: () => ({ name: "" }) },
  { file: "api.categories.ts", mod: apiCategories, method: "GET", path: () => "/api/categories?includeInactive=true" },
  { file: "api.categories.$id.ts", mod: apiCategory, method: "PUT", path: () => `/api/categories/${categoryId}`, params: () => ({ id: categoryId }), body: () => ({ name: "" }) },
  { file: "api.categories.$id.ts", mod: apiCategory, method: "DELETE", path: () => "/api/categories/no-such-category", params: () => ({ id: "no-such-category" }) },
  { file: "api.contact.messages-get.ts", mod: apiContactList, method: "GET", path: () => "/api/contact/messages" },
  { file: "api.contact.$id.status.ts", mod: apiContactStatus, method: "PUT", path: () => `/api/contact/${messageId}/status`, params: () => ({ id: messageId }), body: () => ({ status: "read" }) },
];

describe("admin API: the matrix covers every admin route file", () => {
  it("lists every app/routes/api.admin.* file", () => {
    const files = fs.readdirSync(ROUTES_DIR).filter((f) => f.startsWith("api.admin."));
    expect(files.length).toBeGreaterThan(5);
    expect(files.filter((f) => !ADMIN_APIS.some((a) => a.file === f))).toEqual([]);
  });

  it("every route file that calls requireApiAdmin has its admin methods in the matrix", () => {
    for (const file of fs.readdirSync(ROUTES_DIR).filter((f) => f.startsWith("api."))) {
      const source = fs.readFileSync(path.join(ROUTES_DIR, file), "utf8");
      if (source.includes("requireApiAdmin(")) expect(ADMIN_APIS.some((a) => a.file === file), file).toBe(true);
    }
  });
});

describe("admin API: methods by role", () => {
  const expected: Record<Exclude<Who, "admin">, [number, string]> = {
    guest: [401, "Authentication required"],
    customer: [403, "Admin access required"],
    deactivated: [403, ACCOUNT_DEACTIVATED],
    deactivatedAdmin: [403, ACCOUNT_DEACTIVATED],
  };
  for (const api of ADMIN_APIS) {
    for (const who of WHO) {
      it(`${api.method} ${api.path.toString().match(/"(.*)"|`(.*)`/)?.slice(1).find(Boolean) ?? api.file} as ${who}`, async () => {
        const beforeTarget = await prisma.user.findUniqueOrThrow({ where: { id: target.id } });
        const beforeMessage = await prisma.contactMessage.findUniqueOrThrow({ where: { id: messageId } });
        const beforeOrder = await prisma.order.findUniqueOrThrow({ where: { id: orderId } });
        const res = await callRoute(api.mod, jsonRequest(api.method, api.path(), api.body?.(), { token: tokens[who] }), api.params?.() ?? {});
        const env = await readEnvelope(res);
        if (who === "admin") {
          expect([401, 403], env.message).not.toContain(res.status);
          expect(res.status, env.message).toBeLessThan(500);
          return;
        }
        expect([res.status, env.message]).toEqual(expected[who]);
        expect(env.data).toBeNull();
        // Refused: nothing changed.
        expect(await prisma.user.findUniqueOrThrow({ where: { id: target.id } })).toEqual(beforeTarget);
        expect(await prisma.contactMessage.findUniqueOrThrow({ where: { id: messageId } })).toEqual(beforeMessage);
        expect(await prisma.order.findUniqueOrThrow({ where: { id: orderId } })).toEqual(beforeOrder);
      });
    }
  }

  it("a deactivated customer's refresh tokens were not the way back in either (API answers 403 with a fresh token too)", async () => {
    const fresh = (await tokensFor(deactivated)).token;
    const res = await callRoute(apiContactList, jsonRequest("GET", "/api/contact/messages", undefined, { token: fresh }));
    expect(res.status).toBe(403);
  });
});

// ---------------------------------------------------------------- per-user resources

describe("orders: owner vs another customer", () => {
  it("GET /api/orders/{id}: the owner sees it, another customer gets 404 and no data", async () => {
    const order = await makeOrder(customer.id);
    const own = await callRoute(apiOrder, jsonRequest("GET", `/api/orders/${order.id}`, undefined, { token: customerToken }), { id: order.id });
    expect(own.status).toBe(200);
    expect((await readEnvelope(own)).data).toMatchObject({ _id: order.id, orderId: order.orderNumber });
    const res = await callRoute(apiOrder, jsonRequest("GET", `/api/orders/${order.id}`, undefined, { token: otherToken }), { id: order.id });
    const text = await res.clone().text();
    expect(res.status).toBe(404);
    expect(text).not.toContain(order.orderNumber);
    expect(text).not.toContain(tag);
  });

  it("PATCH /api/orders/{id}/cancel by another customer: 404, the order stays pending; the owner can cancel", async () => {
    const order = await makeOrder(customer.id);
    const res = await callRoute(apiOrderCancel, jsonRequest("PATCH", `/api/orders/${order.id}/cancel`, { reason: "Not mine" }, { token: otherToken }), { id: order.id });
    expect(res.status).toBe(404);
    expect((await prisma.order.findUniqueOrThrow({ where: { id: order.id } })).status).toBe("pending");
    const own = await callRoute(apiOrderCancel, jsonRequest("PATCH", `/api/orders/${order.id}/cancel`, { reason: "Changed my mind" }, { token: customerToken }), { id: order.id });
    expect(own.status).toBe(200);
    expect((await prisma.order.findUniqueOrThrow({ where: { id: order.id } })).status).toBe("cancelled");
  });

  it("web /order/{id}: another customer gets a 404 from the loader and the action, the order unchanged", async () => {
    const order = await makeOrder(customer.id);
    const own = await runWebRoute(orderPage.loader as never, webGet(`/order/${order.id}`, customerCookie), { id: order.id });
    expect(own instanceof Response ? own.status : own.status).toBe(200);
    const view = await runWebRoute(orderPage.loader as never, webGet(`/order/${order.id}`, otherCookie), { id: order.id });
    expect(view).toBeInstanceOf(Response);
    expect((view as Response).status).toBe(404);
    expect(await (view as Response).text()).not.toContain(order.orderNumber);
    const cancel = await runWebRoute(orderPage.action as never, formPost(`/order/${order.id}`, { intent: "cancel", reason: "Other", details: "Not mine" }, otherCookie), { id: order.id });
    expect(cancel).toBeInstanceOf(Response);
    expect((cancel as Response).status).toBe(404);
    expect((await prisma.order.findUniqueOrThrow({ where: { id: order.id } })).status).toBe("pending");
  });

  it("web /order/{id} as a guest goes to sign-in", async () => {
    const out = await runWebRoute(orderPage.loader as never, webGet(`/order/${orderId}`), { id: orderId });
    expect((out as Response).headers.get("Location")).toBe(`/login?${new URLSearchParams({ redirect: `/order/${orderId}` })}`);
  });
});

describe("addresses: owner vs another customer", () => {
  const ADDRESS = { fullName: "Asha Patel", phone: "9876543210", address: "12 Ring Road", city: "Surat", state: "Gujarat", pincode: "395002", country: "India" };
  const makeAddress = (userId: string, isDefault = false) => prisma.address.create({ data: { userId, ...ADDRESS, isDefault } });

  it("API PUT, PATCH default and DELETE of another's address: 404, the row unchanged", async () => {
    const theirs = await makeAddress(customer.id, false);
    await makeAddress(customer.id, true);
    const put = await callRoute(apiAddress, jsonRequest("PUT", `/api/addresses/${theirs.id}`, { ...ADDRESS, fullName: "Intruder" }, { token: otherToken }), { id: theirs.id });
    expect(put.status).toBe(404);
    const def = await callRoute(apiAddressDefault, jsonRequest("PATCH", `/api/addresses/${theirs.id}/default`, undefined, { token: otherToken }), { id: theirs.id });
    expect(def.status).toBe(404);
    const del = await callRoute(apiAddress, jsonRequest("DELETE", `/api/addresses/${theirs.id}`, undefined, { token: otherToken }), { id: theirs.id });
    expect(del.status).toBe(404);
    expect(await prisma.address.findUniqueOrThrow({ where: { id: theirs.id } })).toEqual(theirs);
    // The owner can.
    const own = await callRoute(apiAddress, jsonRequest("PUT", `/api/addresses/${theirs.id}`, { ...ADDRESS, fullName: "Asha P" }, { token: customerToken }), { id: theirs.id });
    expect(own.status).toBe(200);
    expect((await prisma.address.findUniqueOrThrow({ where: { id: theirs.id } })).fullName).toBe("Asha P");
  });

  it("web /addresses update, delete and set-default with another's id: refused, the row unchanged, nothing added to the intruder", async () => {
    const theirs = await makeAddress(customer.id, false);
    const intruderBefore = await prisma.address.count({ where: { userId: other.id } });
    for (const fields of [
      { intent: "update", id: theirs.id, ...ADDRESS, fullName: "Intruder" },
      { intent: "delete", id: theirs.id },
      { intent: "set-default", id: theirs.id },
    ]) {
      const out = await runWebRoute(addressesPage.action as never, formPost("/addresses", fields, otherCookie));
      const status = out instanceof Response ? out.status : out.status;
      expect(status).not.toBe(200);
      expect(status).toBeLessThan(500);
    }
    expect(await prisma.address.findUniqueOrThrow({ where: { id: theirs.id } })).toEqual(theirs);
    expect(await prisma.address.count({ where: { userId: other.id } })).toBe(intruderBefore);
  });
});

describe("cart lines: another customer's line is never touched", () => {
  it("API update and remove of a product only in another's cart: 404, their line intact", async () => {
    await addToCart({ userId: customer.id }, { productId: otherOnlyProductId, quantity: 2, size: "Free Size", color: "Maroon" });
    const line = () => prisma.cartItem.findFirstOrThrow({ where: { productId: otherOnlyProductId, cart: { userId: customer.id } } });
    const before = await line();
    const body = { productId: otherOnlyProductId, selectedSize: "Free Size", selectedColor: "Maroon" };
    expect((await callRoute(apiCartUpdate, jsonRequest("PUT", "/api/cart/update", { ...body, quantity: 5 }, { token: otherToken }))).status).toBe(404);
    expect((await callRoute(apiCartUpdate, jsonRequest("PUT", "/api/cart/update", { ...body, quantity: 0 }, { token: otherToken }))).status).toBe(404);
    expect((await callRoute(apiCartRemove, jsonRequest("DELETE", "/api/cart/remove", body, { token: otherToken }))).status).toBe(404);
    expect((await callRoute(apiCartRemove, jsonRequest("DELETE", "/api/cart/remove", { productId: otherOnlyProductId }, { token: otherToken }))).status).toBe(404);
    expect(await line()).toEqual(before);
    expect(await prisma.cartItem.count({ where: { cart: { userId: other.id }, productId: otherOnlyProductId } })).toBe(0);
  });
});

describe("reviews: a customer can only write or edit their own", () => {
  it("another customer's post makes their own review (or is refused) and never edits the owner's", async () => {
    await makeOrder(customer.id, "delivered");
    const post = (token: string, comment: string, extra: Record<string, unknown> = {}) =>
      callRoute(apiReviews, jsonRequest("POST", `/api/products/${productId}/reviews`, { rating: 5, comment, ...extra }, { token }), { id: productId });
    expect((await post(customerToken, "The owner's own words.")).status).toBe(201);
    const mine = await prisma.review.findFirstOrThrow({ where: { userId: customer.id, productId } });
    // Another customer who never received the product: refused; with a forged userId / id in the body: ignored.
    const refused = await post(otherToken, "Trying to overwrite it.", { userId: customer.id, id: mine.id, reviewId: mine.id });
    expect(refused.status).toBe(403);
    expect(await prisma.review.findUniqueOrThrow({ where: { id: mine.id } })).toEqual(mine);
    // Once they received it too, they get their own review, still not the owner's.
    await makeOrder(other.id, "delivered");
    expect((await post(otherToken, "My own separate review.", { userId: customer.id, id: mine.id })).status).toBe(201);
    expect(await prisma.review.findUniqueOrThrow({ where: { id: mine.id } })).toEqual(mine);
    expect((await prisma.review.findFirstOrThrow({ where: { userId: other.id, productId } })).comment).toBe("My own separate review.");
  });
});

describe("wishlist: another customer's saved product is never touched", () => {
  it("DELETE /api/wishlist/{productId} of a product only in another's wishlist: 404, theirs intact", async () => {
    await addToWishlist({ userId: customer.id }, otherOnlyProductId);
    const count = () => prisma.wishlistItem.count({ where: { productId: otherOnlyProductId, wishlist: { userId: customer.id } } });
    expect(await count()).toBe(1);
    const res = await callRoute(apiWishlistItem, jsonRequest("DELETE", `/api/wishlist/${otherOnlyProductId}`, undefined, { token: otherToken }), { productId: otherOnlyProductId });
    expect(res.status).toBe(404);
    expect(await count()).toBe(1);
  });
});



