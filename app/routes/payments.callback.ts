import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { findPaymentByRazorpayOrderId, reconcileProviderPayment, verifyAndCapture, VerifyPaymentSchema } from "~/models/payment.server";
import { allowProviderCheck } from "~/models/rate-limit.server";
import { PAYMENT_MESSAGES } from "~/schemas/checkout";
import { clientIp } from "~/utils/request.server";
import { payPath, successPath } from "~/utils/checkout-urls";
import { AppError } from "~/utils/errors";
import { redirectWithToast } from "~/utils/toast.server";
import { NO_STORE_CACHE, type CachePolicy } from "~/utils/cache-control.server";

export const cachePolicy = "no-store" satisfies CachePolicy;

// /payments/callback: where Razorpay Hosted Checkout (callback_url / cancel_url),
// Standard Checkout's handler and the local simulator send the shopper back.
//
// A RESOURCE route (no component): Razorpay's hosted page POSTs here cross-site,
// and Remix 2.17 runs its own Origin-vs-Host check (throwIfPotentialCSRFAttack)
// on document POSTs only, answering 500 before any action runs. Resource routes
// skip it (server-runtime's handleResourceRequest), so the callback answers with
// redirects only; messages are shown by /payments/result or the pay step.
// A cross-site POST carries no SameSite=Lax session cookie, so the order is found
// by the stored razorpay_order_id, never by the session.
//
//   POST razorpay_payment_id, razorpay_order_id, razorpay_signature: the signature
//     is checked on the server, the order is marked paid (idempotent) -> the success screen.
//     A bad signature -> the pay step with 'Payment verification failed'; nothing changes.
//   POST error[...] fields (a failed attempt): UNSIGNED, so anyone could send them; they
//     only choose the message. State changes come from signed data only: the webhook
//     (payment.failed), or, with real keys, the order's payments fetched from Razorpay
//     through the SDK (reconcileProviderPayment) -> the pay step with 'Payment failed'.
//   GET ?cancelled=1&order_id=... (cancel_url): 'Payment cancelled by user'; nothing changes.

const payStep = (orderId: string, payment: "failed" | "cancelled" | "invalid") => payPath(orderId, payment);
const resultPage = (status: "failed" | "cancelled" | "invalid") => `/payments/result?status=${status}`;
const success = (orderId: string | null) =>
  redirectWithToast(orderId ? successPath(orderId) : "/account", { type: "success", title: PAYMENT_MESSAGES.success }, { status: 303 });

function field(form: FormData, name: string): string | null {
  const value = form.get(name);
  return typeof value === "string" && value.trim() ? value.trim().slice(0, 500) : null;
}

/** error[metadata] arrives as JSON ({"order_id": ..., "payment_id": ...}) or as bracketed fields. */
function failedOrderId(form: FormData): string | null {
  const direct = field(form, "error[metadata][order_id]");
  if (direct) return direct;
  const json = field(form, "error[metadata]");
  if (!json) return null;
  try {
    const meta = JSON.parse(json) as { order_id?: unknown };
    return typeof meta.order_id === "string" ? meta.order_id : null;
  } catch {
    return null;
  }
}

async function readForm(request: Request): Promise<FormData | null> {
  try {
    return await request.formData();
  } catch {
    return null;
  }
}

export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return new Response("Method Not Allowed", { status: 405, headers: { Allow: "GET, POST" } });
  const form = await readForm(request);
  if (!form) return redirect(resultPage("invalid"), 303);
  const razorpayOrderId = field(form, "razorpay_order_id");

  if (field(form, "razorpay_signature") || field(form, "razorpay_payment_id")) {
    const parsed = VerifyPaymentSchema.safeParse({
      razorpay_order_id: razorpayOrderId ?? "",
      razorpay_payment_id: field(form, "razorpay_payment_id") ?? "",
      razorpay_signature: field(form, "razorpay_signature") ?? "",
    });
    try {
      if (!parsed.success) throw new AppError(PAYMENT_MESSAGES.verificationFailed);
      const result = await verifyAndCapture(parsed.data);
      return success(result.orderId);
    } catch (error) {
      if (!(error instanceof AppError) || error.status >= 500) throw error;
      const payment = razorpayOrderId ? await findPaymentByRazorpayOrderId(razorpayOrderId) : null;
      return redirect(payment?.orderId ? payStep(payment.orderId, "invalid") : resultPage("invalid"), 303);
    }
  }

  // Unsigned failure fields: a message, never a state change from what was posted.
  const failedFor = failedOrderId(form) ?? razorpayOrderId;
  const payment = failedFor ? await findPaymentByRazorpayOrderId(failedFor) : null;
  if (payment?.orderId) {
    // Asking Razorpay is throttled (anyone can post these fields); the webhook settles the order anyway.
    const ask = await allowProviderCheck({ razorpayOrderId: payment.razorpayOrderId, ip: clientIp(context) });
    if (ask && (await reconcileProviderPayment(payment.razorpayOrderId)) === "paid") return success(payment.orderId);
    return redirect(payStep(payment.orderId, "failed"), 303);
  }
  return redirect(resultPage("failed"), 303);
}

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const razorpayOrderId = url.searchParams.get("order_id") ?? url.searchParams.get("razorpay_order_id");
  const payment = razorpayOrderId ? await findPaymentByRazorpayOrderId(razorpayOrderId) : null;
  // The cancel_url (and the simulator's Cancel): nothing changes; the order stays payable within its hold.
  const init = { headers: { "Cache-Control": NO_STORE_CACHE } };
  if (payment?.orderId) return redirect(payStep(payment.orderId, "cancelled"), init);
  return redirect(resultPage(url.searchParams.has("cancelled") ? "cancelled" : "invalid"), init);
}
