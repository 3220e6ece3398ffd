import type { LoaderFunctionArgs } from "@remix-run/node";
import { ordersCsvStream } from "~/models/admin-order-export.server";
import { listParamsOf, readAdminOrderFilters } from "~/schemas/admin-order";
import { requireAdmin } from "~/utils/session.server";
import type { CachePolicy } from "~/utils/cache-control.server";

export const cachePolicy = "no-store" satisfies CachePolicy;

// GET /admin/orders/export.csv?search=&status=&from=&to=&sortBy=&sortOrder=: every order the
// list shows for the same filters (all pages, the list's order) as a CSV download, streamed
// (admin-order-export.server.ts). Text cells are CSV-injection safe.

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const filters = readAdminOrderFilters(new URL(request.url).searchParams);
  const range = filters.from || filters.to ? `-${filters.from || "start"}-to-${filters.to || "today"}` : "";
  const today = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
  return new Response(ordersCsvStream(listParamsOf(filters, 1)), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="orders${range}-${today}.csv"`,
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
