import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useLocation, useNavigation } from "@remix-run/react";
import { z } from "zod";
import { AddressCard, NoAddresses } from "~/components/addresses/address-card";
import { Field, FormError, SubmitButton } from "~/components/forms";
import { pageMeta } from "~/components/ui/page";
import { createAddress, deleteAddress, listAddresses, setDefaultAddress, updateAddress, type AddressDTO } from "~/models/address.server";
import { AddressSchema } from "~/schemas/address";
import { DEFAULT_COUNTRY } from "~/utils/constants";
import { AppError } from "~/utils/errors";
import { requireUser } from "~/utils/session.server";
import { redirectWithToast } from "~/utils/toast.server";
import type { CachePolicy } from "~/utils/cache-control.server";

export const cachePolicy = "no-store" satisfies CachePolicy;

// /addresses (spec/storefront.md "Addresses"): the address book with an
// add/edit form and a Back link. Every control works without JavaScript:
// Edit is a link (?edit=<id>) that switches the form to edit mode, Delete is a
// link (?delete=<id>) to an inline 'Delete this address?' confirmation whose
// Confirm is a form post, Set as Default is a form post. One action, an
// intent per button; every success redirects back to /addresses (303) with a
// toast, so the form returns to add mode with cleared fields.

export const meta: MetaFunction = ({ matches }) => pageMeta("My Addresses", matches);

export const MESSAGES = {
  saved: "Address saved",
  updated: "Address updated",
  deleted: "Address deleted",
  defaultUpdated: "Default address updated",
  saveFailed: "Save failed",
  deleteFailed: "Delete failed",
  defaultFailed: "Failed to set default",
  loadFailed: "Failed to load addresses",
  confirmDelete: "Delete this address?",
} as const;

const BACK_HREF = "/account?tab=settings";

const IdField = z.string({ required_error: "Address not found" }).trim().min(1, "Address not found").max(64, "Address not found");

const ActionSchema = z.discriminatedUnion("intent", [
  AddressSchema.extend({ intent: z.literal("create") }),
  AddressSchema.extend({ intent: z.literal("update"), id: IdField }),
  z.object({ intent: z.literal("delete"), id: IdField }),
  z.object({ intent: z.literal("set-default"), id: IdField }),
]);
type Intent = z.infer<typeof ActionSchema>["intent"];

const FAILURES: Record<Intent, string> = {
  create: MESSAGES.saveFailed,
  update: MESSAGES.saveFailed,
  delete: MESSAGES.deleteFailed,
  "set-default": MESSAGES.defaultFailed,
};

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const url = new URL(request.url);
  let addresses: AddressDTO[] = [];
  let loadError: string | null = null;
  try {
    addresses = await listAddresses(user.id);
  } catch (error) {
    console.error("Loading addresses failed", error);
    loadError = MESSAGES.loadFailed;
  }
  const find = (id: string | null) => (id ? (addresses.find((a) => a.id === id) ?? null) : null);
  return data(
    { addresses, loadError, editing: find(url.searchParams.get("edit")), deletingId: find(url.searchParams.get("delete"))?.id ?? null },
  );
}

const back = (type: "success" | "error", title: string, description?: string) =>
  redirectWithToast("/addresses", { type, title, ...(description ? { description } : {}) }, { status: 303 });

/** A model's refusal (not found, too many) is the shopper's to read; anything else is logged. */
function failureDetail(error: unknown): { status: number; detail?: string } {
  if (error instanceof AppError && error.status < 500) return { status: error.status, detail: error.message };
  console.error("Address action failed", error);
  return { status: 500 };
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const formData = await request.formData();
  const submission = parseWithZod(formData, { schema: ActionSchema });
  if (submission.status !== "success") {
    const intent = String(formData.get("intent") ?? "");
    if (intent === "create" || intent === "update") return data({ result: submission.reply() }, { status: 400 });
    return back("error", FAILURES[intent as Intent] ?? MESSAGES.saveFailed);
  }

  const input = submission.value;
  try {
    switch (input.intent) {
      case "create":
        await createAddress(user.id, input);
        return back("success", MESSAGES.saved);
      case "update":
        await updateAddress(user.id, input.id, input);
        return back("success", MESSAGES.updated);
      case "delete":
        await deleteAddress(user.id, input.id);
        return back("success", MESSAGES.deleted);
      case "set-default":
        await setDefaultAddress(user.id, input.id);
        return back("success", MESSAGES.defaultUpdated);
    }
  } catch (error) {
    const { status, detail } = failureDetail(error);
    const failure = FAILURES[input.intent];
    if (input.intent === "create" || input.intent === "update") {
      // The form keeps what was typed.
      return data({ result: submission.reply({ formErrors: [detail ? `${failure}: ${detail}` : failure] }) }, { status });
    }
    return back("error", failure, detail);
  }
}

// ---------------------------------------------------------------- screen

const INDIAN_STATES = [
  "Andaman and Nicobar Islands", "Andhra Pradesh", "Arunachal Pradesh", "Assam", "Bihar", "Chandigarh", "Chhattisgarh",
  "Dadra and Nagar Haveli and Daman and Diu", "Delhi", "Goa", "Gujarat", "Haryana", "Himachal Pradesh", "Jammu and Kashmir",
  "Jharkhand", "Karnataka", "Kerala", "Ladakh", "Lakshadweep", "Madhya Pradesh", "Maharashtra", "Manipur", "Meghalaya",
  "Mizoram", "Nagaland", "Odisha", "Puducherry", "Punjab", "Rajasthan", "Sikkim", "Tamil Nadu", "Telangana", "Tripura",
  "Uttar Pradesh", "Uttarakhand", "West Bengal",
];

export default function AddressesPage() {
  const { addresses, loadError, editing, deletingId } = useLoaderData<typeof loader>();
  const location = useLocation();
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      <Link to={BACK_HREF} className="inline-flex min-h-11 items-center text-sm font-medium text-brand-700 hover:text-brand-900">
        <span aria-hidden="true">←&nbsp;</span>Back to Account
      </Link>
      <div className="mt-1 flex flex-wrap items-end justify-between gap-3 border-b border-stone-200 pb-4">
        <div>
          <h1 className="font-serif text-3xl font-bold text-brand-700 sm:text-4xl">My Addresses</h1>
          <p className="mt-1 text-stone-600">Where we deliver your orders. The default address is filled in at checkout.</p>
        </div>
        {!editing && addresses.length > 0 ? (
          <a href="#address-editor" className="text-sm font-semibold text-brand-700 underline-offset-2 hover:underline lg:hidden">
            Add New Address
          </a>
        ) : null}
      </div>

      <div className="mt-6 grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_26rem]">
        <section aria-labelledby="saved-heading">
          <h2 id="saved-heading" className="sr-only">
            Saved addresses
          </h2>
          {loadError ? (
            <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
              {loadError}
            </p>
          ) : addresses.length === 0 ? (
            <NoAddresses />
          ) : (
            <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2" role="list">
              {addresses.map((a) => (
                <AddressCard key={a.id} address={a} editingId={editing?.id ?? null} deletingId={deletingId} confirmDelete={MESSAGES.confirmDelete} />
              ))}
            </ul>
          )}
        </section>

        {/* Remounted on every navigation, so a saved form comes back empty in add mode. */}
        <AddressForm key={`${location.key}-${editing?.id ?? "new"}`} editing={editing} />
      </div>
    </div>
  );
}

function AddressForm({ editing }: { editing: AddressDTO | null }) {
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const intent = editing ? "update" : "create";
  const [form, fields] = useForm({
    id: "address-form",
    lastResult: actionData?.result,
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
    constraint: getZodConstraint(AddressSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ActionSchema }),
  });
  const submitting = navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  const text = (field: typeof fields.fullName, autoComplete: string, extra: Record<string, string> = {}) => ({
    ...getInputProps(field, { type: "text" }),
    autoComplete,
    ...extra,
  });
  const isDefault = getInputProps(fields.isDefault, { type: "checkbox" });

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
            inputProps={{ ...getInputProps(fields.pincode, { type: "text" }), autoComplete: "postal-code", inputMode: "numeric", maxLength: 6, placeholder: "395007" }}
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
