import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { CustomerStatusAction, CustomerStatusBadge } from "~/components/admin/customer-status";
import { AdminPageHeader, AdminTable, Avatar, FilterBar, FilteredEmptyState, ListResults, RowActions, SearchFilter, ShortId, SelectFilter, SortOrderFilter, StatGrid, makeAdminErrorBoundary } from "~/components/admin/ui";
import { pageMeta } from "~/components/ui/page";
import { listCustomers } from "~/models/admin-customer.server";
import { CUSTOMER_MESSAGES, CUSTOMER_SORTS, CUSTOMER_SORT_LABELS, CUSTOMER_STATUSES, CUSTOMER_STATUS_LABELS, SEARCH_MAX, customerFiltersFromUrl } from "~/schemas/admin-customer";
import { listUrl } from "~/utils/admin";
import { formatDate } from "~/utils/format";
import { ADMIN_PAGE_SIZE } from "~/utils/constants";
import { formatRupees } from "~/utils/money";
import { requireAdmin } from "~/utils/session.server";
import { changeCustomerStatus } from "~/utils/customer-status-action.server";
import type { CachePolicy } from "~/utils/cache-control.server";

export const cachePolicy = "no-store" satisfies CachePolicy;

// /admin/customers (spec/admin.md "Customers"): counts, a GET filter form
// (search, status, sort), the table with real order figures, and
// activate/deactivate through a confirmation step that posts a plain form.
// The list's URL holds every filter; after a status change the admin comes
// back to the same page of the same list.

export const meta: MetaFunction = ({ matches }) => pageMeta("Customers", matches);

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const filters = customerFiltersFromUrl(new URL(request.url).searchParams);
  const list = await listCustomers({ ...filters, limit: ADMIN_PAGE_SIZE });
  return data({ filters, ...list });
}

export async function action({ request }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  return changeCustomerStatus(request, admin.id, listUrl(request, "/admin/customers"));
}

export default function AdminCustomers() {
  const { filters, customers, pagination, stats } = useLoaderData<typeof loader>();
  const searching = Boolean(filters.search);
  return (
    <div>
      <AdminPageHeader title="Customers" count={stats.total} noun="customers">
        Shopper accounts, their orders and their access.
      </AdminPageHeader>

      <StatGrid stats={[["Total Customers", stats.total, "brand"], ["Active", stats.active, "green"], ["Inactive", stats.inactive, "stone"]]} />

      <FilterBar label="Filter customers">
        <SearchFilter value={filters.search} maxLength={SEARCH_MAX} placeholder="Name, email or phone" />
        <SelectFilter label="Status" name="status" value={filters.status} options={CUSTOMER_STATUSES} optionLabel={(s) => CUSTOMER_STATUS_LABELS[s]} />
        <SelectFilter label="Sort by" name="sortBy" value={filters.sortBy} options={CUSTOMER_SORTS} optionLabel={(s) => CUSTOMER_SORT_LABELS[s]} />
        <SortOrderFilter value={filters.sortOrder} />
      </FilterBar>

      <ListResults
        pagination={pagination}
        noun="customers"
        empty={customers.length === 0 && <FilteredEmptyState title={CUSTOMER_MESSAGES.empty} hint={CUSTOMER_MESSAGES.emptyHint} filtered={searching || filters.status !== "all"} showHint={searching} clearTo="/admin/customers" />}
      >
          <AdminTable caption={`Customers, page ${pagination.page} of ${pagination.pages}`} head={["Customer", "Contact", "Orders", "Total Spent", "Join Date", "Status", "Actions"]}>
            {customers.map((c) => {
              const name = `${c.firstName} ${c.lastName}`;
              return (
                <tr key={c._id} className="align-top hover:bg-stone-50">
                  <td className="px-4 py-3">
                    <div className="flex items-center gap-3">
                      <Avatar firstName={c.firstName} lastName={c.lastName} />
                      <div className="min-w-0">
                        <p className="font-semibold text-stone-900">{name}</p>
                        <ShortId id={c._id} as="p" className="font-mono text-xs text-stone-500" />
                      </div>
                    </div>
                  </td>
                  <td className="px-4 py-3">
                    <a href={`mailto:${c.email}`} className="text-stone-800 wrap-anywhere hover:text-brand-700">
                      {c.email}
                    </a>
                    {c.phone ? <p className="text-xs text-stone-600">{c.phone}</p> : null}
                  </td>
                  <td className="px-4 py-3 tabular-nums">{c.stats.orderCount}</td>
                  <td className="px-4 py-3 whitespace-nowrap tabular-nums">{formatRupees(c.stats.totalSpent)}</td>
                  <td className="px-4 py-3 whitespace-nowrap">{formatDate(c.createdAt)}</td>
                  <td className="px-4 py-3">
                    <CustomerStatusBadge isActive={c.isActive} />
                  </td>
                  <RowActions to={`/admin/customers/${c._id}`} label={name}>
                    <CustomerStatusAction customer={c} />
                  </RowActions>
                </tr>
              );
            })}
          </AdminTable>
      </ListResults>
    </div>
  );
}

export const ErrorBoundary = makeAdminErrorBoundary(CUSTOMER_MESSAGES.loadError);

// After a post that never reached the server, the loaders are not re-fetched over the same dead network.
export { shouldRevalidate } from "~/utils/network-failure";
