import { deleteAddress, listApiAddresses, updateAddress } from "~/models/address.server";
import { requirePincodeAgreement } from "~/models/pincode.server";
import { AddressSchema } from "~/schemas/address";
import { apiMethods, ok, parseJsonBody, requireApiUser } from "~/utils/api.server";
import type { CachePolicy } from "~/utils/cache-control.server";

export const cachePolicy = "no-store" satisfies CachePolicy;

// PUT and DELETE /api/addresses/{id}: each answers the caller's full updated
// list; another customer's (or an unknown) id is 404 and changes nothing.
export const { loader, action } = apiMethods({
  PUT: async ({ request, params }) => {
    const user = await requireApiUser(request);
    const input = await parseJsonBody(request, AddressSchema);
    // The pincode check of the web address forms (India Post's directory), same messages.
    requirePincodeAgreement(input);
    await updateAddress(user.id, params.id ?? "", input);
    return ok(await listApiAddresses(user.id), "Address updated");
  },
  DELETE: async ({ request, params }) => {
    const user = await requireApiUser(request);
    await deleteAddress(user.id, params.id ?? "");
    return ok(await listApiAddresses(user.id), "Address deleted");
  },
});
