import { z } from "zod";
import { NEWSLETTER_EMAIL_MAX, NEWSLETTER_EMAIL_PATTERN } from "~/schemas/newsletter";
import { STOCK_ALERT_MESSAGES } from "~/schemas/stock-alert-messages";

export { STOCK_ALERT_MESSAGES } from "~/schemas/stock-alert-messages";

// "Notify me" (issue 14 section 4, docs/decisions/0019): a shopper asks to hear when a sold-out
// size and colour is back. A plain form on the product page (no client code), posted to the
// product route's action with intent "notify"; signed in, the account's address is used.


export const StockAlertSchema = z.object({
  size: z.string().trim().min(1).max(50),
  color: z.string().trim().min(1).max(50),
  email: z
    .string({ required_error: STOCK_ALERT_MESSAGES.emailRequired })
    .trim()
    .min(1, STOCK_ALERT_MESSAGES.emailRequired)
    .max(NEWSLETTER_EMAIL_MAX, STOCK_ALERT_MESSAGES.emailInvalid)
    .regex(NEWSLETTER_EMAIL_PATTERN, STOCK_ALERT_MESSAGES.emailInvalid)
    .transform((v) => v.toLowerCase())
    .optional(),
});

export type StockAlertInput = z.infer<typeof StockAlertSchema>;
