import { isRouteErrorResponse, Link, useRouteError } from "@remix-run/react";

export function GeneralErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <div className="mx-auto max-w-xl px-4 py-24 text-center">
        <h1 className="text-3xl font-bold">Oops! Page not found</h1>
        <Link to="/" className="mt-6 inline-block text-brand-700 underline">Go back home</Link>
      </div>
    );
  }
  return (
    <div className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold">Something went wrong</h1>
      <p className="mt-2">Please try again in a moment.</p>
    </div>
  );
}
