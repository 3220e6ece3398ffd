import { describe, expect, it } from "vitest";
import { formatDateTime } from "~/utils/format";
import { attemptsText, nextAttemptValue, nextStepText, type DeliveryState } from "./outbox-delivery";

// What the outbox screens say about a message's delivery (decision 0018).

const base: DeliveryState = { status: "queued", attempts: 0, sentAt: null, nextAttemptAt: null, lastAttemptAt: null, claimedUntil: null };
const at = "2026-11-26T09:30:00.000Z";

describe("outbox delivery texts", () => {
  it("counts attempts of the most a message gets", () => {
    expect(attemptsText(0, 5)).toBe("No attempt yet");
    expect(attemptsText(2, 5)).toBe("2 of 5 attempts");
  });

  it("says what comes next", () => {
    expect(nextStepText({ ...base, attempts: 1, nextAttemptAt: at }, true)).toBe(`Next attempt ${formatDateTime(at)}`);
    expect(nextStepText(base, true)).toBe("Next attempt within a minute");
    expect(nextStepText({ ...base, claimedUntil: at }, true)).toBe("Sending now");
    expect(nextStepText({ ...base, nextAttemptAt: at }, false)).toBe("Waiting: no mail server is configured");
    expect(nextStepText({ ...base, status: "sent", sentAt: at }, true)).toBe(`Sent ${formatDateTime(at)}`);
    expect(nextStepText({ ...base, status: "failed", attempts: 5 }, true)).toBe("No further attempt");
    expect(nextStepText({ ...base, status: "stored" }, false)).toBe("Not sent: no mail server");
  });

  it("gives the detail page's next attempt", () => {
    expect(nextAttemptValue({ ...base, nextAttemptAt: at }, true)).toBe(formatDateTime(at));
    expect(nextAttemptValue(base, true)).toBe("Within a minute");
    expect(nextAttemptValue({ ...base, claimedUntil: at }, true)).toBe("Sending now");
    expect(nextAttemptValue(base, false)).toBe("When a mail server is configured");
    expect(nextAttemptValue({ ...base, status: "failed" }, true)).toBe("None");
  });
});
