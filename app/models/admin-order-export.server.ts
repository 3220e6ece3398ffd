import { Prisma } from "@prisma/client";
import { prisma } from "~/db.server";
import { filterSql, orderSql } from "~/models/admin-order.server";
import type { AdminOrderListParams } from "~/schemas/admin-order";
import { ORDER_STATUS_LABELS, type OrderStatus } from "~/schemas/order-status";
import { trackingUrl } from "~/utils/couriers";
import { CSV_BOM, csvRow, type CsvValue } from "~/utils/csv";

// The admin's CSV export of the orders in view (/admin/orders/export.csv):
// every order matching the list's filters (search, status, from/to), in the
// list's sort order, all pages. The ids are found by the list's own SQL, then
// read 500 at a time (one statement each, so other requests run between
// batches) and streamed: 50,000 orders never sit in memory at once. Amounts are rupees with two decimals (numbers, not "₹1,234"), times are
// India time ("2026-11-27 15:05"); every text cell is CSV-injection safe
// (utils/csv.ts).

export const ORDER_CSV_HEADER = [
  "Order number",
  "Order ID",
  "Placed (IST)",
  "Status",
  "Payment method",
  "Payment status",
  "Payment ID",
  "Customer",
  "Customer e-mail",
  "Ship to",
  "Phone",
  "Address",
  "City",
  "State",
  "Pincode",
  "Items",
  "Lines",
  "Subtotal",
  "Discount",
  "Shipping",
  "GST included",
  "Total",
  "Coupon",
  "Courier",
  "Tracking number",
  "Tracking URL",
] as const;

const BATCH = 500;

/** One order as the export reads it: a flat row, its lines already joined ("Name (M, Red) x 2; ..."). */
type Row = {
  id: string;
  orderNumber: string;
  createdAt: Date | string;
  status: string;
  paymentMethod: string;
  paymentStatus: string;
  paymentId: string | null;
  firstName: string;
  lastName: string;
  email: string;
  shipFullName: string;
  shipPhone: string;
  shipAddress: string;
  shipCity: string;
  shipState: string;
  shipPincode: string;
  totalItems: number | bigint;
  lines: string | null;
  subtotal: number | bigint;
  discount: number | bigint;
  shipping: number | bigint;
  tax: number | bigint;
  total: number | bigint;
  couponCode: string | null;
  courierPartner: string | null;
  trackingNumber: string | null;
};

/** "2026-11-27 15:05" in India time. */
const istStamp = (d: Date | string) => new Date(new Date(d).getTime() + 330 * 60_000).toISOString().slice(0, 16).replace("T", " ");
const rupees = (paise: number | bigint) => Math.round(Number(paise)) / 100;

export function orderCsvCells(o: Row): CsvValue[] {
  return [
    o.orderNumber,
    o.id,
    istStamp(o.createdAt),
    ORDER_STATUS_LABELS[o.status as OrderStatus] ?? o.status,
    o.paymentMethod === "cod" ? "COD" : "Razorpay",
    o.paymentStatus,
    o.paymentId,
    `${o.firstName} ${o.lastName}`.trim(),
    o.email,
    o.shipFullName,
    o.shipPhone,
    o.shipAddress,
    o.shipCity,
    o.shipState,
    o.shipPincode,
    Number(o.totalItems),
    o.lines ?? "",
    rupees(o.subtotal),
    rupees(o.discount),
    rupees(o.shipping),
    rupees(o.tax),
    rupees(o.total),
    o.couponCode,
    o.courierPartner,
    o.trackingNumber,
    trackingUrl(o.courierPartner, o.trackingNumber),
  ];
}

/** A batch of orders in one statement (Prisma's findMany with relations costs ~0.2 ms a row here; this a tenth of it). */
function readBatch(ids: string[]): Promise<Row[]> {
  return prisma.$queryRaw<Row[]>`
    SELECT o."id", o."orderNumber", o."createdAt", o."status", o."paymentMethod", o."paymentStatus", o."paymentId",
           u."firstName", u."lastName", u."email",
           o."shipFullName", o."shipPhone", o."shipAddress", o."shipCity", o."shipState", o."shipPincode", o."totalItems",
           (SELECT group_concat(i."name" || ' (' || i."size" || ', ' || i."color" || ') x ' || i."quantity", '; ')
              FROM (SELECT * FROM "OrderItem" WHERE "orderId" = o."id" ORDER BY "id") i) AS "lines",
           o."subtotal", o."discount", o."shipping", o."tax", o."total", o."couponCode", o."courierPartner", o."trackingNumber"
      FROM "Order" o JOIN "User" u ON u."id" = o."userId"
     WHERE o."id" IN (${Prisma.join(ids)})`;
}

/** The ids of every order matching the filter, in the list's order. */
async function matchingIds(params: Partial<AdminOrderListParams>): Promise<string[]> {
  const sortBy = params.sortBy ?? "createdAt";
  const dir = params.sortOrder === "asc" ? Prisma.sql`ASC` : Prisma.sql`DESC`;
  const searching = Boolean((params.search ?? "").trim());
  // A search reads every row anyway (LIKE '%...%'): a plain scan, then one sort, as the list does.
  const source = searching ? Prisma.sql`"Order" o NOT INDEXED` : Prisma.sql`"Order" o`;
  const rows = await prisma.$queryRaw<Array<{ id: string }>>`
    SELECT o."id" FROM ${source} ${filterSql(params, { statusIndex: sortBy !== "totalAmount" })}
    ORDER BY ${orderSql("o", sortBy, dir)}, o."id" ${dir}`;
  return rows.map((r) => r.id);
}

/** The whole CSV as a stream: the header, then the matching orders 500 at a time. */
export function ordersCsvStream(params: Partial<AdminOrderListParams>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let ids: string[] | null = null;
  let next = 0;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        if (ids === null) {
          ids = await matchingIds(params);
          controller.enqueue(encoder.encode(CSV_BOM + csvRow([...ORDER_CSV_HEADER])));
          return;
        }
        if (next >= ids.length) {
          controller.close();
          return;
        }
        const batch = ids.slice(next, next + BATCH);
        next += BATCH;
        const rows = await readBatch(batch);
        const byId = new Map(rows.map((r) => [r.id, r]));
        let chunk = "";
        for (const id of batch) {
          const row = byId.get(id);
          if (row) chunk += csvRow(orderCsvCells(row));
        }
        controller.enqueue(encoder.encode(chunk));
      } catch (error) {
        controller.error(error);
      }
    },
  });
}

/** The whole CSV as one string (tests; small exports). */
export async function ordersCsv(params: Partial<AdminOrderListParams>): Promise<string> {
  return new Response(ordersCsvStream(params)).text();
}
