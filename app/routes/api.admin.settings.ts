import { getSettings, patchSettings, settingsInRupees } from "~/models/settings.server";
import { SETTINGS_MESSAGES, ShopSettingsPatchSchema } from "~/schemas/admin-settings";
import { apiMethods, ok, parseJsonBody, requireApiAdmin } from "~/utils/api.server";
import type { CachePolicy } from "~/utils/cache-control.server";

export const cachePolicy = "no-store" satisfies CachePolicy;

// GET /api/admin/settings (admin): the shop's settings, money in rupees, with their version.
// PATCH /api/admin/settings (admin): any subset of the fields plus the version they were read at;
// 409 when someone saved a newer version since (docs/decisions/0022-shop-settings.md).
export const { loader, action } = apiMethods({
  GET: async ({ request }) => {
    await requireApiAdmin(request);
    return ok(settingsInRupees(await getSettings()), "Settings retrieved successfully");
  },
  PATCH: async ({ request }) => {
    const admin = await requireApiAdmin(request);
    const patch = await parseJsonBody(request, ShopSettingsPatchSchema);
    return ok(settingsInRupees(await patchSettings(patch, { userId: admin.id })), SETTINGS_MESSAGES.saved);
  },
});
