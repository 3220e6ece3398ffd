import { getFormProps, getInputProps, getSelectProps, getTextareaProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import { Form, Link, useNavigation } from "@remix-run/react";
import { useId, useState, type ReactNode } from "react";
import { Card, buttonClass, inputClass, LabelledField } from "~/components/admin/ui";
import { PhotoUpload } from "~/components/admin/product-photos";
import { FormError, useHydrated } from "~/components/forms";
import { addToList, normalizeList, ProductCreateSchema, ProductEditSchema, removeFromList } from "~/schemas/admin-product";
import { DEFAULT_HSN } from "~/utils/gst";
import { formatRupees } from "~/utils/money";
import { skipCheckOnSubmitPress } from "~/components/press-guard";

// The Add New Product and Edit Product form (spec/admin.md "/admin/products/new"
// and "/admin/products/{id}/edit"). Every part works without JavaScript:
// - chip lists (colours, sizes, tags, image URLs) are a textarea with one value
//   per line; once JavaScript runs they become chips (Enter or Add adds, a
//   click removes; the last image cannot be removed). The server applies the
//   same rules (trim, no empties, no duplicates, at least one image).
// - the subcategory select lists every subcategory grouped by category; with
//   JavaScript it is disabled until a category is chosen and lists only that
//   category's subcategories. The server checks it belongs to the category.
// - editing: hidden fields carry the version and the stock the form was opened
//   with, so a save never overwrites what changed meanwhile (docs/decisions/0011).
//   A new stock needs a reason; after a refused save the current values are
//   shown next to the admin's input, and the hidden fields move to them.
// - prices are whole rupees; rating and review count come from reviews only.

export type CategoryOption = { _id: string; name: string; hsnCode?: string | null; subcategories: Array<{ _id: string; name: string }> };


export type ProductFormValues = {
  name?: string;
  description?: string;
  material?: string;
  price?: string;
  originalPrice?: string;
  stock?: string;
  category?: string;
  subcategory?: string;
  colors?: string[];
  sizes?: string[];
  tags?: string[];
  images?: string[];
  inStock?: "on";
  isFeatured?: "on";
  isNew?: "on";
  stockReason?: string;
  /** The product's own HSN code; empty = the category's. */
  hsnCode?: string;
};

/** Edit only: what the form was opened with (hidden fields), and the saved values after a refused save. */
export type ProductFormConcurrency = {
  version: number;
  expectedStock: number;
  /** After a conflict: the product's current values, shown next to the fields. */
  current?: { version: number; stock: number; price: number; name: string; material: string } | null;
};

export function ProductForm({
  mode,
  categories,
  defaultValue,
  lastResult,
  action,
  concurrency,
  children,
}: {
  mode: "create" | "edit";
  concurrency?: ProductFormConcurrency;
  categories: CategoryOption[];
  defaultValue: ProductFormValues;
  lastResult?: SubmissionResult<string[]> | null;
  action?: string;
  /** Extra content under the buttons (the edit page's Delete). */
  children?: ReactNode;
}) {
  const schema = mode === "create" ? ProductCreateSchema : ProductEditSchema;
  const navigation = useNavigation();
  const hydrated = useHydrated();
  const [form, fields] = useForm({
    id: `product-${mode}`,
    lastResult,
    defaultValue,
    constraint: getZodConstraint(schema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: skipCheckOnSubmitPress(({ formData }) => parseWithZod(formData, { schema })),
  });
  const saving = navigation.state !== "idle" && navigation.formMethod?.toUpperCase() === "POST" && navigation.formData?.get("intent") === "save";
  const [categoryId, setCategoryId] = useState<string>(String(fields.category.initialValue ?? ""));
  const chosen = categories.find((c) => c._id === categoryId);

  const text = (field: typeof fields.name, label: string, extra: Record<string, unknown> = {}) => {
    const props = getInputProps(field, { type: "text" });
    return (
      <LabelledField field={field} label={label} className="space-y-1">
        <input {...props} key={props.key} {...extra} className={`${inputClass} ${field.errors ? "border-red-600" : ""}`} />
      </LabelledField>
    );
  };
  const number = (field: typeof fields.price, label: string, attrs: { step: string; min: string; max?: string; required?: boolean; hint?: string; now?: string }) => {
    const props = getInputProps(field, { type: "number" });
    const now = attrs.now ? (
      <p className="text-xs font-semibold text-amber-800" data-testid={`now-${field.name}`}>
        Saved now: {attrs.now}
      </p>
    ) : null;
    return (
      <LabelledField field={field} label={label} className="space-y-1" after={now}>
        <input
          {...props}
          key={props.key}
          step={attrs.step}
          min={attrs.min}
          max={attrs.max}
          required={attrs.required ?? false}
          inputMode="numeric"
          className={`${inputClass} ${field.errors ? "border-red-600" : ""}`}
        />
        {attrs.hint && !field.errors ? <p className="text-xs text-stone-600">{attrs.hint}</p> : null}
      </LabelledField>
    );
  };
  const stockReason = (fields as unknown as Record<string, typeof fields.name | undefined>).stockReason;
  const current = concurrency?.current ?? null;
  const toggle = (field: typeof fields.inStock, label: string, hint: string) => {
    const props = getInputProps(field, { type: "checkbox" });
    return (
      <label className="flex min-h-11 items-start gap-3 rounded-lg border border-stone-200 p-3 text-sm text-stone-800 hover:bg-stone-50">
        <input {...props} key={props.key} className="mt-0.5 size-5 shrink-0 accent-brand-700" />
        <span>
          <span className="block font-semibold">{label}</span>
          <span className="block text-xs text-stone-600">{hint}</span>
        </span>
      </label>
    );
  };
  const description = getTextareaProps(fields.description);
  const categorySelect = getSelectProps(fields.category);
  const subSelect = getSelectProps(fields.subcategory);
  const initialSub = String(fields.subcategory.initialValue ?? "");

  return (
    <Form method="post" action={action} encType="multipart/form-data" {...getFormProps(form)} className="space-y-6" data-testid="product-form">
      <input type="hidden" name="intent" value="save" />
      {concurrency ? (
        <>
          <input type="hidden" name="version" value={String(concurrency.version)} />
          <input type="hidden" name="expectedStock" value={String(concurrency.expectedStock)} />
        </>
      ) : null}
      <FormError errors={form.errors} />

      <Card title="Basic Information">
        <div className="space-y-4">
          {text(fields.name, "Product Name", { placeholder: "e.g. Banarasi Silk Saree", autoComplete: "off" })}
          <LabelledField field={fields.description} label="Description" className="space-y-1">
            <textarea {...description} key={description.key} rows={5} className={`${inputClass} ${fields.description.errors ? "border-red-600" : ""}`} />
          </LabelledField>
          {text(fields.material, "Material", { placeholder: "e.g. Pure Silk" })}
          <div className="space-y-1">
            {text(fields.hsnCode, "HSN Code (optional)", { placeholder: chosen?.hsnCode ?? DEFAULT_HSN, inputMode: "numeric", maxLength: 8, autoComplete: "off" })}
            {!fields.hsnCode.errors ? (
              <p className="text-xs text-stone-600" data-testid="hsn-hint">
                Printed on GST invoices. 4, 6 or 8 digits; empty: the category&apos;s code
                {chosen ? ` (${chosen.hsnCode ?? `none set: the shop's ${DEFAULT_HSN}`})` : ""}.
              </p>
            ) : null}
          </div>
        </div>
      </Card>

      <Card title="Pricing">
        <div className="grid gap-4 sm:grid-cols-3">
          {number(fields.price, "Selling Price (₹)", { step: "1", min: "1", required: true, hint: "Whole rupees", now: current ? formatRupees(current.price) : undefined })}
          {number(fields.originalPrice, "Original Price (₹, optional)", { step: "1", min: "0", hint: "Whole rupees. Empty or 0: the selling price" })}
          {number(fields.stock, "Stock Quantity", {
            step: "1",
            min: "0",
            required: true,
            hint: concurrency ? `${concurrency.expectedStock} when this form was opened. Sales meanwhile are kept; a different number here sets the stock (give a reason).` : undefined,
            now: current ? String(current.stock) : undefined,
          })}
        </div>
        {mode === "edit" && stockReason ? (
          <div className="mt-4">
            {text(stockReason, "Reason for a stock change", { placeholder: "e.g. Received 5 from the weaver; recount; damaged", maxLength: 200 })}
          </div>
        ) : null}
      </Card>

      <Card title="Categories">
        <div className="grid gap-4 sm:grid-cols-2">
          <LabelledField field={fields.category} label="Category" className="space-y-1">
            <select
              {...categorySelect}
              key={categorySelect.key}
              onChange={(e) => setCategoryId(e.currentTarget.value)}
              className={`${inputClass} ${fields.category.errors ? "border-red-600" : ""}`}
            >
              <option value="">Select a category</option>
              {categories.map((c) => (
                <option key={c._id} value={c._id}>
                  {c.name}
                </option>
              ))}
            </select>
          </LabelledField>
          <LabelledField field={fields.subcategory} label="Subcategory" className="space-y-1">
            {hydrated ? (
              <select
                {...subSelect}
                key={`sub-${categoryId}`}
                defaultValue={chosen?.subcategories.some((s) => s._id === initialSub) ? initialSub : ""}
                disabled={!chosen}
                className={`${inputClass} ${fields.subcategory.errors ? "border-red-600" : ""}`}
              >
                <option value="">{chosen ? "No subcategory" : "Select a category first"}</option>
                {chosen?.subcategories.map((s) => (
                  <option key={s._id} value={s._id}>
                    {s.name}
                  </option>
                ))}
              </select>
            ) : (
              <select {...subSelect} key={subSelect.key} className={`${inputClass} ${fields.subcategory.errors ? "border-red-600" : ""}`}>
                <option value="">No subcategory</option>
                {categories
                  .filter((c) => c.subcategories.length > 0)
                  .map((c) => (
                    <optgroup key={c._id} label={c.name}>
                      {c.subcategories.map((s) => (
                        <option key={s._id} value={s._id}>
                          {s.name}
                        </option>
                      ))}
                    </optgroup>
                  ))}
              </select>
            )}
            {!hydrated && !fields.subcategory.errors ? <p className="text-xs text-stone-600">Choose one of the selected category&apos;s subcategories.</p> : null}
          </LabelledField>
        </div>
      </Card>

      <Card title="Product Images">
        <ChipList
          name="images"
          label="Image URLs"
          itemLabel="image URL"
          initial={fields.images.initialValue}
          errors={fields.images.errors}
          errorId={fields.images.errorId}
          keepLast
          images
          placeholder="https://... or /uploads/..."
        />
        <PhotoUpload errors={(fields as unknown as Record<string, { errors?: string[] } | undefined>).photos?.errors} />
      </Card>

      <div className="grid gap-6 lg:grid-cols-3">
        <Card title="Colors">
          <ChipList name="colors" label="Colors" itemLabel="color" initial={fields.colors.initialValue} errors={fields.colors.errors} errorId={fields.colors.errorId} placeholder="e.g. Maroon" />
        </Card>
        <Card title="Tags">
          <ChipList name="tags" label="Tags" itemLabel="tag" initial={fields.tags.initialValue} errors={fields.tags.errors} errorId={fields.tags.errorId} placeholder="e.g. wedding" />
        </Card>
        <Card title="Sizes">
          <ChipList name="sizes" label="Sizes" itemLabel="size" initial={fields.sizes.initialValue} errors={fields.sizes.errors} errorId={fields.sizes.errorId} placeholder="e.g. Free Size" />
        </Card>
      </div>

      <Card title="Product Settings">
        <div className="grid gap-3 sm:grid-cols-3">
          {toggle(fields.inStock, "In Stock", "Off sets the stock to 0. The shop shows a product in stock while it is active and its stock is above 0.")}
          {toggle(fields.isFeatured, "Featured Product", "Shown in the home page's featured section.")}
          {toggle(fields.isNew, "New Arrival", "Shown first among new arrivals, with a New badge.")}
        </div>
      </Card>

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Link to="/admin/products" className={buttonClass("secondary")}>
          Back to Products
        </Link>
        <button type="submit" className={buttonClass("primary")} disabled={saving}>
          {mode === "create" ? (saving ? "Creating..." : "Create Product") : saving ? "Updating..." : "Update Product"}
        </button>
      </div>
      {children}
    </Form>
  );
}

/**
 * A list of values. Without JavaScript: a textarea, one value per line. With
 * JavaScript: chips (one hidden input each), an input that adds on Enter or
 * with the Add button, and a remove button per chip.
 */
function ChipList({
  name,
  label,
  itemLabel,
  initial,
  errors,
  errorId,
  placeholder,
  keepLast = false,
  images = false,
}: {
  name: string;
  label: string;
  itemLabel: string;
  initial: unknown;
  errors?: string[];
  errorId: string;
  placeholder?: string;
  keepLast?: boolean;
  images?: boolean;
}) {
  const hydrated = useHydrated();
  const id = useId();
  const [items, setItems] = useState<string[]>(() => normalizeList(initial));
  const [draft, setDraft] = useState("");
  const add = () => {
    setItems((list) => addToList(list, draft));
    setDraft("");
  };
  const field = { id, errorId, errors };

  if (!hydrated) {
    return (
      <LabelledField
        field={field}
        className="space-y-1"
        label={
          <>
            {label} <span className="font-normal text-stone-600">(one per line)</span>
          </>
        }
      >
        <textarea
          id={id}
          name={name}
          rows={Math.max(3, items.length + 1)}
          defaultValue={items.join("\n")}
          placeholder={placeholder}
          aria-invalid={errors ? true : undefined}
          aria-describedby={errors ? errorId : undefined}
          className={`${inputClass} font-mono`}
        />
        <p className="text-xs text-stone-600">
          Blank lines and repeats are ignored.{keepLast ? " At least one image is required." : ""}
        </p>
      </LabelledField>
    );
  }

  const chips =
    items.length === 0 ? (
      <p className="text-sm text-stone-500">None yet.</p>
    ) : images ? (
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4" aria-label={label}>
        {items.map((v) => {
          const locked = keepLast && items.length <= 1;
          return (
            <li key={v} className="overflow-hidden rounded-lg border border-stone-200 bg-stone-50">
              <img src={v} alt="" className="aspect-[3/4] w-full object-cover" loading="lazy" />
              <div className="flex items-center gap-1 p-1.5">
                <span className="min-w-0 flex-1 truncate text-xs text-stone-700" title={v}>
                  {v}
                </span>
                <button
                  type="button"
                  disabled={locked}
                  title={locked ? "The last image cannot be removed" : undefined}
                  onClick={() => setItems((list) => removeFromList(list, v, { keepLast }))}
                  className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-md text-stone-600 hover:bg-red-50 hover:text-red-700 disabled:cursor-not-allowed disabled:opacity-40"
                  aria-label={`Remove ${itemLabel} ${v}`}
                >
                  <span aria-hidden="true">✕</span>
                </button>
              </div>
            </li>
          );
        })}
      </ul>
    ) : (
      <ul className="flex flex-wrap gap-2" aria-label={label}>
        {items.map((v) => (
          <li key={v}>
            <button
              type="button"
              onClick={() => setItems((list) => removeFromList(list, v))}
              className="inline-flex min-h-11 items-center gap-2 rounded-full bg-brand-50 px-4 text-sm font-medium text-brand-900 ring-1 ring-brand-200 hover:bg-red-50 hover:text-red-800 hover:ring-red-200"
              aria-label={`Remove ${itemLabel} ${v}`}
            >
              {v}
              <span aria-hidden="true">✕</span>
            </button>
          </li>
        ))}
      </ul>
    );

  return (
    <div className="space-y-2">
      {items.map((v) => (
        <input key={v} type="hidden" name={name} value={v} />
      ))}
      <LabelledField field={field} label={<>Add {itemLabel}</>} after={chips}>
        <div className="flex gap-2">
          <input
            id={id}
            value={draft}
            placeholder={placeholder}
            onChange={(e) => setDraft(e.currentTarget.value)}
            onKeyDown={(e) => {
              if (e.key === "Enter") {
                e.preventDefault();
                add();
              }
            }}
            aria-invalid={errors ? true : undefined}
            aria-describedby={errors ? errorId : undefined}
            className={inputClass}
          />
          <button type="button" onClick={add} className={buttonClass("secondary")} aria-label={`Add this ${itemLabel}`}>
            Add
          </button>
        </div>
      </LabelledField>
    </div>
  );
}
