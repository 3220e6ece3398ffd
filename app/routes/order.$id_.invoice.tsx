import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { TAX_DOCUMENT_PRINT_CSS, TaxDocument } from "~/components/invoice/tax-document";
import { InvoiceActions } from "~/components/invoice/invoice-actions";
import { makeOrderErrorBoundary } from "~/components/order/order-error-boundary";
import { pageMeta } from "~/components/ui/page";
import { getOrderTaxDocuments } from "~/models/invoice.server";
import { requireUser } from "~/utils/session.server";
import type { CachePolicy } from "~/utils/cache-control.server";

export const cachePolicy = "no-store" satisfies CachePolicy;

// /order/{id}/invoice: the order's GST tax invoice (and its credit notes: partial refunds', the reversal)
// as HTML, ready to print, with links to the PDFs. Only the order's owner or an admin; anyone
// else, an unknown order and an order not yet invoiced (not shipped) get the 404 page.

export const meta: MetaFunction<typeof loader> = ({ data: d, matches }) => pageMeta(d ? `Tax Invoice ${d.invoice.number}` : "Tax Invoice", matches);

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const docs = await getOrderTaxDocuments(params.id ?? "", user);
  if (!docs) throw new Response("Invoice Not Found", { status: 404, statusText: "Not Found" });
  return docs;
}

export default function OrderInvoicePage() {
  const { invoice, creditNotes } = useLoaderData<typeof loader>();
  const orderPath = `/order/${encodeURIComponent(invoice.orderId)}`;
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6">
      {/* Raw CSS: a text child would be HTML-escaped and break the selectors. */}
      <style dangerouslySetInnerHTML={{ __html: TAX_DOCUMENT_PRINT_CSS }} />
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3 print:hidden">
        <div>
          <Link to={orderPath} className="text-sm font-medium text-brand-700 hover:underline">
            ← Order {invoice.orderNumber}
          </Link>
          <h1 className="font-serif text-2xl font-bold text-brand-700">{creditNotes.length === 0 ? "Tax invoice" : creditNotes.length === 1 ? "Tax invoice and credit note" : "Tax invoice and credit notes"}</h1>
        </div>
        <InvoiceActions
          pdfs={[
            { href: `${orderPath}/invoice.pdf`, label: "Download invoice (PDF)" },
            ...creditNotes.map((n) => ({ href: `${orderPath}/invoice.pdf?doc=${encodeURIComponent(n.id)}`, label: `Download credit note ${n.number} (PDF)` })),
          ]}
        />
      </div>
      <div className="tax-documents">
        <TaxDocument doc={invoice} />
        {creditNotes.map((n) => (
          <TaxDocument key={n.id} doc={n} />
        ))}
      </div>
    </div>
  );
}

export const ErrorBoundary = makeOrderErrorBoundary("Invoice Not Found", "An order has a tax invoice once it has shipped.");

// After a post that never reached the server, the loaders are not re-fetched over the same dead network.
export { shouldRevalidate } from "~/utils/network-failure";
