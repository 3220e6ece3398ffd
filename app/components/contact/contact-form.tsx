import { getFormProps, getInputProps, getTextareaProps, type SubmissionResult } from "@conform-to/react";
import { Form, useNavigation } from "@remix-run/react";
import { Field, FieldErrors, FormError, Honeypot, SubmitButton } from "~/components/forms";
import { useServerForm } from "~/components/server-form";
import { formatNumber } from "~/utils/format";

export const CONTACT_FORM_ID = "contact-form";

const FIELD_ORDER = ["name", "email", "phone", "subject", "message"] as const;

type Defaults = { name?: string; email?: string };
type Constraint = Record<string, { required?: boolean; minLength?: number; maxLength?: number; pattern?: string }>;

/**
 * The message form: a plain POST to /contact that works without JavaScript
 * (native constraints from the schema, server errors under each field). With
 * JavaScript, Conform checks each field with the same schema on the server
 * (docs/decisions/0013-forms.md), errors clear as the field is edited, and the
 * button reads 'Sending...' while the post runs.
 */
export function ContactForm({ lastResult, defaults, constraint }: { lastResult?: SubmissionResult<string[]> | null; defaults?: Defaults; constraint: Constraint }) {
  const navigation = useNavigation();
  const sending = navigation.state === "submitting" && navigation.formAction === "/contact";
  const [form, fields] = useServerForm("contact", lastResult, {
    id: CONTACT_FORM_ID,
    defaultValue: defaults,
    constraint,
  });
  // After a server answer (always the case without JavaScript), focus the first
  // field with a problem so the browser scrolls the errors into view.
  const serverError = lastResult?.error;
  const focusField = serverError ? (FIELD_ORDER.find((name) => serverError[name]?.length) ?? "name") : null;
  const messageHintId = `${fields.message.id}-hint`;
  // Conform adds aria-invalid and points aria-describedby at the error (then the hint).
  const message = getTextareaProps(fields.message, { ariaDescribedBy: messageHintId });

  return (
    <Form method="post" action="/contact" {...getFormProps(form)} className="flex flex-1 flex-col gap-5">
      <Honeypot />
      <FormError errors={form.errors} />
      <div className="grid gap-5 sm:grid-cols-2">
        <Field
          label={<Required>Your name</Required>}
          errors={fields.name.errors}
          inputProps={{ ...getInputProps(fields.name, { type: "text" }), autoComplete: "name", placeholder: "e.g. Priya Mehta", autoFocus: focusField === "name" }}
        />
        <Field
          label={<Required>Email address</Required>}
          errors={fields.email.errors}
          inputProps={{ ...getInputProps(fields.email, { type: "email" }), autoComplete: "email", placeholder: "you@example.com", autoFocus: focusField === "email" }}
        />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field
          label="Phone number (optional)"
          errors={fields.phone.errors}
          inputProps={{ ...getInputProps(fields.phone, { type: "tel" }), autoComplete: "tel", placeholder: "+91 98765 43210", autoFocus: focusField === "phone" }}
        />
        <Field
          label={<Required>Subject</Required>}
          errors={fields.subject.errors}
          inputProps={{ ...getInputProps(fields.subject, { type: "text" }), placeholder: "Order, sizing, custom tailoring...", autoFocus: focusField === "subject" }}
        />
      </div>
      {/* The message box grows to fill the card next to the contact details. */}
      <div className="flex flex-1 flex-col gap-1">
        <label htmlFor={fields.message.id} className="block text-sm font-medium text-stone-800">
          <Required>Message</Required>
        </label>
        <textarea
          {...message}
          key={message.key}
          autoFocus={focusField === "message"}
          rows={7}
          placeholder="Tell us how we can help. For an order, please include your order number."
          className={`block min-h-40 w-full flex-1 rounded-md border bg-white px-3 py-2 text-base text-stone-900 shadow-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-200 focus:outline-none ${
            fields.message.errors ? "border-red-600" : "border-stone-300"
          }`}
        />
        <FieldErrors id={fields.message.errorId} errors={fields.message.errors} />
        <p id={messageHintId} className="text-xs text-stone-600">
          At least 5 characters, up to {formatNumber(constraint.message?.maxLength ?? 0)}.
        </p>
      </div>
      <p className="text-xs text-stone-600">
        Fields marked <span className="font-semibold text-brand-700">*</span> are required. We reply within 24 hours and never share your details.
      </p>
      <SubmitButton pending={sending} pendingText="Sending..." className="sm:w-auto sm:self-start sm:px-8">
        Send Message
      </SubmitButton>
    </Form>
  );
}

function Required({ children }: { children: string }) {
  return (
    <>
      {children}{" "}
      <span aria-hidden="true" className="text-brand-700">
        *
      </span>
    </>
  );
}
