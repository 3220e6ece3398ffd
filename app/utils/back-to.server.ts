import { safeRedirect } from "~/utils/redirect";

// Where a form post without JavaScript goes back to (decision 0036): the form's own `redirectTo`
// when it sends one, else the page the form was on (the Referer, which browsers send for a
// same-origin post under our Referrer-Policy, strict-origin-when-cross-origin), else `fallback`.
// The product cards' forms no longer carry a redirectTo each: sixteen cards on /shop, two forms
// each, were 1.5 KB of the same hidden input.

/** The path and query of the request's Referer when it is a page of this site, else null. */
export function refererPath(request: Request): string | null {
  const referer = request.headers.get("Referer");
  if (!referer) return null;
  try {
    const from = new URL(referer);
    const hosts = [request.headers.get("Host"), new URL(request.url).host];
    if (!hosts.includes(from.host)) return null;
    return from.pathname + from.search;
  } catch {
    return null;
  }
}

/** The path a form post redirects back to: `redirectTo`, else the Referer's page, else `fallback` (both checked by safeRedirect). */
export function backTo(request: Request, form: FormData, fallback: string): string {
  const given = form.get("redirectTo");
  if (given !== null) return safeRedirect(given, fallback);
  return safeRedirect(refererPath(request), fallback);
}
