import type { ClientActionFunctionArgs } from "@remix-run/react";
import { showClientToast } from "~/utils/network-failure";

// The clientAction half of utils/network-failure.ts, for the routes whose forms post with
// JavaScript (a module of its own: the pages without such a form do not carry it).

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

/** A fetch that never got an answer (offline, connection reset, DNS): not an HTTP error, not a redirect. */
export function isNetworkFailure(error: unknown): boolean {
  if (error instanceof Response) return false;
  if (error instanceof TypeError) return true;
  return error instanceof Error && /failed to fetch|network|load failed|fetch failed/i.test(error.message);
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
