import { clearRateLimit, hitRateLimit } from "~/models/rate-limit.server";
import { issueTokenPair } from "~/models/token.server";
import { verifyLogin } from "~/models/user.server";
import { LoginSchema } from "~/schemas/auth";
import { apiMethods, clientIp, ok, parseJsonBody } from "~/utils/api.server";

const ApiLoginSchema = LoginSchema.pick({ email: true, password: true });

export const { loader, action } = apiMethods({
  POST: async ({ request, context }) => {
    const { email, password } = await parseJsonBody(request, ApiLoginSchema);
    await hitRateLimit("login", [clientIp(context), email]);
    const user = await verifyLogin(email, password);
    // Only failed attempts should count against the account.
    await clearRateLimit("login", email);
    return ok({ user, ...(await issueTokenPair(user.id)) }, "Login successful!");
  },
});
