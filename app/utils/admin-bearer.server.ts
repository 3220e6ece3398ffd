import { requireApiAdmin } from "~/utils/api.server";
import { appUrl } from "~/utils/urls.server";

/** Whether an Authorization header carries an active admin's access token: only admins get the photo API's upload limit (server.js). */
export async function isAdminBearer(authorization: string | undefined): Promise<boolean> {
  if (!authorization) return false;
  try {
    await requireApiAdmin(new Request(`${appUrl()}/api/`, { headers: { authorization } }));
    return true;
  } catch {
    return false;
  }
}
