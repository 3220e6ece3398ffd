import { Badge, Card } from "~/components/admin/ui";
import { PostalAddress } from "~/components/order/postal-address";
import { SummaryRow } from "~/components/ui/summary-row";
import type { AdminOrderView } from "~/models/order-view.server";
import { PAYMENT_STATUS_LABELS } from "~/schemas/order-status";
import { formatPaise } from "~/utils/money";

// The admin order page's read-only cards: the items, the customer with the
// shipping address, and the payment figures with the real payment status.

function Money({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <SummaryRow label={label} className={`gap-4 py-1 ${strong ? "border-t border-stone-200 pt-2 text-base font-bold text-stone-900" : "text-stone-700"}`}>
      {value}
    </SummaryRow>
  );
}

const PAYMENT_BADGE: Record<string, string> = {
  paid: "bg-green-100 text-green-900 ring-green-300",
  pending: "bg-yellow-100 text-yellow-900 ring-yellow-300",
  failed: "bg-red-100 text-red-900 ring-red-300",
  partially_refunded: "bg-blue-100 text-blue-900 ring-blue-300",
  refunded: "bg-stone-200 text-stone-800 ring-stone-300",
};

export function OrderItemsCard({ items }: { items: AdminOrderView["items"] }) {
  return (
    <Card title="Order Items">
      <ul className="divide-y divide-stone-100">
        {items.map((item) => (
          <li key={item.id} className="flex gap-4 py-3">
            {item.image ? (
              <img src={item.image} alt={item.name} width={64} height={80} loading="lazy" className="h-20 w-16 shrink-0 rounded-md bg-stone-100 object-cover" />
            ) : (
              <span aria-hidden="true" className="h-20 w-16 shrink-0 rounded-md bg-stone-100" />
            )}
            <div className="min-w-0 flex-1">
              <p className="font-medium text-stone-900">{item.name}</p>
              <p className="text-sm text-stone-600">
                Size: {item.size} · Color: {item.color}
              </p>
              <p className="text-sm text-stone-600">Quantity: {item.quantity}</p>
            </div>
            <div className="text-right text-sm">
              <p className="font-semibold text-stone-900">{formatPaise(item.lineTotal)}</p>
              <p className="text-stone-600">{formatPaise(item.price)} each</p>
            </div>
          </li>
        ))}
      </ul>
    </Card>
  );
}

export function CustomerCard({ order }: { order: Pick<AdminOrderView, "customer" | "shippingAddress"> }) {
  return (
    <Card title="Customer Information">
      <dl className="space-y-1 text-sm text-stone-700">
        <div>
          <dt className="sr-only">Name</dt>
          <dd className="font-medium text-stone-900">
            {order.customer.firstName} {order.customer.lastName}
          </dd>
        </div>
        <div>
          <dt className="sr-only">Email</dt>
          <dd>
            <a href={`mailto:${order.customer.email}`} className="break-all text-brand-700 hover:underline">
              {order.customer.email}
            </a>
          </dd>
        </div>
        <div>
          <dt className="sr-only">Phone</dt>
          <dd>{order.customer.phone || order.shippingAddress.phone}</dd>
        </div>
      </dl>
      <h3 className="mt-4 text-sm font-semibold text-stone-900">Shipping Address</h3>
      <PostalAddress address={order.shippingAddress} />
    </Card>
  );
}

export function PaymentCard({ order }: { order: AdminOrderView }) {
  const paymentMethod = order.paymentMethod === "cod" ? "Cash on Delivery" : "Razorpay (online)";
  return (
    <Card title="Payment Information">
      <dl className="text-sm">
        <Money label="Subtotal" value={formatPaise(order.subtotal)} />
        <Money label={order.couponCode ? `Discount (${order.couponCode})` : "Discount"} value={order.discount > 0 ? `-${formatPaise(order.discount)}` : formatPaise(0)} />
        <Money label="Shipping" value={order.shipping === 0 ? "Free" : formatPaise(order.shipping)} />
        <Money label="Tax (GST included)" value={formatPaise(order.tax)} />
        <Money label="Total" value={formatPaise(order.total)} strong />
      </dl>
      <dl className="mt-3 space-y-2 border-t border-stone-200 pt-3 text-sm">
        <SummaryRow label="Payment Method" className="gap-4" labelClass="text-stone-600" valueClass="font-medium text-stone-900">
          {paymentMethod}
        </SummaryRow>
        <SummaryRow label="Payment Status" className="items-center gap-4" labelClass="text-stone-600">
          <Badge className={PAYMENT_BADGE[order.paymentStatus] ?? PAYMENT_BADGE.pending}>{PAYMENT_STATUS_LABELS[order.paymentStatus]}</Badge>
        </SummaryRow>
        {order.paymentId ? (
          <SummaryRow label="Payment ID" className="gap-4" labelClass="text-stone-600" valueClass="font-mono text-xs break-all text-stone-800">
            {order.paymentId}
          </SummaryRow>
        ) : null}
      </dl>
    </Card>
  );
}
