// Which element a pointer is pressing, and work held until its release: a press and its release on
// two different elements make no click, so whatever would move or replace the element under a
// pressed pointer waits (components/press-guard.ts for forms' field messages, components/ui/deferred.tsx
// for its markup swap). No dependencies: this is in every page's shell.

let pressed: Element | null = null;
const held: Array<() => void> = [];

let presses = 0;

if (typeof document !== "undefined") {
  document.addEventListener(
    "pointerdown",
    (event) => {
      // The primary button, a finger or a pen: only those make clicks.
      if (event.button !== 0) return;
      presses += 1;
      pressed = event.target instanceof Element ? event.target : null;
    },
    true,
  );
  // The click follows the release in the same task: run after it (and the submission it starts),
  // unless a new press has begun meanwhile (a quick double click): that one's release runs them.
  const release = () => {
    const press = presses;
    setTimeout(() => {
      if (press !== presses) return;
      pressed = null;
      for (const apply of held.splice(0)) {
        try {
          apply();
        } catch (error) {
          console.error(error);
        }
      }
    });
  };
  // A press that will make no click ends too: a context menu or a drag opened by it, the window
  // losing the focus mid-press, or a pointer moving with its button up (a press whose pointerup
  // never came, as on a native scrollbar).
  for (const type of ["pointerup", "pointercancel", "contextmenu", "dragstart"]) document.addEventListener(type, release, true);
  window.addEventListener("blur", release);
  document.addEventListener("pointermove", (event) => void (pressed && (event.buttons & 1) === 0 && release()), { capture: true, passive: true });
}

/** The element the pointer is pressing, or null. */
export function pressedElement(): Element | null {
  return pressed;
}

/** Runs `apply` now, or after the pressed pointer is released (and its click has run). */
export function whenReleased(apply: () => void) {
  if (pressed) held.push(apply);
  else apply();
}
