import { parse, type Submission } from "@conform-to/react";
import { pressedElement } from "~/components/pointer-press";

// A field's message appearing under it moves whatever is below it, the form's submit button too. If
// that happens between the mouse's press and its release, the click lands elsewhere and nothing is
// sent (a field is checked on blur, and pressing the button is what blurs it). So, for every form:
// - a field check caused by pressing the form's own submit button is not made (the submission that
//   click starts is checked anyway, on the client or by the action);
// - messages of a check answered later (the server's, decision 0013) wait while a pointer is pressed,
//   and are shown after the release and the click it makes.
// Keyboard use is unchanged: Tab to the button still checks the field (a key press cannot miss).
// The pointer's state is components/pointer-press.ts (also used by components/ui/deferred.tsx).

/** Whether the pointer is pressing a submit button of `form`. */
export function pressingSubmitOf(form: HTMLFormElement): boolean {
  const button = pressedElement()?.closest(
    "button, input[type=submit], input[type=image]"
  ) as HTMLButtonElement | HTMLInputElement | null;
  return Boolean(
    button &&
      button.type !== "button" &&
      button.type !== "reset" &&
      button.form === form
  );
}

const CONFORM_INTENT = "__intent__";

/**
 * Conform's `onValidate`, except for a field check the press of the form's own submit button
 * causes: that changes nothing on screen. Every field's message is kept (null keeps a field's
 * error; an `error` of null instead would let Conform post the check itself as a submission).
 */
export function skipCheckOnSubmitPress<Args extends { form: HTMLFormElement; formData: FormData }, S extends Submission<unknown, string[]>>(
  onValidate: (args: Args) => S,
): (args: Args) => S {
  return (args) => {
    if (!args.formData.has(CONFORM_INTENT) || !pressingSubmitOf(args.form)) return onValidate(args);
    const names = ["", ...Array.from(args.form.elements, (element) => (element as HTMLInputElement).name).filter(Boolean)];
    const keep = Object.fromEntries(names.map((name) => [name, null]));
    // The same shape as any submission of the form; only its error is read.
    return parse(args.formData, { resolve: () => ({ error: keep }) }) as unknown as S;
  };
}
