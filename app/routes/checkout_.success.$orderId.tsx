import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { SUCCESS_DELAY_SECONDS, SuccessScreen } from "~/components/checkout/success-screen";
import { orderSummary } from "~/components/checkout/view";
import { pageMeta } from "~/components/ui/page";
import { getUserOrder } from "~/models/order-queries.server";
import { payPath, placedPath } from "~/utils/checkout-urls";
import { requireUser } from "~/utils/session.server";
import type { CachePolicy } from "~/utils/cache-control.server";

export const cachePolicy = "no-store" satisfies CachePolicy;

// Between the shopper and paying: the footer keeps only its bottom bar.
export const handle = { footer: "compact" };

// /checkout/success/:orderId: 'Payment Successful!' (COD: the order-placed screen), then
// My Orders with the new order highlighted (/account?placed=<orderNumber>) after 3 s through a
// meta refresh (works without JavaScript). An online order
// that is not paid yet goes back to its pay step.

export const meta: MetaFunction<typeof loader> = ({ data: loaderData, matches }) => {
  const tags = pageMeta(loaderData?.success.paid ? "Payment Successful!" : "Order Placed", matches);
  if (loaderData) tags.push({ httpEquiv: "refresh", content: `${SUCCESS_DELAY_SECONDS};url=${placedPath(loaderData.success.orderNumber)}` });
  return tags;
};

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const order = await getUserOrder(user.id, params.orderId ?? "");
  if (!order) throw new Response("Order Not Found", { status: 404, statusText: "Not Found" });
  if (order.paymentMethod === "razorpay" && order.paymentStatus !== "paid") throw redirect(payPath(order.id));
  return data(
    { step: "success" as const, success: { ...orderSummary(order), paid: order.paymentMethod === "razorpay" } },
  );
}

export default function CheckoutSuccessPage() {
  return <SuccessScreen success={useLoaderData<typeof loader>().success} />;
}

// After a post that never reached the server, the loaders are not re-fetched over the same dead network.
export { shouldRevalidate } from "~/utils/network-failure";
