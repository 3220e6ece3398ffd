import { Prisma } from "@prisma/client";
import { prisma } from "~/db.server";
import { listAddresses, type AddressDTO } from "~/models/address.server";
import type { Pagination } from "~/models/catalog.server";
import { setUserActive } from "~/models/user.server";
import { CUSTOMER_MESSAGES, CUSTOMER_RECENT_ORDERS, type CustomerFilters } from "~/schemas/admin-customer";
import { ADMIN_PAGE_SIZE } from "~/utils/constants";
import { Forbidden, NotFound } from "~/utils/errors";
import { toRupees } from "~/utils/money";

// The admin's view of customers (role "customer" only; admins are never
// listed, shown or switched off here). Order figures are computed in SQL for
// the page's ids in one grouped query, never one query per row.
//
// What the figures mean:
// - orderCount: every order the customer placed, whatever became of it.
// - totalSpent: money the shop actually took and kept: orders that were paid
//   (online, or COD once delivered, which marks them paid) or delivered, minus
//   their refunds (pending or processed): a refund is a refund, not a dropped
//   order (issue 11). Rupees at the edge.
// - lastOrderDate: when the newest order (of any status) was placed.

const MAX_SEARCH_WORDS = 5;

export type CustomerStats = { orderCount: number; totalSpent: number; lastOrderDate: string | null };

/** spec/admin.md section 3 "Customer". */
export type AdminCustomerDTO = {
  _id: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  isActive: boolean;
  role: "customer";
  createdAt: string;
  updatedAt: string;
  stats: CustomerStats;
};

export type CustomerCounts = { total: number; active: number; inactive: number };

export type CustomerList = {
  customers: AdminCustomerDTO[];
  pagination: Pagination;
  /** Over ALL customers matching the search (not only this page, and whatever the status filter). */
  stats: CustomerCounts;
};

const customerSelect = {
  id: true,
  firstName: true,
  lastName: true,
  email: true,
  phone: true,
  isActive: true,
  createdAt: true,
  updatedAt: true,
} as const satisfies Prisma.UserSelect;
type CustomerRow = Prisma.UserGetPayload<{ select: typeof customerSelect }>;

const NO_STATS: CustomerStats = { orderCount: 0, totalSpent: 0, lastOrderDate: null };

function toCustomerDTO(row: CustomerRow, stats: CustomerStats = NO_STATS): AdminCustomerDTO {
  return {
    _id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phone: row.phone,
    isActive: row.isActive,
    role: "customer",
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    stats,
  };
}

/** A raw SQLite date as the adapter hands it back (ISO text, epoch number or Date) as ISO text. */
function isoDate(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  const date = value instanceof Date ? value : new Date(typeof value === "bigint" ? Number(value) : (value as string | number));
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** Order figures for the given customers, one grouped query over the (userId, createdAt) index. */
export async function customerStats(userIds: string[]): Promise<Map<string, CustomerStats>> {
  const out = new Map<string, CustomerStats>();
  if (userIds.length === 0) return out;
  const rows = await prisma.$queryRaw<Array<{ userId: string; orderCount: number | bigint; totalSpent: number | bigint | null; lastOrderDate: unknown }>>`
    SELECT o."userId" AS "userId",
           count(*) AS "orderCount",
           COALESCE(SUM(CASE WHEN o."paymentStatus" IN ('paid', 'partially_refunded', 'refunded') OR o."status" = 'delivered'
                             THEN CASE o."paymentStatus" WHEN 'refunded' THEN 0
                                       WHEN 'partially_refunded' THEN o."total" - COALESCE((SELECT SUM(r."amount") FROM "Refund" r WHERE r."orderId" = o."id" AND r."status" IN ('pending', 'processed')), 0)
                                       ELSE o."total" END
                             ELSE 0 END), 0) AS "totalSpent",
           MAX(o."createdAt") AS "lastOrderDate"
      FROM "Order" o
     WHERE o."userId" IN (${Prisma.join(userIds)})
     GROUP BY o."userId"`;
  for (const row of rows) {
    out.set(row.userId, {
      orderCount: Number(row.orderCount),
      totalSpent: toRupees(Number(row.totalSpent ?? 0)),
      lastOrderDate: isoDate(row.lastOrderDate),
    });
  }
  return out;
}

/**
 * Every word must match the first name, last name, e-mail or phone, so a full
 * name ("Asha Patel") finds the customer as well as a part of one field does.
 */
function searchWhere(search: string | undefined): Prisma.UserWhereInput {
  const words = (search ?? "").trim().split(/\s+/).filter(Boolean).slice(0, MAX_SEARCH_WORDS);
  if (words.length === 0) return {};
  return {
    AND: words.map((word) => ({
      OR: [
        { firstName: { contains: word } },
        { lastName: { contains: word } },
        { email: { contains: word.toLowerCase() } },
        { phone: { contains: word } },
      ],
    })),
  };
}

/** The customer list: filters, sort, a page, each row's order figures, and the Total/Active/Inactive counts. */
export async function listCustomers({
  page = 1,
  limit = ADMIN_PAGE_SIZE,
  search,
  status = "all",
  sortBy = "createdAt",
  sortOrder = "desc",
}: Partial<CustomerFilters> & { page?: number; limit?: number } = {}): Promise<CustomerList> {
  const matching: Prisma.UserWhereInput = { role: "customer", ...searchWhere(search) };
  const where: Prisma.UserWhereInput = status === "all" ? matching : { ...matching, isActive: status === "active" };
  const [groups, rows] = await Promise.all([
    prisma.user.groupBy({ by: ["isActive"], where: matching, _count: { _all: true } }),
    prisma.user.findMany({
      where,
      select: customerSelect,
      orderBy: [{ [sortBy]: sortOrder }, { id: sortOrder }],
      skip: (page - 1) * limit,
      take: limit,
    }),
  ]);
  const active = groups.find((g) => g.isActive)?._count._all ?? 0;
  const inactive = groups.find((g) => !g.isActive)?._count._all ?? 0;
  const total = status === "all" ? active + inactive : status === "active" ? active : inactive;
  const stats = await customerStats(rows.map((r) => r.id));
  const pages = Math.ceil(total / limit);
  return {
    customers: rows.map((row) => toCustomerDTO(row, stats.get(row.id))),
    pagination: { page, limit, total, pages, hasNext: page < pages, hasPrev: page > 1 },
    stats: { total: active + inactive, active, inactive },
  };
}

/** One customer with their figures; null for an unknown id or a non-customer account. */
export async function getCustomer(id: string): Promise<AdminCustomerDTO | null> {
  if (!id) return null;
  const row = await prisma.user.findFirst({ where: { id, role: "customer" }, select: customerSelect });
  if (!row) return null;
  return toCustomerDTO(row, (await customerStats([row.id])).get(row.id));
}

export type CustomerOrderSummary = {
  _id: string;
  orderNumber: string;
  status: string;
  paymentStatus: string;
  paymentMethod: string;
  total: number;
  totalItems: number;
  createdAt: string;
};

export type CustomerDetail = {
  customer: AdminCustomerDTO & { gender: string | null; newsletter: boolean; lastLoginAt: string | null };
  recentOrders: CustomerOrderSummary[];
  addresses: AddressDTO[];
};

/** The customer detail screen: profile, figures, the newest orders and the address book. NotFound otherwise. */
export async function getCustomerDetail(id: string): Promise<CustomerDetail> {
  const row = id
    ? await prisma.user.findFirst({
        where: { id, role: "customer" },
        select: { ...customerSelect, gender: true, newsletter: true, lastLoginAt: true },
      })
    : null;
  if (!row) throw new NotFound(CUSTOMER_MESSAGES.notFound);
  const [stats, orders, addresses] = await Promise.all([
    customerStats([row.id]),
    prisma.order.findMany({
      where: { userId: row.id },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      take: CUSTOMER_RECENT_ORDERS,
      select: { id: true, orderNumber: true, status: true, paymentStatus: true, paymentMethod: true, total: true, totalItems: true, createdAt: true },
    }),
    listAddresses(row.id),
  ]);
  return {
    customer: {
      ...toCustomerDTO(row, stats.get(row.id)),
      gender: row.gender,
      newsletter: row.newsletter,
      lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
    },
    recentOrders: orders.map((o) => ({
      _id: o.id,
      orderNumber: o.orderNumber,
      status: o.status,
      paymentStatus: o.paymentStatus,
      paymentMethod: o.paymentMethod,
      total: toRupees(o.total),
      totalItems: o.totalItems,
      createdAt: o.createdAt.toISOString(),
    })),
    addresses,
  };
}

/**
 * Activates or deactivates a customer account (deactivation ends every web
 * session and API token, through setUserActive). Only customers: an admin
 * cannot switch off themselves or another admin here (Forbidden). NotFound for
 * an unknown id.
 */
export async function setCustomerActive(actorId: string, id: string, isActive: boolean): Promise<AdminCustomerDTO> {
  const target = id ? await prisma.user.findUnique({ where: { id }, select: { id: true, role: true } }) : null;
  if (!target) throw new NotFound(CUSTOMER_MESSAGES.notFound);
  if (target.id === actorId || target.role !== "customer") throw new Forbidden(CUSTOMER_MESSAGES.onlyCustomers);
  await setUserActive(target.id, isActive);
  const customer = await getCustomer(target.id);
  if (!customer) throw new NotFound(CUSTOMER_MESSAGES.notFound);
  return customer;
}

/** The toast after a status change (spec/admin.md section 8). */
export const customerStatusToast = (isActive: boolean) => (isActive ? CUSTOMER_MESSAGES.activated : CUSTOMER_MESSAGES.deactivated);
