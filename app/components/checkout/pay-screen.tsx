import { Form, Link, useNavigation } from "@remix-run/react";
import { useState, type FormEvent, type ReactNode } from "react";
import { Banner, PageShell } from "~/components/checkout/layout";
import type { CheckoutOrder } from "~/components/checkout/view";
import { ClockIcon } from "~/components/ui/icons/shell";
import type { PaymentStart } from "~/models/payment.server";
import { PAYMENT_MESSAGES } from "~/schemas/order-messages";
import { formatTime } from "~/utils/format";
import { formatPaise, formatRupees } from "~/utils/money";

// The pay step of an online order (/checkout/pay/:orderId): 'Pay ₹X'. Without
// JavaScript a plain form POST to Razorpay Hosted Checkout; with JavaScript
// Standard Checkout (checkout.js, loaded only when real keys are set). Without
// keys both go to the local payment simulator.

export type PayStep = {
  order: CheckoutOrder;
  payment: PaymentStart | null;
  problem: string | null;
  notice: string | null;
  /** Whether the shopper may choose Cash on Delivery instead (unpaid, payable, above the COD limit). */
  codAllowed: boolean;
  providers: { hostedUrl: string; checkoutJs: string; simulatorPath: string; callbackPath: string; callbackUrl: string; cancelUrl: string };
};

type RazorpayResponse = { razorpay_payment_id: string; razorpay_order_id: string; razorpay_signature: string };
type RazorpayInstance = { open(): void; on(event: string, handler: (response: { error?: { description?: string } }) => void): void };
type RazorpayConstructor = new (options: Record<string, unknown>) => RazorpayInstance;

function loadScript(src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    if ((window as unknown as { Razorpay?: unknown }).Razorpay) return resolve();
    const script = document.createElement("script");
    script.src = src;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => reject(new Error("script failed to load"));
    document.body.appendChild(script);
  });
}

function postCallback(action: string, response: RazorpayResponse) {
  const form = document.createElement("form");
  form.method = "post";
  form.action = action;
  for (const [name, value] of Object.entries({
    razorpay_payment_id: response.razorpay_payment_id,
    razorpay_order_id: response.razorpay_order_id,
    razorpay_signature: response.razorpay_signature,
  })) {
    const input = document.createElement("input");
    input.type = "hidden";
    input.name = name;
    input.value = value;
    form.appendChild(input);
  }
  document.body.appendChild(form);
  form.submit();
}

/** "Payment not completed: retry or choose COD": the same order, paid in cash at the door (its items stay reserved). */
function CodInstead({ orderId, total, busy }: { orderId: string; total: number; busy: boolean }) {
  return (
    <Form method="post" action={`/checkout/pay/${encodeURIComponent(orderId)}`} className="rounded-lg border border-stone-200 bg-stone-50 p-3" data-testid="cod-instead">
      <input type="hidden" name="intent" value="cod" />
      <p className="text-sm text-stone-700">Payment not going through? Pay in cash when your order arrives instead.</p>
      <button
        type="submit"
        disabled={busy}
        className="mt-2 inline-flex min-h-11 w-full items-center justify-center rounded-md border border-brand-700 bg-white px-4 font-semibold text-brand-700 hover:bg-brand-50 disabled:opacity-60"
      >
        Choose Cash on Delivery ({formatRupees(total)})
      </button>
    </Form>
  );
}

export function PayScreen({ data: page, codError = null }: { data: PayStep; codError?: string | null }) {
  const { order, payment, providers } = page;
  const navigation = useNavigation();
  const [clientNotice, setClientNotice] = useState<string | null>(null);
  const [opening, setOpening] = useState(false);
  const notice = clientNotice ?? page.notice;
  const busy = opening || navigation.state !== "idle";
  const expires = order.holdExpiresAt ? formatTime(order.holdExpiresAt) : null;

  // Standard Checkout (JavaScript and real keys): checkout.js from Razorpay's CDN, verified on our server through the callback.
  const openStandardCheckout = async (event: FormEvent<HTMLFormElement>) => {
    if (!payment || payment.mode !== "razorpay") return;
    event.preventDefault();
    setClientNotice(null);
    setOpening(true);
    try {
      await loadScript(providers.checkoutJs);
    } catch {
      setOpening(false);
      setClientNotice(PAYMENT_MESSAGES.sdkLoadFailed);
      return;
    }
    const Razorpay = (window as unknown as { Razorpay: RazorpayConstructor }).Razorpay;
    const rzp = new Razorpay({
      key: payment.keyId,
      order_id: payment.razorpayOrderId,
      amount: payment.amount,
      currency: payment.currency,
      name: payment.shopName,
      description: `Order ${order.orderNumber}`,
      prefill: payment.prefill,
      theme: { color: "#861236" },
      // A native document POST, as Hosted Checkout's: /payments/callback is a resource route that answers with redirects.
      handler: (response: RazorpayResponse) => postCallback(providers.callbackPath, response),
      modal: {
        ondismiss: () => {
          setOpening(false);
          setClientNotice(PAYMENT_MESSAGES.cancelled);
        },
      },
    });
    rzp.on("payment.failed", () => {
      setOpening(false);
      setClientNotice(PAYMENT_MESSAGES.failed);
    });
    rzp.open();
  };

  return (
    <PageShell title="Payment">
      <div className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <section className="space-y-5 rounded-xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6" aria-labelledby="pay-heading">
          <h2 id="pay-heading" className="font-serif text-xl font-semibold text-stone-900">
            Order <span data-testid="pay-order-number">{order.orderNumber}</span>
          </h2>
          {notice ? (
            <Banner kind="error" testId="payment-notice">
              {notice}
            </Banner>
          ) : null}
          {page.problem ? (
            <Banner kind="error" testId="payment-problem">
              {page.problem}{" "}
              <Link to={`/order/${encodeURIComponent(order.id)}`} className="font-semibold underline">
                View the order
              </Link>
            </Banner>
          ) : null}
          {payment ? (
            <>
              <p className="text-stone-700">
                Amount to pay: <strong className="text-2xl text-brand-900" data-testid="pay-amount">{formatPaise(payment.amount)}</strong>
              </p>
              {expires ? (
                <p className="flex items-center gap-2 text-sm text-stone-600">
                  <ClockIcon className="size-4" /> Your items are reserved until {expires}. Your cart is kept until the payment is verified.
                </p>
              ) : null}
              {payment.mode === "simulator" ? (
                <Form method="get" action={providers.simulatorPath}>
                  <input type="hidden" name="order_id" value={payment.razorpayOrderId} />
                  <PayButton busy={busy}>Pay {formatPaise(payment.amount)}</PayButton>
                  <p className="mt-2 text-center text-xs text-stone-500">Test mode: payments go to the built-in payment simulator (no real money).</p>
                </Form>
              ) : (
                // Without JavaScript this is Razorpay Hosted Checkout: a plain POST to Razorpay, which returns to callback_url.
                <form method="post" action={providers.hostedUrl} onSubmit={openStandardCheckout}>
                  <input type="hidden" name="key_id" value={payment.keyId} />
                  <input type="hidden" name="order_id" value={payment.razorpayOrderId} />
                  <input type="hidden" name="amount" value={payment.amount} />
                  <input type="hidden" name="currency" value={payment.currency} />
                  <input type="hidden" name="name" value={payment.shopName} />
                  <input type="hidden" name="description" value={`Order ${order.orderNumber}`} />
                  <input type="hidden" name="prefill[name]" value={payment.prefill.name} />
                  <input type="hidden" name="prefill[email]" value={payment.prefill.email} />
                  <input type="hidden" name="prefill[contact]" value={payment.prefill.contact} />
                  <input type="hidden" name="callback_url" value={providers.callbackUrl} />
                  <input type="hidden" name="cancel_url" value={providers.cancelUrl} />
                  <PayButton busy={busy}>{busy ? "Processing..." : `Pay ${formatPaise(payment.amount)}`}</PayButton>
                </form>
              )}
            </>
          ) : null}
          {codError ? (
            <Banner kind="error" testId="cod-error">
              {codError}
            </Banner>
          ) : null}
          {page.codAllowed ? <CodInstead orderId={order.id} total={order.total} busy={busy} /> : null}
          <p className="flex flex-wrap gap-x-4 gap-y-2 text-sm">
            <Link to={`/order/${encodeURIComponent(order.id)}`} className="font-semibold text-brand-700 underline">
              View or cancel this order
            </Link>
            <Link to="/cart" className="font-semibold text-brand-700 underline">
              Back to cart
            </Link>
          </p>
        </section>
        <aside className="h-fit rounded-xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6">
          <h2 className="font-serif text-xl font-semibold text-stone-900">Order Summary</h2>
          <ul className="mt-3 divide-y divide-stone-100 text-sm">
            {order.items.map((i) => (
              <li key={i.id} className="flex justify-between gap-3 py-2">
                <span>
                  {i.name} <span className="text-stone-500">({i.size} · {i.color}) × {i.quantity}</span>
                </span>
                <span className="font-medium">{formatRupees(i.lineTotal)}</span>
              </li>
            ))}
          </ul>
          <p className="mt-3 flex justify-between border-t border-stone-200 pt-3 font-semibold">
            <span>Total</span>
            <span>{formatRupees(order.total)}</span>
          </p>
          <p className="mt-2 text-sm text-stone-600">Ship to {order.shipTo}</p>
        </aside>
      </div>
    </PageShell>
  );
}

/** The pay step's one submit button (simulator and Razorpay). */
function PayButton({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <button
      type="submit"
      data-testid="pay-button"
      disabled={busy}
      className="inline-flex min-h-12 w-full items-center justify-center rounded-md bg-brand-700 px-6 py-3 text-lg font-semibold text-white shadow hover:bg-brand-900 disabled:opacity-60"
    >
      {children}
    </button>
  );
}
