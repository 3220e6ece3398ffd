import { checkSignInLimit, recordSignInSuccess } from "~/models/rate-limit.server";
import { issueTokenPair } from "~/models/token.server";
import { verifyLogin } from "~/models/user.server";
import { ApiLoginSchema } from "~/schemas/api/requests.server";
import { apiMethods, clientIp, ok, parseJsonBody } from "~/utils/api.server";
import type { CachePolicy } from "~/utils/cache-control.server";

export const cachePolicy = "no-store" satisfies CachePolicy;

export const { loader, action } = apiMethods({
  POST: async ({ request, context }) => {
    const { email, password } = await parseJsonBody(request, ApiLoginSchema);
    const who = { email, ip: clientIp(context) };
    // The same counters as the web sign-in (login.tsx).
    await checkSignInLimit(who);
    const user = await verifyLogin(email, password);
    await recordSignInSuccess(who);
    return ok({ user, ...(await issueTokenPair(user.id)) }, "Login successful!");
  },
});
