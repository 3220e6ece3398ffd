import { useForm } from "@conform-to/react";
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
