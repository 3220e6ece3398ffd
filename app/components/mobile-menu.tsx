import { PlainLink } from "~/components/ui/plain-link";
import { type KeyboardEvent, type MouseEvent, type TouchEvent, useCallback, useRef } from "react";
import { NavLinks } from "~/components/nav-links";
import { Slot } from "~/components/personal/slots";
import { type Shop, telHref } from "~/components/ui/shell";
import { CloseIcon, LogoMark, MailIcon, MenuIcon, PhoneIcon } from "~/components/ui/icons/shell";
import { type CloseOptions, useDismissableDetails } from "~/components/ui/use-dismissable";
import { MOBILE_MENU_SWIPE_CLOSE_PX } from "~/utils/constants";
import { useRootData } from "~/utils/root-data";

// Short component classes (tailwind.css: .mm-*, .btn-p, .btn-o): the menu is in every page's markup.

function prefersReducedMotion() {
  return typeof window !== "undefined" && window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * The mobile slide-in menu (below 768 px), built on `<details>` so it opens and
 * closes without JavaScript: while open, the summary becomes the dimmed
 * backdrop plus the close button, so clicking either closes it natively.
 * With JavaScript it slides in and out, closes on a swipe to the right of more
 * than 50 px, on Escape, on a click outside and on navigation, locks page
 * scrolling and keeps keyboard focus inside.
 */
export function MobileMenu({ shop }: { shop: Shop | undefined }) {
  const detailsRef = useRef<HTMLDetailsElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const closing = useRef(false);
  const touch = useRef<{ x: number; y: number; dx: number } | null>(null);
  const categories = useRootData()?.categories ?? [];

  const close = useCallback((options?: CloseOptions) => {
    const details = detailsRef.current;
    const panel = panelRef.current;
    if (!details?.open || closing.current) return;
    const finish = () => {
      closing.current = false;
      details.open = false;
      if (panel) panel.style.transform = "";
      if (options?.restoreFocus) details.querySelector("summary")?.focus();
    };
    if (!panel || prefersReducedMotion() || typeof panel.animate !== "function") return finish();
    closing.current = true;
    const from = panel.style.transform || "translateX(0)";
    const animation = panel.animate([{ transform: from }, { transform: "translateX(100%)" }], {
      duration: 200,
      easing: "ease-in",
      fill: "forwards",
    });
    // Runs once per close: the safety net below must not end a later close (or close a menu
    // reopened since) when a slow frame let this animation's own finish come first.
    let ended = false;
    const done = () => {
      if (ended) return;
      ended = true;
      animation.cancel();
      finish();
    };
    animation.onfinish = done;
    // A safety net: some environments never fire finish for background tabs.
    window.setTimeout(done, 400);
  }, []);

  useDismissableDetails(detailsRef, close);

  function onToggle() {
    const details = detailsRef.current;
    const panel = panelRef.current;
    if (!details) return;
    document.documentElement.style.overflow = details.open ? "hidden" : "";
    if (details.open && panel && !prefersReducedMotion() && typeof panel.animate === "function") {
      panel.animate([{ transform: "translateX(100%)" }, { transform: "translateX(0)" }], {
        duration: 220,
        easing: "cubic-bezier(0.22, 1, 0.36, 1)",
      });
    }
  }

  function onSummaryClick(event: MouseEvent<HTMLElement>) {
    // With JavaScript, closing animates; opening stays native.
    if (detailsRef.current?.open) {
      event.preventDefault();
      close();
    }
  }

  function onTouchStart(event: TouchEvent) {
    const t = event.touches[0];
    if (t) touch.current = { x: t.clientX, y: t.clientY, dx: 0 };
  }
  function onTouchMove(event: TouchEvent) {
    const start = touch.current;
    const t = event.touches[0];
    if (!start || !t || !panelRef.current) return;
    const dx = t.clientX - start.x;
    const dy = t.clientY - start.y;
    start.dx = dx;
    // Follow the finger while the gesture is a horizontal drag to the right.
    if (dx > 0 && Math.abs(dx) > Math.abs(dy)) panelRef.current.style.transform = `translateX(${dx}px)`;
  }
  function onTouchEnd(event: TouchEvent) {
    const start = touch.current;
    touch.current = null;
    if (!start || !panelRef.current) return;
    const t = event.changedTouches[0];
    const dx = t ? t.clientX - start.x : start.dx;
    const dy = t ? Math.abs(t.clientY - start.y) : 0;
    if (dx > MOBILE_MENU_SWIPE_CLOSE_PX && dx > dy) {
      close();
    } else {
      panelRef.current.style.transform = "";
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLDetailsElement>) {
    // Keep Tab inside the open menu: summary (the close button) and the panel.
    const details = detailsRef.current;
    if (event.key !== "Tab" || !details?.open || !panelRef.current) return;
    const summary = details.querySelector("summary");
    const items = Array.from(panelRef.current.querySelectorAll<HTMLElement>(FOCUSABLE));
    const first = summary ?? items[0];
    const last = items[items.length - 1];
    if (!first || !last) return;
    if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    } else if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    }
  }

  return (
    <details
      ref={detailsRef}
      className="group size-11 md:hidden"
      data-testid="mobile-menu"
      onToggle={onToggle}
      onKeyDown={onKeyDown}
    >
      <summary
        onClick={onSummaryClick}
        className="mm-sum"
      >
        <span className="sr-only group-open:hidden">Open menu</span>
        <span className="sr-only hidden group-open:inline">Close menu</span>
        <MenuIcon className="size-6 group-open:hidden" />
        {/* Open state: the backdrop (left of the panel) and the close button (over the panel). */}
        <span
          aria-hidden="true"
          data-testid="mobile-menu-backdrop"
          className="mm-bd"
        />
        <span
          aria-hidden="true"
          data-testid="mobile-menu-close"
          className="mm-x"
        >
          <CloseIcon className="size-6" />
        </span>
      </summary>

      <div
        ref={panelRef}
        id="mobile-menu-panel"
        data-testid="mobile-menu-panel"
        className="mm-panel"
        onTouchStart={onTouchStart}
        onTouchMove={onTouchMove}
        onTouchEnd={onTouchEnd}
        onTouchCancel={onTouchEnd}
      >
        <div className="mm-top">
          <LogoMark className="size-8 shrink-0" />
          <span className="mm-nm">{shop?.name ?? "Menu"}</span>
        </div>

        <nav aria-label="Mobile" className="mm-nav">
          <Slot kind="mobileUser" props={{}} />

          <NavLinks listClass="space-y-0.5" linkClass="mm-row chev" />

          {categories.length > 0 ? (
            <>
              <hr className="my-4 border-stone-200" />
              {/* `.mm-cats a` (tailwind.css): the .mm-row look without a class on each link. */}
              <ul aria-label="Shop by Category" className="mm-cats">
                {categories.map((c) => (
                  <li key={c.slug}>
                    <PlainLink to={`/shop?category=${c.slug}`} discover="none">
                      {c.name}
                    </PlainLink>
                  </li>
                ))}
              </ul>
            </>
          ) : null}

          <hr className="my-4 border-stone-200" />

          <Slot kind="mobileLinks" props={{}} />

          <Slot kind="mobileAuth" props={{}} />
        </nav>

        {shop ? (
          <div className="mm-ft">
            <a href={telHref(shop.phone)} className="mm-foot">
              <PhoneIcon className="size-4 text-brand-600" />
              {` ${shop.phone}`}
            </a>
            <a href={`mailto:${shop.email}`} className="mm-foot">
              <MailIcon className="size-4 text-brand-600" />
              {` ${shop.email}`}
            </a>
          </div>
        ) : null}
      </div>
    </details>
  );
}
