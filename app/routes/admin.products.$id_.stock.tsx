import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { StockHistory } from "~/components/admin/stock-history";
import { AdminPageHeader, buttonClass, Card, inputClass, makeAdminErrorBoundary } from "~/components/admin/ui";
import { pageMeta } from "~/components/ui/page";
import { gridChangesFrom, getStockGrid, saveStockGrid, STOCK_GRID_MESSAGES, type GridCell } from "~/models/stock-grid.server";
import type { CachePolicy } from "~/utils/cache-control.server";
import { AppError } from "~/utils/errors";
import { requireAdmin } from "~/utils/session.server";
import { redirectWithToast } from "~/utils/toast.server";

export const cachePolicy = "no-store" satisfies CachePolicy;

// /admin/products/{id}/stock: the stock grid (issue 13 section 1, docs/decisions/0019). Sizes are
// rows, colours columns; each cell is the stock and SKU of that combination. A plain form (works
// without JavaScript): one save writes every changed cell in one transaction, each a movement with
// the reason typed, and only while the cell still holds the number shown (else nothing is saved and
// the current numbers are shown). Cells at or under the low-stock threshold are marked.

export const meta: MetaFunction<typeof loader> = ({ matches, data: d }) => pageMeta(d?.grid ? `Stock: ${d.grid.product.name}` : "Product not found", matches);

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const grid = await getStockGrid(params.id ?? "");
  if (!grid) throw new Response("Product not found", { status: 404 });
  return { grid };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  const id = params.id ?? "";
  const form = await request.formData();
  const reason = String(form.get("reason") ?? "");
  try {
    const n = await saveStockGrid(id, gridChangesFrom(form), reason, admin.id);
    return redirectWithToast(`/admin/products/${encodeURIComponent(id)}/stock`, { type: "success", title: n ? STOCK_GRID_MESSAGES.saved(n) : STOCK_GRID_MESSAGES.nothing }, { status: 303 });
  } catch (error) {
    if (error instanceof AppError) return data({ error: error.message, reason }, { status: error.status });
    throw error;
  }
}

export default function StockGridPage() {
  const { grid } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  const cell = (size: string, color: string) => grid.cells.find((c) => c.size === size && c.color === color);
  let index = 0;
  return (
    <div className="mx-auto max-w-6xl">
      <Link to={`/admin/products/${grid.product.id}`} className="mb-2 inline-flex min-h-11 items-center text-sm font-medium text-brand-700 hover:text-brand-900">
        <span aria-hidden="true">←&nbsp;</span>Back to product
      </Link>
      <AdminPageHeader title={`Stock: ${grid.product.name}`}>
        Total {grid.product.stock} units · low stock at {grid.lowStockThreshold} or fewer
      </AdminPageHeader>

      <Card title="Stock per size and colour">
        {/* The key makes a refused save show the current numbers (new defaults) after the loader runs again. */}
        <Form method="post" key={grid.cells.map((c) => `${c.stock}:${c.sku ?? ""}`).join(",")} className="space-y-4">
          {reply?.error ? (
            <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800">
              {reply.error}
            </p>
          ) : null}
          <div className="overflow-x-auto">
            <table className="text-sm" data-testid="stock-grid">
              <caption className="sr-only">Stock and SKU: sizes in rows, colours in columns</caption>
              <thead>
                <tr>
                  <th scope="col" className="p-2 text-left font-medium text-stone-600">
                    Size
                  </th>
                  {grid.colors.map((color) => (
                    <th key={color} scope="col" className="p-2 text-left font-semibold text-stone-900">
                      {color}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y divide-stone-100">
                {grid.sizes.map((size) => (
                  <tr key={size}>
                    <th scope="row" className="p-2 text-left font-semibold text-stone-900">
                      {size}
                    </th>
                    {grid.colors.map((color) => {
                      const c = cell(size, color);
                      return <td key={color} className="p-2 align-top">{c ? <GridInput c={c} i={index++} low={grid.lowStockThreshold} /> : <span className="text-stone-400">-</span>}</td>;
                    })}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <label className="block max-w-xl text-sm font-medium text-stone-900">
            Reason for a stock change
            <input name="reason" defaultValue={reply?.reason ?? ""} maxLength={200} placeholder="e.g. Delivery from the weaver, recount" className={`${inputClass} mt-1`} />
          </label>
          <button type="submit" disabled={busy} className={buttonClass("primary")}>
            {busy ? "Saving..." : "Save stock"}
          </button>
        </Form>
      </Card>

      <Card title="Stock history" className="mt-6">
        <StockHistory movements={grid.movements} />
      </Card>
    </div>
  );
}

function GridInput({ c, i, low }: { c: GridCell; i: number; low: number }) {
  const label = `${c.size} / ${c.color}`;
  const tone = c.stock === 0 ? "border-red-400 bg-red-50" : c.stock <= low ? "border-yellow-400 bg-yellow-50" : "";
  return (
    <div className="grid w-32 gap-1">
      <input type="hidden" name={`cell.${i}.size`} value={c.size} />
      <input type="hidden" name={`cell.${i}.color`} value={c.color} />
      <input type="hidden" name={`cell.${i}.expected`} value={c.stock} />
      <input type="hidden" name={`cell.${i}.expectedSku`} value={c.sku ?? ""} />
      <input
        type="number"
        name={`cell.${i}.stock`}
        min={0}
        max={100000}
        step={1}
        required
        defaultValue={c.stock}
        aria-label={`Stock of ${label}`}
        className={`${inputClass} ${tone}`}
      />
      <input name={`cell.${i}.sku`} defaultValue={c.sku ?? ""} maxLength={64} aria-label={`SKU of ${label}`} placeholder="SKU" className={`${inputClass} text-xs`} />
      {c.stock === 0 ? <span className="text-xs font-medium text-red-700">Out of stock</span> : c.stock <= low ? <span className="text-xs font-medium text-yellow-800">Low stock</span> : null}
      {!c.offered ? <span className="text-xs text-stone-600">No longer offered</span> : null}
      {c.waiting > 0 ? <span className="text-xs text-stone-600">{c.waiting} waiting to be notified</span> : null}
    </div>
  );
}

export const ErrorBoundary = makeAdminErrorBoundary("Error Loading Product");
