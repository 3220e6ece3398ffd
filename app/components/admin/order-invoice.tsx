import { PostalAddress } from "~/components/order/postal-address";
import type { AdminOrderView } from "~/models/order-view.server";
import type { Shop } from "~/utils/shop.server";
import { formatDate } from "~/utils/format";
import { formatPaise } from "~/utils/money";
import { SummaryRow } from "~/components/ui/summary-row";

// The printed packing slip / tax invoice of an order: shop identity with its
// GSTIN, order number and date, billing and shipping addresses, each line with
// its GST rate and the GST it contains (prices include GST), and the totals.
// Hidden on screen, shown by the print stylesheet (or on screen with ?print=1).

/** The part of the shop's identity the invoice prints. */
export type InvoiceShop = Pick<Shop, "name" | "phone" | "email" | "gstin" | "address">;

type Address = AdminOrderView["shippingAddress"];

function AddressBlock({ title, address }: { title: string; address: Address }) {
  return (
    <div>
      <h3 className="text-xs font-semibold tracking-wide text-stone-500 uppercase">{title}</h3>
      <PostalAddress address={address} className="mt-1 text-sm leading-snug not-italic" strongName />
    </div>
  );
}

export function OrderInvoice({ order, shop, className = "" }: { order: AdminOrderView; shop: InvoiceShop; className?: string }) {
  const taxable = order.total - order.tax;
  return (
    <article id="order-invoice" aria-label="Invoice" className={`bg-white text-stone-900 ${className}`}>
      <header className="flex flex-wrap items-start justify-between gap-4 border-b-2 border-stone-800 pb-3">
        <div>
          <p className="font-serif text-2xl font-bold">{shop.name}</p>
          <p className="text-sm">
            {shop.address.line1}, {shop.address.line2}
            <br />
            {shop.address.city}, {shop.address.state} {shop.address.pincode}, {shop.address.country}
            <br />
            {shop.phone} · {shop.email}
          </p>
          <p className="mt-1 text-sm font-semibold">GSTIN: {shop.gstin}</p>
        </div>
        <div className="text-right text-sm">
          <h2 className="text-xl font-bold tracking-wide uppercase">Tax Invoice</h2>
          <p className="text-xs text-stone-600">Packing slip enclosed</p>
          <p className="mt-2">
            Order number: <strong>{order.orderNumber}</strong>
          </p>
          <p>Order date: {formatDate(order.createdAt)}</p>
          <p>
            Payment: {order.paymentMethod === "cod" ? "Cash on Delivery" : "Razorpay"} ({order.paymentStatus})
          </p>
          {order.trackingNumber ? (
            <p>
              Shipment: {order.courierPartner ?? "Courier"} {order.trackingNumber}
            </p>
          ) : null}
        </div>
      </header>

      <div className="mt-4 grid grid-cols-2 gap-6">
        <AddressBlock title="Bill to" address={order.billingAddress} />
        <AddressBlock title="Ship to" address={order.shippingAddress} />
      </div>

      <table className="mt-5 w-full border-collapse text-sm">
        <caption className="sr-only">Invoice lines of order {order.orderNumber}</caption>
        <thead>
          <tr className="border-b border-stone-800 text-left">
            <th scope="col" className="py-1.5 pr-2">#</th>
            <th scope="col" className="py-1.5 pr-2">Item</th>
            <th scope="col" className="py-1.5 pr-2 text-right">Qty</th>
            <th scope="col" className="py-1.5 pr-2 text-right">Unit price</th>
            <th scope="col" className="py-1.5 pr-2 text-right">GST rate</th>
            <th scope="col" className="py-1.5 pr-2 text-right">GST amount</th>
            <th scope="col" className="py-1.5 text-right">Amount</th>
          </tr>
        </thead>
        <tbody>
          {order.items.map((item, index) => (
            <tr key={item.id} className="border-b border-stone-200 align-top">
              <td className="py-1.5 pr-2">{index + 1}</td>
              <td className="py-1.5 pr-2">
                {item.name}
                <span className="block text-xs text-stone-600">
                  Size {item.size} · Colour {item.color}
                </span>
              </td>
              <td className="py-1.5 pr-2 text-right">{item.quantity}</td>
              <td className="py-1.5 pr-2 text-right">{formatPaise(item.price)}</td>
              <td className="py-1.5 pr-2 text-right">{item.gstRate}%</td>
              <td className="py-1.5 pr-2 text-right">{formatPaise(item.taxAmount)}</td>
              <td className="py-1.5 text-right">{formatPaise(item.lineTotal)}</td>
            </tr>
          ))}
        </tbody>
      </table>

      <dl className="mt-4 ml-auto w-full max-w-xs space-y-1 text-sm">
        <SummaryRow label="Subtotal">{formatPaise(order.subtotal)}</SummaryRow>
        {order.discount > 0 ? (
          <SummaryRow label={`Discount${order.couponCode ? ` (${order.couponCode})` : ""}`}>-{formatPaise(order.discount)}</SummaryRow>
        ) : null}
        <SummaryRow label="Shipping">{order.shipping === 0 ? "Free" : formatPaise(order.shipping)}</SummaryRow>
        <SummaryRow label="Total" className="border-t border-stone-800 pt-1 text-base font-bold">{formatPaise(order.total)}</SummaryRow>
        <SummaryRow label="Taxable value" className="text-xs text-stone-600">{formatPaise(taxable)}</SummaryRow>
        <SummaryRow label="GST included" className="text-xs text-stone-600">{formatPaise(order.tax)}</SummaryRow>
      </dl>

      <footer className="mt-8 border-t border-stone-300 pt-2 text-xs text-stone-600">
        Prices include GST. {order.totalItems} {order.totalItems === 1 ? "item" : "items"} in this parcel. This is a computer-generated invoice
        and needs no signature.
      </footer>
    </article>
  );
}
