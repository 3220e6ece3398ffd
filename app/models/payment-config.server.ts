import { getEnv, isOnlinePaymentEnabled } from "~/utils/env.server";

// Which payment methods exist, read from the environment in one place
// (DECISIONS 4.1). No imports from other models, so order-placement.server.ts and
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

/**
 * The official SDK client. RAZORPAY_API_URL (tests only: the local fake in tests/fakes; production
 * refuses it) replaces the SDK's fixed https://api.razorpay.com base on its axios instance.
 * `headers` are extra request headers (the SDK's constructor drops any it does not know, such as
 * X-Refund-Idempotency), set on this client only.
 */
export async function razorpayClient(headers: Record<string, string> = {}) {
  const keys = razorpayKeys();
  if (!keys) return null;
  const { default: Razorpay } = await import("razorpay");
  const client = new Razorpay({ key_id: keys.keyId, key_secret: keys.keySecret });
  const base = getEnv().RAZORPAY_API_URL;
  const rq = (client as unknown as { api?: { rq?: { defaults: { baseURL?: string; headers: Record<string, unknown> } } } }).api?.rq;
  if (base) {
    if (getEnv().NODE_ENV === "production") throw new Error("RAZORPAY_API_URL is for tests against the local fake only; production talks to Razorpay.");
    if (rq) rq.defaults.baseURL = base.replace(/\/+$/, "");
  }
  if (rq) for (const [name, value] of Object.entries(headers)) rq.defaults.headers[name] = value;
  return client;
}
