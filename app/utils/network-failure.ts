import type { ShouldRevalidateFunctionArgs } from "@remix-run/react";

// When the network fails under a JavaScript submission (a form or a fetcher), the page and what was
// typed stay, the documents' message shows as a toast, and the shopper can simply submit again.
// Without this, Remix answers a failed fetch with the route's error boundary, which replaces the page
// (the checkout form and its typed address, the contact message, the whole /shop listing).
//
// Routes with forms export `clientAction = keepPageOnNetworkFailure(...)` (their server action runs
// as before; only a fetch that never reached the server is caught) and every page that shows such a
// form exports `shouldRevalidate` from here, so the loaders are not re-fetched over the same dead
// network after the failure. Without JavaScript none of this runs: a failed post is the browser's own
// error page, and Back keeps the form.


const TOAST_EVENT = "app:toast";
export type ClientToast = { type: "error"; title: string };

/** Shows a toast from the browser (the Toaster listens); the server's toasts come with the loader. */
export function showClientToast(toast: ClientToast) {
  window.dispatchEvent(new CustomEvent<ClientToast>(TOAST_EVENT, { detail: toast }));
}

export function onClientToast(listener: (toast: ClientToast) => void): () => void {
  const handler = (event: Event) => listener((event as CustomEvent<ClientToast>).detail);
  window.addEventListener(TOAST_EVENT, handler);
  return () => window.removeEventListener(TOAST_EVENT, handler);
}

export function isNetworkFailureResult(value: unknown): value is { networkError: true } {
  return typeof value === "object" && value !== null && (value as { networkError?: unknown }).networkError === true;
}

/** Every page with such a form: after a network failure, do not re-fetch the loaders (they would fail too). */
export function shouldRevalidate({ actionResult, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (isNetworkFailureResult(actionResult)) return false;
  return defaultShouldRevalidate;
}
