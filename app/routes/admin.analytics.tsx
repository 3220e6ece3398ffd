import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { BarChart } from "~/components/admin/charts";
import { GrowthIndicator } from "~/components/admin/dashboard-growth";
import { AdminPageHeader, AdminTable, Card, StatCard, StatGrid, makeAdminErrorBoundary } from "~/components/admin/ui";
import { pageMeta } from "~/components/ui/page";
import { getAnalytics } from "~/models/analytics.server";
import { ANALYTICS_PERIODS, PERIOD_LABELS, parsePeriod, truncateName } from "~/schemas/admin-analytics";
import { formatDate, formatNumber } from "~/utils/format";
import { formatRupees } from "~/utils/money";
import { requireAdmin } from "~/utils/session.server";
import type { CachePolicy } from "~/utils/cache-control.server";

export const cachePolicy = "no-store" satisfies CachePolicy;

// /admin/analytics (spec/admin.md "Analytics", DECISIONS 3.7): every figure
// from real orders; the period selector is a set of links (?period=...), so it
// works without JavaScript and the URL holds the state.

export const meta: MetaFunction = ({ matches }) => pageMeta("Analytics", matches);

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const period = parsePeriod(new URL(request.url).searchParams.get("period"));
  return data({ analytics: await getAnalytics(period) });
}

export const ErrorBoundary = makeAdminErrorBoundary("Error loading analytics");

const SUFFIX = "vs previous period";

export default function AdminAnalytics() {
  const { analytics: a } = useLoaderData<typeof loader>();
  const { summary, highlights } = a;
  const maxCityRevenue = Math.max(1, ...a.cities.map((c) => c.revenue));
  return (
    <div>
      <AdminPageHeader title="Analytics">
        {PERIOD_LABELS[a.period]}: {formatDate(a.range.start)} to {formatDate(a.range.end)}
      </AdminPageHeader>

      <nav aria-label="Period" className="mb-6 flex flex-wrap gap-2" data-testid="period-selector">
        {ANALYTICS_PERIODS.map((p) => {
          const current = p === a.period;
          return (
            <Link
              key={p}
              to={`?period=${p}`}
              preventScrollReset
              aria-current={current ? "page" : undefined}
              className={`inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ${
                current ? "border-brand-700 bg-brand-700 text-white" : "border-stone-300 bg-white text-stone-800 hover:bg-stone-50"
              }`}
            >
              {PERIOD_LABELS[p]}
            </Link>
          );
        })}
      </nav>

      <StatGrid>
        <StatCard label="Total Revenue" value={formatRupees(summary.revenue.current)} tone="brand" hint={<GrowthIndicator percent={summary.revenue.change} suffix={SUFFIX} />} />
        <StatCard
          label="Total Orders"
          value={formatNumber(summary.orders.current)}
          tone="green"
          hint={
            <>
              <GrowthIndicator percent={summary.orders.change} suffix={SUFFIX} />
              <span className="block" data-testid="placed-orders">{formatNumber(a.placedOrders)} placed in all</span>
            </>
          }
        />
        <StatCard label="New Customers" value={formatNumber(summary.customers.current)} tone="blue" hint={<GrowthIndicator percent={summary.customers.change} suffix={SUFFIX} />} />
        <StatCard label="Avg Order Value" value={formatRupees(summary.averageOrder.current)} tone="yellow" hint={<GrowthIndicator percent={summary.averageOrder.change} suffix={SUFFIX} />} />
      </StatGrid>

      <AnalyticsDefinitions />

      <div className="grid gap-4 lg:grid-cols-3">
        <Card title={a.series.label} className="min-w-0 lg:col-span-3">
          <BarChart
            caption={`${a.series.label}, ${PERIOD_LABELS[a.period].toLowerCase()}`}
            valueLabel="Revenue"
            formatValue={formatRupees}
            data={a.series.points.map((p) => ({ key: p.key, label: p.label, title: p.title, value: p.revenue, detail: `${formatNumber(p.orders)} ${p.orders === 1 ? "order" : "orders"}` }))}
          />
        </Card>

        <div className="min-w-0 lg:col-span-2">
          <h2 className="mb-3 text-lg font-semibold text-stone-900">Top Performing Products</h2>
          {a.topProducts.length === 0 ? (
            <p className="rounded-xl border border-dashed border-stone-300 bg-white px-6 py-8 text-center text-sm text-stone-600">No sales in this period</p>
          ) : (
            <AdminTable caption="Top performing products in the period" head={["#", "Product", "Sold", "Revenue", "Growth"]}>
              {a.topProducts.map((p, i) => (
                <tr key={p._id}>
                  <td className="px-4 py-3 text-stone-500">{i + 1}</td>
                  <td className="px-4 py-3 font-medium text-stone-900" title={p.name}>
                    {truncateName(p.name)}
                  </td>
                  <td className="px-4 py-3">{formatNumber(p.sales)}</td>
                  <td className="px-4 py-3 whitespace-nowrap">{formatRupees(p.revenue)}</td>
                  <td className="px-4 py-3 whitespace-nowrap">
                    <GrowthIndicator percent={p.growth} suffix="" />
                  </td>
                </tr>
              ))}
              {reconciliationRows(a.reconciliation, summary.revenue.current)}
            </AdminTable>
          )}
        </div>

        <div className="min-w-0 space-y-3" data-testid="highlights">
          <h2 className="text-lg font-semibold text-stone-900">Highlights</h2>
          <Highlight label="Peak Sales Day" value={highlights.peakSalesDay?.day} hint={highlights.peakSalesDay ? `${formatRupees(highlights.peakSalesDay.revenue)} revenue` : undefined} />
          <Highlight label="Top Customer City" value={highlights.topCity?.city} hint={highlights.topCity ? `${formatRupees(highlights.topCity.revenue)} revenue` : undefined} />
          <Highlight
            label="Bestselling Category"
            value={highlights.bestsellingCategory?.name}
            hint={highlights.bestsellingCategory ? `${formatNumber(highlights.bestsellingCategory.totalSold)} sold` : undefined}
          />
        </div>

        <div className="min-w-0 lg:col-span-3">
          <h2 className="mb-3 text-lg font-semibold text-stone-900">Customer Insights by City</h2>
          {a.cities.length === 0 ? (
            <p className="rounded-xl border border-dashed border-stone-300 bg-white px-6 py-8 text-center text-sm text-stone-600">No customer orders in this period</p>
          ) : (
            <AdminTable caption="Customers and revenue by city in the period" head={["City", "Customers", "Revenue", "Avg per Customer", "Share"]}>
              {a.cities.map((c) => (
                <tr key={c.city} data-testid="city-row">
                  <td className="px-4 py-3 font-medium text-stone-900">{c.city}</td>
                  <td className="px-4 py-3">{formatNumber(c.customers)}</td>
                  <td className="px-4 py-3 whitespace-nowrap">{formatRupees(c.revenue)}</td>
                  <td className="px-4 py-3 whitespace-nowrap">{formatRupees(c.averagePerCustomer)}</td>
                  <td className="w-32 px-4 py-3">
                    <span className="block h-2 w-full rounded-full bg-stone-100" aria-hidden="true">
                      <span className="block h-2 rounded-full bg-gold-500" style={{ width: `${Math.round((c.revenue / maxCityRevenue) * 100)}%` }} />
                    </span>
                  </td>
                </tr>
              ))}
              {a.reconciliation.otherCities > 0 ? (
                <tr data-testid="city-other">
                  <td className="px-4 py-3 font-medium text-stone-700">Other cities</td>
                  <td className="px-4 py-3">{formatNumber(a.reconciliation.otherCityCustomers)}</td>
                  <td className="px-4 py-3 whitespace-nowrap">{formatRupees(a.reconciliation.otherCities)}</td>
                  <td className="px-4 py-3" />
                  <td className="px-4 py-3" />
                </tr>
              ) : null}
              <tr className="bg-stone-50 font-semibold" data-testid="city-total">
                <td className="px-4 py-3">Total (= Total Revenue)</td>
                <td className="px-4 py-3" />
                <td className="px-4 py-3 whitespace-nowrap">{formatRupees(summary.revenue.current)}</td>
                <td className="px-4 py-3" />
                <td className="px-4 py-3" />
              </tr>
            </AdminTable>
          )}
        </div>
      </div>
    </div>
  );
}

/** The rows under the top products that add up to the Total Revenue card. */
function reconciliationRows(r: { gross: number; discounts: number; shipping: number; refunds: number; otherProducts: number; otherProductUnits: number }, revenue: number) {
  const row = (key: string, label: string, amount: string, extra = "") => (
    <tr key={key} data-testid={`reconcile-${key}`} className={`bg-stone-50 ${extra}`}>
      <td className="px-4 py-2" />
      <td className="px-4 py-2 text-stone-700">{label}</td>
      <td className="px-4 py-2" />
      <td className="px-4 py-2 whitespace-nowrap">{amount}</td>
      <td className="px-4 py-2" />
    </tr>
  );
  return [
    r.otherProducts > 0 ? (
      <tr key="other" data-testid="reconcile-other">
        <td className="px-4 py-3" />
        <td className="px-4 py-3 text-stone-700">Other products</td>
        <td className="px-4 py-3">{formatNumber(r.otherProductUnits)}</td>
        <td className="px-4 py-3 whitespace-nowrap">{formatRupees(r.otherProducts)}</td>
        <td className="px-4 py-3" />
      </tr>
    ) : null,
    row("gross", "Gross sales (all products)", formatRupees(r.gross), "font-semibold"),
    row("discounts", "Coupon discounts", `− ${formatRupees(r.discounts)}`),
    row("shipping", "Shipping charged", `+ ${formatRupees(r.shipping)}`),
    row("refunds", "Refunds", `− ${formatRupees(r.refunds)}`),
    row("revenue", "Revenue (= Total Revenue)", formatRupees(revenue), "font-semibold"),
  ];
}

/** What the figures count, in words (the same definitions as models/analytics.server.ts). */
function AnalyticsDefinitions() {
  return (
    <section aria-labelledby="definitions-heading" className="mb-6 rounded-xl border border-stone-200 bg-white p-4 text-sm text-stone-700 shadow-sm" data-testid="analytics-definitions">
      <h2 id="definitions-heading" className="font-semibold text-stone-900">
        How these figures are counted
      </h2>
      <dl className="mt-2 grid gap-x-6 gap-y-2 md:grid-cols-2">
        <div>
          <dt className="inline font-medium text-stone-900">Orders: </dt>
          <dd className="inline">
            orders placed in the period that were paid (online, or Cash on Delivery once delivered) and not refunded in full, whatever their status now.
            Unpaid orders (pending COD, failed or abandoned payments, cancelled before payment) are not counted.
          </dd>
        </div>
        <div>
          <dt className="inline font-medium text-stone-900">Revenue: </dt>
          <dd className="inline">what the shop kept of those orders: their totals after coupon discounts, shipping included, minus refunds.</dd>
        </div>
        <div>
          <dt className="inline font-medium text-stone-900">Avg Order Value: </dt>
          <dd className="inline">revenue divided by the same orders.</dd>
        </div>
        <div>
          <dt className="inline font-medium text-stone-900">Tables: </dt>
          <dd className="inline">
            products and categories count the same orders&apos; items at the price paid; gross sales − coupon discounts + shipping − refunds = revenue. Cities sum
            to revenue. Dates are India time.
          </dd>
        </div>
      </dl>
    </section>
  );
}

function Highlight({ label, value, hint }: { label: string; value: string | undefined; hint?: string }) {
  return (
    <div className="rounded-xl border border-stone-200 bg-white p-4 shadow-sm">
      <p className="text-sm font-medium text-stone-600">{label}</p>
      <p className="mt-1 text-xl font-bold text-stone-900">{value ?? "No sales yet"}</p>
      {hint ? <p className="text-xs text-stone-600">{hint}</p> : null}
    </div>
  );
}

// After a post that never reached the server, the loaders are not re-fetched over the same dead network.
export { shouldRevalidate } from "~/utils/network-failure";
