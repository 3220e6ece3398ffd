import { issueTokenPair } from "~/models/token.server";
import { changePassword } from "~/models/user.server";
import { ApiChangePasswordSchema } from "~/schemas/api/requests.server";
import { apiMethods, ok, parseJsonBody, requireApiUser } from "~/utils/api.server";
import type { CachePolicy } from "~/utils/cache-control.server";

export const cachePolicy = "no-store" satisfies CachePolicy;

// The API sends no confirmation field: the web form's rules without it.
export const { loader, action } = apiMethods({
  POST: async ({ request }) => {
    const user = await requireApiUser(request);
    const { currentPassword, newPassword } = await parseJsonBody(request, ApiChangePasswordSchema);
    // The web form's call: rate limited, and every session and token of the user ends.
    await changePassword(user.id, currentPassword, newPassword);
    // As the web keeps the browser that changed it signed in, the caller gets a fresh pair.
    return ok(await issueTokenPair(user.id), "Password changed successfully");
  },
});
