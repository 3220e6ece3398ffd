import { z } from "zod";
import { revokeRefreshTokens } from "~/models/token.server";
import { apiMethods, ok, parseJsonBody, requireApiUser } from "~/utils/api.server";

const LogoutSchema = z.object({ refreshToken: z.string().max(512).optional() });

export const { loader, action } = apiMethods({
  POST: async ({ request }) => {
    const user = await requireApiUser(request);
    const { refreshToken } = await parseJsonBody(request, LogoutSchema);
    await revokeRefreshTokens(user.id, refreshToken);
    return ok(null, "Logged out successfully");
  },
});
