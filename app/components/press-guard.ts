import { parse, type Submission } from "@conform-to/react";

// A field's message appearing under it moves whatever is below it, the form's submit button too. If
// that happens between the mouse's press and its release, the click lands elsewhere and nothing is
// sent (a field is checked on blur, and pressing the button is what blurs it). So, for every form:
// - a field check caused by pressing the form's own submit button is not made (the submission that
//   click starts is checked anyway, on the client or by the action);
// - messages of a check answered later (the server's, decision 0013) wait while a pointer is pressed,
//   and are shown after the release and the click it makes.
// Keyboard use is unchanged: Tab to the button still checks the field (a key press cannot miss).

let pressed: Element | null = null;
const held: Array<() => void> = [];

if (typeof document !== "undefined") {
  document.addEventListener(
    "pointerdown",
    (event) =>
      void (pressed = event.target instanceof Element ? event.target : null),
    true
  );
  // The click follows the release in the same task: run after it (and the submission it starts).
  const release = () =>
    setTimeout(
      () => ((pressed = null), held.splice(0).forEach((apply) => apply()))
    );
  document.addEventListener("pointerup", release, true);
  document.addEventListener("pointercancel", release, true);
}

/** Whether the pointer is pressing a submit button of `form`. */
export function pressingSubmitOf(form: HTMLFormElement): boolean {
  const button = pressed?.closest(
    "button, input[type=submit], input[type=image]"
  ) as HTMLButtonElement | HTMLInputElement | null;
  return Boolean(
    button &&
      button.type !== "button" &&
      button.type !== "reset" &&
      button.form === form
  );
}

/** Runs `apply` now, or after the pressed pointer is released (and its click has run). */
export function whenReleased(apply: () => void) {
  if (pressed) held.push(apply);
  else apply();
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
