// GST tax invoices and credit notes (issue 13 section 2, docs/decisions/0017-gst-invoices.md):
// issuing (re-exported from invoice-issue.server.ts, called inside the order's transactions),
// reading a document for the order's owner or an admin, the admin's list and the GSTR-1 helper.
import type { TaxDocument, TaxDocumentLine } from "@prisma/client";
import { prisma } from "~/db.server";
import { amountInWords, decimal, GST_STATES, monthRange } from "~/utils/gst";
import { csvRows } from "~/utils/csv";

export { DEFAULT_HSN, invoiceLines, issueCreditNoteInTx, issueInvoiceInTx, issueRefundCreditNoteInTx } from "./invoice-issue.server";

export type TaxDocumentKind = "invoice" | "credit_note";

export type TaxDocumentView = {
  id: string;
  kind: TaxDocumentKind;
  title: string;
  number: string;
  issuedAt: string;
  orderId: string;
  orderNumber: string;
  reason: string | null;
  /** A credit note for a partial refund (the invoice stands, reduced by it); false for a full reversal and for invoices. */
  partial: boolean;
  /** A credit note's invoice (CGST Rules, rule 53: its number and date). */
  invoice: { number: string; issuedAt: string } | null;
  seller: { name: string; address: string; gstin: string; stateCode: string };
  buyer: { name: string; address: string; phone: string | null };
  deliveryAddress: string;
  placeOfSupply: { state: string; code: string };
  intraState: boolean;
  lines: Array<Pick<TaxDocumentLine, "position" | "description" | "hsnCode" | "quantity" | "unit" | "unitPrice" | "discount" | "taxableValue" | "rate" | "cgst" | "sgst" | "igst" | "total">>;
  taxableValue: number;
  cgst: number;
  sgst: number;
  igst: number;
  total: number;
  amountInWords: string;
};

type DocumentRow = TaxDocument & { lines: TaxDocumentLine[]; invoice: Pick<TaxDocument, "number" | "issuedAt"> | null };

const include = { lines: { orderBy: { position: "asc" } }, invoice: { select: { number: true, issuedAt: true } } } as const;

export function toTaxDocumentView(d: DocumentRow): TaxDocumentView {
  const kind = d.kind as TaxDocumentKind;
  return {
    id: d.id,
    kind,
    title: kind === "invoice" ? "Tax Invoice" : "Credit Note",
    number: d.number,
    issuedAt: d.issuedAt.toISOString(),
    orderId: d.orderId,
    orderNumber: d.orderNumber,
    reason: d.reason,
    partial: d.refundId !== null,
    invoice: d.invoice ? { number: d.invoice.number, issuedAt: d.invoice.issuedAt.toISOString() } : null,
    seller: { name: d.sellerName, address: d.sellerAddress, gstin: d.sellerGstin, stateCode: d.sellerStateCode },
    buyer: { name: d.buyerName, address: d.buyerAddress, phone: d.buyerPhone },
    deliveryAddress: d.deliveryAddress,
    placeOfSupply: { state: d.placeOfSupplyState, code: d.placeOfSupplyCode },
    intraState: d.intraState,
    lines: d.lines.map(({ position, description, hsnCode, quantity, unit, unitPrice, discount, taxableValue, rate, cgst, sgst, igst, total }) => ({
      position, description, hsnCode, quantity, unit, unitPrice, discount, taxableValue, rate, cgst, sgst, igst, total,
    })),
    taxableValue: d.taxableValue,
    cgst: d.cgst,
    sgst: d.sgst,
    igst: d.igst,
    total: d.total,
    amountInWords: amountInWords(d.total),
  };
}

export type Viewer = { id: string; role: string };

/**
 * The order's documents for its owner or an admin: its latest invoice and its credit notes, oldest
 * first (partial refunds' and the full reversal's; `creditNote` is the full reversal, if any). null when
 * the order does not exist, the viewer may not see it, or it has no invoice yet (the routes answer
 * 404 alike, so nobody learns whether someone else's order exists).
 */
export async function getOrderTaxDocuments(
  orderId: string,
  viewer: Viewer,
): Promise<{ invoice: TaxDocumentView; creditNote: TaxDocumentView | null; creditNotes: TaxDocumentView[] } | null> {
  const order = await prisma.order.findUnique({ where: { id: orderId }, select: { userId: true } });
  if (!order || (order.userId !== viewer.id && viewer.role !== "admin")) return null;
  const invoice = await prisma.taxDocument.findFirst({ where: { orderId, kind: "invoice" }, orderBy: { issuedAt: "desc" }, include });
  if (!invoice) return null;
  const notes = (await prisma.taxDocument.findMany({ where: { invoiceId: invoice.id }, orderBy: [{ issuedAt: "asc" }, { sequence: "asc" }], include })).map(toTaxDocumentView);
  return { invoice: toTaxDocumentView(invoice), creditNote: notes.find((n) => !n.partial) ?? null, creditNotes: notes };
}

export type CreditNoteLink = { id: string; number: string; issuedAt: string; total: number; partial: boolean };
export type OrderTaxDocumentLinks = { hasInvoice: boolean; creditNotes: CreditNoteLink[] };

/** What the order pages link to: whether the order has an invoice, and its credit notes (oldest first). */
export async function orderTaxDocumentLinks(orderId: string): Promise<OrderTaxDocumentLinks> {
  const docs = await prisma.taxDocument.findMany({
    where: { orderId },
    orderBy: [{ issuedAt: "asc" }, { sequence: "asc" }],
    select: { id: true, kind: true, number: true, issuedAt: true, total: true, refundId: true },
  });
  return {
    hasInvoice: docs.some((d) => d.kind === "invoice"),
    creditNotes: docs
      .filter((d) => d.kind === "credit_note")
      .map((d) => ({ id: d.id, number: d.number, issuedAt: d.issuedAt.toISOString(), total: d.total, partial: d.refundId !== null })),
  };
}

/** Whether the order has an invoice (the order pages show their links only then). */
export async function orderHasInvoice(orderId: string): Promise<boolean> {
  return (await prisma.taxDocument.count({ where: { orderId, kind: "invoice" } })) > 0;
}

/** Documents by id, in the order given (the admin's multi-select print); unknown ids are skipped. */
export async function getTaxDocuments(ids: readonly string[]): Promise<TaxDocumentView[]> {
  const unique = [...new Set(ids)].slice(0, 200);
  const rows = await prisma.taxDocument.findMany({ where: { id: { in: unique } }, include });
  const byId = new Map(rows.map((r) => [r.id, r]));
  return unique.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toTaxDocumentView(row)] : [];
  });
}

export type TaxDocumentListRow = {
  id: string;
  kind: TaxDocumentKind;
  number: string;
  issuedAt: string;
  orderId: string;
  orderNumber: string;
  buyerName: string;
  placeOfSupply: string;
  taxableValue: number;
  tax: number;
  total: number;
};

async function documentsOfMonth(month: string) {
  const { from, to } = monthRange(month);
  return prisma.taxDocument.findMany({
    where: { issuedAt: { gte: from, lt: to } },
    orderBy: [{ kind: "desc" }, { series: "asc" }, { financialYear: "asc" }, { sequence: "asc" }],
    include,
  });
}

/** The month's invoices and credit notes (India time), invoices first, each series in number order. */
export async function listTaxDocuments(month: string): Promise<TaxDocumentListRow[]> {
  return (await documentsOfMonth(month)).map((d) => ({
    id: d.id,
    kind: d.kind as TaxDocumentKind,
    number: d.number,
    issuedAt: d.issuedAt.toISOString(),
    orderId: d.orderId,
    orderNumber: d.orderNumber,
    buyerName: d.buyerName,
    placeOfSupply: `${d.placeOfSupplyCode}-${d.placeOfSupplyState}`,
    taxableValue: d.taxableValue,
    tax: d.cgst + d.sgst + d.igst,
    total: d.total,
  }));
}

// ---------------------------------------------------------------- GSTR-1

/**
 * B2C (large): an inter-state invoice to an unregistered person above this value goes to GSTR-1
 * table 5 invoice by invoice (Rs 1,00,000 since 1 August 2024, Notification 12/2024-Central Tax);
 * everything else B2C is summarised in table 7 (B2CS) by place of supply and rate.
 */
export const B2CL_THRESHOLD = 100_000_00;

export type Gstr1Table = "B2CS" | "B2CL" | "CDNUR";

export type Gstr1DocumentRow = {
  type: "Invoice" | "Credit note";
  number: string;
  date: string;
  orderNumber: string;
  invoiceNumber: string;
  invoiceDate: string;
  table: Gstr1Table;
  placeOfSupply: string;
  supply: "Intra-state" | "Inter-state";
  rate: number;
  taxableValue: number;
  igst: number;
  cgst: number;
  sgst: number;
  documentValue: number;
};
export type Gstr1SummaryRow = { placeOfSupply: string; rate: number; taxableValue: number; igst: number; cgst: number; sgst: number };
export type Gstr1HsnRow = { hsnCode: string; uqc: string; rate: number; quantity: number; totalValue: number; taxableValue: number; igst: number; cgst: number; sgst: number };
export type Gstr1 = { month: string; documents: Gstr1DocumentRow[]; b2cs: Gstr1SummaryRow[]; hsn: Gstr1HsnRow[] };

const DAY_FMT = new Intl.DateTimeFormat("en-GB", { timeZone: "Asia/Kolkata", day: "2-digit", month: "2-digit", year: "numeric" });
/** DD-MM-YYYY, India time (the GST portal's date format). */
const gstDate = (d: Date) => DAY_FMT.format(d).replace(/\//g, "-");
const STATE_NAMES = new Map(GST_STATES.map((s) => [s.code, s.name]));
const pos = (code: string, name: string) => `${code}-${STATE_NAMES.get(code) ?? name}`;

/**
 * The month's GSTR-1 figures: one row per document and rate (credit notes included), the B2CS
 * summary by place of supply and rate (invoices less the credit notes of B2CS invoices), and the
 * HSN summary (table 12) by HSN and rate, net of credit notes. Quantities are pieces (UQC PCS);
 * shipping lines count as value, not pieces (UQC OTH).
 */
export async function gstr1(month: string): Promise<Gstr1> {
  const docs = await documentsOfMonth(month);
  // A credit note follows its invoice's table: B2CL invoices' notes are CDNUR, B2CS invoices' are netted in B2CS.
  const invoiceValue = new Map<string, number>();
  const missing = docs.filter((d) => d.kind === "credit_note" && d.invoiceId).map((d) => d.invoiceId!);
  for (const inv of await prisma.taxDocument.findMany({ where: { id: { in: missing } }, select: { id: true, total: true } })) invoiceValue.set(inv.id, inv.total);
  const isLarge = (intraState: boolean, value: number) => !intraState && value > B2CL_THRESHOLD;

  const documents: Gstr1DocumentRow[] = [];
  const b2cs = new Map<string, Gstr1SummaryRow>();
  const hsn = new Map<string, Gstr1HsnRow>();
  for (const d of docs) {
    const credit = d.kind === "credit_note";
    const sign = credit ? -1 : 1;
    const large = isLarge(d.intraState, credit ? (invoiceValue.get(d.invoiceId ?? "") ?? d.total) : d.total);
    const table: Gstr1Table = large ? (credit ? "CDNUR" : "B2CL") : "B2CS";
    const place = pos(d.placeOfSupplyCode, d.placeOfSupplyState);
    const byRate = new Map<number, Gstr1SummaryRow>();
    for (const l of d.lines) {
      const r = byRate.get(l.rate) ?? { placeOfSupply: place, rate: l.rate, taxableValue: 0, igst: 0, cgst: 0, sgst: 0 };
      r.taxableValue += l.taxableValue;
      r.igst += l.igst;
      r.cgst += l.cgst;
      r.sgst += l.sgst;
      byRate.set(l.rate, r);

      const key = `${l.hsnCode}|${l.unit}|${l.rate}`;
      const h = hsn.get(key) ?? { hsnCode: l.hsnCode, uqc: l.unit === "PCS" ? "PCS-PIECES" : "OTH-OTHERS", rate: l.rate, quantity: 0, totalValue: 0, taxableValue: 0, igst: 0, cgst: 0, sgst: 0 };
      h.quantity += l.unit === "PCS" ? sign * l.quantity : 0;
      h.totalValue += sign * l.total;
      h.taxableValue += sign * l.taxableValue;
      h.igst += sign * l.igst;
      h.cgst += sign * l.cgst;
      h.sgst += sign * l.sgst;
      hsn.set(key, h);
    }
    for (const r of [...byRate.values()].sort((a, b) => a.rate - b.rate)) {
      documents.push({
        type: credit ? "Credit note" : "Invoice",
        number: d.number,
        date: gstDate(d.issuedAt),
        orderNumber: d.orderNumber,
        invoiceNumber: d.invoice?.number ?? "",
        invoiceDate: d.invoice ? gstDate(d.invoice.issuedAt) : "",
        table,
        placeOfSupply: place,
        supply: d.intraState ? "Intra-state" : "Inter-state",
        rate: r.rate,
        taxableValue: r.taxableValue,
        igst: r.igst,
        cgst: r.cgst,
        sgst: r.sgst,
        documentValue: d.total,
      });
      if (table !== "B2CS") continue;
      const key = `${place}|${r.rate}`;
      const s = b2cs.get(key) ?? { placeOfSupply: place, rate: r.rate, taxableValue: 0, igst: 0, cgst: 0, sgst: 0 };
      s.taxableValue += sign * r.taxableValue;
      s.igst += sign * r.igst;
      s.cgst += sign * r.cgst;
      s.sgst += sign * r.sgst;
      b2cs.set(key, s);
    }
  }
  return {
    month,
    documents,
    b2cs: [...b2cs.values()].sort((a, b) => a.placeOfSupply.localeCompare(b.placeOfSupply) || a.rate - b.rate),
    hsn: [...hsn.values()].sort((a, b) => a.hsnCode.localeCompare(b.hsnCode) || a.rate - b.rate || a.uqc.localeCompare(b.uqc)),
  };
}

const csv = csvRows;
const money = (paise: number) => Number(decimal(paise));

export const GSTR1_PARTS = ["documents", "b2cs", "hsn"] as const;
export type Gstr1Part = (typeof GSTR1_PARTS)[number];

/** One part of the month's GSTR-1 helper as CSV (amounts in rupees with two decimals). */
export function gstr1Csv(g: Gstr1, part: Gstr1Part): string {
  if (part === "documents") {
    return csv([
      ["Type", "Number", "Date", "Order", "Invoice number", "Invoice date", "GSTR-1 table", "Place of supply", "Supply", "Rate", "Taxable value", "IGST", "CGST", "SGST", "Cess", "Document value"],
      ...g.documents.map((d) => [d.type, d.number, d.date, d.orderNumber, d.invoiceNumber, d.invoiceDate, d.table, d.placeOfSupply, d.supply, d.rate, money(d.taxableValue), money(d.igst), money(d.cgst), money(d.sgst), 0, money(d.documentValue)]),
    ]);
  }
  if (part === "b2cs") {
    return csv([
      ["Type", "Place Of Supply", "Rate", "Applicable % of Tax Rate", "Taxable Value", "IGST", "CGST", "SGST", "Cess Amount", "E-Commerce GSTIN"],
      ...g.b2cs.map((r) => ["OE", r.placeOfSupply, r.rate, "", money(r.taxableValue), money(r.igst), money(r.cgst), money(r.sgst), 0, ""]),
    ]);
  }
  return csv([
    ["HSN", "Description", "UQC", "Total Quantity", "Total Value", "Rate", "Taxable Value", "Integrated Tax Amount", "Central Tax Amount", "State/UT Tax Amount", "Cess Amount"],
    ...g.hsn.map((h) => [h.hsnCode, "", h.uqc, h.quantity, money(h.totalValue), h.rate, money(h.taxableValue), money(h.igst), money(h.cgst), money(h.sgst), 0]),
  ]);
}
