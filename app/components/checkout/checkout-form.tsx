import { getFormProps, getInputProps, getTextareaProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Form, Link, useNavigation } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { Banner, PageShell } from "~/components/checkout/layout";
import { OrderSummary } from "~/components/checkout/order-summary";
import type { CheckoutSummary } from "~/components/checkout/view";
import { Field, FormError, useHydrated } from "~/components/forms";
import { checkForm, useServerValidation } from "~/components/server-validation";
import { MapPinIcon, ShieldIcon } from "~/components/ui/icons/shell";
import { COD_MIN_TOTAL_RUPEES } from "~/utils/constants";
import { formatRupees } from "~/utils/money";

// The /checkout form: shipping address (or a saved one), payment method, notes,
// and the order summary. CheckoutFormSchema (schemas/checkout.ts) is its only
// set of rules: the HTML constraints and the field messages come from it on the
// server (docs/decisions/0013-forms.md).

export const COD_REASON = `Cash on Delivery is available only for orders above ${formatRupees(COD_MIN_TOTAL_RUPEES)}`;

type Prefill = { fullName: string; phone: string; address: string; city: string; state: string; pincode: string; country: string };

export type CheckoutFormPage = {
  summary: CheckoutSummary;
  addresses: Array<{ id: string; fullName: string; phone: string; line: string; isDefault: boolean }>;
  chosenAddressId: string | null;
  prefill: Prefill;
  idempotencyKey: string;
  onlinePayments: boolean;
  awaiting: { id: string; orderNumber: string; total: number } | null;
  constraint: Record<string, { required?: boolean; minLength?: number; maxLength?: number; min?: number | string; max?: number | string; pattern?: string; multiple?: boolean; step?: number | string }>;
};

export type CheckoutActionData = { result: SubmissionResult<string[]>; summary: CheckoutSummary | null } | undefined;

export function CheckoutForm({ page, actionData }: { page: CheckoutFormPage; actionData: CheckoutActionData }) {
  const navigation = useNavigation();
  const hydrated = useHydrated();
  const summary = actionData?.summary ?? page.summary;
  const formRef = useRef<HTMLFormElement>(null);
  const [valid, setValid] = useState(false);
  const online = page.onlinePayments;
  const [method, setMethod] = useState<"razorpay" | "cod">(online ? "razorpay" : "cod");
  const processing = navigation.state !== "idle" && navigation.formMethod?.toUpperCase() === "POST" && navigation.formAction?.startsWith("/checkout") === true;

  const [form, fields] = useForm({
    id: `checkout-${page.chosenAddressId ?? "new"}`,
    ...useServerValidation("checkout", actionData?.result),
    defaultValue: { ...page.prefill, paymentMethod: online ? "razorpay" : "cod" },
    constraint: page.constraint,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  const notes = getTextareaProps(fields.notes);

  // "The pay button is disabled until the form is valid" (JavaScript only; without it the server's checks apply):
  // the HTML constraints at once, then the schema itself on the server.
  const checked = useRef(0);
  const recheck = () => {
    const el = formRef.current;
    if (!el) return;
    const fd = new FormData(el);
    const chosen = fd.get("paymentMethod");
    setMethod(chosen === "cod" || !online ? "cod" : "razorpay");
    const n = ++checked.current;
    if (!el.checkValidity()) return setValid(false);
    void checkForm("checkout", fd).then((ok) => {
      if (n === checked.current) setValid(ok);
    });
  };
  useEffect(recheck, [page.chosenAddressId, summary.totalPaise, online]);

  const codDisabled = !summary.codAllowed;
  // COD only and the order is too small for COD: nothing can be offered.
  const blocked = !summary.canCheckout || (!online && codDisabled);
  const payLabel = hydrated && method === "cod" ? `Place Order (${formatRupees(summary.total)})` : `Pay ${formatRupees(summary.total)}`;
  const text = (f: typeof fields.fullName, autoComplete: string) => ({ ...getInputProps(f, { type: "text" }), autoComplete });

  return (
    <PageShell title="Checkout">
      {page.awaiting ? (
        <div className="mt-4">
          <Banner kind="info" testId="awaiting-payment">
            Order <strong>{page.awaiting.orderNumber}</strong> ({formatRupees(page.awaiting.total)}) is waiting for its payment.{" "}
            <Link to={`/checkout/pay/${encodeURIComponent(page.awaiting.id)}`} className="font-semibold text-brand-700 underline">
              Complete that payment
            </Link>{" "}
            or place a new order below (it replaces the unpaid one).
          </Banner>
        </div>
      ) : null}

      <div className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <Form
          ref={formRef}
          method="post"
          action="/checkout"
          {...getFormProps(form)}
          onInput={recheck}
          onChange={recheck}
          className="space-y-8"
          aria-label="Checkout"
        >
          <input type="hidden" name={fields.idempotencyKey.name} value={page.idempotencyKey} />
          <input type="hidden" name={fields.expectedTotal.name} value={summary.totalPaise} />
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
                inputProps={{ ...getInputProps(fields.phone, { type: "tel" }), autoComplete: "tel", placeholder: "+91 98765 43210" }}
              />
              <div className="sm:col-span-2">
                <Field label="Address *" errors={fields.address.errors} hint="House or flat, building, street and area" inputProps={text(fields.address, "street-address")} />
              </div>
              <Field label="City *" errors={fields.city.errors} inputProps={text(fields.city, "address-level2")} />
              <Field label="State *" errors={fields.state.errors} inputProps={text(fields.state, "address-level1")} />
              <Field
                label="Pincode *"
                errors={fields.pincode.errors}
                inputProps={{ ...getInputProps(fields.pincode, { type: "text" }), autoComplete: "postal-code", inputMode: "numeric", maxLength: 6, placeholder: "395007" }}
              />
              <Field
                label="Country"
                errors={fields.country.errors}
                inputProps={{ ...getInputProps(fields.country, { type: "text" }), autoComplete: "country-name", readOnly: true }}
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
              {...notes}
              key={notes.key}
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
