import type { LoaderFunctionArgs } from "@remix-run/node";
import { exportProductsCsv } from "~/models/product-csv.server";
import { requireAdmin } from "~/utils/session.server";
import type { CachePolicy } from "~/utils/cache-control.server";

export const cachePolicy = "no-store" satisfies CachePolicy;

// GET /admin/products/export.csv: every product that is not archived, one row each, in the
// columns the import reads (models/product-csv.server.ts). A download, never cached.
export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const csv = await exportProductsCsv();
  const day = new Date().toISOString().slice(0, 10);
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="products-${day}.csv"`,
      "X-Content-Type-Options": "nosniff",
    },
  });
}
