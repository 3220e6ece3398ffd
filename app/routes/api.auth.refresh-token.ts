import { rotateRefreshToken } from "~/models/token.server";
import { RefreshTokenSchema } from "~/schemas/api/requests.server";
import { apiMethods, ok, parseJsonBody } from "~/utils/api.server";
import type { CachePolicy } from "~/utils/cache-control.server";

export const cachePolicy = "no-store" satisfies CachePolicy;

export const { loader, action } = apiMethods({
  POST: async ({ request }) => {
    const { refreshToken } = await parseJsonBody(request, RefreshTokenSchema);
    const { token, refreshToken: next } = await rotateRefreshToken(refreshToken);
    return ok({ token, refreshToken: next }, "Token refreshed");
  },
});
