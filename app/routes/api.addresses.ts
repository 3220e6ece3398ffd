import { createAddress, listApiAddresses } from "~/models/address.server";
import { requirePincodeAgreement } from "~/models/pincode.server";
import { AddressSchema } from "~/schemas/address";
import { apiMethods, created, ok, parseJsonBody, requireApiUser } from "~/utils/api.server";
import type { CachePolicy } from "~/utils/cache-control.server";

export const cachePolicy = "no-store" satisfies CachePolicy;

// GET /api/addresses and POST /api/addresses (API.md "Addresses"): the
// caller's address book, default first, then newest. POST answers 201 with the
// full updated list.

export const { loader, action } = apiMethods({
  GET: async ({ request }) => {
    const user = await requireApiUser(request);
    return ok(await listApiAddresses(user.id), "Addresses retrieved successfully");
  },
  POST: async ({ request }) => {
    const user = await requireApiUser(request);
    const input = await parseJsonBody(request, AddressSchema);
    // The pincode check of the web address forms (India Post's directory), same messages.
    requirePincodeAgreement(input);
    await createAddress(user.id, input);
    return created(await listApiAddresses(user.id), "Address saved");
  },
});
