import { COD_MIN_TOTAL_RUPEES } from "~/utils/constants";

// Checkout, order and payment messages, shared by the browser (the checkout
// and order screens) and the server (models/order-*.server.ts,
// models/payment.server.ts, the JSON API). The documents' words are kept exactly
// (spec/storefront.md sections 5 and 8). No zod here: screens import this
// module directly so that zod stays out of their browser bundles
// (checkout.ts, the zod schemas, re-exports it).

/** The COD refusal for the limit the owner set (paise; /admin/settings). */
export function codNotAllowedMessage(codMinTotal: number) {
  return `Cash on Delivery is available only for orders above ₹${(codMinTotal / 100).toLocaleString("en-IN")}`;
}

export const ORDER_MESSAGES = {
  placed: "Order placed successfully!",
  paid: "Payment successful! Order placed.",
  requiredFields: "Please fill in all required fields",
  invalidPhone: "Please enter a valid phone number",
  placeFailed: "Failed to place order. Please try again.",
  badDetails: "Please check your order details",
  paymentMethod: "Please choose Razorpay or Cash on Delivery",
  codNotAllowed: codNotAllowedMessage(COD_MIN_TOTAL_RUPEES * 100),
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
  paidAfterCancel: "Paid after the order was cancelled: the payment is refunded",
} as const;

/** The reasons offered by the Cancel form (any text up to 500 characters is accepted). */
export const CANCEL_REASONS = ["Changed my mind", "Ordered the wrong size", "Found a better price", "Delivery date too late", "Ordered by mistake"] as const;
/** The Cancel form's last choice: no reason from the list, the details say it (schemas/order-cancel.ts). */
export const CANCEL_OTHER = "Other";

export const notEnoughStock = (name: string) => `Not enough stock for ${name}`;
export const tooManyOpenOrders = (n: number) =>
  `You already have ${n} orders waiting for payment or delivery. Please wait until one of them is delivered, or cancel one, before placing another.`;
export const cannotCancel = (status: string) => `This order cannot be cancelled because it is ${status}`;
