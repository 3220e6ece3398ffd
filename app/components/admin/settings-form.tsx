import { getFormProps, getInputProps, useForm, type FieldMetadata, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import { Form, useNavigation } from "@remix-run/react";
import type { ReactNode } from "react";
import { Field, FormError } from "~/components/forms";
import { buttonClass, Card } from "~/components/admin/ui";
import type { ShopSettings } from "~/models/settings.server";
import { ShopSettingsSchema } from "~/schemas/admin-settings";
import { formatDateTime } from "~/utils/format";
import { formatRupees } from "~/utils/money";
import { skipCheckOnSubmitPress } from "~/components/press-guard";

// The shop settings form (/admin/settings): one POST that works without JavaScript; with it,
// Conform validates as you go. The hidden version is the one the page was loaded with (a save over
// a newer one is refused); after a refusal the page shows what is saved now next to each field.

/** The settings as the page shows them (money in rupees, the date as ISO text). */
export type SettingsValues = Omit<ShopSettings, "updatedAt"> & { updatedAt: string | null };

type Key = Exclude<keyof SettingsValues, "version" | "updatedAt">;

const LABELS: Record<Key, string> = {
  shopName: "Shop name",
  addressLine1: "Address line 1",
  addressLine2: "Address line 2",
  city: "City",
  state: "State",
  pincode: "PIN code",
  phone: "Phone",
  gstin: "GSTIN",
  freeShippingThreshold: "Free shipping from (₹)",
  codMinTotal: "Cash on Delivery above (₹)",
  lowStockThreshold: "Low stock at or below (units)",
};

const shown = (key: Key, v: SettingsValues) =>
  key === "freeShippingThreshold" || key === "codMinTotal" ? formatRupees(v[key]) : String(v[key]);

type FieldOptions = { type?: "text" | "number" | "tel"; hint?: ReactNode; inputMode?: "numeric" | "decimal"; autoComplete?: string };

/** The form's cards, in order: each field's options, and "wide" for a field that spans both columns. */
const GROUPS: { title: string; intro?: string; cols: string; fields: (readonly [Key, FieldOptions?, "wide"?])[] }[] = [
  {
    title: "Shop identity",
    intro: "Shown in the footer, on the contact page, in e-mails and on tax invoices.",
    cols: "sm:grid-cols-2",
    fields: [
      ["shopName", { autoComplete: "organization" }, "wide"],
      ["phone", { type: "tel" }],
      ["gstin", { hint: "15 characters; the first two digits are the state code of the shop's state." }],
    ],
  },
  {
    title: "Address",
    cols: "sm:grid-cols-2",
    fields: [
      ["addressLine1", {}, "wide"],
      ["addressLine2", { hint: "Optional." }, "wide"],
      ["city"],
      ["state", { hint: "Decides CGST + SGST (same state) or IGST on invoices." }],
      ["pincode", { inputMode: "numeric" }],
    ],
  },
  {
    title: "Shipping, payment and stock",
    cols: "sm:grid-cols-3",
    fields: [
      ["freeShippingThreshold", { type: "number", inputMode: "numeric", hint: "After the coupon; below it the shipping fee applies." }],
      ["codMinTotal", { type: "number", inputMode: "numeric", hint: "Orders whose total is above this may pay on delivery." }],
      ["lowStockThreshold", { type: "number", inputMode: "numeric", hint: "\"Only N left\" on the product page; the dashboard's Low Stock Alert." }],
    ],
  },
];

export function SettingsForm({ saved, lastResult, conflict }: { saved: SettingsValues; lastResult?: SubmissionResult<string[]> | null; conflict: boolean }) {
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id: "settings-form",
    lastResult: lastResult ?? undefined,
    defaultValue: Object.fromEntries(Object.keys(LABELS).map((k) => [k, String(saved[k as Key])])),
    constraint: getZodConstraint(ShopSettingsSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: skipCheckOnSubmitPress(({ formData }) => parseWithZod(formData, { schema: ShopSettingsSchema })),
  });
  const busy = navigation.state === "submitting" && navigation.formAction?.startsWith("/admin/settings");
  const typed = (lastResult?.initialValue ?? null) as Record<string, unknown> | null;

  /** A field, and after a refused save the value saved now when it differs from what was typed. */
  const field = (key: Key, props: FieldOptions = {}) => {
    const meta = fields[key] as FieldMetadata<string>;
    const differs = conflict && typed && String(typed[key] ?? "") !== String(saved[key]);
    return (
      <Field
        key={key}
        label={LABELS[key]}
        errors={meta.errors}
        hint={
          differs ? (
            <span className="font-medium text-amber-800" data-testid={`saved-${key}`}>
              Saved now: {shown(key, saved) || "(empty)"}
            </span>
          ) : (
            props.hint
          )
        }
        inputProps={{
          ...getInputProps(meta, { type: props.type === "number" ? "number" : props.type === "tel" ? "tel" : "text" }),
          inputMode: props.inputMode,
          autoComplete: props.autoComplete ?? "off",
        }}
      />
    );
  };

  return (
    <Form method="post" {...getFormProps(form)} className="grid max-w-3xl gap-6">
      <FormError errors={form.errors} />
      {/* The version this page was loaded with; always the loader's, so "save again" after a refusal replaces the newer values knowingly. */}
      <input type="hidden" name="version" value={saved.version} />
      {GROUPS.map((g) => (
        <Card key={g.title} title={g.title}>
          {g.intro ? <p className="mb-4 text-sm text-stone-600">{g.intro}</p> : null}
          <div className={`grid gap-4 ${g.cols}`}>
            {g.fields.map(([key, options, wide]) =>
              wide ? (
                <div key={key} className="sm:col-span-2">
                  {field(key, options)}
                </div>
              ) : (
                field(key, options)
              ),
            )}
          </div>
        </Card>
      ))}
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-stone-600" data-testid="settings-version">
          {saved.updatedAt ? `Version ${saved.version}, saved ${formatDateTime(saved.updatedAt)}` : "Not saved yet: these are the defaults from the server's environment."}
        </p>
        <button type="submit" className={buttonClass("primary")} disabled={busy}>
          {busy ? "Saving..." : "Save Settings"}
        </button>
      </div>
    </Form>
  );
}
