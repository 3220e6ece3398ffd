import { getEnv, isOnlinePaymentEnabled } from "~/utils/env.server";

// Which payment methods exist, read from the environment in one place
// (DECISIONS 4.1). No imports from other models, so order.server.ts and
// payment.server.ts can both use it without an import cycle.
//   PAYMENT_METHODS=cod          COD only: checkout offers only COD, every online path is refused (4xx).
//   RAZORPAY_KEY_ID + _SECRET    real Razorpay through its SDK.
//   neither, outside production  the built-in simulator stands in for Razorpay.
//   neither, in production       no online payment at all (the server refuses to start that way;
//                                if it ever runs, every online path is refused, never simulated).

export type PaymentMode = "razorpay" | "simulator";

export const ONLINE_PAYMENT_UNAVAILABLE = "Online payment is not available: this shop takes Cash on Delivery only. Please choose Cash on Delivery.";

/** Whether checkout may offer Razorpay at all (PAYMENT_METHODS lists it). */
export const onlinePaymentsEnabled = (): boolean => isOnlinePaymentEnabled();

export function razorpayKeys(): { keyId: string; keySecret: string } | null {
  const env = getEnv();
  return env.RAZORPAY_KEY_ID && env.RAZORPAY_KEY_SECRET ? { keyId: env.RAZORPAY_KEY_ID, keySecret: env.RAZORPAY_KEY_SECRET } : null;
}

/** The simulator exists only outside production, only without keys, and only when online payment is offered. */
export function simulatorAllowed(): boolean {
  return getEnv().NODE_ENV !== "production" && onlinePaymentsEnabled() && !razorpayKeys();
}

/** How online payments are taken now, or null when they are not (COD only, or production without keys). */
export function onlinePaymentMode(): PaymentMode | null {
  if (!onlinePaymentsEnabled()) return null;
  if (razorpayKeys()) return "razorpay";
  return simulatorAllowed() ? "simulator" : null;
}
