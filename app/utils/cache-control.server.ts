import { AsyncLocalStorage } from "node:async_hooks";
import type { ServerBuild } from "@remix-run/node";
import { matchRoutes } from "@remix-run/react";
// The very parser Remix's createCookie uses (@remix-run/server-runtime depends on cookie 0.7.2),
// so "has our cookie" here means exactly "Remix will read our cookie" (see hasOurCookies).
import { parse as parseCookieHeader } from "cookie";
import type { SlotUse } from "~/components/personal/slots";

// Cache-Control for every answer, from the policy each route declares where it
// is defined (docs/decisions/0014-route-cache-policy.md):
//
//   import type { CachePolicy } from "~/utils/cache-control.server";
//   export const cachePolicy = "public" satisfies CachePolicy;
//
// - "public": the same for every anonymous visitor (catalogue pages, catalogue
//   API reads). Shared caches, and the server's own page cache, may keep a 200
//   GET of it for a visitor without our cookies; anyone else gets it private.
// - "personal": depends on who asks (cart, wishlist, sign-in pages): private.
// - "no-store": never stored anywhere (account, money, back office).
//
// A page is as strict as the strictest route it renders (the root, layouts and
// the leaf), and a route that declares nothing counts as personal, so a new page
// is never shared by accident (a unit test fails for a route that declares none).
// This module is the only reader: entry.server.tsx for documents and Remix data
// requests, api.server.ts for the JSON API, page-cache.server.ts for what the
// server keeps.

export const CACHE_POLICIES = ["public", "personal", "no-store"] as const;
export type CachePolicy = (typeof CACHE_POLICIES)[number];
/** What a route module exports to declare its policy: `export const cachePolicy = "public" satisfies CachePolicy;`. */
export type RouteCacheModule = object;

export function isCachePolicy(value: unknown): value is CachePolicy {
  return (CACHE_POLICIES as readonly unknown[]).includes(value);
}

/**
 * The policy a route module declares in its `cachePolicy` export, or undefined. A server-only
 * export, not Remix's `handle`: Remix ships a route's `handle` to the browser, and for a resource
 * route that bundle would carry its top-level server code (an API route's schemas, zod and all).
 */
export function declaredPolicy(module: RouteCacheModule | undefined): CachePolicy | undefined {
  const cache = module ? (module as { cachePolicy?: unknown }).cachePolicy : undefined;
  return isCachePolicy(cache) ? cache : undefined;
}

/** The strictest of the matched routes' policies (undeclared counts as personal; nothing matched is no-store). */
export function strictestPolicy(modules: Array<RouteCacheModule | undefined>): CachePolicy {
  if (!modules.length) return "no-store";
  let rank = 0;
  for (const module of modules) rank = Math.max(rank, CACHE_POLICIES.indexOf(declaredPolicy(module) ?? "personal"));
  return CACHE_POLICIES[rank];
}

// ---------------------------------------------------------------- the route table
//
// Documents know their matched routes (entry.server.tsx reads them from the
// render's context). Remix data requests, API answers and server.js's page
// cache key come before or without that, so the server build's routes are
// registered once at start (server.js) and URLs are matched as Remix matches them.

type ServerRoutes = ServerBuild["routes"];
type RouteObject = Parameters<typeof matchRoutes>[0][number];
type RouteTable = { tree: RouteObject[]; modules: Map<string, RouteCacheModule> };
let table: RouteTable | null = null;

function routeTree(routes: ServerRoutes, parentId?: string): RouteObject[] {
  return Object.values(routes)
    .filter((route): route is NonNullable<typeof route> => route !== undefined && route.parentId === parentId)
    .map((route) =>
      route.index
        ? { id: route.id, path: route.path, index: true, caseSensitive: route.caseSensitive }
        : { id: route.id, path: route.path, caseSensitive: route.caseSensitive, children: routeTree(routes, route.id) },
    );
}

/** Called once with the server build's routes (`build.routes`); tests pass the app's routes too. */
export function registerRoutes(routes: ServerRoutes) {
  const modules = new Map<string, RouteCacheModule>();
  for (const route of Object.values(routes)) if (route) modules.set(route.id, route.module);
  table = { tree: routeTree(routes), modules };
  policyMemo.clear();
  slotsMemo.clear();
}

/** A document's or Remix data request's page path: without the `.data` suffix or a trailing slash. */
export function pagePath(pathname: string): string {
  const path = pathname.replace(/\.data$/, "").replace(/\/+$/, "") || "/";
  // Remix asks for the home page's data as /_root.data.
  return path === "/_root" ? "/" : path;
}

// Matching a path flattens and ranks the whole route tree (about 0.5 ms for ~150 routes), and the
// page cache asks on every request: the answers are remembered per path (the table never changes
// after registerRoutes; a bounded map, emptied when full, so odd URLs cannot grow it without end).
// Only paths of a sensible length are remembered: 5,000 paths of 16 KB would be 80 MB a map.
const POLICY_MEMO_MAX = 5_000;
const MEMO_PATH_MAX = 512;
const policyMemo = new Map<string, CachePolicy>();

/** The policy of the routes a URL path (a page, its `.data` request or an API path) renders; no-store before routes are registered. */
export function routePolicy(pathname: string): CachePolicy {
  if (!table) return "no-store";
  const path = pagePath(pathname);
  const known = policyMemo.get(path);
  if (known) return known;
  const matches = matchRoutes(table.tree, path) ?? [];
  const modules = table.modules;
  const policy = strictestPolicy(matches.map((match) => modules.get(match.route.id ?? "")));
  if (path.length > MEMO_PATH_MAX) return policy;
  if (policyMemo.size >= POLICY_MEMO_MAX) policyMemo.clear();
  policyMemo.set(path, policy);
  return policy;
}

/**
 * Whether a route's only personal parts are the personal slots (components/personal/slots.tsx):
 * it exports `personalSlots = true`. A signed-in visitor then gets the shared page with the slots
 * filled in (utils/personal-page.server.ts, decision 0032).
 */
export type PersonalSlotsModule = { personalSlots?: true };

const slotsMemo = new Map<string, boolean>();

/** Whether every route a page path renders is public and declares `personalSlots`. */
export function routeHasOnlySlots(pathname: string): boolean {
  if (!table || pathname.endsWith(".data")) return false;
  const path = pagePath(pathname);
  const known = slotsMemo.get(path);
  if (known !== undefined) return known;
  const matches = matchRoutes(table.tree, path) ?? [];
  const modules = matches.map((match) => table!.modules.get(match.route.id ?? ""));
  const answer =
    modules.length > 0 &&
    strictestPolicy(modules) === "public" &&
    modules.every((module) => (module as PersonalSlotsModule | undefined)?.personalSlots === true);
  if (path.length > MEMO_PATH_MAX) return answer;
  if (slotsMemo.size >= POLICY_MEMO_MAX) slotsMemo.clear();
  slotsMemo.set(path, answer);
  return answer;
}

// ---------------------------------------------------------------- header values

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

/** Whether a Cookie header carries a toast (shown once, by a page rendered for the visitor). */
export function hasToastCookie(cookieHeader: string | null | undefined): boolean {
  return Boolean(cookieHeader) && Object.prototype.hasOwnProperty.call(parseCookieHeader(cookieHeader!), "__toast");
}

// ---------------------------------------------------------------- personal renders
//
// The second guarantee, which holds even if the cookie test above were fooled:
// a render during which the session helpers found a signed-in user, a guest
// cart or wishlist id, or a toast is personal. The page cache renders inside
// `inRenderScope` and never keeps such a render, and Cache-Control (decided
// during the render by entry.server.tsx) turns private for it.

// A render for the page cache also records the personal slots it rendered (entry.server.tsx hands
// `slots` to them), so a signed-in visitor's copy can be made from the kept page.
type RenderScope = { personal: boolean; slots: SlotUse[] };
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
export async function inRenderScope<T>(render: () => Promise<T>): Promise<{ result: T; personal: boolean; slots: SlotUse[] }> {
  const scope: RenderScope = { personal: false, slots: [] };
  const result = await renderScope.run(scope, render);
  return { result, personal: scope.personal, slots: scope.slots };
}

/** Where this render records its personal slots, inside an `inRenderScope` render; null otherwise. */
export function renderSlotRecorder(): SlotUse[] | null {
  return renderScope.getStore()?.slots ?? null;
}

/** Cache-Control of a document or Remix data request under its routes' policy. */
export function cacheControlFor(policy: CachePolicy, request: Request, status: number): string {
  if (policy === "no-store") return NO_STORE_CACHE;
  const personal = hasOurCookies(request.headers.get("Cookie")) || isPersonalRender();
  if (policy === "public" && !personal && status === 200 && request.method === "GET") return PUBLIC_PAGE_CACHE;
  return PERSONAL_PAGE_CACHE;
}

/** Sets a document's or data request's Cache-Control from its routes' policy, and Vary: Cookie. */
export function setCacheHeaders(headers: Headers, request: Request, status: number, policy: CachePolicy) {
  headers.set("Cache-Control", cacheControlFor(policy, request, status));
  headers.append("Vary", "Cookie");
}

// ---------------------------------------------------------------- resources and the API

/** The JSON API's public reads (the catalogue): browsers and proxies may keep them briefly. */
export const PUBLIC_API_CACHE = "public, max-age=60, stale-while-revalidate=300";
/** Every other API answer. */
export const API_NO_STORE = "no-store";
/** Public files (robots.txt, sitemap.xml). */
export const PUBLIC_FILE_CACHE = "public, max-age=3600";

/**
 * Cache-Control of a JSON API answer: a public route's successful GET for a
 * caller without a token is public (the route may name a lifetime of its own,
 * as the OpenAPI document does); everything else, including any answer for a
 * signed-in caller and any route that declares another policy, is no-store.
 */
export function apiCacheControl(
  policy: CachePolicy,
  answer: { request: Request; status: number; signedIn: boolean; own?: string | null },
): string {
  const read = answer.request.method === "GET" || answer.request.method === "HEAD";
  const anonymous = !answer.signedIn && !answer.request.headers.has("Authorization");
  if (policy !== "public" || !read || !anonymous || answer.status < 200 || answer.status >= 300) return API_NO_STORE;
  return answer.own ?? PUBLIC_API_CACHE;
}
