import { PrefetchPageLinks, useNavigate, useNavigation } from "@remix-run/react";
import { noteNavigation } from "~/components/use-hydrated";
import { useEffect, useState, type AnchorHTMLAttributes } from "react";

/**
 * A link of the site's shell: a plain `<a data-nav>` that `PlainLinkNavigation` (one delegated
 * handler, rendered once by SiteLayout) navigates through Remix's router on a plain left click, as a
 * `<Link>` would, and that the browser follows without JavaScript. It runs no router hooks: the
 * shell's ~55 links had cost a signed-in /cart a fifth of its render (decision 0041).
 * - `to` is an absolute path (nothing is resolved against the current route).
 * - `discover` as on `<Link>`: "render" (the default) marks it `data-discover`, which Remix's route
 *   discovery picks out of the document; "none" leaves the route to be discovered on the click.
 * - `prefetch="intent"` as on `<Link>`: the page's modules and data are prefetched on hover, focus or touch.
 * - `preventScrollReset` as on `<Link>` (`data-keep-scroll`): the page keeps its scroll position
 *   (tabs and pagers that swap the part of the page under them).
 * Used for the shell and for the links of the pages rendered for each signed-in visitor (the account
 * screens), where every render counts; other content keeps `<Link>`.
 * The personal slots (components/personal/slots.tsx) write the same `<a data-nav>` markup themselves.
 */
export function PlainLink({
  to,
  discover = "render",
  prefetch,
  preventScrollReset,
  ...props
}: { to: string; discover?: "render" | "none"; prefetch?: "intent"; preventScrollReset?: boolean } & Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href">) {
  return (
    <a
      href={to}
      data-nav=""
      data-discover={discover === "render" ? "true" : undefined}
      data-prefetch={prefetch}
      data-keep-scroll={preventScrollReset ? "" : undefined}
      {...props}
    />
  );
}

/**
 * What `<Link>` does on the client, for every `a[data-nav]` of the document:
 * - a left click without a modifier key, on a same-origin link without another `target` or a
 *   `download`, is `navigate(path)`; a link to the page one is on replaces its history entry, and
 *   one marked `data-keep-scroll` keeps the scroll position;
 *   anything else (a new tab, a middle click, no JavaScript) is left to the browser;
 * - on an `a[data-nav][data-prefetch]`, 100 ms of hover, focus or touch renders `<PrefetchPageLinks>`
 *   for its page until the pointer or the focus leaves it (Remix's `prefetch="intent"` timing). The
 *   state is this component's own, so a hover re-renders nothing else;
 * - it tells useHydrated when the first client-side navigation starts.
 */
export function PlainLinkNavigation() {
  const navigate = useNavigate();
  const [intent, setIntent] = useState<string | null>(null);
  // Components mounted from the first navigation on are never hydrated (components/use-hydrated.ts).
  const navigating = useNavigation().state !== "idle";
  useEffect(() => {
    if (navigating) noteNavigation();
  }, [navigating]);
  useEffect(() => {
    function onClick(event: MouseEvent) {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = closestLink(event.target, "a[data-nav]");
      if (!link || (link.target && link.target !== "_self") || link.hasAttribute("download")) return;
      const path = link.pathname + link.search + link.hash;
      // "//host/..." is a path here, but the router would read it as another origin's: the browser's then.
      if (path.startsWith("//")) return;
      event.preventDefault();
      navigate(path, {
        replace: path === window.location.pathname + window.location.search + window.location.hash,
        preventScrollReset: link.hasAttribute("data-keep-scroll"),
      });
    }
    let timer: ReturnType<typeof setTimeout> | undefined;
    let pending: string | null = null;
    function onEnter(event: Event) {
      const link = closestLink(event.target, "a[data-nav][data-prefetch]");
      const path = link ? link.pathname + link.search : null;
      if (!path || path === pending) return;
      clearTimeout(timer);
      pending = path;
      timer = setTimeout(() => setIntent(path), 100);
    }
    function onLeave(event: MouseEvent | FocusEvent) {
      const link = closestLink(event.target, "a[data-nav][data-prefetch]");
      // Moving between the link's own children is not leaving it.
      if (!link || (event.relatedTarget instanceof Node && link.contains(event.relatedTarget))) return;
      clearTimeout(timer);
      pending = null;
      setIntent(null);
    }
    const listeners = [
      ["click", onClick],
      ["mouseover", onEnter],
      ["focusin", onEnter],
      ["touchstart", onEnter],
      ["mouseout", onLeave],
      ["focusout", onLeave],
    ] as const;
    for (const [type, listener] of listeners) document.addEventListener(type, listener as EventListener, { passive: type === "touchstart" });
    return () => {
      clearTimeout(timer);
      for (const [type, listener] of listeners) document.removeEventListener(type, listener as EventListener);
    };
  }, [navigate]);
  return intent ? <PrefetchPageLinks page={intent} /> : null;
}

/** The same-origin link of `selector` at or around an event's target. */
function closestLink(target: EventTarget | null, selector: string): HTMLAnchorElement | null {
  const link = target instanceof Element ? target.closest<HTMLAnchorElement>(selector) : null;
  return link && link.origin === window.location.origin ? link : null;
}
