import type { LoaderFunctionArgs } from "@remix-run/node";
import { GSTR1_PARTS, gstr1, gstr1Csv, type Gstr1Part } from "~/models/invoice.server";
import { monthOrCurrent } from "~/utils/gst";
import { requireAdmin } from "~/utils/session.server";
import type { CachePolicy } from "~/utils/cache-control.server";

export const cachePolicy = "no-store" satisfies CachePolicy;

// GET /admin/invoices/gstr1?month=YYYY-MM&part=documents|b2cs|hsn: one part of the month's GSTR-1
// helper as a CSV download (documents: every invoice and credit note by rate; b2cs: table 7 by place
// of supply and rate; hsn: table 12).

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const query = new URL(request.url).searchParams;
  const month = monthOrCurrent(query.get("month"));
  const asked = query.get("part");
  const part: Gstr1Part = GSTR1_PARTS.includes(asked as Gstr1Part) ? (asked as Gstr1Part) : "documents";
  const body = gstr1Csv(await gstr1(month), part);
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="gstr1-${month}-${part}.csv"`,
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
