import { Link, useLocation, useSubmit } from "@remix-run/react";
import { type FormEvent, type ReactNode, useCallback, useEffect, useRef } from "react";
import { CheckIcon } from "~/components/ui/icons/check";
import { ChevronDownIcon } from "~/components/ui/icons/shell";
import { FilterIcon } from "~/components/ui/icons/filter";
import { SearchIcon } from "~/components/ui/icons/search";
import { type ShopFilters } from "~/schemas/catalog";
import { PRICE_SLIDER_MAX, PRICE_SLIDER_STEP, SHOP_PAGE_SIZE } from "~/utils/constants";
import { formatRupees } from "~/utils/money";
import { activeFilterCount, BUDGET_MAX_PRICE, canonicalFormQuery, snapToStep, type ShopLinks, type ShopView } from "./shop-state";

// The shop's filter panel: ONE GET form (id SHOP_FORM_ID, action /shop) that
// holds the search box, the price range and the in-stock box, plus hidden
// inputs carrying the state set by links (category, featured, sale, new,
// view), so 'Apply Filters' keeps everything. The toolbar's sort select joins
// it with the `form` attribute. The form never sends `page`: any change goes
// back to page 1 (spec 4).
//
// Without JavaScript the browser submits it as is and the loader redirects to
// the canonical URL. With JavaScript every change navigates at once to the
// canonical URL (the search box and the prices after a short pause), no
// button needed. Category and quick filters are links made by the loader (the
// selected category, clicked again, is a link without it).

export const SHOP_FORM_ID = "shop-filters";

/** The price slider's values in words next to it, while the shopper drags (the server renders the applied ones). */
function showPrices(form: HTMLFormElement) {
  for (const name of ["minPrice", "maxPrice"]) {
    const input = form.elements.namedItem(name);
    const output = form.querySelector(`[data-price-output="${name}"]`);
    if (input instanceof HTMLInputElement && output) output.textContent = formatRupees(Number(input.value));
  }
}
const SEARCH_DEBOUNCE_MS = 300;
const PRICE_DEBOUNCE_MS = 600;
const DESKTOP_QUERY = "(min-width: 1024px)";

export type ShopCategory = { name: string; slug: string; productCount: number };

/** Submits the shop form as a client navigation to its canonical URL (no-op when nothing changed). */
export function useApplyShopForm() {
  const submit = useSubmit();
  const location = useLocation();
  // The URL at the time the (possibly debounced) call runs, not when it was scheduled.
  const current = useRef("");
  current.current = location.pathname === "/shop" ? location.search.replace(/^\?/, "") : "\0";
  return useCallback(
    (form: HTMLFormElement | null | undefined) => {
      if (!form) return;
      const raw = new URLSearchParams();
      for (const [key, value] of new FormData(form)) if (typeof value === "string") raw.append(key, value);
      const query = canonicalFormQuery(raw);
      if (query === current.current) return;
      submit(new URLSearchParams(query), { method: "get", action: "/shop", preventScrollReset: true });
    },
    [submit],
  );
}

type Props = {
  filters: ShopFilters;
  view: ShopView;
  categories: ShopCategory[];
  /** The selected category's slug. */
  selected: string | null;
  links: ShopLinks;
};

export function ShopFilterPanel({ filters, view, categories, selected, links }: Props) {
  const formRef = useRef<HTMLFormElement>(null);
  const detailsRef = useRef<HTMLDetailsElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>();
  const apply = useApplyShopForm();
  const count = activeFilterCount(filters);

  // CSS shows the panel's content on wide screens even while <details> is
  // closed (::details-content); for browsers without that, open it here.
  useEffect(() => {
    if (window.matchMedia?.(DESKTOP_QUERY).matches && detailsRef.current) detailsRef.current.open = true;
  }, []);

  useEffect(() => () => clearTimeout(timer.current), []);

  // On a phone the open panel covers the results: once a filter is applied (a link, a box, the
  // form), fold it away so the results come up on the first screen. Without JavaScript every
  // filter loads a new page, where the panel starts folded.
  const location = useLocation();
  const applied = useRef(location.search);
  useEffect(() => {
    if (applied.current === location.search) return;
    applied.current = location.search;
    if (detailsRef.current && !window.matchMedia?.(DESKTOP_QUERY).matches) detailsRef.current.open = false;
  }, [location.search]);

  // The fields are uncontrolled (typing never waits for React); after each
  // navigation (a link, Back, Clear Filters) they show the URL's state again,
  // except the one the shopper is typing in.
  const minPrice = snapToStep(filters.minPrice, "down");
  const maxPrice = snapToStep(filters.maxPrice, "up");
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const set = (name: string, value: string | boolean) => {
      const el = form.elements.namedItem(name);
      if (!(el instanceof HTMLInputElement) || el === document.activeElement) return;
      if (el.type === "checkbox") el.checked = value === true;
      else el.value = String(value);
    };
    set("search", filters.search ?? "");
    // A range input cannot be empty: no minimum is 0, no maximum the slider's top.
    set("minPrice", minPrice || "0");
    set("maxPrice", maxPrice || String(PRICE_SLIDER_MAX));
    showPrices(form);
    set("inStock", filters.inStock);
  }, [filters.search, filters.inStock, minPrice, maxPrice]);

  const schedule = (delay: number) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => apply(formRef.current), delay);
  };

  const onChange = (event: FormEvent<HTMLFormElement>) => {
    const target = event.target as HTMLInputElement;
    if (!target.name) return;
    if (target.type === "search" || target.type === "text") schedule(SEARCH_DEBOUNCE_MS);
    else if (target.type === "range") {
      showPrices(event.currentTarget);
      // On a phone the shopper sets both ends, then taps Apply Filters (which folds the panel away).
      if (window.matchMedia?.(DESKTOP_QUERY).matches) schedule(PRICE_DEBOUNCE_MS);
    }
    else {
      clearTimeout(timer.current);
      apply(formRef.current);
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    clearTimeout(timer.current);
    apply(event.currentTarget);
    // On a phone the open panel covers the results: fold it away after applying.
    if (detailsRef.current && !window.matchMedia?.(DESKTOP_QUERY).matches) detailsRef.current.open = false;
  };

  const budget = filters.maxPrice === BUDGET_MAX_PRICE && filters.minPrice === undefined;

  return (
    <form
      ref={formRef}
      id={SHOP_FORM_ID}
      method="get"
      action="/shop"
      role="search"
      aria-label="Product filters"
      onChange={onChange}
      onSubmit={onSubmit}
      className="space-y-3"
    >
      {filters.category ? <input type="hidden" name="category" value={filters.category} /> : null}
      {filters.featured ? <input type="hidden" name="featured" value="true" /> : null}
      {filters.onSale ? <input type="hidden" name="sale" value="true" /> : null}
      {filters.isNew ? <input type="hidden" name="isNew" value="true" /> : null}
      {filters.limit !== SHOP_PAGE_SIZE ? <input type="hidden" name="limit" value={filters.limit} /> : null}
      {view === "list" ? <input type="hidden" name="view" value="list" /> : null}

      <div>
        <label htmlFor="shop-search" className="sr-only">
          Search products
        </label>
        <div className="relative">
          <SearchIcon className="sf-icon" />
          <input
            id="shop-search"
            type="search"
            name="search"
            defaultValue={filters.search ?? ""}
            placeholder="Search products..."
            maxLength={200}
            autoComplete="off"
            enterKeyHint="search"
            className="sf-q"
          />
        </div>
      </div>

      <details ref={detailsRef} className="group sf-panel" data-testid="filter-panel">
        <summary className="sf-sum">
          <FilterIcon className="size-5 text-brand-700" />
          <span>Filters</span>
          {count > 0 ? (
            <span className="rounded-full bg-brand-700 px-2 py-0.5 text-xs text-white">
              {count}
              <span className="sr-only"> active</span>
            </span>
          ) : null}
          <ChevronDownIcon className="sf-chev" />
        </summary>

        <div className="sf-body">
          <Section title="Categories">
            <ul className="space-y-1" role="list">
              <li>
                <FilterLink to={links.allCategories} active={!selected}>
                  All Categories
                </FilterLink>
              </li>
              {categories.map((c) => {
                const active = c.slug === selected;
                return (
                  <li key={c.slug}>
                    {/* The selected category's link is the URL without it (spec 4). */}
                    <FilterLink to={links.category[c.slug]} active={active} count={c.productCount}>
                      {c.name}
                    </FilterLink>
                  </li>
                );
              })}
            </ul>
          </Section>

          <Section title="Price Range">
            {/* The documents' slider: 0 to 50,000 in steps of 500, two range inputs the form submits (no JavaScript needed). */}
            <p className="sf-pr" data-testid="price-range-value">
              <output htmlFor="shop-minPrice" data-price-output="minPrice">{formatRupees(Number(minPrice || 0))}</output>
              {" to "}
              <output htmlFor="shop-maxPrice" data-price-output="maxPrice">{formatRupees(Number(maxPrice || PRICE_SLIDER_MAX))}</output>
            </p>
            <div className="space-y-2">
              <PriceRange name="minPrice" label="Min price (₹)" defaultValue={minPrice || "0"} />
              <PriceRange name="maxPrice" label="Max price (₹)" defaultValue={maxPrice || String(PRICE_SLIDER_MAX)} />
            </div>
            <p className="sf-ends" aria-hidden="true">
              <span>{formatRupees(0)}</span>
              <span>{formatRupees(PRICE_SLIDER_MAX)}</span>
            </p>
          </Section>

          <Section title="Availability">
            <label className="sf-chk">
              <input type="checkbox" name="inStock" value="true" defaultChecked={filters.inStock} className="size-5 accent-brand-700" />
              In stock only
            </label>
          </Section>

          <Section title="Quick Filters">
            <ul className="space-y-1" role="list">
              <li>
                <FilterLink to={links.featured} active={filters.featured}>
                  Featured Products
                </FilterLink>
              </li>
              <li>
                <FilterLink to={links.onSale} active={filters.onSale}>
                  On Sale
                </FilterLink>
              </li>
              <li>
                <FilterLink to={links.latest} active={filters.isNew}>
                  Latest Arrivals
                </FilterLink>
              </li>
              <li>
                <FilterLink to={links.budget} active={budget}>
                  Budget Friendly
                  <span className="block text-xs font-normal text-stone-500">Under {formatRupees(BUDGET_MAX_PRICE)}</span>
                </FilterLink>
              </li>
              <li>
                <Link
                  to={links.clear}
                  preventScrollReset
                  discover="none"
                  className="sf-clear"
                >
                  Clear All Filters
                </Link>
              </li>
            </ul>
          </Section>

          <button
            type="submit"
            className="sf-go"
          >
            Apply Filters
          </button>
        </div>
      </details>
    </form>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset>
      <legend className="fs-h">{title}</legend>
      {children}
    </fieldset>
  );
}

function FilterLink({ to, active, count, children }: { to: string; active: boolean; count?: number; children: ReactNode }) {
  return (
    <Link
      to={to}
      preventScrollReset
      aria-current={active ? "true" : undefined}
      // Short classes (tailwind.css: .fl, the active one from aria-current); a link to this same route needs no route discovery.
      className="fl"
      discover="none"
    >
      {/* The tick's box, the label and the count are styled from `.fl` (tailwind.css). */}
      <span>{active ? <CheckIcon className="size-4" /> : null}</span>
      <span>{children}</span>
      {count !== undefined ? (
        <span>
          {count}
          <span className="sr-only"> products</span>
        </span>
      ) : null}
    </Link>
  );
}

function PriceRange({ name, label, defaultValue }: { name: string; label: string; defaultValue: string }) {
  const id = `shop-${name}`;
  return (
    <div className="sf-rg">
      <label htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        type="range"
        name={name}
        min={0}
        max={PRICE_SLIDER_MAX}
        step={PRICE_SLIDER_STEP}
        defaultValue={defaultValue}
      />
    </div>
  );
}
