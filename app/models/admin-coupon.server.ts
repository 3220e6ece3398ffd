import { Prisma } from "@prisma/client";
import { prisma } from "~/db.server";
import { COUPON_MESSAGES as M, type CouponCreateInput, type CouponEditInput } from "~/schemas/admin-coupon";
import { TIME_ZONE } from "~/utils/format";
import { Conflict, NotFound, ValidationError } from "~/utils/errors";

// The admin's coupons (issue 13 section 4). The cart and order placement apply them
// (cart.server.ts couponProblem, order-placement.server.ts): percent of the subtotal, active flag,
// expiry, minimum subtotal, total uses (usedCount, counted when an order is placed or paid and
// given back when it is cancelled) and uses per customer (CouponRedemption rows). This module
// only writes the settings; it never touches usedCount. Coupons are never deleted: orders name
// them, so the screen deactivates instead.

export type AdminCouponView = {
  id: string;
  code: string;
  percent: number;
  isActive: boolean;
  /** ISO instant: the end of the expiry day in India; null = never expires. */
  expiresAt: string | null;
  /** The expiry day (YYYY-MM-DD in India) for the form's date input. */
  expiresOn: string | null;
  expired: boolean;
  minSubtotal: number; // paise
  maxUses: number | null;
  perCustomerLimit: number | null;
  /** Uses counted against maxUses (orders placed with it and not cancelled). */
  usedCount: number;
  /** Redemption rows (one per order) and the distinct customers behind them. */
  redemptions: number;
  customers: number;
  createdAt: string;
  updatedAt: string;
};

const dayInIndia = new Intl.DateTimeFormat("en-CA", { timeZone: TIME_ZONE, year: "numeric", month: "2-digit", day: "2-digit" });

/** The last millisecond of a YYYY-MM-DD day in India (UTC+05:30, no daylight saving). */
export function endOfIndianDay(day: string): Date {
  return new Date(Date.parse(`${day}T23:59:59.999+05:30`));
}

type Row = Prisma.CouponGetPayload<object>;

function view(row: Row, redemptions: number, customers: number): AdminCouponView {
  return {
    id: row.id,
    code: row.code,
    percent: row.percent,
    isActive: row.isActive,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    expiresOn: row.expiresAt ? dayInIndia.format(row.expiresAt) : null,
    expired: row.expiresAt !== null && row.expiresAt.getTime() <= Date.now(),
    minSubtotal: row.minSubtotal,
    maxUses: row.maxUses,
    perCustomerLimit: row.perCustomerLimit,
    usedCount: row.usedCount,
    redemptions,
    customers,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

async function countsFor(ids: string[]) {
  if (ids.length === 0) return new Map<string, { redemptions: number; customers: number }>();
  const rows = await prisma.$queryRawUnsafe<Array<{ couponId: string; redemptions: number | bigint; customers: number | bigint }>>(
    `SELECT "couponId", count(*) AS "redemptions", count(DISTINCT "userId") AS "customers" FROM "CouponRedemption" WHERE "couponId" IN (${ids.map(() => "?").join(",")}) GROUP BY "couponId"`,
    ...ids,
  );
  return new Map(rows.map((r) => [r.couponId, { redemptions: Number(r.redemptions), customers: Number(r.customers) }]));
}

export type CouponStatusFilter = "all" | "active" | "inactive";

/** Every coupon, active first then by code, with its redemption counts. */
export async function listCoupons(opts: { status?: CouponStatusFilter } = {}): Promise<AdminCouponView[]> {
  const where = opts.status === "active" ? { isActive: true } : opts.status === "inactive" ? { isActive: false } : {};
  const rows = await prisma.coupon.findMany({ where, orderBy: [{ isActive: "desc" }, { code: "asc" }], take: 500 });
  const counts = await countsFor(rows.map((r) => r.id));
  return rows.map((r) => view(r, counts.get(r.id)?.redemptions ?? 0, counts.get(r.id)?.customers ?? 0));
}

export async function getCoupon(id: string): Promise<AdminCouponView | null> {
  const row = await prisma.coupon.findUnique({ where: { id } });
  if (!row) return null;
  const counts = (await countsFor([row.id])).get(row.id);
  return view(row, counts?.redemptions ?? 0, counts?.customers ?? 0);
}

function settings(input: CouponEditInput) {
  return {
    percent: input.percent,
    minSubtotal: (input.minSubtotal ?? 0) * 100,
    expiresAt: input.expiresAt ? endOfIndianDay(input.expiresAt) : null,
    maxUses: input.maxUses ?? null,
    perCustomerLimit: input.perCustomerLimit ?? null,
  };
}

/**
 * The API's stale-write guard: a write that names the `updatedAt` it read is refused (409, nothing
 * written) when the coupon was saved since. The screen posts without it (last save wins, as before).
 */
function refuseStale(updatedAt: Date, expected: string | undefined) {
  if (expected === undefined || Date.parse(expected) === updatedAt.getTime()) return;
  throw new Conflict(M.stale, [{ param: "updatedAt", msg: M.stale }]);
}

const pastExpiry = (input: CouponEditInput) => input.expiresAt !== undefined && endOfIndianDay(input.expiresAt).getTime() <= Date.now();

export async function createCoupon(input: CouponCreateInput): Promise<AdminCouponView> {
  if (pastExpiry(input)) throw new ValidationError("Validation failed", [{ param: "expiresAt", msg: M.expiresPast }]);
  try {
    const row = await prisma.coupon.create({ data: { code: input.code, isActive: input.isActive ?? true, ...settings(input) } });
    return view(row, 0, 0);
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") throw new Conflict(M.codeTaken, [{ param: "code", msg: M.codeTaken }]);
    throw error;
  }
}

/**
 * Saves every setting. An expiry in the past is refused unless it is the one already stored
 * (editing the limits of an expired coupon keeps its date). Lowering a limit below what is
 * already used is allowed: the coupon simply cannot be applied any more.
 */
export async function updateCoupon(id: string, input: CouponEditInput, opts: { expectedUpdatedAt?: string } = {}): Promise<AdminCouponView> {
  const current = await prisma.coupon.findUnique({ where: { id } });
  if (!current) throw new NotFound(M.notFound);
  refuseStale(current.updatedAt, opts.expectedUpdatedAt);
  const next = settings(input);
  if (pastExpiry(input) && next.expiresAt?.getTime() !== current.expiresAt?.getTime()) {
    throw new ValidationError("Validation failed", [{ param: "expiresAt", msg: M.expiresPast }]);
  }
  await prisma.coupon.update({ where: { id }, data: { ...next, ...(input.isActive !== undefined ? { isActive: input.isActive } : {}) } });
  return (await getCoupon(id))!;
}

/** Deactivate (no cart can apply it; carts holding it drop it on their next read) or activate again. */
export async function setCouponActive(id: string, isActive: boolean, opts: { expectedUpdatedAt?: string } = {}): Promise<AdminCouponView> {
  const found = await prisma.coupon.findUnique({ where: { id }, select: { id: true, updatedAt: true } });
  if (!found) throw new NotFound(M.notFound);
  refuseStale(found.updatedAt, opts.expectedUpdatedAt);
  await prisma.coupon.update({ where: { id }, data: { isActive } });
  return (await getCoupon(id))!;
}

/** The list's and edit page's Activate / Deactivate post, as the toast to show. */
export async function runCouponStatusAction(form: FormData): Promise<{ type: "success" | "error"; title: string; description?: string }> {
  const id = String(form.get("id") ?? "");
  const intent = String(form.get("intent") ?? "");
  if (intent !== "activate" && intent !== "deactivate") return { type: "error", title: M.statusFailed };
  try {
    await setCouponActive(id, intent === "activate");
    return { type: "success", title: intent === "activate" ? M.activated : M.deactivated };
  } catch (error) {
    if (error instanceof NotFound) return { type: "error", title: M.statusFailed, description: M.notFound };
    console.error("Changing a coupon's status failed", error);
    return { type: "error", title: M.statusFailed };
  }
}
