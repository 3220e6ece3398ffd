import crypto from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { prisma } from "~/db.server";
import { slugify } from "~/models/category.server";
import * as editPage from "~/routes/admin.categories.$id.edit";
import * as listPage from "~/routes/admin.categories._index";
import * as newPage from "~/routes/admin.categories.new";
import * as apiCategory from "~/routes/api.categories.$id";
import * as apiCategories from "~/routes/api.categories";
import { CATEGORY_MESSAGES, CATEGORY_PLACEHOLDER_IMAGE } from "~/schemas/admin-category";
import { callRoute, createUser, formPost, jsonRequest, readEnvelope, runWebRoute, toastOf, tokensFor, webGet, webSessionCookie, type TestUser } from "./helpers";

// Categories for admins: POST/PUT/DELETE /api/categories, the GETs kept, and
// the /admin/categories screens' loaders and actions.

const tag = crypto.randomBytes(4).toString("hex");
let admin: TestUser;
let customer: TestUser;
let adminToken: string;
let customerToken: string;
let adminCookie: string;
let customerCookie: string;

beforeAll(async () => {
  admin = await createUser({ role: "admin" });
  customer = await createUser();
  adminToken = (await tokensFor(admin)).token;
  customerToken = (await tokensFor(customer)).token;
  adminCookie = await webSessionCookie(admin);
  customerCookie = await webSessionCookie(customer);
});

const post = (body: unknown, token = adminToken) => callRoute(apiCategories, jsonRequest("POST", "/api/categories", body, { token }));
const put = (id: string, body: unknown, token = adminToken) => callRoute(apiCategory, jsonRequest("PUT", `/api/categories/${id}`, body, { token }), { id });
const del = (id: string, token = adminToken) => callRoute(apiCategory, jsonRequest("DELETE", `/api/categories/${id}`, undefined, { token }), { id });

async function addProduct(categoryId: string, data: { isActive?: boolean; archivedAt?: Date; subcategoryId?: string } = {}) {
  return prisma.product.create({
    data: { name: `Product ${tag}`, description: "x", material: "Silk", price: 100, originalPrice: 100, categoryId, isActive: data.isActive ?? true, archivedAt: data.archivedAt, subcategoryId: data.subcategoryId },
  });
}

describe("slugify", () => {
  it("makes URL-safe slugs", () => {
    expect(slugify("Silk Sarées & More")).toBe("silk-sarees-more");
    expect(slugify("  ***  ")).toBe("category");
  });
});

describe("POST /api/categories", () => {
  it("creates a category with the placeholder image, a slug and subcategories (201)", async () => {
    const res = await post({ name: `Bandhani ${tag}`, description: "Tie and dye", subcategories: ["Dupattas", { name: "Sarees" }, "dupattas"] });
    expect(res.status).toBe(201);
    const { data, message } = await readEnvelope(res);
    expect(message).toBe(CATEGORY_MESSAGES.created);
    expect(data).toEqual(expect.objectContaining({ name: `Bandhani ${tag}`, slug: `bandhani-${tag}`, image: CATEGORY_PLACEHOLDER_IMAGE, description: "Tie and dye", productCount: 0 }));
    expect(data.subcategories.map((s: { name: string }) => s.name)).toEqual(["Dupattas", "Sarees"]);
    expect(await prisma.category.findUnique({ where: { id: data._id } })).toEqual(expect.objectContaining({ image: CATEGORY_PLACEHOLDER_IMAGE }));
  });

  it("gives a second category with a similar name a unique slug, and refuses a taken name (409)", async () => {
    const first = await readEnvelope(await post({ name: `Ikat ${tag}!` }));
    const second = await readEnvelope(await post({ name: `Ikat ${tag}?` }));
    expect(first.data.slug).toBe(`ikat-${tag}`);
    expect(second.data.slug).toBe(`ikat-${tag}-2`);
    const taken = await post({ name: `IKAT ${tag}!` });
    expect(taken.status).toBe(409);
    expect((await readEnvelope(taken)).errors).toEqual([{ param: "name", msg: CATEGORY_MESSAGES.nameTaken }]);
  });

  it("keeps the HSN code printed on its products' GST invoices: 4, 6 or 8 digits, empty for the shop default", async () => {
    const bad = await post({ name: `Patola ${tag}`, hsnCode: "50O7" });
    expect(bad.status).toBe(400);
    expect((await readEnvelope(bad)).errors).toEqual([{ param: "hsnCode", msg: CATEGORY_MESSAGES.hsnInvalid }]);
    const made = await readEnvelope(await post({ name: `Patola ${tag}`, hsnCode: " 5007 " }));
    expect(made.data.hsnCode).toBe("5007");
    // The admin form: changed to a garment code, then emptied back to the default.
    const edit = (hsnCode: string) =>
      runWebRoute(editPage.action, formPost(`/admin/categories/${made.data._id}/edit`, { name: `Patola ${tag}`, hsnCode, subcategories: "" }, adminCookie), { id: made.data._id });
    await edit("62044990");
    expect((await prisma.category.findUniqueOrThrow({ where: { id: made.data._id } })).hsnCode).toBe("62044990");
    const refused = (await edit("12345")) as { data: { result: { error: Record<string, string[]> } }; status: number };
    expect(refused.status).toBe(400);
    expect(refused.data.result.error.hsnCode).toEqual([CATEGORY_MESSAGES.hsnInvalid]);
    await edit("");
    expect((await prisma.category.findUniqueOrThrow({ where: { id: made.data._id } })).hsnCode).toBeNull();
  });

  it("validates: name required, image a path or http(s) URL", async () => {
    const res = await post({ description: "no name", image: "javascript:alert(1)" });
    expect(res.status).toBe(400);
    const { errors } = await readEnvelope(res);
    expect(errors).toEqual(expect.arrayContaining([
      { param: "name", msg: CATEGORY_MESSAGES.nameRequired },
      { param: "image", msg: CATEGORY_MESSAGES.imageInvalid },
    ]));
    expect((await post({ name: "   " })).status).toBe(400);
  });

  it("is for admins only: 401 without a token, 403 for a customer", async () => {
    expect((await callRoute(apiCategories, jsonRequest("POST", "/api/categories", { name: `Nope ${tag}` }))).status).toBe(401);
    expect((await post({ name: `Nope ${tag}` }, customerToken)).status).toBe(403);
    expect(await prisma.category.count({ where: { name: `Nope ${tag}` } })).toBe(0);
  });

  it("keeps GET /api/categories and GET /api/categories/{id} working", async () => {
    const created = await readEnvelope(await post({ name: `Chikankari ${tag}` }));
    const list = await readEnvelope(await callRoute(apiCategories, jsonRequest("GET", "/api/categories")));
    expect(list.data.some((c: { _id: string }) => c._id === created.data._id)).toBe(true);
    const one = await callRoute(apiCategory, jsonRequest("GET", `/api/categories/${created.data.slug}`), { id: created.data.slug });
    expect((await readEnvelope(one)).data._id).toBe(created.data._id);
  });
});

describe("PUT /api/categories/{id}", () => {
  it("changes only the fields sent; unchanged subcategories keep their ids, removed ones leave their products", async () => {
    const { data: c } = await readEnvelope(await post({ name: `Kalamkari ${tag}`, description: "Painted", subcategories: ["Sarees", "Dupattas"] }));
    const [sarees, dupattas] = c.subcategories;
    const product = await addProduct(c._id, { subcategoryId: dupattas._id });
    const res = await put(c._id, { subcategories: ["Sarees", "Blouses"], image: "" });
    expect(res.status).toBe(200);
    const { data } = await readEnvelope(res);
    expect(data.description).toBe("Painted");
    expect(data.image).toBeNull(); // saved as entered
    expect(data.subcategories.map((s: { name: string }) => s.name)).toEqual(["Sarees", "Blouses"]);
    expect(data.subcategories[0]._id).toBe(sarees._id);
    expect((await prisma.product.findUnique({ where: { id: product.id } }))?.subcategoryId).toBeNull();

    const renamed = await readEnvelope(await put(c._id, { name: `Kalamkari Art ${tag}` }));
    expect(renamed.data.slug).toBe(`kalamkari-art-${tag}`);
    expect(renamed.data.subcategories).toHaveLength(2);
  });

  it("404 for an unknown id, 400 for a bad body, 409 for a taken name, 401/403", async () => {
    const { data: a } = await readEnvelope(await post({ name: `Phulkari ${tag}` }));
    await post({ name: `Patola ${tag}` });
    expect((await put("nope", { name: "X" })).status).toBe(404);
    expect((await put(a._id, { name: "" })).status).toBe(400);
    expect((await put(a._id, { name: `patola ${tag}` })).status).toBe(409);
    expect((await callRoute(apiCategory, jsonRequest("PUT", `/api/categories/${a._id}`, { name: "Y" }), { id: a._id })).status).toBe(401);
    expect((await put(a._id, { name: "Y" }, customerToken)).status).toBe(403);
    expect((await prisma.category.findUnique({ where: { id: a._id } }))?.name).toBe(`Phulkari ${tag}`);
  });
});

describe("DELETE /api/categories/{id}", () => {
  it("is refused (409) while active products use it, and while inactive or archived ones belong to it", async () => {
    const { data: c } = await readEnvelope(await post({ name: `Leheriya ${tag}` }));
    const product = await addProduct(c._id);
    const refused = await del(c._id);
    expect(refused.status).toBe(409);
    expect((await readEnvelope(refused)).message).toBe(`Cannot delete "Leheriya ${tag}": 1 active product uses it. Move or deactivate it first.`);
    await prisma.product.update({ where: { id: product.id }, data: { isActive: false, archivedAt: new Date() } });
    const stillRefused = await del(c._id);
    expect(stillRefused.status).toBe(409);
    expect((await readEnvelope(stillRefused)).message).toMatch(/1 inactive or archived product still belongs to it/);
    expect(await prisma.category.count({ where: { id: c._id } })).toBe(1);
  });

  it("deletes an unused category with its subcategories (data null); then 404", async () => {
    const { data: c } = await readEnvelope(await post({ name: `Ajrakh ${tag}`, subcategories: ["Stoles"] }));
    expect((await del(c._id, customerToken)).status).toBe(403);
    expect((await callRoute(apiCategory, jsonRequest("DELETE", `/api/categories/${c._id}`), { id: c._id })).status).toBe(401);
    const res = await del(c._id);
    expect(res.status).toBe(200);
    expect((await readEnvelope(res)).data).toBeNull();
    expect(await prisma.category.count({ where: { id: c._id } })).toBe(0);
    expect(await prisma.subcategory.count({ where: { categoryId: c._id } })).toBe(0);
    expect((await del(c._id)).status).toBe(404);
  });
});

describe("/admin/categories screens", () => {
  it("creates through the form: 303 with a toast, the placeholder image and one subcategory per line", async () => {
    const res = (await runWebRoute(newPage.action, formPost("/admin/categories/new", { name: `Kota ${tag}`, description: "", image: "", subcategories: "Sarees\r\n\r\n Dupattas \n" }, adminCookie))) as Response;
    expect(res.status).toBe(303);
    expect(res.headers.get("Location")).toBe("/admin/categories");
    expect((await toastOf(res))?.title).toBe(CATEGORY_MESSAGES.created);
    const row = await prisma.category.findUnique({ where: { name: `Kota ${tag}` }, include: { subcategories: { orderBy: { sortOrder: "asc" } } } });
    expect(row?.image).toBe(CATEGORY_PLACEHOLDER_IMAGE);
    expect(row?.subcategories.map((s) => s.name)).toEqual(["Sarees", "Dupattas"]);
  });

  it("re-renders with field errors (400) and a taken name (409)", async () => {
    const missing = (await runWebRoute<{ result: { error: Record<string, string[]> } }>(newPage.action, formPost("/admin/categories/new", { name: "", description: "kept" }, adminCookie))) as {
      data: { result: { error: Record<string, string[]>; initialValue: Record<string, string> } };
      status: number;
    };
    expect(missing.status).toBe(400);
    expect(missing.data.result.error.name).toEqual([CATEGORY_MESSAGES.nameRequired]);
    expect(missing.data.result.initialValue.description).toBe("kept");
    const taken = (await runWebRoute(newPage.action, formPost("/admin/categories/new", { name: `kota ${tag}` }, adminCookie))) as { data: { result: { error: Record<string, string[]> } }; status: number };
    expect(taken.status).toBe(409);
    expect(taken.data.result.error.name).toEqual([CATEGORY_MESSAGES.nameTaken]);
  });

  it("edits: loads the category, saves the image as entered, 404 for an unknown id", async () => {
    const { data: c } = await readEnvelope(await post({ name: `Sambalpuri ${tag}`, image: "/images/categories/silk-sarees.svg", subcategories: ["Cotton"] }));
    const loaded = (await runWebRoute<{ category: { name: string } }>(editPage.loader, webGet(`/admin/categories/${c._id}/edit`, adminCookie), { id: c._id })) as { data: { category: { name: string } } };
    expect(loaded.data.category.name).toBe(`Sambalpuri ${tag}`);
    const res = (await runWebRoute(editPage.action, formPost(`/admin/categories/${c._id}/edit`, { name: `Sambalpuri Ikat ${tag}`, image: "", subcategories: "Cotton\nSilk" }, adminCookie), { id: c._id })) as Response;
    expect(res.status).toBe(303);
    expect((await toastOf(res))?.title).toBe(CATEGORY_MESSAGES.updated);
    const row = await prisma.category.findUnique({ where: { id: c._id }, include: { subcategories: true } });
    expect(row).toEqual(expect.objectContaining({ name: `Sambalpuri Ikat ${tag}`, image: null }));
    expect(row?.subcategories.map((s) => s.name).sort()).toEqual(["Cotton", "Silk"]);
    const missing = (await runWebRoute(editPage.loader, webGet("/admin/categories/nope/edit", adminCookie), { id: "nope" })) as Response;
    expect(missing.status).toBe(404);
  });

  it("deletes through the confirmation form: refused with the message while in use, done when unused", async () => {
    const { data: used } = await readEnvelope(await post({ name: `Bagru ${tag}` }));
    await addProduct(used._id);
    const refused = (await runWebRoute(listPage.action, formPost("/admin/categories", { intent: "delete", id: used._id }, adminCookie))) as Response;
    expect(refused.status).toBe(303);
    expect(await toastOf(refused)).toEqual(expect.objectContaining({ type: "error", title: `Cannot delete "Bagru ${tag}": 1 active product uses it. Move or deactivate it first.` }));
    const { data: unused } = await readEnvelope(await post({ name: `Dabu ${tag}` }));
    const done = (await runWebRoute(listPage.action, formPost("/admin/categories", { intent: "delete", id: unused._id }, adminCookie))) as Response;
    expect(await toastOf(done)).toEqual(expect.objectContaining({ type: "success", title: CATEGORY_MESSAGES.deleted }));
    expect(await prisma.category.count({ where: { id: { in: [used._id, unused._id] } } })).toBe(1);

    const list = (await runWebRoute<{ categories: Array<{ _id: string; productCount: number }> }>(listPage.loader, webGet("/admin/categories", adminCookie))) as {
      data: { categories: Array<{ _id: string; productCount: number }> };
    };
    expect(list.data.categories.find((c) => c._id === used._id)?.productCount).toBe(1);
  });

  it("refuses customers and guests in every loader and action", async () => {
    const before = await prisma.category.count();
    for (const [fn, req] of [
      [newPage.action, formPost("/admin/categories/new", { name: `Sneaky ${tag}` }, customerCookie)],
      [listPage.action, formPost("/admin/categories", { intent: "delete", id: "x" }, customerCookie)],
      [editPage.action, formPost("/admin/categories/x/edit", { name: `Sneaky ${tag}` }, customerCookie)],
      [listPage.loader, webGet("/admin/categories", customerCookie)],
    ] as const) {
      const res = (await runWebRoute(fn, req, { id: "x" })) as Response;
      expect(res.status).toBe(302);
      expect(res.headers.get("Location")).toBe("/");
    }
    const guest = (await runWebRoute(newPage.action, formPost("/admin/categories/new", { name: `Sneaky ${tag}` }))) as Response;
    expect(guest.headers.get("Location")).toMatch(/^\/login\?redirect=/);
    expect(await prisma.category.count()).toBe(before);
  });
});
