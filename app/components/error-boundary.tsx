import { type ErrorResponse, isRouteErrorResponse, Link, useRouteError } from "@remix-run/react";
import type { ReactNode } from "react";

type Message = { title: string; body: string; action?: { to: string; label: string } };

const HOME = { to: "/", label: "Go back home" };

/** Friendly words per HTTP status; anything else falls back to the 500 text. */
const MESSAGES: Record<number, Message> = {
  400: { title: "Something isn't quite right", body: "We couldn't understand that request. Please check the details and try again.", action: HOME },
  401: { title: "Please sign in", body: "You need to be signed in to see this page.", action: { to: "/login", label: "Sign in" } },
  403: { title: "Access denied", body: "Sorry, you don't have permission to view this page.", action: HOME },
  404: { title: "Oops! Page not found", body: "The page you are looking for may have been moved, renamed or is no longer available. Let's get you back to our collections.", action: HOME },
  405: { title: "That isn't allowed here", body: "This page can't handle that kind of request.", action: HOME },
  429: { title: "Too many requests", body: "You're going a little fast for us. Please wait a moment and try again.", action: HOME },
  500: { title: "Something went wrong", body: "We're sorry, something went wrong on our side. Please try again in a moment.", action: HOME },
  503: { title: "We'll be right back", body: "The shop is briefly unavailable. Please try again in a few minutes.", action: HOME },
};

export function errorMessageFor(status: number): Message {
  return MESSAGES[status] ?? (status >= 400 && status < 500 ? MESSAGES[400] : MESSAGES[500]);
}

/**
 * The app's one error screen, with a message per status. Route modules can
 * pass `statusHandlers` to render something specific for a status (e.g. a
 * 'Product Not Found' page). No stack trace or server message is ever shown
 * in production.
 */
export function GeneralErrorBoundary({
  statusHandlers,
  unexpectedErrorHandler,
}: {
  statusHandlers?: Record<number, (error: ErrorResponse) => ReactNode>;
  unexpectedErrorHandler?: (error: unknown) => ReactNode;
} = {}) {
  const error = useRouteError();

  if (isRouteErrorResponse(error)) {
    const custom = statusHandlers?.[error.status];
    if (custom) return <>{custom(error)}</>;
    return <ErrorScreen status={error.status} message={errorMessageFor(error.status)} />;
  }

  // The server already logs it (entry.server handleError); in the browser, the console.
  if (typeof document !== "undefined") console.error(error);
  if (unexpectedErrorHandler) return <>{unexpectedErrorHandler(error)}</>;
  const detail =
    process.env.NODE_ENV === "development" && error instanceof Error ? `${error.message}\n\n${error.stack ?? ""}` : null;
  return <ErrorScreen status={500} message={MESSAGES[500]} detail={detail} />;
}

export function ErrorScreen({ status, message, detail }: { status: number; message: Message; detail?: string | null }) {
  return (
    <section
      className="mx-auto flex max-w-2xl flex-col items-center px-4 py-16 text-center sm:py-24"
      data-testid="error-screen"
      data-status={status}
    >
      <p className="font-serif text-7xl font-bold text-amber-600 sm:text-8xl" aria-hidden="true">
        {status}
      </p>
      <h1 className="mt-4 font-serif text-3xl font-bold text-brand-700 sm:text-4xl">{message.title}</h1>
      <p className="mt-4 max-w-lg text-base leading-relaxed text-stone-700">{message.body}</p>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        {message.action ? (
          <Link
            to={message.action.to}
            className="inline-flex min-h-12 items-center justify-center rounded-lg bg-brand-700 px-6 font-semibold text-white shadow-sm hover:bg-brand-900"
          >
            {message.action.label}
          </Link>
        ) : null}
        {status === 404 ? (
          <Link
            to="/shop"
            className="inline-flex min-h-12 items-center justify-center rounded-lg border border-brand-700 px-6 font-semibold text-brand-700 hover:bg-brand-50"
          >
            Browse the collection
          </Link>
        ) : null}
      </div>
      {detail ? (
        <pre className="mt-10 max-w-full overflow-auto rounded-lg bg-stone-900 p-4 text-left text-xs text-stone-100">{detail}</pre>
      ) : null}
    </section>
  );
}

// Loaded with import(): an entry point of its own in the browser build, so it re-exports the shell chunk
// like the others do (app/utils/shell-chunk.ts).
export * as __shellChunk from "~/utils/shell-chunk";
