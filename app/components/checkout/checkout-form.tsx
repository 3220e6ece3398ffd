import type { SubmissionResult } from "@conform-to/react";
import { Form, Link, useNavigation } from "@remix-run/react";
import { lazy, Suspense, useEffect, useMemo, useRef, useState, type ComponentPropsWithoutRef, type FormEventHandler, type ReactNode } from "react";
import { Banner, PageShell } from "~/components/checkout/layout";
import { OrderSummary } from "~/components/checkout/order-summary";
import type { CheckoutSummary } from "~/components/checkout/view";
import { Field, FormError, useHydrated } from "~/components/forms";
import { PINCODE_HINT, usePincodeFill } from "~/components/pincode-fill";
import { MapPinIcon, ShieldIcon } from "~/components/ui/icons/shell";
import { useShopPolicies } from "~/components/ui/shell";
import { formatRupees } from "~/utils/money";

// The /checkout form: shipping address (or a saved one), payment method, notes,
// and the order summary. CheckoutFormSchema (schemas/checkout.ts) is its only
// set of rules: the HTML constraints and the field messages come from it on the
// server (docs/decisions/0013-forms.md).
//
// Conform drives the form from the shopper's first interaction with it (pointer, touch, focus or
// a key: checkout-conform.tsx, loaded then, not with the page: docs/decisions/0016-js-budget.md).
// Until then the fields show what Conform would show for the same reply and defaults (ids,
// constraints, values, the server's messages), and a submission goes to the action as it does
// without JavaScript; the fields left or typed in before Conform ran are validated when it starts.

/** Why COD is off, for the limit the owner set in /admin/settings (rupees). */
export const codReason = (codAbove: number) => `Cash on Delivery is available only for orders above ${formatRupees(codAbove)}`;

type Prefill = { fullName: string; phone: string; address: string; city: string; state: string; pincode: string; country: string };
type Constraint = { required?: boolean; minLength?: number; maxLength?: number; min?: number | string; max?: number | string; pattern?: string; multiple?: boolean; step?: number | string };

export type CheckoutFormPage = {
  summary: CheckoutSummary;
  addresses: Array<{ id: string; fullName: string; phone: string; line: string; isDefault: boolean }>;
  chosenAddressId: string | null;
  prefill: Prefill;
  /** Whether the schema accepts the prefilled form as it stands (the pay button's state before any edit). */
  prefillValid: boolean;
  idempotencyKey: string;
  onlinePayments: boolean;
  awaiting: { id: string; orderNumber: string; total: number } | null;
  constraint: Record<string, Constraint>;
};

export type CheckoutActionData = { result: SubmissionResult<string[]>; summary: CheckoutSummary | null } | undefined;

/** The form's fields as the screen renders them: Conform's props, or the same derived before it runs. */
export const TEXT_FIELDS = ["fullName", "phone", "address", "city", "state", "pincode", "country"] as const;
type InputProps = ComponentPropsWithoutRef<"input"> & { key?: string };
type TextareaProps = ComponentPropsWithoutRef<"textarea"> & { key?: string };
export type CheckoutModel = {
  form: { id: string; noValidate?: boolean; onSubmit?: FormEventHandler<HTMLFormElement>; "aria-describedby"?: string };
  formErrors?: string[];
  inputs: Record<(typeof TEXT_FIELDS)[number], InputProps>;
  notes: TextareaProps;
  errors: Partial<Record<string, string[]>>;
};
export type ConformProps = {
  formId: string;
  defaultValue: Record<string, string>;
  constraint: Record<string, Constraint>;
  result: SubmissionResult<string[]> | undefined;
  /** Fields left (focusout) or typed in before Conform ran (`done` once Conform has checked them). */
  seen: { left: Set<string>; typed: Set<string>; done: boolean };
  onModel: (model: CheckoutModel) => void;
  /** True once the form carries Conform's props (its submit handler turns intents into checks). */
  started: boolean;
};

/** What Conform's getFormProps/getInputProps/getTextareaProps give for this reply and these defaults. */
function modelBeforeConform({ formId, defaultValue, constraint, result }: Pick<ConformProps, "formId" | "defaultValue" | "constraint" | "result">): CheckoutModel {
  const values = (result?.initialValue ?? defaultValue) as Record<string, unknown>;
  const errorsOf = (name: string) => result?.error?.[name] ?? undefined;
  const control = (name: string, extra: InputProps): InputProps => {
    const id = `${formId}-${name}`;
    const errors = errorsOf(name);
    const value = values[name];
    const props: Record<string, unknown> = {
      required: constraint[name]?.required || undefined,
      id,
      name,
      form: formId,
      "aria-invalid": errors ? true : undefined,
      "aria-describedby": errors ? `${id}-error` : undefined,
      minLength: constraint[name]?.minLength,
      maxLength: constraint[name]?.maxLength,
      ...extra,
      defaultValue: typeof value === "string" ? value : undefined,
    };
    for (const k of Object.keys(props)) if (props[k] === undefined) delete props[k];
    return props as InputProps;
  };
  const inputs = Object.fromEntries(
    TEXT_FIELDS.map((name) => {
      const c = constraint[name] ?? {};
      return [name, control(name, { type: name === "phone" ? "tel" : "text", min: c.min, max: c.max, step: c.step, pattern: c.pattern, multiple: c.multiple })];
    }),
  ) as CheckoutModel["inputs"];
  const formErrors = errorsOf("");
  const errors: CheckoutModel["errors"] = {};
  for (const name of [...TEXT_FIELDS, "notes", "paymentMethod"]) errors[name] = errorsOf(name);
  return {
    form: { id: formId, noValidate: true, "aria-describedby": formErrors ? `${formId}-error` : undefined },
    formErrors,
    inputs,
    notes: control("notes", {}) as TextareaProps,
    errors,
  };
}

/**
 * The address fields: folded under "Edit this address" when a saved address is chosen (its fields are filled
 * and still sent; a native details element, so it opens without JavaScript), open for a new one or with errors.
 */
function AddressFields({ folded, children }: { folded: boolean; children: ReactNode }) {
  const grid = <div className="mt-4 grid gap-4 sm:grid-cols-2">{children}</div>;
  if (!folded) return grid;
  return (
    <details className="group mt-4 rounded-lg border border-stone-200 p-3" data-testid="address-fields">
      <summary className="flex min-h-11 cursor-pointer items-center text-sm font-semibold text-brand-700">Edit this address</summary>
      {grid}
    </details>
  );
}

const Conform = lazy(() => import("~/components/checkout/checkout-conform"));

export function CheckoutForm({ page, actionData }: { page: CheckoutFormPage; actionData: CheckoutActionData }) {
  const navigation = useNavigation();
  const hydrated = useHydrated();
  const summary = actionData?.summary ?? page.summary;
  const formRef = useRef<HTMLFormElement>(null);
  usePincodeFill(formRef);
  const [valid, setValid] = useState(page.prefillValid);
  const online = page.onlinePayments;
  const [method, setMethod] = useState<"razorpay" | "cod">(online ? "razorpay" : "cod");
  const processing = navigation.state !== "idle" && navigation.formMethod?.toUpperCase() === "POST" && navigation.formAction?.startsWith("/checkout") === true;

  const formId = `checkout-${page.chosenAddressId ?? "new"}`;
  const defaultValue = useMemo(() => ({ ...page.prefill, paymentMethod: online ? "razorpay" : "cod" }), [page.prefill, online]);
  const options = { formId, defaultValue, constraint: page.constraint, result: actionData?.result };
  const [conformModel, setConformModel] = useState<CheckoutModel | null>(null);
  const m = conformModel ?? modelBeforeConform(options);
  const [awake, setAwake] = useState(false);
  const seen = useRef({ left: new Set<string>(), typed: new Set<string>(), done: false });
  useEffect(() => {
    const el = formRef.current;
    if (!el) return;
    const wake = () => setAwake(true);
    const note = (set: Set<string>) => (e: Event) => {
      const name = (e.target as HTMLInputElement).name;
      if (name && !seen.current.done) set.add(name);
    };
    const left = note(seen.current.left);
    const typed = note(seen.current.typed);
    const events = ["pointerover", "focusin", "touchstart", "keydown"] as const;
    for (const e of events) el.addEventListener(e, wake, { passive: true, once: true });
    el.addEventListener("focusout", left);
    el.addEventListener("input", typed);
    return () => {
      for (const e of events) el.removeEventListener(e, wake);
      el.removeEventListener("focusout", left);
      el.removeEventListener("input", typed);
    };
  }, []);

  // "The pay button is disabled until the form is valid" (JavaScript only; without it the server's checks apply):
  // the HTML constraints at once, then the schema itself on the server. The prefilled form's verdict comes with the page.
  const checked = useRef(0);
  const recheck = () => {
    const el = formRef.current;
    if (!el) return;
    const fd = new FormData(el);
    const chosen = fd.get("paymentMethod");
    setMethod(chosen === "cod" || !online ? "cod" : "razorpay");
    const n = ++checked.current;
    if (!el.checkValidity()) return setValid(false);
    void import("~/components/checkout/checkout-conform")
      .then(({ checkForm }) => checkForm("checkout", fd))
      .then((ok) => {
        if (n === checked.current) setValid(ok);
      });
  };
  const mounted = useRef(false);
  useEffect(() => {
    if (mounted.current) recheck();
    mounted.current = true;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the verdict for the page's own prefill came with it
  }, [page.chosenAddressId, summary.totalPaise, online]);
  useEffect(() => setValid(page.prefillValid), [page.prefillValid, page.chosenAddressId]);

  const codDisabled = !summary.codAllowed;
  const codReasonText = codReason(useShopPolicies().codAbove);
  // COD only and the order is too small for COD: nothing can be offered.
  const blocked = !summary.canCheckout || (!online && codDisabled);
  // Without JavaScript the page cannot know which method will be ticked: "Place Order", never "Pay ₹..."
  // over a COD choice. With it the button names what happens next.
  const payLabel = hydrated && method === "razorpay" ? `Pay ${formatRupees(summary.total)}` : `Place Order (${formatRupees(summary.total)})`;

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
          {...m.form}
          onInput={recheck}
          onChange={recheck}
          className="space-y-8"
          aria-label="Checkout"
        >
          <input type="hidden" name="idempotencyKey" value={page.idempotencyKey} />
          <input type="hidden" name="expectedTotal" value={summary.totalPaise} />
          <FormError errors={m.formErrors} />

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
            <AddressFields folded={page.chosenAddressId !== null && !TEXT_FIELDS.some((f) => m.errors[f])}>
              <Field label="Full name *" errors={m.errors.fullName} inputProps={{ ...m.inputs.fullName, autoComplete: "name" }} />
              <Field
                label="Phone number *"
                errors={m.errors.phone}
                inputProps={{ ...m.inputs.phone, autoComplete: "tel", placeholder: "+91 98765 43210" }}
              />
              <div className="sm:col-span-2">
                <Field label="Address *" errors={m.errors.address} hint="House or flat, building, street and area" inputProps={{ ...m.inputs.address, autoComplete: "street-address" }} />
              </div>
              <Field label="City *" errors={m.errors.city} inputProps={{ ...m.inputs.city, autoComplete: "address-level2" }} />
              <Field label="State *" errors={m.errors.state} inputProps={{ ...m.inputs.state, autoComplete: "address-level1" }} />
              <Field
                label="Pincode *"
                errors={m.errors.pincode}
                hint={PINCODE_HINT}
                inputProps={{ ...m.inputs.pincode, autoComplete: "postal-code", inputMode: "numeric", maxLength: 6, placeholder: "395007" }}
              />
              <Field
                label="Country"
                errors={m.errors.country}
                inputProps={{ ...m.inputs.country, autoComplete: "country-name", readOnly: true }}
              />
            </AddressFields>
            <label className="mt-4 flex min-h-11 items-center gap-2 text-sm text-stone-800">
              {/* A first address is kept unless the shopper unticks it. */}
              <input type="checkbox" name="saveAddress" defaultChecked={page.addresses.length === 0} className="h-4 w-4 accent-brand-700" />
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
                      {codReasonText}
                    </span>
                  ) : (
                    <span className="block text-sm text-stone-600">Pay in cash when your order arrives.</span>
                  )}
                </span>
              </label>
            </div>
            {m.errors.paymentMethod ? <p className="mt-2 text-sm text-red-700">{m.errors.paymentMethod.join(", ")}</p> : null}
          </fieldset>

          <section className="rounded-xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6">
            <label htmlFor={`${formId}-notes`} className="block font-serif text-xl font-semibold text-stone-900">
              Order Notes <span className="text-sm font-normal text-stone-500">(optional)</span>
            </label>
            <textarea
              {...m.notes}
              key={m.notes.key}
              rows={3}
              placeholder="Anything we should know about your order or delivery?"
              className="mt-2 block w-full rounded-md border border-stone-300 px-3 py-2 text-base shadow-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-200 focus:outline-none"
            />
            {m.errors.notes ? <p className="mt-1 text-sm text-red-700">{m.errors.notes.join(", ")}</p> : null}
          </section>

          {blocked && summary.canCheckout ? (
            <Banner kind="error" testId="checkout-blocked">
              {codReasonText}, and this shop takes Cash on Delivery only.{" "}
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

          {/* On a phone the summary is below the form: the total is read here, before the button. */}
          <p className="flex items-baseline justify-between border-t border-stone-200 pt-3 text-stone-900 lg:hidden" data-testid="total-before-pay">
            <span>
              Total <span className="text-sm text-stone-500">({summary.totalItems} {summary.totalItems === 1 ? "item" : "items"}, incl. GST)</span>
            </span>
            <strong className="text-xl text-brand-900">{formatRupees(summary.total)}</strong>
          </p>
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
        {awake ? (
          <Suspense fallback={null}>
            {/* A new address is a new form (its own id and defaults). */}
            <Conform key={formId} {...options} seen={seen.current} onModel={setConformModel} started={conformModel !== null} />
          </Suspense>
        ) : null}
      </div>
    </PageShell>
  );
}
