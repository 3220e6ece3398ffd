import { customerStatusToast, setCustomerActive } from "~/models/admin-customer.server";
import { CustomerStatusBodySchema } from "~/schemas/admin-customer";
import { apiMethods, ok, parseJsonBody, requireApiAdmin } from "~/utils/api.server";
import type { CachePolicy } from "~/utils/cache-control.server";

export const cachePolicy = "no-store" satisfies CachePolicy;

// PUT /api/admin/users/{id}/status (admin): { isActive } for a customer
// account. Deactivating ends the customer's sessions and API tokens. 404 for
// an unknown id; 403 for an admin account (the caller's own included).
export const { loader, action } = apiMethods({
  PUT: async ({ request, params }) => {
    const admin = await requireApiAdmin(request);
    const { isActive } = await parseJsonBody(request, CustomerStatusBodySchema);
    const customer = await setCustomerActive(admin.id, params.id ?? "", isActive);
    return ok(customer, customerStatusToast(isActive));
  },
});
