import { Link } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/lazy-error-boundary";

// A module of its own: only the order pages carry these words (not every page's first load).

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
