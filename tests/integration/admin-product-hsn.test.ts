import crypto from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { prisma } from "~/db.server";
import { issueInvoiceInTx } from "~/models/invoice.server";
import * as apiProducts from "~/routes/api.products";
import * as apiProduct from "~/routes/api.products.$id";
import * as editPage from "~/routes/admin.products.$id.edit";
import * as newPage from "~/routes/admin.products.new";
import { ADMIN_PRODUCT_MESSAGES as M } from "~/schemas/admin-product";
import { gstOrder } from "./gst-fixtures";
import { callRoute, createUser, formPost, jsonRequest, readEnvelope, runWebRoute, tokensFor, webGet, webSessionCookie } from "./helpers";

// Issue 13 section 2: a product's own HSN code (the override of its category's) set from the admin
// product form and the admin product API, with the category form's rule: 4, 6 or 8 digits; empty
// (or null) = the category's code. The invoice prints the override.

const tag = crypto.randomBytes(4).toString("hex");
let cookie: string;
let token: string;
let categoryId: string;

beforeAll(async () => {
  const admin = await createUser({ role: "admin" });
  cookie = await webSessionCookie(admin);
  token = (await tokensFor(admin)).token;
  categoryId = (await prisma.category.create({ data: { name: `HSN Sarees ${tag}`, slug: `hsn-sarees-${tag}`, hsnCode: "5007" } })).id;
});

const form = (over: Record<string, string | string[]> = {}) => ({
  intent: "save",
  name: `Cotton Saree ${tag}`,
  description: "Handloom cotton.",
  material: "Cotton",
  price: "1299",
  originalPrice: "",
  stock: "4",
  category: categoryId,
  subcategory: "",
  colors: "",
  sizes: "",
  tags: "",
  images: "/images/products/c-1.svg",
  inStock: "on",
  hsnCode: "",
  ...over,
});

type FormOut = { data: { result: { error: Record<string, string[]> } }; status: number };

describe("HSN code on the admin product form", () => {
  it("creates with an override, refuses a bad code with the schema's message, and an emptied field falls back to the category's", async () => {
    const bad = (await runWebRoute(newPage.action, formPost("/admin/products/new", form({ hsnCode: "12345" }), cookie))) as FormOut;
    expect(bad.status).toBe(400);
    expect(bad.data.result.error.hsnCode).toEqual([M.hsnCode]);
    expect(M.hsnCode).toBe("HSN code must be 4, 6 or 8 digits");

    const res = (await runWebRoute(newPage.action, formPost("/admin/products/new", form({ hsnCode: " 5208 " }), cookie))) as Response;
    expect(res.status).toBe(303);
    const row = await prisma.product.findFirstOrThrow({ where: { name: `Cotton Saree ${tag}` } });
    expect(row.hsnCode).toBe("5208");

    // The edit page shows it, and the chosen category's code for the hint.
    const loaded = (await runWebRoute(editPage.loader, webGet(`/admin/products/${row.id}/edit`, cookie), { id: row.id })) as {
      data: { product: { hsnCode: string | null; version: number; stock: number }; categories: Array<{ _id: string; hsnCode: string | null }> };
    };
    expect(loaded.data.product.hsnCode).toBe("5208");
    expect(loaded.data.categories.find((c) => c._id === categoryId)?.hsnCode).toBe("5007");

    // The invoice of an order of it prints 5208, not the category's 5007.
    const { order } = await gstOrder([{ productId: row.id, rupees: 1299, quantity: 1 }]);
    const invoice = await prisma.$transaction((tx) => issueInvoiceInTx(tx, order.id, new Date("2049-05-01T06:00:00Z")));
    expect((await prisma.taxDocumentLine.findFirstOrThrow({ where: { documentId: invoice.id, position: 1 } })).hsnCode).toBe("5208");

    const read = { version: String(loaded.data.product.version), expectedStock: String(loaded.data.product.stock) };
    const eight = (await runWebRoute(editPage.action, formPost(`/admin/products/${row.id}/edit`, form({ ...read, hsnCode: "62114290" }), cookie), { id: row.id })) as Response;
    expect(eight.status).toBe(303);
    expect((await prisma.product.findUniqueOrThrow({ where: { id: row.id } })).hsnCode).toBe("62114290");

    const again = { version: String(loaded.data.product.version + 1), expectedStock: read.expectedStock };
    const cleared = (await runWebRoute(editPage.action, formPost(`/admin/products/${row.id}/edit`, form({ ...again, hsnCode: "" }), cookie), { id: row.id })) as Response;
    expect(cleared.status).toBe(303);
    expect((await prisma.product.findUniqueOrThrow({ where: { id: row.id } })).hsnCode).toBeNull();
  });
});

describe("HSN code in the admin product API", () => {
  it("POST sets it and answers it; PUT changes it, null clears it, a bad one is 400 with the message; absent leaves it", async () => {
    const body = { name: `API Saree ${tag}`, description: "x", material: "Silk", price: 999, stock: 2, category: categoryId, images: ["/images/products/d.svg"], hsnCode: "500720" };
    const res = await callRoute(apiProducts, jsonRequest("POST", "/api/products", body, { token }));
    const env = await readEnvelope<{ _id: string; hsnCode: string | null }>(res);
    expect(res.status, JSON.stringify(env)).toBe(201);
    expect(env.data.hsnCode).toBe("500720");
    const id = env.data._id;

    const put = (b: Record<string, unknown>) => callRoute(apiProduct, jsonRequest("PUT", `/api/products/${id}`, b, { token }), { id });
    const badRes = await put({ hsnCode: "50A7" });
    expect(badRes.status).toBe(400);
    expect((await readEnvelope(badRes)).errors).toEqual([expect.objectContaining({ param: "hsnCode", msg: M.hsnCode })]);

    expect((await readEnvelope(await put({ name: `API Saree renamed ${tag}` }))).data.hsnCode).toBe("500720");
    expect((await readEnvelope(await put({ hsnCode: "6211" }))).data.hsnCode).toBe("6211");
    expect((await readEnvelope(await put({ hsnCode: null }))).data.hsnCode).toBeNull();

    // The shop's public product JSON does not carry it.
    const pub = await callRoute(apiProduct, jsonRequest("GET", `/api/products/${id}`), { id });
    expect(Object.keys((await readEnvelope(pub)).data)).not.toContain("hsnCode");
  });
});
