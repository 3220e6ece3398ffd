import crypto from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { prisma } from "~/db.server";
import { listAdminProducts } from "~/models/admin-product.server";
import { addToCart, getCart } from "~/models/cart.server";
import { placeOrder } from "~/models/order-placement.server";
import { getLowStockThreshold, getSettings, saveSettings, settingsDefaults, settingsInRupees, type ShopSettings } from "~/models/settings.server";
import * as settingsRoute from "~/routes/admin.settings";
import * as settingsApi from "~/routes/api.admin.settings";
import { SETTINGS_MESSAGES } from "~/schemas/admin-settings";
import { codNotAllowedMessage } from "~/schemas/order-messages";
import { ValidationError } from "~/utils/errors";
import { getShop } from "~/utils/shop.server";
import { callRoute, createUser, formPost, jsonRequest, readEnvelope, runWebRoute, toastOf, tokensFor, webSessionCookie, type TestUser } from "./helpers";

// Shop settings (docs/decisions/0022-shop-settings.md): read, save, a refused stale save, the API
// twin, and what they change: the pricing engine (free shipping, COD), the low-stock threshold and
// the shop's identity. The row is shared by every file of this worker: afterAll puts the defaults back.

const tag = `zs${crypto.randomBytes(4).toString("hex")}`;
let admin: TestUser;
let cookie: string;

/** The form's fields for `s` (rupees), with changes. */
function form(s: ShopSettings, changes: Record<string, string> = {}): Record<string, string> {
  const { updatedAt: _u, ...r } = settingsInRupees(s);
  return { ...Object.fromEntries(Object.entries(r).map(([k, v]) => [k, String(v)])), ...changes };
}

const versions = async () =>
  Object.fromEntries((await prisma.dataVersion.findMany({ where: { id: { in: [1, 2] } } })).map((r) => [r.id, r.version]));

async function save(changes: Partial<Record<keyof ReturnType<typeof settingsInRupees>, string | number>>) {
  const current = settingsInRupees(await getSettings());
  const { updatedAt: _u, ...values } = current;
  return saveSettings({ ...values, ...changes } as Parameters<typeof saveSettings>[0]);
}

beforeAll(async () => {
  admin = await createUser({ role: "admin" });
  cookie = await webSessionCookie(admin);
});

afterAll(async () => {
  const defaults = settingsInRupees(settingsDefaults());
  const { updatedAt: _u, version: _v, ...values } = defaults;
  await saveSettings({ ...values, version: (await getSettings()).version });
});

describe("shop settings: read and save", () => {
  it("starts from the environment's defaults and saves through the screen (303, toast), bumping both data versions", async () => {
    const before = await getSettings();
    const { version: _v, updatedAt: _u, ...values } = before;
    if (before.version === 0) expect(values).toEqual((({ version: _a, updatedAt: _b, ...rest }) => rest)(settingsDefaults()));
    const dv = await versions();

    const res = await runWebRoute(settingsRoute.action, formPost("/admin/settings", form(before, { shopName: `Surat Silks ${tag}`, phone: "+91 99887 76655" }), cookie));
    expect(res).toBeInstanceOf(Response);
    expect((res as Response).status).toBe(303);
    expect((await toastOf(res as Response))?.title).toBe(SETTINGS_MESSAGES.saved);

    const after = await getSettings();
    expect(after.shopName).toBe(`Surat Silks ${tag}`);
    expect(after.phone).toBe("+91 99887 76655");
    expect(after.version).toBe(before.version + 1);
    expect(after.updatedAt).toBeInstanceOf(Date);
    // The page cache (row 2) and the admin figures (row 1) see the change.
    const dv2 = await versions();
    expect(dv2[1]).toBeGreaterThan(dv[1]);
    expect(dv2[2]).toBeGreaterThan(dv[2]);
    // getShop (footer, contact page, e-mails, invoices) reads the saved values.
    expect(getShop().name).toBe(`Surat Silks ${tag}`);
    expect(getShop().phone).toBe("+91 99887 76655");

    const page = await runWebRoute<{ settings: { shopName: string; version: number } }>(settingsRoute.loader, new Request(`http://localhost/admin/settings`, { headers: { Cookie: cookie } }));
    expect("data" in page && page.data.settings).toMatchObject({ shopName: `Surat Silks ${tag}`, version: after.version });
  });

  it("refuses a save made from an older version (409) and keeps the newer one", async () => {
    const stale = await getSettings();
    await save({ shopName: `First ${tag}`, version: stale.version });
    const res = await runWebRoute<{ result: { error: Record<string, string[]> }; conflict: boolean; saved: { shopName: string } }>(
      settingsRoute.action,
      formPost("/admin/settings", form(stale, { shopName: `Second ${tag}` }), cookie),
    );
    expect("data" in res && res.status).toBe(409);
    if (!("data" in res)) throw new Error("expected data");
    expect(res.data.conflict).toBe(true);
    expect(res.data.result.error[""]).toEqual([SETTINGS_MESSAGES.conflict]);
    expect(res.data.saved.shopName).toBe(`First ${tag}`);
    expect((await getSettings()).shopName).toBe(`First ${tag}`);
    // Two saves from the same version: one wins, the other is refused.
    const v = (await getSettings()).version;
    const results = await Promise.allSettled([save({ city: "Surat", version: v }), save({ city: "Surat", version: v })]);
    expect(results.map((r) => r.status).sort()).toEqual(["fulfilled", "rejected"]);
  });

  it("checks the form: GSTIN format and state, whole rupees, the PIN code", async () => {
    const s = await getSettings();
    const res = await runWebRoute<{ result: { error: Record<string, string[]> } }>(
      settingsRoute.action,
      formPost("/admin/settings", form(s, { gstin: "27ABCDE1234F1Z5", freeShippingThreshold: "19.5", pincode: "39500", lowStockThreshold: "-1" }), cookie),
    );
    if (!("data" in res)) throw new Error("expected data");
    expect(res.status).toBe(400);
    expect(res.data.result.error).toMatchObject({
      gstin: [SETTINGS_MESSAGES.gstinStateMismatch],
      freeShippingThreshold: [SETTINGS_MESSAGES.rupees],
      pincode: ["Please enter a valid 6-digit pincode"],
      lowStockThreshold: [SETTINGS_MESSAGES.lowStock],
    });
  });
});

describe("shop settings: the API twin", () => {
  it("GET answers the settings; PATCH changes a subset under the version rule", async () => {
    const { token } = await tokensFor(admin);
    const got = await readEnvelope(await callRoute(settingsApi, jsonRequest("GET", "/api/admin/settings", undefined, { token })));
    expect(got.success).toBe(true);
    const version = got.data.version as number;
    expect(got.data).toMatchObject({ freeShippingThreshold: expect.any(Number), codMinTotal: expect.any(Number), lowStockThreshold: expect.any(Number) });

    const patched = await callRoute(settingsApi, jsonRequest("PATCH", "/api/admin/settings", { version, addressLine2: `Gate ${tag}`, gstin: "24aaaaa1111a1z1" }, { token }));
    expect(patched.status).toBe(200);
    const body = await readEnvelope(patched);
    expect(body.data).toMatchObject({ addressLine2: `Gate ${tag}`, gstin: "24AAAAA1111A1Z1", version: version + 1 });

    const stale = await callRoute(settingsApi, jsonRequest("PATCH", "/api/admin/settings", { version, city: "Vadodara" }, { token }));
    expect(stale.status).toBe(409);
    const wrongState = await callRoute(settingsApi, jsonRequest("PATCH", "/api/admin/settings", { version: version + 1, state: "Maharashtra" }, { token }));
    expect(wrongState.status).toBe(400);
    expect((await readEnvelope(wrongState)).errors).toEqual([{ param: "gstin", msg: SETTINGS_MESSAGES.gstinStateMismatch }]);
    const unknown = await callRoute(settingsApi, jsonRequest("PATCH", "/api/admin/settings", { version: version + 1, colour: "red" }, { token }));
    expect(unknown.status).toBe(400);
  });
});

describe("shop settings: what they change", () => {
  let categoryId: string;
  let productId: string;

  beforeAll(async () => {
    categoryId = (await prisma.category.create({ data: { name: `Settings ${tag}`, slug: `settings-${tag}` } })).id;
    productId = (
      await prisma.product.create({
        data: {
          name: `Settings saree ${tag}`,
          description: "For the settings tests.",
          material: "Silk",
          price: 250_000,
          originalPrice: 250_000,
          categoryId,
          sizes: JSON.stringify([]),
          colors: JSON.stringify([]),
          images: JSON.stringify(["/images/x.jpg"]),
          stock: 10,
        },
      })
    ).id;
  });

  it("the pricing engine takes the free shipping threshold and the COD limit from the settings", async () => {
    const owner = { guestId: `guest${tag}settingsxxxxxxxx` };
    await addToCart(owner, { productId, quantity: 1 });
    await save({ freeShippingThreshold: 2000, codMinTotal: 500, version: (await getSettings()).version });
    let cart = await getCart(owner);
    expect(cart.totals).toMatchObject({ subtotal: 250_000, shipping: 0, total: 250_000, freeShippingRemaining: 0, codAllowed: true });

    await save({ freeShippingThreshold: 5000, codMinTotal: 3000, version: (await getSettings()).version });
    cart = await getCart(owner);
    expect(cart.totals).toMatchObject({ subtotal: 250_000, shipping: 9_900, total: 259_900, freeShippingRemaining: 250_000, codAllowed: false });
    expect(getShop().policies).toMatchObject({ freeShippingAbove: 5000, codAbove: 3000 });

    // Placing a COD order below the owner's limit is refused with the limit in the message.
    const buyer = await createUser();
    await addToCart({ userId: buyer.id }, { productId, quantity: 1 });
    const refused = await placeOrder(buyer.id, {
      shippingAddress: { fullName: "Asha Patel", phone: "9876543210", address: "12 Ring Road", city: "Surat", state: "Gujarat", pincode: "395002" },
      paymentMethod: "cod",
      idempotencyKey: `key-${tag}`,
    } as Parameters<typeof placeOrder>[1]).then(
      () => null,
      (e: unknown) => e,
    );
    expect(refused).toBeInstanceOf(ValidationError);
    expect((refused as Error).message).toBe(codNotAllowedMessage(300_000));
    expect(codNotAllowedMessage(300_000)).toBe("Cash on Delivery is available only for orders above ₹3,000");
  });

  it("the low-stock threshold decides the products list's Low Stock count", async () => {
    await save({ lowStockThreshold: 5, version: (await getSettings()).version });
    expect(getLowStockThreshold()).toBe(5);
    expect((await listAdminProducts({ search: tag })).stats.lowStock).toBe(0);
    await save({ lowStockThreshold: 12, version: (await getSettings()).version });
    expect(getLowStockThreshold()).toBe(12);
    expect((await listAdminProducts({ search: tag })).stats.lowStock).toBe(1);
  });
});
