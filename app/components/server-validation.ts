import { parse, type SubmissionResult } from "@conform-to/react";
import { useMemo, useRef, useState } from "react";
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

/** A form's values by field name, as Conform names fields ("a.b", "a[0]"): from its FormData, or from a reply's `initialValue`. */
function byName(value: unknown, prefix = "", out: Record<string, string> = {}): Record<string, string> {
  if (value instanceof FormData) {
    for (const name of new Set(value.keys())) out[name] = value.getAll(name).map((v) => (typeof v === "string" ? v : v.name)).join("\u0000");
  } else if (Array.isArray(value) && value.some((v) => v !== null && typeof v === "object")) value.forEach((v, i) => byName(v, `${prefix}[${i}]`, out));
  else if (Array.isArray(value)) out[prefix] = value.join("\u0000");
  else if (value !== null && typeof value === "object") for (const [key, v] of Object.entries(value)) byName(v, prefix ? `${prefix}.${key}` : key, out);
  else if (prefix) out[prefix] = value === undefined || value === null ? "" : String(value);
  return out;
}

type Check = { result: Result; after: unknown; request: number; values: Record<string, string> };

/** `lastResult` and `onValidate` for Conform's useForm. */
export function useServerValidation(form: string, actionResult: Result | null | undefined) {
  const [validation, setValidation] = useState<Check | null>(null);
  const latest = useRef(0);
  // The last submission: the number of the last field check made before it and the values posted (from
  // the form itself: a reply hides password fields). Each reply is bound to the submission it answers (the
  // latest when it comes); one already there when the form mounted (a post without JavaScript) to its own values.
  const sent = useRef<{ at: number; values: Record<string, string> } | null>(null);
  const replies = useRef(new WeakMap<object, { at: number; values: Record<string, string> }>());
  const lastResult = useMemo(() => {
    const reply = actionResult;
    if (!validation) return reply;
    // A check made while this reply was shown knows the form as it is now: it stands, as it is.
    if (validation.after === reply) return validation.result;
    // Otherwise the reply came since the check started; one that succeeded or clears the form wins.
    if (!reply || reply.status === "success" || !reply.initialValue) return reply;
    let post = replies.current.get(reply);
    if (!post) replies.current.set(reply, (post = sent.current ?? { at: 0, values: byName(reply.initialValue) }));
    // A check made before the post gives way to the post's reply.
    if (validation.request <= post.at) return reply;
    // A check made while the post was on its way (a field edited meanwhile), weighed against the reply that
    // came after it: a field changed since the post takes the check's message; a field as posted keeps the
    // reply's (which may be one only the action can give: an e-mail already registered, a wrong password,
    // stock), and so does the form's own. Every field the reply answered stays checked, so its message
    // shows. No status: the focus stays where the shopper is typing. The next check replaces it all.
    const posted = post.values;
    const error: Record<string, string[]> = {};
    for (const name of new Set([...Object.keys(reply.error ?? {}), ...Object.keys(validation.result.error ?? {})])) {
      const changed = name !== "" && posted[name] !== validation.values[name];
      const message = changed ? validation.result.error?.[name] : reply.error?.[name];
      if (message?.length) error[name] = message;
    }
    const validated: Record<string, boolean> = { ...validation.result.state?.validated, "": true };
    for (const name of [...(reply.fields ?? []), ...Object.keys(reply.error ?? {})]) validated[name] = true;
    return { intent: validation.result.intent, state: { validated }, error } satisfies Result;
  }, [validation, actionResult]);

  // A field check the press of the form's own submit button causes is not made (components/press-guard.ts).
  const onValidate = skipCheckOnSubmitPress(({ formData }: { form: HTMLFormElement; formData: FormData }) => {
    // A submission: the action checks it with the schema and replies.
    if (!formData.has(INTENT)) {
      sent.current = { at: latest.current, values: byName(formData) };
      return parse<Record<string, unknown>, string[]>(formData, { resolve: () => ({ error: null }) });
    }
    const request = ++latest.current;
    const after = actionResult;
    void askServer(form, formData).then((result) => {
      // Only the messages: a field check must not act like a submission's reply. With its status
      // ("error") Conform moves the focus to the first invalid field, out of the field being typed
      // in; with its initialValue (password fields hidden) it resets the values it tracks. The values
      // checked are kept apart, to tell which fields changed since a post.
      // Shown once a pressed pointer is released: appearing during the press they could move the
      // button from under it (components/press-guard.ts).
      if (result)
        whenReleased(
          () =>
            request === latest.current &&
            setValidation({ result: { intent: result.intent, state: result.state, error: result.error }, after, request, values: byName(formData) }),
        );
    });
    // Until the server answers, the messages on screen stay as they are (null keeps a field's error).
    const keep = Object.fromEntries(Object.keys(lastResult?.error ?? {}).map((name) => [name, null]));
    return parse<Record<string, unknown>, string[]>(formData, { resolve: () => ({ error: keep }) });
  });

  return { lastResult, onValidate };
}
