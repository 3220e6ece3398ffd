import { Prisma } from "@prisma/client";
import { prisma } from "~/db.server";
import { type Pagination } from "~/models/catalog.server";
import { queueEmail, type OutgoingEmail } from "~/models/email.server";
import {
  estimatedDeliveryFrom,
  orderDetailSelect,
  releaseCoupon,
  releaseOrderStock,
  retakeOrderStock,
  toApiOrder,
  toOrderDetail,
  type ApiOrder,
  type OrderDetail,
  type Tx,
} from "~/models/order.server";
import {
  ADMIN_ORDER_MESSAGES,
  COURIER_PARTNER,
  SEARCH_MAX,
  type AdminOrderListParams,
  type AdminOrderView,
  type AdminOrderSort,
  type AdminOrderUpdateInput,
} from "~/schemas/admin-order";
import { hasRefunds, queueCancellationEmail, REFUND_MESSAGES, reserveOrderRefundInTx, sendRefund } from "~/models/refund.server";
import { ADMIN_PAGE_SIZE, API_MAX_LIMIT, type OrderStatus, type PaymentStatus } from "~/utils/constants";
import { Conflict, NotFound } from "~/utils/errors";
import { formatPaise, toRupees } from "~/utils/money";
import { getShop } from "~/utils/shop.server";

// The back office's orders (spec/admin.md "Orders", "Order detail"; DECISIONS
// 3.3, 3.5, 3.7, 3.8). Money is paise here. One transaction per admin update:
// status timestamps, stock given back once on cancel/return (and taken again,
// or refused, when a cancelled or returned order is reopened), COD paid on
// delivery, and the shipping e-mail queued once through the outbox.

// ---------------------------------------------------------------- list

export type AdminOrderListItem = {
  id: string;
  orderNumber: string;
  status: OrderStatus;
  paymentStatus: PaymentStatus;
  paymentMethod: string;
  /** Paise. */
  total: number;
  totalItems: number;
  createdAt: string;
  updatedAt: string;
  customer: { id: string; firstName: string; lastName: string; email: string };
  shippingAddress: { fullName: string; address: string; city: string; state: string; pincode: string; country: string };
  /** Paise per unit and per line. */
  items: Array<{ id: string; name: string; image: string | null; size: string; color: string; quantity: number; price: number; lineTotal: number }>;
};

export type AdminOrderStats = {
  /** Orders matching the filter (all pages). */
  total: number;
  pending: number;
  delivered: number;
  /** Paise: what the matching paid orders brought in, minus their refunds (unpaid orders excluded). */
  revenue: number;
};

export type AdminOrderList = { orders: AdminOrderListItem[]; pagination: Pagination; stats: AdminOrderStats };

/** Sort columns, unqualified: the page query reads them from "Order" o, the search query from its CTE m. */
const SORT_COLUMN: Record<AdminOrderSort, string> = {
  createdAt: "createdAt",
  totalAmount: "total",
  status: "status",
};

/** `alias."column" DIR`; status sorts newest (or oldest) first within a status, the same direction, so SQLite can walk its (status, createdAt) index. */
function orderSql(alias: "o" | "m", sortBy: AdminOrderSort, dir: Prisma.Sql): Prisma.Sql {
  const col = (c: string) => Prisma.raw(`${alias}."${c}"`);
  return sortBy === "status" ? Prisma.sql`${col("status")} ${dir}, ${col("createdAt")} ${dir}` : Prisma.sql`${col(SORT_COLUMN[sortBy])} ${dir}`;
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, "\\$&");

/**
 * The filter as SQL. Search matches the order number, the '#XXXXXXXX' short id (the end of the id),
 * the ship-to name, and the customer's e-mail, first, last or full name (a subquery on User).
 * LIKE is case-insensitive for ASCII in SQLite; wildcards typed by the admin are escaped.
 */
function filterSql(params: Pick<AdminOrderListParams, "status" | "search">, { statusIndex = true } = {}): Prisma.Sql {
  const conds: Prisma.Sql[] = [];
  // A unary + keeps SQLite off the (status, createdAt) index, so an amount sort walks the total index instead of sorting every row.
  if (params.status) conds.push(statusIndex ? Prisma.sql`o."status" = ${params.status}` : Prisma.sql`+o."status" = ${params.status}`);
  const search = (params.search ?? "").trim().slice(0, SEARCH_MAX);
  if (search) {
    const term = search.replace(/^#/, "");
    const like = `%${escapeLike(search)}%`;
    const termLike = `%${escapeLike(term)}%`;
    const or: Prisma.Sql[] = [
      Prisma.sql`o."orderNumber" LIKE ${termLike} ESCAPE '\\'`,
      Prisma.sql`o."shipFullName" LIKE ${like} ESCAPE '\\'`,
      Prisma.sql`o."userId" IN (SELECT u."id" FROM "User" u WHERE u."email" LIKE ${like} ESCAPE '\\' OR u."firstName" LIKE ${like} ESCAPE '\\' OR u."lastName" LIKE ${like} ESCAPE '\\' OR (u."firstName" || ' ' || u."lastName") LIKE ${like} ESCAPE '\\')`,
    ];
    if (/^[a-z0-9]{4,}$/i.test(term)) or.push(Prisma.sql`o."id" LIKE ${`%${term.toLowerCase()}`}`);
    conds.push(Prisma.sql`(${Prisma.join(or, " OR ")})`);
  }
  return conds.length ? Prisma.sql`WHERE ${Prisma.join(conds, " AND ")}` : Prisma.empty;
}

function pagination(page: number, limit: number, total: number): Pagination {
  const pages = Math.max(1, Math.ceil(total / limit));
  return { page, limit, total, pages, hasNext: page < pages, hasPrev: page > 1 };
}

type Int = number | bigint | null;
type StatsRow = { total: Int; pending: Int; delivered: Int; revenue: Int };

/**
 * One page of orders for the admin list with the tiles computed in SQL over ALL the orders that
 * match the filter (status + search), not just the page: one scan for the counts and the revenue,
 * one ORDER BY on a single indexed column with LIMIT/OFFSET for the page's ids, then the page's
 * rows with their customers and items (two IN queries, no N+1).
 */
export async function listAdminOrders(params: Partial<AdminOrderListParams> = {}): Promise<AdminOrderList> {
  const page = Number.isSafeInteger(params.page) && params.page! >= 1 ? params.page! : 1;
  const limit = Number.isSafeInteger(params.limit) && params.limit! >= 1 ? Math.min(params.limit!, API_MAX_LIMIT) : ADMIN_PAGE_SIZE;
  const sortBy = params.sortBy && SORT_COLUMN[params.sortBy] ? params.sortBy : "createdAt";
  const dir = params.sortOrder === "asc" ? Prisma.sql`ASC` : Prisma.sql`DESC`;
  const offset = (page - 1) * limit;
  const searching = Boolean((params.search ?? "").trim());

  let stats: StatsRow | undefined;
  let ids: string[];
  if (searching) {
    // A search cannot use an index (LIKE '%...%'): ONE sequential scan collects the matches, then the
    // tiles and the page both come from them (walking an index with a LIKE per row is several times slower).
    const where = filterSql(params);
    const rows = await prisma.$queryRaw<Array<StatsRow & { page: string | null }>>`
      WITH m AS MATERIALIZED (
        SELECT o."id", o."status", o."paymentStatus", o."total", o."createdAt" FROM "Order" o NOT INDEXED ${where}
      ), p AS (
        SELECT m."id", ROW_NUMBER() OVER (ORDER BY ${orderSql("m", sortBy, dir)}) AS rn FROM m ORDER BY rn LIMIT ${limit} OFFSET ${offset}
      )
      SELECT COUNT(*) AS total,
             SUM(CASE WHEN m."status" = 'pending' THEN 1 ELSE 0 END) AS pending,
             SUM(CASE WHEN m."status" = 'delivered' THEN 1 ELSE 0 END) AS delivered,
             SUM(CASE WHEN m."paymentStatus" = 'paid' THEN m."total"
                      WHEN m."paymentStatus" = 'partially_refunded'
                      THEN m."total" - COALESCE((SELECT SUM(r."amount") FROM "Refund" r WHERE r."orderId" = m."id" AND r."status" IN ('pending', 'processed')), 0)
                      ELSE 0 END) AS revenue,
             (SELECT json_group_array(json_array(p."rn", p."id")) FROM p) AS page
      FROM m`;
    stats = rows[0];
    const pageRows = JSON.parse(rows[0]?.page ?? "[]") as Array<[number, string]>;
    ids = pageRows.sort((x, y) => x[0] - y[0]).map(([, id]) => id);
  } else {
    const [statsRows, idRows] = await Promise.all([
      prisma.$queryRaw<StatsRow[]>`
        SELECT COUNT(*) AS total,
               SUM(CASE WHEN o."status" = 'pending' THEN 1 ELSE 0 END) AS pending,
               SUM(CASE WHEN o."status" = 'delivered' THEN 1 ELSE 0 END) AS delivered,
               SUM(CASE WHEN o."paymentStatus" = 'paid' THEN o."total"
                        WHEN o."paymentStatus" = 'partially_refunded'
                        THEN o."total" - COALESCE((SELECT SUM(r."amount") FROM "Refund" r WHERE r."orderId" = o."id" AND r."status" IN ('pending', 'processed')), 0)
                        ELSE 0 END) AS revenue
        FROM "Order" o ${filterSql(params)}`,
      prisma.$queryRaw<Array<{ id: string }>>`
        SELECT o."id" FROM "Order" o ${filterSql(params, { statusIndex: sortBy !== "totalAmount" })}
        ORDER BY ${orderSql("o", sortBy, dir)} LIMIT ${limit} OFFSET ${offset}`,
    ]);
    stats = statsRows[0];
    ids = idRows.map((r) => r.id);
  }
  const rows = ids.length
    ? await prisma.order.findMany({
        where: { id: { in: ids } },
        select: {
          id: true,
          orderNumber: true,
          status: true,
          paymentStatus: true,
          paymentMethod: true,
          total: true,
          totalItems: true,
          createdAt: true,
          updatedAt: true,
          shipFullName: true,
          shipAddress: true,
          shipCity: true,
          shipState: true,
          shipPincode: true,
          shipCountry: true,
          user: { select: { id: true, firstName: true, lastName: true, email: true } },
          items: { select: { id: true, name: true, image: true, size: true, color: true, quantity: true, price: true }, orderBy: { id: "asc" } },
        },
      })
    : [];
  const byId = new Map(rows.map((r) => [r.id, r]));
  const total = Number(stats?.total ?? 0);
  const orders: AdminOrderListItem[] = [];
  for (const id of ids) {
    const o = byId.get(id);
    if (!o) continue;
    orders.push({
      id: o.id,
      orderNumber: o.orderNumber,
      status: o.status as OrderStatus,
      paymentStatus: o.paymentStatus as PaymentStatus,
      paymentMethod: o.paymentMethod,
      total: o.total,
      totalItems: o.totalItems,
      createdAt: o.createdAt.toISOString(),
      updatedAt: o.updatedAt.toISOString(),
      customer: o.user,
      shippingAddress: { fullName: o.shipFullName, address: o.shipAddress, city: o.shipCity, state: o.shipState, pincode: o.shipPincode, country: o.shipCountry },
      items: o.items.map((i) => ({ ...i, lineTotal: i.price * i.quantity })),
    });
  }
  return {
    orders,
    pagination: pagination(page, limit, total),
    stats: { total, pending: Number(stats?.pending ?? 0), delivered: Number(stats?.delivered ?? 0), revenue: Number(stats?.revenue ?? 0) },
  };
}

/** The list's documented API shape (spec/admin.md section 3, "Order (admin list)"), rupees. */
export function toApiAdminListOrder(o: AdminOrderListItem) {
  return {
    _id: o.id,
    orderNumber: o.orderNumber,
    user: { _id: o.customer.id, firstName: o.customer.firstName, lastName: o.customer.lastName, email: o.customer.email },
    items: o.items.map((i) => ({
      _id: i.id,
      product: { name: i.name, images: i.image ? [i.image] : [] },
      quantity: i.quantity,
      price: toRupees(i.price),
      selectedSize: i.size,
      selectedColor: i.color,
    })),
    totalAmount: toRupees(o.total),
    totalItems: o.totalItems,
    status: o.status,
    paymentStatus: o.paymentStatus,
    paymentMethod: o.paymentMethod,
    shippingAddress: {
      fullName: o.shippingAddress.fullName,
      street: o.shippingAddress.address,
      city: o.shippingAddress.city,
      state: o.shippingAddress.state,
      zipCode: o.shippingAddress.pincode,
      country: o.shippingAddress.country,
    },
    createdAt: o.createdAt,
    updatedAt: o.updatedAt,
  };
}

// ---------------------------------------------------------------- one order

export type AdminOrderDetail = OrderDetail & {
  adminNotes: string | null;
  shippingEmailAt: Date | null;
  stockReleasedAt: Date | null;
  customer: { id: string; firstName: string; lastName: string; email: string; phone: string | null };
};

const adminDetailSelect = {
  ...orderDetailSelect,
  adminNotes: true,
  shippingEmailAt: true,
  stockReleasedAt: true,
  user: { select: { id: true, firstName: true, lastName: true, email: true, phone: true } },
} satisfies Prisma.OrderSelect;

async function readAdminOrder(db: Tx | typeof prisma, orderId: string): Promise<AdminOrderDetail | null> {
  if (!orderId || orderId.length > 64) return null;
  const row = await db.order.findUnique({ where: { id: orderId }, select: adminDetailSelect });
  if (!row) return null;
  return {
    ...toOrderDetail(row),
    adminNotes: row.adminNotes,
    shippingEmailAt: row.shippingEmailAt,
    stockReleasedAt: row.stockReleasedAt,
    customer: row.user,
  };
}

/** Any customer's order with its customer, or null (a 404 at the edge). */
export function getAdminOrder(orderId: string): Promise<AdminOrderDetail | null> {
  return readAdminOrder(prisma, orderId);
}

export type ApiAdminOrder = ApiOrder & {
  status: OrderStatus;
  customer: { _id: string; firstName: string; lastName: string; email: string; phone: string | null };
  user: { _id: string; firstName: string; lastName: string; email: string };
  totalAmount: number;
  customerNotes: string | null;
  adminNotes: string | null;
  courierPartner: string | null;
  confirmedAt: string | null;
  processingAt: string | null;
  shippedAt: string | null;
  returnedAt: string | null;
  paidAt: string | null;
};

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** "Order with customer" (API.md): the documented order shape plus the customer, notes, courier and the status timestamps. */
export function toApiAdminOrder(order: AdminOrderDetail): ApiAdminOrder {
  const c = order.customer;
  return {
    ...toApiOrder(order),
    status: order.status,
    customer: { _id: c.id, firstName: c.firstName, lastName: c.lastName, email: c.email, phone: c.phone },
    user: { _id: c.id, firstName: c.firstName, lastName: c.lastName, email: c.email },
    totalAmount: toRupees(order.total),
    customerNotes: order.customerNotes,
    adminNotes: order.adminNotes,
    courierPartner: order.courierPartner,
    confirmedAt: iso(order.confirmedAt),
    processingAt: iso(order.processingAt),
    shippedAt: iso(order.shippedAt),
    returnedAt: iso(order.returnedAt),
    paidAt: iso(order.paidAt),
  };
}

// ---------------------------------------------------------------- update

/** The normal flow; entering one of these clears the timestamps of the later ones (the timeline stays truthful). */
const FLOW: readonly OrderStatus[] = ["pending", "confirmed", "processing", "shipped", "delivered"];
const STAMP: Partial<Record<OrderStatus, "confirmedAt" | "processingAt" | "shippedAt" | "deliveredAt" | "cancelledAt" | "returnedAt">> = {
  confirmed: "confirmedAt",
  processing: "processingAt",
  shipped: "shippedAt",
  delivered: "deliveredAt",
  cancelled: "cancelledAt",
  returned: "returnedAt",
};
/** Statuses whose order no longer holds stock. */
const RELEASED: readonly OrderStatus[] = ["cancelled", "returned"];
export const ADMIN_CANCELLATION_REASON = "Cancelled by the shop";

export type AdminOrderUpdateResult = {
  order: AdminOrderDetail;
  /** Something was written. */
  changed: boolean;
  statusChanged: boolean;
  /** The shipping e-mail was queued by this update. */
  shippingEmailQueued: boolean;
};

const blankToNull = (v: string | null | undefined) => (v === undefined ? undefined : v === null || v.trim() === "" ? null : v.trim());

/**
 * Saves an admin's change of status, tracking number and/or internal notes in ONE transaction.
 * - Entering a status stamps its timestamp (confirmedAt ... returnedAt); entering an earlier step of
 *   the normal flow clears the later steps' stamps, and reopening clears cancelledAt/returnedAt.
 * - cancelled / returned give the stock back once (guarded by stockReleasedAt); cancelling also gives
 *   the coupon use back; a paid order becomes refunded.
 * - Leaving cancelled/returned for an active status takes the stock again with conditional updates;
 *   when a line is short the whole save is refused (Conflict 'Not enough stock for {name}').
 * - delivered on a COD order marks it paid (DECISIONS 3.3).
 * - shipped with a non-empty tracking number queues the shipping e-mail once (dedupeKey shipping:<id>,
 *   shippingEmailAt set), courier COURIER_PARTNER.
 * - Nothing written when nothing changes (changed: false).
 */
export async function updateOrderByAdmin(orderId: string, input: AdminOrderUpdateInput, now = new Date()): Promise<AdminOrderUpdateResult> {
  let refundToSend: string | null = null;
  const result = await prisma.$transaction(async (tx): Promise<AdminOrderUpdateResult> => {
    const current = await readAdminOrder(tx, orderId);
    if (!current) throw new NotFound(ADMIN_ORDER_MESSAGES.notFound);

    const data: Prisma.OrderUpdateInput = {};
    const status = input.status ?? current.status;
    const statusChanged = status !== current.status;
    const tracking = blankToNull(input.trackingNumber);
    const notes = blankToNull(input.adminNotes);
    const finalTracking = tracking === undefined ? current.trackingNumber : tracking;

    if (tracking !== undefined && tracking !== current.trackingNumber) data.trackingNumber = tracking;
    if (notes !== undefined && notes !== current.adminNotes) data.adminNotes = notes;

    if (statusChanged) {
      // Money given back cannot be silently taken again: a refunded order stays cancelled/returned.
      if (RELEASED.includes(current.status) && !RELEASED.includes(status) && (await hasRefunds(tx, current.id))) {
        throw new Conflict(REFUND_MESSAGES.reopenRefunded);
      }
      data.status = status;
      const stamp = STAMP[status];
      if (stamp) data[stamp] = now;
      if (current.status === "pending") data.holdExpiresAt = null;
      const step = FLOW.indexOf(status);
      if (step >= 0) {
        for (const later of FLOW.slice(step + 1)) {
          const s = STAMP[later];
          if (s) data[s] = null;
        }
        data.cancelledAt = null;
        data.cancellationReason = null;
        data.returnedAt = null;
      }
      if (RELEASED.includes(status)) {
        await releaseOrderStock(tx, current.id, now, status === "returned" ? "return" : "cancellation");
        if (status === "cancelled") {
          await releaseCoupon(tx, current.id);
          data.cancellationReason = current.cancellationReason ?? ADMIN_CANCELLATION_REASON;
        }
      } else if (current.stockReleasedAt) {
        await retakeOrderStock(tx, current.id);
      }
      if (status === "delivered" && current.paymentMethod === "cod" && current.paymentStatus !== "paid") {
        data.paymentStatus = "paid";
        data.paidAt = now;
      }
    }

    if (finalTracking && (status === "shipped" || status === "delivered") && !current.courierPartner) {
      data.courierPartner = COURIER_PARTNER;
    }
    let shippingEmailQueued = false;
    if (status === "shipped" && finalTracking && !current.shippingEmailAt) {
      const courier = current.courierPartner ?? COURIER_PARTNER;
      const estimated = current.estimatedDelivery ?? estimatedDeliveryFrom(now);
      await queueEmail(shippingEmail(current, finalTracking, courier, estimated), tx);
      data.shippingEmailAt = now;
      shippingEmailQueued = true;
    }

    if (Object.keys(data).length === 0) return { order: current, changed: false, statusChanged: false, shippingEmailQueued: false };
    await tx.order.update({ where: { id: current.id }, data, select: { id: true } });
    if (statusChanged && RELEASED.includes(status)) {
      // A paid online order is refunded in full (reserved here, sent to Razorpay after the transaction);
      // COD money is given back by hand and recorded on the order page.
      const action = status === "returned" ? "returned" : "cancelled";
      const reserved = await reserveOrderRefundInTx(tx, current.id, action, action === "returned" ? "Order returned" : `Order cancelled by the shop`);
      if (reserved?.send) refundToSend = reserved.refundId;
      if (status === "cancelled") await queueCancellationEmail(tx, current.id);
    }
    const order = await readAdminOrder(tx, current.id);
    if (!order) throw new NotFound(ADMIN_ORDER_MESSAGES.notFound);
    return { order, changed: true, statusChanged, shippingEmailQueued };
  });
  if (refundToSend) await sendRefund(refundToSend);
  return result;
}

// ---------------------------------------------------------------- the shipping e-mail (spec section 7)

const DAY = new Intl.DateTimeFormat("en-IN", { timeZone: "Asia/Kolkata", weekday: "short", day: "numeric", month: "short", year: "numeric" });

export function shippingEmail(order: AdminOrderDetail, trackingNumber: string, courierPartner: string, estimatedDelivery: Date): OutgoingEmail {
  const shop = getShop();
  const a = order.shippingAddress;
  const customerName = `${order.customer.firstName} ${order.customer.lastName}`.trim();
  return {
    to: order.customer.email,
    subject: `Your order ${order.orderNumber} has shipped - ${shop.name}`,
    template: "shipping",
    dedupeKey: `shipping:${order.id}`,
    payload: {
      orderId: order.id,
      orderNumber: order.orderNumber,
      customerName,
      customerEmail: order.customer.email,
      items: order.items.map((i) => ({ name: i.name, quantity: i.quantity, size: i.size, color: i.color, price: toRupees(i.price) })),
      total: toRupees(order.total),
      shippingAddress: { street: a.address, city: a.city, state: a.state, pincode: a.pincode },
      estimatedDelivery: estimatedDelivery.toISOString(),
      trackingNumber,
      courierPartner,
    },
    text: [
      `Hello ${order.customer.firstName},`,
      "",
      `Good news: your order ${order.orderNumber} is on its way.`,
      `Courier: ${courierPartner}`,
      `Tracking number: ${trackingNumber}`,
      `Estimated delivery: ${DAY.format(estimatedDelivery)}`,
      "",
      ...order.items.map((i) => `- ${i.name} (${i.size}, ${i.color}) x ${i.quantity}: ${formatPaise(i.price * i.quantity)}`),
      "",
      `Total: ${formatPaise(order.total)}`,
      `Shipping to: ${a.fullName}, ${a.address}, ${a.city}, ${a.state} ${a.pincode}`,
      "",
      `${shop.name}, ${shop.phone}`,
    ].join("\n"),
  };
}

// ---------------------------------------------------------------- the screen's view

export function toAdminOrderView(order: AdminOrderDetail): AdminOrderView {
  return {
    id: order.id,
    orderNumber: order.orderNumber,
    status: order.status,
    paymentMethod: order.paymentMethod,
    paymentStatus: order.paymentStatus,
    paymentId: order.paymentId,
    subtotal: order.subtotal,
    discount: order.discount,
    shipping: order.shipping,
    tax: order.tax,
    total: order.total,
    couponCode: order.couponCode,
    totalItems: order.totalItems,
    items: order.items.map((i) => ({
      id: i.id,
      name: i.name,
      image: i.image,
      size: i.size,
      color: i.color,
      quantity: i.quantity,
      price: i.price,
      lineTotal: i.lineTotal,
      gstRate: i.gstRate,
      taxAmount: i.taxAmount,
    })),
    customer: { firstName: order.customer.firstName, lastName: order.customer.lastName, email: order.customer.email, phone: order.customer.phone },
    shippingAddress: { ...order.shippingAddress },
    billingAddress: { ...order.billingAddress },
    billingSameAsShipping: order.billingSameAsShipping,
    customerNotes: order.customerNotes,
    adminNotes: order.adminNotes,
    trackingNumber: order.trackingNumber,
    courierPartner: order.courierPartner,
    cancellationReason: order.cancellationReason,
    estimatedDelivery: iso(order.estimatedDelivery),
    createdAt: order.createdAt.toISOString(),
    confirmedAt: iso(order.confirmedAt),
    processingAt: iso(order.processingAt),
    shippedAt: iso(order.shippedAt),
    deliveredAt: iso(order.deliveredAt),
    cancelledAt: iso(order.cancelledAt),
    returnedAt: iso(order.returnedAt),
    paidAt: iso(order.paidAt),
    shippingEmailAt: iso(order.shippingEmailAt),
  };
}
