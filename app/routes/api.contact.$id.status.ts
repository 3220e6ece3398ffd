import { updateContactMessageStatus } from "~/models/contact.server";
import { ContactStatusSchema } from "~/schemas/api/requests.server";
import { apiMethods, ok, parseJsonBody, requireApiAdmin } from "~/utils/api.server";
import type { CachePolicy } from "~/utils/cache-control.server";

export const cachePolicy = "no-store" satisfies CachePolicy;

// PUT /api/contact/{id}/status (admin): any status to any other; 404 for an
// unknown id, 400 for a status outside new, read, responded, closed.
export const { loader, action } = apiMethods({
  PUT: async ({ request, params }) => {
    await requireApiAdmin(request);
    const { status } = await parseJsonBody(request, ContactStatusSchema);
    return ok(await updateContactMessageStatus(params.id ?? "", status), "Message status updated successfully");
  },
});
