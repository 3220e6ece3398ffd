import { changePassword } from "~/models/user.server";
import { ChangePasswordSchema } from "~/schemas/auth";
import { apiMethods, ok, parseJsonBody, requireApiUser } from "~/utils/api.server";

// The API sends no confirmation field: the web form's rules without it.
const ApiChangePasswordSchema = ChangePasswordSchema.innerType().pick({ currentPassword: true, newPassword: true });

export const { loader, action } = apiMethods({
  POST: async ({ request }) => {
    const user = await requireApiUser(request);
    const { currentPassword, newPassword } = await parseJsonBody(request, ApiChangePasswordSchema);
    await changePassword(user.id, currentPassword, newPassword);
    return ok(null, "Password changed successfully");
  },
});
