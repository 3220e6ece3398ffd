import { parse, type SubmissionResult } from "@conform-to/react";
import { useRef, useState } from "react";
import { skipCheckOnSubmitPress } from "~/components/press-guard";
import { whenReleased } from "~/components/pointer-press";

// Conform's field validation without zod in the browser
// (docs/decisions/0013-forms.md): Conform keeps the form's state as usual;
// its validate intents (on blur, then on input) are answered by the form's
// zod schema on the server (/forms/:form/validate), and a submission goes to
// the screen's action, whose reply carries the same schema's messages.

const INTENT = "__intent__";
export type Result = SubmissionResult<string[]>;

function askServer(form: string, formData: FormData): Promise<Result | null> {
  const body = new URLSearchParams();
  for (const [name, value] of formData) if (typeof value === "string") body.append(name, value);
  return fetch(`/forms/${form}/validate`, { method: "POST", body, headers: { Accept: "application/json" } })
    .then((response) => (response.ok ? (response.json() as Promise<Result>) : null))
    .catch(() => null); // offline or the server is away: the action still checks on submit
}

/** Whether the form's schema would accept these fields (false when the server cannot say). */
export const checkForm = (form: string, formData: FormData) => askServer(form, formData).then((result) => result?.status === "success");

/** `lastResult` and `onValidate` for Conform's useForm. */
export function useServerValidation(form: string, actionResult: Result | null | undefined) {
  const [validation, setValidation] = useState<{ result: Result; after: unknown } | null>(null);
  const latest = useRef(0);
  // The newer of the action's reply and the last field check made since it.
  const lastResult = validation && validation.after === actionResult ? validation.result : actionResult;

  // A field check the press of the form's own submit button causes is not made (components/press-guard.ts).
  const onValidate = skipCheckOnSubmitPress(({ formData }: { form: HTMLFormElement; formData: FormData }) => {
    // A submission: the action checks it with the schema and replies.
    if (!formData.has(INTENT)) return parse<Record<string, unknown>, string[]>(formData, { resolve: () => ({ error: null }) });
    const request = ++latest.current;
    const after = actionResult;
    void askServer(form, formData).then((result) => {
      // Only the messages: a field check must not act like a submission's reply. With its status
      // ("error") Conform moves the focus to the first invalid field, out of the field being typed
      // in; with its initialValue (password fields hidden) it resets the values it tracks.
      // Shown once a pressed pointer is released: appearing during the press they could move the
      // button from under it (components/press-guard.ts).
      if (result) whenReleased(() => request === latest.current && setValidation({ result: { intent: result.intent, state: result.state, error: result.error }, after }));
    });
    // Until the server answers, the messages on screen stay as they are (null keeps a field's error).
    const keep = Object.fromEntries(Object.keys(lastResult?.error ?? {}).map((name) => [name, null]));
    return parse<Record<string, unknown>, string[]>(formData, { resolve: () => ({ error: keep }) });
  });

  return { lastResult, onValidate };
}
