import crypto from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { prisma } from "~/db.server";
import { createProduct, listAdminProducts } from "~/models/admin-product.server";
import { getProduct, listProducts } from "~/models/catalog.server";
import * as apiAdminProducts from "~/routes/api.admin.products";
import * as apiProducts from "~/routes/api.products";
import * as apiProduct from "~/routes/api.products.$id";
import * as apiToggleFeatured from "~/routes/api.products.$id.toggle-featured";
import * as apiToggleStatus from "~/routes/api.products.$id.toggle-status";
import * as detailsPage from "~/routes/admin.products.$id";
import * as editPage from "~/routes/admin.products.$id.edit";
import * as listPage from "~/routes/admin.products._index";
import * as newPage from "~/routes/admin.products.new";
import { buildOpenApiDocument } from "~/utils/openapi.server";
import { ADMIN_PRODUCT_MESSAGES as M, PLACEHOLDER_IMAGE, PRODUCT_TOASTS } from "~/schemas/admin-product";
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

// Admin products end to end through their edges: the JSON API (create,
// update, delete or archive, toggles, the admin list with stats) and the web
// screens' loaders and actions, against this worker's real database.

const tag = crypto.randomBytes(4).toString("hex");
let admin: TestUser;
let customer: TestUser;
let adminToken: string;
let customerToken: string;
let adminCookie: string;
let customerCookie: string;
let sarees: { id: string; slug: string };
let kurtas: { id: string };
let silkSub: { id: string; name: string };
let kurtaSub: { id: string };
let orderSeq = 0;

beforeAll(async () => {
  admin = await createUser({ role: "admin" });
  customer = await createUser();
  adminToken = (await tokensFor(admin)).token;
  customerToken = (await tokensFor(customer)).token;
  adminCookie = await webSessionCookie(admin);
  customerCookie = await webSessionCookie(customer);
  sarees = await prisma.category.create({ data: { name: `Admin Sarees ${tag}`, slug: `admin-sarees-${tag}` }, select: { id: true, slug: true } });
  kurtas = await prisma.category.create({ data: { name: `Admin Kurtas ${tag}`, slug: `admin-kurtas-${tag}` }, select: { id: true } });
  silkSub = await prisma.subcategory.create({ data: { categoryId: sarees.id, name: `Silk Sarees ${tag}`, slug: "silk-sarees" }, select: { id: true, name: true } });
  kurtaSub = await prisma.subcategory.create({ data: { categoryId: kurtas.id, name: `Cotton Kurtas ${tag}`, slug: "cotton-kurtas" }, select: { id: true } });
});

const body = (over: Record<string, unknown> = {}) => ({
  name: `Kanjivaram Silk Saree ${tag}`,
  description: "Handwoven in Kanchipuram with zari borders.",
  material: "Pure Silk",
  price: 12499,
  stock: 7,
  category: sarees.id,
  colors: [" Maroon ", "Gold", "maroon", ""],
  sizes: ["Free Size"],
  tags: ["wedding", "silk"],
  images: ["/images/products/a-1.svg", "https://cdn.example.com/a-2.jpg"],
  isFeatured: true,
  isNew: false,
  ...over,
});

async function apiCreate(over: Record<string, unknown> = {}) {
  const res = await callRoute(apiProducts, jsonRequest("POST", "/api/products", body(over), { token: adminToken }));
  const env = await readEnvelope(res);
  expect(res.status, JSON.stringify(env)).toBe(201);
  return env.data as { _id: string; [k: string]: unknown };
}

async function makeOrderWith(productId: string) {
  const seq = ++orderSeq;
  return prisma.order.create({
    data: {
      orderNumber: `ADM-${tag}-${seq}`,
      userId: customer.id,
      paymentMethod: "cod",
      subtotal: 100_00,
      total: 100_00,
      totalItems: 1,
      shipFullName: "Asha Patel",
      shipPhone: "9876543210",
      shipAddress: "12 Ring Road",
      shipCity: "Surat",
      shipState: "Gujarat",
      shipPincode: "395002",
      items: { create: { productId, name: "x", price: 100_00, originalPrice: 100_00, quantity: 1, size: "Free Size", color: "Default", gstRate: 5, taxAmount: 476 } },
    },
  });
}

// ---------------------------------------------------------------- POST /api/products

describe("POST /api/products", () => {
  it("creates a product (201) with trimmed, de-duplicated lists and originalPrice defaulting to the price", async () => {
    const data = await apiCreate({ subcategory: silkSub.id });
    expect(data).toMatchObject({
      name: `Kanjivaram Silk Saree ${tag}`,
      price: 12499,
      originalPrice: 12499,
      discountPercentage: 0,
      colors: ["Maroon", "Gold"],
      sizes: ["Free Size"],
      tags: ["wedding", "silk"],
      images: ["/images/products/a-1.svg", "https://cdn.example.com/a-2.jpg"],
      stock: 7,
      inStock: true,
      isFeatured: true,
      isNew: false,
      isActive: true,
      subcategory: silkSub.name,
      category: { _id: sarees.id },
      archivedAt: null,
    });
    const row = await prisma.product.findUniqueOrThrow({ where: { id: data._id } });
    expect(row).toMatchObject({ price: 1_249_900, originalPrice: 1_249_900, onSale: false, subcategoryId: silkSub.id });
    // The search index (triggers) knows it at once.
    const found = await listProducts({ search: `Kanjivaram ${tag}` });
    expect(found.products.map((p) => p._id)).toContain(data._id);
  });

  it("keeps a higher original price (onSale), defaults images to the placeholder and honours inStock false", async () => {
    const data = await apiCreate({ originalPrice: 15000, images: undefined, inStock: false, stock: 12 });
    expect(data).toMatchObject({ originalPrice: 15000, discountPercentage: 17, images: [PLACEHOLDER_IMAGE], stock: 0, inStock: false });
    expect((await prisma.product.findUniqueOrThrow({ where: { id: data._id } })).onSale).toBe(true);
  });

  it("accepts a category slug and a subcategory name; originalPrice 0 means the price", async () => {
    const data = await apiCreate({ category: sarees.slug, subcategory: silkSub.name.toUpperCase(), originalPrice: 0 });
    expect(data).toMatchObject({ category: { _id: sarees.id }, subcategory: silkSub.name, originalPrice: 12499 });
  });

  it("answers 400 with one error per bad field", async () => {
    const res = await callRoute(
      apiProducts,
      jsonRequest("POST", "/api/products", body({ name: "  ", price: 0, stock: 1.5, originalPrice: undefined, images: [], colors: ["x".repeat(61)] }), { token: adminToken }),
    );
    expect(res.status).toBe(400);
    const env = await readEnvelope(res);
    expect(env.errors).toEqual(
      expect.arrayContaining([
        { param: "name", msg: M.name },
        { param: "price", msg: M.pricePositive },
        { param: "stock", msg: M.stockNumber },
        { param: "images", msg: M.images },
        { param: "colors.0", msg: M.chipTooLong },
      ]),
    );
  });

  it("answers 400 for an original price below the price, an unknown category, or a subcategory of another category", async () => {
    for (const [over, param, msg] of [
      [{ originalPrice: 100 }, "originalPrice", M.originalPriceMin],
      [{ category: "nope" }, "category", M.categoryUnknown],
      [{ subcategory: kurtaSub.id }, "subcategory", M.subcategoryUnknown],
      [{ images: ["javascript:alert(1)"] }, "images.0", M.imageUrl],
    ] as const) {
      const res = await callRoute(apiProducts, jsonRequest("POST", "/api/products", body(over), { token: adminToken }));
      expect(res.status).toBe(400);
      expect((await readEnvelope(res)).errors).toEqual([{ param, msg }]);
    }
  });

  it("answers 401 without a token and 403 for a customer, creating nothing", async () => {
    const before = await prisma.product.count();
    expect((await callRoute(apiProducts, jsonRequest("POST", "/api/products", body()))).status).toBe(401);
    expect((await callRoute(apiProducts, jsonRequest("POST", "/api/products", body(), { token: customerToken }))).status).toBe(403);
    expect(await prisma.product.count()).toBe(before);
  });
});

// ---------------------------------------------------------------- PUT /api/products/{id}

describe("PUT /api/products/{id}", () => {
  const put = (id: string, payload: unknown, token: string | null = adminToken) =>
    callRoute(apiProduct, jsonRequest("PUT", `/api/products/${id}`, payload, { token: token ?? undefined }), { id });

  it("changes only the given fields", async () => {
    const p = await apiCreate();
    const res = await put(p._id, { name: `Renamed Saree ${tag}`, tags: ["festive", "festive "] });
    expect(res.status).toBe(200);
    const env = await readEnvelope(res);
    expect(env.message).toBe(PRODUCT_TOASTS.updated);
    expect(env.data).toMatchObject({ name: `Renamed Saree ${tag}`, rating: 0, reviewCount: 0, tags: ["festive"], colors: ["Maroon", "Gold"], price: 12499, stock: 7 });
  });

  it("refuses prices with paise (400, whole rupees) on create and update, changing nothing", async () => {
    const created = await callRoute(apiProducts, jsonRequest("POST", "/api/products", body({ name: `Paise ${tag}`, price: 999.5 }), { token: adminToken }));
    expect(created.status).toBe(400);
    expect((await readEnvelope(created)).errors).toEqual([{ param: "price", msg: "Selling Price must be in whole rupees" }]);
    expect(await prisma.product.count({ where: { name: `Paise ${tag}` } })).toBe(0);
    const p = await apiCreate();
    const res = await put(p._id, { price: 999.5, originalPrice: 1200.25 });
    expect(res.status).toBe(400);
    expect((await readEnvelope(res)).errors).toEqual([
      { param: "price", msg: M.pricePaise },
      { param: "originalPrice", msg: M.originalPricePaise },
    ]);
    expect((await prisma.product.findUniqueOrThrow({ where: { id: p._id } })).price).toBe(1_249_900);
  });

  it("keeps the sale logic on a price change: not on sale follows the price; on sale keeps the original", async () => {
    const plain = await apiCreate();
    expect((await readEnvelope(await put(plain._id, { price: 9999 }))).data).toMatchObject({ price: 9999, originalPrice: 9999 });
    const sale = await apiCreate({ originalPrice: 20000 });
    expect((await readEnvelope(await put(sale._id, { price: 15000 }))).data).toMatchObject({ price: 15000, originalPrice: 20000, discountPercentage: 25 });
    const res = await put(sale._id, { originalPrice: 1000 });
    expect(res.status).toBe(400);
    expect((await readEnvelope(res)).errors).toEqual([{ param: "originalPrice", msg: M.originalPriceMin }]);
  });

  it("moves a product to another category, clearing a subcategory that does not belong there", async () => {
    const p = await apiCreate({ subcategory: silkSub.id });
    const data = (await readEnvelope(await put(p._id, { category: kurtas.id }))).data;
    expect(data).toMatchObject({ category: { _id: kurtas.id }, subcategory: null });
    expect((await readEnvelope(await put(p._id, { subcategory: kurtaSub.id }))).data.subcategory).toBe(`Cotton Kurtas ${tag}`);
  });

  it("answers 400 for a rating or review count (computed from real reviews only), 404 for an unknown id, 401 and 403", async () => {
    const p = await apiCreate();
    const bad = await put(p._id, { rating: 4.9, reviewCount: 250 });
    expect(bad.status).toBe(400);
    expect((await readEnvelope(bad)).errors).toEqual([
      { param: "rating", msg: M.ratingComputed },
      { param: "reviewCount", msg: M.ratingComputed },
    ]);
    expect(await prisma.product.findUniqueOrThrow({ where: { id: p._id } })).toMatchObject({ rating: 0, reviewCount: 0 });
    expect((await put("no-such-product", { name: "x" })).status).toBe(404);
    expect((await put(p._id, { name: "Hacked" }, null)).status).toBe(401);
    expect((await put(p._id, { name: "Hacked" }, customerToken)).status).toBe(403);
    expect((await prisma.product.findUniqueOrThrow({ where: { id: p._id } })).name).toBe(`Kanjivaram Silk Saree ${tag}`);
  });
});

// ---------------------------------------------------------------- DELETE /api/products/{id}

describe("DELETE /api/products/{id}", () => {
  const del = (id: string, token: string | null = adminToken) => callRoute(apiProduct, jsonRequest("DELETE", `/api/products/${id}`, undefined, { token: token ?? undefined }), { id });

  it("really deletes a product no order contains, with its cart lines and wishlist entries", async () => {
    const p = await apiCreate();
    const cart = await prisma.cart.create({ data: { userId: customer.id, items: { create: { productId: p._id, quantity: 1 } } } });
    const wishlist = await prisma.wishlist.create({ data: { userId: customer.id, items: { create: { productId: p._id } } } });
    const res = await del(p._id);
    expect(res.status).toBe(200);
    expect((await readEnvelope(res)).message).toBe(PRODUCT_TOASTS.deleted);
    expect(await prisma.product.findUnique({ where: { id: p._id } })).toBeNull();
    expect(await prisma.cartItem.count({ where: { cartId: cart.id } })).toBe(0);
    expect(await prisma.wishlistItem.count({ where: { wishlistId: wishlist.id } })).toBe(0);
    expect((await listProducts({ search: `Kanjivaram ${tag}` })).products.map((x) => x._id)).not.toContain(p._id);
    await prisma.cart.delete({ where: { id: cart.id } });
    await prisma.wishlist.delete({ where: { id: wishlist.id } });
    expect((await del(p._id)).status).toBe(404);
  });

  it("archives a product that appears in an order: kept for the order, hidden from the shop and search", async () => {
    const p = await apiCreate({ name: `Archived Patola ${tag}` });
    await makeOrderWith(p._id);
    const res = await del(p._id);
    expect(res.status).toBe(200);
    expect((await readEnvelope(res)).message).toBe(PRODUCT_TOASTS.archived);
    const row = await prisma.product.findUniqueOrThrow({ where: { id: p._id } });
    expect(row.archivedAt).not.toBeNull();
    expect(row.isActive).toBe(false);
    expect(await getProduct(p._id)).toBeNull();
    expect((await listProducts({ search: `Patola ${tag}` })).products).toHaveLength(0);
    // Archived products cannot be re-activated, and leave the default admin list.
    const toggle = await callRoute(apiToggleStatus, jsonRequest("PATCH", `/api/products/${p._id}/toggle-status`, undefined, { token: adminToken }), { id: p._id });
    expect(toggle.status).toBe(409);
    expect((await listAdminProducts({ search: `Patola ${tag}` })).products).toHaveLength(0);
    expect((await listAdminProducts({ search: `Patola ${tag}`, status: "archived" })).products.map((x) => x._id)).toEqual([p._id]);
  });

  it("answers 401 and 403 without deleting", async () => {
    const p = await apiCreate();
    expect((await del(p._id, null)).status).toBe(401);
    expect((await del(p._id, customerToken)).status).toBe(403);
    expect(await prisma.product.findUnique({ where: { id: p._id } })).not.toBeNull();
  });
});

// ---------------------------------------------------------------- toggles

describe("PATCH toggle-status and toggle-featured", () => {
  const patch = (mod: typeof apiToggleStatus, what: string, id: string, token: string | null = adminToken) =>
    callRoute(mod, jsonRequest("PATCH", `/api/products/${id}/${what}`, undefined, { token: token ?? undefined }), { id });

  it("flips isActive, which hides the product from the shop and shows it again", async () => {
    const p = await apiCreate();
    const off = await patch(apiToggleStatus, "toggle-status", p._id);
    expect(off.status).toBe(200);
    const env = await readEnvelope(off);
    expect(env.message).toBe(PRODUCT_TOASTS.statusUpdated);
    expect(env.data).toMatchObject({ isActive: false, inStock: false });
    expect(await getProduct(p._id)).toBeNull();
    expect((await readEnvelope(await patch(apiToggleStatus, "toggle-status", p._id))).data.isActive).toBe(true);
    expect(await getProduct(p._id)).not.toBeNull();
  });

  it("flips isFeatured", async () => {
    const p = await apiCreate({ isFeatured: false });
    const res = await patch(apiToggleFeatured, "toggle-featured", p._id);
    const env = await readEnvelope(res);
    expect(env.message).toBe(PRODUCT_TOASTS.featuredUpdated);
    expect(env.data.isFeatured).toBe(true);
    expect((await prisma.product.findUniqueOrThrow({ where: { id: p._id } })).isFeatured).toBe(true);
  });

  it("answers 404, 401 and 403", async () => {
    const p = await apiCreate();
    for (const [mod, what] of [
      [apiToggleStatus, "toggle-status"],
      [apiToggleFeatured, "toggle-featured"],
    ] as const) {
      expect((await patch(mod, what, "missing-id")).status).toBe(404);
      expect((await patch(mod, what, p._id, null)).status).toBe(401);
      expect((await patch(mod, what, p._id, customerToken)).status).toBe(403);
    }
    expect(await prisma.product.findUniqueOrThrow({ where: { id: p._id } })).toMatchObject({ isActive: true, isFeatured: true });
  });
});

// ---------------------------------------------------------------- GET /api/admin/products

describe("GET /api/admin/products", () => {
  let cat: { id: string };
  beforeAll(async () => {
    cat = await prisma.category.create({ data: { name: `Stats ${tag}`, slug: `stats-${tag}` }, select: { id: true } });
    const make = (i: number, over: Record<string, unknown>) =>
      createProduct({
        name: `Stat Lehenga ${i}`,
        description: "d",
        material: i === 3 ? "Velvet" : "Net",
        price: 1000 + i,
        stock: 10,
        category: cat.id,
        tags: i === 4 ? ["Bridal"] : [],
        ...over,
      });
    await make(1, {});
    await make(2, { isFeatured: true, stock: 0 });
    await make(3, { stock: 3 });
    await make(4, {});
    const inactive = await make(5, { isFeatured: true });
    await prisma.product.update({ where: { id: inactive._id }, data: { isActive: false } });
    const archived = await make(6, {});
    await prisma.product.update({ where: { id: archived._id }, data: { archivedAt: new Date() } });
  });
  const get = (qs: string, token: string | null = adminToken) => callRoute(apiAdminProducts, jsonRequest("GET", `/api/admin/products?${qs}`, undefined, { token: token ?? undefined }));

  it("pages newest first with stats over the search and category", async () => {
    const res = await get(`category=${cat.id}&limit=2`);
    expect(res.status).toBe(200);
    const { data } = await readEnvelope(res);
    expect(data.stats).toEqual({ total: 5, active: 4, inactive: 1, featured: 2, outOfStock: 1, lowStock: 1 });
    expect(data.pagination).toEqual({ page: 1, limit: 2, total: 5, pages: 3, hasNext: true, hasPrev: false });
    expect(data.products.map((p: { name: string }) => p.name)).toEqual(["Stat Lehenga 5", "Stat Lehenga 4"]);
  });

  it("filters by status and searches name, material and tags case-insensitively", async () => {
    const names = async (qs: string) => (await readEnvelope(await get(`category=${cat.id}&${qs}`))).data.products.map((p: { name: string }) => p.name).sort();
    expect(await names("status=inactive")).toEqual(["Stat Lehenga 5"]);
    expect(await names("status=featured")).toEqual(["Stat Lehenga 2", "Stat Lehenga 5"]);
    expect(await names("status=active")).toEqual(["Stat Lehenga 1", "Stat Lehenga 2", "Stat Lehenga 3", "Stat Lehenga 4"]);
    expect(await names("status=archived")).toEqual(["Stat Lehenga 6"]);
    expect(await names("search=velvet")).toEqual(["Stat Lehenga 3"]);
    expect(await names("search=BRIDAL")).toEqual(["Stat Lehenga 4"]);
    expect(await names("search=lehenga%201")).toEqual(["Stat Lehenga 1"]);
    expect(await names("sort=price&limit=1")).toEqual(["Stat Lehenga 1"]);
    expect(await names("search=100%25")).toEqual([]);
  });

  it("answers 400 for a bad status, sort or page, 401 and 403", async () => {
    for (const qs of ["status=deleted", "sort=colour", "page=0", "limit=abc"]) {
      const res = await get(qs);
      expect(res.status, qs).toBe(400);
      expect((await readEnvelope(res)).errors?.length).toBe(1);
    }
    expect((await get("", null)).status).toBe(401);
    expect((await get("", customerToken)).status).toBe(403);
  });
});

// ---------------------------------------------------------------- web screens

const validForm = (over: Record<string, string | string[]> = {}) => ({
  intent: "save",
  name: `Bandhani Dupatta ${tag}`,
  description: "Tie-dyed in Jamnagar.",
  material: "Georgette",
  price: "1499",
  originalPrice: "",
  stock: "25",
  category: sarees.id,
  subcategory: silkSub.id,
  colors: "Red\n red \n\nYellow",
  sizes: "Free Size",
  tags: ["dupatta", "festive"],
  images: "/images/products/b-1.svg",
  inStock: "on",
  isNew: "on",
  ...over,
});

describe("/admin/products/new", () => {
  it("creates the product from a plain form post and redirects to the list with the documented toast", async () => {
    const res = (await runWebRoute(newPage.action, formPost("/admin/products/new", validForm(), adminCookie))) as Response;
    expect(res.status).toBe(303);
    expect(res.headers.get("Location")).toBe("/admin/products");
    expect(await toastOf(res)).toMatchObject({ type: "success", title: PRODUCT_TOASTS.created });
    const row = await prisma.product.findFirstOrThrow({ where: { name: `Bandhani Dupatta ${tag}` } });
    expect(row).toMatchObject({ price: 149_900, originalPrice: 149_900, stock: 25, isNew: true, isFeatured: false, subcategoryId: silkSub.id });
    expect(JSON.parse(row.colors)).toEqual(["Red", "Yellow"]);
    expect(JSON.parse(row.tags)).toEqual(["dupatta", "festive"]);
  });

  it("re-renders with field errors (400) and the typed values, for schema and model rules", async () => {
    const out = await runWebRoute<{ result: { error: Record<string, string[]>; initialValue: Record<string, unknown> } }>(
      newPage.action,
      formPost("/admin/products/new", validForm({ name: "", images: "" }), adminCookie),
    );
    expect(out).not.toBeInstanceOf(Response);
    const { data, status } = out as { data: { result: { error: Record<string, string[]>; initialValue: Record<string, unknown> } }; status: number };
    expect(status).toBe(400);
    expect(data.result.error).toMatchObject({ name: [M.name] });
    expect(data.result.initialValue.material).toBe("Georgette");

    const cheaper = (await runWebRoute(newPage.action, formPost("/admin/products/new", validForm({ price: "12", originalPrice: "10" }), adminCookie))) as {
      data: { result: { error: Record<string, string[]> } };
      status: number;
    };
    expect(cheaper.status).toBe(400);
    expect(cheaper.data.result.error).toEqual({ originalPrice: [M.originalPriceMin] });

    const noImage = (await runWebRoute(newPage.action, formPost("/admin/products/new", validForm({ images: "" }), adminCookie))) as { data: { result: { error: Record<string, string[]> } }; status: number };
    expect(noImage.status).toBe(400);
    expect(noImage.data.result.error.images).toEqual([M.images]);

    const wrongSub = (await runWebRoute(newPage.action, formPost("/admin/products/new", validForm({ subcategory: kurtaSub.id }), adminCookie))) as {
      data: { result: { error: Record<string, string[]> } };
      status: number;
    };
    expect(wrongSub.status).toBe(400);
    expect(wrongSub.data.result.error.subcategory).toEqual([M.subcategoryUnknown]);
  });

  it("sends a customer away and a guest to sign in, creating nothing", async () => {
    const before = await prisma.product.count();
    const asCustomer = (await runWebRoute(newPage.action, formPost("/admin/products/new", validForm(), customerCookie))) as Response;
    expect(asCustomer.status).toBe(302);
    expect(asCustomer.headers.get("Location")).toBe("/");
    const asGuest = (await runWebRoute(newPage.action, formPost("/admin/products/new", validForm()))) as Response;
    expect(asGuest.headers.get("Location")).toMatch(/^\/login\?redirect=/);
    expect((await runWebRoute(newPage.loader, webGet("/admin/products/new", customerCookie))) as Response).toHaveProperty("status", 302);
    expect(await prisma.product.count()).toBe(before);
  });
});

describe("/admin/products/{id}/edit and /admin/products/{id}", () => {
  it("loads the product, saves every field (emptied lists and switched-off flags too) and redirects with the toast", async () => {
    const p = await apiCreate({ isNew: true });
    const loaded = (await runWebRoute<{ product: { _id: string; name: string; version: number; stock: number } }>(editPage.loader, webGet(`/admin/products/${p._id}/edit`, adminCookie), { id: p._id })) as {
      data: { product: { _id: string; name: string; version: number; stock: number } };
      status: number;
    };
    expect(loaded.data.product.name).toBe(`Kanjivaram Silk Saree ${tag}`);
    const read = { version: String(loaded.data.product.version), expectedStock: String(loaded.data.product.stock) };

    // Rating and review count come from real reviews only: a form that sends them is refused.
    const faked = (await runWebRoute(editPage.action, formPost(`/admin/products/${p._id}/edit`, validForm({ ...read, rating: "4.9", reviewCount: "250" }), adminCookie), { id: p._id })) as {
      data: { result: { error: Record<string, string[]> } };
      status: number;
    };
    expect(faked.status).toBe(400);
    expect(faked.data.result.error).toMatchObject({ rating: [M.ratingComputed], reviewCount: [M.ratingComputed] });

    const res = (await runWebRoute(
      editPage.action,
      formPost(
        `/admin/products/${p._id}/edit`,
        validForm({ ...read, name: `Edited ${tag}`, colors: "", tags: "", inStock: [], isNew: [], stockReason: "Sold out at the exhibition", originalPrice: "1999" }),
        adminCookie,
      ),
      { id: p._id },
    )) as Response;
    expect(res.status).toBe(303);
    expect(await toastOf(res)).toMatchObject({ type: "success", title: PRODUCT_TOASTS.updated });
    const row = await prisma.product.findUniqueOrThrow({ where: { id: p._id } });
    expect(row).toMatchObject({ name: `Edited ${tag}`, colors: "[]", tags: "[]", stock: 0, isNew: false, isFeatured: false, rating: 0, reviewCount: 0, originalPrice: 199_900, onSale: true });
  });

  it("says 'Product Not Found' (404) for an unknown id", async () => {
    for (const mod of [editPage, detailsPage]) {
      const out = (await runWebRoute<{ product: null }>(mod.loader, webGet("/admin/products/nope/edit", adminCookie), { id: "nope" })) as { data: { product: null }; status: number };
      expect(out.status).toBe(404);
      expect(out.data.product).toBeNull();
    }
    const save = (await runWebRoute(editPage.action, formPost("/admin/products/nope/edit", validForm({ version: "0", expectedStock: "25" }), adminCookie), { id: "nope" })) as {
      data: { result: { error: Record<string, string[]> } };
      status: number;
    };
    expect(save.status).toBe(404);
    expect(save.data.result.error[""]).toEqual([PRODUCT_TOASTS.notFound]);
  });

  it("Delete Product deletes for real, or archives a product with orders", async () => {
    const gone = await apiCreate();
    const res = (await runWebRoute(editPage.action, formPost(`/admin/products/${gone._id}/edit`, { intent: "delete" }, adminCookie), { id: gone._id })) as Response;
    expect(res.headers.get("Location")).toBe("/admin/products");
    expect(await toastOf(res)).toMatchObject({ type: "success", title: PRODUCT_TOASTS.deleted });
    expect(await prisma.product.findUnique({ where: { id: gone._id } })).toBeNull();

    const kept = await apiCreate();
    await makeOrderWith(kept._id);
    const res2 = (await runWebRoute(detailsPage.action, formPost(`/admin/products/${kept._id}`, { intent: "delete", id: kept._id }, adminCookie), { id: kept._id })) as Response;
    expect(res2.headers.get("Location")).toBe(`/admin/products/${kept._id}`);
    expect(await toastOf(res2)).toMatchObject({ type: "success", title: PRODUCT_TOASTS.archived });
    expect((await prisma.product.findUniqueOrThrow({ where: { id: kept._id } })).archivedAt).not.toBeNull();
  });

  it("refuses a customer", async () => {
    const p = await apiCreate();
    const res = (await runWebRoute(editPage.action, formPost(`/admin/products/${p._id}/edit`, { intent: "delete" }, customerCookie), { id: p._id })) as Response;
    expect(res.headers.get("Location")).toBe("/");
    expect(await prisma.product.findUnique({ where: { id: p._id } })).not.toBeNull();
  });
});

describe("/admin/products (list)", () => {
  it("lists with filters from the URL", async () => {
    const p = await apiCreate({ name: `Listed Ikat ${tag}` });
    const out = (await runWebRoute<{ products: Array<{ _id: string }>; pagination: { total: number } }>(
      listPage.loader,
      webGet(`/admin/products?search=${encodeURIComponent(`Listed Ikat ${tag}`)}&status=bogus&page=x`, adminCookie),
    )) as { data: { products: Array<{ _id: string }>; pagination: { total: number } }; status: number };
    expect(out.data.products.map((x) => x._id)).toEqual([p._id]);
    expect(out.data.pagination.total).toBe(1);
  });

  it("toggles from a row and returns to the same list URL with the documented toasts", async () => {
    const p = await apiCreate();
    const url = `/admin/products?index&search=Kanjivaram&page=2`;
    const res = (await runWebRoute(listPage.action, formPost(url, { intent: "toggle-status", id: p._id }, adminCookie))) as Response;
    expect(res.status).toBe(303);
    expect(res.headers.get("Location")).toBe("/admin/products?search=Kanjivaram&page=2");
    expect(await toastOf(res)).toMatchObject({ type: "success", title: PRODUCT_TOASTS.statusUpdated });
    const res2 = (await runWebRoute(listPage.action, formPost(url, { intent: "toggle-featured", id: p._id }, adminCookie))) as Response;
    expect(await toastOf(res2)).toMatchObject({ type: "success", title: PRODUCT_TOASTS.featuredUpdated });
    expect(await prisma.product.findUniqueOrThrow({ where: { id: p._id } })).toMatchObject({ isActive: false, isFeatured: false });
    const missing = (await runWebRoute(listPage.action, formPost(url, { intent: "delete", id: "missing" }, adminCookie))) as Response;
    expect(await toastOf(missing)).toMatchObject({ type: "error", title: PRODUCT_TOASTS.deleteFailed, description: "Product not found" });
  });

  it("refuses a customer", async () => {
    const p = await apiCreate();
    const res = (await runWebRoute(listPage.action, formPost("/admin/products?index", { intent: "toggle-status", id: p._id }, customerCookie))) as Response;
    expect(res.headers.get("Location")).toBe("/");
    expect((await prisma.product.findUniqueOrThrow({ where: { id: p._id } })).isActive).toBe(true);
  });
});

describe("OpenAPI", () => {
  it("documents every admin product route next to the public ones", () => {
    const paths = buildOpenApiDocument().paths as Record<string, Record<string, unknown>>;
    expect(Object.keys(paths["/api/products"]).sort()).toEqual(["get", "post"]);
    expect(Object.keys(paths["/api/products/{id}"]).sort()).toEqual(["delete", "get", "put"]);
    expect(paths["/api/products/{id}/toggle-status"]).toHaveProperty("patch");
    expect(paths["/api/products/{id}/toggle-featured"]).toHaveProperty("patch");
    expect(paths["/api/admin/products"]).toHaveProperty("get");
  });
});
