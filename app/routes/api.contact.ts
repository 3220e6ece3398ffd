import { createContactMessage } from "~/models/contact.server";
import { checkPublicFormLimit } from "~/models/rate-limit.server";
import { ContactSchema, CONTACT_MESSAGES } from "~/schemas/contact";
import { apiMethods, clientIp, created, parseJsonBody } from "~/utils/api.server";
import type { CachePolicy } from "~/utils/cache-control.server";

export const cachePolicy = "no-store" satisfies CachePolicy;

// POST /api/contact (API.md "Contact and newsletter"): the JSON twin of the
// /contact form. Same schema, same model: 201 with the stored message, 400
// with errors[{ param, msg }] by the documented rules, 429 when rate limited.
export const { loader, action } = apiMethods({
  POST: async ({ request, context }) => {
    const input = await parseJsonBody(request, ContactSchema);
    await checkPublicFormLimit({ email: input.email, ip: clientIp(context) });
    return created(await createContactMessage(input), CONTACT_MESSAGES.success);
  },
});
