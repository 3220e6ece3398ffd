import { AsyncLocalStorage } from "node:async_hooks";
// The very parser Remix's createCookie uses (@remix-run/server-runtime depends on cookie 0.7.2),
// so "has our cookie" here means exactly "Remix will read our cookie" (see hasOurCookies).
import { parse as parseCookieHeader } from "cookie";

// Cache-Control for HTML documents and Remix data requests. The header, the
// cart badge and toasts make a page personal as soon as the visitor has one of
// our cookies; a first-time, cookie-less visitor sees the same catalogue page
// as everyone else, so shared caches may keep it briefly.

/** Pages that are the same for every anonymous visitor. */
const PUBLIC_PATHS = [/^\/$/, /^\/shop$/, /^\/product\/[^/]+$/, /^\/about$/, /^\/contact$/, /^\/(size-guide|shipping|returns|privacy|terms|cookies)$/];
/** Pages that must never be stored anywhere (account, money, back office). */
const NO_STORE = [/^\/account/, /^\/checkout/, /^\/admin/, /^\/order\//, /^\/addresses/, /^\/change-password/, /^\/payments\//, /^\/reset-password/, /^\/newsletter/];

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

const OUR_COOKIES = ["__session", "__guest", "__toast"] as const;

/**
 * Whether a Cookie header carries one of our cookies (session, guest cart,
 * toast): the page is then personal. Read with Remix's own parser: a regular
 * expression of our own once missed `__session =<value>` (a space before "="),
 * which Remix reads as a session, so a signed-in page was cached for everyone.
 */
export function hasOurCookies(cookieHeader: string | null | undefined): boolean {
  if (!cookieHeader) return false;
  const cookies = parseCookieHeader(cookieHeader);
  return OUR_COOKIES.some((name) => Object.prototype.hasOwnProperty.call(cookies, name));
}

// ---------------------------------------------------------------- personal renders
//
// The second guarantee, which holds even if the cookie test above were fooled:
// a render during which the session helpers found a signed-in user, a guest
// cart or wishlist id, or a toast is personal. The page cache renders inside
// `inRenderScope` and never keeps such a render, and Cache-Control (decided
// during the render by entry.server.tsx) turns private for it.

type RenderScope = { personal: boolean };
const renderScope = new AsyncLocalStorage<RenderScope>();

/** Called by the session, guest and toast helpers when they find something of this visitor's. */
export function markPersonalRender() {
  const scope = renderScope.getStore();
  if (scope) scope.personal = true;
}

/** True inside an `inRenderScope` render that found a user, a guest id or a toast. */
export function isPersonalRender(): boolean {
  return renderScope.getStore()?.personal === true;
}

/** Runs a render and says whether it turned out personal (everything it awaits shares the scope). */
export async function inRenderScope<T>(render: () => Promise<T>): Promise<{ result: T; personal: boolean }> {
  const scope: RenderScope = { personal: false };
  const result = await renderScope.run(scope, render);
  return { result, personal: scope.personal };
}

export function cacheControlFor(request: Request, status: number): string {
  const url = new URL(request.url);
  const path = pagePath(url.pathname);
  if (NO_STORE.some((re) => re.test(path))) return NO_STORE_CACHE;
  const personal = hasOurCookies(request.headers.get("Cookie")) || isPersonalRender();
  if (!personal && status === 200 && request.method === "GET" && isPublicPagePath(path)) return PUBLIC_PAGE_CACHE;
  return PERSONAL_PAGE_CACHE;
}

/** Sets Cache-Control (unless a route chose one) and Vary: Cookie. */
export function setCacheHeaders(headers: Headers, request: Request, status: number) {
  if (!headers.has("Cache-Control")) headers.set("Cache-Control", cacheControlFor(request, status));
  headers.append("Vary", "Cookie");
}
