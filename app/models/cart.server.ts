import type { Prisma } from "@prisma/client";
import { z } from "zod";
import { committedStatement, prisma } from "~/db.server";
import { lineQuantityCap } from "~/models/cart-view";
import { isListed, parseJsonList } from "~/models/catalog.server";
import { priceLines, type PricedLine, type Totals } from "~/models/pricing.server";
import { pricingRules } from "~/models/settings.server";
import { sqlBool, sqlDate, sqlDateOrNull, sqlIntOrNull, type SqlDateValue, type SqlInt } from "~/models/sql-values.server";
import { DEFAULT_COLOR, DEFAULT_SIZE, MAX_LINE_QUANTITY } from "~/utils/constants";
import { Conflict, NotFound, ValidationError } from "~/utils/errors";
import { discountPercent, formatPaise, rupeeTotals, toRupees } from "~/utils/money";

// The cart model: one cart per owner (a signed-in user, or a guest keyed by
// the anonymous id of the signed `__guest` cookie, DECISIONS 3.1). A line is
// product + size + colour; the unique index (cartId, productId, size, color)
// and an upsert-with-increment inside one transaction mean concurrent adds of
// the same line always end as one line with the summed quantity.
//
// Reads always use the CURRENT product price and stock. A line whose product
// went inactive or archived, whose size or colour is no longer offered, or
// that asks for more than the stock is flagged unavailable: it stays in the
// cart (so the shopper sees what happened) but is left out of the totals and
// blocks checkout. The stored coupon is re-checked on every read too.
//
// Money is paise here; getCartForApi converts to rupees (the API edge).

export type Owner = { userId: string } | { guestId: string };

export const ownerWhere = (owner: Owner) => ("userId" in owner ? { userId: owner.userId } : { guestId: owner.guestId });

// ---------------------------------------------------------------- messages

// The messages live in a shared module: the cart page uses them in the browser too.
import { CART_MESSAGES, couponAppliedMessage } from "~/schemas/cart";
export { CART_MESSAGES, couponAppliedMessage };

const onlyLeft = (stock: number) => `Only ${stock} left in stock`;

// ---------------------------------------------------------------- API bodies

const productIdField = z
  .string({ required_error: "Product ID is required", invalid_type_error: "Product ID must be a string" })
  .trim()
  .min(1, "Product ID is required")
  .max(64, "Product ID is invalid");
const quantityField = z
  .number({ required_error: "Quantity is required", invalid_type_error: CART_MESSAGES.quantityWhole })
  .int(CART_MESSAGES.quantityWhole);
const sizeField = z.string({ invalid_type_error: "Size must be a string" }).trim().min(1, "Size cannot be empty").max(50).optional();
const colorField = z.string({ invalid_type_error: "Colour must be a string" }).trim().min(1, "Colour cannot be empty").max(50).optional();

/** POST /api/cart/add. Quantity defaults to 1; size and colour default to 'Free Size' / 'Default'. */
export const AddToCartSchema = z.object({
  productId: productIdField,
  quantity: quantityField.min(1, CART_MESSAGES.quantityMin).max(MAX_LINE_QUANTITY, CART_MESSAGES.quantityMax).default(1),
  selectedSize: sizeField,
  selectedColor: colorField,
});

/** PUT /api/cart/update. Quantity 0 removes the line. */
export const UpdateCartSchema = z.object({
  productId: productIdField,
  quantity: quantityField.min(0, "Quantity cannot be negative").max(MAX_LINE_QUANTITY, CART_MESSAGES.quantityMax),
  selectedSize: sizeField,
  selectedColor: colorField,
});

/** DELETE /api/cart/remove. Without size and colour every line of the product goes. */
export const RemoveFromCartSchema = z.object({ productId: productIdField, selectedSize: sizeField, selectedColor: colorField });

/** POST /api/cart/coupon and the promo code box (schemas/coupon.ts). */
export { CouponCodeSchema } from "~/schemas/coupon";

// ---------------------------------------------------------------- types

export type LineKey = { productId: string; size?: string; color?: string };

export type CartLine = {
  id: string;
  productId: string;
  name: string;
  images: string[];
  category: { id: string; name: string; slug: string };
  size: string;
  color: string;
  quantity: number;
  /** Current price per unit, paise (GST inclusive). */
  unitPrice: number;
  /** Struck-through price per unit, paise (equals unitPrice when not on sale). */
  originalPrice: number;
  /** unitPrice x quantity, paise. */
  lineTotal: number;
  /** The stock of this line's size and colour. */
  stock: number;
  /** The product's total over every size and colour (the API's product `stock`). */
  productStock: number;
  /** Listed in the shop: active and not archived. */
  listed: boolean;
  /** The most this line may hold now: min(stock, 10), 0 when it cannot be bought. */
  maxQuantity: number;
  available: boolean;
  unavailableReason: string | null;
  /** The pricing engine's view of this line (coupon share, GST); null when unavailable. */
  priced: PricedLine | null;
  addedAt: Date;
};

export type CartCoupon = { code: string; percent: number };

export type CartView = {
  /** null until the owner's first add. */
  id: string | null;
  userId: string | null;
  createdAt: Date | null;
  updatedAt: Date | null;
  lines: CartLine[];
  /** Totals of the available lines from the pricing engine (paise), with the coupon when it still applies. */
  totals: Totals;
  /** The coupon counted in the totals. */
  coupon: CartCoupon | null;
  /** The code stored on the cart, applied or not. */
  storedCouponCode: string | null;
  /** Why the stored coupon is not counted right now (expired, minimum subtotal no longer met...). */
  couponNotice: string | null;
  /** Sum of the quantities of every line, available or not (the header badge). */
  itemCount: number;
  canCheckout: boolean;
  checkoutBlockedReason: string | null;
};

type Db = Prisma.TransactionClient;

// ---------------------------------------------------------------- reading

const lineSelect = {
  id: true,
  productId: true,
  quantity: true,
  size: true,
  color: true,
  addedAt: true,
  product: {
    select: {
      id: true,
      name: true,
      price: true,
      originalPrice: true,
      images: true,
      sizes: true,
      colors: true,
      stock: true,
      variants: { select: { size: true, color: true, stock: true } },
      isActive: true,
      archivedAt: true,
      category: { select: { id: true, name: true, slug: true } },
    },
  },
} satisfies Prisma.CartItemSelect;

const cartSelect = {
  id: true,
  userId: true,
  guestId: true,
  couponCode: true,
  createdAt: true,
  updatedAt: true,
  items: { select: lineSelect, orderBy: [{ addedAt: "asc" }, { id: "asc" }] },
} satisfies Prisma.CartSelect;

type CartRow = Prisma.CartGetPayload<{ select: typeof cartSelect }>;
type LineRow = CartRow["items"][number];
type ProductRow = LineRow["product"];

/** The sizes a product offers; one with none is sold in 'Free Size' only. */
export function offeredSizes(sizesJson: string): string[] {
  const sizes = parseJsonList(sizesJson);
  return sizes.length > 0 ? sizes : [DEFAULT_SIZE];
}

/** The colours a product offers; one with none comes in 'Default' only. */
export function offeredColors(colorsJson: string): string[] {
  const colors = parseJsonList(colorsJson);
  return colors.length > 0 ? colors : [DEFAULT_COLOR];
}

/**
 * The stock of one size x colour (docs/decisions/0019): its variant's, 0 when a product with
 * variants has none for it, the product's own for one stocked as one number.
 */
export function combinationStock(p: { stock: number; variants: ReadonlyArray<{ size: string; color: string; stock: number }> }, size: string, color: string): number {
  if (p.variants.length === 0) return p.stock;
  return p.variants.find((v) => v.size === size && v.color === color)?.stock ?? 0;
}

function lineProblem(row: LineRow): string | null {
  const p = row.product;
  if (!isListed(p)) return CART_MESSAGES.productUnavailable;
  if (!offeredSizes(p.sizes).includes(row.size)) return `Size ${row.size} is no longer available`;
  if (!offeredColors(p.colors).includes(row.color)) return `Colour ${row.color} is no longer available`;
  const stock = combinationStock(p, row.size, row.color);
  if (stock <= 0) return "Out of stock";
  if (row.quantity > stock) return onlyLeft(stock);
  if (row.quantity > MAX_LINE_QUANTITY) return CART_MESSAGES.quantityMax;
  return null;
}

type CouponRow = { id: string; code: string; percent: number; isActive: boolean; expiresAt: Date | null; minSubtotal: number; maxUses: number | null; perCustomerLimit: number | null; usedCount: number };

type CouponProblem =
  | { kind: "invalid" }
  | { kind: "min-subtotal"; minSubtotal: number; short: number }
  | { kind: "used-up" }
  | { kind: "already-used" };

/** Known, active and not expired. */
const isLive = (coupon: CouponRow | null): coupon is CouponRow =>
  coupon !== null && coupon.isActive && (!coupon.expiresAt || coupon.expiresAt.getTime() > Date.now());

/** Why `coupon` cannot be used on a cart with this subtotal (paise) by this user, or null when it can. */
async function couponProblem(db: Db, coupon: CouponRow | null, subtotal: number, userId: string | null): Promise<CouponProblem | null> {
  if (!isLive(coupon)) return { kind: "invalid" };
  if (subtotal < coupon.minSubtotal) return { kind: "min-subtotal", minSubtotal: coupon.minSubtotal, short: coupon.minSubtotal - subtotal };
  // The shopper's own unpaid online orders still holding stock are cancelled by their next order
  // (placeOrder supersedes them first), so the uses they hold do not count against it: otherwise the
  // checkout shows the total without the coupon and the order, priced with it, is refused as a price
  // change, again and again until the hold expires.
  if (coupon.maxUses !== null && coupon.usedCount >= coupon.maxUses) {
    const replaceable = userId ? await db.couponRedemption.count({ where: { couponId: coupon.id, userId, order: REPLACEABLE_ORDER } }) : 0;
    if (coupon.usedCount - replaceable >= coupon.maxUses) return { kind: "used-up" };
  }
  // Guests: the per-customer limit is checked at checkout, where they must sign in.
  if (userId && coupon.perCustomerLimit !== null) {
    const used = await db.couponRedemption.count({ where: { couponId: coupon.id, userId, NOT: { order: REPLACEABLE_ORDER } } });
    if (used >= coupon.perCustomerLimit) return { kind: "already-used" };
  }
  return null;
}

/** An unpaid online order inside its stock hold: the customer's next order replaces it (order.server.ts supersedeAwaitingOrders). */
const REPLACEABLE_ORDER = { paymentMethod: "razorpay", status: "pending", paymentStatus: { not: "paid" }, stockReleasedAt: null } satisfies Prisma.OrderWhereInput;

function applyErrorMessage(problem: CouponProblem): string {
  switch (problem.kind) {
    case "invalid":
      return CART_MESSAGES.couponInvalid;
    case "min-subtotal":
      return `This coupon needs a subtotal of at least ${formatPaise(problem.minSubtotal)}. Add ${formatPaise(problem.short)} more to use it.`;
    case "used-up":
      return CART_MESSAGES.couponUsedUp;
    case "already-used":
      return CART_MESSAGES.couponAlreadyUsed;
  }
}

function readNotice(code: string, problem: CouponProblem): string {
  switch (problem.kind) {
    case "invalid":
      return `Coupon ${code} is no longer valid and has not been applied`;
    case "min-subtotal":
      return `Add ${formatPaise(problem.short)} more to use coupon ${code} (minimum subtotal ${formatPaise(problem.minSubtotal)})`;
    case "used-up":
      return `Coupon ${code} has reached its usage limit and has not been applied`;
    case "already-used":
      return `You have already used coupon ${code}; it has not been applied`;
  }
}

const normalizeCode = (code: string) => code.trim().toUpperCase();

const findCoupon = (db: Db, code: string) => db.coupon.findUnique({ where: { code: normalizeCode(code) } });

function emptyView(): CartView {
  return {
    id: null,
    userId: null,
    createdAt: null,
    updatedAt: null,
    lines: [],
    totals: priceLines([]),
    coupon: null,
    storedCouponCode: null,
    couponNotice: null,
    itemCount: 0,
    canCheckout: false,
    checkoutBlockedReason: CART_MESSAGES.checkoutEmpty,
  };
}

/** The stored coupon when the caller has read it already (null: no such code), or undefined to read it through `db`. */
type CouponLookup = CouponRow | null | undefined;

async function buildView(db: Db, row: CartRow | null, storedCoupon: CouponLookup = undefined): Promise<CartView> {
  if (!row) return emptyView();
  const lines: CartLine[] = row.items.map((item) => {
    const p = item.product;
    const reason = lineProblem(item);
    const unitPrice = p.price;
    const stock = combinationStock(p, item.size, item.color);
    return {
      id: item.id,
      productId: item.productId,
      name: p.name,
      images: parseJsonList(p.images),
      category: p.category,
      size: item.size,
      color: item.color,
      quantity: item.quantity,
      unitPrice,
      originalPrice: Math.max(p.originalPrice, unitPrice),
      lineTotal: unitPrice * item.quantity,
      stock,
      productStock: p.stock,
      listed: isListed(p),
      maxQuantity: lineQuantityCap({ stock, listed: isListed(p) }),
      available: reason === null,
      unavailableReason: reason,
      priced: null,
      addedAt: item.addedAt,
    };
  });
  const available = lines.filter((l) => l.available);
  const priceInput = available.map((l) => ({ unitPrice: l.unitPrice, originalPrice: l.originalPrice, quantity: l.quantity }));
  const subtotal = priceInput.reduce((sum, l) => sum + l.unitPrice * l.quantity, 0);

  let coupon: CartCoupon | null = null;
  let couponNotice: string | null = null;
  if (row.couponCode) {
    const found = storedCoupon !== undefined ? storedCoupon : await findCoupon(db, row.couponCode);
    const problem = await couponProblem(db, found, subtotal, row.userId);
    if (problem || !found) couponNotice = readNotice(row.couponCode, problem ?? { kind: "invalid" });
    else coupon = { code: found.code, percent: found.percent };
  }

  const totals = priceLines(priceInput, { couponPercent: coupon?.percent ?? 0, rules: pricingRules() });
  available.forEach((line, i) => (line.priced = totals.lines[i]));
  const blocked = lines.length === 0 ? CART_MESSAGES.checkoutEmpty : available.length < lines.length ? CART_MESSAGES.checkoutUnavailable : null;
  return {
    id: row.id,
    userId: row.userId,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    lines,
    totals,
    coupon,
    storedCouponCode: row.couponCode,
    couponNotice,
    itemCount: lines.reduce((n, l) => n + l.quantity, 0),
    canCheckout: blocked === null,
    checkoutBlockedReason: blocked,
  };
}

/**
 * The owner's cart with current prices and stock, totals from the pricing
 * engine over the available lines, and the stored coupon re-validated. An
 * owner without a cart (or no owner) gets an empty view; reading never writes.
 */
export async function getCart(owner: Owner | null): Promise<CartView> {
  if (!owner) return emptyView();
  const committed = readCommittedCart(owner);
  if (committed !== undefined) return buildView(prisma, committed.row, committed.coupon);
  const row = await prisma.cart.findUnique({ where: ownerWhere(owner), select: cartSelect });
  return buildView(prisma, row);
}

// The cart page and the checkout read the cart on every render: three prepared statements on the
// committed-reads connection (db.server.ts) instead of Prisma's engine, which cost about a fifth of a
// signed-in /cart's CPU (decision 0033). One read transaction, so the cart, its lines, their variants
// and the coupon are one snapshot. The rows are shaped as Prisma's (cartSelect), Dates and booleans
// included, so buildView cannot tell them apart; tests/integration/cart-committed-read.test.ts holds
// the two reads equal.
const CART_READ_SQL = {
  user: `SELECT "id", "userId", "guestId", "couponCode", "createdAt", "updatedAt" FROM "Cart" WHERE "userId" = ?`,
  guest: `SELECT "id", "userId", "guestId", "couponCode", "createdAt", "updatedAt" FROM "Cart" WHERE "guestId" = ?`,
  lines: `SELECT i."id", i."productId", i."quantity", i."size", i."color", i."addedAt",
      p."name", p."price", p."originalPrice", p."images", p."sizes", p."colors", p."stock", p."isActive", p."archivedAt",
      c."id" AS "categoryId", c."name" AS "categoryName", c."slug" AS "categorySlug"
    FROM "CartItem" i JOIN "Product" p ON p."id" = i."productId" JOIN "Category" c ON c."id" = p."categoryId"
    WHERE i."cartId" = ? ORDER BY i."addedAt" ASC, i."id" ASC`,
  variants: `SELECT "productId", "size", "color", "stock" FROM "ProductVariant"
    WHERE "productId" IN (SELECT "productId" FROM "CartItem" WHERE "cartId" = ?)`,
  coupon: `SELECT "id", "code", "percent", "isActive", "expiresAt", "minSubtotal", "maxUses", "perCustomerLimit", "usedCount" FROM "Coupon" WHERE "code" = ?`,
};

type CartSqlRow = { id: string; userId: string | null; guestId: string | null; couponCode: string | null; createdAt: SqlDateValue; updatedAt: SqlDateValue };
type LineSqlRow = {
  id: string;
  productId: string;
  quantity: SqlInt;
  size: string;
  color: string;
  addedAt: SqlDateValue;
  name: string;
  price: SqlInt;
  originalPrice: SqlInt;
  images: string;
  sizes: string;
  colors: string;
  stock: SqlInt;
  isActive: SqlInt;
  archivedAt: SqlDateValue | null;
  categoryId: string;
  categoryName: string;
  categorySlug: string;
};
type VariantSqlRow = { productId: string; size: string; color: string; stock: SqlInt };
type CouponSqlRow = Omit<CouponRow, "isActive" | "expiresAt" | "percent" | "minSubtotal" | "maxUses" | "perCustomerLimit" | "usedCount"> & {
  isActive: SqlInt;
  expiresAt: SqlDateValue | null;
  percent: SqlInt;
  minSubtotal: SqlInt;
  maxUses: SqlInt | null;
  perCustomerLimit: SqlInt | null;
  usedCount: SqlInt;
};


/**
 * The owner's cart row as Prisma's cartSelect reads it, and its stored coupon, from the committed-reads
 * connection; undefined when that connection is not available (an in-memory database, Prisma not yet
 * connected): the caller reads through Prisma then.
 */
function readCommittedCart(owner: Owner): { row: CartRow | null; coupon: CouponLookup } | undefined {
  const cartStatement = committedStatement<CartSqlRow>("userId" in owner ? CART_READ_SQL.user : CART_READ_SQL.guest);
  if (!cartStatement) return undefined;
  const lineStatement = committedStatement<LineSqlRow>(CART_READ_SQL.lines)!;
  const variantStatement = committedStatement<VariantSqlRow>(CART_READ_SQL.variants)!;
  const couponStatement = committedStatement<CouponSqlRow>(CART_READ_SQL.coupon)!;
  return cartStatement.database.transaction(() => {
    const cart = cartStatement.get("userId" in owner ? owner.userId : owner.guestId);
    if (!cart) return { row: null, coupon: null };
    const variants = new Map<string, Array<{ size: string; color: string; stock: number }>>();
    for (const v of variantStatement.all(cart.id)) {
      const list = variants.get(v.productId) ?? [];
      list.push({ size: v.size, color: v.color, stock: Number(v.stock) });
      variants.set(v.productId, list);
    }
    const items: LineRow[] = lineStatement.all(cart.id).map((l) => ({
      id: l.id,
      productId: l.productId,
      quantity: Number(l.quantity),
      size: l.size,
      color: l.color,
      addedAt: sqlDate(l.addedAt),
      product: {
        id: l.productId,
        name: l.name,
        price: Number(l.price),
        originalPrice: Number(l.originalPrice),
        images: l.images,
        sizes: l.sizes,
        colors: l.colors,
        stock: Number(l.stock),
        variants: variants.get(l.productId) ?? [],
        isActive: sqlBool(l.isActive),
        archivedAt: sqlDateOrNull(l.archivedAt),
        category: { id: l.categoryId, name: l.categoryName, slug: l.categorySlug },
      },
    }));
    const c = cart.couponCode ? couponStatement.get(normalizeCode(cart.couponCode)) : undefined;
    const coupon: CouponRow | null = c
      ? {
          id: c.id,
          code: c.code,
          percent: Number(c.percent),
          isActive: sqlBool(c.isActive),
          expiresAt: sqlDateOrNull(c.expiresAt),
          minSubtotal: Number(c.minSubtotal),
          maxUses: sqlIntOrNull(c.maxUses),
          perCustomerLimit: sqlIntOrNull(c.perCustomerLimit),
          usedCount: Number(c.usedCount),
        }
      : null;
    const row: CartRow = {
      id: cart.id,
      userId: cart.userId,
      guestId: cart.guestId,
      couponCode: cart.couponCode,
      createdAt: sqlDate(cart.createdAt),
      updatedAt: sqlDate(cart.updatedAt),
      items,
    };
    return { row, coupon };
  })();
}

/**
 * getCart through `db` (a transaction client, so order placement re-prices
 * the cart inside its own transaction); `couponCode` stands in for the stored code when given.
 */
export async function readCart(db: Db, owner: Owner, opts: { couponCode?: string | null } = {}): Promise<CartView> {
  const row = await db.cart.findUnique({ where: ownerWhere(owner), select: cartSelect });
  return buildView(db, row && opts.couponCode !== undefined ? { ...row, couponCode: opts.couponCode } : row);
}

/** Item count (sum of quantities) and the ids of the products in the cart. */
const CART_SUMMARY_SQL = {
  user: `SELECT i."productId", i."quantity" FROM "CartItem" i JOIN "Cart" c ON c."id" = i."cartId" WHERE c."userId" = ?`,
  guest: `SELECT i."productId", i."quantity" FROM "CartItem" i JOIN "Cart" c ON c."id" = i."cartId" WHERE c."guestId" = ?`,
};

export async function getCartSummary(owner: Owner | null): Promise<{ count: number; productIds: string[] }> {
  if (!owner) return { count: 0, productIds: [] };
  // Every personal page's header asks: a prepared statement on the committed-reads connection (db.server.ts).
  const statement = committedStatement<{ productId: string; quantity: number | bigint }>("userId" in owner ? CART_SUMMARY_SQL.user : CART_SUMMARY_SQL.guest);
  if (statement) {
    const rows = statement.all("userId" in owner ? owner.userId : owner.guestId);
    return { count: rows.reduce((n, i) => n + Number(i.quantity), 0), productIds: [...new Set(rows.map((i) => i.productId))] };
  }
  const cart = await prisma.cart.findUnique({
    where: ownerWhere(owner),
    select: { items: { select: { quantity: true, productId: true } } },
  });
  const items = cart?.items ?? [];
  return { count: items.reduce((n, i) => n + i.quantity, 0), productIds: [...new Set(items.map((i) => i.productId))] };
}

/** The owner's lines of one product (size, colour, quantity): the product page says what is already in the cart. */
export async function getProductCartLines(owner: Owner | null, productId: string): Promise<Array<{ size: string; color: string; quantity: number }>> {
  if (!owner) return [];
  const cart = await prisma.cart.findUnique({
    where: ownerWhere(owner),
    select: { items: { where: { productId }, select: { size: true, color: true, quantity: true }, orderBy: [{ addedAt: "asc" }, { id: "asc" }] } },
  });
  return cart?.items ?? [];
}

// ---------------------------------------------------------------- writing

function assertQuantity(quantity: number, { allowZero = false } = {}) {
  const param = "quantity";
  if (!Number.isInteger(quantity)) throw new ValidationError(CART_MESSAGES.quantityWhole, [{ param, msg: CART_MESSAGES.quantityWhole }]);
  if (quantity < (allowZero ? 0 : 1)) {
    const msg = allowZero ? "Quantity cannot be negative" : CART_MESSAGES.quantityMin;
    throw new ValidationError(msg, [{ param, msg }]);
  }
  if (quantity > MAX_LINE_QUANTITY) throw new ValidationError(CART_MESSAGES.quantityMax, [{ param, msg: CART_MESSAGES.quantityMax }]);
}

const productForCart = {
  id: true,
  sizes: true,
  colors: true,
  stock: true,
  isActive: true,
  archivedAt: true,
  variants: { select: { size: true, color: true, stock: true } },
} satisfies Prisma.ProductSelect;
type ProductForCart = Prisma.ProductGetPayload<{ select: typeof productForCart }>;

/** The product if it can be put in a cart: NotFound when unknown, Conflict when unlisted or sold out. */
async function purchasableProduct(db: Db, productId: string): Promise<ProductForCart> {
  const product = productId ? await db.product.findUnique({ where: { id: productId }, select: productForCart }) : null;
  if (!product) throw new NotFound(CART_MESSAGES.productNotFound, [{ param: "productId", msg: CART_MESSAGES.productNotFound }]);
  if (!isListed(product)) throw new Conflict(CART_MESSAGES.productUnavailable, [{ param: "productId", msg: CART_MESSAGES.productUnavailable }]);
  if (product.stock <= 0) throw new Conflict(CART_MESSAGES.outOfStock, [{ param: "productId", msg: CART_MESSAGES.outOfStock }]);
  return product;
}

/** The size and colour of a new line, checked against what the product offers. */
function resolveVariant(product: Pick<ProductRow, "sizes" | "colors">, size: string | undefined, color: string | undefined) {
  const sizes = offeredSizes(product.sizes);
  const colors = offeredColors(product.colors);
  // Nothing to choose when the product comes in one size (or colour): that one. Otherwise the
  // shopper must have chosen; the first size is never picked for them.
  const wantedSize = size?.trim() || (sizes.length === 1 ? sizes[0] : DEFAULT_SIZE);
  const wantedColor = color?.trim() || (colors.length === 1 ? colors[0] : DEFAULT_COLOR);
  if (!sizes.includes(wantedSize)) {
    const msg = size?.trim()
      ? `Size ${wantedSize} is not available for this product. Choose one of: ${sizes.join(", ")}`
      : `Please select a size: ${sizes.join(", ")}`;
    throw new ValidationError(msg, [{ param: "selectedSize", msg }]);
  }
  if (!colors.includes(wantedColor)) {
    const msg = color?.trim()
      ? `Colour ${wantedColor} is not available for this product. Choose one of: ${colors.join(", ")}`
      : `Please select a colour: ${colors.join(", ")}`;
    throw new ValidationError(msg, [{ param: "selectedColor", msg }]);
  }
  return { size: wantedSize, color: wantedColor };
}

function stockConflict(stock: number, inCart: number) {
  const msg = inCart > 0 ? `${onlyLeft(stock)} (you already have ${inCart} in your cart)` : onlyLeft(stock);
  return new Conflict(msg, [{ param: "quantity", msg }]);
}

/**
 * Adds `quantity` of a product in a size and colour; the same line raises its
 * quantity. Creates the cart on the first add. Throws NotFound (unknown
 * product), Conflict (unlisted, out of stock, more than the stock) or
 * ValidationError (quantity outside 1..10 per line, size or colour not offered).
 * Returns the line's new quantity.
 */
export async function addToCart(
  owner: Owner,
  input: { productId: string; quantity?: number; size?: string; color?: string },
): Promise<{ quantity: number; size: string; color: string }> {
  const quantity = input.quantity ?? 1;
  assertQuantity(quantity);
  return prisma.$transaction(async (tx) => {
    const product = await purchasableProduct(tx, input.productId);
    const { size, color } = resolveVariant(product, input.size, input.color);
    const stock = combinationStock(product, size, color);
    if (stock <= 0) throw new Conflict(CART_MESSAGES.outOfStock, [{ param: "selectedSize", msg: CART_MESSAGES.outOfStock }]);
    const cart = await tx.cart.upsert({ where: ownerWhere(owner), create: { ...owner }, update: {}, select: { id: true } });
    const key = { cartId: cart.id, productId: product.id, size, color };
    const existing = await tx.cartItem.findUnique({ where: { cartId_productId_size_color: key }, select: { quantity: true } });
    const inCart = existing?.quantity ?? 0;
    const next = inCart + quantity;
    if (next > MAX_LINE_QUANTITY) {
      const msg = inCart > 0 ? `${CART_MESSAGES.quantityMax} (you already have ${inCart} in your cart)` : CART_MESSAGES.quantityMax;
      throw new ValidationError(msg, [{ param: "quantity", msg }]);
    }
    if (next > stock) throw stockConflict(stock, inCart);
    const line = await tx.cartItem.upsert({
      where: { cartId_productId_size_color: key },
      create: { ...key, quantity },
      update: { quantity: { increment: quantity } },
      select: { quantity: true },
    });
    await tx.cart.update({ where: { id: cart.id }, data: { updatedAt: new Date() } });
    return { quantity: line.quantity, size, color };
  });
}

const lineWhere = (cartId: string, key: LineKey) => ({
  cartId,
  productId: key.productId,
  size: key.size?.trim() || DEFAULT_SIZE,
  color: key.color?.trim() || DEFAULT_COLOR,
});

async function findLine(tx: Db, owner: Owner, key: LineKey) {
  const cart = await tx.cart.findUnique({ where: ownerWhere(owner), select: { id: true } });
  const line = cart
    ? await tx.cartItem.findUnique({ where: { cartId_productId_size_color: lineWhere(cart.id, key) }, select: { id: true, quantity: true, cartId: true, size: true, color: true } })
    : null;
  if (!line) throw new NotFound(CART_MESSAGES.lineNotFound, [{ param: "productId", msg: CART_MESSAGES.lineNotFound }]);
  return line;
}

/** Sets a line's quantity inside a transaction; the checks of updateCartLine. */
async function setLineQuantity(tx: Db, line: { id: string; quantity: number; cartId: string; size: string; color: string }, productId: string, quantity: number) {
  if (quantity === 0) {
    await tx.cartItem.delete({ where: { id: line.id } });
  } else if (quantity > line.quantity) {
    // Raising a line needs a listed product with the stock; lowering one is always allowed
    // (it only moves an over-stock line towards what can be bought).
    const product = await purchasableProduct(tx, productId);
    const stock = combinationStock(product, line.size, line.color);
    if (quantity > stock) throw stockConflict(stock, 0);
    await tx.cartItem.update({ where: { id: line.id }, data: { quantity } });
  } else if (quantity < line.quantity) {
    await tx.cartItem.update({ where: { id: line.id }, data: { quantity } });
  }
  await tx.cart.update({ where: { id: line.cartId }, data: { updatedAt: new Date() } });
}

/**
 * Sets the quantity of one line (product + size + colour); 0 removes it.
 * NotFound when the line is not in the cart; raising it checks 1..10 and the
 * stock (Conflict), lowering it is always allowed down to 1.
 */
export async function updateCartLine(owner: Owner, input: LineKey & { quantity: number }): Promise<{ quantity: number }> {
  assertQuantity(input.quantity, { allowZero: true });
  await prisma.$transaction(async (tx) => {
    const line = await findLine(tx, owner, input);
    await setLineQuantity(tx, line, input.productId, input.quantity);
  });
  return { quantity: input.quantity };
}

/** The stepper's +1 / -1 on a line: never below 1, never above the stock or 10. */
export async function adjustCartLine(owner: Owner, input: LineKey & { delta: 1 | -1 }): Promise<{ quantity: number }> {
  return prisma.$transaction(async (tx) => {
    const line = await findLine(tx, owner, input);
    const quantity = line.quantity + input.delta;
    assertQuantity(quantity);
    await setLineQuantity(tx, line, input.productId, quantity);
    return { quantity };
  });
}

/**
 * Removes the line of a product in a size and colour; without size and colour,
 * every line of the product. NotFound when nothing matched.
 */
export async function removeCartLine(owner: Owner, key: LineKey): Promise<void> {
  await prisma.$transaction(async (tx) => {
    const notFound = () => new NotFound(CART_MESSAGES.lineNotFound, [{ param: "productId", msg: CART_MESSAGES.lineNotFound }]);
    const cart = await tx.cart.findUnique({ where: ownerWhere(owner), select: { id: true } });
    if (!cart) throw notFound();
    const where: Prisma.CartItemWhereInput =
      key.size === undefined && key.color === undefined ? { cartId: cart.id, productId: key.productId } : lineWhere(cart.id, key);
    const { count } = await tx.cartItem.deleteMany({ where });
    if (count === 0) throw notFound();
    await tx.cart.update({ where: { id: cart.id }, data: { updatedAt: new Date() } });
  });
}

/** Empties the cart and drops its coupon. Clearing an empty or missing cart is fine. */
export async function clearCart(owner: Owner): Promise<void> {
  await prisma.$transaction(async (tx) => {
    const cart = await tx.cart.findUnique({ where: ownerWhere(owner), select: { id: true } });
    if (!cart) return;
    await tx.cartItem.deleteMany({ where: { cartId: cart.id } });
    await tx.cart.update({ where: { id: cart.id }, data: { couponCode: null, updatedAt: new Date() } });
  });
}

/**
 * Applies a coupon (code trimmed, any case). ValidationError with the
 * documented message for an unknown, inactive or expired code; its own
 * message when the cart is empty, below the minimum subtotal, the coupon is
 * used up, or (signed-in users) this customer has used it up.
 */
export async function applyCoupon(owner: Owner, code: string): Promise<CartCoupon> {
  const trimmed = typeof code === "string" ? code.trim() : "";
  if (!trimmed) throw new ValidationError(CART_MESSAGES.couponRequired, [{ param: "code", msg: CART_MESSAGES.couponRequired }]);
  return prisma.$transaction(async (tx) => {
    const row = await tx.cart.findUnique({ where: ownerWhere(owner), select: cartSelect });
    const coupon = await findCoupon(tx, trimmed);
    const view = await buildView(tx, row ? { ...row, couponCode: null } : null);
    const fail = (msg: string) => new ValidationError(msg, [{ param: "code", msg }]);
    // An unknown code says so even on an empty cart.
    if (!isLive(coupon)) throw fail(CART_MESSAGES.couponInvalid);
    if (!row || view.lines.filter((l) => l.available).length === 0) throw fail(CART_MESSAGES.couponEmptyCart);
    const problem = await couponProblem(tx, coupon, view.totals.subtotal, row.userId);
    if (problem) throw fail(applyErrorMessage(problem));
    await tx.cart.update({ where: { id: row.id }, data: { couponCode: coupon.code } });
    return { code: coupon.code, percent: coupon.percent };
  });
}

/** Drops the cart's coupon; idempotent (`removed` says whether there was one). */
export async function removeCoupon(owner: Owner): Promise<{ removed: boolean }> {
  const { count } = await prisma.cart.updateMany({ where: { ...ownerWhere(owner), couponCode: { not: null } }, data: { couponCode: null } });
  return { removed: count > 0 };
}

/**
 * At sign-in: the guest's lines join the user's cart. Same lines have their
 * quantities summed, capped by the stock and by 10 (a line already above
 * that in the user's cart is left as it was); lines of products that can no
 * longer be bought are dropped. The guest's coupon is kept when the user has
 * none. The guest cart is deleted. One transaction; idempotent (a second call
 * finds nothing to merge). Returns how many guest lines were merged and how
 * many of them had to be capped or dropped.
 */
export async function mergeGuestCart(guestId: string, userId: string): Promise<{ merged: number; adjusted: number }> {
  if (!guestId || !userId) return { merged: 0, adjusted: 0 };
  return prisma.$transaction(async (tx) => {
    const guest = await tx.cart.findUnique({
      where: { guestId },
      select: {
        id: true,
        couponCode: true,
        items: { select: { productId: true, size: true, color: true, quantity: true, addedAt: true, product: { select: { stock: true, isActive: true, archivedAt: true, variants: { select: { size: true, color: true, stock: true } } } } } },
      },
    });
    if (!guest) return { merged: 0, adjusted: 0 };
    let merged = 0;
    let adjusted = 0;
    if (guest.items.length > 0 || guest.couponCode) {
      const target = await tx.cart.upsert({ where: { userId }, create: { userId }, update: {}, select: { id: true, couponCode: true } });
      for (const item of guest.items) {
        const cap = lineQuantityCap({ stock: combinationStock(item.product, item.size, item.color), listed: isListed(item.product) });
        const key = { cartId: target.id, productId: item.productId, size: item.size, color: item.color };
        const existing = await tx.cartItem.findUnique({ where: { cartId_productId_size_color: key }, select: { id: true, quantity: true } });
        const have = existing?.quantity ?? 0;
        const wanted = have + item.quantity;
        const quantity = Math.max(have, Math.min(wanted, cap));
        if (quantity !== wanted) adjusted += 1;
        if (quantity === have) continue;
        merged += 1;
        if (existing) await tx.cartItem.update({ where: { id: existing.id }, data: { quantity } });
        else await tx.cartItem.create({ data: { ...key, quantity, addedAt: item.addedAt } });
      }
      if (!target.couponCode && guest.couponCode) {
        await tx.cart.update({ where: { id: target.id }, data: { couponCode: guest.couponCode } });
      } else {
        await tx.cart.update({ where: { id: target.id }, data: { updatedAt: new Date() } });
      }
    }
    await tx.cart.delete({ where: { id: guest.id } });
    return { merged, adjusted };
  });
}

// ---------------------------------------------------------------- the API's shape

export type ApiCartProduct = {
  _id: string;
  name: string;
  price: number;
  originalPrice: number;
  images: string[];
  category: { _id: string; name: string; slug: string };
  inStock: boolean;
  stock: number;
  isActive: boolean;
  discountPercentage: number;
};

export type ApiCartItem = {
  _id: string;
  productId: ApiCartProduct;
  quantity: number;
  selectedSize: string;
  selectedColor: string;
  addedAt: string;
};

export type ApiCart = {
  _id: string;
  userId: string;
  items: ApiCartItem[];
  totalItems: number;
  totalAmount: number;
  originalAmount: number;
  isActive: boolean;
  createdAt: string;
  updatedAt: string;
  totals: ReturnType<typeof rupeeTotals> & { couponCode: string | null; freeShippingRemaining: number };
};

/**
 * The signed-in user's cart as API.md describes it, in rupees. `totalItems`
 * counts every line; `totalAmount` (= totals.subtotal) and `originalAmount`
 * cover the available lines only, like the totals. The cart is created when
 * the user has none, so `_id` is always an id.
 */
export async function getCartForApi(userId: string): Promise<ApiCart> {
  let row = await prisma.cart.findUnique({ where: { userId }, select: cartSelect });
  if (!row) row = await prisma.cart.upsert({ where: { userId }, create: { userId }, update: {}, select: cartSelect });
  const view = await buildView(prisma, row);
  const t = view.totals;
  return {
    _id: row.id,
    userId,
    items: view.lines.map((l) => ({
      _id: l.id,
      productId: {
        _id: l.productId,
        name: l.name,
        price: toRupees(l.unitPrice),
        originalPrice: toRupees(l.originalPrice),
        images: l.images,
        category: { _id: l.category.id, name: l.category.name, slug: l.category.slug },
        // The product's total, as before (docs/decisions/0019); the line's own combination limits `quantity`.
        inStock: l.listed && l.productStock > 0,
        stock: l.productStock,
        isActive: l.listed,
        discountPercentage: discountPercent(l.unitPrice, l.originalPrice),
      },
      quantity: l.quantity,
      selectedSize: l.size,
      selectedColor: l.color,
      addedAt: l.addedAt.toISOString(),
    })),
    totalItems: view.itemCount,
    totalAmount: toRupees(t.subtotal),
    originalAmount: toRupees(view.lines.filter((l) => l.available).reduce((sum, l) => sum + l.originalPrice * l.quantity, 0)),
    isActive: true,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    totals: {
      ...rupeeTotals(t),
      couponCode: view.coupon?.code ?? null,
      freeShippingRemaining: toRupees(t.freeShippingRemaining),
    },
  };
}
