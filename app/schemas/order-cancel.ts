import { z } from "zod";
import { CANCEL_OTHER, ORDER_MESSAGES } from "~/schemas/order-messages";

// The order page's Cancel form (/order/{id}?cancel=1): a reason from the list (CANCEL_REASONS, or
// "Other") and optional details, sent to cancelOrder as one text ("Changed my mind: ...").
// The browser takes its constraints and messages from the server (docs/decisions/0013-forms.md);
// PATCH /api/orders/{id}/cancel takes the reason as text (CancelOrderSchema).

export const CANCEL_DETAILS_MAX = 400;

export const CancelOrderFormSchema = z
  .object({
    intent: z.literal("cancel", { errorMap: () => ({ message: ORDER_MESSAGES.cancelReasonRequired }) }),
    reason: z.string().trim().max(100, ORDER_MESSAGES.cancelReasonRequired).optional(),
    details: z.string().trim().max(CANCEL_DETAILS_MAX, `Please keep the reason under ${CANCEL_DETAILS_MAX} characters`).optional(),
  })
  // A transform, not a pipe: getZodConstraint reads through a transform to the fields.
  .transform((v, ctx) => {
    const picked = v.reason && v.reason !== CANCEL_OTHER ? v.reason : "";
    const reason = [picked, v.details ?? ""].filter(Boolean).join(": ");
    if (!reason) ctx.addIssue({ code: z.ZodIssueCode.custom, message: ORDER_MESSAGES.cancelReasonRequired });
    return reason;
  });
