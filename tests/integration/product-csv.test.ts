import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parse } from "csv-parse/sync";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { prisma } from "~/db.server";
import { CSV_COLUMNS, CSV_MESSAGES } from "~/models/product-csv.server";
import * as exportRoute from "~/routes/admin.products.export[.]csv";
import * as importPage from "~/routes/admin.products.import";
import { ADMIN_PRODUCT_MESSAGES as M } from "~/schemas/admin-product";
import { BASE_URL, createUser, formPost, runWebRoute, toastOf, webGet, webSessionCookie } from "./helpers";

// Product CSV (issue 13 section 4): export (CSV-injection safe, the import's columns), and the
// import: upload -> preview with a per-row error report, nothing written -> confirm, which
// re-reads the stored file and writes every row in one transaction, or none.

const tag = crypto.randomBytes(3).toString("hex").toUpperCase();
let dir: string;
let adminId: string;
let adminCookie: string;
let otherAdminCookie: string;
let customerCookie: string;
let category: { id: string; name: string };

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "csv-"));
  process.env.UPLOAD_DIR = dir;
  const admin = await createUser({ role: "admin" });
  adminId = admin.id;
  adminCookie = await webSessionCookie(admin);
  otherAdminCookie = await webSessionCookie(await createUser({ role: "admin" }));
  customerCookie = await webSessionCookie(await createUser());
  category = await prisma.category.create({ data: { name: `CSV Sarees ${tag}`, slug: `csv-sarees-${tag.toLowerCase()}` }, select: { id: true, name: true } });
  await prisma.subcategory.create({ data: { categoryId: category.id, name: `Banarasi ${tag}`, slug: `banarasi-${tag.toLowerCase()}` } });
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const HEADER = CSV_COLUMNS.join(",");
const row = (over: Partial<Record<(typeof CSV_COLUMNS)[number], string>> = {}) => {
  const v: Record<string, string> = {
    sku: `${tag}-1`,
    name: "Banarasi Silk Saree",
    description: "Zari woven, with blouse piece",
    material: "Silk",
    price: "8999",
    originalPrice: "10999",
    stock: "12",
    category: category.name,
    subcategory: `Banarasi ${tag}`,
    colors: "Red|Gold",
    sizes: "Free Size",
    tags: "wedding|silk",
    images: "",
    isActive: "yes",
    isFeatured: "no",
    isNew: "yes",
    hsnCode: "5007",
    ...over,
  };
  return CSV_COLUMNS.map((c) => (/[",\n]/.test(v[c]) ? `"${v[c].replace(/"/g, '""')}"` : v[c])).join(",");
};
const csv = (...rows: string[]) => [HEADER, ...rows].join("\r\n");

function upload(text: string | Uint8Array, cookie = adminCookie, name = "products.csv") {
  const body = new FormData();
  body.append("intent", "preview");
  body.append("file", new File([typeof text === "string" ? text : new Uint8Array(text)], name, { type: "text/csv" }));
  return runWebRoute(importPage.action, new Request(`${BASE_URL}/admin/products/import`, { method: "POST", body, headers: { Origin: BASE_URL, Cookie: cookie } }));
}
type Preview = { token: string; creates: number; updates: number; errorRows: number; rows: Array<{ line: number; sku: string; action: string | null; errors: string[]; stockBefore: number | null }> };
type Out = { data: { error: string | null; preview: Preview | null }; status: number };
const commit = (token: string, cookie = adminCookie) => runWebRoute(importPage.action, formPost("/admin/products/import", { intent: "commit", token }, cookie));
const mine = () => prisma.product.findMany({ where: { sku: { startsWith: tag } }, orderBy: { sku: "asc" } });

describe("product CSV import", () => {
  it("previews with a per-row error report and writes nothing", async () => {
    const before = await prisma.product.count();
    const out = (await upload(
      csv(
        row(),
        row({ sku: "", name: "No SKU" }),
        row({ sku: `${tag}-2`, price: "99.50" }),
        row({ sku: `${tag}-3`, category: "Nope" }),
        row({ sku: `${tag}-1`, name: "Twice" }),
        row({ sku: `${tag}-4`, name: "", isNew: "maybe", originalPrice: "10" }),
        row({ sku: `${tag}-5`, images: "javascript:alert(1)", hsnCode: "12" }),
      ),
    )) as Out;
    expect(out.status).toBe(422);
    const p = out.data.preview!;
    expect(p).toMatchObject({ creates: 1, updates: 0, errorRows: 6, token: "" });
    const errors = Object.fromEntries(p.rows.map((r) => [r.line, r.errors]));
    expect(errors[2]).toEqual([]);
    expect(errors[3]).toEqual([CSV_MESSAGES.sku]);
    expect(errors[4]).toEqual([M.pricePaise]);
    expect(errors[5]).toEqual([CSV_MESSAGES.category("Nope")]);
    expect(errors[6]).toEqual([CSV_MESSAGES.skuTwice(2)]);
    expect(errors[7]).toEqual(expect.arrayContaining([M.name, M.originalPriceMin, CSV_MESSAGES.flag("isNew")]));
    expect(errors[8]).toEqual(expect.arrayContaining([M.imageUrl, CSV_MESSAGES.hsn]));
    expect(await prisma.product.count()).toBe(before);
    expect(fs.existsSync(path.join(dir, "imports")) ? fs.readdirSync(path.join(dir, "imports")) : []).toEqual([]);
  });

  it("refuses a file that is not CSV, not UTF-8, or misses columns, with one clear message", async () => {
    const cases: Array<[string | Uint8Array, string]> = [
      ["sku,name\r\nA,B", CSV_MESSAGES.missingColumns(["description", "material", "price", "stock", "category"])],
      [HEADER, CSV_MESSAGES.empty],
      [new Uint8Array([0x73, 0x6b, 0x75, 0xff, 0xfe, 0x00]), CSV_MESSAGES.notText],
    ];
    for (const [text, message] of cases) {
      const out = (await upload(text)) as Out;
      expect(out.status).toBe(400);
      expect(out.data.error).toBe(message);
    }
    const broken = (await upload(`${HEADER}\r\n"unclosed,quote`)) as Out;
    expect(broken.data.error).toMatch(/^The file is not valid CSV/);
    const customer = (await upload(csv(row()), customerCookie)) as Response;
    expect(customer.headers.get("Location")).toBe("/");
  });

  it("creates and updates by SKU after the confirm, in one go, with stock movements; the token works once", async () => {
    const first = (await upload(csv(row(), row({ sku: `${tag}-2`, name: "Paithani Saree", stock: "0", images: "/images/p.jpg|https://cdn.example.com/q.jpg" })))) as Out;
    expect(first.status).toBe(200);
    expect(first.data.preview).toMatchObject({ creates: 2, updates: 0, errorRows: 0 });
    expect(await mine()).toHaveLength(0); // the preview wrote nothing
    const done = (await commit(first.data.preview!.token)) as Response;
    expect(done.headers.get("Location")).toBe("/admin/products");
    expect(await toastOf(done)).toMatchObject({ type: "success", title: CSV_MESSAGES.done(2, 0) });
    const [a, b] = await mine();
    expect(a).toMatchObject({ sku: `${tag}-1`, price: 899_900, originalPrice: 1_099_900, onSale: true, stock: 12, isNew: true, isActive: true, hsnCode: "5007", images: '["/uploads/placeholder-product.svg"]' });
    expect(JSON.parse(a.colors)).toEqual(["Red", "Gold"]);
    expect(b).toMatchObject({ name: "Paithani Saree", stock: 0, images: '["/images/p.jpg","https://cdn.example.com/q.jpg"]' });
    // Its 12 are split over its sizes x colours (decision 0019), each part an initial movement.
    const initialMoves = await prisma.stockMovement.findMany({ where: { productId: a.id }, select: { delta: true, reason: true, note: true } });
    expect(initialMoves.reduce((sum, m) => sum + m.delta, 0)).toBe(12);
    expect(initialMoves.every((m) => m.reason === "initial" && m.note === "CSV import")).toBe(true);
    expect(await prisma.productVariant.count({ where: { productId: a.id } })).toBe(initialMoves.length);
    expect(((await commit(first.data.preview!.token)) as Out).status).toBe(410);

    // Sold in several sizes and colours, its stock is the stock grid's: a changed total is refused
    // on its row; the same total (or 0, out of stock) updates the rest.
    const changed = (await upload(csv(row({ price: "7999", originalPrice: "", stock: "9", isActive: "no" })))) as Out;
    expect(changed.data.preview).toMatchObject({ errorRows: 1 });
    expect(changed.data.preview!.rows[0].errors).toContain(CSV_MESSAGES.stockPerVariant);
    const second = (await upload(csv(row({ price: "7999", originalPrice: "", stock: "12", isActive: "no" })))) as Out;
    expect(second.data.preview).toMatchObject({ creates: 0, updates: 1 });
    expect(second.data.preview!.rows[0].stockBefore).toBe(12);
    await commit(second.data.preview!.token);
    const updated = await prisma.product.findUniqueOrThrow({ where: { id: a.id } });
    expect(updated).toMatchObject({ price: 799_900, originalPrice: 799_900, onSale: false, stock: 12, isActive: false, version: a.version + 1 });
    expect(updated.images).toBe(a.images); // an empty images cell keeps them
    // A product in one size and colour takes the file's stock, as an adjustment movement.
    const one = { sku: `${tag}-3`, name: "Kota Doria Saree", colors: "Green", images: "" };
    await commit(((await upload(csv(row({ ...one, stock: "2" })))) as Out).data.preview!.token);
    const single = (await upload(csv(row({ ...one, stock: "4" })))) as Out;
    expect(single.data.preview!.rows[0].errors).toEqual([]);
    await commit(single.data.preview!.token);
    const kota = await prisma.product.findUniqueOrThrow({ where: { sku: `${tag}-3` } });
    expect(kota.stock).toBe(4);
    const moves = await prisma.stockMovement.findMany({ where: { productId: kota.id }, orderBy: { createdAt: "asc" }, select: { delta: true, reason: true, userId: true } });
    expect(moves).toEqual([{ delta: 2, reason: "initial", userId: adminId }, { delta: 2, reason: "adjustment", userId: adminId }]);
  });

  it("the confirm re-checks the stored file against the database and trusts nothing else", async () => {
    const temp = await prisma.category.create({ data: { name: `CSV Temp ${tag}`, slug: `csv-temp-${tag.toLowerCase()}` } });
    const out = (await upload(csv(row({ sku: `${tag}-9`, category: temp.name, subcategory: "" })))) as Out;
    const token = out.data.preview!.token;
    expect(((await commit(token, otherAdminCookie)) as Out).status).toBe(410); // another admin's token
    expect(((await commit("../../etc/passwd")) as Out).status).toBe(410);
    await prisma.category.delete({ where: { id: temp.id } });
    const refused = (await commit(token)) as Out;
    expect(refused.status).toBe(409);
    expect(refused.data.error).toBe(CSV_MESSAGES.hasErrors(1));
    expect(refused.data.preview!.rows[0].errors).toEqual([CSV_MESSAGES.category(temp.name)]);
    expect(await prisma.product.findUnique({ where: { sku: `${tag}-9` } })).toBeNull();
  });

  it("re-checks at the confirm: a SKU another product took since the preview is updated, not duplicated", async () => {
    const out = (await upload(csv(row({ sku: `${tag}-7`, name: "Seven" }), row({ sku: `${tag}-8`, name: "Eight" })))) as Out;
    // Between preview and confirm another product takes SKU -8: the re-check makes that row an update, not a unique-key clash.
    const other = await prisma.product.create({ data: { name: "Taken", description: "x", material: "x", price: 100, originalPrice: 100, categoryId: category.id, sku: `${tag}-8`, stock: 1 } });
    const done = (await commit(out.data.preview!.token)) as Response;
    expect(await toastOf(done)).toMatchObject({ title: CSV_MESSAGES.done(1, 1) });
    expect((await prisma.product.findUniqueOrThrow({ where: { id: other.id } })).name).toBe("Eight");
  });
});

describe("product CSV export", () => {
  it("exports the import's columns, injection-safe, and an export round-trips through the import", async () => {
    await prisma.product.create({
      data: { name: `=HYPERLINK("http://evil.example","x") ${tag}`, description: "+cmd|' /C calc'!A0", material: "@SUM(1)", price: 50_000, originalPrice: 50_000, categoryId: category.id, sku: `${tag}-F`, stock: 3, tags: '["-2+3"]' },
    });
    const res = (await runWebRoute(exportRoute.loader, webGet("/admin/products/export.csv", adminCookie))) as Response;
    expect(res.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("Content-Disposition")).toMatch(/^attachment; filename="products-\d{4}-\d{2}-\d{2}\.csv"$/);
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]); // a UTF-8 BOM, for Excel
    const text = new TextDecoder().decode(bytes);
    const records = parse(text, { bom: true }) as string[][];
    expect(records[0]).toEqual([...CSV_COLUMNS]);
    const f = records.find((r) => r[0] === `${tag}-F`)!;
    expect(f.slice(1, 4)).toEqual([`'=HYPERLINK("http://evil.example","x") ${tag}`, "'+cmd|' /C calc'!A0", "'@SUM(1)"]);
    expect(f[11]).toBe("'-2+3");
    for (const r of records.slice(1)) for (const cell of r) expect(cell).not.toMatch(/^[=+@\t\r]/);

    const mineOnly = [records[0], ...records.filter((r) => r[0].startsWith(tag))];
    const back = (await upload(mineOnly.map((r) => r.map((c) => `"${c.replace(/"/g, '""')}"`).join(",")).join("\r\n"))) as Out;
    expect(back.data.preview).toMatchObject({ errorRows: 0, creates: 0, updates: mineOnly.length - 1 });
    await commit(back.data.preview!.token);
    const again = await prisma.product.findUniqueOrThrow({ where: { sku: `${tag}-F` } });
    expect(again).toMatchObject({ name: `=HYPERLINK("http://evil.example","x") ${tag}`, description: "+cmd|' /C calc'!A0", material: "@SUM(1)", stock: 3, tags: '["-2+3"]' });
  });

  it("is for admins only", async () => {
    const res = (await runWebRoute(exportRoute.loader, webGet("/admin/products/export.csv", customerCookie))) as Response;
    expect(res.headers.get("Location")).toBe("/");
  });
});
