import { applyCoupon, CART_MESSAGES, couponAppliedMessage, CouponCodeSchema, getCartForApi, removeCoupon } from "~/models/cart.server";
import { apiMethods, ok, parseJsonBody, requireApiUser } from "~/utils/api.server";
import type { CachePolicy } from "~/utils/cache-control.server";

export const cachePolicy = "no-store" satisfies CachePolicy;

// POST /api/cart/coupon { code } -> cart with the coupon applied; 400 with the
// documented message ('Invalid coupon code. Try SAVE10, FIRST20, or FESTIVE15')
// or the reason it cannot be used. DELETE /api/cart/coupon -> cart without it.
export const { loader, action } = apiMethods({
  POST: async ({ request }) => {
    const user = await requireApiUser(request);
    const { code } = await parseJsonBody(request, CouponCodeSchema);
    const coupon = await applyCoupon({ userId: user.id }, code);
    return ok(await getCartForApi(user.id), couponAppliedMessage(coupon));
  },
  DELETE: async ({ request }) => {
    const user = await requireApiUser(request);
    await removeCoupon({ userId: user.id });
    return ok(await getCartForApi(user.id), CART_MESSAGES.couponRemoved);
  },
});
