import type { Gstr1HsnRow, Gstr1SummaryRow, TaxDocumentListRow } from "~/models/invoice.server";
import { rupeesExact } from "~/utils/gst";
import { AdminTable, Card, EmptyState, buttonClass } from "./ui";

// The Invoices screen's parts: the month's documents with a multi-select (a plain GET form whose
// two buttons open the print view or the PDF, also without JavaScript) and the GSTR-1 summaries.

const DATE = new Intl.DateTimeFormat("en-IN", { timeZone: "Asia/Kolkata", day: "2-digit", month: "short", year: "numeric" });
const inr = (paise: number) => `₹${rupeesExact(paise)}`;
const cell = "px-4 py-2.5 whitespace-nowrap";

export function InvoiceList({ rows, month }: { rows: TaxDocumentListRow[]; month: string }) {
  if (rows.length === 0) return <EmptyState title="No invoices this month" hint="An order gets its tax invoice when it is marked shipped." />;
  return (
    // A plain form (not Remix Form): the buttons open a print page and a PDF download as the browser would.
    <form method="get" action="/admin/invoices/print" id="invoice-select">
      <div className="mb-3 flex flex-wrap gap-2">
        <button type="submit" className={buttonClass("primary")}>
          Print selected
        </button>
        <button type="submit" formAction="/admin/invoices/pdf" className={buttonClass("secondary")}>
          Download selected (PDF)
        </button>
      </div>
      <AdminTable cards={false} caption={`Invoices and credit notes of ${month}`} head={["Select", "Number", "Date", "Order", "Buyer", "Place of supply", "Taxable value", "GST", "Value"]}>
        {rows.map((r) => (
          <tr key={r.id} className={r.kind === "credit_note" ? "bg-amber-50/60" : undefined}>
            <td className={cell}>
              <input type="checkbox" name="id" value={r.id} aria-label={`Select ${r.number}`} className="size-5" />
            </td>
            <td className={`${cell} font-mono`}>
              {r.number}
              {r.kind === "credit_note" ? <span className="ml-1 text-xs font-sans text-amber-800">credit note</span> : null}
            </td>
            <td className={cell}>{DATE.format(new Date(r.issuedAt))}</td>
            <td className={cell}>
              <a href={`/admin/orders/${r.orderId}`} className="text-brand-700 hover:underline">
                {r.orderNumber}
              </a>
            </td>
            <td className={cell}>{r.buyerName}</td>
            <td className={cell}>{r.placeOfSupply}</td>
            <td className={`${cell} text-right`}>{inr(r.taxableValue)}</td>
            <td className={`${cell} text-right`}>{inr(r.tax)}</td>
            <td className={`${cell} text-right font-semibold`}>{inr(r.total)}</td>
          </tr>
        ))}
      </AdminTable>
    </form>
  );
}

export function Gstr1Summaries({ month, b2cs, hsn }: { month: string; b2cs: Gstr1SummaryRow[]; hsn: Gstr1HsnRow[] }) {
  const csv = (part: string) => `/admin/invoices/gstr1?${new URLSearchParams({ month, part })}`;
  return (
    <Card title={`GSTR-1 helper: ${month}`}>
      <p className="text-sm text-stone-600">
        Figures of the invoices and credit notes issued in the month (India time), net of credit notes. Download the CSVs for your accountant or the GST
        offline tool.
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <a href={csv("documents")} className={buttonClass("secondary", "sm")} download>
          Invoices and credit notes (CSV)
        </a>
        <a href={csv("b2cs")} className={buttonClass("secondary", "sm")} download>
          B2C summary (CSV)
        </a>
        <a href={csv("hsn")} className={buttonClass("secondary", "sm")} download>
          HSN summary (CSV)
        </a>
      </div>
      <h3 className="mt-5 mb-2 font-semibold text-stone-900">B2C summary by place of supply and rate (table 7)</h3>
      <AdminTable cards={false} caption="B2C summary by place of supply and rate" head={["Place of supply", "Rate", "Taxable value", "IGST", "CGST", "SGST"]}>
        {b2cs.map((r) => (
          <tr key={`${r.placeOfSupply}-${r.rate}`}>
            <td className={cell}>{r.placeOfSupply}</td>
            <td className={cell}>{r.rate}%</td>
            <TaxCells row={r} />
          </tr>
        ))}
      </AdminTable>
      <h3 className="mt-5 mb-2 font-semibold text-stone-900">HSN summary (table 12)</h3>
      <AdminTable cards={false} caption="HSN summary" head={["HSN", "UQC", "Rate", "Quantity", "Total value", "Taxable value", "IGST", "CGST", "SGST"]}>
        {hsn.map((h) => (
          <tr key={`${h.hsnCode}-${h.uqc}-${h.rate}`}>
            <td className={`${cell} font-mono`}>{h.hsnCode}</td>
            <td className={cell}>{h.uqc}</td>
            <td className={cell}>{h.rate}%</td>
            <td className={`${cell} text-right`}>{h.quantity}</td>
            <td className={`${cell} text-right`}>{inr(h.totalValue)}</td>
            <TaxCells row={h} />
          </tr>
        ))}
      </AdminTable>
    </Card>
  );
}

/** A summary row's taxable value and its IGST, CGST and SGST (B2C and HSN tables). */
function TaxCells({ row }: { row: { taxableValue: number; igst: number; cgst: number; sgst: number } }) {
  return (
    <>
      {[row.taxableValue, row.igst, row.cgst, row.sgst].map((amount, i) => (
        <td key={i} className={`${cell} text-right`}>
          {inr(amount)}
        </td>
      ))}
    </>
  );
}
