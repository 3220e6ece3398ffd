import { checkRegisterLimit } from "~/models/rate-limit.server";
import { issueTokenPair } from "~/models/token.server";
import { registerUser } from "~/models/user.server";
import { RegisterSchema } from "~/schemas/auth";
import { apiMethods, clientIp, created, parseJsonBody } from "~/utils/api.server";
import type { CachePolicy } from "~/utils/cache-control.server";

export const cachePolicy = "no-store" satisfies CachePolicy;

export const { loader, action } = apiMethods({
  POST: async ({ request, context }) => {
    const { redirectTo: _redirectTo, ...input } = await parseJsonBody(request, RegisterSchema);
    await checkRegisterLimit({ email: input.email, ip: clientIp(context) });
    const user = await registerUser(input);
    return created({ user, ...(await issueTokenPair(user.id)) }, "Registration successful!");
  },
});
