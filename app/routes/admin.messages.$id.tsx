import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, Link, useLoaderData, useNavigation } from "@remix-run/react";
import { MESSAGE_TEXTS, MessageStatusBadge, MessageStatusForm, replyHref } from "~/components/admin/message-status";
import { DetailPageHeader, Card, DetailColumns, DetailRow, ShortId, buttonClass, makeAdminErrorBoundary } from "~/components/admin/ui";
import { pageMeta } from "~/components/ui/page";
import { getContactMessage } from "~/models/contact.server";
import { formatDateTime } from "~/utils/format";
import { requireAdmin } from "~/utils/session.server";
import { changeMessageStatus } from "~/utils/message-status-action.server";
import type { CachePolicy } from "~/utils/cache-control.server";
import { PendingButton } from "~/components/ui/pending-button";

export const cachePolicy = "no-store" satisfies CachePolicy;

// /admin/messages/{id}: everything about one message, the full text, a
// 'Reply by e-mail' mailto link (subject 'Re: ...') and the status form.
// Opening the page changes nothing (a GET never writes); a new message shows
// a 'Mark as read' button, which is a POST like every other status change.

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  pageMeta(data ? `${data.message.subject} | Messages` : "Message", matches);

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const message = await getContactMessage(params.id ?? "");
  if (!message) throw new Response(MESSAGE_TEXTS.notFound, { status: 404 });
  return data({ message });
}

export async function action({ request, params }: ActionFunctionArgs) {
  await requireAdmin(request);
  const id = params.id ?? "";
  return changeMessageStatus(request, `/admin/messages/${encodeURIComponent(id)}`, id);
}

export default function AdminMessageDetail() {
  const { message } = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const marking = navigation.state === "submitting" && navigation.formData?.get("status") === "read";
  return (
    <div>
      <DetailPageHeader
        back="/admin/messages"
        backLabel="Back to Messages"
        title={message.subject}
        actions={
        <a href={replyHref(message.email, message.subject)} className={buttonClass("primary")}>
          Reply by e-mail
        </a>
        }
      >
        From {message.name} · {formatDateTime(message.createdAt)}
        <MessageStatusBadge status={message.status} />
      </DetailPageHeader>

      <DetailColumns mainTitle="Message" main={<p className="text-base leading-relaxed whitespace-pre-wrap text-stone-900" data-testid="message-body">{message.message}</p>}>
        <div className="space-y-4">
          <Card title="Status">
            <div className="flex flex-col gap-3">
              <p className="flex items-center gap-2 text-sm text-stone-700">
                Current: <MessageStatusBadge status={message.status} />
              </p>
              {message.status === "new" ? (
                <Form method="post">
                  <input type="hidden" name="intent" value="status" />
                  <input type="hidden" name="id" value={message._id} />
                  <input type="hidden" name="status" value="read" />
                  <PendingButton pending={marking} pendingText="Updating..." className={buttonClass("secondary")}>
                    Mark as read
                  </PendingButton>
                </Form>
              ) : null}
              <MessageStatusForm id={message._id} status={message.status} label="Change status" />
            </div>
          </Card>

          <Card title="Sender">
            <dl className="divide-y divide-stone-100">
              <DetailRow label="Name">{message.name}</DetailRow>
              <DetailRow label="Email">
                <a href={`mailto:${message.email}`} className="text-brand-700 hover:text-brand-900">
                  {message.email}
                </a>
              </DetailRow>
              <DetailRow label="Phone">{message.phone ? <a href={`tel:${message.phone.replace(/[^\d+]/g, "")}`}>{message.phone}</a> : "Not given"}</DetailRow>
              <DetailRow label="Account">
                {message.userId ? (
                  <Link to={`/admin/customers/${message.userId}`} className="text-brand-700 hover:text-brand-900">
                    View customer
                  </Link>
                ) : (
                  "Sent as a guest"
                )}
              </DetailRow>
              <DetailRow label="Received">{formatDateTime(message.createdAt)}</DetailRow>
              <DetailRow label="Updated">{formatDateTime(message.updatedAt)}</DetailRow>
              <DetailRow label="Message ID">
                <ShortId id={message._id} className="font-mono text-xs" />
              </DetailRow>
            </dl>
          </Card>
        </div>
      </DetailColumns>
    </div>
  );
}

export const ErrorBoundary = makeAdminErrorBoundary(MESSAGE_TEXTS.loadError);

// After a post that never reached the server, the loaders are not re-fetched over the same dead network.
export { shouldRevalidate } from "~/utils/network-failure";
