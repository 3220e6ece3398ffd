import { z } from "zod";

// The contact form's rules and messages (spec/storefront.md section 5), word
// for word. Shared by the /contact form (browser and server) and POST /api/contact.

export const CONTACT_MESSAGES = {
  name: "Name must be at least 2 characters long",
  email: "Please enter a valid email address",
  subject: "Subject must be at least 2 characters long",
  message: "Message must be at least 5 characters long",
  success: "Thank you for your message! We will get back to you soon.",
  checkInput: "Please check your input and try again",
  failed: "Failed to send message. Please try again later.",
} as const;

/** Upper bounds: generous for real messages, small enough to keep abuse cheap. */
export const CONTACT_LIMITS = { name: 100, email: 254, phone: 20, subject: 150, message: 5000 } as const;

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
