import { setCouponActive } from "~/models/admin-coupon.server";
import { COUPON_MESSAGES } from "~/schemas/admin-coupon";
import { CouponStatusBodySchema, toApiCoupon } from "~/schemas/api/admin";
import { apiMethods, ok, parseJsonBody, requireApiAdmin } from "~/utils/api.server";
import type { CachePolicy } from "~/utils/cache-control.server";

export const cachePolicy = "no-store" satisfies CachePolicy;

// PUT /api/admin/coupons/{id}/status (admin): { isActive, updatedAt? }. Deactivate (no cart can
// apply it; carts holding it drop it on their next read) or activate again, as the screen's
// buttons do. Coupons are never deleted: orders name them.
export const { action } = apiMethods({
  PUT: async ({ request, params }) => {
    await requireApiAdmin(request);
    const { isActive, updatedAt } = await parseJsonBody(request, CouponStatusBodySchema);
    const coupon = await setCouponActive(params.id ?? "", isActive, { expectedUpdatedAt: updatedAt });
    return ok(toApiCoupon(coupon), isActive ? COUPON_MESSAGES.activated : COUPON_MESSAGES.deactivated);
  },
});
