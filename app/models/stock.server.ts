import type { Prisma } from "@prisma/client";
import { prisma } from "~/db.server";
import { LISTED_PRODUCT } from "~/models/catalog.server";

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
  orderId?: string | null;
  /** The admin who made an adjustment. */
  userId?: string | null;
  note?: string | null;
};

async function record(tx: Tx, move: StockMove, delta: number): Promise<number> {
  const { stock } = await tx.product.findUniqueOrThrow({ where: { id: move.productId }, select: { stock: true } });
  await tx.stockMovement.create({
    data: { productId: move.productId, delta, stockAfter: stock, reason: move.reason, orderId: move.orderId ?? null, userId: move.userId ?? null, note: move.note ?? null },
  });
  return stock;
}

/**
 * Moves stock by `delta` and records it. Returns the stock after the move, or null when
 * the product is missing, the move would take it below 0, or (`onlyListed`, a sale)
 * the product is inactive or archived. A delta of 0 changes and records nothing.
 */
export async function moveStock(tx: Tx, move: StockMove, opts: { onlyListed?: boolean } = {}): Promise<number | null> {
  if (!Number.isSafeInteger(move.delta)) throw new Error(`Stock delta must be a whole number, got ${move.delta}`);
  if (move.delta === 0) {
    const row = await tx.product.findUnique({ where: { id: move.productId }, select: { stock: true } });
    return row ? row.stock : null;
  }
  const { count } = await tx.product.updateMany({
    where: {
      id: move.productId,
      ...(move.delta < 0 ? { stock: { gte: -move.delta } } : {}),
      ...(opts.onlyListed ? LISTED_PRODUCT : {}),
    },
    data: { stock: { increment: move.delta } },
  });
  if (count !== 1) return null;
  return record(tx, move, move.delta);
}

/**
 * Compare-and-set: the stock becomes `next` only while it is still `expected` (what the
 * admin read). Returns the stock after, or null when it changed meanwhile (or the product is gone).
 */
export async function setStock(tx: Tx, move: Omit<StockMove, "delta"> & { expected: number; next: number }): Promise<number | null> {
  if (!Number.isSafeInteger(move.next) || move.next < 0) throw new Error(`Stock must be a whole number of 0 or more, got ${move.next}`);
  if (move.next === move.expected) {
    const row = await tx.product.findUnique({ where: { id: move.productId }, select: { stock: true } });
    return row && row.stock === move.expected ? row.stock : null;
  }
  const { count } = await tx.product.updateMany({ where: { id: move.productId, stock: move.expected }, data: { stock: move.next } });
  if (count !== 1) return null;
  return record(tx, { ...move, delta: move.next - move.expected }, move.next - move.expected);
}

export type StockMovementView = {
  id: string;
  delta: number;
  stockAfter: number;
  reason: StockReason;
  note: string | null;
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
    createdAt: r.createdAt.toISOString(),
    order: r.order,
    user: r.user ? { id: r.user.id, name: `${r.user.firstName} ${r.user.lastName}`.trim() } : null,
  }));
}
