import { createCoupon, listCoupons } from "~/models/admin-coupon.server";
import { COUPON_MESSAGES, CouponCreateSchema } from "~/schemas/admin-coupon";
import { CouponListQuerySchema, toApiCoupon } from "~/schemas/api/admin";
import { apiMethods, created, ok, parseJsonBody, parseQuery, requireApiAdmin } from "~/utils/api.server";
import type { CachePolicy } from "~/utils/cache-control.server";

export const cachePolicy = "no-store" satisfies CachePolicy;

// GET /api/admin/coupons (admin): every coupon (status all | active | inactive), active first then
// by code, with its redemption counts; money in rupees. POST: the coupon screen's create form
// (same schema and model, docs/decisions/0021 and 0035); 201. The code is unique, so a replayed
// create is 409 "A coupon with this code already exists" and never makes a second coupon.
export const { loader, action } = apiMethods({
  GET: async ({ request }) => {
    await requireApiAdmin(request);
    const { status } = parseQuery(request, CouponListQuerySchema);
    return ok((await listCoupons({ status })).map(toApiCoupon), "Coupons retrieved successfully");
  },
  POST: async ({ request }) => {
    await requireApiAdmin(request);
    const input = await parseJsonBody(request, CouponCreateSchema);
    return created(toApiCoupon(await createCoupon(input)), COUPON_MESSAGES.created);
  },
});
