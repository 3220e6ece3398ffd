import { useEffect, useRef, useState, type FocusEvent, type FormEvent, type RefObject } from "react";

// A small stand-in for Conform's useForm, for the checkout form, whose page
// must stay within the JavaScript budget (Conform is about 10 KB gzip). It
// reads the action's answer (Conform's submission.reply(), which the server
// still makes with parseWithZod) and renders the same markup as Conform's
// getFormProps / getInputProps / getTextareaProps: ids `${formId}-${name}`,
// constraint attributes, aria-invalid and aria-describedby, the submitted
// values as defaults after a post without JavaScript, and noValidate (the
// server checks). With JavaScript it behaves as useForm with shouldValidate
// "onBlur" and shouldRevalidate "onInput": a field's errors show once it has
// been left, then follow each keystroke; a submit checks every field and, when
// one is wrong, stops and focuses it; the action's answer shows every error and
// focuses the first field in error. Whatever the shopper typed stays.

/** What Conform's submission.reply() sends back. */
export type FormResult = {
  status?: "error" | "success";
  initialValue?: Record<string, unknown> | null;
  error?: Record<string, string[] | null>;
  fields?: string[];
};

type Constraint = { required?: boolean; minLength?: number; maxLength?: number; min?: number; pattern?: string };
type Errors = Record<string, string[]>;

const isField = (el: EventTarget | null): el is HTMLInputElement =>
  (el instanceof HTMLInputElement && !["submit", "button", "reset"].includes(el.type)) || el instanceof HTMLSelectElement || el instanceof HTMLTextAreaElement;

/** Without its undefined entries, as Conform's props: React writes a value attribute for a present (even undefined) defaultValue. */
function defined<T extends object>(props: T): T {
  for (const key of Object.keys(props) as Array<keyof T>) if (props[key] === undefined) delete props[key];
  return props;
}

function fromResult(result: FormResult, previous: Errors = {}): Errors {
  const errors: Errors = {};
  for (const [name, messages] of Object.entries(result.error ?? {})) {
    const kept = messages ?? previous[name];
    if (kept) errors[name] = kept;
  }
  return errors;
}

/** Every field that has an error or was posted counts as checked. */
const allChecked = (errors: Errors, names: Iterable<string>) => Object.fromEntries([...Object.keys(errors), ...names].map((n) => [n, true]));

function focusFirstError(form: HTMLFormElement | null, errors: Errors) {
  for (const el of Array.from(form?.elements ?? [])) {
    if (isField(el) && errors[el.name]) return el.focus();
  }
}

export function useLightForm({
  id,
  formRef,
  lastResult,
  defaultValue,
  constraint,
  validate,
}: {
  id: string;
  /** The <form> element's ref, which the returned form props attach. */
  formRef: RefObject<HTMLFormElement>;
  lastResult?: FormResult;
  defaultValue: Record<string, string>;
  constraint: Record<string, Constraint>;
  validate: (formData: FormData) => Errors;
}) {
  const initial = () => {
    const errors = lastResult ? fromResult(lastResult) : {};
    return {
      id,
      initialValue: (lastResult?.initialValue ?? defaultValue) as Record<string, unknown>,
      errors,
      checked: lastResult ? allChecked(errors, lastResult.fields ?? []) : ({} as Record<string, boolean>),
    };
  };
  const [state, setState] = useState(initial);
  const reported = useRef(lastResult);
  const shownId = useRef(id);

  // Another form id (another saved address): a fresh form, as Conform resets it,
  // the fields back to their (new) defaults once React has rendered them.
  if (state.id !== id) setState({ id, initialValue: defaultValue, errors: {}, checked: {} });
  useEffect(() => {
    if (shownId.current === id) return;
    shownId.current = id;
    formRef.current?.reset();
  }, [id, formRef]);

  // The action's answer, once (again each time the page goes back to idle, as with Conform).
  useEffect(() => {
    if (!lastResult || lastResult === reported.current) {
      reported.current = lastResult;
      return;
    }
    reported.current = lastResult;
    const errors = fromResult(lastResult, state.errors);
    setState((s) => ({ ...s, errors, checked: { ...s.checked, ...allChecked(errors, lastResult.fields ?? []) } }));
    if (lastResult.status === "error") focusFirstError(formRef.current, errors);
  }, [lastResult, state.errors, formRef]);

  const check = (name: string) => {
    const form = formRef.current;
    if (form) setState((s) => ({ ...s, errors: validate(new FormData(form)), checked: { ...s.checked, [name]: true } }));
  };
  const shown = (name: string) => (state.checked[name] ? state.errors[name] : undefined);
  const formErrors = shown("");

  const form = {
    id,
    errors: formErrors,
    props: {
      ref: formRef,
      id,
      noValidate: true,
      "aria-describedby": formErrors ? `${id}-error` : undefined,
      onSubmit(event: FormEvent<HTMLFormElement>) {
        const el = event.currentTarget;
        const formData = new FormData(el);
        const errors = validate(formData);
        setState((s) => ({ ...s, errors, checked: { ...s.checked, ...allChecked(errors, formData.keys()) } }));
        if (Object.keys(errors).length) {
          event.preventDefault();
          focusFirstError(el, errors);
        }
      },
      onBlur(event: FocusEvent<HTMLFormElement>) {
        if (isField(event.target) && event.target.name && !state.checked[event.target.name]) check(event.target.name);
      },
      onInput(event: FormEvent<HTMLFormElement>) {
        if (isField(event.target) && state.checked[event.target.name]) check(event.target.name);
      },
    },
  };

  const field = (name: string) => {
    const fieldId = `${id}-${name}`;
    const errors = shown(name);
    const value = state.initialValue[name];
    const c = constraint[name] ?? {};
    return {
      id: fieldId,
      name,
      errors,
      props: defined({
        id: fieldId,
        name,
        form: id,
        required: c.required || undefined,
        minLength: c.minLength,
        maxLength: c.maxLength,
        pattern: c.pattern,
        min: c.min,
        // Conform leaves empty values out (no value attribute).
        defaultValue: typeof value === "string" && value !== "" ? value : undefined,
        "aria-invalid": errors ? true : undefined,
        "aria-describedby": errors ? `${fieldId}-error` : undefined,
      }),
    };
  };

  return { form, field };
}
