import { useForm } from "@conform-to/react";
import { useLocation } from "@remix-run/react";
import { useState } from "react";
import { type Result, useServerValidation } from "~/components/server-validation";

// Conform's useForm with the server's checks (docs/decisions/0013-forms.md). A module of its own:
// server-validation.ts is also used by a screen without Conform's useForm (checkout), whose
// bundle must not carry it.

type FormFields = Record<string, unknown>;
export type ServerFormOptions = Omit<Parameters<typeof useForm<FormFields, FormFields, string[]>>[0], "lastResult" | "onValidate">;

/**
 * Conform's useForm with the server's checks: `form` names the schema (/forms/:form/validate),
 * `actionResult` is the action's last reply. Fields are checked on blur, then again on input.
 */
export function useServerForm(form: string, actionResult: Result | null | undefined, options: ServerFormOptions) {
  return useForm<FormFields, FormFields, string[]>({ shouldValidate: "onBlur", shouldRevalidate: "onInput", ...useServerValidation(form, actionResult), ...options });
}

/**
 * The `key` of a form that starts empty on a fresh page (the first load, the redirect after a
 * successful post, a link to it) but is never remounted by the reply to its own post. With
 * JavaScript the router shows the action's reply (the field messages) at once, revalidates the
 * page's data, and only then commits the post's new location: keyed by `location.key`, the form
 * was remounted at that commit, and what the shopper had typed since the messages appeared was
 * lost (for seconds on a slow network). `actionData` is the route's useActionData().
 */
export function useFormKey(actionData: unknown): string {
  const location = useLocation();
  const [key, setKey] = useState(location.key);
  // A location without an action's reply is a fresh page; one with a reply keeps the form it answered.
  if (actionData === undefined && key !== location.key) setKey(location.key);
  return actionData === undefined ? location.key : key;
}
