import type { LoaderFunctionArgs } from "@remix-run/node";
import { pdfFileName, pdfResponse } from "~/models/invoice-pdf.server";
import { getOrderTaxDocuments } from "~/models/invoice.server";
import { requireUser } from "~/utils/session.server";
import type { CachePolicy } from "~/utils/cache-control.server";

export const cachePolicy = "no-store" satisfies CachePolicy;

// GET /order/{id}/invoice.pdf: the order's GST tax invoice as a PDF download (?doc=credit-note:
// the credit note that reversed it; ?doc=<id>: one of its credit notes, e.g. a partial refund's). Only the order's owner or an admin; otherwise 404.

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const docs = await getOrderTaxDocuments(params.id ?? "", user);
  const doc = new URL(request.url).searchParams.get("doc");
  // "credit-note": the reversal (else the latest credit note); a credit note's id: that one.
  const wanted = !doc ? docs?.invoice : doc === "credit-note" ? (docs?.creditNote ?? docs?.creditNotes.at(-1)) : docs?.creditNotes.find((n) => n.id === doc);
  if (!wanted) throw new Response("Invoice Not Found", { status: 404, headers: { "Cache-Control": "no-store" } });
  return pdfResponse([wanted], pdfFileName(wanted.number));
}
