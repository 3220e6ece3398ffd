import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { useFormKey } from "~/components/server-form";
import { AddressCard, NoAddresses } from "~/components/addresses/address-card";
import { AddressForm } from "~/components/addresses/address-form";
import { pageMeta } from "~/components/ui/page";
import { createAddress, deleteAddress, listAddresses, setDefaultAddress, updateAddress, type AddressDTO } from "~/models/address.server";
import { fillFromPincode, pincodeDisagreement } from "~/models/pincode.server";
import type { AddressIntent } from "~/schemas/address";
import { formConstraint, parseAddressForm } from "~/schemas/forms.server";
import { AppError } from "~/utils/errors";
import { requireUser } from "~/utils/session.server";
import { redirectWithToast } from "~/utils/toast.server";
import type { CachePolicy } from "~/utils/cache-control.server";
import { keepPageOnNetworkFailure } from "~/utils/network-failure-action";

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

const FAILURES: Record<AddressIntent, string> = {
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
    {
      addresses,
      loadError,
      editing: find(url.searchParams.get("edit")),
      deletingId: find(url.searchParams.get("delete"))?.id ?? null,
      // The form's HTML constraints from AddressSchema (its messages come from the server).
      constraint: formConstraint("address"),
    },
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
  const editing = formData.get("intent") === "create" || formData.get("intent") === "update";
  // A city or state left empty comes from the pincode (India Post's directory), as the browser's lookup fills it.
  if (editing) fillFromPincode(formData);
  const submission = parseAddressForm(formData);
  if (submission.status !== "success") {
    const intent = String(formData.get("intent") ?? "");
    if (intent === "create" || intent === "update") return data({ result: submission.reply() }, { status: 400 });
    return back("error", FAILURES[intent as AddressIntent] ?? MESSAGES.saveFailed);
  }

  const input = submission.value;
  if (input.intent === "create" || input.intent === "update") {
    const disagreement = pincodeDisagreement(input);
    if (disagreement.city || disagreement.state) return data({ result: submission.reply({ fieldErrors: disagreement }) }, { status: 400 });
  }
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

export default function AddressesPage() {
  const { addresses, loadError, editing, deletingId, constraint } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const formKey = useFormKey(actionData);
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

        {/* Remounted on a fresh page (the redirect after a save), so a saved form comes back empty in add mode. */}
        <AddressForm key={`${formKey}-${editing?.id ?? "new"}`} editing={editing} constraint={constraint} lastResult={actionData?.result} />
      </div>
    </div>
  );
}

// With JavaScript, a post that never reaches the server keeps the page and what was typed (utils/network-failure.ts).
export const clientAction = keepPageOnNetworkFailure();

// After a post that never reached the server, the loaders are not re-fetched over the same dead network.
export { shouldRevalidate } from "~/utils/network-failure";
