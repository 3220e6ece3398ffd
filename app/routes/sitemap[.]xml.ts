import type { LoaderFunctionArgs } from "@remix-run/node";
import { listSitemapEntries } from "~/models/sitemap.server";
import { PUBLIC_FILE_CACHE, type CachePolicy } from "~/utils/cache-control.server";
import { productUrl } from "~/utils/urls";
import { siteUrl } from "~/utils/urls.server";

export const cachePolicy = "public" satisfies CachePolicy;

// /sitemap.xml: the fixed pages, every active category's shop page and every
// product a shopper can open, as absolute URLs on APP_URL (siteUrl(); never
// the request's Host).

export const STATIC_PATHS = [
  "/",
  "/shop",
  "/about",
  "/contact",
  "/size-guide",
  "/shipping",
  "/returns",
  "/privacy",
  "/terms",
  "/cookies",
] as const;

const escapeXml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" })[c]!);

function url(loc: string, lastmod?: Date) {
  return `<url><loc>${escapeXml(loc)}</loc>${lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ""}</url>`;
}

export async function loader(_args: LoaderFunctionArgs) {
  const { categories, products } = await listSitemapEntries();
  const body = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...STATIC_PATHS.map((path) => url(siteUrl(path))),
    ...categories.map((c) => url(siteUrl(`/shop?category=${encodeURIComponent(c.slug)}`), c.updatedAt)),
    ...products.map((p) => url(siteUrl(productUrl(p.id)), p.updatedAt)),
    "</urlset>",
    "",
  ].join("\n");
  return new Response(body, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": PUBLIC_FILE_CACHE },
  });
}
