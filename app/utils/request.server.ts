import type { AppLoadContext } from "@remix-run/node";
import { HONEYPOT_FIELD } from "~/components/forms";

export function clientIp(context: AppLoadContext | undefined) {
  return context?.clientIp || "unknown";
}

/** True when the hidden honeypot field of a public form was filled in. */
export function isHoneypotFilled(formData: FormData) {
  const value = formData.get(HONEYPOT_FIELD);
  return typeof value === "string" && value.length > 0;
}

/** The site's public origin for links in e-mails. */
export function siteOrigin(request: Request) {
  return process.env.APP_URL?.replace(/\/$/, "") || new URL(request.url).origin;
}
