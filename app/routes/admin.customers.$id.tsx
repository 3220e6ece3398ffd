import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { CustomerStatusAction, CustomerStatusBadge } from "~/components/admin/customer-status";
import { AdminTable, Avatar, DetailPageHeader, Badge, Card, DetailRow, StatCard, StatGrid, makeAdminErrorBoundary } from "~/components/admin/ui";
import { pageMeta } from "~/components/ui/page";
import { getCustomerDetail } from "~/models/admin-customer.server";
import { CUSTOMER_MESSAGES, CUSTOMER_RECENT_ORDERS } from "~/schemas/admin-customer";
import { ORDER_LIST_BADGE, shortId } from "~/utils/admin";
import { capitalize, formatDate, formatDateTime } from "~/utils/format";
import { NotFound } from "~/utils/errors";
import { formatRupees } from "~/utils/money";
import { requireAdmin } from "~/utils/session.server";
import { changeCustomerStatus } from "~/utils/customer-status-action.server";
import type { CachePolicy } from "~/utils/cache-control.server";

export const cachePolicy = "no-store" satisfies CachePolicy;

// /admin/customers/{id}: one customer's profile, order figures, newest
// orders and address book, with the same activate/deactivate step as the list.

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  pageMeta(data ? `${data.customer.firstName} ${data.customer.lastName} | Customers` : "Customer", matches);

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request);
  try {
    const detail = await getCustomerDetail(params.id ?? "");
    return data(detail);
  } catch (error) {
    if (error instanceof NotFound) throw new Response(CUSTOMER_MESSAGES.notFound, { status: 404 });
    throw error;
  }
}

export async function action({ request, params }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  const id = params.id ?? "";
  return changeCustomerStatus(request, admin.id, `/admin/customers/${encodeURIComponent(id)}`, id);
}

const PAYMENT_BADGE: Record<string, string> = {
  paid: "bg-green-100 text-green-900 ring-green-300",
  pending: "bg-yellow-100 text-yellow-900 ring-yellow-300",
  failed: "bg-red-100 text-red-900 ring-red-300",
  refunded: "bg-stone-200 text-stone-800 ring-stone-300",
};

export default function AdminCustomerDetail() {
  const { customer, recentOrders, addresses } = useLoaderData<typeof loader>();
  const name = `${customer.firstName} ${customer.lastName}`;
  return (
    <div>
      <DetailPageHeader back="/admin/customers" backLabel="Back to Customers" title={name} actions={<CustomerStatusAction customer={customer} />}>
        Customer <span className="font-mono">{shortId(customer._id, false)}</span> · joined {formatDate(customer.createdAt)}
        <CustomerStatusBadge isActive={customer.isActive} />
      </DetailPageHeader>

      <StatGrid>
        <StatCard label="Orders" value={customer.stats.orderCount} tone="blue" />
        <StatCard label="Total Spent" value={formatRupees(customer.stats.totalSpent)} hint="Paid or delivered, excluding cancelled and returned" tone="green" />
        <StatCard label="Last Order" value={customer.stats.lastOrderDate ? formatDate(customer.stats.lastOrderDate) : "None yet"} tone="brand" />
        <StatCard label="Last Sign-in" value={customer.lastLoginAt ? formatDate(customer.lastLoginAt) : "Never"} tone="stone" />
      </StatGrid>

      <div className="grid grid-cols-1 gap-4 lg:grid-cols-3">
        <Card title="Profile" className="lg:col-span-1">
          <div className="mb-3 flex items-center gap-3">
            <Avatar firstName={customer.firstName} lastName={customer.lastName} />
            <p className="font-semibold text-stone-900">{name}</p>
          </div>
          <dl className="divide-y divide-stone-100">
            <DetailRow columns={3} label="Email">
              <a href={`mailto:${customer.email}`} className="text-brand-700 hover:text-brand-900">
                {customer.email}
              </a>
            </DetailRow>
            <DetailRow columns={3} label="Phone">{customer.phone ?? "Not given"}</DetailRow>
            <DetailRow columns={3} label="Gender">{customer.gender ? capitalize(customer.gender.replace(/-/g, " ")) : "Not given"}</DetailRow>
            <DetailRow columns={3} label="Newsletter">{customer.newsletter ? "Subscribed" : "Not subscribed"}</DetailRow>
            <DetailRow columns={3} label="Status">
              <CustomerStatusBadge isActive={customer.isActive} />
            </DetailRow>
            <DetailRow columns={3} label="Joined">{formatDateTime(customer.createdAt)}</DetailRow>
            <DetailRow columns={3} label="Updated">{formatDateTime(customer.updatedAt)}</DetailRow>
            <DetailRow columns={3} label="Customer ID">
              <span className="font-mono text-xs break-all">{customer._id}</span>
            </DetailRow>
          </dl>
        </Card>

        <div className="space-y-4 lg:col-span-2">
          <section aria-labelledby="orders-heading">
            <h2 id="orders-heading" className="mb-2 text-lg font-semibold text-stone-900">
              Recent Orders
              {customer.stats.orderCount > recentOrders.length ? (
                <span className="ml-2 text-sm font-normal text-stone-600">
                  (newest {CUSTOMER_RECENT_ORDERS} of {customer.stats.orderCount})
                </span>
              ) : null}
            </h2>
            {recentOrders.length === 0 ? (
              <p className="rounded-xl border border-dashed border-stone-300 bg-white px-4 py-6 text-center text-sm text-stone-600">No orders yet</p>
            ) : (
              <AdminTable caption={`Recent orders of ${name}`} head={["Order", "Date", "Items", "Total", "Status", "Payment"]}>
                {recentOrders.map((o) => (
                  <tr key={o._id}>
                    <td className="px-4 py-3">
                      <Link to={`/admin/orders/${o._id}`} className="font-semibold whitespace-nowrap text-brand-700 hover:text-brand-900">
                        {o.orderNumber}
                      </Link>
                    </td>
                    <td className="px-4 py-3 whitespace-nowrap">{formatDate(o.createdAt)}</td>
                    <td className="px-4 py-3 whitespace-nowrap">{o.totalItems === 1 ? "1 item" : `${o.totalItems} items`}</td>
                    <td className="px-4 py-3 whitespace-nowrap tabular-nums">{formatRupees(o.total)}</td>
                    <td className="px-4 py-3">
                      <Badge className={ORDER_LIST_BADGE[o.status] ?? ORDER_LIST_BADGE.returned}>{capitalize(o.status)}</Badge>
                    </td>
                    <td className="px-4 py-3">
                      <Badge className={PAYMENT_BADGE[o.paymentStatus] ?? PAYMENT_BADGE.refunded}>{capitalize(o.paymentStatus.replace("_", " "))}</Badge>
                      <span className="ml-1 text-xs text-stone-600 uppercase">{o.paymentMethod}</span>
                    </td>
                  </tr>
                ))}
              </AdminTable>
            )}
          </section>

          <Card title="Addresses">
            {addresses.length === 0 ? (
              <p className="text-sm text-stone-600">No saved addresses</p>
            ) : (
              <ul className="grid gap-3 sm:grid-cols-2">
                {addresses.map((a) => (
                  <li key={a.id} className="rounded-lg border border-stone-200 p-3 text-sm">
                    <p className="font-semibold text-stone-900">
                      {a.fullName}
                      {a.isDefault ? <Badge className="ml-2 bg-brand-50 text-brand-800 ring-brand-200">Default</Badge> : null}
                    </p>
                    <p className="text-stone-700">{a.address}</p>
                    <p className="text-stone-700">
                      {a.city}, {a.state} {a.pincode}
                    </p>
                    <p className="text-stone-700">{a.country}</p>
                    <p className="text-stone-600">{a.phone}</p>
                  </li>
                ))}
              </ul>
            )}
          </Card>
        </div>
      </div>
    </div>
  );
}

export const ErrorBoundary = makeAdminErrorBoundary(CUSTOMER_MESSAGES.loadError);

// After a post that never reached the server, the loaders are not re-fetched over the same dead network.
export { shouldRevalidate } from "~/utils/network-failure";
