import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { ShieldIcon } from "~/components/ui/icons/shell";
import { pageMeta } from "~/components/ui/page";
import { SummaryRow, TOTAL_ROW } from "~/components/ui/summary-row";
import { simulatorAllowed } from "~/models/payment-config.server";
import { CALLBACK_PATH, getSimulatorView, simulatePaymentFailure } from "~/models/payment.server";
import { payPath } from "~/utils/checkout-urls";
import { NotFound } from "~/utils/errors";
import { formatPaise } from "~/utils/money";
import { requireUser } from "~/utils/session.server";
import { getShop } from "~/utils/shop.server";
import type { CachePolicy } from "~/utils/cache-control.server";

export const cachePolicy = "no-store" satisfies CachePolicy;

// /payments/simulator?order_id=order_sim_...: the built-in stand-in for
// Razorpay's payment page when no keys are set (DECISIONS 3.6). Its three
// buttons are plain forms that answer the callback exactly as Razorpay would:
//   Pay     POSTs razorpay_payment_id, razorpay_order_id and razorpay_signature
//           (HMAC-SHA256 of `order_id|payment_id` with the simulator's secret),
//   Fail    POSTs to this page's action, which reports the failure as Razorpay
//           does: a signed payment.failed webhook (the callback's unsigned error
//           fields change nothing, so they are not the way),
//   Cancel  GETs the cancel URL.
// So the server's verification code path is the same as with real Razorpay.
// Only in simulator mode (404 otherwise: never in production, whatever is set),
// and only for the signed-in owner.

const notFound = () => new Response("Not Found", { status: 404 });

export const meta: MetaFunction = ({ matches }) => [...pageMeta("Payment simulator", matches), { name: "robots", content: "noindex" }];

export async function loader({ request }: LoaderFunctionArgs) {
  if (!simulatorAllowed()) throw notFound();
  const user = await requireUser(request);
  const razorpayOrderId = new URL(request.url).searchParams.get("order_id") ?? "";
  let view;
  try {
    view = await getSimulatorView(razorpayOrderId);
  } catch (error) {
    if (error instanceof NotFound) throw new Response("Not Found", { status: 404 });
    throw error;
  }
  if (view.userId !== user.id) throw notFound();
  const { userId: _owner, ...rest } = view;
  return data({ ...rest, shopName: getShop().name, callbackPath: CALLBACK_PATH });
}

export async function action({ request }: ActionFunctionArgs) {
  if (!simulatorAllowed()) throw notFound();
  const user = await requireUser(request);
  const form = await request.formData();
  const razorpayOrderId = String(form.get("order_id") ?? new URL(request.url).searchParams.get("order_id") ?? "");
  if (form.get("intent") !== "fail") throw notFound();
  let orderId: string | null;
  try {
    orderId = await simulatePaymentFailure(user.id, razorpayOrderId);
  } catch (error) {
    if (error instanceof NotFound) throw notFound();
    throw error;
  }
  return redirect(orderId ? payPath(orderId, "failed") : "/payments/result?status=failed", 303);
}

const button = "inline-flex min-h-12 w-full items-center justify-center rounded-md px-6 py-3 font-semibold shadow";

export default function PaymentSimulatorPage() {
  const view = useLoaderData<typeof loader>();
  const backTo = view.orderId ? payPath(view.orderId) : "/account";
  return (
    <div className="mx-auto max-w-md px-4 py-12 sm:px-6">
      <div className="overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-lg">
        <div className="bg-[#072654] px-6 py-4 text-white">
          <p className="text-xs tracking-widest uppercase opacity-80">Payment simulator · test mode</p>
          <h1 className="mt-1 text-xl font-semibold">{view.shopName}</h1>
        </div>
        <div className="space-y-5 px-6 py-6">
          <dl className="space-y-2 text-sm">
            {view.orderNumber ? (
              <SummaryRow label="Order" labelClass="text-stone-600" valueClass="font-medium text-stone-900" testId="simulator-order-number">
                {view.orderNumber}
              </SummaryRow>
            ) : null}
            <SummaryRow label="Razorpay order" labelClass="text-stone-600" valueClass="font-mono text-xs text-stone-700">
              {view.razorpayOrderId}
            </SummaryRow>
            <SummaryRow label="Amount" className={TOTAL_ROW} labelClass="font-semibold text-stone-900" valueClass="text-xl font-bold text-stone-900" testId="simulator-amount">
              {formatPaise(view.amount)}
            </SummaryRow>
          </dl>

          {view.payable ? (
            <div className="space-y-3">
              <form method="post" action={view.callbackPath}>
                <input type="hidden" name="razorpay_payment_id" value={view.pay.razorpayPaymentId} />
                <input type="hidden" name="razorpay_order_id" value={view.razorpayOrderId} />
                <input type="hidden" name="razorpay_signature" value={view.pay.signature} />
                <button type="submit" className={`${button} bg-green-700 text-white hover:bg-green-800`}>
                  Pay {formatPaise(view.amount)}
                </button>
              </form>
              <form method="post">
                <input type="hidden" name="intent" value="fail" />
                <input type="hidden" name="order_id" value={view.razorpayOrderId} />
                <button type="submit" className={`${button} bg-red-700 text-white hover:bg-red-800`}>
                  Fail
                </button>
              </form>
              <form method="get" action={view.callbackPath}>
                <input type="hidden" name="cancelled" value="1" />
                <input type="hidden" name="order_id" value={view.razorpayOrderId} />
                <button type="submit" className={`${button} border border-stone-300 bg-white text-stone-800 hover:bg-stone-50`}>
                  Cancel
                </button>
              </form>
            </div>
          ) : (
            <p role="alert" className="rounded-md border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-stone-800">
              This payment can no longer be made: it is already paid, or the order was cancelled or its payment window has closed.{" "}
              <Link to={backTo} className="font-semibold text-brand-700 underline">
                Back to the shop
              </Link>
            </p>
          )}
          <p className="flex items-center gap-2 text-xs text-stone-500">
            <ShieldIcon className="size-4" /> No real money moves. With Razorpay keys set, the real Razorpay checkout is used instead.
          </p>
        </div>
      </div>
    </div>
  );
}

// After a post that never reached the server, the loaders are not re-fetched over the same dead network.
export { shouldRevalidate } from "~/utils/network-failure";
