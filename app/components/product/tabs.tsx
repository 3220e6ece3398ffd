import { useLocation } from "@remix-run/react";
import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import { useHydrated } from "~/components/use-hydrated";

// Description / Care Instructions / Reviews: three sections under an anchor
// tab bar without JavaScript; with it they become ARIA tabs (arrow keys, Home,
// End), and #reviews (or #write-review) opens its tab.

const TAB_IDS = ["description", "care", "reviews"] as const;
type TabId = (typeof TAB_IDS)[number];
/** A tab's look (`.tab` in tailwind.css, the selected one from aria-selected): a button with JavaScript, a link to its section without. */
const TAB = "tab";
const isTabId = (value: string): value is TabId => (TAB_IDS as readonly string[]).includes(value);

export function ProductTabs({ reviewCount, description, care, reviews }: { reviewCount: number; description: ReactNode; care: ReactNode; reviews: ReactNode }) {
  const hydrated = useHydrated();
  const location = useLocation();
  const [active, setActive] = useState<TabId>("description");
  const rootRef = useRef<HTMLDivElement>(null);
  const tabRefs = useRef<Partial<Record<TabId, HTMLButtonElement | null>>>({});
  const tabs: Array<{ id: TabId; label: string; panel: ReactNode }> = [
    { id: "description", label: "Description", panel: description },
    { id: "care", label: "Care Instructions", panel: care },
    { id: "reviews", label: reviewCount > 0 ? `Reviews (${reviewCount})` : "Reviews", panel: reviews },
  ];

  // #reviews (the rating link, a review's redirect, review paging) opens its tab and brings it into view.
  // A plain #reviews link too: the browser's fragment navigation fires popstate, which the router turns
  // into a new location (hash only, no loaders), so no hashchange listener of our own is needed.
  useEffect(() => {
    const raw = location.hash.replace(/^#/, "");
    // The review form lives in the Reviews tab.
    const id = raw === "write-review" ? "reviews" : raw;
    if (!isTabId(id)) return;
    setActive(id);
    requestAnimationFrame(() => rootRef.current?.scrollIntoView({ block: "start" }));
  }, [location.hash, location.key]);

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const i = TAB_IDS.indexOf(active);
    const next =
      e.key === "ArrowRight" ? (i + 1) % TAB_IDS.length : e.key === "ArrowLeft" ? (i - 1 + TAB_IDS.length) % TAB_IDS.length : e.key === "Home" ? 0 : e.key === "End" ? TAB_IDS.length - 1 : -1;
    if (next < 0) return;
    e.preventDefault();
    setActive(TAB_IDS[next]);
    tabRefs.current[TAB_IDS[next]]?.focus();
  };

  return (
    <div ref={rootRef} className="tabs" data-testid="product-tabs">
      {hydrated ? (
        <div role="tablist" aria-label="Product information" onKeyDown={onKeyDown} className="flex overflow-x-auto border-b border-stone-200 sm:gap-1">
          {tabs.map((t) => (
            <button
              key={t.id}
              ref={(el) => {
                tabRefs.current[t.id] = el;
              }}
              type="button"
              role="tab"
              id={`tab-${t.id}`}
              aria-selected={active === t.id}
              aria-controls={t.id}
              tabIndex={active === t.id ? 0 : -1}
              onClick={() => setActive(t.id)}
              className={TAB}
            >
              {t.label}
            </button>
          ))}
        </div>
      ) : (
        <nav aria-label="Product information" className="border-b border-stone-200">
          <ul className="flex overflow-x-auto sm:gap-1">
            {tabs.map((t) => (
              <li key={t.id}>
                <a href={`#${t.id}`} className={TAB}>
                  {t.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {tabs.map((t) => (
        <section
          key={t.id}
          id={t.id}
          aria-labelledby={hydrated ? `tab-${t.id}` : `${t.id}-heading`}
          role={hydrated ? "tabpanel" : undefined}
          tabIndex={hydrated ? 0 : undefined}
          hidden={hydrated && active !== t.id}
          className="tab-p"
        >
          <h2 id={`${t.id}-heading`} className={hydrated ? "sr-only" : "tab-h"}>
            {t.id === "reviews" ? "Customer Reviews" : t.label}
          </h2>
          {t.panel}
        </section>
      ))}
    </div>
  );
}
