// Cache-Control for HTML documents and Remix data requests. The header, the
// cart badge and toasts make a page personal as soon as the visitor has one of
// our cookies; a first-time, cookie-less visitor sees the same catalogue page
// as everyone else, so shared caches may keep it briefly.

/** Pages that are the same for every anonymous visitor. */
const PUBLIC_PATHS = [/^\/$/, /^\/shop$/, /^\/product\/[^/]+$/, /^\/about$/, /^\/contact$/, /^\/(size-guide|shipping|returns|privacy|terms|cookies)$/];
/** Pages that must never be stored anywhere (account, money, back office). */
const NO_STORE = [/^\/account/, /^\/checkout/, /^\/admin/, /^\/order\//, /^\/addresses/, /^\/change-password/, /^\/payments\//, /^\/reset-password/];

/** A document's or Remix data request's page path: without the `.data` suffix or a trailing slash. */
export function pagePath(pathname: string): string {
  return pathname.replace(/\.data$/, "").replace(/\/+$/, "") || "/";
}

/** True for the pages every anonymous visitor sees alike (a `pagePath`). */
export function isPublicPagePath(path: string): boolean {
  return PUBLIC_PATHS.some((re) => re.test(path));
}

export const PUBLIC_PAGE_CACHE = "public, max-age=0, s-maxage=60, stale-while-revalidate=300";
export const PERSONAL_PAGE_CACHE = "private, no-cache";
export const NO_STORE_CACHE = "private, no-store";

const OUR_COOKIES = /(?:^|;\s*)(__session|__guest|__toast)=/;

/** Whether a Cookie header carries one of our cookies (session, guest cart, toast): the page is then personal. */
export function hasOurCookies(cookieHeader: string | null | undefined): boolean {
  return OUR_COOKIES.test(cookieHeader ?? "");
}

export function cacheControlFor(request: Request, status: number): string {
  const url = new URL(request.url);
  const path = pagePath(url.pathname);
  if (NO_STORE.some((re) => re.test(path))) return NO_STORE_CACHE;
  const personal = hasOurCookies(request.headers.get("Cookie"));
  if (!personal && status === 200 && request.method === "GET" && isPublicPagePath(path)) return PUBLIC_PAGE_CACHE;
  return PERSONAL_PAGE_CACHE;
}

/** Sets Cache-Control (unless a route chose one) and Vary: Cookie. */
export function setCacheHeaders(headers: Headers, request: Request, status: number) {
  if (!headers.has("Cache-Control")) headers.set("Cache-Control", cacheControlFor(request, status));
  headers.append("Vary", "Cookie");
}
