import type { LoaderFunctionArgs } from "@remix-run/node";
import { pdfFileName, pdfResponse } from "~/models/invoice-pdf.server";
import { getTaxDocuments } from "~/models/invoice.server";
import { requireAdmin } from "~/utils/session.server";
import type { CachePolicy } from "~/utils/cache-control.server";

export const cachePolicy = "no-store" satisfies CachePolicy;

// GET /admin/invoices/pdf?id=...&id=...: the chosen invoices and credit notes in one PDF, one per
// page (the multi-select on /admin/invoices). 404 when none of the ids is a document.

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const docs = await getTaxDocuments(new URL(request.url).searchParams.getAll("id"));
  if (docs.length === 0) throw new Response("No invoices chosen", { status: 404, headers: { "Cache-Control": "no-store" } });
  return pdfResponse(docs, docs.length === 1 ? pdfFileName(docs[0].number) : `tax-documents-${docs.length}.pdf`);
}
