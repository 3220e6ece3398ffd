import { z } from "zod";
import { countryText, pincodeField } from "~/schemas/fields";
import { ORDER_MESSAGES } from "~/schemas/order-messages";
import { PAYMENT_METHODS, type PaymentMethod } from "~/schemas/order-status";
import { isValidPhone, PINCODE_MESSAGE, PINCODE_PATTERN } from "~/schemas/rules";
import { DEFAULT_COUNTRY } from "~/utils/constants";
import { ValidationError, type FieldError } from "~/utils/errors";

// The order address rules, the /checkout form schema (its only rules; the
// browser takes them from the server, docs/decisions/0013-forms.md), and the
// place-order and cancel-order bodies of the API and the models. The messages live in
// order-messages.ts and are re-exported here for the server's importers.

export { CANCEL_REASONS, ORDER_MESSAGES, PAYMENT_MESSAGES } from "~/schemas/order-messages";
export { isValidPhone } from "~/schemas/rules";

const REQUIRED = ORDER_MESSAGES.requiredFields;
const requiredText = (max: number) =>
  z.string({ required_error: REQUIRED, invalid_type_error: REQUIRED }).trim().min(1, REQUIRED).max(max, `Must be at most ${max} characters`);

/** The address fields an order and the /checkout form share: required, trimmed, the registration phone rule. */
const addressLines = {
  fullName: requiredText(100),
  phone: requiredText(20).refine(isValidPhone, ORDER_MESSAGES.invalidPhone),
  address: requiredText(300),
  city: requiredText(100),
  state: requiredText(100),
};

/** An order's shipping or billing address: the checkout's required fields, the registration phone rule, 6-digit pincode. */
export const OrderAddressSchema = z.object({
  ...addressLines,
  pincode: pincodeField(
    z.string({ required_error: REQUIRED, invalid_type_error: REQUIRED }).trim().min(1, REQUIRED).regex(PINCODE_PATTERN, PINCODE_MESSAGE),
  ),
  country: countryText()
    .nullish()
    .transform((v) => v || DEFAULT_COUNTRY),
});
export type OrderAddressInput = z.input<typeof OrderAddressSchema>;

/** The /checkout form (flat fields, as the browser posts them). */
export const CheckoutFormSchema = z.object({
  ...addressLines,
  pincode: z.string({ required_error: REQUIRED }).trim().min(1, REQUIRED).regex(PINCODE_PATTERN, PINCODE_MESSAGE),
  country: z.string().trim().max(60, "Country is too long").optional(),
  paymentMethod: z.enum(["razorpay", "cod"], { errorMap: () => ({ message: ORDER_MESSAGES.paymentMethod }) }),
  notes: z.string().trim().max(500, "Notes must be at most 500 characters").optional(),
  saveAddress: z.boolean().optional(),
  idempotencyKey: z.string({ required_error: ORDER_MESSAGES.placeFailed }).min(8).max(100),
  expectedTotal: z.number({ required_error: ORDER_MESSAGES.placeFailed }).int().min(0),
});

/**
 * POST /api/orders. Prices, amounts and totals are never read from the client:
 * unknown keys (price, total...) are dropped and the order is priced from the server cart.
 */
export const PlaceOrderSchema = z.object({
  shippingAddress: OrderAddressSchema,
  billingAddress: OrderAddressSchema.nullish(),
  paymentMethod: z.enum(PAYMENT_METHODS, { errorMap: () => ({ message: ORDER_MESSAGES.paymentMethod }) }),
  couponCode: z.string({ invalid_type_error: "Coupon code must be a string" }).trim().max(40, ORDER_MESSAGES.couponInvalid).nullish(),
  notes: z.string({ invalid_type_error: "Notes must be text" }).trim().max(500, "Notes must be at most 500 characters").nullish(),
  idempotencyKey: z.string().trim().min(8, "Idempotency key must be 8-100 characters").max(100, "Idempotency key must be 8-100 characters").optional(),
});

/** What placeOrder (models/order-placement.server.ts) takes: the API's body or the checkout form's, plus the server's own checks. */
export type PlaceOrderInput = {
  shippingAddress: OrderAddressInput;
  billingAddress?: OrderAddressInput | null;
  paymentMethod: PaymentMethod;
  notes?: string | null;
  /** The same key (per user) never makes a second order: the first order is returned. */
  idempotencyKey: string;
  /** Replaces the cart's coupon; an unusable code is refused (400). Absent: the cart's coupon when it still applies. */
  couponCode?: string | null;
  /** The total (paise) the shopper was shown; any other server total is refused (409) so nobody pays a price they did not see. */
  expectedTotal?: number;
  /**
   * API razorpay orders are paid first (API.md): the user's verified, unused payment of exactly the
   * total is attached, else 402. The web places the order first and pays for it within the stock hold.
   */
  prepaid?: boolean;
};

/** POST /api/orders/{id}/cancel and the order page's Cancel form. */
export const CancelOrderSchema = z.object({
  reason: z
    .string({ required_error: ORDER_MESSAGES.cancelReasonRequired, invalid_type_error: ORDER_MESSAGES.cancelReasonRequired })
    .trim()
    .min(1, ORDER_MESSAGES.cancelReasonRequired)
    .max(500, "Reason must be at most 500 characters"),
});

/** A refused place-order or cancel-order body as the 400 the models throw: one error per field; the required-fields message when one is missing. */
export function orderValidationError(error: z.ZodError): ValidationError {
  const errors: FieldError[] = [];
  const seen = new Set<string>();
  for (const issue of error.issues) {
    const param = issue.path.join(".") || "body";
    if (seen.has(param)) continue;
    seen.add(param);
    errors.push({ param, msg: issue.message });
  }
  const message = errors.some((e) => e.msg === REQUIRED) ? REQUIRED : (errors[0]?.msg ?? ORDER_MESSAGES.badDetails);
  return new ValidationError(message, errors);
}
