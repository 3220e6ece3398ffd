// Links to an order's GST tax invoice (shown once the order has one: it is issued when the order ships)
// and to its credit notes (a partial refund's, or the reversal of a cancellation or return after the
// invoice; docs/decisions/0030). Used by the shopper's and the admin's order pages.

/** Paise as rupees with paise ("₹300.00"): a credit note's value is to the paisa. */
const rupees = (paise: number) => `₹${(paise / 100).toLocaleString("en-IN", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

export type CreditNoteLinkView = { id: string; number: string; total: number; partial: boolean };

export function InvoiceLinks({ orderId, creditNotes = [], className = "" }: { orderId: string; creditNotes?: CreditNoteLinkView[]; className?: string }) {
  const base = `/order/${encodeURIComponent(orderId)}/invoice`;
  return (
    <div className={className} data-testid="invoice-links">
      <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
        <a href={`${base}.pdf`} download className="font-semibold text-brand-700 underline">
          Download tax invoice (PDF)
        </a>
        <a href={base} className="font-semibold text-brand-700 underline">
          View and print invoice
        </a>
      </p>
      {creditNotes.length > 0 ? (
        <ul className="mt-1 space-y-1 text-sm" data-testid="credit-notes">
          {creditNotes.map((n) => (
            <li key={n.id} className="flex flex-wrap gap-x-3">
              <span>
                Credit note <span className="font-mono">{n.number}</span> ({n.partial ? "partial refund" : "reversal"}): {rupees(n.total)}
              </span>
              <a href={`${base}.pdf?doc=${encodeURIComponent(n.id)}`} download className="font-semibold text-brand-700 underline">
                Download credit note (PDF)
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
