import { resetPassword } from "~/models/user.server";
import { ResetPasswordSchema } from "~/schemas/auth";
import { apiMethods, ok, parseJsonBody } from "~/utils/api.server";

// The API sends { token, password }: the web form's rules without the confirmation.
const ApiResetPasswordSchema = ResetPasswordSchema.innerType().pick({ token: true, password: true });

export const { loader, action } = apiMethods({
  POST: async ({ request }) => {
    const { token, password } = await parseJsonBody(request, ApiResetPasswordSchema);
    await resetPassword(token, password);
    return ok(null, "Password reset successfully. Please sign in with your new password.");
  },
});
