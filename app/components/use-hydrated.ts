import { useSyncExternalStore } from "react";

const noSubscribe = () => () => {};

/**
 * False on the server and in the render that hydrates (React renders once more right after it, with
 * true), true in every render after that, a component mounted by a client-side navigation included:
 * it renders its JavaScript form at once, with no server-form render first.
 * A module of its own: the shell, product cards and galleries need only this, not the form
 * primitives of components/forms.tsx (docs/decisions/0016-js-budget.md).
 */
export function useHydrated() {
  return useSyncExternalStore(
    noSubscribe,
    () => true,
    () => false,
  );
}
