import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useLoaderData, useOutlet } from "@remix-run/react";
import { FlagBadges, ProductNotFound, ProductRowActions, ProductStatusBadge, StockBadge } from "~/components/admin/product-actions";
import { AdminPageHeader, Card, makeAdminErrorBoundary } from "~/components/admin/ui";
import { pageMeta } from "~/components/ui/page";
import { countProductOrders, runProductRowAction } from "~/models/admin-product.server";
import { getProductForAdmin } from "~/models/catalog.server";
import { listStockMovements, type StockMovementView } from "~/models/stock.server";
import { StockHistory } from "~/components/admin/stock-history";
import { PRODUCT_TOASTS } from "~/schemas/admin-product";
import { formatDateTime, formatNumber } from "~/utils/format";
import { formatRupees } from "~/utils/money";
import { requireAdmin } from "~/utils/session.server";
import { redirectWithToast } from "~/utils/toast.server";
import type { CachePolicy } from "~/utils/cache-control.server";

export const cachePolicy = "no-store" satisfies CachePolicy;

// /admin/products/{id}: the document's "details dialog" as a page (it works
// without JavaScript and can be linked): images, name, category, subcategory,
// material, stock, status badges, current and original price, rounded
// discount percent, description, colours, sizes, tags, rating out of 5,
// review count, created and updated dates and the product id, with the row
// actions, and the stock history (every StockMovement: sale, cancellation,
// return, expiry of an unpaid hold, admin adjustment with its reason). It is
// also the parent route of /admin/products/{id}/edit (flat routes nest by
// name), which it renders instead of itself.

export const meta: MetaFunction<typeof loader> = ({ matches, data: d }) => pageMeta(d?.product ? d.product.name : PRODUCT_TOASTS.notFound, matches);

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const product = await getProductForAdmin(params.id ?? "");
  if (!product) return data({ product: null, orderCount: 0, movements: [] as StockMovementView[] }, { status: 404 });
  const [orderCount, movements] = await Promise.all([countProductOrders(product._id), listStockMovements(product._id)]);
  return data({ product, orderCount, movements });
}

export async function action({ request, params }: ActionFunctionArgs) {
  await requireAdmin(request);
  const id = params.id ?? "";
  const form = await request.formData();
  const toast = await runProductRowAction(String(form.get("intent") ?? ""), String(form.get("id") ?? id));
  return redirectWithToast(toast.gone ? "/admin/products" : `/admin/products/${encodeURIComponent(id)}`, toast, { status: 303 });
}

function Chips({ label, values }: { label: string; values: string[] }) {
  return (
    <div>
      <dt className="text-sm font-medium text-stone-600">{label}</dt>
      <dd className="mt-1 flex flex-wrap gap-1.5">
        {values.length === 0 ? <span className="text-sm text-stone-500">None</span> : null}
        {values.map((v) => (
          <span key={v} className="rounded-full bg-stone-100 px-3 py-1 text-sm text-stone-800 ring-1 ring-stone-200">
            {v}
          </span>
        ))}
      </dd>
    </div>
  );
}

export default function ProductDetails() {
  const outlet = useOutlet();
  const { product, orderCount, movements } = useLoaderData<typeof loader>();
  if (outlet) return outlet;
  if (!product) {
    return <ProductNotFound />;
  }
  const row = (label: string, value: React.ReactNode) => (
    <div>
      <dt className="text-sm font-medium text-stone-600">{label}</dt>
      <dd className="mt-0.5 text-stone-900">{value}</dd>
    </div>
  );
  return (
    <div className="mx-auto max-w-5xl">
      <Link to="/admin/products" className="mb-2 inline-flex min-h-11 items-center text-sm font-medium text-brand-700 hover:text-brand-900">
        <span aria-hidden="true">←&nbsp;</span>Back to Products
      </Link>
      <AdminPageHeader title={product.name}>
        <span className="inline-flex flex-wrap items-center gap-1.5">
          <ProductStatusBadge product={product} />
          <StockBadge stock={product.stock} />
          <FlagBadges product={product} />
        </span>
      </AdminPageHeader>

      {product.archivedAt ? (
        <p role="status" className="mb-4 rounded-lg border border-stone-300 bg-stone-50 p-3 text-sm text-stone-800">
          Archived on {formatDateTime(product.archivedAt)}: it appears in orders, so it was kept for order history and is hidden from the shop. Restore brings it back, inactive.
        </p>
      ) : null}

      <div className="mb-6">
        <ProductRowActions product={product} showDetails={false} />
      </div>

      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <Card title="Images">
          <ul className="grid grid-cols-2 gap-3" aria-label="Product images">
            {product.images.map((src, i) => (
              <li key={src} className="overflow-hidden rounded-lg border border-stone-200 bg-stone-50">
                <img src={src} alt={`${product.name}, image ${i + 1}`} className="aspect-[3/4] w-full object-cover" loading={i > 1 ? "lazy" : undefined} />
              </li>
            ))}
          </ul>
        </Card>

        <Card title="Details">
          <dl className="grid gap-4 sm:grid-cols-2" data-testid="product-details">
            {row("Category", product.category.name)}
            {row("Subcategory", product.subcategory ?? "None")}
            {row("Material", product.material)}
            {row("Stock", `${formatNumber(product.stock)} units`)}
            {row(
              "Price",
              <span>
                <span className="font-semibold">{formatRupees(product.price)}</span>
                {product.originalPrice > product.price ? (
                  <>
                    {" "}
                    <del className="text-stone-500">{formatRupees(product.originalPrice)}</del>{" "}
                    <span className="font-semibold text-green-700">{product.discountPercentage}% off</span>
                  </>
                ) : null}
              </span>,
            )}
            {row("Original Price", formatRupees(product.originalPrice))}
            {row("Rating", product.reviewCount > 0 ? `${product.rating.toFixed(1)} out of 5` : "No reviews yet")}
            {row("Review Count", formatNumber(product.reviewCount))}
            {row("Created", formatDateTime(product.createdAt))}
            {row("Updated", formatDateTime(product.updatedAt))}
            {row("Product ID", <code className="text-sm break-all">{product._id}</code>)}
            {row("In orders", orderCount > 0 ? `${orderCount} order ${orderCount === 1 ? "line" : "lines"}` : "None")}
            <div className="sm:col-span-2">
              <dt className="text-sm font-medium text-stone-600">Description</dt>
              <dd className="mt-0.5 whitespace-pre-line text-stone-900">{product.description}</dd>
            </div>
            <Chips label="Colors" values={product.colors} />
            <Chips label="Sizes" values={product.sizes} />
            <Chips label="Tags" values={product.tags} />
          </dl>
        </Card>
      </div>

      <Card
        title="Stock history"
        className="mt-6"
        actions={
          <Link to={`/admin/products/${product._id}/stock`} className="text-sm font-medium text-brand-700 hover:text-brand-900">
            Stock per size and colour
          </Link>
        }
      >
        <StockHistory movements={movements} />
      </Card>
    </div>
  );
}

export const ErrorBoundary = makeAdminErrorBoundary(PRODUCT_TOASTS.productFailed);

// After a post that never reached the server, the loaders are not re-fetched over the same dead network.
export { shouldRevalidate } from "~/utils/network-failure";
