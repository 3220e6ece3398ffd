import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { InvoiceLinks } from "~/components/invoice/invoice-links";
import { makeOrderErrorBoundary } from "~/components/order/order-error-boundary";
import { CancelOrderForm } from "~/components/order/cancel-form";
import { OrderTracker } from "~/components/order/order-tracker";
import { OrderAddresses, orderCard, OrderDelivery, OrderItems, OrderPayment, OrderStatusBadges } from "~/components/order/order-sections";
import { ClockIcon } from "~/components/ui/icons/shell";
import { pageMeta } from "~/components/ui/page";
import { orderTaxDocumentLinks } from "~/models/invoice.server";
import { cancelOrder } from "~/models/order-cancellation.server";
import { getUserOrder } from "~/models/order-queries.server";
import { toShopperOrderView } from "~/models/order-view.server";
import { formatDateTime } from "~/utils/format";
import { listOrderRefunds } from "~/models/refund.server";
import { formConstraint, parseCancelOrderForm } from "~/schemas/forms.server";
import { CANCEL_REASONS, ORDER_MESSAGES } from "~/schemas/order-messages";
import { AppError } from "~/utils/errors";
import { requireUser } from "~/utils/session.server";
import { redirectWithToast } from "~/utils/toast.server";
import type { CachePolicy } from "~/utils/cache-control.server";
import { keepPageOnNetworkFailure } from "~/utils/network-failure-action";

export const cachePolicy = "no-store" satisfies CachePolicy;

// /order/{id}: one of the signed-in customer's orders (another customer's, or
// an unknown id, is the 404 page). Items, addresses, totals, payment, status,
// the Placed → Confirmed → Shipped → Delivered tracker, the tracking number
// once shipped (linked to the courier's page), and, while pending, confirmed or
// processing, a Cancel form. Cancelling has a confirmation step that works
// without JavaScript: "Cancel order" links to ?cancel=1, which shows the
// reason and the final "Yes, cancel this order" button (a form post).

export const meta: MetaFunction<typeof loader> = ({ data: d, matches }) => pageMeta(d ? `Order ${d.order.orderNumber}` : "Order Details", matches);

const notFound = () => new Response("Order Not Found", { status: 404, statusText: "Not Found" });

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const order = await getUserOrder(user.id, params.id ?? "");
  if (!order) throw notFound();
  const confirming = new URL(request.url).searchParams.get("cancel") === "1" && order.canCancel;
  // Refunds as the shopper sees them: amount, state, how, when (no internal ids or admin names).
  const refunds = (await listOrderRefunds(order.id)).map((r) => ({
    id: r.id,
    amount: r.amount,
    status: r.status,
    method: r.method,
    reason: r.reason,
    createdAt: formatDateTime(r.createdAt),
    processedAt: r.processedAt ? formatDateTime(r.processedAt) : null,
  }));
  return data({
    order: toShopperOrderView(order),
    refunds,
    confirming,
    reasons: CANCEL_REASONS,
    cancelConstraint: formConstraint("order-cancel"),
    taxDocuments: await orderTaxDocumentLinks(order.id),
  });
}

export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const id = params.id ?? "";
  const submission = parseCancelOrderForm(await request.formData());
  // The form keeps what was chosen and typed, with the schema's message.
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  try {
    await cancelOrder(user.id, id, submission.value);
  } catch (error) {
    if (error instanceof AppError && error.status === 404) throw notFound();
    if (error instanceof AppError && error.status < 500) {
      return redirectWithToast(`/order/${encodeURIComponent(id)}`, { type: "error", title: error.message }, { status: 303 });
    }
    throw error;
  }
  return redirectWithToast(`/order/${encodeURIComponent(id)}`, { type: "success", title: ORDER_MESSAGES.cancelled }, { status: 303 });
}

// ---------------------------------------------------------------- screen

const card = orderCard;

export default function OrderPage() {
  const { order, refunds, confirming, reasons, cancelConstraint, taxDocuments } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      <p className="text-sm">
        <Link to="/account" className="font-medium text-brand-700 hover:underline">
          ← My Orders
        </Link>
      </p>
      <div className="mt-2 flex flex-wrap items-center justify-between gap-3 border-b border-stone-200 pb-4">
        <div>
          <h1 className="font-serif text-3xl font-bold text-brand-700">
            Order <span data-testid="order-number">{order.orderNumber}</span>
          </h1>
          <p className="mt-1 text-sm text-stone-600">Placed on {order.placedAt}</p>
          {taxDocuments.hasInvoice ? <InvoiceLinks orderId={order.id} creditNotes={taxDocuments.creditNotes} className="mt-2" /> : null}
        </div>
        <OrderStatusBadges status={order.status} paymentStatus={order.paymentStatus} />
      </div>

      {order.awaitingPayment ? (
        <div role="status" className="mt-4 flex flex-wrap items-center gap-3 rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-stone-800">
          <ClockIcon className="size-5 text-amber-700" />
          <span>
            This order is waiting for its payment. Your items are reserved until {order.holdExpiresAt}.
          </span>
          <Link to={`/checkout?order=${encodeURIComponent(order.id)}`} className="font-semibold text-brand-700 underline">
            Complete payment
          </Link>
        </div>
      ) : null}
      {order.status === "cancelled" ? (
        <p role="status" className="mt-4 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800" data-testid="cancellation">
          This order was cancelled{order.cancellationReason ? `: ${order.cancellationReason}` : "."}
        </p>
      ) : null}

      <OrderTracker steps={order.tracker} className={`${card} mt-6`} />

      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="space-y-6">
          <OrderItems order={order} />
          <OrderAddresses order={order} />
          <OrderDelivery order={order} />
        </div>

        <aside className="space-y-6">
          <OrderPayment order={order} refunds={refunds} />

          {order.canCancel ? (
            <section className={card} aria-labelledby="cancel-heading" id="cancel">
              <h2 id="cancel-heading" className="font-serif text-xl font-semibold text-stone-900">
                Cancel order
              </h2>
              {confirming ? (
                <CancelOrderForm orderId={order.id} reasons={reasons} constraint={cancelConstraint} lastResult={actionData?.result} />
              ) : (
                <>
                  <p className="mt-2 text-sm text-stone-600">You can cancel while the order is pending, confirmed or processing. Your items go back to stock.</p>
                  <Link
                    to={`/order/${encodeURIComponent(order.id)}?cancel=1#cancel`}
                    preventScrollReset
                    className="mt-3 inline-flex min-h-11 w-full items-center justify-center rounded-md border border-red-700 px-4 font-semibold text-red-700 hover:bg-red-50"
                  >
                    Cancel order
                  </Link>
                </>
              )}
            </section>
          ) : null}
        </aside>
      </div>
    </div>
  );
}

export const ErrorBoundary = makeOrderErrorBoundary("Order Not Found", "We could not find this order in your account.");

// With JavaScript, a post that never reaches the server keeps the page and what was typed (utils/network-failure.ts).
export const clientAction = keepPageOnNetworkFailure();

// After a post that never reached the server, the loaders are not re-fetched over the same dead network.
export { shouldRevalidate } from "~/utils/network-failure";
