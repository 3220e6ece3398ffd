import { Prisma } from "@prisma/client";
import Database from "better-sqlite3";
import type BetterSqlite3 from "better-sqlite3";
import { getRawConnection, prisma, rawConnectionIfOpen } from "~/db.server";
import { SETTINGS_MESSAGES, ShopSettingsSchema, type ShopSettingsInput, type ShopSettingsPatch } from "~/schemas/admin-settings";
import { COD_MIN_TOTAL_RUPEES, FREE_SHIPPING_THRESHOLD_RUPEES, LOW_STOCK_THRESHOLD } from "~/utils/constants";
import { Conflict, ValidationError } from "~/utils/errors";

// The shop's settings (docs/decisions/0022-shop-settings.md): name, address, phone, GSTIN, the free
// shipping threshold, the COD limit and the low-stock threshold. One row (id 1) of "ShopSettings";
// until the owner first saves, the environment (SHOP_NAME, SHOP_ADDRESS, SHOP_PHONE, SHOP_GSTIN) and
// utils/constants.ts give the values.
//
// Read by one function (`getSettings`, and `currentSettings` for code that cannot await: the pricing
// engine's callers, e-mail builders running inside a transaction). Kept in process and dropped on
// every save, by this process or another (DataVersion). The row is read with a synchronous statement
// on a read-only connection of its own (see readSettings), so a read inside an open Prisma transaction
// never waits for that transaction's lock (it would wait forever) and never sees another's uncommitted write.
// A save names the version it edited; a save over a newer version is refused (409).
// Triggers bump DataVersion rows 1 and 2 on every write, so cached pages and figures follow.

export type ShopSettings = {
  shopName: string;
  addressLine1: string;
  addressLine2: string;
  city: string;
  state: string;
  pincode: string;
  phone: string;
  gstin: string;
  /** Paise: shipping is free when the amount after the coupon is at least this. */
  freeShippingThreshold: number;
  /** Paise: Cash on Delivery is offered when the total is above this. */
  codMinTotal: number;
  /** Units: a listed product with this many or fewer is "low stock" (out of stock included in admin lists). */
  lowStockThreshold: number;
  /** 0 until the first save (the values are the defaults). */
  version: number;
  updatedAt: Date | null;
};

/** The values before the first save: the environment, then the shop's built-in defaults. */
export function settingsDefaults(env: NodeJS.ProcessEnv = process.env): ShopSettings {
  return {
    shopName: env.SHOP_NAME || "Surat Ethnic Wear",
    addressLine1: env.SHOP_ADDRESS || "12, Ring Road Textile Market",
    addressLine2: "Near Sahara Darwaja",
    city: "Surat",
    state: "Gujarat",
    pincode: "395002",
    phone: env.SHOP_PHONE || "+91 98765 43210",
    gstin: env.SHOP_GSTIN || "24ABCDE1234F1Z5",
    freeShippingThreshold: FREE_SHIPPING_THRESHOLD_RUPEES * 100,
    codMinTotal: COD_MIN_TOTAL_RUPEES * 100,
    lowStockThreshold: LOW_STOCK_THRESHOLD,
    version: 0,
    updatedAt: null,
  };
}

type Int = number | bigint;
type Row = Omit<ShopSettings, "updatedAt" | "freeShippingThreshold" | "codMinTotal" | "lowStockThreshold" | "version"> & {
  freeShippingThreshold: Int;
  codMinTotal: Int;
  lowStockThreshold: Int;
  version: Int;
  updatedAt: string | Int | null;
};

const SELECT = `SELECT "shopName", "addressLine1", "addressLine2", "city", "state", "pincode", "phone", "gstin",
  "freeShippingThreshold", "codMinTotal", "lowStockThreshold", "version", "updatedAt" FROM "ShopSettings" WHERE "id" = 1`;

type Raw = NonNullable<ReturnType<typeof rawConnectionIfOpen>>;

let cached: { settings: ShopSettings; version: number } | undefined;

// The row is read on a read-only connection of its own (as utils/data-cache.server.ts reads the data
// versions), never on Prisma's connection behind the transaction guard (decision 0001): a statement
// there would run inside whatever interactive transaction another request has open, and could read
// (and cache) a value that transaction then rolls back. A connection of its own sees committed writes
// only, never waits (WAL readers do not), and stays synchronous for currentSettings(). The cache is
// labelled with DataVersion row 2, which the ShopSettings triggers bump on every write, so a save by
// another process (a script, a second server) is seen at the next read; checking it is one prepared
// single-row statement (about 15 us), the same check every cached catalogue page makes.
type Reader = { settings: BetterSqlite3.Statement<[], Row>; version: BetterSqlite3.Statement<[], { version: Int }> };
let reader: { file: string; statements: Reader } | undefined;

function readerFor(raw: Raw): Reader | null {
  const file = raw.name;
  if (!file || file === ":memory:") return null;
  if (reader?.file === file) return reader.statements;
  const db = new Database(file, { readonly: true, fileMustExist: true });
  db.pragma("busy_timeout = 5000");
  db.defaultSafeIntegers(false);
  reader = {
    file,
    statements: {
      settings: db.prepare<[], Row>(SELECT),
      version: db.prepare<[], { version: Int }>(`SELECT "version" FROM "DataVersion" WHERE "id" = 2`),
    },
  };
  return reader.statements;
}

function toSettings(row: Row | undefined): ShopSettings {
  if (!row) return settingsDefaults();
  // A raw connection may answer integers as BigInt.
  return {
    ...row,
    freeShippingThreshold: Number(row.freeShippingThreshold),
    codMinTotal: Number(row.codMinTotal),
    lowStockThreshold: Number(row.lowStockThreshold),
    version: Number(row.version),
    updatedAt: row.updatedAt === null ? null : new Date(typeof row.updatedAt === "string" ? row.updatedAt : Number(row.updatedAt)),
  };
}

function readSettings(raw: Raw): ShopSettings {
  const r = readerFor(raw);
  // An in-memory database has no second connection: read it on its only one, uncached.
  if (!r) return toSettings(raw.prepare(SELECT).get() as Row | undefined);
  const version = Number(r.version.get()?.version ?? 0);
  if (cached && cached.version === version) return cached.settings;
  const settings = toSettings(r.settings.get());
  cached = { settings, version };
  return settings;
}

/** The shop's settings (cached in process until they change). */
export async function getSettings(): Promise<ShopSettings> {
  return readSettings(await getRawConnection());
}

/**
 * The same, for code that cannot await. Before the database connection is open (nothing in this
 * process has queried yet, e.g. a pure unit test) it answers the defaults without keeping them.
 */
export function currentSettings(): ShopSettings {
  const raw = rawConnectionIfOpen();
  if (!raw) return settingsDefaults();
  return readSettings(raw);
}

/** Stock at or below this is low (the dashboard's Low Stock Alert, the products list, "Only N left"). */
export function getLowStockThreshold(): number {
  return currentSettings().lowStockThreshold;
}

/** The pricing engine's rules (paise), from the settings. */
export function pricingRules(settings: ShopSettings = currentSettings()) {
  return { freeShippingThreshold: settings.freeShippingThreshold, codMinTotal: settings.codMinTotal };
}

/** Only for tests that write the row behind the model's back. */
export function forgetCachedSettings() {
  cached = undefined;
}

/** The settings as the form and the API show them: money in whole rupees. */
export function settingsInRupees(s: ShopSettings) {
  return {
    shopName: s.shopName,
    addressLine1: s.addressLine1,
    addressLine2: s.addressLine2,
    city: s.city,
    state: s.state,
    pincode: s.pincode,
    phone: s.phone,
    gstin: s.gstin,
    freeShippingThreshold: s.freeShippingThreshold / 100,
    codMinTotal: s.codMinTotal / 100,
    lowStockThreshold: s.lowStockThreshold,
    version: s.version,
    updatedAt: s.updatedAt ? s.updatedAt.toISOString() : null,
  };
}
export type ShopSettingsView = ReturnType<typeof settingsInRupees>;

/**
 * Saves every setting if the stored version is still `input.version` (0: never saved); else
 * Conflict (409) and nothing is written. Returns the saved settings.
 */
export async function saveSettings(input: ShopSettingsInput, { userId }: { userId?: string | null } = {}): Promise<ShopSettings> {
  const data = {
    shopName: input.shopName,
    addressLine1: input.addressLine1,
    addressLine2: input.addressLine2,
    city: input.city,
    state: input.state,
    pincode: input.pincode,
    phone: input.phone,
    gstin: input.gstin,
    freeShippingThreshold: input.freeShippingThreshold * 100,
    codMinTotal: input.codMinTotal * 100,
    lowStockThreshold: input.lowStockThreshold,
    updatedById: userId ?? null,
  };
  try {
    if (input.version === 0) {
      try {
        await prisma.shopSettings.create({ data: { id: 1, ...data, version: 1 } });
      } catch (error) {
        if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") throw new Conflict(SETTINGS_MESSAGES.conflict, [{ param: "version", msg: SETTINGS_MESSAGES.conflict }]);
        throw error;
      }
    } else {
      const { count } = await prisma.shopSettings.updateMany({ where: { id: 1, version: input.version }, data: { ...data, version: { increment: 1 } } });
      if (count === 0) throw new Conflict(SETTINGS_MESSAGES.conflict, [{ param: "version", msg: SETTINGS_MESSAGES.conflict }]);
    }
  } finally {
    // Whatever happened, the next read goes to the database.
    cached = undefined;
  }
  return getSettings();
}

/**
 * The API's PATCH: the given fields over the saved ones, checked as the whole form is (the GSTIN's
 * state against the state), then saved under the same version rule.
 */
export async function patchSettings(patch: ShopSettingsPatch, opts: { userId?: string | null } = {}): Promise<ShopSettings> {
  const current = settingsInRupees(await getSettings());
  const { updatedAt: _updatedAt, ...values } = current;
  const parsed = ShopSettingsSchema.safeParse({ ...values, ...patch });
  if (!parsed.success) {
    const errors = parsed.error.issues.map((i) => ({ param: i.path.join(".") || "body", msg: i.message }));
    throw new ValidationError(errors[0]?.msg ?? "Validation failed", errors);
  }
  return saveSettings(parsed.data, opts);
}
