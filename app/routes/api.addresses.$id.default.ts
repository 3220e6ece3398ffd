import { listApiAddresses, setDefaultAddress } from "~/models/address.server";
import { apiMethods, ok, requireApiUser } from "~/utils/api.server";
import type { CachePolicy } from "~/utils/cache-control.server";

export const cachePolicy = "no-store" satisfies CachePolicy;

// PATCH /api/addresses/{id}/default: makes the address the only default and
// answers the full updated list; 404 for another customer's id.
export const { loader, action } = apiMethods({
  PATCH: async ({ request, params }) => {
    const user = await requireApiUser(request);
    await setDefaultAddress(user.id, params.id ?? "");
    return ok(await listApiAddresses(user.id), "Default address updated");
  },
});
