import crypto from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { prisma } from "~/db.server";
import { createProduct, deleteOrArchiveProduct, NOT_ARCHIVED } from "~/models/admin-product.server";
import { getProduct } from "~/models/catalog.server";
import * as apiRestore from "~/routes/api.products.$id.restore";
import * as apiToggleStatus from "~/routes/api.products.$id.toggle-status";
import * as detailsPage from "~/routes/admin.products.$id";
import * as listPage from "~/routes/admin.products._index";
import { PRODUCT_TOASTS } from "~/schemas/admin-product";
import { callRoute, createUser, formPost, jsonRequest, readEnvelope, runWebRoute, toastOf, tokensFor, webSessionCookie } from "./helpers";

// Restore (issue 13 section 4): an archived product comes back, inactive, from the list, the
// details page and PATCH /api/products/{id}/restore; then it can be activated again.

const tag = crypto.randomBytes(4).toString("hex");
let adminToken: string;
let customerToken: string;
let adminCookie: string;
let customerId: string;
let categoryId: string;
let seq = 0;

beforeAll(async () => {
  const admin = await createUser({ role: "admin" });
  const customer = await createUser();
  customerId = customer.id;
  adminToken = (await tokensFor(admin)).token;
  customerToken = (await tokensFor(customer)).token;
  adminCookie = await webSessionCookie(admin);
  categoryId = (await prisma.category.create({ data: { name: `Restore ${tag}`, slug: `restore-${tag}` }, select: { id: true } })).id;
});

async function archivedProduct() {
  const p = await createProduct({ name: `Bandhani Dupatta ${tag} ${++seq}`, description: "Tie-dyed in Jamnagar.", material: "Georgette", price: 1499, stock: 4, category: categoryId });
  await prisma.order.create({
    data: {
      orderNumber: `RST-${tag}-${seq}`,
      userId: customerId,
      paymentMethod: "cod",
      subtotal: 1499_00,
      total: 1499_00,
      totalItems: 1,
      shipFullName: "Asha Patel",
      shipPhone: "9876543210",
      shipAddress: "12 Ring Road",
      shipCity: "Surat",
      shipState: "Gujarat",
      shipPincode: "395002",
      items: { create: { productId: p._id, name: p.name, price: 1499_00, originalPrice: 1499_00, quantity: 1, size: "Free Size", color: "Default", gstRate: 5, taxAmount: 7138 } },
    },
  });
  expect((await deleteOrArchiveProduct(p._id)).outcome).toBe("archived");
  return p;
}

const patch = (path: string, id: string, token?: string) => callRoute(path === "restore" ? apiRestore : apiToggleStatus, jsonRequest("PATCH", `/api/products/${id}/${path}`, undefined, { token }), { id });

describe("restoring an archived product", () => {
  it("API: 409 before, restored inactive, then it can be activated and shows in the shop again", async () => {
    const p = await archivedProduct();
    expect((await patch("toggle-status", p._id, adminToken)).status).toBe(409);

    const res = await patch("restore", p._id, adminToken);
    const env = await readEnvelope(res);
    expect(res.status, JSON.stringify(env)).toBe(200);
    expect(env.message).toBe(PRODUCT_TOASTS.restored);
    expect(env.data).toMatchObject({ _id: p._id, archivedAt: null, isActive: false });
    expect(await getProduct(p._id)).toBeNull(); // inactive until activated

    const again = await patch("restore", p._id, adminToken);
    expect(again.status).toBe(409);
    expect((await readEnvelope(again)).message).toBe(NOT_ARCHIVED);

    const activate = await patch("toggle-status", p._id, adminToken);
    expect(activate.status).toBe(200);
    expect((await getProduct(p._id))?._id).toBe(p._id);
    const row = await prisma.product.findUniqueOrThrow({ where: { id: p._id } });
    expect(row).toMatchObject({ archivedAt: null, isActive: true, stock: 4 });
  });

  it("API: 401 without a token, 403 for a customer, 404 for an unknown product", async () => {
    const p = await archivedProduct();
    expect((await patch("restore", p._id)).status).toBe(401);
    expect((await patch("restore", p._id, customerToken)).status).toBe(403);
    expect((await patch("restore", "nope", adminToken)).status).toBe(404);
    expect((await prisma.product.findUniqueOrThrow({ where: { id: p._id } })).archivedAt).not.toBeNull();
  });

  it("screens: Restore from the archived list and from the details page (no JavaScript needed)", async () => {
    const a = await archivedProduct();
    const url = "/admin/products?index&status=archived";
    const res = (await runWebRoute(listPage.action, formPost(url, { intent: "restore", id: a._id }, adminCookie))) as Response;
    expect(res.status).toBe(303);
    expect(res.headers.get("Location")).toBe("/admin/products?status=archived");
    expect(await toastOf(res)).toMatchObject({ type: "success", title: PRODUCT_TOASTS.restored });
    expect(await prisma.product.findUniqueOrThrow({ where: { id: a._id } })).toMatchObject({ archivedAt: null, isActive: false });

    const b = await archivedProduct();
    const res2 = (await runWebRoute(detailsPage.action, formPost(`/admin/products/${b._id}`, { intent: "restore", id: b._id }, adminCookie), { id: b._id })) as Response;
    expect(res2.headers.get("Location")).toBe(`/admin/products/${b._id}`);
    expect(await toastOf(res2)).toMatchObject({ type: "success", title: PRODUCT_TOASTS.restored });
    // Restoring twice says why it failed.
    const res3 = (await runWebRoute(detailsPage.action, formPost(`/admin/products/${b._id}`, { intent: "restore", id: b._id }, adminCookie), { id: b._id })) as Response;
    expect(await toastOf(res3)).toMatchObject({ type: "error", title: PRODUCT_TOASTS.restoreFailed, description: NOT_ARCHIVED });
  });
});
