import { useFetcher } from "@remix-run/react";
import { useId } from "react";
import { z } from "zod";
import { Badge, buttonClass } from "~/components/admin/ui";
import { useHydrated } from "~/components/use-hydrated";
import { MESSAGE_STATUS_BADGE } from "~/utils/admin";
import { capitalize } from "~/utils/format";
import { MESSAGE_STATUSES } from "~/utils/constants";

// A contact message's status badge and its small status form: a select and
// an Update button (a plain POST without JavaScript); with JavaScript the
// select submits itself on change through a fetcher and is disabled while the
// update is pending.

export const MESSAGE_TEXTS = {
  updated: "Message status updated successfully",
  updateError: "Error updating status",
  loadError: "Error loading messages",
  unknownError: "Unknown error",
  empty: "No messages found",
  emptyHint: "Try adjusting your status filter",
  notFound: "Message not found",
  allMessages: "All Messages",
} as const;

export const MessageStatusFormSchema = z.object({
  intent: z.literal("status"),
  id: z.string().trim().min(1, MESSAGE_TEXTS.notFound).max(64, MESSAGE_TEXTS.notFound),
  status: z.enum(MESSAGE_STATUSES, { errorMap: () => ({ message: `Status must be one of ${MESSAGE_STATUSES.join(", ")}` }) }),
});

/** mailto: with the sender's address and 'Re: <subject>' (a reply starts in the admin's own mail program). */
export function replyHref(email: string, subject: string) {
  const re = /^re:/i.test(subject.trim()) ? subject.trim() : `Re: ${subject.trim()}`;
  return `mailto:${encodeURIComponent(email).replace(/%40/g, "@")}?subject=${encodeURIComponent(re)}`;
}

export function MessageStatusBadge({ status }: { status: string }) {
  return <Badge className={MESSAGE_STATUS_BADGE[status] ?? MESSAGE_STATUS_BADGE.closed}>{capitalize(status)}</Badge>;
}

export function MessageStatusForm({ id, status, action, label }: { id: string; status: string; action?: string; label: string }) {
  const fetcher = useFetcher();
  const hydrated = useHydrated();
  const selectId = useId();
  const pending = fetcher.state !== "idle";
  const shown = pending && typeof fetcher.formData?.get("status") === "string" ? String(fetcher.formData.get("status")) : status;
  return (
    <fetcher.Form method="post" action={action} className="flex items-center gap-2">
      <input type="hidden" name="intent" value="status" />
      <input type="hidden" name="id" value={id} />
      <label htmlFor={selectId} className="sr-only">
        {label}
      </label>
      <select
        key={status}
        id={selectId}
        name="status"
        defaultValue={shown}
        disabled={pending}
        aria-busy={pending || undefined}
        onChange={(e) => {
          if (e.currentTarget.value !== status) fetcher.submit(e.currentTarget.form);
        }}
        className="min-h-11 rounded-md border border-stone-300 bg-white px-2 text-sm text-stone-900 focus:border-brand-600 focus:ring-2 focus:ring-brand-200 focus:outline-none disabled:bg-stone-100"
      >
        {MESSAGE_STATUSES.map((s) => (
          <option key={s} value={s}>
            {capitalize(s)}
          </option>
        ))}
      </select>
      {hydrated ? (
        pending ? (
          <span className="text-xs text-stone-600" role="status">
            Updating...
          </span>
        ) : null
      ) : (
        <button type="submit" className={buttonClass("secondary", "sm")}>
          Update
        </button>
      )}
    </fetcher.Form>
  );
}
