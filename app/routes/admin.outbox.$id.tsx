import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { attemptsText, nextAttemptValue } from "~/components/admin/outbox-delivery";
import { OUTBOX_TEXTS, OutboxStatusBadge } from "~/components/admin/outbox-status";
import { DetailPageHeader, Card, DetailColumns, DetailRow, makeAdminErrorBoundary } from "~/components/admin/ui";
import { pageMeta } from "~/components/ui/page";
import { MAX_ATTEMPTS } from "~/models/email-delivery.server";
import { getOutboxEmail } from "~/models/email.server";
import { getEnv } from "~/utils/env.server";
import { formatDateTime } from "~/utils/format";
import { requireAdmin } from "~/utils/session.server";
import type { CachePolicy } from "~/utils/cache-control.server";

export const cachePolicy = "no-store" satisfies CachePolicy;

// /admin/outbox/{id}: one e-mail in full. The text body is shown in a <pre>;
// an HTML alternative is shown as escaped source, never rendered.

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageMeta(data ? `${data.email.subject} | E-mail Outbox` : "E-mail", matches);

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const email = await getOutboxEmail(params.id ?? "");
  if (!email) throw new Response(OUTBOX_TEXTS.notFound, { status: 404 });
  return data({ email, maxAttempts: MAX_ATTEMPTS, smtp: Boolean(getEnv().SMTP_URL) });
}

function prettyJson(text: string) {
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
}

export default function AdminOutboxEmail() {
  const { email, maxAttempts, smtp } = useLoaderData<typeof loader>();
  return (
    <div>
      <DetailPageHeader back="/admin/outbox" backLabel="Back to E-mail Outbox" title={email.subject}>
        To {email.to} · {formatDateTime(email.createdAt)}
        <OutboxStatusBadge status={email.status} />
      </DetailPageHeader>

      <DetailColumns
        mainTitle="Text body"
        main={<pre className="overflow-x-auto font-mono text-sm leading-relaxed whitespace-pre-wrap text-stone-900" data-testid="email-text">{email.text}</pre>}
      >
        <Card title="Details">
          <dl className="divide-y divide-stone-100">
            <DetailRow label="To">{email.to}</DetailRow>
            <DetailRow label="Template">
              <span className="font-mono text-xs">{email.template}</span>
            </DetailRow>
            <DetailRow label="Status">
              <OutboxStatusBadge status={email.status} />
            </DetailRow>
            <DetailRow label="Created">{formatDateTime(email.createdAt)}</DetailRow>
            <DetailRow label="Sent">{email.sentAt ? formatDateTime(email.sentAt) : "Not sent"}</DetailRow>
            <DetailRow label="Attempts">{attemptsText(email.attempts, maxAttempts)}</DetailRow>
            <DetailRow label="Last attempt">{email.lastAttemptAt ? formatDateTime(email.lastAttemptAt) : "None"}</DetailRow>
            <DetailRow label="Next attempt">{nextAttemptValue(email, smtp)}</DetailRow>
            <DetailRow label="Last error">{email.lastError ?? "None"}</DetailRow>
            {email.dedupeKey ? (
              <DetailRow label="Dedupe key">
                <span className="font-mono text-xs">{email.dedupeKey}</span>
              </DetailRow>
            ) : null}
          </dl>
        </Card>
      </DetailColumns>

      <div className="mt-4 space-y-4">
        {email.html ? (
          <Card title="HTML version (source, not rendered)">
            <pre className="max-h-96 overflow-auto font-mono text-xs whitespace-pre-wrap text-stone-800">{email.html}</pre>
          </Card>
        ) : null}
        <details className="rounded-xl border border-stone-200 bg-white p-4 shadow-sm">
          <summary className="min-h-11 cursor-pointer py-2 text-sm font-semibold text-stone-800">Template fields (JSON)</summary>
          <pre className="mt-2 overflow-x-auto font-mono text-xs whitespace-pre-wrap text-stone-800">{prettyJson(email.payload)}</pre>
        </details>
      </div>
    </div>
  );
}

export const ErrorBoundary = makeAdminErrorBoundary(OUTBOX_TEXTS.loadError);

// After a post that never reached the server, the loaders are not re-fetched over the same dead network.
export { shouldRevalidate } from "~/utils/network-failure";
