import { getFormProps, getInputProps, type SubmissionResult } from "@conform-to/react";
import { Form, Link, useNavigation } from "@remix-run/react";
import { useRef } from "react";
import { Field, FormError, SubmitButton } from "~/components/forms";
import { PINCODE_HINT, usePincodeFill } from "~/components/pincode-fill";
import { useServerForm } from "~/components/server-form";
import type { AddressDTO } from "~/models/address.server";
import { DEFAULT_COUNTRY } from "~/utils/constants";

// The address book's add/edit form. Its rules and messages are AddressSchema's
// (schemas/address.ts), never run in the browser (docs/decisions/0013-forms.md):
// the HTML constraints come with the loader data, the field messages on blur
// (cleared on edit) from /forms/address/validate, and on submit from the
// /addresses action's reply, which also brings back what was typed without
// JavaScript.

type Constraint = Record<string, { required?: boolean; minLength?: number; maxLength?: number; pattern?: string }>;

const INDIAN_STATES = [
  "Andaman and Nicobar Islands", "Andhra Pradesh", "Arunachal Pradesh", "Assam", "Bihar", "Chandigarh", "Chhattisgarh",
  "Dadra and Nagar Haveli and Daman and Diu", "Delhi", "Goa", "Gujarat", "Haryana", "Himachal Pradesh", "Jammu and Kashmir",
  "Jharkhand", "Karnataka", "Kerala", "Ladakh", "Lakshadweep", "Madhya Pradesh", "Maharashtra", "Manipur", "Meghalaya",
  "Mizoram", "Nagaland", "Odisha", "Puducherry", "Punjab", "Rajasthan", "Sikkim", "Tamil Nadu", "Telangana", "Tripura",
  "Uttar Pradesh", "Uttarakhand", "West Bengal",
];

export function AddressForm({
  editing,
  constraint,
  lastResult,
}: {
  editing: AddressDTO | null;
  constraint: Constraint;
  lastResult: SubmissionResult<string[]> | null | undefined;
}) {
  const navigation = useNavigation();
  const intent = editing ? "update" : "create";
  const [form, fields] = useServerForm("address", lastResult, {
    id: "address-form",
    defaultValue: editing
      ? {
          fullName: editing.fullName,
          phone: editing.phone,
          address: editing.address,
          city: editing.city,
          state: editing.state,
          pincode: editing.pincode,
          country: editing.country,
          isDefault: editing.isDefault ? "on" : undefined,
        }
      : { country: DEFAULT_COUNTRY },
    constraint,
  });
  const submitting = navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  const text = (field: typeof fields.fullName, autoComplete: string, extra: Record<string, string> = {}) => ({
    ...getInputProps(field, { type: "text" }),
    autoComplete,
    ...extra,
  });
  const isDefault = getInputProps(fields.isDefault, { type: "checkbox" });
  const formRef = useRef<HTMLFormElement>(null);
  usePincodeFill(formRef);

  return (
    <section
      id="address-editor"
      aria-labelledby="address-form-heading"
      className="scroll-mt-24 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6 lg:sticky lg:top-24"
    >
      <h2 id="address-form-heading" className="font-serif text-2xl font-semibold text-stone-900">
        {editing ? "Edit Address" : "Add New Address"}
      </h2>
      <Form
        ref={formRef}
        method="post"
        action={editing ? `/addresses?edit=${encodeURIComponent(editing.id)}` : "/addresses"}
        preventScrollReset
        {...getFormProps(form)}
        className="mt-4 space-y-4"
      >
        <input type="hidden" name="intent" value={intent} />
        {editing ? <input type="hidden" name="id" value={editing.id} /> : null}
        <FormError errors={form.errors} />
        <Field label="Full name" errors={fields.fullName.errors} inputProps={text(fields.fullName, "name")} />
        <Field
          label="Phone number"
          errors={fields.phone.errors}
          inputProps={{ ...getInputProps(fields.phone, { type: "tel" }), autoComplete: "tel", placeholder: "+91 98765 43210" }}
        />
        <Field label="Address" errors={fields.address.errors} hint="House or flat, building, street and area" inputProps={text(fields.address, "street-address")} />
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="City" errors={fields.city.errors} inputProps={text(fields.city, "address-level2")} />
          <Field label="State" errors={fields.state.errors} inputProps={text(fields.state, "address-level1", { list: "indian-states" })} />
        </div>
        <datalist id="indian-states">
          {INDIAN_STATES.map((s) => (
            <option key={s} value={s} />
          ))}
        </datalist>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            label="Pincode"
            errors={fields.pincode.errors}
            hint={PINCODE_HINT}
            inputProps={{ ...getInputProps(fields.pincode, { type: "text" }), autoComplete: "postal-code", inputMode: "numeric", placeholder: "395007" }}
          />
          <Field label="Country" errors={fields.country.errors} inputProps={text(fields.country, "country-name")} />
        </div>
        {editing?.isDefault ? (
          <p className="text-sm text-stone-600" data-testid="default-note">
            This is your default address. Choose another address as default to change it.
          </p>
        ) : (
          <label className="flex min-h-11 items-center gap-2 text-sm text-stone-800">
            <input {...isDefault} key={isDefault.key} className="h-4 w-4 accent-brand-700" />
            Set as default address
          </label>
        )}
        <div className="flex flex-col-reverse gap-3 pt-1 sm:flex-row">
          {editing ? (
            <Link
              to="/addresses"
              preventScrollReset
              className="inline-flex min-h-11 w-full items-center justify-center rounded-md border border-stone-300 px-4 font-semibold text-stone-700 hover:border-brand-600 hover:text-brand-700"
            >
              Cancel
            </Link>
          ) : null}
          <SubmitButton pending={submitting} pendingText={editing ? "Updating..." : "Saving..."}>
            {editing ? "Update Address" : "Save Address"}
          </SubmitButton>
        </div>
      </Form>
    </section>
  );
}
