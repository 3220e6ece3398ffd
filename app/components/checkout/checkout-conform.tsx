import { getFormProps, getInputProps, getTextareaProps, useForm } from "@conform-to/react";
// Not used here: a module loaded on demand that reaches React but not Remix makes esbuild move
// React out of the framework chunk into a file of its own on every page (+0.4 KB gzip each).
import "@remix-run/react";
import { memo, useEffect, useLayoutEffect } from "react";
import { TEXT_FIELDS, type CheckoutModel, type ConformProps } from "~/components/checkout/checkout-form";
import { useServerValidation } from "~/components/server-validation";

// The pay button's check (checkout-form.tsx), loaded with Conform and from the same chunk.
export { checkForm } from "~/components/server-validation";

// Conform for the checkout form, loaded on the shopper's first interaction with it
// (checkout-form.tsx). It renders nothing: it keeps the form's state (Conform listens on the
// document and finds the fields by the form's id) and hands the screen the props and messages
// of each field. Memoised: a new model makes the screen render again, not this.

function CheckoutConform({ formId, defaultValue, constraint, result, seen, onModel, started }: ConformProps) {
  const [form, fields] = useForm({
    id: formId,
    ...useServerValidation("checkout", result),
    defaultValue,
    constraint,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  const errors: CheckoutModel["errors"] = {};
  for (const name of [...TEXT_FIELDS, "notes", "paymentMethod"] as const) errors[name] = fields[name].errors;
  const model: CheckoutModel = {
    form: getFormProps(form),
    formErrors: form.errors,
    inputs: Object.fromEntries(
      TEXT_FIELDS.map((name): [string, CheckoutModel["inputs"][typeof name]] => [name, getInputProps(fields[name], { type: name === "phone" ? "tel" : "text" })]),
    ) as CheckoutModel["inputs"],
    notes: getTextareaProps(fields.notes),
    errors,
  };
  useLayoutEffect(() => onModel(model));

  // What Conform would have done had it been running: check the fields already left, and those
  // typed in while showing a message. Once the form has Conform's submit handler: a check is an
  // intent submitted through the form, which without it would be posted to the action.
  useEffect(() => {
    if (!started || seen.done) return;
    for (const name of seen.left) form.validate({ name });
    for (const name of seen.typed) if (!seen.left.has(name) && fields[name as keyof typeof fields]?.errors) form.validate({ name });
    // From now on Conform sees the events itself (and a form for another address starts afresh).
    seen.left.clear();
    seen.typed.clear();
    seen.done = true;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when Conform starts
  }, [started]);
  return null;
}

export default memo(CheckoutConform);

// Loaded with import(): an entry point of its own in the browser build, so it re-exports the shell chunk
// like the others do (app/utils/shell-chunk.ts).
export * as __shellChunk from "~/utils/shell-chunk";
