import type { ReactNode } from "react";
import { getFormProps, getInputProps, getTextareaProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import { Form, Link, useNavigation } from "@remix-run/react";
import { Field, FieldErrors, FormError } from "~/components/forms";
import { AdminPageHeader, Card, FormActions, buttonClass } from "~/components/admin/ui";
import { CategoryFormSchema, CATEGORY_PLACEHOLDER_IMAGE } from "~/schemas/admin-category";
import { DEFAULT_HSN } from "~/utils/gst";
import { skipCheckOnSubmitPress } from "~/components/press-guard";

// The Add Category form, also used for Edit (spec/admin.md "Categories"): a
// plain POST that works without JavaScript; with it, Conform validates as you go.

export type CategoryFormDefaults = { name: string; description: string; image: string; hsnCode: string; subcategories: string[] };

export function CategoryForm({ mode, defaults, lastResult }: { mode: "create" | "update"; defaults?: CategoryFormDefaults; lastResult?: SubmissionResult<string[]> | null }) {
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id: "category-form",
    lastResult: lastResult ?? undefined,
    defaultValue: defaults ? { ...defaults, subcategories: defaults.subcategories.join("\n") } : undefined,
    constraint: getZodConstraint(CategoryFormSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: skipCheckOnSubmitPress(({ formData }) => parseWithZod(formData, { schema: CategoryFormSchema })),
  });
  const busy = navigation.state === "submitting";
  const textarea = "block w-full rounded-md border border-stone-300 bg-white px-3 py-2 text-base text-stone-900 shadow-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-200 focus:outline-none";
  return (
    <Card className="max-w-2xl">
      <Form method="post" {...getFormProps(form)} className="space-y-4">
        <FormError errors={form.errors} />
        <Field label="Category Name" errors={fields.name.errors} inputProps={{ ...getInputProps(fields.name, { type: "text" }), autoComplete: "off" }} />
        <div className="space-y-1">
          <label htmlFor={fields.description.id} className="block text-sm font-medium text-stone-800">
            Description
          </label>
          <textarea {...getTextareaProps(fields.description)} key={fields.description.key} rows={3} className={textarea} />
          <FieldErrors id={fields.description.errorId} errors={fields.description.errors} />
        </div>
        <Field
          label="Image URL"
          errors={fields.image.errors}
          hint={mode === "create" ? `Leave empty to use the placeholder image (${CATEGORY_PLACEHOLDER_IMAGE}).` : "Saved as entered; empty means no image."}
          inputProps={{ ...getInputProps(fields.image, { type: "text" }), inputMode: "url", placeholder: "/images/categories/silk-sarees.svg" }}
        />
        <Field
          label="HSN Code"
          errors={fields.hsnCode.errors}
          hint={`Printed on GST invoices for this category's products (a product can override it). Empty: ${DEFAULT_HSN}.`}
          inputProps={{ ...getInputProps(fields.hsnCode, { type: "text" }), inputMode: "numeric", autoComplete: "off", placeholder: "e.g. 5007 (silk sarees), 6204 (lehengas)" }}
        />
        <div className="space-y-1">
          <label htmlFor={fields.subcategories.id} className="block text-sm font-medium text-stone-800">
            Subcategories
          </label>
          <textarea
            {...getTextareaProps(fields.subcategories)}
            key={fields.subcategories.key}
            rows={5}
            aria-describedby={`${fields.subcategories.id}-hint`}
            className={textarea}
          />
          <p id={`${fields.subcategories.id}-hint`} className="text-xs text-stone-600">
            One per line. Removing a subcategory clears it from its products.
          </p>
          <FieldErrors id={fields.subcategories.errorId} errors={fields.subcategories.errors} />
        </div>
        <FormActions cancelTo="/admin/categories" busy={busy} {...(mode === "create" ? { label: "Create Category", busyLabel: "Creating..." } : { label: "Update Category", busyLabel: "Updating..." })} />
      </Form>
    </Card>
  );
}

/** The add and edit category pages: the title, a way back to the list, the line about the category, the form. */
export function CategoryFormPage({ title, about, children }: { title: string; about?: ReactNode; children: ReactNode }) {
  return (
    <div>
      <AdminPageHeader
        title={title}
        actions={
          <Link to="/admin/categories" className={buttonClass("secondary")}>
            Back to Categories
          </Link>
        }
      >
        {about}
      </AdminPageHeader>
      {children}
    </div>
  );
}
