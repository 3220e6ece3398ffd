import { useNavigate } from "@remix-run/react";
import { useEffect, useState } from "react";

/**
 * Client-side navigation for the plain links of the shell and the personal slots (`<a data-nav>`:
 * components/ui/plain-link.tsx, components/personal/slots.tsx): a left click without a modifier key
 * goes through Remix's router, as a `<Link>` would; anything else (a new tab, no JavaScript) is the
 * plain link. A link marked `data-prefetch` is prefetched on intent as `<Link prefetch="intent">`
 * is: after 100 ms of hover or focus, or at once on touch, until the pointer or focus leaves. The
 * path to prefetch is returned, for SiteLayout's `<PrefetchPageLinks>`.
 */
export function usePlainLinkNavigation(): string | null {
  const navigate = useNavigate();
  const [intent, setIntent] = useState<string | null>(null);
  useEffect(() => {
    function onClick(event: MouseEvent) {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = closestLink(event.target, "a[data-nav]");
      if (!link || link.target || link.hasAttribute("download")) return;
      event.preventDefault();
      const path = link.pathname + link.search + link.hash;
      // As a <Link>: a link to the page one is on replaces its history entry instead of adding one.
      navigate(path, { replace: path === window.location.pathname + window.location.search + window.location.hash });
    }
    let timer: ReturnType<typeof setTimeout> | undefined;
    let pending: string | null = null;
    function intend(path: string, delay: number) {
      if (path === pending) return;
      clearTimeout(timer);
      pending = path;
      timer = setTimeout(() => setIntent(path), delay);
    }
    function onEnter(event: Event) {
      const link = closestLink(event.target, "a[data-nav][data-prefetch]");
      if (link) intend(link.pathname + link.search, event.type === "touchstart" ? 0 : 100);
    }
    function onLeave(event: MouseEvent | FocusEvent) {
      const link = closestLink(event.target, "a[data-nav][data-prefetch]");
      // Moving between the link's own children is not leaving it.
      if (!link || (event.relatedTarget instanceof Node && link.contains(event.relatedTarget))) return;
      clearTimeout(timer);
      pending = null;
      setIntent(null);
    }
    document.addEventListener("click", onClick);
    document.addEventListener("mouseover", onEnter);
    document.addEventListener("focusin", onEnter);
    document.addEventListener("touchstart", onEnter, { passive: true });
    document.addEventListener("mouseout", onLeave);
    document.addEventListener("focusout", onLeave);
    return () => {
      clearTimeout(timer);
      document.removeEventListener("click", onClick);
      document.removeEventListener("mouseover", onEnter);
      document.removeEventListener("focusin", onEnter);
      document.removeEventListener("touchstart", onEnter);
      document.removeEventListener("mouseout", onLeave);
      document.removeEventListener("focusout", onLeave);
    };
  }, [navigate]);
  return intent;
}

/** The same-origin link of `selector` at or around an event's target. */
function closestLink(target: EventTarget | null, selector: string): HTMLAnchorElement | null {
  const link = target instanceof Element ? target.closest<HTMLAnchorElement>(selector) : null;
  return link && link.origin === window.location.origin ? link : null;
}
