import { z } from "zod";
import { rotateRefreshToken } from "~/models/token.server";
import { apiMethods, ok, parseJsonBody } from "~/utils/api.server";

const RefreshSchema = z.object({
  refreshToken: z.string({ required_error: "Refresh token is required" }).trim().min(1, "Refresh token is required").max(512),
});

export const { loader, action } = apiMethods({
  POST: async ({ request }) => {
    const { refreshToken } = await parseJsonBody(request, RefreshSchema);
    const { token, refreshToken: next } = await rotateRefreshToken(refreshToken);
    return ok({ token, refreshToken: next }, "Token refreshed");
  },
});
