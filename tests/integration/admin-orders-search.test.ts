import crypto from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { prisma } from "~/db.server";
import { listAdminOrders, phoneDigits } from "~/models/admin-order.server";
import { ORDER_CSV_HEADER } from "~/models/admin-order-export.server";
import * as exportRoute from "~/routes/admin.orders.export[.]csv";
import * as listRoute from "~/routes/admin.orders._index";
import * as apiList from "~/routes/api.admin.orders";
import { ADMIN_ORDER_MESSAGES } from "~/schemas/admin-order";
import { csvRow } from "~/utils/csv";
import { callLoader, createUser, jsonRequest, readEnvelope, runWebRoute, tokensFor, webGet, webSessionCookie, type TestUser } from "./helpers";

// Searching the admin's orders by phone (any spacing), pincode, city, payment id
// and a date range (India time), on the screen, in the API and in the CSV
// export of the orders in view. Every order here carries this run's tag in its
// ship-to name, so searches only see this file's orders.

const letters = (n: number) => Array.from(crypto.randomBytes(n), (b) => String.fromCharCode(97 + (b % 26))).join("");
const digits = (n: number) => Array.from(crypto.randomBytes(n), (b) => String(b % 10)).join("");
const tag = `srch${letters(6)}`;
const phone = `9${digits(9)}`;
const pincode = `1${digits(5)}`;
const city = `Navsari${tag}`;
const paymentId = `pay_${tag}Q1`;
let admin: TestUser;
let customer: TestUser;
let adminCookie: string;
let adminToken: string;
let productId: string;
let seq = 0;
const ids: Record<string, string> = {};

/** An order straight in the database (no stock involved). */
async function rawOrder(name: string, data: { phone?: string; pincode?: string; city?: string; paymentId?: string; createdAt?: Date; total?: number; status?: string }) {
  const total = (data.total ?? 1000) * 100;
  const order = await prisma.order.create({
    data: {
      orderNumber: `T-${tag}-${++seq}`,
      userId: customer.id,
      status: data.status ?? "confirmed",
      paymentMethod: data.paymentId ? "razorpay" : "cod",
      paymentStatus: data.paymentId ? "paid" : "pending",
      paymentId: data.paymentId ?? null,
      subtotal: total,
      total,
      totalItems: 1,
      shipFullName: `${name} ${tag}`,
      shipPhone: data.phone ?? "+91 90000 00000",
      shipAddress: "4 Station Road, Near \"Bus\" Stand",
      shipCity: data.city ?? "Surat",
      shipState: "Gujarat",
      shipPincode: data.pincode ?? "395007",
      createdAt: data.createdAt ?? new Date(),
      items: { create: [{ productId, name: `Kurta ${tag}`, price: total, originalPrice: total, quantity: 1, size: "M", color: "Red", gstRate: 5, taxAmount: 100 }] },
    },
  });
  ids[name] = order.id;
  return order;
}

/** IST wall time -> the instant. */
const ist = (s: string) => new Date(`${s}+05:30`);

beforeAll(async () => {
  admin = await createUser({ role: "admin" });
  customer = await createUser({ firstName: "Kavya", lastName: `Shah${tag}` });
  adminCookie = await webSessionCookie(admin);
  adminToken = (await tokensFor(admin)).token;
  const category = await prisma.category.create({ data: { name: `Search ${tag}`, slug: `search-${tag}` } });
  productId = (await prisma.product.create({ data: { name: `Kurta ${tag}`, description: "x", material: "Cotton", price: 100000, originalPrice: 100000, categoryId: category.id, images: "[]", stock: 5 } })).id;
  await rawOrder("Phone", { phone: `+91 ${phone.slice(0, 5)} ${phone.slice(5)}` });
  await rawOrder("Pincode", { pincode });
  await rawOrder("City", { city });
  await rawOrder("Paid", { paymentId });
  // The day boundaries in India time: 10 March 2025 from 00:00 to 23:59:59 IST.
  await rawOrder("BeforeDay", { createdAt: ist("2025-03-09T23:59:59") });
  await rawOrder("DayStart", { createdAt: ist("2025-03-10T00:00:00") });
  await rawOrder("DayEnd", { createdAt: ist("2025-03-10T23:59:59") });
  await rawOrder("NextDay", { createdAt: ist("2025-03-11T00:00:00") });
  await rawOrder("=HYPERLINK(\"http://evil.example\",\"x\")", { total: 2500 });
});

const names = (orders: Array<{ shippingAddress: { fullName: string } }>) => orders.map((o) => o.shippingAddress.fullName.replace(` ${tag}`, "")).sort();

describe("searching orders", () => {
  it("by phone, typed with any spacing, with or without +91 or a leading 0", async () => {
    for (const typed of [phone, `${phone.slice(0, 5)} ${phone.slice(5)}`, `+91-${phone}`, `+91 ${phone.slice(0, 3)} ${phone.slice(3, 6)} ${phone.slice(6)}`, `0${phone}`, phone.slice(2, 9)]) {
      const { orders } = await listAdminOrders({ search: typed });
      expect(names(orders), typed).toEqual(["Phone"]);
    }
    expect(phoneDigits("+91 98250 77777")).toBe("9825077777");
    expect(phoneDigits("0261 2345")).toBe("02612345");
    expect(phoneDigits("123")).toBeNull();
    expect(phoneDigits("Priya")).toBeNull();
  });

  it("by pincode, city and payment id", async () => {
    expect(names((await listAdminOrders({ search: pincode })).orders)).toEqual(["Pincode"]);
    expect(names((await listAdminOrders({ search: city.toUpperCase() })).orders)).toEqual(["City"]);
    expect(names((await listAdminOrders({ search: paymentId })).orders)).toEqual(["Paid"]);
    expect(names((await listAdminOrders({ search: paymentId.slice(4) })).orders)).toEqual(["Paid"]);
  });

  it("by a date range in India time, inclusive of both days, with the search and the tiles over it", async () => {
    const day = await listAdminOrders({ search: tag, from: "2025-03-10", to: "2025-03-10" });
    expect(names(day.orders)).toEqual(["DayEnd", "DayStart"]);
    expect(day.stats.total).toBe(2);
    expect(names((await listAdminOrders({ search: tag, from: "2025-03-10" })).orders)).not.toContain("BeforeDay");
    expect(names((await listAdminOrders({ search: tag, to: "2025-03-10" })).orders)).toEqual(["BeforeDay", "DayEnd", "DayStart"]);
    // Without a search the range walks the createdAt index; the tiles count the range.
    const range = await listAdminOrders({ from: "2025-03-09", to: "2025-03-11", limit: 100 });
    expect(names(range.orders.filter((o) => o.shippingAddress.fullName.endsWith(tag)))).toEqual(["BeforeDay", "DayEnd", "DayStart", "NextDay"]);
  });

  it("the screen reads from/to from the URL (a bad date is ignored, a reversed range swapped) and offers the export of the same filters", async () => {
    const run = async (query: string) =>
      ((await runWebRoute(listRoute.loader, webGet(`/admin/orders?${query}`, adminCookie))) as { data: Awaited<ReturnType<typeof listRoute.loader>> }).data;
    const out = await run(`search=${tag}&from=2025-03-11&to=2025-03-10`);
    expect(out.filters).toMatchObject({ from: "2025-03-10", to: "2025-03-11" });
    expect(names(out.orders)).toEqual(["DayEnd", "DayStart", "NextDay"]);
    const bad = await run(`search=${tag}&from=2025-02-30&to=yesterday`);
    expect(bad.filters).toMatchObject({ from: "", to: "" });
    expect(bad.pagination.total).toBe(9);
  });

  it("the API takes from/to (400 for a bad date or a reversed range) and the wider search", async () => {
    const get = (query: string) => callLoader(apiList, jsonRequest("GET", `/api/admin/orders?${query}`, undefined, { token: adminToken }));
    const ok = await readEnvelope(await get(`search=${tag}&from=2025-03-10&to=2025-03-10`));
    expect(ok.data.pagination.total).toBe(2);
    expect((await readEnvelope(await get(`search=${encodeURIComponent(`+91 ${phone}`)}`))).data.pagination.total).toBe(1);
    const bad = await get("from=10-03-2025");
    expect(bad.status).toBe(400);
    expect((await readEnvelope(bad)).errors).toEqual([{ param: "from", msg: `from: ${ADMIN_ORDER_MESSAGES.dateInvalid}` }]);
    const reversed = await get("from=2025-03-11&to=2025-03-10");
    expect(reversed.status).toBe(400);
    expect((await readEnvelope(reversed)).errors).toEqual([{ param: "from", msg: ADMIN_ORDER_MESSAGES.dateOrder }]);
  });
});

/** RFC 4180 rows (quoted fields with "" escapes, CRLF). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ",") {
      row.push(cell);
      cell = "";
    } else if (c === "\r" && text[i + 1] === "\n") {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
      i++;
    } else cell += c;
  }
  return rows;
}

describe("CSV export of the orders in view", () => {
  it("every order matching the list's filters (all pages, the list's order), amounts in rupees, CSV-injection safe", async () => {
    const res = await callLoader(exportRoute, webGet(`/admin/orders/export.csv?search=${tag}&sortBy=totalAmount&sortOrder=desc`, adminCookie));
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("Content-Disposition")).toMatch(/^attachment; filename="orders-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(res.headers.get("Cache-Control")).toBe("no-store");
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]); // the BOM: Excel reads UTF-8
    const rows = parseCsv(new TextDecoder().decode(bytes.slice(3)));
    expect(rows[0]).toEqual([...ORDER_CSV_HEADER]);
    const body = rows.slice(1);
    expect(body).toHaveLength(9);
    const col = (name: (typeof ORDER_CSV_HEADER)[number]) => ORDER_CSV_HEADER.indexOf(name);
    // Sorted by amount, largest first, as the list would be.
    expect(body[0][col("Ship to")]).toBe(`'=HYPERLINK("http://evil.example","x") ${tag}`);
    expect(body[0][col("Total")]).toBe("2500");
    const phoneRow = body.find((r) => r[col("Ship to")] === `Phone ${tag}`)!;
    expect(phoneRow[col("Phone")]).toBe(`'+91 ${phone.slice(0, 5)} ${phone.slice(5)}`);
    expect(phoneRow[col("Address")]).toBe('4 Station Road, Near "Bus" Stand');
    expect(phoneRow[col("Lines")]).toBe(`Kurta ${tag} (M, Red) x 1`);
    expect(phoneRow[col("Status")]).toBe("Confirmed");
    const paid = body.find((r) => r[col("Payment ID")] === paymentId)!;
    expect(paid[col("Payment status")]).toBe("paid");
    const dayStart = body.find((r) => r[col("Ship to")] === `DayStart ${tag}`)!;
    expect(dayStart[col("Placed (IST)")]).toBe("2025-03-10 00:00");
  });

  it("the same filters as the screen: search and the date range", async () => {
    const res = await callLoader(exportRoute, webGet(`/admin/orders/export.csv?search=${tag}&from=2025-03-10&to=2025-03-10`, adminCookie));
    expect(res.headers.get("Content-Disposition")).toMatch(/filename="orders-2025-03-10-to-2025-03-10-/);
    const rows = parseCsv((await res.text()).replace(/^\uFEFF/, ""));
    expect(rows.slice(1).map((r) => r[ORDER_CSV_HEADER.indexOf("Ship to")]).sort()).toEqual([`DayEnd ${tag}`, `DayStart ${tag}`]);
  });

  it("admins only", async () => {
    const cookie = await webSessionCookie(customer);
    const res = (await runWebRoute(exportRoute.loader, webGet("/admin/orders/export.csv", cookie))) as Response;
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/");
    const anonymous = (await runWebRoute(exportRoute.loader, webGet("/admin/orders/export.csv"))) as Response;
    expect(anonymous.headers.get("Location")).toMatch(/^\/login/);
  });

  it("cells: formula starts are quoted, numbers stay numbers, commas and quotes escaped", () => {
    expect(csvRow(["=1+2", "+91 98250", "-5", "@SUM(A1)", "\tx", "plain", "a,b", 'say "hi"'])).toBe(`'=1+2,'+91 98250,'-5,'@SUM(A1),'\tx,plain,"a,b","say ""hi"""\r\n`);
    expect(csvRow([-5, 12.5, null, undefined])).toBe("-5,12.5,,\r\n");
  });
});
