import { parseWithZod } from "@conform-to/zod";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useLoaderData, useLocation, useNavigation } from "@remix-run/react";
import { CustomerStatusAction, CustomerStatusBadge } from "~/components/admin/customer-status";
import {
  AdminPageHeader,
  AdminTable,
  Avatar,
  EmptyState,
  FilterBar,
  FilterField,
  Pager,
  StatCard,
  StatGrid,
  buttonClass,
  inputClass,
  makeAdminErrorBoundary,
  showingText,
} from "~/components/admin/ui";
import { pageMeta } from "~/components/ui/page";
import { customerStatusToast, listCustomers, setCustomerActive } from "~/models/admin-customer.server";
import {
  CUSTOMER_MESSAGES,
  CUSTOMER_SORTS,
  CUSTOMER_SORT_LABELS,
  CUSTOMER_STATUSES,
  CUSTOMER_STATUS_LABELS,
  CustomerStatusFormSchema,
  SEARCH_MAX,
  customerFiltersFromUrl,
} from "~/schemas/admin-customer";
import { shortId } from "~/utils/admin";
import { formatDate, formatNumber } from "~/utils/format";
import { ADMIN_PAGE_SIZE } from "~/utils/constants";
import { AppError } from "~/utils/errors";
import { formatRupees } from "~/utils/money";
import { requireAdmin } from "~/utils/session.server";
import { redirectWithToast } from "~/utils/toast.server";
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

/** The list URL the form was posted from (its filters and page), without Remix's ?index marker. */
function listUrl(request: Request) {
  const params = new URL(request.url).searchParams;
  params.delete("index");
  const qs = params.toString();
  return `/admin/customers${qs ? `?${qs}` : ""}`;
}

export async function action({ request }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  const back = listUrl(request);
  const submission = parseWithZod(await request.formData(), { schema: CustomerStatusFormSchema });
  if (submission.status !== "success") {
    return redirectWithToast(back, { type: "error", title: CUSTOMER_MESSAGES.failed }, { status: 303 });
  }
  const { id, isActive } = submission.value;
  try {
    await setCustomerActive(admin.id, id, isActive);
  } catch (error) {
    if (!(error instanceof AppError) || error.status >= 500) console.error("Customer status change failed", error);
    const title = error instanceof AppError && error.status < 500 ? error.message : CUSTOMER_MESSAGES.failed;
    return redirectWithToast(back, { type: "error", title }, { status: 303 });
  }
  return redirectWithToast(back, { type: "success", title: customerStatusToast(isActive) }, { status: 303 });
}

export default function AdminCustomers() {
  const { filters, customers, pagination, stats } = useLoaderData<typeof loader>();
  const location = useLocation();
  const navigation = useNavigation();
  // With JavaScript, the list dims while a filter or page change loads (the old rows stay readable).
  const refreshing = navigation.state === "loading" && navigation.location.pathname === location.pathname;
  const searching = Boolean(filters.search);
  return (
    <div>
      <AdminPageHeader title="Customers" count={stats.total} countLabel={`${stats.total} customers`}>
        Shopper accounts, their orders and their access.
      </AdminPageHeader>

      <StatGrid>
        <StatCard label="Total Customers" value={formatNumber(stats.total)} tone="brand" />
        <StatCard label="Active" value={formatNumber(stats.active)} tone="green" />
        <StatCard label="Inactive" value={formatNumber(stats.inactive)} tone="stone" />
      </StatGrid>

      <FilterBar label="Filter customers">
        <FilterField label="Search">
          <input
            key={filters.search ?? ""}
            type="search"
            name="search"
            defaultValue={filters.search ?? ""}
            maxLength={SEARCH_MAX}
            placeholder="Name, email or phone"
            className={inputClass}
          />
        </FilterField>
        <FilterField label="Status">
          <select key={filters.status} name="status" defaultValue={filters.status} className={inputClass}>
            {CUSTOMER_STATUSES.map((s) => (
              <option key={s} value={s}>
                {CUSTOMER_STATUS_LABELS[s]}
              </option>
            ))}
          </select>
        </FilterField>
        <FilterField label="Sort by">
          <select key={filters.sortBy} name="sortBy" defaultValue={filters.sortBy} className={inputClass}>
            {CUSTOMER_SORTS.map((s) => (
              <option key={s} value={s}>
                {CUSTOMER_SORT_LABELS[s]}
              </option>
            ))}
          </select>
        </FilterField>
        <FilterField label="Order">
          <select key={filters.sortOrder} name="sortOrder" defaultValue={filters.sortOrder} className={inputClass}>
            <option value="desc">Descending</option>
            <option value="asc">Ascending</option>
          </select>
        </FilterField>
      </FilterBar>

      <div aria-busy={refreshing || undefined} className={`transition-opacity motion-reduce:transition-none ${refreshing ? "opacity-60" : ""}`}>
        {customers.length === 0 ? (
          <EmptyState
            title={CUSTOMER_MESSAGES.empty}
            hint={searching ? CUSTOMER_MESSAGES.emptyHint : undefined}
            action={
              searching || filters.status !== "all" ? (
                <Link to="/admin/customers" className={buttonClass("secondary")}>
                  Clear filters
                </Link>
              ) : undefined
            }
          />
        ) : (
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
                        <p className="font-mono text-xs text-stone-500" title={c._id}>
                          {shortId(c._id, false)}
                        </p>
                      </div>
                    </div>
                  </td>
                  <td className="px-4 py-3">
                    <a href={`mailto:${c.email}`} className="text-stone-800 hover:text-brand-700">
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
                  <td className="relative px-4 py-3">
                    <div className="flex items-start gap-2">
                      <Link to={`/admin/customers/${c._id}`} className={buttonClass("secondary", "sm")}>
                        View<span className="sr-only"> {name}</span>
                      </Link>
                      <CustomerStatusAction customer={c} />
                    </div>
                  </td>
                </tr>
              );
            })}
          </AdminTable>
        )}

        {pagination.pages > 1 ? (
          <Pager
            page={pagination.page}
            pages={pagination.pages}
            search={location.search}
            summary={showingText(pagination.page, pagination.limit, pagination.total, "customers")}
          />
        ) : null}
      </div>
    </div>
  );
}

export const ErrorBoundary = makeAdminErrorBoundary(CUSTOMER_MESSAGES.loadError);

// After a post that never reached the server, the loaders are not re-fetched over the same dead network.
export { shouldRevalidate } from "~/utils/network-failure";
