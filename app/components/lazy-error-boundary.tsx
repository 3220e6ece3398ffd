import { Link } from "@remix-run/react";
import { lazy, Suspense, type ComponentProps } from "react";
import type { GeneralErrorBoundary as Eager } from "~/components/error-boundary";

// The error screen is code-split: almost no page view ever shows it, so its
// messages are not part of every page's first load. The server renders it in
// place (entry.server waits for all content), so error pages work without
// JavaScript; in the browser it loads when a route first fails.
const Real = lazy(() => import("~/components/error-boundary").then((m) => ({ default: m.GeneralErrorBoundary })));

export function GeneralErrorBoundary(props: ComponentProps<typeof Eager>) {
  return (
    <Suspense fallback={null}>
      <Real {...props} />
    </Suspense>
  );
}

/** The ErrorBoundary of a shopper's order page: its own words for a 404 with a link to My Orders, else the app's error screen. */
export function makeOrderErrorBoundary(title: string, body: string) {
  return function OrderErrorBoundary() {
    return (
      <GeneralErrorBoundary
        statusHandlers={{
          404: () => (
            <div className="mx-auto max-w-xl px-4 py-16 text-center">
              <h1 className="font-serif text-3xl font-bold text-brand-700">{title}</h1>
              <p className="mt-3 text-stone-700">{body}</p>
              <Link to="/account" className="mt-6 inline-flex font-semibold text-brand-700 underline">
                Go to My Orders
              </Link>
            </div>
          ),
        }}
      />
    );
  };
}
