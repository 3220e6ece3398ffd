import { z } from "zod";
import { INVALID_MESSAGE_STATUS, updateContactMessageStatus } from "~/models/contact.server";
import { apiMethods, ok, parseJsonBody, requireApiAdmin } from "~/utils/api.server";
import { MESSAGE_STATUSES } from "~/utils/constants";

// PUT /api/contact/{id}/status (admin): any status to any other; 404 for an
// unknown id, 400 for a status outside new, read, responded, closed.
const StatusSchema = z.object({
  status: z.enum(MESSAGE_STATUSES, { errorMap: () => ({ message: INVALID_MESSAGE_STATUS }) }),
});

export const { loader, action } = apiMethods({
  PUT: async ({ request, params }) => {
    await requireApiAdmin(request);
    const { status } = await parseJsonBody(request, StatusSchema);
    return ok(await updateContactMessageStatus(params.id ?? "", status), "Message status updated successfully");
  },
});
