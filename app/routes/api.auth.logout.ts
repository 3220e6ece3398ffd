import { revokeRefreshTokens } from "~/models/token.server";
import { LogoutSchema } from "~/schemas/api/requests.server";
import { apiMethods, ok, parseJsonBody, requireApiUser } from "~/utils/api.server";
import type { CachePolicy } from "~/utils/cache-control.server";

export const cachePolicy = "no-store" satisfies CachePolicy;

export const { loader, action } = apiMethods({
  POST: async ({ request }) => {
    const user = await requireApiUser(request);
    const { refreshToken } = await parseJsonBody(request, LogoutSchema);
    await revokeRefreshTokens(user.id, refreshToken);
    return ok(null, "Logged out successfully");
  },
});
