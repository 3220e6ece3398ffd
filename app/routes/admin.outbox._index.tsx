import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { OutboxDeliveryCell } from "~/components/admin/outbox-delivery";
import { OUTBOX_FILTER_STATUSES, OUTBOX_TEXTS, OutboxStatusBadge } from "~/components/admin/outbox-status";
import { AdminPageHeader, AdminTable, FilterBar, FilteredEmptyState, ListResults, SearchFilter, SelectFilter, StatGrid, makeAdminErrorBoundary } from "~/components/admin/ui";
import { pageMeta } from "~/components/ui/page";
import { MAX_ATTEMPTS } from "~/models/email-delivery.server";
import { OUTBOX_PAGE_SIZE, isOutboxStatus, listOutbox } from "~/models/email.server";
import { capitalize, formatDateTime } from "~/utils/format";
import { getEnv } from "~/utils/env.server";
import { requireAdmin } from "~/utils/session.server";
import type { CachePolicy } from "~/utils/cache-control.server";

export const cachePolicy = "no-store" satisfies CachePolicy;

// /admin/outbox: every e-mail the shop queued, sent, failed to send or (with
// no mail server configured) stored, newest first, 20 a page, filtered by
// status, template and recipient. A shop without SMTP still sees what went out.
// Each row says how many attempts a message had, when the next one is (or that
// it is being sent now) and the last error (decision 0018).

export const meta: MetaFunction = ({ matches }) => pageMeta("E-mail Outbox", matches);

const SEARCH_MAX = 100;
const TEMPLATE_MAX = 64;

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const params = new URL(request.url).searchParams;
  const rawStatus = params.get("status");
  const status = isOutboxStatus(rawStatus) ? rawStatus : null;
  const template = (params.get("template") ?? "").trim().slice(0, TEMPLATE_MAX) || null;
  const search = (params.get("search") ?? "").trim().slice(0, SEARCH_MAX) || null;
  const pageNumber = Number(params.get("page"));
  const page = Number.isInteger(pageNumber) && pageNumber >= 1 && pageNumber <= 1_000_000 ? pageNumber : 1;
  const list = await listOutbox({ page, limit: OUTBOX_PAGE_SIZE, status, template, search });
  return data(
    { filters: { status, template, search }, smtp: Boolean(getEnv().SMTP_URL), maxAttempts: MAX_ATTEMPTS, ...list },
  );
}

export default function AdminOutbox() {
  const { filters, smtp, maxAttempts, emails, pagination, counts, templates } = useLoaderData<typeof loader>();
  const filtered = Boolean(filters.status || filters.template || filters.search);
  return (
    <div>
      <AdminPageHeader title="E-mail Outbox" count={counts.total} noun="e-mails">
        {smtp
          ? "Every e-mail the shop sends goes through here and is delivered by the mail server."
          : "No mail server is configured (SMTP_URL): e-mails are stored here instead of being sent."}
      </AdminPageHeader>

      <StatGrid stats={[["Stored", counts.stored, "blue"], ["Queued", counts.queued, "yellow"], ["Sent", counts.sent, "green"], ["Failed", counts.failed, "red"]]} />

      <FilterBar label="Filter e-mails">
        <SearchFilter label="Recipient" value={filters.search} maxLength={SEARCH_MAX} placeholder="name@example.com" />
        <SelectFilter label="Status" name="status" value={filters.status ?? ""} options={OUTBOX_FILTER_STATUSES} optionLabel={capitalize} all={{ value: "", label: "All statuses" }} />
        <SelectFilter label="Template" name="template" value={filters.template ?? ""} options={templates} all={{ value: "", label: "All templates" }} />
      </FilterBar>

      <ListResults pagination={pagination} noun="e-mails" empty={emails.length === 0 && <FilteredEmptyState title={OUTBOX_TEXTS.empty} hint={OUTBOX_TEXTS.emptyHint} filtered={filtered} clearTo="/admin/outbox" />}>
          <AdminTable caption={`E-mails, newest first, page ${pagination.page} of ${pagination.pages}`} head={["Recipient", "Subject and preview", "Status", "Delivery", "Last error"]}>
            {emails.map((e) => (
              <tr key={e.id} className="align-top hover:bg-stone-50">
                <td className="min-w-44 px-4 py-3">
                  <p className="text-stone-900 wrap-anywhere">{e.to}</p>
                  <p className="mt-1 text-xs whitespace-nowrap text-stone-600">{formatDateTime(e.createdAt)}</p>
                </td>
                <td className="max-w-md min-w-56 px-4 py-3">
                  <Link to={`/admin/outbox/${e.id}`} className="font-semibold text-stone-900 hover:text-brand-700">
                    {e.subject}
                  </Link>
                  <p className="mt-1 line-clamp-2 text-xs text-stone-600">{e.preview}</p>
                  <p className="mt-1 font-mono text-xs text-stone-600">{e.template}</p>
                </td>
                <td className="px-4 py-3">
                  <OutboxStatusBadge status={e.status} />
                </td>
                <td className="min-w-40 px-4 py-3">
                  <OutboxDeliveryCell email={e} maxAttempts={maxAttempts} smtp={smtp} />
                </td>
                <td className="max-w-56 min-w-32 px-4 py-3 text-xs text-red-800 wrap-anywhere">{e.lastError ?? <span className="text-stone-600">None</span>}</td>
              </tr>
            ))}
          </AdminTable>
      </ListResults>
    </div>
  );
}

export const ErrorBoundary = makeAdminErrorBoundary(OUTBOX_TEXTS.loadError);

// After a post that never reached the server, the loaders are not re-fetched over the same dead network.
export { shouldRevalidate } from "~/utils/network-failure";
