import type { ClientActionFunctionArgs, ShouldRevalidateFunctionArgs } from "@remix-run/react";

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

/** The documents' message for a failure to reach the server (spec/storefront.md, errors). */
export const NETWORK_ERROR_MESSAGE = "Network error. Please check your connection and try again.";
/** Checkout's own words for the same failure (spec/storefront.md, Checkout). */
export const CHECKOUT_NETWORK_MESSAGE = "Failed to place order. Please try again.";

/**
 * What a route's clientAction answers for a post that never reached the server. `result` is shaped
 * like Conform's reply (SubmissionResult): the form is remounted with what was typed (initialValue)
 * and the message as the form's own error, so a screen reading `actionData.result` keeps its fields.
 */
export type NetworkFailure = {
  ok: false;
  networkError: true;
  message: string;
  result: { status: "error"; initialValue: Record<string, string | string[]>; error: Record<string, string[]> };
};

/** The posted text fields (never a password) as Conform's initialValue. */
function typedValues(form: FormData): Record<string, string | string[]> {
  const values: Record<string, string | string[]> = {};
  for (const [name, value] of form) {
    if (typeof value !== "string" || /password/i.test(name) || name.startsWith("__")) continue;
    const earlier = values[name];
    values[name] = earlier === undefined ? value : Array.isArray(earlier) ? [...earlier, value] : [earlier, value];
  }
  return values;
}

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

/** A fetch that never got an answer (offline, connection reset, DNS): not an HTTP error, not a redirect. */
export function isNetworkFailure(error: unknown): boolean {
  if (error instanceof Response) return false;
  if (error instanceof TypeError) return true;
  return error instanceof Error && /failed to fetch|network|load failed|fetch failed/i.test(error.message);
}

export function isNetworkFailureResult(value: unknown): value is NetworkFailure {
  return typeof value === "object" && value !== null && (value as { networkError?: unknown }).networkError === true;
}

/**
 * A route's clientAction: runs the server action; when the request never reached the server, keeps
 * the page and shows `message` (a string, or chosen from the posted form, e.g. by its intent).
 */
export function keepPageOnNetworkFailure(message: string | ((form: FormData) => string) = NETWORK_ERROR_MESSAGE) {
  return async function clientAction({ request, serverAction }: ClientActionFunctionArgs) {
    const form = await request
      .clone()
      .formData()
      .catch(() => new FormData());
    try {
      return await serverAction();
    } catch (error) {
      if (!isNetworkFailure(error)) throw error;
      const text = typeof message === "function" ? message(form) : message;
      showClientToast({ type: "error", title: text });
      const failure: NetworkFailure = { ok: false, networkError: true, message: text, result: { status: "error", initialValue: typedValues(form), error: { "": [text] } } };
      return failure;
    }
  };
}

/** Every page with such a form: after a network failure, do not re-fetch the loaders (they would fail too). */
export function shouldRevalidate({ actionResult, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (isNetworkFailureResult(actionResult)) return false;
  return defaultShouldRevalidate;
}
