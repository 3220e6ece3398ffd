import { getStockGrid, saveStockGrid } from "~/models/stock-grid.server";
import { StockGridBodySchema } from "~/schemas/api/admin";
import { apiMethods, ok, parseJsonBody, requireApiAdmin } from "~/utils/api.server";
import type { CachePolicy } from "~/utils/cache-control.server";
import { NotFound } from "~/utils/errors";

export const cachePolicy = "no-store" satisfies CachePolicy;

// GET and PUT /api/admin/products/{id}/stock: the twin of the admin's stock grid
// (/admin/products/{id}/stock, docs/decisions/0019). PUT writes the given cells in one
// transaction, each a compare-and-set against `expected` and a movement with `reason`.
export const { loader, action } = apiMethods({
  GET: async ({ request, params }) => {
    await requireApiAdmin(request);
    const grid = await getStockGrid(params.id ?? "");
    if (!grid) throw new NotFound("Product not found");
    const { movements: _movements, ...rest } = grid;
    return ok(rest, "Stock retrieved successfully");
  },
  PUT: async ({ request, params }) => {
    const admin = await requireApiAdmin(request);
    const body = await parseJsonBody(request, StockGridBodySchema);
    const id = params.id ?? "";
    await saveStockGrid(id, body.cells, body.reason, admin.id);
    const grid = await getStockGrid(id);
    if (!grid) throw new NotFound("Product not found");
    const { movements: _movements, ...rest } = grid;
    return ok(rest, "Stock updated");
  },
});
