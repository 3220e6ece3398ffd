import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useLoaderData, useLocation } from "@remix-run/react";
import { FlagBadges, ProductRowActions, ProductStatusBadge, StockBadge } from "~/components/admin/product-actions";
import { ActionLink, AdminPageHeader, AdminTable, EmptyState, FilterBar, Pager, SearchFilter, SelectFilter, StatCard, StatGrid, makeAdminErrorBoundary } from "~/components/admin/ui";
import { pageMeta } from "~/components/ui/page";
import { listAdminProducts, runProductRowAction } from "~/models/admin-product.server";
import { listCategories } from "~/models/category.server";
import { PLACEHOLDER_IMAGE, PRODUCT_TOASTS, SORT_OPTIONS, STATUS_OPTIONS, STOCK_FILTER_OPTIONS, parseAdminProductQuery } from "~/schemas/admin-product";
import { listUrl } from "~/utils/admin";
import { ADMIN_PRODUCTS_PAGE_SIZE } from "~/utils/constants";
import { formatRupees } from "~/utils/money";
import { requireAdmin } from "~/utils/session.server";
import { redirectWithToast } from "~/utils/toast.server";
import type { CachePolicy } from "~/utils/cache-control.server";
import { formatNumber } from "~/utils/format";

export const cachePolicy = "no-store" satisfies CachePolicy;

// /admin/products (spec/admin.md "Products"): stats tiles, a GET filter form
// (search, category, status), the table with every documented column and
// badge, row actions as plain POST forms (delete through a no-JS confirmation
// step), pagination and the empty state. The URL holds the filters and page;
// after an action the admin comes back to the same list.

export const meta: MetaFunction = ({ matches }) => pageMeta("Products", matches);

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const filters = parseAdminProductQuery(new URL(request.url).searchParams);
  const [list, categories] = await Promise.all([
    listAdminProducts({ ...filters, search: filters.search || undefined, category: filters.category || undefined, limit: ADMIN_PRODUCTS_PAGE_SIZE }),
    listCategories({ includeInactive: true }),
  ]);
  return data(
    { filters, ...list, categories: categories.map((c) => ({ _id: c._id, name: c.name })) },
  );
}

export async function action({ request }: ActionFunctionArgs) {
  await requireAdmin(request);
  const form = await request.formData();
  const toast = await runProductRowAction(String(form.get("intent") ?? ""), String(form.get("id") ?? ""));
  return redirectWithToast(listUrl(request, "/admin/products"), toast, { status: 303 });
}

export default function AdminProducts() {
  const { filters, products, pagination, stats, categories } = useLoaderData<typeof loader>();
  const location = useLocation();
  const filtered = Boolean(filters.search || filters.category || filters.status || filters.stock);
  return (
    <div>
      <AdminPageHeader
        title="Products"
        count={stats.total}
        noun="products"
        actions={
          <>
            <ActionLink to="/admin/products/import" variant="secondary">Import / Export CSV</ActionLink>
            <ActionLink to="/admin/products/new">Add Product</ActionLink>
          </>
        }
      >
        The catalogue: prices, stock, visibility and what the home page features.
      </AdminPageHeader>

      <StatGrid>
        <StatCard label="Total Products" value={formatNumber(stats.total)} tone="brand" />
        <StatCard label="Active Products" value={formatNumber(stats.active)} tone="green" hint={`${formatNumber(stats.inactive)} inactive`} />
        <StatCard label="Featured" value={formatNumber(stats.featured)} tone="yellow" />
        <StatCard label="Out of Stock" value={formatNumber(stats.outOfStock)} tone="red" hint={`${formatNumber(stats.lowStock)} low on stock`} />
      </StatGrid>

      <FilterBar label="Filter products">
        <SearchFilter value={filters.search} maxLength={200} placeholder="Name, material or tag" />
        <SelectFilter
          label="Category"
          name="category"
          value={filters.category}
          options={categories.map((c) => ({ value: c._id, label: c.name }))}
          all={{ value: "", label: "All Categories" }}
        />
        <SelectFilter label="Status" name="status" value={filters.status ?? ""} options={STATUS_OPTIONS} />
        <SelectFilter label="Stock" name="stock" value={filters.stock ?? ""} options={STOCK_FILTER_OPTIONS} />
        <SelectFilter label="Sort" name="sort" value={filters.sort} options={SORT_OPTIONS} />
      </FilterBar>

      <p className="mb-3 text-sm text-stone-600" data-testid="product-count" aria-live="polite">
        {pagination.total === 1 ? "1 product" : `${formatNumber(pagination.total)} products`}
        {filtered ? " match" : ""}
      </p>

      {products.length === 0 ? (
        <EmptyState title="No products found" hint="Try adjusting your search or filter criteria" action={<ActionLink to="/admin/products/new">Add Your First Product</ActionLink>} />
      ) : (
        <AdminTable caption="Products" head={["Product", "Category", "Price", "Stock Status", "Status", "Rating", "Actions"]}>
          {products.map((p) => (
            <tr key={p._id} className="align-top hover:bg-stone-50" data-testid="product-row">
              <td className="px-3 py-3">
                <div className="flex min-w-44 items-start gap-3">
                  <img src={p.images[0] ?? PLACEHOLDER_IMAGE} alt="" width={48} height={64} loading="lazy" className="h-16 w-12 shrink-0 rounded-md bg-stone-100 object-cover" />
                  <div className="min-w-0">
                    <Link to={`/admin/products/${p._id}`} className="font-semibold text-stone-900 hover:text-brand-700 hover:underline">
                      {p.name}
                    </Link>
                    <p className="text-xs text-stone-500">{p.material}</p>
                    <div className="mt-1 flex flex-wrap gap-1">
                      <FlagBadges product={p} />
                    </div>
                  </div>
                </div>
              </td>
              <td className="max-w-36 px-3 py-3 text-stone-700">
                {p.category.name}
                {p.subcategory ? <span className="block text-xs text-stone-500">{p.subcategory}</span> : null}
              </td>
              <td className="px-3 py-3 whitespace-nowrap">
                <span className="font-semibold text-stone-900">{formatRupees(p.price)}</span>
                {p.originalPrice > p.price ? (
                  <del className="block text-xs text-stone-500" aria-label={`Original price ${formatRupees(p.originalPrice)}`}>
                    {formatRupees(p.originalPrice)}
                  </del>
                ) : null}
              </td>
              <td className="px-3 py-3 whitespace-nowrap">
                <StockBadge stock={p.stock} />
                <span className="mt-1 block text-xs text-stone-600">{formatNumber(p.stock)} in stock</span>
              </td>
              <td className="px-3 py-3">
                <ProductStatusBadge product={p} />
              </td>
              <td className="px-3 py-3 text-stone-700">
                {p.reviewCount > 0 ? (
                  <span aria-label={`Rated ${p.rating} out of 5 from ${p.reviewCount} reviews`}>
                    <span aria-hidden="true" className="text-amber-500">
                      ★
                    </span>{" "}
                    {p.rating.toFixed(1)} <span className="text-xs text-stone-500">({formatNumber(p.reviewCount)})</span>
                  </span>
                ) : (
                  <span className="text-xs text-stone-500">No reviews</span>
                )}
              </td>
              <td className="px-3 py-3">
                <ProductRowActions product={p} compact />
              </td>
            </tr>
          ))}
        </AdminTable>
      )}

      {pagination.pages > 1 ? (
        <Pager page={pagination.page} pages={pagination.pages} search={location.search} summary={`Page ${pagination.page} of ${pagination.pages}`} />
      ) : null}
    </div>
  );
}

export const ErrorBoundary = makeAdminErrorBoundary(PRODUCT_TOASTS.loadFailed);

// After a post that never reached the server, the loaders are not re-fetched over the same dead network.
export { shouldRevalidate } from "~/utils/network-failure";
