import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { AlertIcon } from "~/components/ui/icons";
import { pageMeta } from "~/components/ui/page";
import { findPaymentByRazorpayOrderId, markPaymentFailed, verifyAndCapture, VerifyPaymentSchema } from "~/models/payment.server";
import { PAYMENT_MESSAGES } from "~/schemas/checkout";
import { AppError } from "~/utils/errors";
import { redirectWithToast } from "~/utils/toast.server";

// /payments/callback: where Razorpay Hosted Checkout (callback_url / cancel_url),
// Standard Checkout's handler and the local simulator send the shopper back.
// A cross-site POST from Razorpay carries no SameSite=Lax session cookie, so the
// order is found by the stored razorpay_order_id, never by the session; the
// signature is checked on the server before anything changes.
//   POST with razorpay_payment_id, razorpay_order_id, razorpay_signature: verify,
//     mark paid (idempotent; the cart's ordered lines go), -> the success screen.
//     A bad signature -> the pay step with 'Payment verification failed'; nothing changes.
//   POST with error[...] fields (a failed attempt): the attempt is recorded as failed,
//     the order stays unpaid and the cart intact -> the pay step with 'Payment failed. Please try again.'
//   GET ?cancelled=1&order_id=... (cancel_url, the simulator's Cancel): 'Payment cancelled by user'.

export const meta: MetaFunction = ({ matches }) => pageMeta("Payment", matches);

const payStep = (orderId: string, payment: "failed" | "cancelled" | "invalid") =>
  `/checkout?${new URLSearchParams({ order: orderId, payment })}`;

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

export async function action({ request }: ActionFunctionArgs) {
  const form = await request.formData();
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
      const toast = { type: "success" as const, title: PAYMENT_MESSAGES.success };
      if (result.orderId) return redirectWithToast(`/checkout?success=${encodeURIComponent(result.orderId)}`, toast, { status: 303 });
      return redirectWithToast("/account", toast, { status: 303 });
    } catch (error) {
      if (!(error instanceof AppError) || error.status >= 500) throw error;
      const payment = razorpayOrderId ? await findPaymentByRazorpayOrderId(razorpayOrderId) : null;
      if (payment?.orderId) return redirect(payStep(payment.orderId, "invalid"), 303);
      return data({ message: PAYMENT_MESSAGES.verificationFailed }, { status: 400 });
    }
  }

  const failedFor = failedOrderId(form) ?? razorpayOrderId;
  if (failedFor) {
    const reason = field(form, "error[description]") ?? PAYMENT_MESSAGES.failed;
    const result = await markPaymentFailed(failedFor, reason);
    if (result?.orderId) return redirect(payStep(result.orderId, "failed"), 303);
  }
  return data({ message: PAYMENT_MESSAGES.failed }, { status: 400 });
}

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const razorpayOrderId = url.searchParams.get("order_id") ?? url.searchParams.get("razorpay_order_id");
  const payment = razorpayOrderId ? await findPaymentByRazorpayOrderId(razorpayOrderId) : null;
  // The cancel_url (and the simulator's Cancel): nothing changes; the order stays payable within its hold.
  if (payment?.orderId) throw redirect(payStep(payment.orderId, "cancelled"));
  return data({ message: url.searchParams.has("cancelled") ? PAYMENT_MESSAGES.cancelled : PAYMENT_MESSAGES.verificationFailed });
}

export default function PaymentCallbackPage() {
  const loaderData = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const message = actionData?.message ?? loaderData.message;
  return (
    <div className="mx-auto max-w-xl px-4 py-16 text-center sm:px-6">
      <AlertIcon className="mx-auto size-12 text-red-600" />
      <h1 className="mt-4 font-serif text-3xl font-bold text-brand-700">Payment</h1>
      <p className="mt-3 text-stone-700" role="alert" data-testid="payment-callback-message">
        {message}
      </p>
      <p className="mt-6 flex justify-center gap-6">
        <Link to="/account" className="font-semibold text-brand-700 underline">
          My Orders
        </Link>
        <Link to="/cart" className="font-semibold text-brand-700 underline">
          Back to cart
        </Link>
      </p>
    </div>
  );
}
