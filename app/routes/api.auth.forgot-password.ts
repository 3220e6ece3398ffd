import { checkForgotPasswordLimit } from "~/models/rate-limit.server";
import { requestPasswordReset } from "~/models/user.server";
import { ForgotPasswordSchema } from "~/schemas/auth";
import { apiMethods, clientIp, ok, parseJsonBody } from "~/utils/api.server";
import type { CachePolicy } from "~/utils/cache-control.server";

export const cachePolicy = "no-store" satisfies CachePolicy;

const FORGOT_PASSWORD_SENT = "If an account exists for this email, a password reset link has been sent.";

export const { loader, action } = apiMethods({
  POST: async ({ request, context }) => {
    const { email } = await parseJsonBody(request, ForgotPasswordSchema);
    await checkForgotPasswordLimit({ email, ip: clientIp(context) });
    // The link is on APP_URL (siteUrl()), never the request's Host: a forged Host header cannot redirect reset links.
    await requestPasswordReset(email);
    return ok(null, FORGOT_PASSWORD_SENT);
  },
});
