import type { AnchorHTMLAttributes } from "react";

/**
 * A link of the site's shell: a plain `<a data-nav>` that SiteLayout's one delegated handler
 * (components/personal/use-plain-links.ts) navigates through Remix's router on a plain left click,
 * as a `<Link>` would, and that the browser follows without JavaScript. It runs no router hooks: the
 * shell's ~55 links had cost a signed-in /cart a fifth of its render (decision 0041).
 * - `to` is an absolute path (nothing is resolved against the current route).
 * - `discover` as on `<Link>`: "render" (the default) marks it `data-discover`, which Remix's route
 *   discovery picks out of the document; "none" leaves the route to be discovered on the click.
 * - `prefetch="intent"` as on `<Link>`, through the same handler and SiteLayout's `<PrefetchPageLinks>`.
 */
export function PlainLink({
  to,
  discover = "render",
  prefetch,
  ...props
}: { to: string; discover?: "render" | "none"; prefetch?: "intent" } & Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href">) {
  return <a href={to} data-nav="" data-discover={discover === "render" ? "true" : undefined} data-prefetch={prefetch} {...props} />;
}
