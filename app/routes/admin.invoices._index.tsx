import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Gstr1Summaries, InvoiceList } from "~/components/admin/invoices";
import { AdminPageHeader, FilterBar, FilterField, inputClass, makeAdminErrorBoundary } from "~/components/admin/ui";
import { pageMeta } from "~/components/ui/page";
import { gstr1, listTaxDocuments } from "~/models/invoice.server";
import { monthOrCurrent } from "~/utils/gst";
import { requireAdmin } from "~/utils/session.server";
import type { CachePolicy } from "~/utils/cache-control.server";

export const cachePolicy = "no-store" satisfies CachePolicy;

// /admin/invoices?month=YYYY-MM: the month's GST tax invoices and credit notes (India time), a
// multi-select to print them or download them as one PDF, and the GSTR-1 helper (B2C summary by
// place of supply and rate, HSN summary, CSV downloads). Decision 0017.

export const meta: MetaFunction = ({ matches }) => pageMeta("Invoices", matches);
export const ErrorBoundary = makeAdminErrorBoundary("Could not load the invoices.");

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const month = monthOrCurrent(new URL(request.url).searchParams.get("month"));
  const [rows, g] = await Promise.all([listTaxDocuments(month), gstr1(month)]);
  return { month, rows, b2cs: g.b2cs, hsn: g.hsn };
}

export default function AdminInvoices() {
  const { month, rows, b2cs, hsn } = useLoaderData<typeof loader>();
  return (
    <div className="space-y-6">
      <AdminPageHeader title="Invoices" count={rows.length} noun="documents">
        GST tax invoices (series SE) and credit notes (series CN) issued in {month}.
      </AdminPageHeader>
      <FilterBar label="Month">
        <FilterField label="Month">
          <input type="month" name="month" defaultValue={month} min="2017-07" className={inputClass} />
        </FilterField>
      </FilterBar>
      <InvoiceList rows={rows} month={month} />
      <Gstr1Summaries month={month} b2cs={b2cs} hsn={hsn} />
    </div>
  );
}

// After a post that never reached the server, the loaders are not re-fetched over the same dead network.
export { shouldRevalidate } from "~/utils/network-failure";
