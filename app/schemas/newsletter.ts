import { z } from "zod";
import { NEWSLETTER_EMAIL_MAX, NEWSLETTER_EMAIL_PATTERN, NEWSLETTER_MESSAGES } from "~/components/newsletter-form";

// The newsletter rules of spec/storefront.md section 5, shared by the
// /newsletter form action and POST /api/newsletter/subscribe.
//
// The messages and the pattern live in components/newsletter-form.tsx, which
// checks them in the browser without zod: that form is in the footer of every
// page, and any module on its import path that imports zod puts zod (15 KB
// gzip) into every page's JavaScript, past the 110 KB budget. This schema
// builds on the same constants, so the two cannot drift.

export { NEWSLETTER_EMAIL_MAX, NEWSLETTER_EMAIL_PATTERN, NEWSLETTER_MESSAGES, newsletterEmailError } from "~/components/newsletter-form";

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
