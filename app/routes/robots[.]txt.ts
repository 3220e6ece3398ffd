import type { LoaderFunctionArgs } from "@remix-run/node";
import { PUBLIC_FILE_CACHE, type CachePolicy } from "~/utils/cache-control.server";
import { siteUrl } from "~/utils/urls.server";

export const cachePolicy = "public" satisfies CachePolicy;

// /robots.txt: the catalogue is open to crawlers; accounts, the back office, the JSON API and
// sign-in detours are not.
//
// /cart and /checkout are not disallowed here (decision 0039): robots.txt stops crawling, not
// indexing (a disallowed URL that is linked can still be listed, and its `noindex` is never read).
// What a crawler can fetch there (it carries no cookie) is an empty cart, which says `noindex`
// (routes/cart.tsx), and a redirect from /checkout to the sign-in page.

export const DISALLOWED = [
  "/account",
  "/admin",
  "/wishlist",
  "/api/",
  "/login?redirect",
  "/order/",
  "/addresses",
  "/change-password",
  "/newsletter",
  "/logout",
  "/reset-password",
] as const;

export function loader(_args: LoaderFunctionArgs) {
  const body = [
    "User-agent: *",
    "Allow: /",
    "Allow: /shop",
    ...DISALLOWED.map((path) => `Disallow: ${path}`),
    "",
    `Sitemap: ${siteUrl("/sitemap.xml")}`,
    "",
  ].join("\n");
  return new Response(body, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": PUBLIC_FILE_CACHE },
  });
}
