import { getCoupon, updateCoupon } from "~/models/admin-coupon.server";
import { COUPON_MESSAGES } from "~/schemas/admin-coupon";
import { CouponUpdateBodySchema, toApiCoupon } from "~/schemas/api/admin";
import { apiMethods, ok, parseJsonBody, requireApiAdmin } from "~/utils/api.server";
import type { CachePolicy } from "~/utils/cache-control.server";
import { NotFound } from "~/utils/errors";

export const cachePolicy = "no-store" satisfies CachePolicy;

// GET /api/admin/coupons/{id} (admin): one coupon with its redemption counts. PUT: the coupon
// screen's edit form (every setting; the code cannot change), same schema and model; with the
// `updatedAt` it read, a coupon saved since is 409 and nothing is written.
export const { loader, action } = apiMethods({
  GET: async ({ request, params }) => {
    await requireApiAdmin(request);
    const coupon = await getCoupon(params.id ?? "");
    if (!coupon) throw new NotFound(COUPON_MESSAGES.notFound);
    return ok(toApiCoupon(coupon), "Coupon retrieved successfully");
  },
  PUT: async ({ request, params }) => {
    await requireApiAdmin(request);
    const { updatedAt, ...input } = await parseJsonBody(request, CouponUpdateBodySchema);
    return ok(toApiCoupon(await updateCoupon(params.id ?? "", input, { expectedUpdatedAt: updatedAt })), COUPON_MESSAGES.updated);
  },
});
