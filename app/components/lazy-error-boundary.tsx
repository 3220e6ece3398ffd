import { Suspense, type ComponentProps } from "react";
import { lazy } from "#lazy";
import type { GeneralErrorBoundary as Eager } from "~/components/error-boundary";

// The error screen is code-split: almost no page view ever shows it, so its
// messages are not part of every page's first load. The server renders it in
// place (utils/lazy.server.ts has its code from the start), so error pages work without
// JavaScript; in the browser it loads when a route first fails.
const Real = lazy(() => import("~/components/error-boundary").then((m) => ({ default: m.GeneralErrorBoundary })));

export function GeneralErrorBoundary(props: ComponentProps<typeof Eager>) {
  return (
    <Suspense fallback={null}>
      <Real {...props} />
    </Suspense>
  );
}
