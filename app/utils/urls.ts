// The store's own URLs, built one way everywhere (links, redirects, canonical
// and JSON-LD URLs, the sitemap, e-mails). Browser-safe; the site's origin
// (APP_URL) is read on the server only: appUrl() in utils/urls.server.ts.

/** "/product/<id>": a product's page. */
export const productUrl = (id: string) => `/product/${encodeURIComponent(id)}`;

/** `path`, with `?redirect=` where there is a path to come back to (sign-in and register pass it on). */
export const withRedirect = (path: string, redirectTo?: string) => (redirectTo ? `${path}?${new URLSearchParams({ redirect: redirectTo })}` : path);

/** "/login", or "/login?redirect=%2Fcheckout": sign in, then back to a path on this site. */
export const loginUrl = (redirectTo?: string) => withRedirect("/login", redirectTo);

/** A path made absolute on `origin` (appUrl() from a loader); an absolute URL stays as it is. */
export const absoluteUrl = (origin: string, path: string) => (/^https?:\/\//.test(path) ? path : `${origin}${path.startsWith("/") ? "" : "/"}${path}`);
