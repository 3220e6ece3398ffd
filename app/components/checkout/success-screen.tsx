import { Link } from "@remix-run/react";
import type { CheckoutOrder } from "~/components/checkout/view";
import { CheckCircleIcon } from "~/components/ui/icons/shell";
import { ORDER_MESSAGES, PAYMENT_MESSAGES } from "~/schemas/order-messages";
import { SUCCESS_REDIRECT_DELAY_MS } from "~/utils/constants";
import { placedPath } from "~/utils/checkout-urls";
import { formatRupees } from "~/utils/money";

/** The success page moves on to My Orders after this many seconds (a meta refresh, with or without JavaScript). */
export const SUCCESS_DELAY_SECONDS = Math.round(SUCCESS_REDIRECT_DELAY_MS / 1000);

export function SuccessScreen({ success }: { success: CheckoutOrder & { paid: boolean } }) {
  return (
    <div className="mx-auto max-w-2xl px-4 py-16 text-center sm:px-6">
      <CheckCircleIcon className="mx-auto size-16 text-green-600" />
      <h1 className="mt-4 font-serif text-3xl font-bold text-brand-700 sm:text-4xl" data-testid="success-title">
        {success.paid ? "Payment Successful!" : "Order Placed Successfully!"}
      </h1>
      <p className="mt-3 text-stone-700" role="status">
        {success.paid ? PAYMENT_MESSAGES.success : `${ORDER_MESSAGES.placed} Please keep ${formatRupees(success.total)} ready for Cash on Delivery.`}
      </p>
      <p className="mt-2 text-stone-600">
        Order number <strong data-testid="success-order-number">{success.orderNumber}</strong> · {formatRupees(success.total)}
      </p>
      <div className="mt-8 flex flex-col items-center justify-center gap-3 sm:flex-row">
        {/* Full page loads, so the pending 3-second refresh never follows the shopper elsewhere. */}
        <Link
          to={placedPath(success.orderNumber)}
          reloadDocument
          className="inline-flex min-h-11 items-center justify-center rounded-md bg-brand-700 px-6 font-semibold text-white shadow hover:bg-brand-900"
        >
          View My Orders
        </Link>
        <Link to={`/order/${encodeURIComponent(success.id)}`} reloadDocument className="font-semibold text-brand-700 underline">
          View order details
        </Link>
      </div>
      <p className="mt-6 text-sm text-stone-500">Taking you to My Orders in {SUCCESS_DELAY_SECONDS} seconds...</p>
    </div>
  );
}
