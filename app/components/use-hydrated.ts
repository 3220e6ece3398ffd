import { useEffect, useState } from "react";

// Set when the first client-side navigation starts (components/ui/plain-link.tsx `PlainLinkNavigation`
// watches the router): every component mounted from then on is rendered in the browser, never hydrated.
let navigated = false;

/** Called once a client-side navigation has started. */
export function noteNavigation() {
  navigated = true;
}

/**
 * False on the server and in the render that hydrates, true once React runs in the browser: after an
 * effect (a render of its own, so hydration, a transition, still yields to the browser), or at once for
 * a component mounted by a client-side navigation (a card renders its JavaScript form, with no
 * server-form render first).
 * Rule: a component under a server-rendered <Suspense> boundary may differ between false and true in
 * what it renders only in ways React can patch later (React hydrates such a boundary in a later pass,
 * possibly after a navigation has started; an attribute that differs at hydration is not corrected).
 * A module of its own: the shell, product cards and galleries need only this, not the form
 * primitives of components/forms.tsx (docs/decisions/0016-js-budget.md).
 */
export function useHydrated() {
  const [hydrated, setHydrated] = useState(navigated);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
