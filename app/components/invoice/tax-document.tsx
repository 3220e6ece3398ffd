import type { TaxDocumentView } from "~/models/invoice.server";
import { rupeesExact } from "~/utils/gst";

// A GST tax invoice or credit note as HTML (CGST Rules, rules 46 and 53), for the screen and for
// paper: the figures are the document's snapshot, never recomputed. TAX_DOCUMENT_PRINT_CSS puts
// only the documents on paper, one per page.

const DATE = new Intl.DateTimeFormat("en-IN", { timeZone: "Asia/Kolkata", day: "2-digit", month: "short", year: "numeric" });
const date = (iso: string) => DATE.format(new Date(iso));
const inr = (paise: number) => `₹${rupeesExact(paise)}`;

export const TAX_DOCUMENT_PRINT_CSS = `
@media print {
  @page { margin: 12mm; }
  html, body { background: #fff !important; }
  body * { visibility: hidden; }
  .tax-documents, .tax-documents * { visibility: visible; }
  .tax-documents { position: absolute; inset: 0 auto auto 0; width: 100%; }
  .tax-document { break-after: page; border: 0 !important; box-shadow: none !important; padding: 0 !important; margin: 0 !important; }
  .tax-document:last-child { break-after: auto; }
}`;

const th = "border-b border-stone-800 px-1.5 py-1.5 text-left font-semibold";
const td = "border-b border-stone-200 px-1.5 py-1.5 align-top";

export function TaxDocument({ doc }: { doc: TaxDocumentView }) {
  const intra = doc.intraState;
  return (
    <article
      className="tax-document mb-8 rounded-xl border border-stone-200 bg-white p-5 text-stone-900 shadow-sm sm:p-8"
      aria-label={`${doc.title} ${doc.number}`}
      data-testid="tax-document"
    >
      <header className="flex flex-col gap-4 border-b-2 border-stone-800 pb-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="max-w-sm text-sm">
          <p className="font-serif text-2xl font-bold">{doc.seller.name}</p>
          <p>{doc.seller.address}</p>
          <p className="mt-1 font-semibold">
            GSTIN: {doc.seller.gstin} · State code: {doc.seller.stateCode}
          </p>
        </div>
        <div className="text-sm sm:max-w-xs sm:shrink-0 sm:text-right">
          <h2 className="text-xl font-bold tracking-wide uppercase">{doc.title}</h2>
          <dl className="mt-1 space-y-0.5">
            <div>
              <dt className="inline">{doc.kind === "invoice" ? "Invoice no." : "Credit note no."}: </dt>
              <dd className="inline font-semibold" data-testid="document-number">
                {doc.number}
              </dd>
            </div>
            <div>
              <dt className="inline">Date: </dt>
              <dd className="inline">{date(doc.issuedAt)}</dd>
            </div>
            <div>
              <dt className="inline">Order: </dt>
              <dd className="inline">{doc.orderNumber}</dd>
            </div>
            {doc.invoice ? (
              <div>
                <dt className="inline">Against invoice: </dt>
                <dd className="inline">
                  {doc.invoice.number} of {date(doc.invoice.issuedAt)}
                </dd>
              </div>
            ) : null}
            <div>
              <dt className="inline">Place of supply: </dt>
              <dd className="inline" data-testid="place-of-supply">
                {doc.placeOfSupply.state} ({doc.placeOfSupply.code})
              </dd>
            </div>
            <div>
              <dt className="inline">Reverse charge: </dt>
              <dd className="inline">No</dd>
            </div>
          </dl>
        </div>
      </header>

      <div className="mt-4 grid gap-4 text-sm sm:grid-cols-2">
        <div>
          <h3 className="text-xs font-semibold tracking-wide text-stone-600 uppercase">Bill to</h3>
          <p className="font-semibold">{doc.buyer.name}</p>
          <p>{doc.buyer.address}</p>
          {doc.buyer.phone ? <p>Phone: {doc.buyer.phone}</p> : null}
        </div>
        <div>
          <h3 className="text-xs font-semibold tracking-wide text-stone-600 uppercase">Ship to</h3>
          <p>{doc.deliveryAddress}</p>
          <p>
            State: {doc.placeOfSupply.state} ({doc.placeOfSupply.code})
          </p>
        </div>
      </div>
      {doc.reason ? <p className="mt-3 text-sm">Reason: {doc.reason}</p> : null}

      <div className="mt-5 overflow-x-auto">
        <table className="w-full min-w-[40rem] border-collapse text-sm">
          <caption className="sr-only">
            Lines of {doc.title.toLowerCase()} {doc.number}
          </caption>
          <thead>
            <tr>
              <th scope="col" className={th}>#</th>
              <th scope="col" className={th}>Description</th>
              <th scope="col" className={th}>HSN</th>
              <th scope="col" className={`${th} text-right`}>Qty</th>
              <th scope="col" className={`${th} text-right`}>Taxable value</th>
              <th scope="col" className={`${th} text-right`}>Rate</th>
              {intra ? (
                <>
                  <th scope="col" className={`${th} text-right`}>CGST</th>
                  <th scope="col" className={`${th} text-right`}>SGST</th>
                </>
              ) : (
                <th scope="col" className={`${th} text-right`}>IGST</th>
              )}
              <th scope="col" className={`${th} text-right`}>Amount</th>
            </tr>
          </thead>
          <tbody>
            {doc.lines.map((l) => (
              <tr key={l.position}>
                <td className={td}>{l.position}</td>
                <td className={td}>{l.description}</td>
                <td className={td}>{l.hsnCode}</td>
                <td className={`${td} text-right`}>{l.quantity}</td>
                <td className={`${td} text-right`}>{inr(l.taxableValue)}</td>
                <td className={`${td} text-right`}>{l.rate}%</td>
                {intra ? (
                  <>
                    <td className={`${td} text-right`}>
                      {inr(l.cgst)} <span className="block text-xs text-stone-600">{l.rate / 2}%</span>
                    </td>
                    <td className={`${td} text-right`}>
                      {inr(l.sgst)} <span className="block text-xs text-stone-600">{l.rate / 2}%</span>
                    </td>
                  </>
                ) : (
                  <td className={`${td} text-right`}>{inr(l.igst)}</td>
                )}
                <td className={`${td} text-right`}>{inr(l.total)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <dl className="mt-4 ml-auto w-full max-w-xs space-y-1 text-sm" data-testid="document-totals">
        <div className="flex justify-between">
          <dt>Taxable value</dt>
          <dd>{inr(doc.taxableValue)}</dd>
        </div>
        {intra ? (
          <>
            <div className="flex justify-between">
              <dt>CGST</dt>
              <dd>{inr(doc.cgst)}</dd>
            </div>
            <div className="flex justify-between">
              <dt>SGST</dt>
              <dd>{inr(doc.sgst)}</dd>
            </div>
          </>
        ) : (
          <div className="flex justify-between">
            <dt>IGST</dt>
            <dd>{inr(doc.igst)}</dd>
          </div>
        )}
        <div className="flex justify-between border-t border-stone-800 pt-1 text-base font-bold">
          <dt>{doc.kind === "invoice" ? "Invoice value" : "Credit note value"}</dt>
          <dd>{inr(doc.total)}</dd>
        </div>
      </dl>
      <p className="mt-3 text-sm font-semibold" data-testid="amount-in-words">
        {doc.amountInWords}
      </p>
      <footer className="mt-6 flex flex-wrap items-end justify-between gap-4 border-t border-stone-300 pt-2 text-xs text-stone-600">
        <p>Prices include GST. This is a computer-generated document.</p>
        <p className="text-right">
          <span className="block font-semibold text-stone-900">For {doc.seller.name}</span>
          Authorised signatory
        </p>
      </footer>
    </article>
  );
}
