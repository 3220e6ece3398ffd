import { parseWithZod } from "@conform-to/zod";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, Link, useLoaderData, useNavigation } from "@remix-run/react";
import { MESSAGE_TEXTS, MessageStatusBadge, MessageStatusForm, MessageStatusFormSchema, replyHref } from "~/components/admin/message-status";
import { AdminPageHeader, Card, buttonClass, makeAdminErrorBoundary } from "~/components/admin/ui";
import { pageMeta } from "~/components/ui/page";
import { getContactMessage, updateContactMessageStatus } from "~/models/contact.server";
import { shortId } from "~/utils/admin";
import { formatDateTime } from "~/utils/format";
import { AppError } from "~/utils/errors";
import { requireAdmin } from "~/utils/session.server";
import { redirectWithToast } from "~/utils/toast.server";
import type { CachePolicy } from "~/utils/cache-control.server";

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
  const back = `/admin/messages/${encodeURIComponent(id)}`;
  const fail = (message: string) => redirectWithToast(back, { type: "error", title: `${MESSAGE_TEXTS.updateError}: ${message}` }, { status: 303 });
  const submission = parseWithZod(await request.formData(), { schema: MessageStatusFormSchema });
  if (submission.status !== "success") {
    const first = Object.values(submission.error ?? {}).flat().find(Boolean);
    return fail(first ?? MESSAGE_TEXTS.unknownError);
  }
  // The message is the one in the URL; a form naming another is refused.
  if (submission.value.id !== id) return fail(MESSAGE_TEXTS.notFound);
  try {
    await updateContactMessageStatus(id, submission.value.status);
  } catch (error) {
    if (error instanceof AppError && error.status < 500) return fail(error.message);
    console.error("Message status change failed", error);
    return fail(MESSAGE_TEXTS.unknownError);
  }
  return redirectWithToast(back, { type: "success", title: MESSAGE_TEXTS.updated }, { status: 303 });
}

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-1 py-2 text-sm sm:grid-cols-4 sm:gap-2">
      <dt className="font-medium text-stone-600">{label}</dt>
      <dd className="break-words text-stone-900 sm:col-span-3">{children}</dd>
    </div>
  );
}

export default function AdminMessageDetail() {
  const { message } = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const marking = navigation.state === "submitting" && navigation.formData?.get("status") === "read";
  return (
    <div>
      <Link to="/admin/messages" className="mb-3 inline-flex min-h-11 items-center text-sm font-medium text-brand-700 hover:text-brand-900">
        <span aria-hidden="true">←&nbsp;</span>Back to Messages
      </Link>
      <AdminPageHeader
        title={message.subject}
        actions={
          <a href={replyHref(message.email, message.subject)} className={buttonClass("primary")}>
            Reply by e-mail
          </a>
        }
      >
        <span className="inline-flex flex-wrap items-center gap-2">
          From {message.name} · {formatDateTime(message.createdAt)}
          <MessageStatusBadge status={message.status} />
        </span>
      </AdminPageHeader>

      <div className="grid grid-cols-1 gap-4 lg:grid-cols-3">
        <Card title="Message" className="lg:col-span-2">
          <p className="text-base leading-relaxed whitespace-pre-wrap text-stone-900" data-testid="message-body">
            {message.message}
          </p>
        </Card>

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
                  <button type="submit" className={buttonClass("secondary")} disabled={marking}>
                    {marking ? "Updating..." : "Mark as read"}
                  </button>
                </Form>
              ) : null}
              <MessageStatusForm id={message._id} status={message.status} label="Change status" />
            </div>
          </Card>

          <Card title="Sender">
            <dl className="divide-y divide-stone-100">
              <Row label="Name">{message.name}</Row>
              <Row label="Email">
                <a href={`mailto:${message.email}`} className="text-brand-700 hover:text-brand-900">
                  {message.email}
                </a>
              </Row>
              <Row label="Phone">{message.phone ? <a href={`tel:${message.phone.replace(/[^\d+]/g, "")}`}>{message.phone}</a> : "Not given"}</Row>
              <Row label="Account">
                {message.userId ? (
                  <Link to={`/admin/customers/${message.userId}`} className="text-brand-700 hover:text-brand-900">
                    View customer
                  </Link>
                ) : (
                  "Sent as a guest"
                )}
              </Row>
              <Row label="Received">{formatDateTime(message.createdAt)}</Row>
              <Row label="Updated">{formatDateTime(message.updatedAt)}</Row>
              <Row label="Message ID">
                <span className="font-mono text-xs" title={message._id}>
                  {shortId(message._id, false)}
                </span>
              </Row>
            </dl>
          </Card>
        </div>
      </div>
    </div>
  );
}

export const ErrorBoundary = makeAdminErrorBoundary(MESSAGE_TEXTS.loadError);

// After a post that never reached the server, the loaders are not re-fetched over the same dead network.
export { shouldRevalidate } from "~/utils/network-failure";
