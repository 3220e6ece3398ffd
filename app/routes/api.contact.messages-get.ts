import { listContactMessages } from "~/models/contact.server";
import { ContactMessagesQuerySchema } from "~/schemas/api/requests.server";
import { apiMethods, ok, parseQuery, requireApiAdmin } from "~/utils/api.server";
import type { CachePolicy } from "~/utils/cache-control.server";

export const cachePolicy = "no-store" satisfies CachePolicy;

// GET /api/contact/messages-get (admin): newest first, `data` is the ARRAY of
// messages as API.md and the admin document say. The paging figures travel in
// headers (X-Total-Count, X-Page, X-Limit, X-Total-Pages) so the body keeps
// the documented shape.
export const { loader } = apiMethods({
  GET: async ({ request }) => {
    await requireApiAdmin(request);
    const { page, limit, status } = parseQuery(request, ContactMessagesQuerySchema);
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
