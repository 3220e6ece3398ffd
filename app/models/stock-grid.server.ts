import { prisma } from "~/db.server";
import { isListed, parseJsonList } from "~/models/catalog.server";
import { waitingAlerts } from "~/models/stock-alert.server";
import { getLowStockThreshold } from "~/models/settings.server";
import { listStockMovements, setStock, syncVariants, type StockMovementView } from "~/models/stock.server";
import { DEFAULT_COLOR, DEFAULT_SIZE } from "~/utils/constants";
import { Conflict, NotFound, ValidationError, type FieldError } from "~/utils/errors";

// The admin's stock grid (docs/decisions/0019): a product's sizes as rows and colours as columns,
// each cell its stock and SKU. A save is one transaction; each changed cell is a compare-and-set
// against the number the admin saw and an "adjustment" movement with the reason typed.

export type GridCell = { size: string; color: string; stock: number; sku: string | null; offered: boolean; waiting: number };
export type StockGrid = {
  product: { id: string; name: string; stock: number; listed: boolean };
  sizes: string[];
  colors: string[];
  cells: GridCell[];
  lowStockThreshold: number;
  movements: StockMovementView[];
};

const key = (size: string, color: string) => `${size}\u0000${color}`;

export async function getStockGrid(productId: string): Promise<StockGrid | null> {
  const product = await prisma.product.findUnique({
    where: { id: productId },
    select: { id: true, name: true, stock: true, sizes: true, colors: true, isActive: true, archivedAt: true, _count: { select: { variants: true } } },
  });
  if (!product) return null;
  const offeredSizes = parseJsonList(product.sizes);
  const offeredColors = parseJsonList(product.colors);
  // A product stocked as one number until now gets its variants (the migration's split) when first opened.
  if (product._count.variants === 0) await prisma.$transaction((tx) => syncVariants(tx, product.id, offeredSizes, offeredColors));
  const [variants, waiting, lowStockThreshold, movements] = await Promise.all([
    prisma.productVariant.findMany({ where: { productId }, select: { size: true, color: true, stock: true, sku: true } }),
    waitingAlerts(productId),
    getLowStockThreshold(),
    listStockMovements(productId),
  ]);
  const sizesOffered = offeredSizes.length ? offeredSizes : [DEFAULT_SIZE];
  const colorsOffered = offeredColors.length ? offeredColors : [DEFAULT_COLOR];
  const sizes = [...new Set([...sizesOffered, ...variants.map((v) => v.size)])];
  const colors = [...new Set([...colorsOffered, ...variants.map((v) => v.color)])];
  const byKey = new Map(variants.map((v) => [key(v.size, v.color), v]));
  const cells = sizes.flatMap((size) =>
    colors.flatMap((color) => {
      const v = byKey.get(key(size, color));
      if (!v) return [];
      return [{ size, color, stock: v.stock, sku: v.sku, offered: sizesOffered.includes(size) && colorsOffered.includes(color), waiting: waiting.get(key(size, color)) ?? 0 }];
    }),
  );
  // Refreshed after a first-open split.
  const stock = product._count.variants === 0 ? cells.reduce((n, c) => n + c.stock, 0) : product.stock;
  return { product: { id: product.id, name: product.name, stock, listed: isListed(product) }, sizes, colors, cells, lowStockThreshold, movements };
}

/** `expectedSku` absent (the API without it): `sku`, when given, is written. */
export type GridChange = { size: string; color: string; expected: number; stock: number; sku?: string | null; expectedSku?: string | null };

export const STOCK_GRID_MESSAGES = {
  reasonRequired: "Reason for a stock change is required",
  saved: (n: number) => (n === 1 ? "1 cell saved" : `${n} cells saved`),
  nothing: "Nothing changed",
  changed: (size: string, color: string, read: number, now: number) =>
    `Stock of ${size} / ${color} changed from ${read} to ${now} since you opened this page (a sale, a cancellation or another admin), so nothing was saved. The current numbers are shown: enter your change again.`,
  skuTaken: (sku: string) => `SKU ${sku} is already used by another size or colour`,
} as const;

/**
 * Saves the grid's changed cells in one transaction (all or nothing). A stock change needs `reason`
 * (ValidationError) and is written only while the cell still holds `expected` (Conflict otherwise);
 * an SKU change is checked for uniqueness. Returns how many cells changed.
 */
export async function saveStockGrid(productId: string, changes: GridChange[], reason: string, userId: string | null): Promise<number> {
  const note = reason.trim();
  const stockChanges = changes.filter((c) => c.stock !== c.expected);
  const skuChanges = changes.filter((c) => (c.expectedSku === undefined ? c.sku !== undefined : (c.sku ?? null) !== (c.expectedSku ?? null)));
  if (stockChanges.length && !note) throw new ValidationError(STOCK_GRID_MESSAGES.reasonRequired, [{ param: "reason", msg: STOCK_GRID_MESSAGES.reasonRequired }]);
  const errors: FieldError[] = [];
  for (const c of stockChanges) {
    if (!Number.isSafeInteger(c.stock) || c.stock < 0 || c.stock > 100_000) errors.push({ param: `${c.size}/${c.color}`, msg: `Stock of ${c.size} / ${c.color} must be a whole number from 0 to 100000` });
  }
  if (errors.length) throw new ValidationError(errors[0].msg, errors);
  return prisma.$transaction(async (tx) => {
    const exists = await tx.product.count({ where: { id: productId } });
    if (!exists) throw new NotFound("Product not found");
    for (const c of skuChanges) {
      const sku = c.sku?.trim() ? c.sku.trim().toUpperCase() : null;
      if (sku) {
        const other = await tx.productVariant.findUnique({ where: { sku }, select: { productId: true, size: true, color: true } });
        if (other && !(other.productId === productId && other.size === c.size && other.color === c.color)) {
          throw new ValidationError(STOCK_GRID_MESSAGES.skuTaken(sku), [{ param: "sku", msg: STOCK_GRID_MESSAGES.skuTaken(sku) }]);
        }
      }
      const { count } = await tx.productVariant.updateMany({ where: { productId, size: c.size, color: c.color }, data: { sku } });
      if (count !== 1) throw new NotFound(`No ${c.size} / ${c.color} for this product`);
    }
    for (const c of stockChanges) {
      const after = await setStock(tx, { productId, size: c.size, color: c.color, expected: c.expected, next: c.stock, reason: "adjustment", userId, note });
      if (after === null) {
        const now = await tx.productVariant.findUnique({ where: { productId_size_color: { productId, size: c.size, color: c.color } }, select: { stock: true } });
        const msg = STOCK_GRID_MESSAGES.changed(c.size, c.color, c.expected, now?.stock ?? 0);
        throw new Conflict(msg, [{ param: "stock", msg }]);
      }
    }
    // A combination no longer offered and now empty leaves the grid.
    const product = await tx.product.findUniqueOrThrow({ where: { id: productId }, select: { sizes: true, colors: true } });
    await syncVariants(tx, productId, parseJsonList(product.sizes), parseJsonList(product.colors));
    return new Set([...stockChanges, ...skuChanges].map((c) => key(c.size, c.color))).size;
  });
}

/** The grid's form fields: cell.N.size / .color / .expected / .stock / .sku / .expectedSku. */
export function gridChangesFrom(form: FormData): GridChange[] {
  const out: GridChange[] = [];
  for (let i = 0; i < 500; i++) {
    const size = form.get(`cell.${i}.size`);
    if (typeof size !== "string") break;
    const text = (name: string) => String(form.get(`cell.${i}.${name}`) ?? "");
    const stockText = text("stock").trim();
    out.push({
      size,
      color: text("color"),
      expected: Number(text("expected")),
      stock: stockText === "" ? Number.NaN : Number(stockText),
      sku: text("sku").trim() || null,
      expectedSku: text("expectedSku").trim() || null,
    });
  }
  return out;
}
