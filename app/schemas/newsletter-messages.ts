// The newsletter box's messages (spec/storefront.md sections 5 and 8, word for word), without
// zod: the box is in every page's footer, so naming them must not bring zod along.
// NewsletterSchema (newsletter.ts) applies the field messages; the server sends them.

export const NEWSLETTER_MESSAGES = {
  required: "Please enter your email address",
  invalid: "Please enter a valid email address",
  /**
   * The toast and the inline thanks; the same for an address already on the list (no enumeration).
   * Subscribing e-mails a confirmation link (double opt-in): the address counts once it is confirmed.
   */
  subscribed: "Thank you for subscribing! Please check your inbox and confirm your subscription.",
  /** The API's success message. */
  apiSubscribed: "Confirmation e-mail sent. Please check your inbox to confirm your subscription.",
  /** The confirmation page, after its button. */
  confirmed: "Your subscription is confirmed. Thank you for subscribing!",
  /** A forged, mangled or expired confirmation link. */
  linkInvalid: "This confirmation link is invalid or has expired. Please subscribe again.",
  failed: "Subscription failed. Please try again.",
} as const;
