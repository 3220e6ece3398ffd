import { Form } from "@remix-run/react";
import { PlainLink } from "~/components/ui/plain-link";
import { StatusBadge } from "~/components/account/ui";
import { formatDate } from "~/utils/format";
import { BagIcon } from "~/components/ui/icons/shell";
import type { OrderListItem } from "~/models/order-view.server";
import { paymentStateLabel } from "~/schemas/order-status";
import { payPath } from "~/utils/checkout-urls";
import { COD_MIN_TOTAL_RUPEES } from "~/utils/constants";
import { formatRupees } from "~/utils/money";

// My Orders (/account): one row per order, newest first, and the pager (?page=). Links are
// PlainLinks: the page is rendered for each visitor (components/ui/plain-link.tsx).

const PAYMENT_LABELS: Record<string, string> = { razorpay: "Online payment", cod: "Cash on Delivery" };
const pageHref = (page: number) => `/account?${new URLSearchParams({ page: String(page) })}`;

export function OrderRow({ order, justPlaced = false }: { order: OrderListItem; justPlaced?: boolean }) {
  const href = `/order/${order.id}`;
  return (
    <li
      className={`flex flex-wrap items-center gap-4 rounded-xl border p-4 shadow-sm ${justPlaced ? "border-green-600 bg-green-50 ring-2 ring-green-600" : "border-stone-200 bg-white"}`}
      data-testid="order-row"
      data-just-placed={justPlaced || undefined}
      aria-current={justPlaced ? "true" : undefined}
    >
      <div className="flex size-16 shrink-0 items-center justify-center overflow-hidden rounded-lg bg-stone-100 text-stone-400">
        {order.firstItem?.image ? (
          <img src={order.firstItem.image} alt="" width={64} height={64} loading="lazy" decoding="async" className="h-full w-full object-cover" />
        ) : (
          <BagIcon className="size-6" />
        )}
      </div>
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="font-semibold text-stone-900">
            <PlainLink to={href} className="hover:text-brand-700 hover:underline">
              {order.orderNumber}
            </PlainLink>
          </h3>
          <StatusBadge status={order.status} />
          {justPlaced ? (
            <span className="rounded-full bg-green-700 px-2 py-0.5 text-xs font-semibold text-white" data-testid="just-placed">
              Just placed
            </span>
          ) : null}
        </div>
        <p className="mt-0.5 text-sm text-stone-600">
          Placed on {formatDate(order.createdAt)} · {order.totalItems} {order.totalItems === 1 ? "item" : "items"}
          {order.firstItem ? <span className="hidden sm:inline"> · {order.firstItem.name}{order.lineCount > 1 ? ` and ${order.lineCount - 1} more` : ""}</span> : null}
        </p>
        {order.awaitingPayment ? (
          // A div: the Cash on Delivery form cannot sit inside a paragraph. The two ways on are whole
          // buttons (stacked on a phone, side by side from sm), so neither wraps mid-phrase at 390 px.
          <div className="mt-2 text-sm" data-testid="payment-not-completed">
            <p className="font-semibold text-amber-800">Payment not completed:</p>
            <div className="mt-1.5 grid gap-2 sm:flex sm:flex-wrap sm:items-center">
              <PlainLink
                to={payPath(order.id)}
                className="inline-flex min-h-11 items-center justify-center rounded-md bg-brand-700 px-4 font-semibold whitespace-nowrap text-white hover:bg-brand-800"
              >
                Retry payment
              </PlainLink>
              {order.total > COD_MIN_TOTAL_RUPEES ? (
                <>
                  <span className="sr-only"> or </span>
                  {/* The pay step's action switches it (routes/checkout_.pay.$orderId.tsx); its items stay reserved. */}
                  <Form method="post" action={payPath(order.id)} className="contents">
                    <input type="hidden" name="intent" value="cod" />
                    <button
                      type="submit"
                      className="inline-flex min-h-11 items-center justify-center rounded-md border border-brand-700 bg-white px-4 font-semibold whitespace-nowrap text-brand-700 hover:bg-brand-50"
                    >
                      Choose Cash on Delivery
                    </button>
                  </Form>
                </>
              ) : null}
            </div>
          </div>
        ) : (
          <p className="text-sm text-stone-600">
            {PAYMENT_LABELS[order.paymentMethod] ?? order.paymentMethod} · Payment {paymentStateLabel(order).toLowerCase()}
          </p>
        )}
      </div>
      <div className="flex w-full items-center justify-between gap-4 sm:w-auto sm:flex-col sm:items-end">
        <p className="text-lg font-bold text-brand-900">{formatRupees(order.total)}</p>
        <PlainLink
          to={href}
          className="inline-flex min-h-11 items-center justify-center rounded-md border border-brand-700 px-4 text-sm font-semibold text-brand-700 hover:bg-brand-50"
          aria-label={`View details of order ${order.orderNumber}`}
        >
          View Details
        </PlainLink>
      </div>
    </li>
  );
}

export function Pager({ page, pages, total }: { page: number; pages: number; total: number }) {
  if (pages <= 1) return null;
  const link = "inline-flex min-h-11 min-w-11 items-center justify-center rounded-md border px-3 text-sm font-semibold";
  const idle = `${link} border-stone-300 bg-white text-stone-700 hover:border-brand-600 hover:text-brand-700`;
  const disabled = `${link} border-stone-200 text-stone-400`;
  const first = Math.max(1, Math.min(page - 2, pages - 4));
  const numbers = Array.from({ length: Math.min(5, pages) }, (_, i) => first + i);
  return (
    <nav aria-label="Orders pages" className="mt-6 flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-stone-600">
        Page {page} of {pages} · {total} orders
      </p>
      <ul className="flex flex-wrap items-center gap-1.5" role="list">
        <li>
          {page > 1 ? (
            <PlainLink to={pageHref(page - 1)} preventScrollReset className={idle} rel="prev">
              Previous
            </PlainLink>
          ) : (
            <span className={disabled} aria-disabled="true">
              Previous
            </span>
          )}
        </li>
        {numbers.map((n) => (
          <li key={n}>
            <PlainLink
              to={pageHref(n)}
              preventScrollReset
              aria-current={n === page ? "page" : undefined}
              aria-label={`Page ${n}`}
              className={n === page ? `${link} border-brand-700 bg-brand-700 text-white` : idle}
            >
              {n}
            </PlainLink>
          </li>
        ))}
        <li>
          {page < pages ? (
            <PlainLink to={pageHref(page + 1)} preventScrollReset className={idle} rel="next">
              Next
            </PlainLink>
          ) : (
            <span className={disabled} aria-disabled="true">
              Next
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
