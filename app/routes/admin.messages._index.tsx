import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { MESSAGE_TEXTS, MessageStatusBadge, MessageStatusForm } from "~/components/admin/message-status";
import { AdminPageHeader, AdminTable, FilterBar, FilteredEmptyState, ListResults, RowActions, SelectFilter, ShortId, makeAdminErrorBoundary } from "~/components/admin/ui";
import { pageMeta } from "~/components/ui/page";
import { countByStatus, isMessageStatus, listContactMessages } from "~/models/contact.server";
import { MESSAGE_STATUS_BADGE, listUrl } from "~/utils/admin";
import { capitalize, formatDateTime, formatNumber } from "~/utils/format";
import { ADMIN_PAGE_SIZE, MESSAGE_STATUSES } from "~/utils/constants";
import { requireAdmin } from "~/utils/session.server";
import { changeMessageStatus } from "~/utils/message-status-action.server";
import type { CachePolicy } from "~/utils/cache-control.server";

export const cachePolicy = "no-store" satisfies CachePolicy;

// /admin/messages (spec/admin.md "Messages"): status cards (each a filter
// link), a status filter form, the table with a View link to the message's
// own page and a status form per row, 10 per page. Every change is a POST
// that comes back to the same list with a toast.

export const meta: MetaFunction = ({ matches }) => pageMeta("Messages", matches);

function pageFrom(raw: string | null) {
  const n = Number(raw);
  return Number.isInteger(n) && n >= 1 && n <= 1_000_000 ? n : 1;
}

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const params = new URL(request.url).searchParams;
  const raw = params.get("status");
  const status = isMessageStatus(raw) ? raw : null;
  const [list, counts] = await Promise.all([
    listContactMessages({ page: pageFrom(params.get("page")), limit: ADMIN_PAGE_SIZE, status }),
    countByStatus(),
  ]);
  return data({ status, ...list, counts });
}

export async function action({ request }: ActionFunctionArgs) {
  await requireAdmin(request);
  return changeMessageStatus(request, listUrl(request, "/admin/messages"));
}

const CARD_ACCENT: Record<string, string> = {
  new: "border-t-blue-600",
  read: "border-t-yellow-500",
  responded: "border-t-green-600",
  closed: "border-t-stone-400",
};

export default function AdminMessages() {
  const { status, messages, pagination, counts } = useLoaderData<typeof loader>();
  return (
    <div>
      <AdminPageHeader title="Messages" count={counts.total} noun="messages">
        What shoppers wrote through the contact form.
      </AdminPageHeader>

      <nav aria-label="Messages by status" className="mb-6 grid grid-cols-2 gap-3 lg:grid-cols-4">
        {MESSAGE_STATUSES.map((s) => (
          <Link
            key={s}
            to={status === s ? "?" : `?status=${s}`}
            aria-current={status === s ? "true" : undefined}
            className={`rounded-xl border border-t-4 bg-white p-4 shadow-sm hover:bg-stone-50 focus-visible:outline-2 focus-visible:outline-brand-600 ${CARD_ACCENT[s]} ${
              status === s ? "border-brand-600 ring-2 ring-brand-200" : "border-stone-200"
            }`}
          >
            <span className="flex items-center justify-between text-sm font-medium text-stone-600">
              {capitalize(s)}
              <span aria-hidden="true" className={`size-2.5 rounded-full ring-1 ${MESSAGE_STATUS_BADGE[s]}`} />
            </span>
            <span className="mt-1 block text-2xl font-bold text-stone-900">{formatNumber(counts[s])}</span>
          </Link>
        ))}
      </nav>

      <FilterBar label="Filter messages">
        <SelectFilter label="Status" name="status" value={status ?? "all"} options={MESSAGE_STATUSES} optionLabel={capitalize} all={{ value: "all", label: MESSAGE_TEXTS.allMessages }} />
      </FilterBar>

      <ListResults
        pagination={pagination}
        noun="messages"
        more={`${pagination.limit} per page`}
        everyPage
        empty={messages.length === 0 && <FilteredEmptyState title={MESSAGE_TEXTS.empty} hint={MESSAGE_TEXTS.emptyHint} filtered={Boolean(status)} clearTo="/admin/messages" clearLabel="Show all messages" />}
      >
          <AdminTable
            caption={`Messages${status ? ` with status ${status}` : ""}, page ${pagination.page} of ${pagination.pages}`}
            head={["Sender", "Contact", "Subject", "Received", "Status", "Actions"]}
          >
            {messages.map((m) => (
              <tr key={m._id} className="align-top hover:bg-stone-50">
                <td className="px-4 py-3">
                  <p className="font-semibold text-stone-900">{m.name}</p>
                  <ShortId id={m._id} as="p" className="font-mono text-xs text-stone-500" />
                </td>
                <td className="px-4 py-3">
                  <p className="text-stone-800 wrap-anywhere">{m.email}</p>
                  {m.phone ? <p className="text-xs text-stone-600">{m.phone}</p> : null}
                </td>
                <td className="max-w-64 px-4 py-3">
                  <Link to={`/admin/messages/${m._id}`} className="line-clamp-2 font-medium text-stone-900 hover:text-brand-700">
                    {m.subject}
                  </Link>
                </td>
                <td className="px-4 py-3 whitespace-nowrap">{formatDateTime(m.createdAt)}</td>
                <td className="px-4 py-3">
                  <MessageStatusBadge status={m.status} />
                </td>
                <RowActions to={`/admin/messages/${m._id}`} label={`message from ${m.name}`} align="center">
                  <MessageStatusForm id={m._id} status={m.status} label={`Status of the message from ${m.name}`} />
                </RowActions>
              </tr>
            ))}
          </AdminTable>
      </ListResults>
    </div>
  );
}

export const ErrorBoundary = makeAdminErrorBoundary(MESSAGE_TEXTS.loadError);

// After a post that never reached the server, the loaders are not re-fetched over the same dead network.
export { shouldRevalidate } from "~/utils/network-failure";
