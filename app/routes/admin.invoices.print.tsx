import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { buttonClass, makeAdminErrorBoundary } from "~/components/admin/ui";
import { InvoiceActions } from "~/components/invoice/invoice-actions";
import { TAX_DOCUMENT_PRINT_CSS, TaxDocument } from "~/components/invoice/tax-document";
import { pageMeta } from "~/components/ui/page";
import { getTaxDocuments } from "~/models/invoice.server";
import { requireAdmin } from "~/utils/session.server";
import type { CachePolicy } from "~/utils/cache-control.server";

export const cachePolicy = "no-store" satisfies CachePolicy;

// /admin/invoices/print?id=...&id=...: the chosen invoices and credit notes on one page, one per
// sheet of paper, the admin shell left off the print (the multi-select on /admin/invoices).

export const meta: MetaFunction = ({ matches }) => pageMeta("Print invoices", matches);
export const ErrorBoundary = makeAdminErrorBoundary("Could not load the invoices.");

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const ids = new URL(request.url).searchParams.getAll("id");
  return { docs: await getTaxDocuments(ids), ids };
}

const SHELL_CSS = `@media print { #admin-sidebar, #admin-topbar { display: none !important; } }`;

export default function AdminInvoicesPrint() {
  const { docs, ids } = useLoaderData<typeof loader>();
  const pdf = `/admin/invoices/pdf?${new URLSearchParams(ids.map((id) => ["id", id]))}`;
  return (
    <div className="mx-auto max-w-5xl">
      <style dangerouslySetInnerHTML={{ __html: TAX_DOCUMENT_PRINT_CSS + SHELL_CSS }} />
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3 print:hidden">
        <Link to="/admin/invoices" className={buttonClass("ghost")}>
          ← Back to Invoices
        </Link>
        <div>
          <h1 className="font-serif text-2xl font-bold text-stone-900">Print invoices</h1>
          <p className="text-sm text-stone-600">
            {docs.length} {docs.length === 1 ? "document" : "documents"} ready to print
          </p>
        </div>
        {docs.length > 0 ? <InvoiceActions pdfs={[{ href: pdf, label: "Download PDF" }]} /> : null}
      </div>
      {docs.length === 0 ? (
        <p className="rounded-lg border border-stone-200 bg-white p-6 text-stone-700">No invoices chosen. Tick some on the Invoices screen first.</p>
      ) : (
        <div className="tax-documents">
          {docs.map((d) => (
            <TaxDocument key={d.id} doc={d} />
          ))}
        </div>
      )}
    </div>
  );
}

// After a post that never reached the server, the loaders are not re-fetched over the same dead network.
export { shouldRevalidate } from "~/utils/network-failure";
