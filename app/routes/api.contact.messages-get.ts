import { z } from "zod";
import { listContactMessages } from "~/models/contact.server";
import { apiMethods, ok, paginationQuery, parseQuery, requireApiAdmin } from "~/utils/api.server";
import { ADMIN_PAGE_SIZE, MESSAGE_STATUSES } from "~/utils/constants";

// GET /api/contact/messages-get (admin): newest first, `data` is the ARRAY of
// messages as API.md and the admin document say. The paging figures travel in
// headers (X-Total-Count, X-Page, X-Limit, X-Total-Pages) so the body keeps
// the documented shape.
const STATUS_MESSAGE = `status must be one of all, ${MESSAGE_STATUSES.join(", ")}`;
const QuerySchema = paginationQuery(ADMIN_PAGE_SIZE).extend({
  // "all" (or no status) means every status, as the admin filter's "All Messages".
  status: z.enum(["all", ...MESSAGE_STATUSES], { errorMap: () => ({ message: STATUS_MESSAGE }) }).optional(),
});

export const { loader } = apiMethods({
  GET: async ({ request }) => {
    await requireApiAdmin(request);
    const { page, limit, status } = parseQuery(request, QuerySchema);
    const { messages, pagination } = await listContactMessages({ page, limit, status: status === "all" ? undefined : status });
    return ok(messages, "Messages retrieved successfully", {
      headers: {
        "X-Total-Count": String(pagination.total),
        "X-Page": String(pagination.page),
        "X-Limit": String(pagination.limit),
        "X-Total-Pages": String(pagination.pages),
      },
    });
  },
});
