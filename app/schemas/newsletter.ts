import { z } from "zod";
import { NEWSLETTER_MESSAGES } from "~/schemas/newsletter-messages";

// The newsletter rules of spec/storefront.md section 5, shared by the /newsletter form action
// (the box on the home page and in every footer) and POST /api/newsletter/subscribe. The browser
// never runs them: the box gets its HTML constraints from the root loader (getZodConstraint, in
// schemas/forms.server.ts) and its messages from the action's reply (docs/decisions/0013-forms.md).

export { NEWSLETTER_MESSAGES } from "~/schemas/newsletter-messages";

/** The documents' "simple pattern": something@something.something, no spaces. */
export const NEWSLETTER_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** The longest address SMTP allows. */
export const NEWSLETTER_EMAIL_MAX = 254;

export const NewsletterSchema = z.object({
  email: z
    .string({ required_error: NEWSLETTER_MESSAGES.required, invalid_type_error: NEWSLETTER_MESSAGES.invalid })
    .trim()
    .min(1, NEWSLETTER_MESSAGES.required)
    .max(NEWSLETTER_EMAIL_MAX, NEWSLETTER_MESSAGES.invalid)
    .regex(NEWSLETTER_EMAIL_PATTERN, NEWSLETTER_MESSAGES.invalid)
    .transform((v) => v.toLowerCase()),
});

export type NewsletterInput = z.infer<typeof NewsletterSchema>;
