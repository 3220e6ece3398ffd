import type { LoaderFunctionArgs } from "@remix-run/node";
import { PUBLIC_FILE_CACHE, type CachePolicy } from "~/utils/cache-control.server";
import { siteUrl } from "~/utils/urls.server";

export const cachePolicy = "public" satisfies CachePolicy;

// /robots.txt: the catalogue is open to crawlers; carts, checkout, accounts,
// the back office, the JSON API and sign-in detours are not.

export const DISALLOWED = [
  "/cart",
  "/checkout",
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
