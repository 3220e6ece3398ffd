import { checkPublicFormLimit } from "~/models/rate-limit.server";
import { requestSubscription } from "~/models/newsletter.server";
import { NEWSLETTER_MESSAGES, NewsletterSchema } from "~/schemas/newsletter";
import { apiMethods, clientIp, ok, parseJsonBody } from "~/utils/api.server";
import type { CachePolicy } from "~/utils/cache-control.server";

export const cachePolicy = "no-store" satisfies CachePolicy;

// POST /api/newsletter/subscribe { email } (API.md "Contact and newsletter"):
// e-mails a confirmation link (double opt-in: the address counts once the link
// is confirmed); 200 with data null, also for an address already on the list
// (the same answer either way); 400 with
// errors[{ param: "email", msg }] by the documents' rules; 429 when rate limited.

export const { loader, action } = apiMethods({
  POST: async ({ request, context }) => {
    const { email } = await parseJsonBody(request, NewsletterSchema);
    await checkPublicFormLimit({ email, ip: clientIp(context) });
    await requestSubscription(email);
    return ok(null, NEWSLETTER_MESSAGES.apiSubscribed);
  },
});
