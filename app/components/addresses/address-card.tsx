import { Form, Link, useNavigation } from "@remix-run/react";
import { MapPinIcon, PhoneIcon } from "~/components/ui/icons/shell";
import type { AddressDTO } from "~/models/address.server";
import { PendingButton } from "~/components/ui/pending-button";

// The address book's cards: Edit is a link (?edit=<id>), Delete a link
// (?delete=<id>) to an inline confirmation whose Confirm is a form post, Set
// as Default a form post. All work without JavaScript.

export function AddressCard({
  address: a,
  editingId,
  deletingId,
  confirmDelete,
}: {
  address: AddressDTO;
  editingId: string | null;
  deletingId: string | null;
  /** The documents' words for the delete confirmation. */
  confirmDelete: string;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("id") === a.id;
  const confirming = deletingId === a.id;
  const isEditing = editingId === a.id;
  const secondary =
    "inline-flex min-h-11 items-center justify-center rounded-md border border-stone-300 bg-white px-4 text-sm font-semibold text-stone-700 hover:border-brand-600 hover:text-brand-700";
  return (
    <li
      id={`address-${a.id}`}
      className={`flex scroll-mt-24 flex-col rounded-xl border bg-white p-4 shadow-sm ${a.isDefault ? "border-brand-300 ring-1 ring-brand-200" : "border-stone-200"} ${isEditing ? "ring-2 ring-gold-400" : ""}`}
      data-testid="address-card"
      aria-busy={busy || undefined}
    >
      <div className="flex items-start justify-between gap-2">
        <p className="font-semibold text-stone-900">{a.fullName}</p>
        {a.isDefault ? (
          <span className="shrink-0 rounded-full bg-brand-700 px-2.5 py-0.5 text-xs font-semibold text-white" data-testid="default-badge">
            Default
          </span>
        ) : null}
      </div>
      <address className="mt-1 text-sm leading-relaxed text-stone-700 not-italic">
        {a.address}
        <br />
        {a.city}, {a.state} {a.pincode}
        <br />
        {a.country}
      </address>
      <p className="mt-1 flex items-center gap-1.5 text-sm text-stone-700">
        <PhoneIcon className="size-4 text-stone-500" />
        {a.phone}
      </p>

      {confirming ? (
        <div role="alertdialog" aria-labelledby={`confirm-${a.id}`} className="mt-4 rounded-lg border border-red-200 bg-red-50 p-3" data-testid="delete-confirm">
          <p id={`confirm-${a.id}`} className="font-semibold text-red-900">
            {confirmDelete}
          </p>
          <div className="mt-3 flex flex-wrap gap-2">
            <Form method="post" action="/addresses">
              <input type="hidden" name="intent" value="delete" />
              <input type="hidden" name="id" value={a.id} />
              <PendingButton pending={busy} pendingText="Deleting..." className="inline-flex min-h-11 items-center justify-center rounded-md bg-red-700 px-4 text-sm font-semibold text-white hover:bg-red-800 disabled:opacity-60">
                Confirm
              </PendingButton>
            </Form>
            <Link to="/addresses" preventScrollReset className={secondary}>
              Cancel
            </Link>
          </div>
        </div>
      ) : (
        <div className="mt-auto flex flex-wrap gap-2 pt-4">
          <Link to={`/addresses?edit=${encodeURIComponent(a.id)}#address-editor`} className={secondary} aria-label={`Edit address of ${a.fullName}, ${a.city}`}>
            Edit
          </Link>
          <Link
            to={`/addresses?delete=${encodeURIComponent(a.id)}#address-${a.id}`}
            preventScrollReset
            className={`${secondary} hover:border-red-600 hover:text-red-700`}
            aria-label={`Delete address of ${a.fullName}, ${a.city}`}
          >
            Delete
          </Link>
          {!a.isDefault ? (
            <Form method="post" action="/addresses" preventScrollReset>
              <input type="hidden" name="intent" value="set-default" />
              <input type="hidden" name="id" value={a.id} />
              <button type="submit" disabled={busy} className={`${secondary} disabled:opacity-60`} aria-label={`Set as Default: address of ${a.fullName}, ${a.city}`}>
                Set as Default
              </button>
            </Form>
          ) : null}
        </div>
      )}
    </li>
  );
}

export function NoAddresses() {
  return (
    <div className="flex flex-col items-center rounded-2xl border border-dashed border-brand-200 bg-white px-6 py-10 text-center" data-testid="addresses-empty">
      <span className="flex size-14 items-center justify-center rounded-full bg-brand-50 text-brand-600">
        <MapPinIcon className="size-7" />
      </span>
      <p className="mt-3 font-semibold text-stone-900">No saved addresses yet</p>
      <p className="mt-1 text-sm text-stone-600">Add one with the form and checkout fills it in for you.</p>
    </div>
  );
}
