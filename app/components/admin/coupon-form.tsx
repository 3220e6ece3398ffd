import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import { Form, useNavigation } from "@remix-run/react";
import { Field, FormError } from "~/components/forms";
import { Card, FormActions } from "~/components/admin/ui";
import { CouponCreateSchema, CouponEditSchema } from "~/schemas/admin-coupon";
import { skipCheckOnSubmitPress } from "~/components/press-guard";

// The coupon form (create and edit): a plain POST that works without JavaScript; with it,
// Conform validates as you go. The code is fixed once created (orders carry it).

export type CouponFormDefaults = {
  code: string;
  percent: string;
  minSubtotal: string;
  expiresAt: string;
  maxUses: string;
  perCustomerLimit: string;
  isActive: boolean;
};

export function CouponForm({ mode, defaults, lastResult }: { mode: "create" | "update"; defaults?: CouponFormDefaults; lastResult?: SubmissionResult<string[]> | null }) {
  const navigation = useNavigation();
  // Typed as the create schema (a superset of the fields); an edit form validates with the edit schema.
  const schema = (mode === "create" ? CouponCreateSchema : CouponEditSchema) as typeof CouponCreateSchema;
  const [form, fields] = useForm({
    id: "coupon-form",
    lastResult: lastResult ?? undefined,
    defaultValue: defaults ? { ...defaults, isActive: defaults.isActive ? "on" : undefined } : { isActive: "on", minSubtotal: "0" },
    constraint: getZodConstraint(schema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: skipCheckOnSubmitPress(({ formData }) => parseWithZod(formData, { schema })),
  });
  const busy = navigation.state === "submitting" && navigation.formMethod === "POST";
  const activeProps = getInputProps(fields.isActive, { type: "checkbox" });
  // A whole-number field (the numeric keypad on phones).
  const whole = (label: string, field: typeof fields.percent, hint?: string) => (
    <Field label={label} errors={field.errors} hint={hint} inputProps={{ ...getInputProps(field, { type: "number" }), inputMode: "numeric" }} />
  );
  return (
    <Card className="max-w-2xl">
      <Form method="post" {...getFormProps(form)} className="space-y-4">
        <FormError errors={form.errors} />
        {mode === "create" ? (
          <Field
            label="Code"
            errors={fields.code.errors}
            hint="Shoppers type it in any case; it is saved in capitals and cannot be changed later."
            inputProps={{ ...getInputProps(fields.code, { type: "text" }), autoComplete: "off", autoCapitalize: "characters", placeholder: "DIWALI25" }}
          />
        ) : (
          <p className="text-sm text-stone-700">
            Code <strong className="font-mono text-base text-stone-900">{defaults?.code}</strong> (fixed: orders carry it)
          </p>
        )}
        <div className="grid gap-4 sm:grid-cols-2">
          {whole("Discount (%)", fields.percent)}
          {whole("Minimum subtotal (₹)", fields.minSubtotal, "0 for no minimum.")}
          <Field
            label="Expires on"
            errors={fields.expiresAt.errors}
            hint="Valid until the end of this day (India time). Empty: never expires."
            inputProps={getInputProps(fields.expiresAt, { type: "date" })}
          />
          <div className="hidden sm:block" />
          {whole("Total uses", fields.maxUses, "Orders that may use it in all. Empty: no limit.")}
          {whole("Uses per customer", fields.perCustomerLimit, "Empty: no limit.")}
        </div>
        <label className="flex min-h-11 items-center gap-3 text-sm font-medium text-stone-800">
          <input {...activeProps} key={activeProps.key} className="size-5 accent-brand-700" />
          Active (shoppers can apply it)
        </label>
        <FormActions cancelTo="/admin/coupons" busy={busy} {...(mode === "create" ? { label: "Create Coupon", busyLabel: "Creating..." } : { label: "Save Coupon", busyLabel: "Saving..." })} />
      </Form>
    </Card>
  );
}
