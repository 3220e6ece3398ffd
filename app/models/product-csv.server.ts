import crypto from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import type { Prisma } from "@prisma/client";
import { parse } from "csv-parse/sync";
import { stringify } from "csv-stringify/sync";
import { prisma } from "~/db.server";
import { deleteUnusedPhotos, uploadDir } from "~/models/product-photos.server";
import { setStock, syncVariants } from "~/models/stock.server";
import { PLACEHOLDER_IMAGE, ProductCreateSchema } from "~/schemas/admin-product";

// Product CSV export and import (issue 13 section 4; docs/decisions/0021).
//
// - One row per product, keyed by `sku` (Product.sku). Import creates a product for an unknown
//   SKU and updates the product that has it; `stock` is the product's stock (one number: per size
//   x colour stock is not in this file; the variant helper's grid owns that).
// - Upload -> preview -> confirm. The preview checks every row against the database and writes
//   nothing. The file is kept on the server (UPLOAD_DIR/imports, named for the admin and a random
//   token) and the confirm re-reads and re-checks THAT file inside the write transaction: nothing
//   the browser sends back but the token is trusted. All rows or none: any error and nothing is written.
// - Export is CSV-injection safe: a text cell starting with = + - @ or a tab/CR is prefixed with '
//   (and an import strips that prefix again, so an export round-trips). UTF-8 with a BOM for Excel.

export const CSV_MAX_BYTES = 2 * 1024 * 1024;
export const CSV_MAX_ROWS = 5000;
/** A preview can be confirmed for this long. */
export const PENDING_TTL_MS = 60 * 60 * 1000;

export const CSV_COLUMNS = [
  "sku",
  "name",
  "description",
  "material",
  "price",
  "originalPrice",
  "stock",
  "category",
  "subcategory",
  "colors",
  "sizes",
  "tags",
  "images",
  "isActive",
  "isFeatured",
  "isNew",
  "hsnCode",
] as const;
type Column = (typeof CSV_COLUMNS)[number];
const REQUIRED: Column[] = ["sku", "name", "description", "material", "price", "stock", "category"];

export const CSV_MESSAGES = {
  stockPerVariant: "This product's stock is kept per size and colour: leave its stock as it is here and change it in the stock grid",
  noFile: "Choose a CSV file to import",
  tooLarge: "The file is larger than 2 MB. Split it into smaller files.",
  notText: "The file is not a UTF-8 CSV (export from Excel or Google Sheets as CSV UTF-8)",
  empty: "The file has no rows under its header",
  tooManyRows: `At most ${CSV_MAX_ROWS} products per file`,
  missingColumns: (cols: string[]) => `Missing column${cols.length === 1 ? "" : "s"}: ${cols.join(", ")}`,
  malformed: (line: number | undefined, why: string) => `The file is not valid CSV${line ? ` (line ${line})` : ""}: ${why}`,
  expired: "This preview has expired or was already imported. Upload the file again.",
  hasErrors: (n: number) => `Nothing was imported: ${n} ${n === 1 ? "row has" : "rows have"} errors. Fix them and upload the file again.`,
  done: (created: number, updated: number) => `Import complete: ${created} created, ${updated} updated`,
  sku: "SKU is required: 1 to 64 letters, digits, - _ . or /",
  skuTwice: (line: number) => `SKU appears again on line ${line}`,
  category: (v: string) => `Unknown category "${v}"`,
  subcategory: (v: string) => `Unknown subcategory "${v}" in this category`,
  flag: (col: string) => `${col} must be yes or no (or empty)`,
  hsn: "hsnCode must be 4, 6 or 8 digits (or empty)",
} as const;

// ---------------------------------------------------------------- export

const RISKY_START = /^[=+\-@\t\r]/;
/** A cell a spreadsheet will not run as a formula. */
export const safeCell = (v: string) => (RISKY_START.test(v) ? `'${v}` : v);
const unescapeCell = (v: string) => (v.length > 1 && v[0] === "'" && RISKY_START.test(v.slice(1)) ? v.slice(1) : v);

const list = (json: string) => (JSON.parse(json) as string[]).join("|");
const yesNo = (b: boolean) => (b ? "yes" : "no");

/** Every product that is not archived, oldest first, as CSV text (with a BOM). */
export async function exportProductsCsv(): Promise<string> {
  const rows: string[][] = [];
  let cursor: string | undefined;
  for (;;) {
    const batch = await prisma.product.findMany({
      where: { archivedAt: null },
      orderBy: { id: "asc" },
      take: 1000,
      ...(cursor ? { skip: 1, cursor: { id: cursor } } : {}),
      include: { category: { select: { name: true } }, subcategory: { select: { name: true } } },
    });
    for (const p of batch) {
      const text = [p.sku ?? "", p.name, p.description, p.material].map(safeCell);
      rows.push([
        ...text,
        String(p.price / 100),
        p.originalPrice > p.price ? String(p.originalPrice / 100) : "",
        String(p.stock),
        safeCell(p.category.name),
        safeCell(p.subcategory?.name ?? ""),
        safeCell(list(p.colors)),
        safeCell(list(p.sizes)),
        safeCell(list(p.tags)),
        safeCell(list(p.images)),
        yesNo(p.isActive),
        yesNo(p.isFeatured),
        yesNo(p.isNew),
        p.hsnCode ?? "",
      ]);
    }
    if (batch.length < 1000) break;
    cursor = batch[batch.length - 1].id;
  }
  return `\uFEFF${stringify([[...CSV_COLUMNS], ...rows], { record_delimiter: "\r\n" })}`;
}

// ---------------------------------------------------------------- parse and check

type Db = typeof prisma | Prisma.TransactionClient;

export type ImportRowInput = {
  sku: string;
  name: string;
  description: string;
  material: string;
  price: number; // paise
  originalPrice: number; // paise
  stock: number;
  categoryId: string;
  subcategoryId: string | null;
  colors: string[];
  sizes: string[];
  tags: string[];
  images: string[] | null; // null: keep (update) or placeholder (create)
  isActive?: boolean;
  isFeatured?: boolean;
  isNew?: boolean;
  hsnCode: string | null;
};

export type PlanRow = {
  line: number;
  sku: string;
  name: string;
  action: "create" | "update" | null;
  /** For an update: the stock now, to show old -> new. */
  stockBefore: number | null;
  stock: string;
  price: string;
  errors: string[];
  input?: ImportRowInput;
  productId?: string;
};

export type ImportPlan = { fatal: string | null; rows: PlanRow[]; creates: number; updates: number; errorRows: number };

const fatal = (message: string): ImportPlan => ({ fatal: message, rows: [], creates: 0, updates: 0, errorRows: 0 });

function parseFlag(v: string, col: string, errors: string[]): boolean | undefined {
  const s = v.trim().toLowerCase();
  if (s === "") return undefined;
  if (["yes", "y", "true", "1"].includes(s)) return true;
  if (["no", "n", "false", "0"].includes(s)) return false;
  errors.push(CSV_MESSAGES.flag(col));
  return undefined;
}

const splitList = (v: string) => v.split("|").map((x) => x.trim()).filter(Boolean);

/** Decodes the upload: UTF-8 only (a BOM is fine). */
export function decodeCsv(bytes: Uint8Array): string | null {
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

/** Every row checked against the database as it is now (`db` may be the import's transaction). */
export async function planImport(text: string, db: Db = prisma): Promise<ImportPlan> {
  let records: string[][];
  try {
    records = parse(text, { bom: true, skip_empty_lines: true, relax_column_count: true, max_record_size: 64 * 1024 });
  } catch (error) {
    const e = error as { lines?: number; message?: string };
    return fatal(CSV_MESSAGES.malformed(e.lines, (e.message ?? "").replace(/^Invalid Record Length: |^CSV_\w+: /, "").slice(0, 200)));
  }
  if (records.length === 0) return fatal(CSV_MESSAGES.empty);
  const header = records[0].map((h) => h.trim().toLowerCase());
  const index = new Map<Column, number>();
  for (const col of CSV_COLUMNS) {
    const i = header.indexOf(col.toLowerCase());
    if (i >= 0) index.set(col, i);
  }
  const missing = REQUIRED.filter((c) => !index.has(c));
  if (missing.length) return fatal(CSV_MESSAGES.missingColumns(missing));
  const body = records.slice(1);
  if (body.length === 0) return fatal(CSV_MESSAGES.empty);
  if (body.length > CSV_MAX_ROWS) return fatal(CSV_MESSAGES.tooManyRows);

  const [categories, subcategories] = await Promise.all([
    db.category.findMany({ select: { id: true, name: true, slug: true } }),
    db.subcategory.findMany({ select: { id: true, categoryId: true, name: true, slug: true } }),
  ]);
  const skus = body.map((r) => unescapeCell((r[index.get("sku")!] ?? "").trim()));
  const existing = new Map(
    (
      await db.product.findMany({ where: { sku: { in: skus.filter(Boolean) } }, select: { id: true, sku: true, stock: true, _count: { select: { variants: true } } } })
    ).map((p) => [p.sku!, p]),
  );
  const firstLine = new Map<string, number>();

  const rows: PlanRow[] = body.map((record, i) => {
    const line = i + 2;
    const cell = (col: Column) => {
      const at = index.get(col);
      return at === undefined ? "" : unescapeCell(record[at] ?? "");
    };
    const errors: string[] = [];
    const sku = cell("sku").trim();
    if (!/^[A-Za-z0-9][A-Za-z0-9._/-]{0,63}$/.test(sku)) errors.push(CSV_MESSAGES.sku);
    else if (firstLine.has(sku.toUpperCase())) errors.push(CSV_MESSAGES.skuTwice(firstLine.get(sku.toUpperCase())!));
    else firstLine.set(sku.toUpperCase(), line);

    const imagesCell = cell("images").trim();
    const parsed = ProductCreateSchema.safeParse({
      name: cell("name"),
      description: cell("description"),
      material: cell("material"),
      price: cell("price"),
      originalPrice: cell("originalPrice"),
      stock: cell("stock"),
      category: "csv",
      colors: splitList(cell("colors")),
      sizes: splitList(cell("sizes")),
      tags: splitList(cell("tags")),
      images: imagesCell ? splitList(imagesCell) : undefined,
    });
    if (!parsed.success) for (const issue of parsed.error.issues) if (!errors.includes(issue.message)) errors.push(issue.message);

    const categoryText = cell("category").trim();
    const needle = categoryText.toLowerCase();
    const category = categories.find((c) => c.id === categoryText) ?? categories.find((c) => c.slug === needle || c.name.toLowerCase() === needle);
    if (categoryText && !category) errors.push(CSV_MESSAGES.category(categoryText));
    const subText = cell("subcategory").trim();
    let subcategoryId: string | null = null;
    if (subText && category) {
      const subNeedle = subText.toLowerCase();
      const sub = subcategories.find((s) => s.categoryId === category.id && (s.id === subText || s.slug === subNeedle || s.name.toLowerCase() === subNeedle));
      if (!sub) errors.push(CSV_MESSAGES.subcategory(subText));
      else subcategoryId = sub.id;
    }
    const isActive = parseFlag(cell("isActive"), "isActive", errors);
    const isFeatured = parseFlag(cell("isFeatured"), "isFeatured", errors);
    const isNew = parseFlag(cell("isNew"), "isNew", errors);
    const hsn = cell("hsnCode").trim();
    if (hsn && !/^\d{4}(\d{2}){0,2}$/.test(hsn)) errors.push(CSV_MESSAGES.hsn);

    const match = existing.get(sku);
    // Per size x colour stock is the stock grid's (decision 0019): the file may repeat the total, or 0 (out of stock).
    if (match && match._count.variants > 1 && parsed.success && parsed.data.stock !== match.stock && parsed.data.stock !== 0) errors.push(CSV_MESSAGES.stockPerVariant);
    const row: PlanRow = {
      line,
      sku,
      name: cell("name").trim().slice(0, 200),
      action: errors.length ? null : match ? "update" : "create",
      stockBefore: match ? match.stock : null,
      stock: cell("stock").trim(),
      price: cell("price").trim(),
      errors,
    };
    if (!errors.length && parsed.success && category) {
      const v = parsed.data;
      const price = Math.round(v.price * 100);
      row.productId = match?.id;
      row.input = {
        sku,
        name: v.name,
        description: v.description,
        material: v.material,
        price,
        originalPrice: v.originalPrice === undefined ? price : Math.round(v.originalPrice * 100),
        stock: v.stock,
        categoryId: category.id,
        subcategoryId,
        colors: v.colors ?? [],
        sizes: v.sizes ?? [],
        tags: v.tags ?? [],
        images: v.images?.length ? v.images : null,
        isActive,
        isFeatured,
        isNew,
        hsnCode: hsn || null,
      };
    }
    return row;
  });
  const errorRows = rows.filter((r) => r.errors.length).length;
  return {
    fatal: null,
    rows,
    creates: rows.filter((r) => r.action === "create").length,
    updates: rows.filter((r) => r.action === "update").length,
    errorRows,
  };
}

// ---------------------------------------------------------------- the pending file

const ownerPrefix = (userId: string) => crypto.createHash("sha256").update(`csv-import:${userId}`).digest("hex").slice(0, 16);
const importsDir = () => path.join(uploadDir(), "imports");
const TOKEN = /^[a-f0-9]{32}$/;

/** Keeps the uploaded text for the confirm step; returns its token. Old pending files are removed. */
export async function savePendingImport(userId: string, text: string): Promise<string> {
  const dir = importsDir();
  await fs.mkdir(dir, { recursive: true });
  const now = Date.now();
  for (const name of await fs.readdir(dir)) {
    const stat = await fs.stat(path.join(dir, name)).catch(() => null);
    if (stat && now - stat.mtimeMs > PENDING_TTL_MS) await fs.rm(path.join(dir, name), { force: true });
  }
  const token = crypto.randomBytes(16).toString("hex");
  await fs.writeFile(path.join(dir, `${ownerPrefix(userId)}-${token}.csv`), text, { flag: "wx", mode: 0o600 });
  return token;
}

const pendingFile = (userId: string, token: string) => (TOKEN.test(token) ? path.join(importsDir(), `${ownerPrefix(userId)}-${token}.csv`) : null);

/** The text this admin uploaded under `token`, or null (unknown, someone else's, expired). */
export async function readPendingImport(userId: string, token: string): Promise<string | null> {
  const file = pendingFile(userId, token);
  if (!file) return null;
  const stat = await fs.stat(file).catch(() => null);
  if (!stat || Date.now() - stat.mtimeMs > PENDING_TTL_MS) return null;
  return fs.readFile(file, "utf8");
}

async function dropPendingImport(userId: string, token: string) {
  const file = pendingFile(userId, token);
  if (file) await fs.rm(file, { force: true });
}

// ---------------------------------------------------------------- commit

export type CommitOutcome = { ok: true; created: number; updated: number } | { ok: false; plan: ImportPlan | null };

class Refused extends Error {
  constructor(readonly plan: ImportPlan) {
    super("import refused");
  }
}

/**
 * Re-reads the admin's pending file, re-checks every row inside one transaction and writes them
 * all, or nothing (`ok: false` with the new plan when a row fails now, e.g. a category was
 * deleted since the preview; `plan: null` when the preview expired).
 */
export async function commitImport(userId: string, token: string): Promise<CommitOutcome> {
  const text = await readPendingImport(userId, token);
  if (text === null) return { ok: false, plan: null };
  try {
    const dropped: string[] = [];
    const counts = await prisma.$transaction(async (tx) => {
      const plan = await planImport(text, tx);
      if (plan.fatal || plan.errorRows > 0) throw new Refused(plan);
      let created = 0;
      let updated = 0;
      for (const row of plan.rows) {
        const v = row.input!;
        const common = {
          sku: v.sku,
          name: v.name,
          description: v.description,
          material: v.material,
          price: v.price,
          originalPrice: v.originalPrice,
          onSale: v.originalPrice > v.price,
          categoryId: v.categoryId,
          subcategoryId: v.subcategoryId,
          colors: JSON.stringify(v.colors),
          sizes: JSON.stringify(v.sizes),
          tags: JSON.stringify(v.tags),
          hsnCode: v.hsnCode,
          ...(v.isFeatured !== undefined ? { isFeatured: v.isFeatured } : {}),
          ...(v.isNew !== undefined ? { isNew: v.isNew } : {}),
        };
        if (row.productId) {
          if (v.images) {
            // The images this row replaces: uploaded photos no product shows any more are deleted after the commit.
            const before = await tx.product.findUnique({ where: { id: row.productId }, select: { images: true } });
            const kept = new Set(v.images);
            dropped.push(...(before ? (JSON.parse(before.images) as string[]) : []).filter((u) => !kept.has(u)));
          }
          const current = await tx.product.update({
            where: { id: row.productId },
            data: { ...common, ...(v.images ? { images: JSON.stringify(v.images) } : {}), ...(v.isActive !== undefined ? { isActive: v.isActive } : {}), version: { increment: 1 } },
            select: { stock: true },
          });
          if (current.stock !== v.stock) {
            await setStock(tx, { productId: row.productId, expected: current.stock, next: v.stock, reason: "adjustment", userId, note: "CSV import" });
          }
          // Then the combinations follow the sizes and colours, as a save of the product form does.
          await syncVariants(tx, row.productId, v.sizes, v.colors);
          updated += 1;
        } else {
          const made = await tx.product.create({
            data: { ...common, images: JSON.stringify(v.images ?? [PLACEHOLDER_IMAGE]), isActive: v.isActive ?? true, stock: 0 },
            select: { id: true },
          });
          await syncVariants(tx, made.id, v.sizes, v.colors, { initialStock: v.stock, userId, note: "CSV import" });
          created += 1;
        }
      }
      return { created, updated };
    });
    await dropPendingImport(userId, token);
    // The same clean-up as the product form's save (one helper): files of uploaded photos nothing names now.
    if (dropped.length) await deleteUnusedPhotos(dropped);
    return { ok: true, ...counts };
  } catch (error) {
    if (error instanceof Refused) return { ok: false, plan: error.plan };
    throw error;
  }
}
