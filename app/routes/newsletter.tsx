import type { ActionFunctionArgs } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { checkPublicFormLimit } from "~/models/rate-limit.server";
import { requestSubscription } from "~/models/newsletter.server";
import { NEWSLETTER_MESSAGES } from "~/schemas/newsletter-messages";
import { parseNewsletterForm } from "~/schemas/forms.server";
import { TooManyRequests } from "~/utils/errors";
import { safeRedirect } from "~/utils/redirect";
import { clientIp, isHoneypotFilled } from "~/utils/request.server";
import { redirectWithToast } from "~/utils/toast.server";
import type { CachePolicy } from "~/utils/cache-control.server";
import { keepPageOnNetworkFailure } from "~/utils/network-failure-action";

export const cachePolicy = "no-store" satisfies CachePolicy;

// POST /newsletter: the newsletter box on the home page and in the footer
// (components/newsletter-form.tsx).
//
// Without JavaScript it is a plain form post: the answer is a 303 back to
// `redirectTo` with a toast, the thanks (NEWSLETTER_MESSAGES.subscribed: check your inbox) or the problem.
// With JavaScript the form adds mode=fetch and posts through a fetcher; the
// answer is data, so the box itself shows Subscribing..., Thank You or the
// error. Subscribing only e-mails a confirmation link (double opt-in,
// /newsletter/confirm); the thanks asks to check the inbox. An address already
// on the list gets the same answer (the answer must not reveal who is
// subscribed). A filled honeypot gets it too, and nothing is stored.

/** What a mode=fetch post answers. */
export type NewsletterActionData = { ok: true; message: string } | { ok: false; error: string };

/** GET /newsletter has nothing to show. */
export function loader() {
  return redirect("/");
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const fetchMode = form.get("mode") === "fetch";
  const redirectTo = safeRedirect(form.get("redirectTo"), "/");

  const succeed = () =>
    fetchMode
      ? data<NewsletterActionData>({ ok: true, message: NEWSLETTER_MESSAGES.subscribed })
      : redirectWithToast(redirectTo, { type: "success", title: NEWSLETTER_MESSAGES.subscribed }, { status: 303 });
  const failWith = (error: string, status: number, headers?: HeadersInit) =>
    fetchMode
      ? data<NewsletterActionData>({ ok: false, error }, { status, headers })
      : redirectWithToast(redirectTo, { type: "error", title: error }, { status: 303 });

  if (isHoneypotFilled(form)) return succeed();

  const parsed = parseNewsletterForm(form.get("email") ?? undefined);
  if (!parsed.success) return failWith(parsed.error.issues[0]?.message ?? NEWSLETTER_MESSAGES.invalid, 400);
  const { email } = parsed.data;

  try {
    await checkPublicFormLimit({ email, ip: clientIp(context) });
    await requestSubscription(email);
  } catch (error) {
    if (error instanceof TooManyRequests) {
      return failWith(error.message, 429, { "Retry-After": String(Math.max(1, Math.ceil(error.retryAfterSeconds))) });
    }
    console.error("[newsletter] subscribe failed:", error);
    return failWith(NEWSLETTER_MESSAGES.failed, 500);
  }
  return succeed();
}

// With JavaScript, a post that never reaches the server keeps the typed address and says so (utils/network-failure.ts).
export const clientAction = keepPageOnNetworkFailure();
