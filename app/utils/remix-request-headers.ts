// The headers server.js hands Remix with each request.
//
// Remix 2.17 checks every document POST itself (throwIfPotentialCSRFAttack):
// the Origin's host must equal X-Forwarded-Host, or else Host, and a mismatch
// is a 500 before any action runs. server.js has already refused cross-site
// writes by comparing Origin with APP_URL (same-origin.ts), so the two checks
// must agree on what the site is. Behind a proxy they did not: nginx forwards
// `Host: 127.0.0.1:3000` unless told otherwise, and many proxies add
// `X-Forwarded-Host` (sometimes with a port), so every form posted without
// JavaScript answered 500. So, like the request URL (built on APP_URL's host),
// Remix sees APP_URL's host: always in production (where only APP_URL's origin
// may post), and outside production when the Origin is APP_URL's (a developer
// on another address keeps the Host their browser wrote, which the guard
// compares with Origin). X-Forwarded-Host is never passed on: anyone can write it.

export type RawHeaders = Record<string, string | string[] | undefined>;

export function remixRequestHeaders(raw: RawHeaders, { appOrigin, production }: { appOrigin: string; production: boolean }): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(raw)) {
    if (name.toLowerCase() === "x-forwarded-host") continue;
    if (typeof value === "string") headers.set(name, value);
    else if (Array.isArray(value)) for (const item of value) headers.append(name, item);
  }
  const site = new URL(appOrigin);
  const origin = headers.get("origin");
  const fromSite = origin !== null && URL.canParse(origin) && new URL(origin).origin === site.origin;
  if (production || fromSite) headers.set("host", site.host);
  return headers;
}
