import { formatDateTime } from "~/utils/format";

// Where an outbox e-mail stands in its delivery (decision 0018): how many
// attempts it has had of the most it gets, and what happens next.

export type DeliveryState = {
  status: string;
  attempts: number;
  sentAt: string | null;
  nextAttemptAt: string | null;
  lastAttemptAt: string | null;
  claimedUntil: string | null;
};

export function attemptsText(attempts: number, maxAttempts: number) {
  if (attempts === 0) return "No attempt yet";
  return `${attempts} of ${maxAttempts} attempts`;
}

/** One line on what comes next: sent, sending now, next attempt at, given up, or kept (no mail server). */
export function nextStepText(e: DeliveryState, smtp: boolean) {
  switch (e.status) {
    case "sent":
      return e.sentAt ? `Sent ${formatDateTime(e.sentAt)}` : "Sent";
    case "failed":
      return "No further attempt";
    case "stored":
      return "Not sent: no mail server";
    case "queued":
      if (e.claimedUntil) return "Sending now";
      if (!smtp) return "Waiting: no mail server is configured";
      return e.nextAttemptAt ? `Next attempt ${formatDateTime(e.nextAttemptAt)}` : "Next attempt within a minute";
    default:
      return "";
  }
}

/** The detail page's "Next attempt" value. */
export function nextAttemptValue(e: DeliveryState, smtp: boolean) {
  if (e.status !== "queued") return "None";
  if (e.claimedUntil) return "Sending now";
  if (!smtp) return "When a mail server is configured";
  return e.nextAttemptAt ? formatDateTime(e.nextAttemptAt) : "Within a minute";
}

export function OutboxDeliveryCell({ email, maxAttempts, smtp }: { email: DeliveryState; maxAttempts: number; smtp: boolean }) {
  return (
    <div className="text-xs text-stone-700" data-testid="outbox-delivery">
      <p className="tabular-nums">{attemptsText(email.attempts, maxAttempts)}</p>
      <p className="text-stone-600">{nextStepText(email, smtp)}</p>
    </div>
  );
}
