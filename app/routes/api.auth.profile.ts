import { updateProfile } from "~/models/user.server";
import { ProfileSchema } from "~/schemas/auth";
import { apiMethods, ok, parseJsonBody, requireApiUser } from "~/utils/api.server";
import type { CachePolicy } from "~/utils/cache-control.server";

export const cachePolicy = "no-store" satisfies CachePolicy;

export const { loader, action } = apiMethods({
  GET: async ({ request }) => ok(await requireApiUser(request), "Profile retrieved"),
  PUT: async ({ request }) => {
    const user = await requireApiUser(request);
    const input = await parseJsonBody(request, ProfileSchema);
    return ok(await updateProfile(user.id, input), "Profile updated successfully!");
  },
});
