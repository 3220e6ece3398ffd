import { z } from "zod";
import { CONTACT_LIMITS, CONTACT_MESSAGES } from "~/schemas/contact-messages";

// The contact form's rules (spec/storefront.md section 5), with the messages of
// contact-messages.ts. Shared by the /contact form's action, its field checks
// (schemas/forms.server.ts) and POST /api/contact.

export { CONTACT_LIMITS, CONTACT_MESSAGES } from "~/schemas/contact-messages";

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A string field whose missing or non-string value gets the field's own message. */
const text = (message: string) => z.string({ required_error: message, invalid_type_error: message }).trim();

export const ContactSchema = z.object({
  name: text(CONTACT_MESSAGES.name)
    .min(2, CONTACT_MESSAGES.name)
    .max(CONTACT_LIMITS.name, `Name must be at most ${CONTACT_LIMITS.name} characters long`),
  // No separate min(1): the pattern already rejects "", and one bad value should show one message.
  email: text(CONTACT_MESSAGES.email)
    .max(CONTACT_LIMITS.email, CONTACT_MESSAGES.email)
    .regex(EMAIL_PATTERN, CONTACT_MESSAGES.email),
  // The documents give the phone no rule; the cap only keeps the column sane.
  phone: z
    .string({ invalid_type_error: "Phone number must be text" })
    .trim()
    .max(CONTACT_LIMITS.phone, `Phone number must be at most ${CONTACT_LIMITS.phone} characters long`)
    .nullish(),
  subject: text(CONTACT_MESSAGES.subject)
    .min(2, CONTACT_MESSAGES.subject)
    .max(CONTACT_LIMITS.subject, `Subject must be at most ${CONTACT_LIMITS.subject} characters long`),
  message: text(CONTACT_MESSAGES.message)
    .min(5, CONTACT_MESSAGES.message)
    .max(CONTACT_LIMITS.message, `Message must be at most ${CONTACT_LIMITS.message} characters long`),
});

export type ContactInput = z.infer<typeof ContactSchema>;
