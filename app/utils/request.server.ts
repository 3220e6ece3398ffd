import type { AppLoadContext } from "@remix-run/node";
import { HONEYPOT_FIELD } from "~/utils/constants";

export function clientIp(context: AppLoadContext | undefined) {
  return context?.clientIp || "unknown";
}

/** True when the hidden honeypot field of a public form was filled in. */
export function isHoneypotFilled(formData: FormData) {
  const value = formData.get(HONEYPOT_FIELD);
  return typeof value === "string" && value.length > 0;
}

// Absolute URLs (e-mails, sitemap, canonical, Razorpay's callback) come from
// appUrl() in ~/utils/urls.server, never from the request's Host.
