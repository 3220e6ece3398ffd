import { Link } from "@remix-run/react";
import { PostalAddress } from "~/components/order/postal-address";
import { TruckIcon } from "~/components/ui/icons/shell";
import { LineRow } from "~/components/ui/line-row";
import type { OrderAddress } from "~/models/order-view.server";
import { orderStatusLabel, paymentStateLabel } from "~/schemas/order-status";
import { formatPaise, formatRupees } from "~/utils/money";
import { productUrl } from "~/utils/urls";

// The shopper's order page, section by section: items, addresses, delivery
// (tracking with the courier's page, estimate, notes; the progress is
// order-tracker.tsx) and payment (totals, method, refunds).
// Figures arrive in rupees, refunds in paise, dates already formatted.

export const orderCard = "rounded-xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6";
const card = orderCard;

const STATUS_STYLE: Record<string, string> = {
  delivered: "bg-green-100 text-green-800",
  shipped: "bg-blue-100 text-blue-800",
  processing: "bg-yellow-100 text-yellow-800",
  cancelled: "bg-red-100 text-red-800",
};
const PAYMENT_STYLE: Record<string, string> = {
  paid: "bg-green-100 text-green-800",
  failed: "bg-red-100 text-red-800",
  partially_refunded: "bg-blue-100 text-blue-800",
  refunded: "bg-blue-100 text-blue-800",
};
const REFUND_STATE: Record<string, string> = {
  pending: "On its way back",
  processed: "Refunded",
  failed: "Failed: we are looking into it",
};
const REFUND_WAY: Record<string, string> = {
  razorpay: "to your original payment method",
  cash: "in cash",
  upi: "by UPI",
  bank_transfer: "by bank transfer",
  other: "",
};

function Badge({ value, label, styles, testId }: { value: string; label: string; styles: Record<string, string>; testId?: string }) {
  return (
    <span data-testid={testId} className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ${styles[value] ?? "bg-stone-100 text-stone-700"}`}>
      {label}
    </span>
  );
}

/** The order's status and payment status badges (a cancelled order that took no money: "Not charged"). */
export function OrderStatusBadges({ status, paymentStatus }: { status: string; paymentStatus: string }) {
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm">
      <span className="text-stone-600">Status</span>
      <Badge value={status} label={orderStatusLabel(status)} styles={STATUS_STYLE} testId="order-status" />
      <span className="ml-2 text-stone-600">Payment</span>
      <Badge value={paymentStatus} label={paymentStateLabel({ status, paymentStatus })} styles={PAYMENT_STYLE} testId="payment-status" />
    </div>
  );
}

function AddressBlock({ title, address }: { title: string; address: OrderAddress }) {
  return (
    <div>
      <h3 className="text-sm font-semibold text-stone-900">{title}</h3>
      <PostalAddress address={address} />
    </div>
  );
}

type OrderItem = { id: string; productId: string; name: string; image: string | null; size: string; color: string; quantity: number; price: number; originalPrice: number; lineTotal: number };

export function OrderItems({ order }: { order: { totalItems: number; items: OrderItem[] } }) {
  return (
    <section className={card} aria-labelledby="items-heading">
      <h2 id="items-heading" className="font-serif text-xl font-semibold text-stone-900">
        Items ({order.totalItems})
      </h2>
      <ul className="mt-3 divide-y divide-stone-100" data-testid="order-items">
        {order.items.map((i) => (
          <LineRow key={i.id} image={i.image} size="md" total={formatRupees(i.lineTotal)}>
            <Link to={productUrl(i.productId)} className="font-medium text-stone-900 hover:text-brand-700">
              {i.name}
            </Link>
            <p className="text-stone-600">
              Size {i.size} · {i.color} · Qty {i.quantity}
            </p>
            <p className="text-stone-600">
              {formatRupees(i.price)} each
              {i.originalPrice > i.price ? <s className="ml-2 text-stone-600">{formatRupees(i.originalPrice)}</s> : null}
            </p>
          </LineRow>
        ))}
      </ul>
    </section>
  );
}

export function OrderAddresses({ order }: { order: { shippingAddress: OrderAddress; billingAddress: OrderAddress; billingSameAsShipping: boolean } }) {
  return (
    <section className={`${card} grid gap-6 sm:grid-cols-2`} aria-label="Addresses">
      <AddressBlock title="Shipping address" address={order.shippingAddress} />
      {order.billingSameAsShipping ? (
        <div>
          <h3 className="text-sm font-semibold text-stone-900">Billing address</h3>
          <p className="mt-1 text-sm text-stone-700">Same as shipping address</p>
        </div>
      ) : (
        <AddressBlock title="Billing address" address={order.billingAddress} />
      )}
    </section>
  );
}

export function OrderDelivery({
  order,
}: {
  order: {
    trackingNumber: string | null;
    courierPartner: string | null;
    tracking: { url: string; courier: string; numberInUrl: boolean } | null;
    estimatedDelivery: string | null;
    notes: string | null;
  };
}) {
  const { tracking } = order;
  return (
    <section className={card} aria-labelledby="delivery-heading">
      <h2 id="delivery-heading" className="flex items-center gap-2 font-serif text-xl font-semibold text-stone-900">
        <TruckIcon className="size-5 text-brand-700" /> Delivery
      </h2>
      {order.trackingNumber ? (
        <p className="mt-2 text-sm text-stone-700">
          Tracking number:{" "}
          {tracking ? (
            <a href={tracking.url} target="_blank" rel="noopener noreferrer" className="font-semibold break-all text-brand-700 underline" data-testid="tracking-link">
              <strong data-testid="tracking-number">{order.trackingNumber}</strong>
              <span className="sr-only"> on {tracking.courier}&apos;s site (opens in a new tab)</span>
            </a>
          ) : (
            <strong data-testid="tracking-number">{order.trackingNumber}</strong>
          )}
          {order.courierPartner ? ` (${order.courierPartner})` : null}
          {tracking && !tracking.numberInUrl ? <span className="block text-xs text-stone-600">{tracking.courier}&apos;s page asks for the number: type it in there.</span> : null}
        </p>
      ) : null}
      {order.estimatedDelivery ? <p className="mt-2 text-sm text-stone-700">Estimated delivery by {order.estimatedDelivery}</p> : null}
      {!order.trackingNumber && !order.estimatedDelivery ? <p className="mt-2 text-sm text-stone-600">No delivery details yet.</p> : null}
      {order.notes ? (
        <p className="mt-3 text-sm text-stone-700">
          <span className="font-semibold">Your notes:</span> {order.notes}
        </p>
      ) : null}
    </section>
  );
}

type OrderRefund = { id: string; amount: number; status: string; method: string; reason: string; createdAt: string | null; processedAt: string | null };

export function OrderPayment({
  order,
  refunds,
}: {
  order: { subtotal: number; discount: number; couponCode: string | null; shipping: number; tax: number; total: number; totalSavings: number; paymentMethod: string; paymentId: string | null };
  refunds: OrderRefund[];
}) {
  return (
    <section className={card} aria-labelledby="totals-heading">
      <h2 id="totals-heading" className="font-serif text-xl font-semibold text-stone-900">
        Payment
      </h2>
      <dl className="mt-3 space-y-2 text-sm" data-testid="order-totals">
        <div className="flex justify-between">
          <dt className="text-stone-600">Subtotal</dt>
          <dd>{formatRupees(order.subtotal)}</dd>
        </div>
        {order.discount > 0 ? (
          <div className="flex justify-between text-green-700">
            <dt>Discount{order.couponCode ? ` (${order.couponCode})` : ""}</dt>
            <dd>-{formatRupees(order.discount)}</dd>
          </div>
        ) : null}
        <div className="flex justify-between">
          <dt className="text-stone-600">Shipping</dt>
          <dd>{order.shipping === 0 ? "Free" : formatRupees(order.shipping)}</dd>
        </div>
        <div className="flex justify-between text-xs text-stone-500">
          <dt>GST included</dt>
          <dd>{formatRupees(order.tax)}</dd>
        </div>
        <div className="flex justify-between border-t border-stone-200 pt-2 text-base font-semibold">
          <dt>Total</dt>
          <dd data-testid="order-total">{formatRupees(order.total)}</dd>
        </div>
      </dl>
      {order.totalSavings > 0 ? <p className="mt-2 text-xs text-green-700">You saved {formatRupees(order.totalSavings)}</p> : null}
      <dl className="mt-4 space-y-1 border-t border-stone-200 pt-3 text-sm">
        <div className="flex justify-between">
          <dt className="text-stone-600">Method</dt>
          <dd data-testid="payment-method">{order.paymentMethod === "cod" ? "Cash on Delivery" : "Razorpay"}</dd>
        </div>
        {order.paymentId ? (
          <div className="flex justify-between gap-2">
            <dt className="text-stone-600">Payment ID</dt>
            <dd className="font-mono text-xs break-all">{order.paymentId}</dd>
          </div>
        ) : null}
      </dl>
      {refunds.length > 0 ? (
        <div className="mt-4 border-t border-stone-200 pt-3">
          <h3 className="text-sm font-semibold text-stone-900">Refunds</h3>
          <ul className="mt-2 space-y-2 text-sm" data-testid="order-refunds">
            {refunds.map((r) => (
              <li key={r.id}>
                <div className="flex justify-between gap-2">
                  <span className="font-semibold">{formatPaise(r.amount)}</span>
                  <span className={r.status === "failed" ? "text-red-700" : r.status === "processed" ? "text-green-700" : "text-stone-700"}>{REFUND_STATE[r.status] ?? r.status}</span>
                </div>
                <p className="text-xs text-stone-600">
                  {r.reason}
                  {REFUND_WAY[r.method] ? `, ${REFUND_WAY[r.method]}` : ""} · {r.processedAt ?? r.createdAt}
                </p>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
