import { parseWithZod } from "@conform-to/zod";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useLoaderData, useLocation, useNavigation } from "@remix-run/react";
import { MESSAGE_TEXTS, MessageStatusBadge, MessageStatusForm, MessageStatusFormSchema } from "~/components/admin/message-status";
import {
  AdminPageHeader,
  AdminTable,
  EmptyState,
  FilterBar,
  FilterField,
  Pager,
  buttonClass,
  inputClass,
  makeAdminErrorBoundary,
  showingText,
} from "~/components/admin/ui";
import { pageMeta } from "~/components/ui/page";
import { countByStatus, isMessageStatus, listContactMessages, updateContactMessageStatus } from "~/models/contact.server";
import { MESSAGE_STATUS_BADGE, shortId } from "~/utils/admin";
import { capitalize, formatDateTime, formatNumber } from "~/utils/format";
import { ADMIN_PAGE_SIZE, MESSAGE_STATUSES } from "~/utils/constants";
import { AppError } from "~/utils/errors";
import { requireAdmin } from "~/utils/session.server";
import { redirectWithToast } from "~/utils/toast.server";
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

/** The list URL the form was posted from (filter and page), without Remix's ?index marker. */
function listUrl(request: Request) {
  const params = new URL(request.url).searchParams;
  params.delete("index");
  const qs = params.toString();
  return `/admin/messages${qs ? `?${qs}` : ""}`;
}

export async function action({ request }: ActionFunctionArgs) {
  await requireAdmin(request);
  return changeMessageStatus(request, listUrl(request));
}

/** Shared with the detail page: parse, update (no-op when unchanged), 303 back with the documented toast. */
async function changeMessageStatus(request: Request, back: string, expectedId?: string) {
  const submission = parseWithZod(await request.formData(), { schema: MessageStatusFormSchema });
  const fail = (message: string) => redirectWithToast(back, { type: "error", title: `${MESSAGE_TEXTS.updateError}: ${message}` }, { status: 303 });
  if (submission.status !== "success") {
    const first = Object.values(submission.error ?? {}).flat().find(Boolean);
    return fail(first ?? MESSAGE_TEXTS.unknownError);
  }
  if (expectedId !== undefined && submission.value.id !== expectedId) return fail(MESSAGE_TEXTS.notFound);
  try {
    await updateContactMessageStatus(submission.value.id, submission.value.status);
  } catch (error) {
    if (error instanceof AppError && error.status < 500) return fail(error.message);
    console.error("Message status change failed", error);
    return fail(MESSAGE_TEXTS.unknownError);
  }
  return redirectWithToast(back, { type: "success", title: MESSAGE_TEXTS.updated }, { status: 303 });
}

const CARD_ACCENT: Record<string, string> = {
  new: "border-t-blue-600",
  read: "border-t-yellow-500",
  responded: "border-t-green-600",
  closed: "border-t-stone-400",
};

export default function AdminMessages() {
  const { status, messages, pagination, counts } = useLoaderData<typeof loader>();
  const location = useLocation();
  const navigation = useNavigation();
  // With JavaScript, the list dims while a filter or page change loads (the old rows stay readable).
  const refreshing = navigation.state === "loading" && navigation.location.pathname === location.pathname;
  return (
    <div>
      <AdminPageHeader title="Messages" count={counts.total} countLabel={`${counts.total} messages`}>
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
        <FilterField label="Status">
          <select key={status ?? "all"} name="status" defaultValue={status ?? "all"} className={inputClass}>
            <option value="all">{MESSAGE_TEXTS.allMessages}</option>
            {MESSAGE_STATUSES.map((s) => (
              <option key={s} value={s}>
                {capitalize(s)}
              </option>
            ))}
          </select>
        </FilterField>
      </FilterBar>

      <div aria-busy={refreshing || undefined} className={`transition-opacity motion-reduce:transition-none ${refreshing ? "opacity-60" : ""}`}>
        {messages.length === 0 ? (
          <EmptyState
            title={MESSAGE_TEXTS.empty}
            hint={status ? MESSAGE_TEXTS.emptyHint : undefined}
            action={
              status ? (
                <Link to="/admin/messages" className={buttonClass("secondary")}>
                  Show all messages
                </Link>
              ) : undefined
            }
          />
        ) : (
          <AdminTable
            caption={`Messages${status ? ` with status ${status}` : ""}, page ${pagination.page} of ${pagination.pages}`}
            head={["Sender", "Contact", "Subject", "Received", "Status", "Actions"]}
          >
            {messages.map((m) => (
              <tr key={m._id} className="align-top hover:bg-stone-50">
                <td className="px-4 py-3">
                  <p className="font-semibold text-stone-900">{m.name}</p>
                  <p className="font-mono text-xs text-stone-500" title={m._id}>
                    {shortId(m._id, false)}
                  </p>
                </td>
                <td className="px-4 py-3">
                  <p className="text-stone-800">{m.email}</p>
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
                <td className="relative px-4 py-3">
                  <div className="flex items-center gap-2">
                    <Link to={`/admin/messages/${m._id}`} className={buttonClass("secondary", "sm")}>
                      View<span className="sr-only"> message from {m.name}</span>
                    </Link>
                    <MessageStatusForm id={m._id} status={m.status} label={`Status of the message from ${m.name}`} />
                  </div>
                </td>
              </tr>
            ))}
          </AdminTable>
        )}

        {pagination.total > 0 ? (
          <Pager
            page={pagination.page}
            pages={pagination.pages}
            search={location.search}
            summary={`${showingText(pagination.page, pagination.limit, pagination.total, "messages")} · ${pagination.limit} per page`}
          />
        ) : null}
      </div>
    </div>
  );
}

export const ErrorBoundary = makeAdminErrorBoundary(MESSAGE_TEXTS.loadError);

// After a post that never reached the server, the loaders are not re-fetched over the same dead network.
export { shouldRevalidate } from "~/utils/network-failure";
