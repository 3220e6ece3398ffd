// Links to an order's GST tax invoice (shown once the order has one: it is issued when the order ships).
// `base` is the order page's path ("/order/{id}"), used by the shopper's and the admin's order pages.

export function InvoiceLinks({ orderId, className = "" }: { orderId: string; className?: string }) {
  const base = `/order/${encodeURIComponent(orderId)}/invoice`;
  return (
    <p className={`flex flex-wrap gap-x-4 gap-y-1 text-sm ${className}`} data-testid="invoice-links">
      <a href={`${base}.pdf`} download className="font-semibold text-brand-700 underline">
        Download tax invoice (PDF)
      </a>
      <a href={base} className="font-semibold text-brand-700 underline">
        View and print invoice
      </a>
    </p>
  );
}
