// Issuing GST tax invoices and credit notes inside the caller's transaction
// (docs/decisions/0017-gst-invoices.md). No global Prisma client here: everything goes through the
// `tx` the caller passes, so the number is taken in the same transaction as the status change that
// needs it, and prisma/seed.ts can issue demo invoices with its own client.
// Relative imports only (prisma/seed.ts runs this under tsx).
import type { Prisma, TaxDocument } from "@prisma/client";
import { getShop } from "../utils/shop.server";
import {
  CREDIT_NOTE_SERIES,
  DEFAULT_HSN,
  INVOICE_SERIES,
  documentNumber,
  financialYearOf,
  gstStateOf,
  splitTax,
  stateCodeOfGstin,
} from "../utils/gst";
import { containedGst, spreadDiscount } from "./pricing.server";
import { orderAddressSelect } from "./order-view.server";

type Tx = Prisma.TransactionClient;

export { DEFAULT_HSN };
const DEFAULT_SIZE = "Free Size";
const DEFAULT_COLOR = "Default";

/**
 * The next number of a series in a financial year. The counter row is created or incremented in
 * the caller's transaction (SQLite serialises writing transactions: BEGIN IMMEDIATE, decision 0001),
 * so two issues never get the same number and a rolled-back issue gives its number back: no gaps.
 * The unique (series, financialYear, sequence) on TaxDocument is the last guard.
 */
async function nextSequence(tx: Tx, series: string, financialYear: string): Promise<number> {
  const row = await tx.taxDocumentCounter.upsert({
    where: { series_financialYear: { series, financialYear } },
    create: { series, financialYear, lastNumber: 1 },
    update: { lastNumber: { increment: 1 } },
    select: { lastNumber: true },
  });
  return row.lastNumber;
}

type AddressParts = { fullName: string; phone: string; address: string; city: string; state: string; pincode: string; country: string };

const oneLine = (a: AddressParts) => [a.address, a.city, `${a.state} ${a.pincode}`.trim(), a.country].filter((s) => s && s.trim()).join(", ");

function parseBilling(json: string | null): AddressParts | null {
  if (!json) return null;
  try {
    const a = JSON.parse(json) as Partial<Record<keyof AddressParts, unknown>>;
    const s = (v: unknown) => (typeof v === "string" ? v : "");
    return { fullName: s(a.fullName), phone: s(a.phone), address: s(a.address), city: s(a.city), state: s(a.state), pincode: s(a.pincode), country: s(a.country) || "India" };
  } catch {
    return null;
  }
}

function describe(item: { name: string; size: string; color: string }) {
  const extra = [item.size && item.size !== DEFAULT_SIZE ? `Size ${item.size}` : "", item.color && item.color !== DEFAULT_COLOR ? item.color : ""].filter(Boolean);
  return extra.length ? `${item.name} (${extra.join(", ")})` : item.name;
}

export type IssuedLine = Omit<Prisma.TaxDocumentLineCreateManyInput, "documentId" | "id">;

/**
 * The invoice lines of an order, from its stored figures (the pricing engine's, decision 3.2): each
 * line's net amount is its total less its share of the coupon (the same largest-remainder spread as
 * `priceLines`), its GST the stored `taxAmount`. Shipping, when charged, is a line of its own taxed
 * as part of a composite supply at the rate of the principal supply (CGST Act s. 2(30), 8(a)).
 */
export function invoiceLines(
  order: { subtotal: number; discount: number; shipping: number },
  items: ReadonlyArray<{ name: string; size: string; color: string; price: number; quantity: number; gstRate: number; taxAmount: number; hsnCode: string }>,
  intraState: boolean,
): IssuedLine[] {
  const lineTotals = items.map((i) => i.price * i.quantity);
  const subtotal = lineTotals.reduce((a, b) => a + b, 0);
  const shares = spreadDiscount(lineTotals, subtotal, Math.min(order.discount, subtotal));
  const lines: IssuedLine[] = items.map((item, i) => {
    const total = lineTotals[i] - shares[i];
    const tax = item.taxAmount;
    return {
      position: i + 1,
      description: describe(item),
      hsnCode: item.hsnCode,
      quantity: item.quantity,
      unit: "PCS",
      unitPrice: item.price,
      discount: shares[i],
      taxableValue: total - tax,
      rate: item.gstRate,
      ...splitTax(tax, intraState),
      total,
    };
  });
  if (order.shipping > 0 && lines.length > 0) {
    // The principal supply: the line with the largest amount (the earlier one on a tie).
    const principal = lines.reduce((best, l) => (l.total > best.total ? l : best), lines[0]);
    const tax = containedGst(order.shipping, principal.rate);
    lines.push({
      position: lines.length + 1,
      description: "Shipping and handling",
      hsnCode: principal.hsnCode,
      quantity: 1,
      unit: "OTH",
      unitPrice: order.shipping,
      discount: 0,
      taxableValue: order.shipping - tax,
      rate: principal.rate,
      ...splitTax(tax, intraState),
      total: order.shipping,
    });
  }
  return lines;
}

const sum = (lines: ReadonlyArray<IssuedLine>, key: "taxableValue" | "cgst" | "sgst" | "igst" | "total") => lines.reduce((a, l) => a + (l[key] as number), 0);

/** The invoice of the order that no credit note has reversed in full, if any (partial refunds' notes, with a refundId, leave it standing). */
async function openInvoice(tx: Tx, orderId: string): Promise<TaxDocument | null> {
  return tx.taxDocument.findFirst({ where: { orderId, kind: "invoice", creditNotes: { none: { refundId: null } } }, orderBy: { issuedAt: "desc" } });
}

type Amounts = Pick<IssuedLine, "taxableValue" | "cgst" | "sgst" | "igst" | "total">;
const AMOUNT_KEYS = ["taxableValue", "cgst", "sgst", "igst", "total"] as const;

/**
 * What is still creditable of each invoice line: the line less what the partial refunds' credit notes
 * already credited at the same position (docs/decisions/0030).
 */
async function creditableLines(tx: Tx, invoiceId: string) {
  const lines = await tx.taxDocumentLine.findMany({ where: { documentId: invoiceId }, orderBy: { position: "asc" } });
  const credited = await tx.taxDocumentLine.findMany({ where: { document: { invoiceId, refundId: { not: null } } }, select: { position: true, taxableValue: true, cgst: true, sgst: true, igst: true, total: true } });
  return lines.map(({ id: _lid, documentId: _d, ...l }) => {
    const left: Amounts = { taxableValue: l.taxableValue, cgst: l.cgst, sgst: l.sgst, igst: l.igst, total: l.total };
    for (const c of credited) if (c.position === l.position) for (const k of AMOUNT_KEYS) left[k] -= c[k];
    return { line: l, left };
  });
}

/**
 * Issues the order's tax invoice (call it in the transaction that makes the order shipped: the time
 * of supply of goods, CGST Act s. 31(1)). Idempotent: an order whose invoice stands gets that invoice
 * back, never a second number. An order whose invoice a credit note reversed (cancelled, then
 * reopened and shipped again) gets a new one. Every figure is copied onto the document.
 */
export async function issueInvoiceInTx(tx: Tx, orderId: string, now: Date = new Date()): Promise<TaxDocument> {
  const existing = await openInvoice(tx, orderId);
  if (existing) return existing;
  const order = await tx.order.findUnique({
    where: { id: orderId },
    select: {
      id: true,
      orderNumber: true,
      subtotal: true,
      discount: true,
      shipping: true,
      ...orderAddressSelect,
      items: {
        orderBy: { id: "asc" },
        select: {
          name: true,
          size: true,
          color: true,
          price: true,
          quantity: true,
          gstRate: true,
          taxAmount: true,
          product: { select: { hsnCode: true, category: { select: { hsnCode: true } } } },
        },
      },
    },
  });
  if (!order) throw new Error(`issueInvoiceInTx: no order ${orderId}`);

  const shop = getShop();
  const sellerStateCode = stateCodeOfGstin(shop.gstin) || gstStateOf(shop.address.state).code;
  const shipTo: AddressParts = {
    fullName: order.shipFullName,
    phone: order.shipPhone,
    address: order.shipAddress,
    city: order.shipCity,
    state: order.shipState,
    pincode: order.shipPincode,
    country: order.shipCountry || "India",
  };
  const buyer = parseBilling(order.billingAddress) ?? shipTo;
  // Goods delivered to the shopper: the place of supply is where the movement ends (IGST Act s. 10(1)(a)).
  const place = gstStateOf(shipTo.state, shipTo.pincode);
  const intraState = place.code === sellerStateCode;
  const lines = invoiceLines(
    order,
    order.items.map((i) => ({ ...i, hsnCode: i.product.hsnCode || i.product.category.hsnCode || DEFAULT_HSN })),
    intraState,
  );

  const financialYear = financialYearOf(now);
  const sequence = await nextSequence(tx, INVOICE_SERIES, financialYear);
  const a = shop.address;
  return tx.taxDocument.create({
    data: {
      kind: "invoice",
      number: documentNumber(INVOICE_SERIES, financialYear, sequence),
      series: INVOICE_SERIES,
      financialYear,
      sequence,
      orderId: order.id,
      orderNumber: order.orderNumber,
      issuedAt: now,
      sellerName: shop.name,
      sellerAddress: [a.line1, a.line2, a.city, `${a.state} ${a.pincode}`, a.country].filter(Boolean).join(", "),
      sellerGstin: shop.gstin,
      sellerStateCode,
      buyerName: buyer.fullName,
      buyerAddress: oneLine(buyer),
      buyerPhone: buyer.phone || null,
      deliveryAddress: `${shipTo.fullName}, ${oneLine(shipTo)}`,
      placeOfSupplyState: place.name,
      placeOfSupplyCode: place.code,
      intraState,
      ...withLines(lines),
    },
  });
}

/** A document's totals and its lines, as written: the totals are always the sums of the lines. */
const withLines = (lines: IssuedLine[]) => ({
  taxableValue: sum(lines, "taxableValue"),
  cgst: sum(lines, "cgst"),
  sgst: sum(lines, "sgst"),
  igst: sum(lines, "igst"),
  total: sum(lines, "total"),
  lines: { createMany: { data: lines } },
});

/** Writes a credit note against `invoice` for `lines`: the next number of the credit-note series, the invoice's parties copied. */
async function createCreditNote(
  tx: Tx,
  invoice: TaxDocument,
  lines: IssuedLine[],
  note: { reason: string; refundId?: string },
  now: Date,
): Promise<TaxDocument> {
  const financialYear = financialYearOf(now);
  const sequence = await nextSequence(tx, CREDIT_NOTE_SERIES, financialYear);
  const { id: _id, createdAt: _c, kind: _k, number: _n, series: _s, financialYear: _f, sequence: _q, invoiceId: _i, refundId: _rid, reason: _r, issuedAt: _at, ...copy } = invoice;
  return tx.taxDocument.create({
    data: {
      ...copy,
      kind: "credit_note",
      number: documentNumber(CREDIT_NOTE_SERIES, financialYear, sequence),
      series: CREDIT_NOTE_SERIES,
      financialYear,
      sequence,
      invoiceId: invoice.id,
      refundId: note.refundId ?? null,
      reason: note.reason,
      issuedAt: now,
      ...withLines(lines),
    },
  });
}

/**
 * Issues a credit note reversing the order's invoice in full (a cancellation or a return after the
 * invoice: CGST Act s. 34), from its own series: every line less what partial refunds' credit notes
 * credited already (none when nothing is left). Returns null when the order has no invoice standing
 * (cancelled before it shipped: nothing to reverse); idempotent like issueInvoiceInTx.
 */
export async function issueCreditNoteInTx(tx: Tx, orderId: string, reason: string, now: Date = new Date()): Promise<TaxDocument | null> {
  const invoice = await openInvoice(tx, orderId);
  if (!invoice) return null;
  // What partial refunds' credit notes credited already is not credited twice; nothing left, no note.
  const lines = (await creditableLines(tx, invoice.id))
    .filter(({ left }) => left.total > 0)
    .map(({ line, left }) => ({ ...line, ...left }));
  if (lines.length === 0) return null;
  return createCreditNote(tx, invoice, lines, { reason: reason.trim() || "Order cancelled" }, now);
}

/** Refunds that a full reversal documents (the cancel and return flows' own refunds: "order:<id>:<action>"). */
const isReversalRefund = (idempotencyKey: string) => idempotencyKey.startsWith("order:");

/**
 * A credit note for a partial refund of an invoiced order (CGST Act s. 34: a reduction of the taxable
 * value after the invoice), from the credit-note series, for the refunded amount: spread over the
 * invoice's lines in proportion to what is still creditable of each (largest remainder), each share's
 * GST contained at its line's rate and split CGST/SGST or IGST as on the invoice. Quantity 0: the goods
 * stay with the shopper. Call it in the transaction that makes the refund processed (money given back).
 * Null when there is nothing to document: no standing invoice (not shipped yet, or reversed in full),
 * the cancel/return flows' refund (their full credit note documents it), or nothing left to credit.
 * Idempotent: a refund has at most one credit note.
 */
export async function issueRefundCreditNoteInTx(tx: Tx, refundId: string, now: Date = new Date()): Promise<TaxDocument | null> {
  const refund = await tx.refund.findUnique({ where: { id: refundId }, select: { id: true, orderId: true, amount: true, status: true, reason: true, idempotencyKey: true, creditNote: true } });
  if (!refund || refund.status !== "processed" || isReversalRefund(refund.idempotencyKey)) return null;
  if (refund.creditNote) return refund.creditNote;
  const invoice = await openInvoice(tx, refund.orderId);
  if (!invoice) return null;
  const creditable = (await creditableLines(tx, invoice.id)).filter(({ left }) => left.total > 0);
  const available = creditable.reduce((a, c) => a + c.left.total, 0);
  const amount = Math.min(refund.amount, available);
  if (amount <= 0) return null;
  const shares = spreadDiscount(creditable.map((c) => c.left.total), available, amount);
  const lines: IssuedLine[] = creditable.flatMap(({ line, left }, i) => {
    const total = shares[i];
    if (total <= 0) return [];
    // The last paisa of a line: exactly what is left of it, so a later full reversal comes to zero.
    const tax = total === left.total ? left.cgst + left.sgst + left.igst : containedGst(total, line.rate);
    const split = total === left.total ? { cgst: left.cgst, sgst: left.sgst, igst: left.igst } : splitTax(tax, invoice.intraState);
    return [{ ...line, quantity: 0, unitPrice: 0, discount: 0, taxableValue: total - tax, ...split, total }];
  });
  return createCreditNote(tx, invoice, lines, { refundId: refund.id, reason: `Partial refund: ${refund.reason}`.slice(0, 500) }, now);
}
