import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { PayScreen } from "~/components/checkout/pay-screen";
import { orderSummary } from "~/components/checkout/view";
import { pageMeta } from "~/components/ui/page";
import { switchOrderToCod } from "~/models/order-cod-switch.server";
import { getUserOrder } from "~/models/order-queries.server";
import {
  CALLBACK_PATH,
  PaymentProviderError,
  RAZORPAY_CHECKOUT_JS,
  RAZORPAY_HOSTED_URL,
  SIMULATOR_PATH,
  startOrderPayment,
  type PaymentStart,
} from "~/models/payment.server";
import { ORDER_MESSAGES, PAYMENT_MESSAGES } from "~/schemas/order-messages";
import { successPath } from "~/utils/checkout-urls";
import { AppError } from "~/utils/errors";
import { COD_MIN_TOTAL_RUPEES } from "~/utils/constants";
import { requireUser } from "~/utils/session.server";
import { redirectWithToast } from "~/utils/toast.server";
import type { CachePolicy } from "~/utils/cache-control.server";
import { siteUrl } from "~/utils/urls.server";

export const cachePolicy = "no-store" satisfies CachePolicy;

// Between the shopper and paying: the footer keeps only its bottom bar.
export const handle = { footer: "compact" };

// /checkout/pay/:orderId (spec/storefront.md "Checkout", DECISIONS 3.2-3.6): the pay step of
// an online order, 'Pay ₹X' (components/checkout/pay-screen.tsx). ?payment=failed|cancelled|invalid
// shows what happened; the cart is untouched until a payment is verified. A paid order goes on
// to its success page. POST intent=cod (this page's "Pay on delivery instead" and My Orders' entry):
// the unpaid order becomes a Cash on Delivery order (models/order-cod-switch.server.ts) and goes on
// to its order-placed page.

const PAYMENT_NOTICES = {
  failed: PAYMENT_MESSAGES.failed,
  cancelled: PAYMENT_MESSAGES.cancelled,
  invalid: PAYMENT_MESSAGES.verificationFailed,
} as const;

export const meta: MetaFunction<typeof loader> = ({ matches }) => pageMeta("Payment", matches);

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const order = await getUserOrder(user.id, params.orderId ?? "");
  if (!order) throw new Response("Order Not Found", { status: 404, statusText: "Not Found" });
  if (order.paymentStatus === "paid") throw redirect(successPath(order.id));
  let payment: PaymentStart | null = null;
  let problem: string | null = null;
  if (order.paymentMethod !== "razorpay" || !order.awaitingPayment) {
    problem = order.status === "cancelled" && order.cancellationReason ? `${PAYMENT_MESSAGES.notPayable} (${order.cancellationReason})` : PAYMENT_MESSAGES.notPayable;
  } else {
    try {
      payment = await startOrderPayment(user.id, order.id);
    } catch (error) {
      if (error instanceof PaymentProviderError) problem = PAYMENT_MESSAGES.createFailed;
      else if (error instanceof AppError && error.status < 500) problem = error.message;
      else throw error;
    }
  }
  const notice = new URL(request.url).searchParams.get("payment");
  return data(
    {
      step: "pay" as const,
      order: orderSummary(order),
      payment,
      problem,
      notice: notice && Object.hasOwn(PAYMENT_NOTICES, notice) ? PAYMENT_NOTICES[notice as keyof typeof PAYMENT_NOTICES] : null,
      noticeKind: notice,
      // The shopper may still choose Cash on Delivery for it (the server checks again when asked).
      codAllowed: payment !== null && order.total > COD_MIN_TOTAL_RUPEES * 100,
      providers: {
        hostedUrl: RAZORPAY_HOSTED_URL,
        checkoutJs: RAZORPAY_CHECKOUT_JS,
        simulatorPath: SIMULATOR_PATH,
        callbackPath: CALLBACK_PATH,
        // On the store's public origin (APP_URL), never the request's Host.
        callbackUrl: siteUrl(CALLBACK_PATH),
        cancelUrl: payment ? siteUrl(`${CALLBACK_PATH}?${new URLSearchParams({ cancelled: "1", order_id: payment.razorpayOrderId })}`) : "",
      },
    },
  );
}

export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const form = await request.formData();
  if (form.get("intent") !== "cod") return data({ codError: PAYMENT_MESSAGES.notPayable }, { status: 400 });
  try {
    const { orderId } = await switchOrderToCod(user.id, params.orderId ?? "");
    return redirectWithToast(successPath(orderId), { type: "success", title: ORDER_MESSAGES.placed }, { status: 303 });
  } catch (error) {
    if (error instanceof AppError && error.status < 500) return data({ codError: error.message }, { status: error.status });
    throw error;
  }
}

export default function CheckoutPayPage() {
  return <PayScreen data={useLoaderData<typeof loader>()} codError={useActionData<typeof action>()?.codError ?? null} />;
}

// After a post that never reached the server, the loaders are not re-fetched over the same dead network.
export { shouldRevalidate } from "~/utils/network-failure";
