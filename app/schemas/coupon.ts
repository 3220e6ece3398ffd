import { z } from "zod";
import { CART_MESSAGES } from "~/schemas/cart";

// The promo code (spec/storefront.md "Cart"): POST /api/cart/coupon and the cart page's Promo
// code box (intent=apply-coupon). The box takes its HTML constraints from the cart loader
// (schemas/forms.server.ts) and its messages from the action's toast (docs/decisions/0013-forms.md).

export const CouponCodeSchema = z.object({
  code: z
    .string({ required_error: CART_MESSAGES.couponRequired, invalid_type_error: "Coupon code must be a string" })
    .trim()
    .min(1, CART_MESSAGES.couponRequired)
    .max(40, CART_MESSAGES.couponInvalid),
});
