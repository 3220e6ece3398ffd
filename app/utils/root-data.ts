import { useRouteLoaderData } from "@remix-run/react";
import type { loader } from "~/root";

// The root loader's data for any component, in a module of its own: importing
// it from app/root.tsx would pull the whole shell (header, footer, menu...)
// into the importing route's browser chunk graph (docs/decisions/0016-js-budget.md).

export type RootData = Awaited<ReturnType<typeof loader>>["data"];

/** Root loader data for any component (signed-in user, badge counts, shop identity). */
export function useRootData() {
  return useRouteLoaderData<typeof loader>("root") as RootData | undefined;
}
