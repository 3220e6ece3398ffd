// Demo data: a believable catalogue, accounts, orders, reviews and messages.
//   tsx prisma/seed.ts              the demo shop (idempotent: a second run changes nothing)
//   tsx prisma/seed.ts --scale N    plus N generated products, ~N/20 customers, ~N/10 orders
//   tsx prisma/seed.ts --scale N --orders M   ... and M generated orders instead
// Relative imports only: the `~/` alias does not resolve under tsx.
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { Prisma, PrismaClient } from "@prisma/client";
import { createPrismaClient } from "../app/db.server";
import { issueCreditNoteInTx, issueInvoiceInTx } from "../app/models/invoice-issue.server";
import { priceLines, type PriceLineInput } from "../app/models/pricing.server";
import { hashPassword, verifyPassword } from "../app/utils/password.server";
import { DEMO_ADMIN, DEMO_CUSTOMER } from "./demo-accounts";
import {
  CATEGORIES,
  CONTACT_MESSAGES,
  COUPONS,
  CUSTOMERS,
  EXTRA_CUSTOMER_PASSWORD,
  KURTA_SIZES,
  LEHENGA_SIZES,
  NEWSLETTER_EMAILS,
  ORDERS,
  PRIYA_ADDRESSES,
  PRODUCTS,
  SAREE_SIZES,
  categoryImage,
  productImages,
  type OrderSeed,
  type OrderStatus,
} from "./seed-data";
import { CATEGORY_HSN, PRODUCT_HSN } from "./seed-hsn";

export type SeedOptions = {
  /** Also generate this many products (plus ~scale/20 customers and ~scale/10 orders). */
  scale?: number;
  /** With `scale`: generate this many orders instead of ~scale/10 (benchmarks: 50,000). */
  orders?: number;
  log?: (line: string) => void;
  /** The moment "now" for relative dates; defaults to the current time. */
  now?: Date;
};

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const paise = (rupees: number) => Math.round(rupees * 100);
const json = (value: unknown) => JSON.stringify(value);
const pad = (n: number, width = 6) => String(n).padStart(width, "0");

export const orderNumberFor = (seq: number) => `SRT-2026-${pad(seq)}`;
/** Generated (--scale) orders are numbered from here so they never meet the demo orders. */
export const GENERATED_ORDER_BASE = 100_000;
export const genProductId = (i: number) => `gen_${pad(i)}`;
export const genUserId = (i: number) => `gen_user_${pad(i)}`;
export const genOrderId = (i: number) => `gen_order_${pad(i)}`;

export async function seedDemo(prisma: PrismaClient, opts: SeedOptions = {}): Promise<void> {
  // Demo data includes accounts whose passwords are published (README): never in production.
  if (process.env.NODE_ENV === "production") {
    throw new Error("Refusing to seed demo data with NODE_ENV=production: the demo accounts' passwords are published. Production's first admin comes from ADMIN_EMAIL / ADMIN_PASSWORD (npm run setup).");
  }
  const log = opts.log ?? ((line: string) => console.log(line));
  const now = opts.now ?? new Date();
  const started = Date.now();

  const categoryIds = await seedCategories(prisma, log);
  const userIds = await seedUsers(prisma, now, log);
  await seedAddresses(prisma, userIds.get("priya")!, log);
  const couponIds = await seedCoupons(prisma, log);
  await seedProducts(prisma, categoryIds, now, log);
  await seedVariants(prisma, log);
  await seedOrders(prisma, userIds, couponIds, now, log);
  await seedMessages(prisma, userIds, now, log);
  if (opts.scale && opts.scale > 0) await seedScale(prisma, Math.floor(opts.scale), categoryIds, now, log, opts.orders);
  await refreshDerivedCounts(prisma);
  log(`seed: done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

// ---------------------------------------------------------------- catalogue

type CategoryIds = Map<string, { id: string; subcategories: Map<string, string> }>;

async function seedCategories(prisma: PrismaClient, log: (l: string) => void): Promise<CategoryIds> {
  const ids: CategoryIds = new Map();
  let created = 0;
  for (const c of CATEGORIES) {
    let category = await prisma.category.findUnique({ where: { slug: c.slug }, select: { id: true } });
    if (!category) {
      category = await prisma.category.create({
        data: {
          name: c.name,
          slug: c.slug,
          description: c.description,
          image: categoryImage(c.slug),
          featured: c.featured,
          sortOrder: c.sortOrder,
          isActive: true,
          hsnCode: CATEGORY_HSN[c.slug] ?? null,
        },
        select: { id: true },
      });
      created++;
    } else if (CATEGORY_HSN[c.slug]) {
      await prisma.category.updateMany({ where: { id: category.id, hsnCode: null }, data: { hsnCode: CATEGORY_HSN[c.slug] } });
    }
    const subcategories = new Map<string, string>();
    for (const [i, s] of c.subcategories.entries()) {
      const sub = await prisma.subcategory.upsert({
        where: { categoryId_slug: { categoryId: category.id, slug: s.slug } },
        create: { categoryId: category.id, slug: s.slug, name: s.name, description: s.description, sortOrder: i + 1 },
        update: {},
        select: { id: true },
      });
      subcategories.set(s.slug, sub.id);
    }
    ids.set(c.slug, { id: category.id, subcategories });
  }
  log(`seed: ${CATEGORIES.length} categories (${created} new)`);
  return ids;
}

function productRow(
  p: (typeof PRODUCTS)[number],
  categoryIds: CategoryIds,
  now: Date,
  index: number,
): Prisma.ProductCreateManyInput {
  const category = categoryIds.get(p.category);
  if (!category) throw new Error(`Unknown category ${p.category} for ${p.id}`);
  const subcategoryId = category.subcategories.get(p.subcategory);
  if (!subcategoryId) throw new Error(`Unknown subcategory ${p.subcategory} for ${p.id}`);
  const price = paise(p.price);
  const originalPrice = paise(p.originalPrice ?? p.price);
  if (originalPrice < price) throw new Error(`${p.id}: original price below price`);
  // Minutes apart as well as days, so "newest first" has no ties.
  const createdAt = new Date(now.getTime() - p.daysAgo * DAY - index * 7 * MINUTE);
  return {
    id: p.id,
    name: p.name,
    description: p.description,
    material: p.material,
    price,
    originalPrice,
    onSale: originalPrice > price,
    categoryId: category.id,
    subcategoryId,
    colors: json(p.colors),
    sizes: json(p.sizes),
    images: json(productImages(p)),
    tags: json(p.tags),
    stock: p.stock,
    hsnCode: PRODUCT_HSN[p.id] ?? null,
    isActive: !p.inactive,
    isFeatured: Boolean(p.featured),
    isNew: Boolean(p.isNew),
    createdAt,
    updatedAt: createdAt,
  };
}

async function seedProducts(prisma: PrismaClient, categoryIds: CategoryIds, now: Date, log: (l: string) => void) {
  const existing = new Set(
    (await prisma.product.findMany({ where: { id: { in: PRODUCTS.map((p) => p.id) } }, select: { id: true } })).map((p) => p.id),
  );
  const rows = PRODUCTS.map((p, i) => ({ p, i }))
    .filter(({ p }) => !existing.has(p.id))
    .map(({ p, i }) => productRow(p, categoryIds, now, i));
  if (rows.length) await prisma.product.createMany({ data: rows });
  log(`seed: ${PRODUCTS.length} products (${rows.length} new)`);
}

// ---------------------------------------------------------------- people

type UserIds = Map<string, string>; // "admin" | "priya" | customer key -> id

async function ensureAccount(
  prisma: PrismaClient,
  account: { email: string; password: string; firstName: string; lastName: string; phone?: string },
  role: "admin" | "customer",
  createdAt: Date,
  extra: Partial<Prisma.UserCreateInput> = {},
): Promise<{ id: string; created: boolean }> {
  const existing = await prisma.user.findUnique({ where: { email: account.email } });
  if (!existing) {
    const user = await prisma.user.create({
      data: {
        email: account.email,
        passwordHash: await hashPassword(account.password),
        firstName: account.firstName,
        lastName: account.lastName,
        phone: account.phone ?? null,
        role,
        isActive: true,
        createdAt,
        ...extra,
      },
      select: { id: true },
    });
    return { id: user.id, created: true };
  }
  // The demo sign-ins must keep working: restore role, activity and password if someone changed them.
  const passwordOk = await verifyPassword(existing.passwordHash, account.password);
  if (!passwordOk || existing.role !== role || !existing.isActive) {
    await prisma.user.update({
      where: { id: existing.id },
      data: {
        role,
        isActive: true,
        ...(passwordOk ? {} : { passwordHash: await hashPassword(account.password) }),
      },
    });
  }
  return { id: existing.id, created: false };
}

async function seedUsers(prisma: PrismaClient, now: Date, log: (l: string) => void): Promise<UserIds> {
  const ids: UserIds = new Map();
  let created = 0;
  const admin = await ensureAccount(prisma, DEMO_ADMIN, "admin", new Date(now.getTime() - 120 * DAY), { gender: "female" });
  ids.set("admin", admin.id);
  const priya = await ensureAccount(prisma, DEMO_CUSTOMER, "customer", new Date(now.getTime() - 80 * DAY), {
    gender: "female",
    newsletter: true,
  });
  ids.set("priya", priya.id);
  created += Number(admin.created) + Number(priya.created);

  let sharedHash: string | undefined;
  for (const c of CUSTOMERS) {
    const existing = await prisma.user.findUnique({ where: { email: c.email }, select: { id: true } });
    if (existing) {
      ids.set(c.key, existing.id);
      continue;
    }
    sharedHash ??= await hashPassword(EXTRA_CUSTOMER_PASSWORD);
    const user = await prisma.user.create({
      data: {
        email: c.email,
        passwordHash: sharedHash,
        firstName: c.firstName,
        lastName: c.lastName,
        phone: c.phone,
        gender: c.gender,
        role: "customer",
        isActive: c.isActive,
        newsletter: c.newsletter,
        createdAt: new Date(now.getTime() - c.daysAgo * DAY),
      },
      select: { id: true },
    });
    ids.set(c.key, user.id);
    created++;
  }
  log(`seed: ${CUSTOMERS.length + 2} users (${created} new): admin ${DEMO_ADMIN.email}, customer ${DEMO_CUSTOMER.email}`);
  return ids;
}

async function seedAddresses(prisma: PrismaClient, priyaId: string, log: (l: string) => void) {
  let created = 0;
  for (const a of PRIYA_ADDRESSES) {
    const existing = await prisma.address.findUnique({ where: { id: a.id }, select: { id: true } });
    if (existing) continue;
    await prisma.address.create({ data: { ...a, userId: priyaId, country: "India" } });
    created++;
  }
  log(`seed: ${PRIYA_ADDRESSES.length} saved addresses (${created} new)`);
}

async function seedCoupons(prisma: PrismaClient, log: (l: string) => void): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  for (const c of COUPONS) {
    const coupon = await prisma.coupon.upsert({
      where: { code: c.code },
      create: { code: c.code, percent: c.percent, perCustomerLimit: c.perCustomerLimit, isActive: true },
      // The documented codes must keep working for the demo.
      update: { percent: c.percent, isActive: true },
      select: { id: true },
    });
    ids.set(c.code, coupon.id);
  }
  log(`seed: ${COUPONS.length} coupons (${COUPONS.map((c) => c.code).join(", ")})`);
  return ids;
}

// ---------------------------------------------------------------- orders

type Address = { fullName: string; phone: string; address: string; city: string; state: string; pincode: string };

type Timeline = {
  createdAt: Date;
  confirmedAt?: Date;
  processingAt?: Date;
  shippedAt?: Date;
  deliveredAt?: Date;
  cancelledAt?: Date;
  returnedAt?: Date;
  paidAt?: Date;
  estimatedDelivery?: Date;
  paymentStatus: "pending" | "paid" | "failed" | "refunded";
};

/** Status timestamps that follow each other in order and never pass `now`. */
function timeline(status: OrderStatus, method: "razorpay" | "cod", createdAt: Date, now: Date): Timeline {
  const at = (ms: number) => new Date(Math.min(createdAt.getTime() + ms, now.getTime() - MINUTE));
  const t: Timeline = { createdAt, paymentStatus: "pending" };
  const online = method === "razorpay";
  if (online && status !== "pending") {
    t.paidAt = at(3 * MINUTE);
    t.paymentStatus = "paid";
  }
  if (status === "cancelled") {
    t.cancelledAt = at(5 * HOUR);
    if (online) t.paymentStatus = "refunded";
    return t;
  }
  const reached = ["pending", "confirmed", "processing", "shipped", "delivered", "returned"].indexOf(status);
  if (reached >= 1) t.confirmedAt = at(2 * HOUR);
  if (reached >= 2) t.processingAt = at(DAY);
  if (reached >= 3) {
    t.shippedAt = at(2 * DAY);
    t.estimatedDelivery = new Date(createdAt.getTime() + 6 * DAY);
  }
  if (reached >= 4) {
    t.deliveredAt = at(4 * DAY + 3 * HOUR);
    if (!online) t.paidAt = t.deliveredAt; // COD is paid on delivery
    t.paymentStatus = "paid";
  }
  if (status === "returned") {
    t.returnedAt = at(7 * DAY);
    t.paymentStatus = "refunded";
  }
  return t;
}

const trackingNumberFor = (seq: number) => String(1_490_000_000_000 + seq * 7_919);

type ProductSnapshot = { id: string; name: string; images: string; price: number; originalPrice: number; colors: string; sizes: string };

function orderLines(items: OrderSeed["items"], products: Map<string, ProductSnapshot>) {
  return items.map((item) => {
    const p = products.get(item.product);
    if (!p) throw new Error(`Seed order refers to unknown product ${item.product}`);
    const colors = JSON.parse(p.colors) as string[];
    const sizes = JSON.parse(p.sizes) as string[];
    const color = item.color ?? colors[0] ?? "Default";
    const size = item.size ?? sizes[0] ?? "Free Size";
    if (item.color && !colors.includes(color)) throw new Error(`${p.id} has no colour ${color}`);
    if (item.size && !sizes.includes(size)) throw new Error(`${p.id} has no size ${size}`);
    return { product: p, quantity: item.quantity, color, size, image: (JSON.parse(p.images) as string[])[0] ?? null };
  });
}

async function seedOrders(
  prisma: PrismaClient,
  userIds: UserIds,
  couponIds: Map<string, string>,
  now: Date,
  log: (l: string) => void,
) {
  const existing = new Set(
    (
      await prisma.order.findMany({ where: { orderNumber: { in: ORDERS.map((o) => orderNumberFor(o.seq)) } }, select: { orderNumber: true } })
    ).map((o) => o.orderNumber),
  );
  const productIds = [...new Set(ORDERS.flatMap((o) => o.items.map((i) => i.product)))];
  const products = new Map(
    (
      await prisma.product.findMany({
        where: { id: { in: productIds } },
        select: { id: true, name: true, images: true, price: true, originalPrice: true, colors: true, sizes: true },
      })
    ).map((p) => [p.id, p]),
  );
  const addressOf = (o: OrderSeed): Address => {
    if (o.customer === "priya") {
      const a = PRIYA_ADDRESSES.find((x) => x.id === o.addressId) ?? PRIYA_ADDRESSES[0];
      return { fullName: a.fullName, phone: a.phone, address: a.address, city: a.city, state: a.state, pincode: a.pincode };
    }
    const c = CUSTOMERS.find((x) => x.key === o.customer)!;
    return { fullName: `${c.firstName} ${c.lastName}`, phone: c.phone, ...c.address };
  };

  let created = 0;
  const shipped: Array<{ id: string; shippedAt: Date; returnedAt: Date | null }> = [];
  for (const o of ORDERS) {
    const orderNumber = orderNumberFor(o.seq);
    if (existing.has(orderNumber)) continue;
    const userId = userIds.get(o.customer);
    if (!userId) throw new Error(`Unknown customer ${o.customer}`);
    const lines = orderLines(o.items, products);
    const coupon = o.coupon ? COUPONS.find((c) => c.code === o.coupon)! : undefined;
    const totals = priceLines(
      lines.map((l) => ({ unitPrice: l.product.price, originalPrice: l.product.originalPrice, quantity: l.quantity })),
      { couponPercent: coupon?.percent ?? 0 },
    );
    // Some hours into the day as well, so the orders do not all sit at the same clock time.
    const createdAt = new Date(now.getTime() - o.daysAgo * DAY - ((o.seq * 5) % 9) * HOUR);
    const t = timeline(o.status, o.paymentMethod, createdAt, now);
    const address = addressOf(o);
    const paid = o.paymentMethod === "razorpay" && (t.paymentStatus === "paid" || t.paymentStatus === "refunded");
    const razorpayPaymentId = paid ? `pay_seed${pad(o.seq)}` : null;

    const order = await prisma.order.create({
      data: {
        orderNumber,
        userId,
        status: o.status,
        paymentMethod: o.paymentMethod,
        paymentStatus: t.paymentStatus,
        paymentId: razorpayPaymentId,
        subtotal: totals.subtotal,
        discount: totals.discount,
        shipping: totals.shipping,
        tax: totals.tax,
        total: totals.total,
        couponCode: coupon?.code ?? null,
        totalItems: totals.totalItems,
        totalSavings: totals.totalSavings,
        shipFullName: address.fullName,
        shipPhone: address.phone,
        shipAddress: address.address,
        shipCity: address.city,
        shipState: address.state,
        shipPincode: address.pincode,
        shipCountry: "India",
        customerNotes: o.customerNotes ?? null,
        trackingNumber: t.shippedAt ? trackingNumberFor(o.seq) : null,
        courierPartner: t.shippedAt ? "Delhivery" : null,
        estimatedDelivery: t.estimatedDelivery ?? null,
        confirmedAt: t.confirmedAt ?? null,
        processingAt: t.processingAt ?? null,
        shippedAt: t.shippedAt ?? null,
        deliveredAt: t.deliveredAt ?? null,
        cancelledAt: t.cancelledAt ?? null,
        returnedAt: t.returnedAt ?? null,
        paidAt: t.paidAt ?? null,
        cancellationReason: o.cancellationReason ?? null,
        // The shipping e-mail went out when these were shipped; do not queue it again.
        shippingEmailAt: t.shippedAt ?? null,
        createdAt,
        updatedAt: t.returnedAt ?? t.deliveredAt ?? t.shippedAt ?? t.processingAt ?? t.confirmedAt ?? t.cancelledAt ?? createdAt,
        // paymentStatus reads refunded only when a refund says so (DECISIONS 4.5): the money given back, processed.
        ...(t.paymentStatus === "refunded"
          ? {
              refunds: {
                create: {
                  idempotencyKey: `seed:${orderNumber}:refund`,
                  amount: totals.total,
                  status: "processed",
                  method: o.paymentMethod === "razorpay" ? "razorpay" : "upi",
                  razorpayRefundId: o.paymentMethod === "razorpay" ? `rfnd_seed${pad(o.seq)}` : null,
                  reference: o.paymentMethod === "razorpay" ? null : `UPI-SEED-${pad(o.seq)}`,
                  reason: o.status === "returned" ? "Order returned" : "Order cancelled",
                  processedAt: t.returnedAt ?? t.cancelledAt ?? createdAt,
                  createdAt: t.returnedAt ?? t.cancelledAt ?? createdAt,
                },
              },
            }
          : {}),
        items: {
          create: lines.map((l, i) => ({
            productId: l.product.id,
            name: l.product.name,
            image: l.image,
            price: l.product.price,
            originalPrice: l.product.originalPrice,
            quantity: l.quantity,
            size: l.size,
            color: l.color,
            gstRate: totals.lines[i].gstRate,
            taxAmount: totals.lines[i].taxAmount,
          })),
        },
        ...(paid
          ? {
              payments: {
                create: [
                  {
                    userId,
                    provider: "simulator",
                    razorpayOrderId: `order_seed${pad(o.seq)}`,
                    razorpayPaymentId,
                    signatureStatus: "verified",
                    status: "captured",
                    amount: totals.total,
                    currency: "INR",
                    createdAt,
                    updatedAt: t.paidAt ?? createdAt,
                  },
                ],
              },
            }
          : {}),
        ...(coupon ? { couponRedemption: { create: { couponId: couponIds.get(coupon.code)!, userId, createdAt } } } : {}),
      },
    });
    created++;
    if (t.shippedAt) shipped.push({ id: order.id, shippedAt: t.shippedAt, returnedAt: t.returnedAt ?? null });

    // Buyers review what they received, a couple of days after delivery.
    if (t.deliveredAt && o.reviews) {
      for (const [productId, [rating, comment]] of Object.entries(o.reviews)) {
        const reviewedAt = new Date(Math.min(t.deliveredAt.getTime() + 2 * DAY, now.getTime() - MINUTE));
        await prisma.review.upsert({
          where: { productId_userId: { productId, userId } },
          create: { productId, userId, rating, comment, createdAt: reviewedAt, updatedAt: reviewedAt },
          update: {},
        });
      }
    }
  }
  log(`seed: ${ORDERS.length} orders (${created} new)`);

  // GST tax invoices for the orders that shipped, numbered in the order they shipped, and a credit
  // note for each one returned (issue 13 section 2).
  shipped.sort((a, b) => a.shippedAt.getTime() - b.shippedAt.getTime());
  for (const s of shipped) await prisma.$transaction((tx) => issueInvoiceInTx(tx, s.id, s.shippedAt));
  for (const s of shipped.filter((x) => x.returnedAt).sort((a, b) => a.returnedAt!.getTime() - b.returnedAt!.getTime())) {
    await prisma.$transaction((tx) => issueCreditNoteInTx(tx, s.id, "Order returned", s.returnedAt!));
  }
  if (shipped.length) log(`seed: ${shipped.length} tax invoices`);
}

// ---------------------------------------------------------------- messages

async function seedMessages(prisma: PrismaClient, userIds: UserIds, now: Date, log: (l: string) => void) {
  for (const m of CONTACT_MESSAGES) {
    const createdAt = new Date(now.getTime() - m.daysAgo * DAY);
    await prisma.contactMessage.upsert({
      where: { id: m.id },
      create: {
        id: m.id,
        userId: m.customer ? userIds.get(m.customer) ?? null : null,
        name: m.name,
        email: m.email,
        phone: m.phone,
        subject: m.subject,
        message: m.message,
        status: m.status,
        createdAt,
        updatedAt: createdAt,
      },
      update: {},
    });
  }
  for (const [i, email] of NEWSLETTER_EMAILS.entries()) {
    await prisma.newsletterSubscriber.upsert({
      where: { email },
      // Demo subscribers are confirmed (double opt-in: unconfirmed addresses do not count).
      create: { email, createdAt: new Date(now.getTime() - (40 - i * 12) * DAY), requestedAt: new Date(now.getTime() - (40 - i * 12) * DAY), confirmedAt: new Date(now.getTime() - (40 - i * 12) * DAY) },
      update: {},
    });
  }
  log(`seed: ${CONTACT_MESSAGES.length} contact messages, ${NEWSLETTER_EMAILS.length} newsletter subscribers`);
}

/**
 * Stock per size x colour for the demo catalogue (docs/decisions/0019): each product's stock is
 * shared over its combinations, and some sizes are sold out (about one combination in five, never
 * all of them), so the product page and the stock grid have something to show. The product's
 * total stays as seeded. Products that already have variants are left alone (re-runs, --scale).
 */
async function seedVariants(prisma: PrismaClient, log: (l: string) => void) {
  const products = await prisma.product.findMany({ where: { variants: { none: {} } }, select: { id: true, sizes: true, colors: true, stock: true }, orderBy: { id: "asc" } });
  const rows: Array<{ productId: string; size: string; color: string; stock: number; sku: string }> = [];
  for (const p of products) {
    const list = (json: string, fallback: string) => {
      const v = (JSON.parse(json) as string[]).filter(Boolean);
      return v.length ? [...new Set(v)] : [fallback];
    };
    const combos = list(p.colors, "Default").flatMap((color) => list(p.sizes, "Free Size").map((size) => ({ size, color })));
    const seed = [...p.id].reduce((n, ch) => (n * 31 + ch.charCodeAt(0)) >>> 0, 7);
    const soldOut = combos.map((_, i) => combos.length > 1 && (seed + i * 7) % 5 === 0);
    const open = combos.filter((_, i) => !soldOut[i]).length;
    let k = 0;
    for (const [i, c] of combos.entries()) {
      const stock = soldOut[i] ? 0 : Math.floor(p.stock / open) + (k++ < p.stock % open ? 1 : 0);
      const code = (s: string) => s.toUpperCase().replace(/[^A-Z0-9]+/g, "") || "X";
      rows.push({ productId: p.id, ...c, stock, sku: `${p.id.replace(/^prod_/, "").toUpperCase()}-${code(c.color)}-${code(c.size)}` });
    }
  }
  for (let i = 0; i < rows.length; i += 500) await prisma.productVariant.createMany({ data: rows.slice(i, i + 500) });
  log(`seed: ${rows.length} size x colour variants for ${products.length} products`);
}

/** Ratings come from real reviews only (0 and 0 without any); coupon use counts from redemptions; the first stock movements. */
async function refreshDerivedCounts(prisma: PrismaClient) {
  await prisma.$executeRawUnsafe(`
    UPDATE "Product" SET
      "rating" = (SELECT ROUND(AVG(r."rating"), 1) FROM "Review" r WHERE r."productId" = "Product"."id"),
      "reviewCount" = (SELECT COUNT(*) FROM "Review" r WHERE r."productId" = "Product"."id")
    WHERE "id" IN (SELECT "productId" FROM "Review")`);
  await prisma.$executeRawUnsafe(`
    UPDATE "Product" SET "rating" = 0, "reviewCount" = 0
    WHERE ("rating" <> 0 OR "reviewCount" <> 0) AND "id" NOT IN (SELECT "productId" FROM "Review")`);
  await prisma.$executeRawUnsafe(`
    UPDATE "Coupon" SET "usedCount" = (SELECT COUNT(*) FROM "CouponRedemption" cr WHERE cr."couponId" = "Coupon"."id")`);
  // The stock history starts with the seeded stock (docs/decisions/0011), so it adds up to today's number.
  await prisma.$executeRawUnsafe(`
    INSERT INTO "StockMovement" ("id", "productId", "delta", "stockAfter", "reason", "note", "createdAt")
    SELECT 'seed_' || p."id", p."id", p."stock", p."stock", 'initial', 'Stock when the demo catalogue was seeded', p."createdAt"
    FROM "Product" p WHERE p."stock" > 0 AND NOT EXISTS (SELECT 1 FROM "StockMovement" m WHERE m."productId" = p."id")`);
}

// ---------------------------------------------------------------- --scale N

/** mulberry32: a tiny deterministic PRNG, seeded per record so record i is the same in every run. */
function rng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (lo: number, hi: number) => lo + Math.floor(next() * (hi - lo + 1)),
    pick: <T>(xs: readonly T[]): T => xs[Math.floor(next() * xs.length)],
    chance: (p: number) => next() < p,
  };
}

const GEN_COLOURS = [
  "Maroon", "Royal Blue", "Emerald Green", "Mustard Yellow", "Rani Pink", "Peach", "Teal", "Wine", "Navy Blue",
  "Bottle Green", "Lavender", "Ivory", "Red", "Magenta", "Sky Blue", "Black", "Beige", "Rust", "Mint Green", "Purple",
];
const GEN_ADJECTIVES = [
  "Handwoven", "Embroidered", "Zari Woven", "Printed", "Mirror Work", "Sequinned", "Festive", "Classic", "Designer",
  "Hand Block Printed", "Gota Patti", "Bandhani", "Thread Work", "Lightweight",
];
const GEN_OCCASIONS = [
  "Made for weddings and receptions.",
  "An easy pick for festivals and family functions.",
  "Comfortable enough for a full working day.",
  "A favourite for Navratri and Diwali evenings.",
  "Light and breathable for Surat summers.",
];
type GenCategory = { materials: string[]; nouns: string[]; min: number; max: number; sizes: string[]; tags: string[] };
const GEN_CATEGORIES: Record<string, GenCategory> = {
  "south-indian-sarees": { materials: ["Pure Silk", "Mysore Silk", "Ikat Silk", "Cotton", "Silk Cotton"], nouns: ["Saree"], min: 1500, max: 30000, sizes: SAREE_SIZES, tags: ["saree", "south-indian"] },
  "designer-sarees": { materials: ["Georgette", "Chiffon", "Organza", "Satin", "Net", "Crepe"], nouns: ["Saree"], min: 1500, max: 12000, sizes: SAREE_SIZES, tags: ["saree", "designer"] },
  "wedding-lehengas": { materials: ["Velvet", "Raw Silk", "Banarasi Silk", "Net", "Organza"], nouns: ["Bridal Lehenga", "Wedding Lehenga", "Reception Lehenga"], min: 9000, max: 45000, sizes: LEHENGA_SIZES, tags: ["lehenga", "wedding"] },
  "silk-sarees": { materials: ["Banarasi Silk", "Pure Silk", "Tussar Silk", "Patola Silk", "Art Silk"], nouns: ["Saree"], min: 2000, max: 30000, sizes: SAREE_SIZES, tags: ["saree", "silk"] },
  "cotton-sarees": { materials: ["Chanderi Cotton", "Cotton", "Linen", "Mulmul Cotton", "Cotton Silk"], nouns: ["Saree"], min: 499, max: 4000, sizes: SAREE_SIZES, tags: ["saree", "cotton"] },
  "party-wear": { materials: ["Georgette", "Satin", "Velvet", "Organza", "Cotton Silk"], nouns: ["Anarkali Suit", "Sharara Set", "Indo-Western Gown", "Palazzo Set"], min: 2500, max: 12000, sizes: KURTA_SIZES, tags: ["party"] },
  kurtas: { materials: ["Cotton", "Rayon", "Chanderi Cotton", "Linen", "Silk Blend"], nouns: ["Kurta", "Kurta Set", "A-line Kurta", "Kurti"], min: 499, max: 3500, sizes: KURTA_SIZES, tags: ["kurta"] },
  lehengas: { materials: ["Cotton", "Georgette", "Chiffon", "Art Silk", "Brocade"], nouns: ["Lehenga Choli", "Chaniya Choli", "Festive Lehenga"], min: 2500, max: 15000, sizes: LEHENGA_SIZES, tags: ["lehenga"] },
};
const GEN_FIRST = ["Aarti", "Neha", "Pooja", "Riya", "Divya", "Shreya", "Isha", "Meera", "Lakshmi", "Zoya", "Amit", "Rahul", "Vikram", "Karan", "Suresh", "Nikhil", "Anjali", "Swati", "Bhavna", "Hetal"];
const GEN_LAST = ["Shah", "Patel", "Desai", "Joshi", "Iyer", "Menon", "Reddy", "Rao", "Gupta", "Agarwal", "Kapoor", "Khan", "Singh", "Bose", "Nair", "Pillai", "Trivedi", "Chauhan", "Verma", "Kulkarni"];
const GEN_CITIES: Array<[string, string, string]> = [
  ["Surat", "Gujarat", "395007"], ["Ahmedabad", "Gujarat", "380015"], ["Vadodara", "Gujarat", "390007"], ["Mumbai", "Maharashtra", "400050"],
  ["Pune", "Maharashtra", "411038"], ["Bengaluru", "Karnataka", "560038"], ["Chennai", "Tamil Nadu", "600017"], ["Hyderabad", "Telangana", "500081"],
  ["Kolkata", "West Bengal", "700019"], ["New Delhi", "Delhi", "110024"], ["Jaipur", "Rajasthan", "302017"], ["Kochi", "Kerala", "682020"],
];
const GEN_REVIEWS: Array<[number, string]> = [
  [5, "Beautiful colour and the fabric feels premium. Exactly as shown."],
  [4, "Good quality for the price. Delivery was quick."],
  [5, "Got many compliments at the function. Will order again."],
  [3, "Nice piece but the colour is slightly different from the photo."],
  [4, "Comfortable and well finished. Packaging was lovely."],
  [2, "The fall is not as good as I expected."],
];

type GenProduct = Prisma.ProductCreateManyInput & { id: string; price: number; originalPrice: number; name: string; images: string; sizes: string; colors: string };

function genProduct(i: number, categoryIds: CategoryIds, templates: Map<string, string[][]>, now: Date): GenProduct {
  const r = rng(i * 2654435761 + 17);
  const slug = r.pick(CATEGORIES).slug;
  const spec = GEN_CATEGORIES[slug];
  const category = categoryIds.get(slug)!;
  const subs = [...category.subcategories.values()];
  const colour = r.pick(GEN_COLOURS);
  const colours = [...new Set([colour, r.pick(GEN_COLOURS), r.pick(GEN_COLOURS)].slice(0, r.int(1, 3)))];
  const adjective = r.pick(GEN_ADJECTIVES);
  const material = r.pick(spec.materials);
  const noun = r.pick(spec.nouns);
  // Log-uniform between the category's bounds, ending in 99 or 49 like shop prices do.
  const raw = spec.min * Math.pow(spec.max / spec.min, r.next());
  const rupees = Math.min(spec.max, Math.max(spec.min, Math.round(raw / 50) * 50 - 1));
  const price = paise(Math.max(499, Math.min(45000, rupees)));
  const onSale = r.chance(1 / 3);
  const originalPrice = onSale ? paise(Math.round((price / 100) * (1.1 + r.next() * 0.3) / 50) * 50 + 49) : price;
  const images = r.pick(templates.get(slug)!);
  // Older as i grows (5 minutes apart): spread out for "newest first", and appended in index
  // order, which keeps bulk inserts into the createdAt indexes local (much faster at 100k).
  const createdAt = new Date(now.getTime() - 30 * MINUTE - i * 5 * MINUTE);
  return {
    id: genProductId(i),
    name: `${colour} ${adjective} ${material} ${noun}`,
    description: `${adjective} ${material.toLowerCase()} ${noun.toLowerCase()} in ${colour.toLowerCase()}, finished by hand in Surat. ${r.pick(GEN_OCCASIONS)}`,
    material,
    price,
    originalPrice,
    onSale: originalPrice > price,
    categoryId: category.id,
    subcategoryId: r.pick(subs),
    colors: json(colours),
    sizes: json(spec.sizes),
    images: json(images),
    tags: json([...spec.tags, material.toLowerCase().replace(/\s+/g, "-"), adjective.toLowerCase().replace(/\s+/g, "-")]),
    stock: r.chance(0.05) ? 0 : r.int(1, 60),
    isActive: !r.chance(0.02),
    isFeatured: r.chance(0.04),
    isNew: r.chance(0.08),
    createdAt,
    updatedAt: createdAt,
  };
}

async function inBatches(total: number, size: number, fn: (from: number, to: number) => Promise<void>) {
  for (let from = 1; from <= total; from += size) await fn(from, Math.min(total, from + size - 1));
}

async function existingIds(
  find: (ids: string[]) => Promise<Array<{ id: string }>>,
  ids: string[],
): Promise<Set<string>> {
  return new Set((await find(ids)).map((r) => r.id));
}

/** Prisma's own text form for a DateTime in SQLite, so raw-inserted rows compare and sort like the rest. */
const sqlValue = (v: unknown) => (v instanceof Date ? v.toISOString().replace("Z", "+00:00") : typeof v === "boolean" ? Number(v) : (v ?? null));

/**
 * Bulk insert for --scale: multi-row INSERTs through the guarded adapter, inside the caller's
 * transaction. Prisma's createMany costs ~0.5 ms a row here (query building, not SQLite), which
 * made 100,000 products take minutes; this is about four times faster. Rows are typed with
 * Prisma's create-many inputs, must all carry the same keys and must include id and updatedAt.
 */
async function insertRows(tx: Prisma.TransactionClient, table: string, rows: Array<Record<string, unknown>>) {
  if (!rows.length) return;
  const columns = Object.keys(rows[0]);
  const perStatement = Math.max(1, Math.floor(9000 / columns.length)); // well under SQLite's 32,766 parameters
  const head = `INSERT INTO "${table}" (${columns.map((c) => `"${c}"`).join(", ")}) VALUES `;
  const tuple = `(${columns.map(() => "?").join(", ")})`;
  for (let start = 0; start < rows.length; start += perStatement) {
    const chunk = rows.slice(start, start + perStatement);
    const params = chunk.flatMap((row) => columns.map((c) => sqlValue(row[c])));
    await tx.$executeRawUnsafe(head + chunk.map(() => tuple).join(", "), ...params);
  }
}

async function seedScale(prisma: PrismaClient, n: number, categoryIds: CategoryIds, now: Date, log: (l: string) => void, orderCount?: number) {
  const t0 = Date.now();
  const BATCH = 2000;
  const TX = { timeout: 120_000, maxWait: 120_000 };
  // Generated products reuse the artwork of demo products in the same category.
  const templates = new Map<string, string[][]>();
  for (const p of PRODUCTS) templates.set(p.category, [...(templates.get(p.category) ?? []), productImages(p)]);

  let productsCreated = 0;
  await inBatches(n, BATCH, async (from, to) => {
    const ids = Array.from({ length: to - from + 1 }, (_, k) => genProductId(from + k));
    const have = await existingIds((in_) => prisma.product.findMany({ where: { id: { in: in_ } }, select: { id: true } }), ids);
    const rows: Prisma.ProductCreateManyInput[] = [];
    for (let i = from; i <= to; i++) if (!have.has(genProductId(i))) rows.push(genProduct(i, categoryIds, templates, now));
    if (rows.length) {
      await prisma.$transaction((tx) => insertRows(tx, "Product", rows), TX);
    }
    productsCreated += rows.length;
  });
  log(`seed: scale ${n}: ${productsCreated} products created (${n - productsCreated} already there) in ${((Date.now() - t0) / 1000).toFixed(1)} s`);

  const users = Math.max(1, Math.round(n / 20));
  const t1 = Date.now();
  const passwordHash = await hashPassword(EXTRA_CUSTOMER_PASSWORD);
  let usersCreated = 0;
  await inBatches(users, BATCH, async (from, to) => {
    const ids = Array.from({ length: to - from + 1 }, (_, k) => genUserId(from + k));
    const have = await existingIds((in_) => prisma.user.findMany({ where: { id: { in: in_ } }, select: { id: true } }), ids);
    const rows: Prisma.UserCreateManyInput[] = [];
    for (let i = from; i <= to; i++) {
      if (have.has(genUserId(i))) continue;
      const r = rng(i * 40503 + 991);
      const first = r.pick(GEN_FIRST);
      const last = r.pick(GEN_LAST);
      const createdAt = new Date(now.getTime() - Math.floor(r.next() * 400 * DAY));
      rows.push({
        id: genUserId(i),
        email: `${first}.${last}.${pad(i)}@example.com`.toLowerCase(),
        passwordHash,
        firstName: first,
        lastName: last,
        phone: `+91 9${String(r.int(100000000, 999999999))}`,
        role: "customer",
        isActive: !r.chance(0.02),
        newsletter: r.chance(0.3),
        createdAt,
        updatedAt: createdAt,
      });
    }
    if (rows.length) {
      await prisma.$transaction((tx) => insertRows(tx, "User", rows), TX);
    }
    usersCreated += rows.length;
  });
  log(`seed: scale ${n}: ${usersCreated} customers created in ${((Date.now() - t1) / 1000).toFixed(1)} s`);

  const orders = orderCount && orderCount > 0 ? Math.floor(orderCount) : Math.max(1, Math.round(n / 10));
  const t2 = Date.now();
  const coupons = new Map(
    (await prisma.coupon.findMany({ where: { code: { in: ["SAVE10", "FESTIVE15"] } }, select: { id: true, code: true, percent: true } })).map((c) => [c.code, c]),
  );
  // Reviews already written by generated customers, so a second run never repeats a (product, customer) pair.
  const reviewed = new Set(
    (await prisma.review.findMany({ where: { userId: { startsWith: "gen_user_" } }, select: { productId: true, userId: true } })).map(
      (x) => `${x.productId}|${x.userId}`,
    ),
  );
  const productCache = new Map<number, GenProduct>();
  const productAt = (i: number) => {
    let p = productCache.get(i);
    if (!p) {
      p = genProduct(i, categoryIds, templates, now);
      productCache.set(i, p);
    }
    return p;
  };
  const STATUSES: Array<[OrderStatus, number]> = [
    ["delivered", 0.45], ["shipped", 0.1], ["processing", 0.08], ["confirmed", 0.08], ["pending", 0.1], ["cancelled", 0.12], ["returned", 0.07],
  ];
  let ordersCreated = 0;
  let reviewsCreated = 0;
  await inBatches(orders, 1000, async (from, to) => {
    const ids = Array.from({ length: to - from + 1 }, (_, k) => genOrderId(from + k));
    const have = await existingIds((in_) => prisma.order.findMany({ where: { id: { in: in_ } }, select: { id: true } }), ids);
    const orderRows: Prisma.OrderCreateManyInput[] = [];
    const itemRows: Prisma.OrderItemCreateManyInput[] = [];
    const paymentRows: Prisma.PaymentCreateManyInput[] = [];
    const redemptionRows: Prisma.CouponRedemptionCreateManyInput[] = [];
    const reviewRows: Prisma.ReviewCreateManyInput[] = [];
    for (let j = from; j <= to; j++) {
      const id = genOrderId(j);
      if (have.has(id)) continue;
      const r = rng(j * 69069 + 12345);
      const userId = genUserId(r.int(1, users));
      const picks = Array.from({ length: r.int(1, 3) }, () => productAt(r.int(1, n)));
      const lines = [...new Map(picks.map((p) => [p.id, p])).values()].map((p) => ({ p, quantity: r.chance(0.8) ? 1 : r.int(2, 3) }));
      const coupon = r.chance(0.2) ? coupons.get(r.pick(["SAVE10", "FESTIVE15"])) : undefined;
      const input: PriceLineInput[] = lines.map((l) => ({ unitPrice: l.p.price, originalPrice: l.p.originalPrice, quantity: l.quantity }));
      const totals = priceLines(input, { couponPercent: coupon?.percent ?? 0 });
      let roll = r.next();
      let status: OrderStatus = "delivered";
      for (const [s, w] of STATUSES) {
        if (roll < w) {
          status = s;
          break;
        }
        roll -= w;
      }
      // An unpaid online order would have expired after 30 minutes, so waiting orders are COD.
      if (status === "pending" && !totals.codAllowed) status = "confirmed";
      const method = status !== "pending" && (r.chance(0.65) || !totals.codAllowed) ? "razorpay" : "cod";
      // Recent orders are the ones still moving; older ones have settled.
      const age = ["pending", "confirmed"].includes(status) ? r.next() * 3 * DAY : ["processing", "shipped"].includes(status) ? (1 + r.next() * 8) * DAY : (8 + r.next() * 357) * DAY;
      const createdAt = new Date(now.getTime() - Math.floor(age));
      const t = timeline(status, method, createdAt, now);
      const [city, state, pincode] = r.pick(GEN_CITIES);
      const seq = GENERATED_ORDER_BASE + j;
      const paid = method === "razorpay" && t.paymentStatus !== "pending";
      orderRows.push({
        id,
        orderNumber: orderNumberFor(seq),
        userId,
        status,
        paymentMethod: method,
        paymentStatus: t.paymentStatus,
        paymentId: paid ? `pay_gen${pad(j)}` : null,
        subtotal: totals.subtotal,
        discount: totals.discount,
        shipping: totals.shipping,
        tax: totals.tax,
        total: totals.total,
        couponCode: coupon?.code ?? null,
        totalItems: totals.totalItems,
        totalSavings: totals.totalSavings,
        shipFullName: `${r.pick(GEN_FIRST)} ${r.pick(GEN_LAST)}`,
        shipPhone: `+91 9${String(r.int(100000000, 999999999))}`,
        shipAddress: `${r.int(1, 250)}, ${r.pick(["MG Road", "Station Road", "Ring Road", "Park Street", "Lake View Society", "Nehru Nagar"])}`,
        shipCity: city,
        shipState: state,
        shipPincode: pincode,
        shipCountry: "India",
        trackingNumber: t.shippedAt ? trackingNumberFor(seq) : null,
        courierPartner: t.shippedAt ? "Delhivery" : null,
        estimatedDelivery: t.estimatedDelivery ?? null,
        confirmedAt: t.confirmedAt ?? null,
        processingAt: t.processingAt ?? null,
        shippedAt: t.shippedAt ?? null,
        deliveredAt: t.deliveredAt ?? null,
        cancelledAt: t.cancelledAt ?? null,
        returnedAt: t.returnedAt ?? null,
        paidAt: t.paidAt ?? null,
        cancellationReason: status === "cancelled" ? r.pick(["Changed my mind", "Ordered the wrong size", "Found a better price", "Delivery date too late"]) : null,
        shippingEmailAt: t.shippedAt ?? null,
        createdAt,
        updatedAt: t.returnedAt ?? t.deliveredAt ?? t.shippedAt ?? t.processingAt ?? t.confirmedAt ?? t.cancelledAt ?? createdAt,
      });
      lines.forEach((l, k) => {
        itemRows.push({
          id: `${id}_${k + 1}`,
          orderId: id,
          productId: l.p.id,
          name: l.p.name,
          image: (JSON.parse(l.p.images) as string[])[0] ?? null,
          price: l.p.price,
          originalPrice: l.p.originalPrice,
          quantity: l.quantity,
          size: r.pick(JSON.parse(l.p.sizes) as string[]),
          color: r.pick(JSON.parse(l.p.colors) as string[]),
          gstRate: totals.lines[k].gstRate,
          taxAmount: totals.lines[k].taxAmount,
        });
      });
      if (paid) {
        paymentRows.push({
          id: `gen_payment_${pad(j)}`,
          userId,
          orderId: id,
          provider: "simulator",
          razorpayOrderId: `order_gen${pad(j)}`,
          razorpayPaymentId: `pay_gen${pad(j)}`,
          signatureStatus: "verified",
          status: "captured",
          amount: totals.total,
          currency: "INR",
          createdAt,
          updatedAt: t.paidAt ?? createdAt,
        });
      }
      if (coupon) redemptionRows.push({ id: `gen_redemption_${pad(j)}`, couponId: coupon.id, userId, orderId: id, createdAt });
      const first = lines[0].p.id;
      if (t.deliveredAt && r.chance(0.6) && !reviewed.has(`${first}|${userId}`)) {
        reviewed.add(`${first}|${userId}`);
        const [rating, comment] = r.pick(GEN_REVIEWS);
        const at = new Date(Math.min(t.deliveredAt.getTime() + 2 * DAY, now.getTime() - MINUTE));
        reviewRows.push({ id: `gen_review_${pad(j)}`, productId: first, userId, rating, comment, createdAt: at, updatedAt: at });
      }
    }
    if (!orderRows.length) return;
    await prisma.$transaction(async (tx) => {
      await insertRows(tx, "Order", orderRows);
      await insertRows(tx, "OrderItem", itemRows);
      await insertRows(tx, "Payment", paymentRows);
      await insertRows(tx, "CouponRedemption", redemptionRows);
      await insertRows(tx, "Review", reviewRows);
    }, TX);
    ordersCreated += orderRows.length;
    reviewsCreated += reviewRows.length;
  });
  log(
    `seed: scale ${n}: ${ordersCreated} orders and ${reviewsCreated} reviews created in ${((Date.now() - t2) / 1000).toFixed(1)} s`,
  );
}

// ---------------------------------------------------------------- CLI

function parseCount(argv: string[], flag: string): number | undefined {
  const i = argv.findIndex((a) => a === flag || a.startsWith(`${flag}=`));
  if (i === -1) return undefined;
  const raw = argv[i].includes("=") ? argv[i].split("=")[1] : argv[i + 1];
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${flag} needs a non-negative whole number (got ${raw})`);
  return n;
}

const isMain = process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href;
if (isMain) {
  const prisma = createPrismaClient();
  seedDemo(prisma, { scale: parseCount(process.argv.slice(2), "--scale"), orders: parseCount(process.argv.slice(2), "--orders") })
    .then(() => {
      console.log(`Demo admin:    ${DEMO_ADMIN.email} / ${DEMO_ADMIN.password}`);
      console.log(`Demo customer: ${DEMO_CUSTOMER.email} / ${DEMO_CUSTOMER.password}`);
    })
    .catch((error) => {
      console.error(error);
      process.exitCode = 1;
    })
    .finally(() => prisma.$disconnect());
}
