import { z } from "zod";
import { PINCODE_MESSAGE, PINCODE_PATTERN } from "~/schemas/address";
import { PHONE_PATTERN } from "~/schemas/auth";
import { COD_MIN_TOTAL_RUPEES, DEFAULT_COUNTRY } from "~/utils/constants";

// Checkout, order and payment messages and the order address rules, shared by
// the browser (the checkout and order screens) and the server (models/order.server.ts,
// models/payment.server.ts, the JSON API). The documents' words are kept exactly
// (spec/storefront.md sections 5 and 8).

export const ORDER_MESSAGES = {
  placed: "Order placed successfully!",
  paid: "Payment successful! Order placed.",
  requiredFields: "Please fill in all required fields",
  invalidPhone: "Please enter a valid phone number",
  placeFailed: "Failed to place order. Please try again.",
  badDetails: "Please check your order details",
  paymentMethod: "Please choose Razorpay or Cash on Delivery",
  codNotAllowed: `Cash on Delivery is available only for orders above ₹${COD_MIN_TOTAL_RUPEES}`,
  priceChanged: "Prices in your cart have changed. Please review the new total before placing your order.",
  notFound: "Order not found",
  cancelled: "Order cancelled successfully",
  cancelReasonRequired: "Please choose or enter a reason for cancelling",
  paymentNotCompleted: "Payment not completed in time",
  superseded: "Replaced by a newer order",
  paymentRequired: "A verified payment for the cart's total is required to place a Razorpay order",
  couponInvalid: "Invalid coupon code. Try SAVE10, FIRST20, or FESTIVE15",
} as const;

export const PAYMENT_MESSAGES = {
  success: ORDER_MESSAGES.paid,
  cancelled: "Payment cancelled by user",
  failed: "Payment failed. Please try again.",
  verificationFailed: "Payment verification failed",
  createFailed: "Failed to create payment order",
  sdkLoadFailed: "Failed to load the Razorpay SDK (checkout.js). Please check your connection and try again.",
  verified: "Payment verified successfully",
  created: "Payment order created",
  amountMismatch: "The amount does not match your cart total. Please review your cart and try again.",
  currency: "Only INR payments are supported",
  notPayable: "This order can no longer be paid online: its payment window has closed or it is already paid.",
  alreadyUsed: "This payment has already been used",
  webhookInvalid: "Invalid webhook signature",
  webhookMalformed: "Invalid webhook payload",
} as const;

/** The reasons offered by the Cancel form (any text up to 500 characters is accepted). */
export const CANCEL_REASONS = ["Changed my mind", "Ordered the wrong size", "Found a better price", "Delivery date too late", "Ordered by mistake"] as const;

const REQUIRED = ORDER_MESSAGES.requiredFields;
const requiredText = (max: number) =>
  z.string({ required_error: REQUIRED, invalid_type_error: REQUIRED }).trim().min(1, REQUIRED).max(max, `Must be at most ${max} characters`);

export const isValidPhone = (v: string) => PHONE_PATTERN.test(v) && v.replace(/\D/g, "").length >= 10;

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
