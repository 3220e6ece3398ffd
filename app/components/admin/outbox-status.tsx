import { Badge } from "~/components/admin/ui";
import { capitalize } from "~/utils/format";

// The outbox's status badge: stored (no mail server, kept for admins to read),
// queued (waiting for SMTP delivery), sent, failed (a permanent refusal, or 5 attempts).

/** The filter's choices (the same values as the outbox model's statuses; kept here because this file runs in the browser). */
export const OUTBOX_FILTER_STATUSES = ["stored", "queued", "sent", "failed"] as const;

export const OUTBOX_STATUS_BADGE: Record<string, string> = {
  stored: "bg-blue-100 text-blue-900 ring-blue-300",
  queued: "bg-yellow-100 text-yellow-900 ring-yellow-300",
  sent: "bg-green-100 text-green-900 ring-green-300",
  failed: "bg-red-100 text-red-900 ring-red-300",
};

export const OUTBOX_STATUS_HINT: Record<string, string> = {
  stored: "Kept here: no mail server is configured",
  queued: "Waiting for delivery",
  sent: "Handed to the mail server",
  failed: "Not delivered: refused by the mail server, or out of attempts",
};

export function OutboxStatusBadge({ status }: { status: string }) {
  return (
    <Badge className={OUTBOX_STATUS_BADGE[status] ?? "bg-stone-100 text-stone-800 ring-stone-300"}>
      <span title={OUTBOX_STATUS_HINT[status]}>{capitalize(status)}</span>
    </Badge>
  );
}

export const OUTBOX_TEXTS = {
  loadError: "Error loading e-mails",
  empty: "No e-mails found",
  emptyHint: "Try adjusting your filters",
  notFound: "E-mail not found",
} as const;
