// Cross-site request forgery guard for every state-changing request, applied
// by server.js before Remix runs any action (SameSite=Lax cookies already stop
// most of it; this refuses the rest, e.g. a sibling subdomain or an old
// browser). Browsers say where a request comes from (Origin, Sec-Fetch-Site);
// clients that say nothing (curl, API consumers with bearer tokens, Razorpay's
// servers) are not browsers carrying a shopper's cookies and pass.

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** POSTs that legitimately come from another site. */
export const CROSS_SITE_POST_PATHS = [
  "/payments/callback", // Razorpay Hosted Checkout posts the shopper back here (the order is found by razorpay_order_id, not by cookie)
  "/api/payments/webhook", // Razorpay's servers, verified by signature
];

export type RequestFacts = {
  method: string;
  path: string;
  /** The Host header as received (never X-Forwarded-Host: anyone can write it). */
  host: string | undefined;
  origin: string | undefined;
  secFetchSite: string | undefined;
  /** The store's public origin (APP_URL, appUrl()): the one site whose pages may post here. */
  appOrigin?: string;
  /**
   * In production only APP_URL's origin counts. Outside production an Origin
   * equal to the Host the browser addressed counts too (a developer on
   * http://127.0.0.1:3000 while APP_URL says localhost): a browser writes both
   * headers itself, and a page on another host name gets no cookies of this one.
   */
  production?: boolean;
};

/** Why the request is refused, or null when it may go on. */
export function crossSiteRefusal({ method, path, host, origin, secFetchSite, appOrigin, production = false }: RequestFacts): string | null {
  if (SAFE_METHODS.has(method.toUpperCase())) return null;
  if (CROSS_SITE_POST_PATHS.includes(path)) return null;
  if (origin !== undefined) {
    if (origin === "null") return "opaque origin";
    let from: URL;
    try {
      from = new URL(origin);
    } catch {
      return "malformed Origin header";
    }
    // Scheme, host and port: an http page of the same host is not the https store.
    if (appOrigin && URL.canParse(appOrigin) && from.origin === new URL(appOrigin).origin) return null;
    if (!production && host && from.host.toLowerCase() === host.toLowerCase()) return null;
    return `origin ${from.host} is not this site`;
  }
  if (secFetchSite && secFetchSite !== "same-origin" && secFetchSite !== "none") return `Sec-Fetch-Site: ${secFetchSite}`;
  return null;
}

export const CROSS_SITE_MESSAGE = "This form was sent from another website, so it was refused. Please submit it again from this site.";

const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];

/**
 * Screens' actions read `request.formData()`, which throws on any other body
 * (JSON, text/plain, none); refuse those writes with 415 before Remix runs an
 * action, instead of letting them end as a 500. The JSON API (`/api/...`)
 * parses its own bodies and answers 415 itself.
 */
export function unsupportedBodyRefusal({ method, path, contentType }: { method: string; path: string; contentType: string | undefined }): string | null {
  if (SAFE_METHODS.has(method.toUpperCase())) return null;
  if (path === "/api" || path.startsWith("/api/")) return null;
  const type = (contentType ?? "").split(";")[0].trim().toLowerCase();
  if (FORM_TYPES.includes(type)) return null;
  return type ? `a ${type} body is not a form` : "a write without a form body";
}

export const UNSUPPORTED_BODY_MESSAGE = "This address accepts HTML form submissions only (application/x-www-form-urlencoded or multipart/form-data).";
