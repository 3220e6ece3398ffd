import type { Prisma } from "@prisma/client";
import { prisma } from "~/db.server";
import { LISTED_PRODUCT } from "~/models/catalog.server";
import { backInStockEmail, queueEmail } from "~/models/email.server";
import { DEFAULT_COLOR, DEFAULT_SIZE } from "~/utils/constants";

// The only code that changes a product's stock (DECISIONS 4.6, docs/decisions/0011).
// Every change is a conditional UPDATE and a StockMovement row written in the
// caller's transaction, so the history always adds up to today's number:
// sale (an order placed or revived), cancellation, return, expiry (an unpaid
// hold released), adjustment (an admin, with a reason), initial (a new product).
// Stock never goes below 0: a move that would is refused (null), and the caller
// throws its own message.

type Tx = Prisma.TransactionClient;

export const STOCK_REASONS = ["sale", "cancellation", "return", "expiry", "adjustment", "initial"] as const;
export type StockReason = (typeof STOCK_REASONS)[number];

export type StockMove = {
  productId: string;
  /** + back into stock, - out of stock. */
  delta: number;
  reason: StockReason;
  /**
   * The size x colour combination (docs/decisions/0019). A product with variant rows is moved
   * per combination and its Product.stock (the sum) with it; a product without any (one only
   * written outside the models) is stocked as one number.
   */
  size?: string | null;
  color?: string | null;
  orderId?: string | null;
  /** The admin who made an adjustment. */
  userId?: string | null;
  note?: string | null;
};


type Variant = { id: string; stock: number };

async function findVariant(tx: Tx, productId: string, size: string, color: string): Promise<Variant | null> {
  return tx.productVariant.findUnique({ where: { productId_size_color: { productId, size, color } }, select: { id: true, stock: true } });
}

const hasVariants = async (tx: Tx, productId: string) => (await tx.productVariant.count({ where: { productId } })) > 0;

async function record(tx: Tx, move: StockMove, delta: number, variantStockAfter: number | null): Promise<number> {
  const { stock } = await tx.product.findUniqueOrThrow({ where: { id: move.productId }, select: { stock: true } });
  const combo = variantStockAfter === null ? { size: null, color: null } : { size: move.size ?? null, color: move.color ?? null };
  await tx.stockMovement.create({
    data: {
      productId: move.productId,
      delta,
      stockAfter: stock,
      reason: move.reason,
      orderId: move.orderId ?? null,
      userId: move.userId ?? null,
      note: move.note ?? null,
      ...combo,
      variantStockAfter,
    },
  });
  return stock;
}

/**
 * Moves stock by `delta` and records it. With a size and colour on a product that has variants,
 * the combination moves (never below 0) and Product.stock by the same delta in this transaction;
 * the return value is then the combination's stock after. Returns null when the product (or, for
 * a sale, the combination) is missing, the move would take it below 0, or (`onlyListed`, a sale)
 * the product is inactive or archived: the caller must then abort its transaction. A restock of a
 * combination the product no longer lists brings its row back. A delta of 0 changes nothing.
 * A combination going from 0 to more queues its "Notify me" e-mails.
 */
export async function moveStock(tx: Tx, move: StockMove, opts: { onlyListed?: boolean } = {}): Promise<number | null> {
  if (!Number.isSafeInteger(move.delta)) throw new Error(`Stock delta must be a whole number, got ${move.delta}`);
  const combo = move.size != null && move.color != null ? { size: move.size, color: move.color } : null;
  const variantMode = await hasVariants(tx, move.productId);
  if (variantMode && !combo) throw new Error("This product's stock is kept per size and colour: name the combination");
  if (move.delta === 0) {
    if (variantMode && combo) return (await findVariant(tx, move.productId, combo.size, combo.color))?.stock ?? null;
    const row = await tx.product.findUnique({ where: { id: move.productId }, select: { stock: true } });
    return row ? row.stock : null;
  }
  if (opts.onlyListed) {
    const listed = await tx.product.count({ where: { id: move.productId, ...LISTED_PRODUCT } });
    if (listed !== 1) return null;
  }
  if (!variantMode || !combo) {
    const { count } = await tx.product.updateMany({
      where: { id: move.productId, ...(move.delta < 0 ? { stock: { gte: -move.delta } } : {}) },
      data: { stock: { increment: move.delta } },
    });
    if (count !== 1) return null;
    const after = await record(tx, move, move.delta, null);
    if (after - move.delta <= 0 && after > 0) await queueBackInStock(tx, move.productId, null);
    return after;
  }
  let variant = await findVariant(tx, move.productId, combo.size, combo.color);
  if (!variant) {
    if (move.delta < 0) return null;
    variant = await tx.productVariant.create({ data: { productId: move.productId, ...combo, stock: 0 }, select: { id: true, stock: true } });
  }
  const { count } = await tx.productVariant.updateMany({
    where: { id: variant.id, ...(move.delta < 0 ? { stock: { gte: -move.delta } } : {}) },
    data: { stock: { increment: move.delta } },
  });
  if (count !== 1) return null;
  const sum = await tx.product.updateMany({
    where: { id: move.productId, ...(move.delta < 0 ? { stock: { gte: -move.delta } } : {}) },
    data: { stock: { increment: move.delta } },
  });
  if (sum.count !== 1) return null;
  const after = (await tx.productVariant.findUniqueOrThrow({ where: { id: variant.id }, select: { stock: true } })).stock;
  await record(tx, move, move.delta, after);
  if (after - move.delta <= 0 && after > 0) await queueBackInStock(tx, move.productId, combo);
  return after;
}

/**
 * Compare-and-set: the stock becomes `next` only while it is still `expected` (what the
 * admin read). With a size and colour (the stock grid) it is that combination's stock; without
 * one, a product stocked as one number, or one with a single combination. Returns the stock after,
 * or null when it changed meanwhile (or the product is gone). For a product sold in several
 * combinations named without one, only 0 can be set (every combination to 0, the form's In Stock
 * switched off); any other number throws ManyVariants: its cells are set in the stock grid.
 */
export async function setStock(tx: Tx, move: Omit<StockMove, "delta"> & { expected: number; next: number }): Promise<number | null> {
  if (!Number.isSafeInteger(move.next) || move.next < 0) throw new Error(`Stock must be a whole number of 0 or more, got ${move.next}`);
  let combo = move.size != null && move.color != null ? { size: move.size, color: move.color } : null;
  if (!combo) {
    const variants = await tx.productVariant.findMany({ where: { productId: move.productId }, select: { size: true, color: true, stock: true } });
    if (variants.length > 1 && move.next === 0) {
      // "Out of stock" (In Stock switched off): every combination to 0, while the total is still what was read.
      const row = await tx.product.findUnique({ where: { id: move.productId }, select: { stock: true } });
      if (!row || row.stock !== move.expected) return null;
      for (const v of variants) {
        if (v.stock > 0 && (await moveStock(tx, { ...move, size: v.size, color: v.color, delta: -v.stock })) === null) return null;
      }
      return 0;
    }
    if (variants.length > 1) throw new ManyVariants(move.productId);
    if (variants.length === 1) combo = variants[0];
  }
  const delta = move.next - move.expected;
  if (!combo) {
    // A product stocked as one number.
    if (delta === 0) {
      const row = await tx.product.findUnique({ where: { id: move.productId }, select: { stock: true } });
      return row && row.stock === move.expected ? row.stock : null;
    }
    const { count } = await tx.product.updateMany({ where: { id: move.productId, stock: move.expected }, data: { stock: move.next } });
    if (count !== 1) return null;
    await record(tx, { ...move, delta }, delta, null);
    if (move.expected === 0) await queueBackInStock(tx, move.productId, null);
    return move.next;
  }
  const variant = await findVariant(tx, move.productId, combo.size, combo.color);
  if (!variant) return null;
  if (delta === 0) return variant.stock === move.expected ? variant.stock : null;
  const { count } = await tx.productVariant.updateMany({ where: { id: variant.id, stock: move.expected }, data: { stock: move.next } });
  if (count !== 1) return null;
  await tx.product.update({ where: { id: move.productId }, data: { stock: { increment: delta } } });
  await record(tx, { ...move, ...combo, delta }, delta, move.next);
  if (move.expected === 0) await queueBackInStock(tx, move.productId, combo);
  return move.next;
}

/** A product-level stock write on a product sold in several sizes or colours (refused: use the stock grid). */
export class ManyVariants extends Error {
  constructor(readonly productId: string) {
    super(`This product's stock is kept per size and colour: change it in the stock grid (/admin/products/${productId}/stock)`);
  }
}

// ---------------------------------------------------------------- "Notify me"

/**
 * Queues one e-mail per waiting request of a combination that just came back (0 -> more), in the
 * caller's transaction, and marks the requests notified. `combo` null: a product stocked as one
 * number, every waiting request of the product.
 */
async function queueBackInStock(tx: Tx, productId: string, combo: { size: string; color: string } | null) {
  const waiting = await tx.stockAlert.findMany({
    where: { productId, notifiedAt: null, ...(combo ? { size: combo.size, color: combo.color } : {}) },
    select: { id: true, email: true, size: true, color: true, requestedAt: true, product: { select: { id: true, name: true } } },
  });
  if (waiting.length === 0) return;
  const now = new Date();
  for (const alert of waiting) {
    await queueEmail(backInStockEmail(alert), tx);
  }
  await tx.stockAlert.updateMany({ where: { id: { in: waiting.map((a) => a.id) } }, data: { notifiedAt: now } });
}

/** Whether every line's combination (or a product stocked as one number) still has the units the lines need together. */
export async function combinationsAvailable(tx: Tx, lines: ReadonlyArray<{ productId: string; size: string; color: string; quantity: number }>): Promise<boolean> {
  const needed = new Map<string, { productId: string; size: string; color: string; quantity: number }>();
  for (const l of lines) {
    const k = `${l.productId}\u0000${l.size}\u0000${l.color}`;
    const have = needed.get(k);
    needed.set(k, { ...l, quantity: (have?.quantity ?? 0) + l.quantity });
  }
  for (const l of needed.values()) {
    if (!(await hasVariants(tx, l.productId))) continue; // the product's own stock was checked by the caller
    const v = await findVariant(tx, l.productId, l.size, l.color);
    if (!v || v.stock < l.quantity) return false;
  }
  return true;
}

// ---------------------------------------------------------------- variants follow the product's sizes and colours

const listOr = (list: readonly string[], fallback: string) => {
  const clean = [...new Set(list.map((v) => v.trim()).filter(Boolean))];
  return clean.length > 0 ? clean : [fallback];
};

/** The size x colour combinations a product offers, colour by colour ('Free Size' / 'Default' when it lists none). */
export function offeredCombinations(sizes: readonly string[], colors: readonly string[]): Array<{ size: string; color: string }> {
  const s = listOr(sizes, DEFAULT_SIZE);
  return listOr(colors, DEFAULT_COLOR).flatMap((color) => s.map((size) => ({ size, color })));
}

/** `total` over `n` parts: floor(total / n) each, the first (total mod n) one more (the migration's rule too). */
export function splitEvenly(total: number, n: number): number[] {
  return Array.from({ length: n }, (_, i) => Math.floor(total / n) + (i < total % n ? 1 : 0));
}

/**
 * Makes the product's variant rows follow its sizes and colours: a new combination gets a row with
 * stock 0; one no longer offered is removed when its stock is 0, and kept (shown in the stock grid
 * as no longer offered, still counted in the sum) while it holds stock, so no unit disappears
 * without a movement. `initialStock` (a new product) is split evenly, each part an "initial" movement.
 */
export async function syncVariants(tx: Tx, productId: string, sizes: readonly string[], colors: readonly string[], opts: { initialStock?: number; userId?: string | null; note?: string } = {}) {
  const wanted = offeredCombinations(sizes, colors);
  const existing = await tx.productVariant.findMany({ where: { productId }, select: { id: true, size: true, color: true, stock: true } });
  const key = (v: { size: string; color: string }) => `${v.size}\u0000${v.color}`;
  const have = new Set(existing.map(key));
  const want = new Set(wanted.map(key));
  const fresh = wanted.filter((v) => !have.has(key(v)));
  // A product stocked as one number until now (written outside the models): its stock is split
  // evenly over its combinations, the migration's rule; the total does not change, so no movement.
  const carried = existing.length === 0 ? (await tx.product.findUnique({ where: { id: productId }, select: { stock: true } }))?.stock ?? 0 : 0;
  const parts = splitEvenly(carried, fresh.length);
  if (fresh.length) await tx.productVariant.createMany({ data: fresh.map((v, i) => ({ productId, ...v, stock: parts[i] })) });
  const gone = existing.filter((v) => !want.has(key(v)) && v.stock === 0).map((v) => v.id);
  if (gone.length) await tx.productVariant.deleteMany({ where: { id: { in: gone } } });
  const initial = opts.initialStock ?? 0;
  if (initial > 0) {
    const parts = splitEvenly(initial, wanted.length);
    for (const [i, v] of wanted.entries()) {
      if (parts[i] > 0) await moveStock(tx, { productId, ...v, delta: parts[i], reason: "initial", userId: opts.userId ?? null, note: opts.note ?? null });
    }
  }
}

export type StockMovementView = {
  id: string;
  delta: number;
  stockAfter: number;
  reason: StockReason;
  note: string | null;
  /** The combination moved, and its stock after (null: a product stocked as one number). */
  size: string | null;
  color: string | null;
  variantStockAfter: number | null;
  /** ISO 8601. */
  createdAt: string;
  order: { id: string; orderNumber: string } | null;
  user: { id: string; name: string } | null;
};

/** A product's stock history, newest first (the admin product page). */
export async function listStockMovements(productId: string, { take = 50 }: { take?: number } = {}): Promise<StockMovementView[]> {
  const rows = await prisma.stockMovement.findMany({
    where: { productId },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: Math.min(Math.max(1, take), 200),
    select: {
      id: true,
      delta: true,
      stockAfter: true,
      reason: true,
      note: true,
      size: true,
      color: true,
      variantStockAfter: true,
      createdAt: true,
      order: { select: { id: true, orderNumber: true } },
      user: { select: { id: true, firstName: true, lastName: true } },
    },
  });
  return rows.map((r) => ({
    id: r.id,
    delta: r.delta,
    stockAfter: r.stockAfter,
    reason: r.reason as StockReason,
    note: r.note,
    size: r.size,
    color: r.color,
    variantStockAfter: r.variantStockAfter,
    createdAt: r.createdAt.toISOString(),
    order: r.order,
    user: r.user ? { id: r.user.id, name: `${r.user.firstName} ${r.user.lastName}`.trim() } : null,
  }));
}
