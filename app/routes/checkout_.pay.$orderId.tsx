import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { PayScreen } from "~/components/checkout/pay-screen";
import { orderSummary } from "~/components/checkout/view";
import { pageMeta } from "~/components/ui/page";
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
import { PAYMENT_MESSAGES } from "~/schemas/order-messages";
import { successPath } from "~/utils/checkout-urls";
import { AppError } from "~/utils/errors";
import { requireUser } from "~/utils/session.server";
import type { CachePolicy } from "~/utils/cache-control.server";
import { siteUrl } from "~/utils/urls.server";

export const cachePolicy = "no-store" satisfies CachePolicy;

// Between the shopper and paying: the footer keeps only its bottom bar.
export const handle = { footer: "compact" };

// /checkout/pay/:orderId (spec/storefront.md "Checkout", DECISIONS 3.2-3.6): the pay step of
// an online order, 'Pay ₹X' (components/checkout/pay-screen.tsx). ?payment=failed|cancelled|invalid
// shows what happened; the cart is untouched until a payment is verified. A paid order goes on
// to its success page.

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

export default function CheckoutPayPage() {
  return <PayScreen data={useLoaderData<typeof loader>()} />;
}

// After a post that never reached the server, the loaders are not re-fetched over the same dead network.
export { shouldRevalidate } from "~/utils/network-failure";
