import { useLocation } from "@remix-run/react";
import { type RefObject, useEffect, useRef } from "react";

export type CloseOptions = { restoreFocus?: boolean };

export function closeDetails(el: HTMLDetailsElement | null, options?: CloseOptions) {
  if (!el?.open) return;
  el.open = false;
  if (options?.restoreFocus) el.querySelector("summary")?.focus();
}

/**
 * Progressive enhancement for a `<details>` disclosure (menus work without
 * JavaScript): with JavaScript it also closes on a click outside, on Escape
 * (focus goes back to its summary) and on every navigation. `onClose`
 * replaces the plain close (the mobile menu animates out first).
 */
export function useDismissableDetails(
  ref: RefObject<HTMLDetailsElement | null>,
  onClose?: (options?: CloseOptions) => void,
) {
  const location = useLocation();
  const closeRef = useRef(onClose);
  useEffect(() => {
    closeRef.current = onClose;
  });

  useEffect(() => {
    // A new location key is a navigation (link, form, back/forward): close.
    closeDetails(ref.current);
  }, [ref, location.key]);

  useEffect(() => {
    const close = (options?: CloseOptions) =>
      closeRef.current ? closeRef.current(options) : closeDetails(ref.current, options);
    function onPointerDown(event: PointerEvent) {
      const el = ref.current;
      if (el?.open && event.target instanceof Node && !el.contains(event.target)) close();
    }
    function onKeyDown(event: KeyboardEvent) {
      if (event.key === "Escape" && ref.current?.open) {
        event.preventDefault();
        close({ restoreFocus: true });
      }
    }
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("keydown", onKeyDown);
    };
  }, [ref]);
}
