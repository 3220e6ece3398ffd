import { z } from "zod";
import { ORDER_MESSAGES } from "~/schemas/order-messages";
import { isValidPhone, PINCODE_MESSAGE, PINCODE_PATTERN } from "~/schemas/rules";
import { DEFAULT_COUNTRY } from "~/utils/constants";

// The order address rules and the /checkout form schema (its only rules; the
// browser takes them from the server, docs/decisions/0013-forms.md). The messages live in
// order-messages.ts and are re-exported here for the server's importers.

export { CANCEL_REASONS, ORDER_MESSAGES, PAYMENT_MESSAGES } from "~/schemas/order-messages";
export { isValidPhone } from "~/schemas/rules";

const REQUIRED = ORDER_MESSAGES.requiredFields;
const requiredText = (max: number) =>
  z.string({ required_error: REQUIRED, invalid_type_error: REQUIRED }).trim().min(1, REQUIRED).max(max, `Must be at most ${max} characters`);

/** An order's shipping or billing address: the checkout's required fields, the registration phone rule, 6-digit pincode. */
export const OrderAddressSchema = z.object({
  fullName: requiredText(100),
  phone: requiredText(20).refine(isValidPhone, ORDER_MESSAGES.invalidPhone),
  address: requiredText(300),
  city: requiredText(100),
  state: requiredText(100),
  pincode: z.preprocess(
    (v) => (typeof v === "number" && Number.isInteger(v) ? String(v) : v),
    z.string({ required_error: REQUIRED, invalid_type_error: REQUIRED }).trim().min(1, REQUIRED).regex(PINCODE_PATTERN, PINCODE_MESSAGE),
  ),
  country: z
    .string({ invalid_type_error: "Country must be text" })
    .trim()
    .max(60, "Country is too long")
    .nullish()
    .transform((v) => v || DEFAULT_COUNTRY),
});
export type OrderAddressInput = z.input<typeof OrderAddressSchema>;

/** The /checkout form (flat fields, as the browser posts them). */
export const CheckoutFormSchema = z.object({
  fullName: requiredText(100),
  phone: requiredText(20).refine(isValidPhone, ORDER_MESSAGES.invalidPhone),
  address: requiredText(300),
  city: requiredText(100),
  state: requiredText(100),
  pincode: z.string({ required_error: REQUIRED }).trim().min(1, REQUIRED).regex(PINCODE_PATTERN, PINCODE_MESSAGE),
  country: z.string().trim().max(60, "Country is too long").optional(),
  paymentMethod: z.enum(["razorpay", "cod"], { errorMap: () => ({ message: ORDER_MESSAGES.paymentMethod }) }),
  notes: z.string().trim().max(500, "Notes must be at most 500 characters").optional(),
  saveAddress: z.boolean().optional(),
  idempotencyKey: z.string({ required_error: ORDER_MESSAGES.placeFailed }).min(8).max(100),
  expectedTotal: z.number({ required_error: ORDER_MESSAGES.placeFailed }).int().min(0),
});
