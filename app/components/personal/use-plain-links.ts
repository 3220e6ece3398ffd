import { useNavigate } from "@remix-run/react";
import { useEffect } from "react";

/**
 * Client-side navigation for the plain links of the personal slots (`<a data-nav>`,
 * components/personal/slots.tsx): a left click without a modifier key goes through Remix's
 * router, as a `<Link>` would; anything else (a new tab, no JavaScript) is the plain link.
 */
export function usePlainLinkNavigation() {
  const navigate = useNavigate();
  useEffect(() => {
    function onClick(event: MouseEvent) {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>("a[data-nav]") : null;
      if (!link || link.target || link.hasAttribute("download") || link.origin !== window.location.origin) return;
      event.preventDefault();
      navigate(link.pathname + link.search + link.hash);
    }
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, [navigate]);
}
