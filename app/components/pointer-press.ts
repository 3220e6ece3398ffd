// Which element a pointer is pressing, and work held until its release: a press and its release on
// two different elements make no click, so whatever would move or replace the element under a
// pressed pointer waits (components/press-guard.ts for forms' field messages, components/ui/deferred.tsx
// for its markup swap). No dependencies: this is in every page's shell.

let pressed: Element | null = null;
const held: Array<() => void> = [];

if (typeof document !== "undefined") {
  // The primary button, a finger or a pen: only those make clicks.
  document.addEventListener(
    "pointerdown",
    (event) => {
      if (event.button === 0) pressed = event.target instanceof Element ? event.target : null;
    },
    true,
  );
  // The click follows the release in the same task: run after it (and the submission it starts).
  const release = () =>
    setTimeout(
      () => ((pressed = null), held.splice(0).forEach((apply) => apply()))
    );
  // A press that will make no click ends too: a context menu or a drag opened by it, or the window
  // losing the focus mid-press (its pointerup may never come).
  for (const type of ["pointerup", "pointercancel", "contextmenu", "dragstart"]) document.addEventListener(type, release, true);
  window.addEventListener("blur", release);
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
