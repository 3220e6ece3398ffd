import { Form, Link, useNavigation } from "@remix-run/react";
import { TruckIcon } from "~/components/ui/icons/shell";
import type { PageCart } from "~/models/cart-view";
import { useShopPolicies } from "~/components/ui/shell";
import { formatRupees } from "~/utils/money";
import { loginUrl } from "~/utils/urls";
import { PendingButton } from "~/components/ui/pending-button";
import { SubtotalRow, SummaryRow, TOTAL_ROW } from "~/components/ui/summary-row";

// The cart's Order Summary: the promo code form, the totals from the pricing
// engine (nothing is summed here), the free-shipping hint and Proceed to Checkout.

const LOGIN_FOR_CHECKOUT = loginUrl("/checkout");

type CouponConstraint = Record<string, { required?: boolean; maxLength?: number }>;

export function OrderSummary({ cart, signedIn, busy, couponConstraint }: { cart: PageCart; signedIn: boolean; busy: boolean; couponConstraint: CouponConstraint }) {
  const t = cart.totals;
  const { freeShippingAbove } = useShopPolicies();
  const progress = freeShippingAbove > 0 ? Math.min(100, Math.round(((freeShippingAbove - t.freeShippingRemaining) / freeShippingAbove) * 100)) : 100;
  return (
    <aside aria-labelledby="summary-heading" className="rounded-xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6 lg:sticky lg:top-24">
      <h2 id="summary-heading" className="font-serif text-xl font-semibold text-stone-900">
        Order Summary
      </h2>

      <PromoCode cart={cart} constraint={couponConstraint} />

      {/* The notes under the totals are not name-value pairs, so they sit beside the <dl>, not in it. */}
      <div className={`mt-5 space-y-3 border-t border-stone-200 pt-5 text-sm transition-opacity ${busy ? "opacity-60" : ""}`} data-testid="cart-totals" aria-busy={busy || undefined}>
        <dl className="space-y-3">
          <SubtotalRow totalItems={t.totalItems} testId="cart-subtotal">{formatRupees(t.subtotal)}</SubtotalRow>
          {t.discount > 0 && cart.coupon ? (
            <SummaryRow label={`Discount (${cart.coupon.code})`} className="text-green-700" valueClass="font-medium" testId="cart-discount">
              −{formatRupees(t.discount)}
            </SummaryRow>
          ) : null}
          <SummaryRow label="Shipping" labelClass="text-stone-600" valueClass={`font-medium ${t.shipping === 0 ? "text-green-700" : "text-stone-900"}`} testId="cart-shipping">
            {t.shipping === 0 ? "Free" : formatRupees(t.shipping)}
          </SummaryRow>
          <SummaryRow label="Total" className={`items-baseline ${TOTAL_ROW}`} labelClass="font-semibold text-stone-900" valueClass="text-xl font-bold text-brand-900" testId="cart-total">
            {formatRupees(t.total)}
          </SummaryRow>
        </dl>
        <p className="text-xs text-stone-500" data-testid="cart-tax">
          Inclusive of all taxes (GST {formatRupees(t.tax)} included)
        </p>
        {t.totalSavings > 0 ? <p className="text-sm font-medium text-green-700">You save {formatRupees(t.totalSavings)} on this order</p> : null}
      </div>

      {t.freeShippingRemaining > 0 ? (
        <div className="mt-4 rounded-lg bg-amber-50 px-3 py-2.5 text-sm text-stone-800" data-testid="free-shipping-hint">
          <p>
            Add <strong>{formatRupees(t.freeShippingRemaining)}</strong> more for free shipping
          </p>
          <div className="mt-2 h-1.5 overflow-hidden rounded-full bg-amber-100" aria-hidden="true">
            <div className="h-full rounded-full bg-amber-500" style={{ width: `${progress}%` }} />
          </div>
        </div>
      ) : t.subtotal > 0 ? (
        <p className="mt-4 rounded-lg bg-green-50 px-3 py-2.5 text-sm font-medium text-green-800">You get free shipping on this order</p>
      ) : null}

      <p className="mt-4 flex items-center gap-2 text-sm text-stone-600">
        <TruckIcon className="size-5 text-brand-600" />
        Estimated delivery: 3-5 business days
      </p>

      <div className="mt-5">
        {!cart.canCheckout ? (
          <>
            <button
              type="button"
              disabled
              aria-describedby="checkout-blocked"
              className="flex min-h-12 w-full cursor-not-allowed items-center justify-center rounded-md bg-stone-400 px-4 font-semibold text-white"
            >
              Proceed to Checkout
            </button>
            <p id="checkout-blocked" className="mt-2 text-center text-sm text-red-700">
              {cart.checkoutBlockedReason}
            </p>
          </>
        ) : !signedIn ? (
          <>
            <Link
              to={LOGIN_FOR_CHECKOUT}
              className="flex min-h-12 w-full items-center justify-center rounded-md bg-brand-700 px-4 font-semibold text-white shadow hover:bg-brand-900"
            >
              Proceed to Checkout
            </Link>
            <p className="mt-2 text-center text-xs text-stone-500">You will be asked to sign in first.</p>
          </>
        ) : (
          <Link
            to="/checkout"
            className="flex min-h-12 w-full items-center justify-center rounded-md bg-brand-700 px-4 font-semibold text-white shadow hover:bg-brand-900"
          >
            Proceed to Checkout
          </Link>
        )}
      </div>
    </aside>
  );
}

/** The code's HTML constraints are CouponCodeSchema's (from the loader); a refused code comes back as the action's toast. */
function PromoCode({ cart, constraint }: { cart: PageCart; constraint: CouponConstraint }) {
  const navigation = useNavigation();
  const intent = navigation.formData?.get("intent");
  const applying = navigation.state !== "idle" && intent === "apply-coupon";
  const removing = navigation.state !== "idle" && intent === "remove-coupon";

  if (cart.storedCouponCode) {
    const applied = cart.coupon;
    return (
      <div
        className={`mt-4 rounded-lg border px-3 py-2.5 ${applied ? "border-green-200 bg-green-50" : "border-amber-200 bg-amber-50"}`}
        data-testid="applied-coupon"
      >
        <div className="flex items-center justify-between gap-2">
          <p className="text-sm">
            <span className="font-mono font-semibold tracking-wide text-stone-900">{cart.storedCouponCode}</span>{" "}
            {applied ? <span className="text-green-800">applied ({applied.percent}% off)</span> : <span className="text-amber-800">not applied</span>}
          </p>
          <Form method="post" action="/cart">
            <input type="hidden" name="intent" value="remove-coupon" />
            <PendingButton pending={removing} pendingText="Removing..." className="min-h-11 rounded-md px-3 text-sm font-semibold text-brand-700 hover:bg-white/70 disabled:opacity-60">
              Remove
            </PendingButton>
          </Form>
        </div>
        {cart.couponNotice ? (
          <p className="mt-1 text-sm text-amber-800" role="status">
            {cart.couponNotice}
          </p>
        ) : null}
      </div>
    );
  }

  return (
    <Form method="post" action="/cart" className="mt-4">
      <input type="hidden" name="intent" value="apply-coupon" />
      <label htmlFor="promo-code" className="block text-sm font-medium text-stone-800">
        Promo code
      </label>
      <div className="mt-1 flex gap-2">
        <input
          id="promo-code"
          name="code"
          type="text"
          required={constraint.code?.required}
          maxLength={constraint.code?.maxLength}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          placeholder="Enter code"
          className="block min-h-11 w-full min-w-0 rounded-md border border-stone-300 bg-white px-3 py-2 text-base uppercase placeholder:normal-case focus:border-brand-600 focus:ring-2 focus:ring-brand-200 focus:outline-none"
        />
        <PendingButton pending={applying} pendingText="Applying..." className="min-h-11 shrink-0 rounded-md bg-stone-900 px-4 text-sm font-semibold text-white hover:bg-stone-700 disabled:opacity-60">
          Apply
        </PendingButton>
      </div>
    </Form>
  );
}
