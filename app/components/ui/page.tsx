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
