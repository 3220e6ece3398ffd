import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { z } from "zod";
import { InvoiceLinks } from "~/components/invoice/invoice-links";
import { GeneralErrorBoundary } from "~/components/lazy-error-boundary";
import { OrderAddresses, orderCard, OrderDelivery, OrderItems, OrderPayment, OrderStatusBadges } from "~/components/order/order-sections";
import { ClockIcon } from "~/components/ui/icons";
import { pageMeta } from "~/components/ui/page";
import { orderHasInvoice } from "~/models/invoice.server";
import { cancelOrder, getUserOrder, type OrderDetail } from "~/models/order.server";
import { listOrderRefunds } from "~/models/refund.server";
import { CANCEL_REASONS, ORDER_MESSAGES } from "~/schemas/checkout";
import { AppError } from "~/utils/errors";
import { toRupees } from "~/utils/money";
import { requireUser } from "~/utils/session.server";
import { redirectWithToast } from "~/utils/toast.server";
import type { CachePolicy } from "~/utils/cache-control.server";

export const cachePolicy = "no-store" satisfies CachePolicy;

// /order/{id}: one of the signed-in customer's orders (another customer's, or
// an unknown id, is the 404 page). Items, addresses, totals, payment, status,
// the tracking number once shipped, and, while pending, confirmed or
// processing, a Cancel form. Cancelling has a confirmation step that works
// without JavaScript: "Cancel order" links to ?cancel=1, which shows the
// reason and the final "Yes, cancel this order" button (a form post).

export const meta: MetaFunction<typeof loader> = ({ data: d, matches }) => pageMeta(d ? `Order ${d.order.orderNumber}` : "Order Details", matches);

const notFound = () => new Response("Order Not Found", { status: 404, statusText: "Not Found" });

const dateTime = new Intl.DateTimeFormat("en-IN", { timeZone: "Asia/Kolkata", day: "numeric", month: "short", year: "numeric", hour: "numeric", minute: "2-digit" });
const dateOnly = new Intl.DateTimeFormat("en-IN", { timeZone: "Asia/Kolkata", weekday: "short", day: "numeric", month: "short", year: "numeric" });
const fmt = (d: Date | null, f = dateTime) => (d ? f.format(d) : null);

function toPage(order: OrderDetail) {
  return {
    id: order.id,
    orderNumber: order.orderNumber,
    status: order.status,
    paymentMethod: order.paymentMethod,
    paymentStatus: order.paymentStatus,
    paymentId: order.paymentId,
    placedAt: fmt(order.createdAt)!,
    items: order.items.map((i) => ({
      id: i.id,
      productId: i.productId,
      name: i.name,
      image: i.image,
      size: i.size,
      color: i.color,
      quantity: i.quantity,
      price: toRupees(i.price),
      originalPrice: toRupees(i.originalPrice),
      lineTotal: toRupees(i.lineTotal),
    })),
    shippingAddress: order.shippingAddress,
    billingAddress: order.billingAddress,
    billingSameAsShipping: order.billingSameAsShipping,
    subtotal: toRupees(order.subtotal),
    discount: toRupees(order.discount),
    shipping: toRupees(order.shipping),
    tax: toRupees(order.tax),
    total: toRupees(order.total),
    couponCode: order.couponCode,
    totalItems: order.totalItems,
    totalSavings: toRupees(order.totalSavings),
    notes: order.customerNotes,
    trackingNumber: order.status === "shipped" || order.status === "delivered" ? order.trackingNumber : null,
    courierPartner: order.courierPartner,
    estimatedDelivery: order.status === "cancelled" || order.status === "returned" || order.status === "delivered" ? null : fmt(order.estimatedDelivery, dateOnly),
    holdExpiresAt: order.awaitingPayment ? fmt(order.holdExpiresAt) : null,
    timeline: [
      { label: "Placed", at: fmt(order.createdAt) },
      { label: "Paid", at: fmt(order.paidAt) },
      { label: "Confirmed", at: fmt(order.confirmedAt) },
      { label: "Processing", at: fmt(order.processingAt) },
      { label: "Shipped", at: fmt(order.shippedAt) },
      { label: "Delivered", at: fmt(order.deliveredAt) },
      { label: "Cancelled", at: fmt(order.cancelledAt) },
      { label: "Returned", at: fmt(order.returnedAt) },
    ].filter((t): t is { label: string; at: string } => t.at !== null),
    cancellationReason: order.cancellationReason,
    canCancel: order.canCancel,
    awaitingPayment: order.awaitingPayment,
  };
}

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
    createdAt: fmt(r.createdAt),
    processedAt: r.processedAt ? fmt(r.processedAt) : null,
  }));
  return data({ order: toPage(order), refunds, confirming, reasons: CANCEL_REASONS, hasInvoice: await orderHasInvoice(order.id) });
}

const OTHER = "Other";
const CancelFormSchema = z
  .object({
    intent: z.literal("cancel"),
    reason: z.string().trim().max(100).optional(),
    details: z.string().trim().max(400, "Please keep the reason under 400 characters").optional(),
  })
  .transform((v) => {
    const picked = v.reason && v.reason !== OTHER ? v.reason : "";
    return [picked, v.details ?? ""].filter(Boolean).join(": ");
  })
  .pipe(z.string().min(1, ORDER_MESSAGES.cancelReasonRequired));

export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const id = params.id ?? "";
  const form = await request.formData();
  const parsed = CancelFormSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) {
    return data({ error: parsed.error.issues[0]?.message ?? ORDER_MESSAGES.cancelReasonRequired }, { status: 400 });
  }
  try {
    await cancelOrder(user.id, id, parsed.data);
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
  const { order, refunds, confirming, reasons, hasInvoice } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const cancelling = navigation.state === "submitting" && navigation.formData?.get("intent") === "cancel";

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
          {hasInvoice ? <InvoiceLinks orderId={order.id} className="mt-2" /> : null}
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
                <Form method="post" className="mt-3 space-y-3" preventScrollReset>
                  <input type="hidden" name="intent" value="cancel" />
                  {actionData?.error ? (
                    <p role="alert" className="text-sm text-red-700">
                      {actionData.error}
                    </p>
                  ) : null}
                  <label className="block text-sm font-medium text-stone-800">
                    Reason
                    <select name="reason" defaultValue={reasons[0]} className="mt-1 block min-h-11 w-full rounded-md border border-stone-300 bg-white px-3">
                      {reasons.map((r) => (
                        <option key={r} value={r}>
                          {r}
                        </option>
                      ))}
                      <option value={OTHER}>{OTHER}</option>
                    </select>
                  </label>
                  <label className="block text-sm font-medium text-stone-800">
                    More details <span className="font-normal text-stone-500">(optional)</span>
                    <textarea name="details" rows={3} maxLength={400} className="mt-1 block w-full rounded-md border border-stone-300 px-3 py-2" />
                  </label>
                  <p className="text-sm text-stone-700">Are you sure you want to cancel this order? This cannot be undone.</p>
                  <div className="flex flex-col gap-2 sm:flex-row">
                    <button
                      type="submit"
                      disabled={cancelling}
                      className="inline-flex min-h-11 flex-1 items-center justify-center rounded-md bg-red-700 px-4 font-semibold text-white hover:bg-red-800 disabled:opacity-60"
                    >
                      {cancelling ? "Cancelling..." : "Yes, cancel this order"}
                    </button>
                    <Link
                      to={`/order/${encodeURIComponent(order.id)}`}
                      preventScrollReset
                      className="inline-flex min-h-11 flex-1 items-center justify-center rounded-md border border-stone-300 px-4 font-semibold text-stone-700 hover:border-brand-600"
                    >
                      Keep order
                    </Link>
                  </div>
                </Form>
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

export function ErrorBoundary() {
  return (
    <GeneralErrorBoundary
      statusHandlers={{
        404: () => (
          <div className="mx-auto max-w-xl px-4 py-16 text-center">
            <h1 className="font-serif text-3xl font-bold text-brand-700">Order Not Found</h1>
            <p className="mt-3 text-stone-700">We could not find this order in your account.</p>
            <Link to="/account" className="mt-6 inline-flex font-semibold text-brand-700 underline">
              Go to My Orders
            </Link>
          </div>
        ),
      }}
    />
  );
}

