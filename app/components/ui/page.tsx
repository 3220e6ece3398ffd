import type { MetaDescriptor } from "@remix-run/node";

// The shop name and page title for a route's `meta`. The content-page components live in
// ui/content-page.tsx: most routes need only these two helpers, and a module shared by
// routes travels whole in their browser bundles (docs/decisions/0016-js-budget.md).

type MatchLike = { id: string; data?: unknown };

/** The shop name from the root loader's data in `meta` (it is never hard-coded). */
export function shopNameFrom(matches: readonly MatchLike[] | undefined) {
  const root = matches?.find((m) => m.id === "root")?.data as { shop?: { name?: string } } | undefined;
  return root?.shop?.name;
}

/** `[{ title: "Size Guide | <shop>" }, { name: "description", ... }]` for a route's `meta`. */
export function pageMeta(
  title: string,
  matches: readonly MatchLike[] | undefined,
  description?: string,
): MetaDescriptor[] {
  const shop = shopNameFrom(matches);
  const tags: MetaDescriptor[] = [{ title: shop ? `${title} | ${shop}` : title }];
  if (description) tags.push({ name: "description", content: description });
  return tags;
}

/** The `meta` of a content page (about, contact): title, description, canonical link and a summary card. */
export function contentPageMeta(title: string, description: string, canonical: string | undefined, matches: readonly MatchLike[] | undefined): MetaDescriptor[] {
  const shop = shopNameFrom(matches);
  const fullTitle = shop ? `${title} | ${shop}` : title;
  return [
    { title: fullTitle },
    { name: "description", content: description },
    ...(canonical ? [{ tagName: "link", rel: "canonical", href: canonical }, { property: "og:url", content: canonical }] : []),
    { property: "og:type", content: "website" },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:locale", content: "en_IN" },
    ...(shop ? [{ property: "og:site_name", content: shop }] : []),
    { name: "twitter:card", content: "summary" },
  ];
}
