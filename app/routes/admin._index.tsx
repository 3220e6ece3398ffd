import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import type { ReactNode } from "react";
import { Badge, Card, StatCard, StatGrid, AdminPageHeader, buttonClass, makeAdminErrorBoundary } from "~/components/admin/ui";
import { GrowthIndicator } from "~/components/admin/dashboard-growth";
import { pageMeta } from "~/components/ui/page";
import { getDashboardStats } from "~/models/analytics.server";
import { TOP_PRODUCTS_DAYS } from "~/schemas/admin-analytics";
import { DASHBOARD_BADGE, DASHBOARD_BADGE_DEFAULT } from "~/utils/admin";
import { capitalize, formatDate, formatNumber } from "~/utils/format";
import { formatRupees } from "~/utils/money";
import { requireAdmin } from "~/utils/session.server";
import type { CachePolicy } from "~/utils/cache-control.server";

export const cachePolicy = "no-store" satisfies CachePolicy;

// /admin (spec/admin.md "Dashboard"): four cards with month-over-month growth
// (Kolkata calendar months), recent orders, top products, low stock, category
// overview and quick actions, all from the database (models/analytics.server).

export const meta: MetaFunction = ({ matches }) => pageMeta("Admin Dashboard", matches);

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  return data({ stats: await getDashboardStats() });
}

export const ErrorBoundary = makeAdminErrorBoundary("Error loading dashboard");

const CATEGORY_OVERVIEW_SIZE = 5;

export default function AdminDashboard() {
  const { stats } = useLoaderData<typeof loader>();
  const { overview, growth } = stats;
  return (
    <div>
      <AdminPageHeader
        title="Dashboard"
        actions={
          <Link to="/admin/products/new" className={buttonClass("primary")}>
            Add Product
          </Link>
        }
      >
        Your store at a glance
      </AdminPageHeader>

      <StatGrid>
        <StatCard label="Total Users" value={formatNumber(overview.totalUsers)} tone="blue" hint={<GrowthIndicator percent={growth.users.growth} />} />
        <StatCard label="Total Orders" value={formatNumber(overview.totalOrders)} tone="green" hint={<GrowthIndicator percent={growth.orders.growth} />} />
        <StatCard label="Monthly Revenue" value={formatRupees(overview.monthlyRevenue)} tone="brand" hint={<GrowthIndicator percent={growth.revenue.growth} />} />
        <StatCard
          label="Total Products"
          value={formatNumber(overview.totalProducts)}
          tone="yellow"
          hint={`${formatNumber(overview.totalCategories)} ${overview.totalCategories === 1 ? "category" : "categories"}`}
        />
      </StatGrid>

      <div className="grid gap-4 lg:grid-cols-2">
        <ListCard title="Recent Orders" actions={<ViewAll to="/admin/orders" />} empty="No recent orders" testId="recent-orders" items={stats.recentOrders}>
          {(o) => (
                <li key={o._id} className="flex items-center justify-between gap-3 py-3">
                  <div className="min-w-0">
                    <Link to={`/admin/orders/${o._id}`} className="block truncate font-medium text-stone-900 hover:text-brand-700">
                      {o.user.firstName} {o.user.lastName}
                    </Link>
                    <p className="text-xs text-stone-600">{formatDate(o.createdAt)}</p>
                  </div>
                  <div className="flex shrink-0 flex-col items-end gap-1">
                    <span className="font-semibold text-stone-900">{formatRupees(o.totalAmount)}</span>
                    <Badge className={DASHBOARD_BADGE[o.status] ?? DASHBOARD_BADGE_DEFAULT}>{capitalize(o.status)}</Badge>
                  </div>
                </li>
          )}
        </ListCard>

        <ListCard
          title="Top Products"
          actions={<span className="text-xs text-stone-500">Last {TOP_PRODUCTS_DAYS} days</span>}
          empty="No sales data available"
          testId="top-products"
          items={stats.topProducts}
          ordered
        >
          {(p, i) => (
                <li key={p.product._id} className="flex items-center gap-3 py-3">
                  <span className="w-6 shrink-0 text-center text-sm font-bold text-stone-500" aria-label={`Rank ${i + 1}`}>
                    #{i + 1}
                  </span>
                  <ProductThumb image={p.product.image} />
                  <div className="min-w-0 flex-1">
                    <p className="truncate font-medium text-stone-900">{p.product.name}</p>
                    <p className="text-xs text-stone-600">{formatNumber(p.totalSold)} sold</p>
                  </div>
                  <span className="shrink-0 font-semibold text-stone-900">{formatRupees(p.revenue)}</span>
                </li>
          )}
        </ListCard>

        <ListCard
          title="Low Stock Alert"
          actions={<ViewAll to="/admin/products?stock=low&sort=stock" />}
          empty="All products are well stocked"
          testId="low-stock"
          items={stats.lowStockProducts}
        >
          {(p) => (
                <li key={p._id} className="flex items-center gap-3 py-3">
                  <ProductThumb image={p.image} />
                  <Link to={`/admin/products/${p._id}/edit`} className="min-w-0 flex-1 truncate font-medium text-stone-900 hover:text-brand-700">
                    {p.name}
                  </Link>
                  <Badge className={p.stock === 0 ? "bg-red-100 text-red-900 ring-red-300" : "bg-yellow-100 text-yellow-900 ring-yellow-300"}>{p.stock} left</Badge>
                </li>
          )}
        </ListCard>

        <ListCard
          title="Category Overview"
          actions={<ViewAll to="/admin/categories" />}
          empty="No categories available"
          testId="category-overview"
          items={stats.categoryStats.slice(0, CATEGORY_OVERVIEW_SIZE)}
        >
          {(c) => (
                <li key={c._id} className="flex items-center justify-between gap-3 py-3">
                  <span className="font-medium text-stone-900">{c.name}</span>
                  <span className="text-sm text-stone-600">
                    {formatNumber(c.activeProducts)} active / {formatNumber(c.productCount)} total
                  </span>
                </li>
          )}
        </ListCard>

        <Card title="Quick Actions" className="min-w-0 lg:col-span-2">
          <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-5">
            {QUICK_ACTIONS.map((action) => (
              <Link key={action.to} to={action.to} className={buttonClass(action.primary ? "primary" : "secondary")}>
                {action.label}
              </Link>
            ))}
          </div>
        </Card>
      </div>
    </div>
  );
}

function ProductThumb({ image }: { image: string | null }) {
  return image ? (
    <img src={image} alt="" width={40} height={40} loading="lazy" className="size-10 shrink-0 rounded-md border border-stone-200 object-cover" />
  ) : (
    <span aria-hidden="true" className="flex size-10 shrink-0 items-center justify-center rounded-md border border-stone-200 bg-stone-100 text-stone-400">
      ▢
    </span>
  );
}

const QUICK_ACTIONS = [
  { to: "/admin/products", label: "Manage Products" },
  { to: "/admin/orders", label: "View Orders" },
  { to: "/admin/customers", label: "Manage Customers" },
  { to: "/admin/categories", label: "Manage Categories" },
  { to: "/admin/products/new", label: "Add Product", primary: true },
];

function ViewAll({ to }: { to: string }) {
  return (
    <Link to={to} className={buttonClass("ghost", "sm")}>
      View all
    </Link>
  );
}

/** A dashboard card listing a few rows (one <li> each from `children`), or a sentence when there are none. */
function ListCard<T>({
  title,
  actions,
  empty,
  testId,
  items,
  ordered = false,
  children,
}: {
  title: string;
  actions?: ReactNode;
  empty: string;
  testId: string;
  items: T[];
  ordered?: boolean;
  children: (item: T, index: number) => ReactNode;
}) {
  const List = ordered ? "ol" : "ul";
  return (
    <Card className="min-w-0" title={title} actions={actions}>
      {items.length === 0 ? (
        <p className="py-6 text-center text-sm text-stone-600">{empty}</p>
      ) : (
        <List className="divide-y divide-stone-100" data-testid={testId}>
          {items.map((item, index) => children(item, index))}
        </List>
      )}
    </Card>
  );
}

// After a post that never reached the server, the loaders are not re-fetched over the same dead network.
export { shouldRevalidate } from "~/utils/network-failure";
