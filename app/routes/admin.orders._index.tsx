import { parseWithZod } from "@conform-to/zod";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData, useLocation, useNavigation } from "@remix-run/react";
import { AdminPageHeader, AdminTable, Avatar, Badge, EmptyState, FilterBar, FilterField, ListPager, SearchFilter, SelectFilter, SortOrderFilter, StatCard, StatGrid, buttonClass, inputClass, makeAdminErrorBoundary } from "~/components/admin/ui";
import { OrderInlineStatus } from "~/components/admin/order-inline-status";
import { pageMeta } from "~/components/ui/page";
import { listAdminOrders, updateOrderByAdmin } from "~/models/admin-order.server";
import { toAdminOrderListItem } from "~/models/order-view.server";
import { ADMIN_ORDER_MESSAGES, ADMIN_ORDER_SORTS, ADMIN_ORDER_SORT_LABELS, AdminOrderInlineStatusSchema, exportQueryOf, listParamsOf, readAdminOrderFilters, SEARCH_MAX } from "~/schemas/admin-order";
import { ORDER_STATUS_LABELS, ORDER_STATUSES } from "~/schemas/order-status";
import { ORDER_LIST_BADGE, listUrl, shortId } from "~/utils/admin";
import { formatDate, formatNumber } from "~/utils/format";
import { ADMIN_PAGE_SIZE } from "~/utils/constants";
import { AppError, errorMessage } from "~/utils/errors";
import { formatPaise } from "~/utils/money";
import { requireAdmin } from "~/utils/session.server";
import { redirectWithToast } from "~/utils/toast.server";
import type { CachePolicy } from "~/utils/cache-control.server";

export const cachePolicy = "no-store" satisfies CachePolicy;

// /admin/orders (spec/admin.md "Orders"): tiles over every order matching the
// filter, a GET filter form (search, placed from/to, status, sort), Export CSV
// of every matching order (admin.orders.export[.]csv.ts), the table with a details
// view (<details>, no JavaScript needed) and an inline status form per row,
// and 'Showing x to y of z orders' paging. The URL holds the state.

export const meta: MetaFunction = ({ matches }) => pageMeta("Orders", matches);

export const ErrorBoundary = makeAdminErrorBoundary(ADMIN_ORDER_MESSAGES.loadError);

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const filters = readAdminOrderFilters(new URL(request.url).searchParams);
  const { orders, pagination, stats } = await listAdminOrders(listParamsOf(filters, ADMIN_PAGE_SIZE));
  return { orders: orders.map(toAdminOrderListItem), pagination, stats, filters };
}

export async function action({ request }: ActionFunctionArgs) {
  await requireAdmin(request);
  const back = listUrl(request, "/admin/orders");
  const submission = parseWithZod(await request.formData(), { schema: AdminOrderInlineStatusSchema });
  if (submission.status !== "success") {
    const message = Object.values(submission.error ?? {}).flat()[0] ?? ADMIN_ORDER_MESSAGES.updateFailed;
    return redirectWithToast(back, { type: "error", title: message }, { status: 303 });
  }
  try {
    const result = await updateOrderByAdmin(submission.value.orderId, { status: submission.value.status }, new Date(), { confirmed: false });
    const title = result.changed ? ADMIN_ORDER_MESSAGES.statusUpdated : ADMIN_ORDER_MESSAGES.unchanged;
    return redirectWithToast(back, { type: result.changed ? "success" : "info", title }, { status: 303 });
  } catch (error) {
    // Cancelling or returning from the list's select is confirmed on the order's page (one tap in a
    // dropdown must not end a paid order): the page opens with that status chosen and the box to tick.
    if (error instanceof AppError && error.message === ADMIN_ORDER_MESSAGES.confirmEnd) {
      const page = `/admin/orders/${encodeURIComponent(submission.value.orderId)}?${new URLSearchParams({ status: submission.value.status })}`;
      return redirectWithToast(page, { type: "info", title: ADMIN_ORDER_MESSAGES.confirmOnPage }, { status: 303 });
    }
    const title = errorMessage(error, ADMIN_ORDER_MESSAGES.updateFailed, "[admin orders] status update failed:");
    return redirectWithToast(back, { type: "error", title }, { status: 303 });
  }
}

const itemsText = (n: number) => `${n} ${n === 1 ? "item" : "items"}`;

export default function AdminOrders() {
  const { orders, pagination, stats, filters } = useLoaderData<typeof loader>();
  const location = useLocation();
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location?.pathname === "/admin/orders";
  const params = new URLSearchParams(location.search);
  params.set("index", "");
  const action = `/admin/orders?${params.toString()}`;
  const filtered = filters.status !== "all" || filters.search !== "" || filters.from !== "" || filters.to !== "";
  // The export downloads every order matching these filters (all pages), not just this page.
  const exportHref = `/admin/orders/export.csv${exportQueryOf(filters)}`;

  return (
    <div>
      <AdminPageHeader
        title="Orders"
        count={stats.total}
        noun="orders"
        actions={
          <a href={exportHref} download className={buttonClass("secondary")} data-testid="orders-export">
            Export CSV<span className="sr-only"> of the {formatNumber(stats.total)} orders shown</span>
          </a>
        }
      >
        Manage customer orders: status, tracking and fulfilment.
      </AdminPageHeader>

      <StatGrid>
        <StatCard label="Total Orders" value={formatNumber(stats.total)} tone="brand" hint={filtered ? "Matching the filter" : "All orders"} />
        <StatCard label="Pending Orders" value={formatNumber(stats.pending)} tone="yellow" />
        <StatCard label="Delivered Orders" value={formatNumber(stats.delivered)} tone="green" />
        <StatCard label="Total Revenue" value={formatPaise(stats.revenue)} tone="blue" hint="Paid orders" />
      </StatGrid>

      <FilterBar label="Filter orders">
        <SearchFilter value={filters.search} maxLength={SEARCH_MAX} placeholder="Order no., name, e-mail, phone, pincode, city, payment id" />
        <FilterField label="From">
          <input type="date" name="from" defaultValue={filters.from} className={inputClass} />
        </FilterField>
        <FilterField label="To">
          <input type="date" name="to" defaultValue={filters.to} className={inputClass} />
        </FilterField>
        <SelectFilter label="Status" name="status" value={filters.status} options={ORDER_STATUSES} optionLabel={(s) => ORDER_STATUS_LABELS[s]} all={{ value: "all", label: "All Status" }} />
        <SelectFilter label="Sort by" name="sortBy" value={filters.sortBy} options={ADMIN_ORDER_SORTS} optionLabel={(s) => ADMIN_ORDER_SORT_LABELS[s]} />
        <SortOrderFilter value={filters.sortOrder} />
      </FilterBar>

      {orders.length === 0 ? (
        <EmptyState
          title={ADMIN_ORDER_MESSAGES.noOrders}
          hint={filtered ? "Try another search or status." : undefined}
          action={
            filtered ? (
              <Link to="/admin/orders" className="font-semibold text-brand-700 underline">
                Clear filters
              </Link>
            ) : undefined
          }
        />
      ) : (
        <div aria-busy={loading || undefined} className={loading ? "opacity-70" : undefined}>
          <AdminTable caption="Orders" head={["Order ID", "Customer", "Items", "Total Amount", "Status", "Order Date", "Actions"]}>
            {orders.map((order) => {
              const label = shortId(order.id);
              const name = `${order.customer.firstName} ${order.customer.lastName}`;
              return (
                <tr key={order.id} data-order-id={order.id} className="align-top hover:bg-stone-50">
                  <td className="px-4 py-3 whitespace-nowrap">
                    <Link to={`/admin/orders/${order.id}`} className="font-mono font-semibold text-brand-700 hover:underline">
                      {label}
                    </Link>
                    <span className="block text-xs text-stone-500">{order.orderNumber}</span>
                  </td>
                  <td className="px-4 py-3">
                    <div className="flex items-center gap-3">
                      <Avatar firstName={order.customer.firstName} lastName={order.customer.lastName} />
                      <div className="min-w-0">
                        <p className="font-medium wrap-anywhere text-stone-900">{name}</p>
                        <p className="text-xs break-all text-stone-600">{order.customer.email}</p>
                      </div>
                    </div>
                  </td>
                  <td className="px-4 py-3">{itemsText(order.totalItems)}</td>
                  <td className="px-4 py-3 font-semibold whitespace-nowrap">{formatPaise(order.total)}</td>
                  <td className="px-4 py-3">
                    <Badge className={ORDER_LIST_BADGE[order.status] ?? ORDER_LIST_BADGE.pending}>{ORDER_STATUS_LABELS[order.status]}</Badge>
                  </td>
                  <td className="px-4 py-3">
                    <time dateTime={order.createdAt}>{formatDate(order.createdAt)}</time>
                  </td>
                  <td className="px-4 py-3">
                    <div className="flex flex-wrap items-start gap-2">
                      <details className="relative">
                        <summary className="inline-flex min-h-11 cursor-pointer list-none items-center rounded-md border border-stone-300 bg-white px-3 text-sm font-semibold text-stone-800 hover:bg-stone-50 [&::-webkit-details-marker]:hidden">
                          Details<span className="sr-only"> of order {label}</span>
                        </summary>
                        <div
                          role="group"
                          aria-label={`Order ${label} details`}
                          className="mt-2 w-80 max-w-[85vw] rounded-lg border border-stone-200 bg-white p-4 text-sm shadow-lg sm:absolute sm:right-0 sm:z-20"
                        >
                          <p className="font-semibold text-stone-900">Order {label}</p>
                          <p className="mt-2 text-stone-700">
                            <span className="font-medium">Customer:</span> {name} ({order.customer.email})
                          </p>
                          <p className="mt-1 text-stone-700">
                            <span className="font-medium">Status:</span>{" "}
                            <Badge className={ORDER_LIST_BADGE[order.status] ?? ORDER_LIST_BADGE.pending}>{ORDER_STATUS_LABELS[order.status]}</Badge>
                          </p>
                          <ul className="mt-3 divide-y divide-stone-100 border-y border-stone-100">
                            {order.items.map((item) => (
                              <li key={item.id} className="flex justify-between gap-3 py-1.5">
                                <span className="text-stone-800">
                                  {item.name} <span className="text-stone-500">x {item.quantity}</span>
                                </span>
                                <span className="whitespace-nowrap">{formatPaise(item.lineTotal)}</span>
                              </li>
                            ))}
                          </ul>
                          <p className="mt-2 flex justify-between font-semibold">
                            <span>Total Amount</span>
                            <span>{formatPaise(order.total)}</span>
                          </p>
                          <Link to={`/admin/orders/${order.id}`} className="mt-3 inline-flex min-h-11 items-center font-semibold text-brand-700 hover:underline">
                            Open order
                          </Link>
                        </div>
                      </details>
                      <OrderInlineStatus orderId={order.id} orderLabel={label} status={order.status} action={action} />
                    </div>
                  </td>
                </tr>
              );
            })}
          </AdminTable>
        </div>
      )}

      <ListPager pagination={pagination} noun="orders" search={location.search} />
    </div>
  );
}

// After a post that never reached the server, the loaders are not re-fetched over the same dead network.
export { shouldRevalidate } from "~/utils/network-failure";
