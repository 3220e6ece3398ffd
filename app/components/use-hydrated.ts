import { useEffect, useState } from "react";

/**
 * False on the server and in the render that hydrates, true once React runs in the browser.
 * A module of its own: the shell, product cards and galleries need only this, not the form
 * primitives of components/forms.tsx (docs/decisions/0016-js-budget.md).
 */
export function useHydrated() {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
