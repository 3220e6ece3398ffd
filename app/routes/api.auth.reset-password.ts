import { resetPassword } from "~/models/user.server";
import { ApiResetPasswordSchema } from "~/schemas/api/requests.server";
import { apiMethods, ok, parseJsonBody } from "~/utils/api.server";
import type { CachePolicy } from "~/utils/cache-control.server";

export const cachePolicy = "no-store" satisfies CachePolicy;

// The API sends { token, password }: the web form's rules without the confirmation.
export const { loader, action } = apiMethods({
  POST: async ({ request }) => {
    const { token, password } = await parseJsonBody(request, ApiResetPasswordSchema);
    await resetPassword(token, password);
    return ok(null, "Password reset successfully. Please sign in with your new password.");
  },
});
