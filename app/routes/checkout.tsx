import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { Field, FormError, useHydrated } from "~/components/forms";
import { useLightForm } from "~/components/light-form";
import { AlertIcon, CheckCircleIcon, ClockIcon, MapPinIcon, ShieldIcon, TruckIcon } from "~/components/ui/icons";
import { pageMeta } from "~/components/ui/page";
import { createAddress, listAddresses, type AddressDTO } from "~/models/address.server";
import { getCart, type CartView } from "~/models/cart.server";
import { getAwaitingPaymentOrder, getUserOrder, newIdempotencyKey, placeOrder, type OrderDetail } from "~/models/order.server";
import {
  onlinePaymentMode,
  CALLBACK_PATH,
  PaymentProviderError,
  RAZORPAY_CHECKOUT_JS,
  RAZORPAY_HOSTED_URL,
  SIMULATOR_PATH,
  startOrderPayment,
  type PaymentStart,
} from "~/models/payment.server";
import { CHECKOUT_CONSTRAINT, checkoutErrors } from "~/schemas/checkout-form";
import { isCheckoutField, parseCheckoutForm } from "~/utils/form-parsers.server";
import { ORDER_MESSAGES, PAYMENT_MESSAGES } from "~/schemas/order-messages";
import { COD_MIN_TOTAL_RUPEES, DEFAULT_COUNTRY, SUCCESS_REDIRECT_DELAY_MS } from "~/utils/constants";
import { appUrl } from "~/utils/env.server";
import { AppError } from "~/utils/errors";
import { formatPaise, formatRupees, toRupees } from "~/utils/money";
import { requireUser } from "~/utils/session.server";
import { redirectWithToast } from "~/utils/toast.server";

// /checkout (spec/storefront.md "Checkout", DECISIONS 3.2-3.6). One URL, three steps:
//   /checkout               the shipping form, payment method, notes and the order summary
//                           (pricing engine through getCart). POST places the order (pending).
//   /checkout?order=<id>    the pay step of an online order: 'Pay ₹X'. Without JavaScript a plain
//                           form POST to Razorpay Hosted Checkout; with JavaScript Standard Checkout
//                           (checkout.js, loaded only when real keys are set). Without keys both
//                           go to the local payment simulator. ?payment=failed|cancelled|invalid
//                           shows what happened; the cart is untouched until a payment is verified.
//   /checkout?success=<id>  'Payment Successful!' (COD: the order-placed screen), then /account
//                           after 3 s through a meta refresh (works without JavaScript).
// The form carries an idempotency key made by the loader, so a double click or a
// back-and-resubmit returns the first order, and the total the shopper saw: if prices
// changed meanwhile the order is refused and the new total shown before anyone pays.

const REQUIRED = ORDER_MESSAGES.requiredFields;
const SUCCESS_DELAY_SECONDS = Math.round(SUCCESS_REDIRECT_DELAY_MS / 1000);
const COD_REASON = `Cash on Delivery is available only for orders above ${formatRupees(COD_MIN_TOTAL_RUPEES)}`;

export const meta: MetaFunction<typeof loader> = ({ data: loaderData, matches }) => {
  const step = loaderData?.step;
  const title = step === "success" ? (loaderData?.success?.paid ? "Payment Successful!" : "Order Placed") : step === "pay" ? "Payment" : "Checkout";
  const tags = pageMeta(title, matches);
  // The success screen moves on to /account after 3 s, with or without JavaScript.
  if (step === "success") tags.push({ httpEquiv: "refresh", content: `${SUCCESS_DELAY_SECONDS};url=/account` });
  return tags;
};

// ---------------------------------------------------------------- loader

const notFound = () => new Response("Order Not Found", { status: 404, statusText: "Not Found" });
const noStore = { "Cache-Control": "private, no-store" };

function toSummary(cart: CartView) {
  const t = cart.totals;
  return {
    lines: cart.lines.map((l) => ({
      key: `${l.productId}|${l.size}|${l.color}`,
      productId: l.productId,
      name: l.name,
      image: l.images[0] ?? null,
      size: l.size,
      color: l.color,
      quantity: l.quantity,
      price: toRupees(l.unitPrice),
      lineTotal: toRupees(l.lineTotal),
      available: l.available,
      unavailableReason: l.unavailableReason,
    })),
    subtotal: toRupees(t.subtotal),
    discount: toRupees(t.discount),
    shipping: toRupees(t.shipping),
    tax: toRupees(t.tax),
    total: toRupees(t.total),
    totalPaise: t.total,
    totalItems: t.totalItems,
    couponCode: cart.coupon?.code ?? null,
    couponNotice: cart.couponNotice,
    codAllowed: t.codAllowed,
    canCheckout: cart.canCheckout,
    blockedReason: cart.checkoutBlockedReason,
  };
}
type Summary = ReturnType<typeof toSummary>;

function orderSummary(order: OrderDetail) {
  return {
    id: order.id,
    orderNumber: order.orderNumber,
    paymentMethod: order.paymentMethod,
    paymentStatus: order.paymentStatus,
    status: order.status,
    total: toRupees(order.total),
    totalItems: order.totalItems,
    holdExpiresAt: order.holdExpiresAt ? order.holdExpiresAt.toISOString() : null,
    items: order.items.map((i) => ({ id: i.id, name: i.name, image: i.image, size: i.size, color: i.color, quantity: i.quantity, lineTotal: toRupees(i.lineTotal) })),
    shipTo: `${order.shippingAddress.fullName}, ${order.shippingAddress.city} ${order.shippingAddress.pincode}`,
  };
}

const PAYMENT_NOTICES = {
  failed: PAYMENT_MESSAGES.failed,
  cancelled: PAYMENT_MESSAGES.cancelled,
  invalid: PAYMENT_MESSAGES.verificationFailed,
} as const;
type PaymentNotice = keyof typeof PAYMENT_NOTICES;

// The store's public origin (APP_URL), never the request's Host.
const appOrigin = (_request: Request) => appUrl();

async function successStep(userId: string, orderId: string) {
  const order = await getUserOrder(userId, orderId);
  if (!order) throw notFound();
  if (order.paymentMethod === "razorpay" && order.paymentStatus !== "paid") throw redirect(`/checkout?order=${encodeURIComponent(order.id)}`);
  return data(
    { step: "success" as const, success: { ...orderSummary(order), paid: order.paymentMethod === "razorpay" } },
    { headers: noStore },
  );
}

async function payStep(request: Request, userId: string, orderId: string, notice: string | null) {
  const order = await getUserOrder(userId, orderId);
  if (!order) throw notFound();
  if (order.paymentStatus === "paid") throw redirect(`/checkout?success=${encodeURIComponent(order.id)}`);
  let payment: PaymentStart | null = null;
  let problem: string | null = null;
  if (order.paymentMethod !== "razorpay" || !order.awaitingPayment) {
    problem = order.status === "cancelled" && order.cancellationReason ? `${PAYMENT_MESSAGES.notPayable} (${order.cancellationReason})` : PAYMENT_MESSAGES.notPayable;
  } else {
    try {
      payment = await startOrderPayment(userId, order.id);
    } catch (error) {
      if (error instanceof PaymentProviderError) problem = PAYMENT_MESSAGES.createFailed;
      else if (error instanceof AppError && error.status < 500) problem = error.message;
      else throw error;
    }
  }
  const origin = appOrigin(request);
  return data(
    {
      step: "pay" as const,
      order: orderSummary(order),
      payment,
      problem,
      notice: notice && notice in PAYMENT_NOTICES ? PAYMENT_NOTICES[notice as PaymentNotice] : null,
      noticeKind: notice,
      providers: {
        hostedUrl: RAZORPAY_HOSTED_URL,
        checkoutJs: RAZORPAY_CHECKOUT_JS,
        simulatorPath: SIMULATOR_PATH,
        callbackPath: CALLBACK_PATH,
        callbackUrl: `${origin}${CALLBACK_PATH}`,
        cancelUrl: payment ? `${origin}${CALLBACK_PATH}?${new URLSearchParams({ cancelled: "1", order_id: payment.razorpayOrderId })}` : "",
      },
    },
    { headers: noStore },
  );
}

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const url = new URL(request.url);
  const successId = url.searchParams.get("success");
  if (successId) return successStep(user.id, successId);
  const orderId = url.searchParams.get("order");
  if (orderId) return payStep(request, user.id, orderId, url.searchParams.get("payment"));

  const cart = await getCart({ userId: user.id });
  if (cart.lines.length === 0) throw redirect("/cart");
  const [addresses, awaiting] = await Promise.all([listAddresses(user.id), getAwaitingPaymentOrder(user.id)]);
  const wanted = url.searchParams.get("address");
  const chosen: AddressDTO | null = addresses.find((a) => a.id === wanted) ?? addresses.find((a) => a.isDefault) ?? addresses[0] ?? null;
  const prefill = chosen
    ? { fullName: chosen.fullName, phone: chosen.phone, address: chosen.address, city: chosen.city, state: chosen.state, pincode: chosen.pincode, country: chosen.country }
    : { fullName: `${user.firstName} ${user.lastName}`.trim(), phone: user.phone ?? "", address: "", city: "", state: "", pincode: "", country: DEFAULT_COUNTRY };
  return data(
    {
      step: "form" as const,
      summary: toSummary(cart),
      addresses: addresses.map((a) => ({ id: a.id, fullName: a.fullName, phone: a.phone, line: `${a.address}, ${a.city}, ${a.state} ${a.pincode}`, isDefault: a.isDefault })),
      chosenAddressId: chosen?.id ?? null,
      prefill,
      idempotencyKey: newIdempotencyKey(),
      // PAYMENT_METHODS=cod (or production without keys): only Cash on Delivery is offered.
      onlinePayments: onlinePaymentMode() !== null,
      awaiting: awaiting ? { id: awaiting.id, orderNumber: awaiting.orderNumber, total: toRupees(awaiting.total) } : null,
    },
    { headers: noStore },
  );
}

// ---------------------------------------------------------------- action

function fieldErrorsFrom(error: AppError): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const e of error.errors ?? []) {
    const name = e.param.replace(/^shippingAddress\./, "");
    if (isCheckoutField(name)) (out[name] ??= []).push(e.msg);
  }
  return out;
}

async function saveAddressIfNew(userId: string, a: { fullName: string; phone: string; address: string; city: string; state: string; pincode: string; country: string }) {
  try {
    const existing = await listAddresses(userId);
    const same = existing.some(
      (x) => x.fullName === a.fullName && x.phone === a.phone && x.address === a.address && x.city === a.city && x.state === a.state && x.pincode === a.pincode,
    );
    if (!same) await createAddress(userId, { ...a, isDefault: false });
  } catch (error) {
    // The order is placed; a full address book must not turn that into an error.
    if (!(error instanceof AppError)) console.error("[checkout] saving the address failed:", error);
  }
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request, { redirectTo: "/checkout" });
  const formData = await request.formData();
  const submission = parseCheckoutForm(formData);
  if (submission.status !== "success") {
    const messages = Object.values(submission.error ?? {}).flat();
    const formError = messages.includes(REQUIRED) ? REQUIRED : ORDER_MESSAGES.badDetails;
    return data({ result: submission.reply({ formErrors: [formError] }), summary: null as Summary | null }, { status: 400 });
  }
  const v = submission.value;
  const shippingAddress = { fullName: v.fullName, phone: v.phone, address: v.address, city: v.city, state: v.state, pincode: v.pincode, country: v.country || DEFAULT_COUNTRY };
  try {
    const { order } = await placeOrder(user.id, {
      shippingAddress,
      paymentMethod: v.paymentMethod,
      notes: v.notes ?? null,
      idempotencyKey: v.idempotencyKey,
      expectedTotal: v.expectedTotal,
    });
    if (v.saveAddress) await saveAddressIfNew(user.id, shippingAddress);
    const id = encodeURIComponent(order.id);
    if (order.paymentMethod === "cod" || order.paymentStatus === "paid") {
      return redirectWithToast(`/checkout?success=${id}`, { type: "success", title: ORDER_MESSAGES.placed }, { status: 303 });
    }
    return redirect(`/checkout?order=${id}`, 303);
  } catch (error) {
    if (!(error instanceof AppError) || error.status >= 500) {
      console.error("[checkout] placing the order failed:", error);
      return data({ result: submission.reply({ formErrors: [ORDER_MESSAGES.placeFailed] }), summary: null as Summary | null }, { status: 500 });
    }
    // Stock, prices or the cart changed: answer with the cart as it is now, so the shopper sees it before paying.
    const cart = await getCart({ userId: user.id });
    if (cart.lines.length === 0) throw redirect("/cart");
    return data(
      { result: submission.reply({ formErrors: [error.message], fieldErrors: fieldErrorsFrom(error) }), summary: toSummary(cart) as Summary | null },
      { status: error.status },
    );
  }
}

// ---------------------------------------------------------------- screens

export default function CheckoutPage() {
  const loaderData = useLoaderData<typeof loader>();
  if (loaderData.step === "success") return <SuccessScreen success={loaderData.success} />;
  if (loaderData.step === "pay") return <PayScreen data={loaderData} />;
  return <CheckoutForm data={loaderData} />;
}

type LoaderData = ReturnType<typeof useLoaderData<typeof loader>>;
type FormData_ = Extract<LoaderData, { step: "form" }>;
type PayData = Extract<LoaderData, { step: "pay" }>;
type SuccessData = Extract<LoaderData, { step: "success" }>["success"];

function PageShell({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      <h1 className="border-b border-stone-200 pb-4 font-serif text-3xl font-bold text-brand-700 sm:text-4xl">{title}</h1>
      {children}
    </div>
  );
}

function Banner({ kind, children, testId }: { kind: "error" | "info" | "success"; children: React.ReactNode; testId?: string }) {
  const styles = {
    error: "border-red-200 bg-red-50 text-red-800",
    info: "border-amber-200 bg-amber-50 text-stone-800",
    success: "border-green-200 bg-green-50 text-green-800",
  }[kind];
  return (
    <div role={kind === "error" ? "alert" : "status"} data-testid={testId} className={`flex items-start gap-3 rounded-lg border px-4 py-3 text-sm ${styles}`}>
      {kind === "error" ? <AlertIcon className="mt-0.5 size-5 shrink-0" /> : kind === "success" ? <CheckCircleIcon className="mt-0.5 size-5 shrink-0" /> : <ClockIcon className="mt-0.5 size-5 shrink-0" />}
      <div>{children}</div>
    </div>
  );
}

// ---------------------------------------------------------------- the form

function CheckoutForm({ data: page }: { data: FormData_ }) {
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const hydrated = useHydrated();
  const summary = actionData?.summary ?? page.summary;
  const formRef = useRef<HTMLFormElement>(null);
  const [valid, setValid] = useState(true);
  const online = page.onlinePayments;
  const [method, setMethod] = useState<"razorpay" | "cod">(online ? "razorpay" : "cod");
  const processing = navigation.state !== "idle" && navigation.formMethod?.toUpperCase() === "POST" && navigation.formAction?.startsWith("/checkout") === true;

  // Conform's useForm would weigh 10 KB here (and zod 24 KB more): light-form.ts reads the
  // action's Conform reply and the browser checks without zod (checkout-form.ts, the same
  // rules and messages); the action still checks with CheckoutFormSchema.
  const { form, field } = useLightForm({
    id: `checkout-${page.chosenAddressId ?? "new"}`,
    formRef,
    lastResult: navigation.state === "idle" ? actionData?.result : undefined,
    defaultValue: { ...page.prefill, paymentMethod: online ? "razorpay" : "cod" },
    constraint: CHECKOUT_CONSTRAINT,
    validate: checkoutErrors,
  });
  const fields = {
    fullName: field("fullName"),
    phone: field("phone"),
    address: field("address"),
    city: field("city"),
    state: field("state"),
    pincode: field("pincode"),
    country: field("country"),
    paymentMethod: field("paymentMethod"),
    notes: field("notes"),
    saveAddress: field("saveAddress"),
  };

  // "The pay button is disabled until the form is valid" (JavaScript only; without it the server's checks apply).
  const recheck = () => {
    const el = formRef.current;
    if (!el) return;
    const fd = new FormData(el);
    setValid(Object.keys(checkoutErrors(fd)).length === 0);
    const chosen = fd.get("paymentMethod");
    setMethod(chosen === "cod" || !online ? "cod" : "razorpay");
  };
  useEffect(recheck, [page.chosenAddressId, summary.totalPaise, online]);

  const codDisabled = !summary.codAllowed;
  // COD only and the order is too small for COD: nothing can be offered.
  const blocked = !summary.canCheckout || (!online && codDisabled);
  const payLabel = hydrated && method === "cod" ? `Place Order (${formatRupees(summary.total)})` : `Pay ${formatRupees(summary.total)}`;
  const text = (f: typeof fields.fullName, autoComplete: string) => ({ ...f.props, type: "text", autoComplete });

  return (
    <PageShell title="Checkout">
      {page.awaiting ? (
        <div className="mt-4">
          <Banner kind="info" testId="awaiting-payment">
            Order <strong>{page.awaiting.orderNumber}</strong> ({formatRupees(page.awaiting.total)}) is waiting for its payment.{" "}
            <Link to={`/checkout?order=${encodeURIComponent(page.awaiting.id)}`} className="font-semibold text-brand-700 underline">
              Complete that payment
            </Link>{" "}
            or place a new order below (it replaces the unpaid one).
          </Banner>
        </div>
      ) : null}

      <div className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <Form
          method="post"
          action="/checkout"
          {...form.props}
          onInput={(event) => {
            form.props.onInput(event);
            recheck();
          }}
          onChange={recheck}
          className="space-y-8"
          aria-label="Checkout"
        >
          <input type="hidden" name="idempotencyKey" value={page.idempotencyKey} />
          <input type="hidden" name="expectedTotal" value={summary.totalPaise} />
          <FormError errors={form.errors} />

          <section aria-labelledby="shipping-heading" className="rounded-xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6">
            <h2 id="shipping-heading" className="flex items-center gap-2 font-serif text-xl font-semibold text-stone-900">
              <MapPinIcon className="size-5 text-brand-700" /> Shipping Address
            </h2>
            {page.addresses.length > 0 ? (
              <div className="mt-4">
                <p className="text-sm font-medium text-stone-800">Deliver to a saved address</p>
                <ul className="mt-2 grid gap-2 sm:grid-cols-2" data-testid="saved-addresses">
                  {page.addresses.map((a) => {
                    const selected = a.id === page.chosenAddressId;
                    return (
                      <li key={a.id}>
                        <Link
                          to={`/checkout?address=${encodeURIComponent(a.id)}`}
                          preventScrollReset
                          replace
                          aria-current={selected ? "true" : undefined}
                          className={`block rounded-lg border p-3 text-sm ${selected ? "border-brand-600 bg-brand-50 ring-1 ring-brand-600" : "border-stone-200 hover:border-brand-400"}`}
                        >
                          <span className="font-semibold text-stone-900">{a.fullName}</span>
                          {a.isDefault ? <span className="ml-2 rounded bg-amber-100 px-1.5 py-0.5 text-xs font-medium text-amber-800">Default</span> : null}
                          <span className="mt-1 block text-stone-600">{a.line}</span>
                          <span className="mt-1 block text-xs font-medium text-brand-700">{selected ? "Selected" : "Deliver here"}</span>
                        </Link>
                      </li>
                    );
                  })}
                </ul>
              </div>
            ) : null}
            <div className="mt-4 grid gap-4 sm:grid-cols-2">
              <Field label="Full name *" errors={fields.fullName.errors} inputProps={text(fields.fullName, "name")} />
              <Field
                label="Phone number *"
                errors={fields.phone.errors}
                inputProps={{ ...fields.phone.props, type: "tel", autoComplete: "tel", placeholder: "+91 98765 43210" }}
              />
              <div className="sm:col-span-2">
                <Field label="Address *" errors={fields.address.errors} hint="House or flat, building, street and area" inputProps={text(fields.address, "street-address")} />
              </div>
              <Field label="City *" errors={fields.city.errors} inputProps={text(fields.city, "address-level2")} />
              <Field label="State *" errors={fields.state.errors} inputProps={text(fields.state, "address-level1")} />
              <Field
                label="Pincode *"
                errors={fields.pincode.errors}
                inputProps={{ ...fields.pincode.props, type: "text", autoComplete: "postal-code", inputMode: "numeric", maxLength: 6, placeholder: "395007" }}
              />
              <Field
                label="Country"
                errors={fields.country.errors}
                inputProps={{ ...fields.country.props, type: "text", autoComplete: "country-name", readOnly: true }}
              />
            </div>
            <label className="mt-4 flex min-h-11 items-center gap-2 text-sm text-stone-800">
              <input type="checkbox" name={fields.saveAddress.name} className="h-4 w-4 accent-brand-700" />
              Save this address to my address book
            </label>
          </section>

          <fieldset className="rounded-xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6">
            <legend className="px-1 font-serif text-xl font-semibold text-stone-900">Payment Method</legend>
            <div className="mt-2 space-y-3">
              {online ? (
                <label className="flex cursor-pointer items-start gap-3 rounded-lg border border-stone-200 p-3 has-checked:border-brand-600 has-checked:bg-brand-50">
                  <input type="radio" name="paymentMethod" value="razorpay" defaultChecked className="mt-1 h-4 w-4 accent-brand-700" />
                  <span>
                    <span className="block font-semibold text-stone-900">Razorpay</span>
                    <span className="block text-sm text-stone-600">UPI, cards, net banking and wallets. You pay on the next step.</span>
                  </span>
                </label>
              ) : null}
              <label
                className={`flex items-start gap-3 rounded-lg border border-stone-200 p-3 has-checked:border-brand-600 has-checked:bg-brand-50 ${codDisabled ? "cursor-not-allowed opacity-60" : "cursor-pointer"}`}
              >
                <input
                  type="radio"
                  name="paymentMethod"
                  value="cod"
                  disabled={codDisabled}
                  defaultChecked={!online && !codDisabled}
                  aria-describedby={codDisabled ? "cod-reason" : undefined}
                  className="mt-1 h-4 w-4 accent-brand-700"
                />
                <span>
                  <span className="block font-semibold text-stone-900">Cash on Delivery</span>
                  {codDisabled ? (
                    <span id="cod-reason" className="block text-sm text-stone-600" data-testid="cod-reason">
                      {COD_REASON}
                    </span>
                  ) : (
                    <span className="block text-sm text-stone-600">Pay in cash when your order arrives.</span>
                  )}
                </span>
              </label>
            </div>
            {fields.paymentMethod.errors ? <p className="mt-2 text-sm text-red-700">{fields.paymentMethod.errors.join(", ")}</p> : null}
          </fieldset>

          <section className="rounded-xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6">
            <label htmlFor={fields.notes.id} className="block font-serif text-xl font-semibold text-stone-900">
              Order Notes <span className="text-sm font-normal text-stone-500">(optional)</span>
            </label>
            <textarea
              {...fields.notes.props}
              rows={3}
              placeholder="Anything we should know about your order or delivery?"
              className="mt-2 block w-full rounded-md border border-stone-300 px-3 py-2 text-base shadow-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-200 focus:outline-none"
            />
            {fields.notes.errors ? <p className="mt-1 text-sm text-red-700">{fields.notes.errors.join(", ")}</p> : null}
          </section>

          {blocked && summary.canCheckout ? (
            <Banner kind="error" testId="checkout-blocked">
              {COD_REASON}, and this shop takes Cash on Delivery only.{" "}
              <Link to="/cart" className="font-semibold underline">
                Review your cart
              </Link>
            </Banner>
          ) : blocked ? (
            <Banner kind="error" testId="checkout-blocked">
              {summary.blockedReason}.{" "}
              <Link to="/cart" className="font-semibold underline">
                Review your cart
              </Link>
            </Banner>
          ) : null}

          <button
            type="submit"
            disabled={blocked || processing || (hydrated && !valid)}
            data-testid="place-order"
            className="inline-flex min-h-12 w-full items-center justify-center rounded-md bg-brand-700 px-6 py-3 text-lg font-semibold text-white shadow hover:bg-brand-900 disabled:cursor-not-allowed disabled:opacity-60"
          >
            {processing ? "Processing..." : payLabel}
          </button>
          <p className="flex items-center justify-center gap-2 text-xs text-stone-500">
            <ShieldIcon className="size-4" /> Prices include GST. Your payment is verified on our server.
          </p>
        </Form>

        <OrderSummary summary={summary} />
      </div>
    </PageShell>
  );
}

function OrderSummary({ summary }: { summary: Summary }) {
  return (
    <aside aria-labelledby="summary-heading" className="h-fit rounded-xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6 lg:sticky lg:top-24">
      <h2 id="summary-heading" className="font-serif text-xl font-semibold text-stone-900">
        Order Summary
      </h2>
      <ul className="mt-4 divide-y divide-stone-100" data-testid="summary-lines">
        {summary.lines.map((l) => (
          <li key={l.key} className="flex gap-3 py-3">
            {l.image ? <img src={l.image} alt="" width={56} height={72} className="h-18 w-14 shrink-0 rounded object-cover" /> : null}
            <div className="min-w-0 flex-1 text-sm">
              <p className="font-medium text-stone-900">{l.name}</p>
              <p className="text-stone-600">
                {l.size} · {l.color} · Qty {l.quantity}
              </p>
              {!l.available ? <p className="font-medium text-red-700">{l.unavailableReason}</p> : null}
            </div>
            <p className="text-sm font-semibold text-stone-900" data-testid="summary-line-total">
              {formatRupees(l.lineTotal)}
            </p>
          </li>
        ))}
      </ul>
      <dl className="mt-4 space-y-2 border-t border-stone-200 pt-4 text-sm" data-testid="checkout-totals">
        <div className="flex justify-between">
          <dt className="text-stone-600">Subtotal ({summary.totalItems} items)</dt>
          <dd className="font-medium text-stone-900" data-testid="checkout-subtotal">
            {formatRupees(summary.subtotal)}
          </dd>
        </div>
        {summary.discount > 0 ? (
          <div className="flex justify-between text-green-700">
            <dt>Discount{summary.couponCode ? ` (${summary.couponCode})` : ""}</dt>
            <dd className="font-medium">-{formatRupees(summary.discount)}</dd>
          </div>
        ) : null}
        <div className="flex justify-between">
          <dt className="text-stone-600">Shipping</dt>
          <dd className="font-medium text-stone-900">{summary.shipping === 0 ? "Free" : formatRupees(summary.shipping)}</dd>
        </div>
        <div className="flex justify-between text-xs text-stone-500">
          <dt>GST included in prices</dt>
          <dd>{formatRupees(summary.tax)}</dd>
        </div>
        <div className="flex justify-between border-t border-stone-200 pt-3 text-base">
          <dt className="font-semibold text-stone-900">Total</dt>
          <dd className="font-bold text-brand-900" data-testid="checkout-total">
            {formatRupees(summary.total)}
          </dd>
        </div>
      </dl>
      {summary.couponNotice ? <p className="mt-3 text-sm text-amber-800">{summary.couponNotice}</p> : null}
      <p className="mt-4 flex items-center gap-2 text-sm text-stone-600">
        <TruckIcon className="size-5 text-brand-700" /> Estimated delivery: 3-5 business days
      </p>
    </aside>
  );
}

// ---------------------------------------------------------------- the pay step

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

function PayScreen({ data: page }: { data: PayData }) {
  const { order, payment, providers } = page;
  const navigation = useNavigation();
  const [clientNotice, setClientNotice] = useState<string | null>(null);
  const [opening, setOpening] = useState(false);
  const notice = clientNotice ?? page.notice;
  const busy = opening || navigation.state !== "idle";
  const expires = order.holdExpiresAt
    ? new Intl.DateTimeFormat("en-IN", { timeZone: "Asia/Kolkata", hour: "numeric", minute: "2-digit" }).format(new Date(order.holdExpiresAt))
    : null;

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
                  <button
                    type="submit"
                    data-testid="pay-button"
                    disabled={busy}
                    className="inline-flex min-h-12 w-full items-center justify-center rounded-md bg-brand-700 px-6 py-3 text-lg font-semibold text-white shadow hover:bg-brand-900 disabled:opacity-60"
                  >
                    Pay {formatPaise(payment.amount)}
                  </button>
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
                  <button
                    type="submit"
                    data-testid="pay-button"
                    disabled={busy}
                    className="inline-flex min-h-12 w-full items-center justify-center rounded-md bg-brand-700 px-6 py-3 text-lg font-semibold text-white shadow hover:bg-brand-900 disabled:opacity-60"
                  >
                    {busy ? "Processing..." : `Pay ${formatPaise(payment.amount)}`}
                  </button>
                </form>
              )}
            </>
          ) : null}
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

// ---------------------------------------------------------------- success

function SuccessScreen({ success }: { success: SuccessData }) {
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
          to="/account"
          reloadDocument
          className="inline-flex min-h-11 items-center justify-center rounded-md bg-brand-700 px-6 font-semibold text-white shadow hover:bg-brand-900"
        >
          View My Orders
        </Link>
        <Link to={`/order/${encodeURIComponent(success.id)}`} reloadDocument className="font-semibold text-brand-700 underline">
          View order details
        </Link>
      </div>
      <p className="mt-6 text-sm text-stone-500">Taking you to your account in {SUCCESS_DELAY_SECONDS} seconds...</p>
    </div>
  );
}
