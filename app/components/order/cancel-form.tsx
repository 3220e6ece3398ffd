import { getFormProps, getSelectProps, getTextareaProps, type SubmissionResult } from "@conform-to/react";
import { Form, Link, useNavigation } from "@remix-run/react";
import { FieldErrors, FormError } from "~/components/forms";
import { useServerForm } from "~/components/server-form";
import { CANCEL_OTHER } from "~/schemas/order-messages";
import { PendingButton } from "~/components/ui/pending-button";

// The order page's Cancel form, the confirmation step (?cancel=1): a reason,
// optional details, and "Yes, cancel this order". Its rules and messages are
// CancelOrderFormSchema's (schemas/order-cancel.ts), never run in the browser
// (docs/decisions/0013-forms.md): constraints from the loader data, field
// messages from /forms/order-cancel/validate, the rest from the action's reply.

type Constraint = Record<string, { required?: boolean; maxLength?: number }>;

export function CancelOrderForm({
  orderId,
  reasons,
  constraint,
  lastResult,
}: {
  orderId: string;
  reasons: readonly string[];
  constraint: Constraint;
  lastResult: SubmissionResult<string[]> | null | undefined;
}) {
  const navigation = useNavigation();
  const cancelling = navigation.state === "submitting" && navigation.formData?.get("intent") === "cancel";
  const [form, fields] = useServerForm("order-cancel", lastResult, {
    id: "cancel-order-form",
    defaultValue: { reason: reasons[0] },
    constraint,
  });
  const reason = getSelectProps(fields.reason);
  const details = getTextareaProps(fields.details);

  return (
    <Form method="post" className="mt-3 space-y-3" preventScrollReset {...getFormProps(form)}>
      <input type="hidden" name="intent" value="cancel" />
      <FormError errors={form.errors} />
      <label className="block text-sm font-medium text-stone-800">
        Reason
        <select {...reason} key={reason.key} className="mt-1 block min-h-11 w-full rounded-md border border-stone-300 bg-white px-3">
          {reasons.map((r) => (
            <option key={r} value={r}>
              {r}
            </option>
          ))}
          <option value={CANCEL_OTHER}>{CANCEL_OTHER}</option>
        </select>
      </label>
      <FieldErrors id={fields.reason.errorId} errors={fields.reason.errors} />
      <label className="block text-sm font-medium text-stone-800">
        More details <span className="font-normal text-stone-500">(optional)</span>
        <textarea
          {...details}
          key={details.key}
          rows={3}
          className={`mt-1 block w-full rounded-md border px-3 py-2 ${fields.details.errors ? "border-red-600" : "border-stone-300"}`}
        />
      </label>
      <FieldErrors id={fields.details.errorId} errors={fields.details.errors} />
      <p className="text-sm text-stone-700">Are you sure you want to cancel this order? This cannot be undone.</p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <PendingButton pending={cancelling} pendingText="Cancelling..." className="inline-flex min-h-11 flex-1 items-center justify-center rounded-md bg-red-700 px-4 font-semibold text-white hover:bg-red-800 disabled:opacity-60">
          Yes, cancel this order
        </PendingButton>
        <Link
          to={`/order/${encodeURIComponent(orderId)}`}
          preventScrollReset
          className="inline-flex min-h-11 flex-1 items-center justify-center rounded-md border border-stone-300 px-4 font-semibold text-stone-700 hover:border-brand-600"
        >
          Keep order
        </Link>
      </div>
    </Form>
  );
}
