import { parseWithZod } from "@conform-to/zod";
import { z } from "zod";
import { CART_MESSAGES } from "~/schemas/cart";
import { CouponCodeSchema } from "~/schemas/coupon";

// The /cart form action's schema: one `intent` per button. A server module,
// so zod and Conform never reach the cart page's JavaScript.

const productId = z.string({ required_error: "Please choose a product" }).trim().min(1, "Please choose a product").max(64, "Please choose a product");
const variant = z.string().trim().max(50).optional();
const quantity = z.number({ required_error: "Quantity is required", invalid_type_error: CART_MESSAGES.quantityWhole }).int(CART_MESSAGES.quantityWhole);
const line = { productId, size: variant, color: variant };

const CartActionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("add"), ...line, quantity: quantity.default(1) }),
  z.object({ intent: z.literal("update"), ...line, quantity }),
  z.object({ intent: z.literal("increment"), ...line }),
  z.object({ intent: z.literal("decrement"), ...line }),
  z.object({ intent: z.literal("remove"), ...line }),
  z.object({ intent: z.literal("clear") }),
  CouponCodeSchema.extend({ intent: z.literal("apply-coupon") }),
  z.object({ intent: z.literal("remove-coupon") }),
]);
export type CartActionInput = z.infer<typeof CartActionSchema>;

export function parseCartAction(form: FormData) {
  return parseWithZod(form, { schema: CartActionSchema });
}
