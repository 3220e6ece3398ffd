import { prisma } from "~/db.server";
import { combinationStock, offeredColors, offeredSizes } from "~/models/cart.server";
import { isListed } from "~/models/catalog.server";
import { STOCK_ALERT_MESSAGES as M, StockAlertSchema } from "~/schemas/stock-alert";
import { Conflict, NotFound, ValidationError } from "~/utils/errors";

// "Notify me" requests (docs/decisions/0019). Stored here; stock.server.ts queues the e-mail, in the
// transaction that brings the combination from 0 back to more (the grid, a cancellation, a return).

/**
 * Records that `email` (or the signed-in user's address) wants to hear when the product's size and
 * colour is back. Asking again re-arms a request that was already answered. Refused while the
 * combination is in stock (Conflict), for a size or colour the product does not offer
 * (ValidationError), and for an unlisted or unknown product (NotFound).
 */
export async function requestStockAlert(
  productId: string,
  raw: { size?: unknown; color?: unknown; email?: unknown },
  user: { id: string; email: string } | null,
): Promise<{ email: string }> {
  const parsed = StockAlertSchema.safeParse({ ...raw, email: user ? user.email : raw.email ?? "" });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const param = String(issue?.path[0] ?? "email");
    const msg = param === "email" ? (issue?.message ?? M.emailInvalid) : M.unknown;
    throw new ValidationError(msg, [{ param, msg }]);
  }
  const { size, color } = parsed.data;
  const email = parsed.data.email ?? "";
  const product = await prisma.product.findUnique({
    where: { id: productId },
    select: { id: true, stock: true, sizes: true, colors: true, isActive: true, archivedAt: true, variants: { select: { size: true, color: true, stock: true } } },
  });
  if (!product || !isListed(product)) throw new NotFound("Product not found");
  if (!offeredSizes(product.sizes).includes(size) || !offeredColors(product.colors).includes(color)) {
    throw new ValidationError(M.unknown, [{ param: "size", msg: M.unknown }]);
  }
  if (combinationStock(product, size, color) > 0) throw new Conflict(M.inStock, [{ param: "size", msg: M.inStock }]);
  await prisma.stockAlert.upsert({
    where: { productId_size_color_email: { productId, size, color, email } },
    create: { productId, size, color, email, userId: user?.id ?? null },
    update: { requestedAt: new Date(), notifiedAt: null, ...(user ? { userId: user.id } : {}) },
  });
  return { email };
}

/** Waiting requests per combination of a product (the admin's stock grid shows them). */
export async function waitingAlerts(productId: string): Promise<Map<string, number>> {
  const rows = await prisma.stockAlert.groupBy({ by: ["size", "color"], where: { productId, notifiedAt: null }, _count: { _all: true } });
  return new Map(rows.map((r) => [`${r.size}\u0000${r.color}`, r._count._all]));
}
