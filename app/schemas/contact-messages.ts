// The contact form's messages (spec/storefront.md section 5), word for word, and its
// length caps: without zod, so the /contact screen can name them (ContactSchema in
// contact.ts is where they are applied).

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
