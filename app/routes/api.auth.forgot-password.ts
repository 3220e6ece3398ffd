import { checkForgotPasswordLimit } from "~/models/rate-limit.server";
import { requestPasswordReset } from "~/models/user.server";
import { ForgotPasswordSchema } from "~/schemas/auth";
import { apiMethods, clientIp, ok, parseJsonBody } from "~/utils/api.server";
import { getEnv } from "~/utils/env.server";

const FORGOT_PASSWORD_SENT = "If an account exists for this email, a password reset link has been sent.";

export const { loader, action } = apiMethods({
  POST: async ({ request, context }) => {
    const { email } = await parseJsonBody(request, ForgotPasswordSchema);
    await checkForgotPasswordLimit({ email, ip: clientIp(context) });
    // APP_URL when configured, so a forged Host header cannot redirect reset links.
    await requestPasswordReset(email, getEnv().APP_URL?.replace(/\/$/, "") ?? new URL(request.url).origin);
    return ok(null, FORGOT_PASSWORD_SENT);
  },
});
