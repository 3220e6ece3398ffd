import {
  DEFAULT_SORT,
  filtersToSearchParams,
  normalizeSearch,
  parseShopFilters,
  RELEVANCE_SORT_OPTION,
  shopUrl,
  SORT_OPTIONS,
  type ProductSort,
  type ShopFilters,
} from "~/schemas/catalog";
import { PRICE_SLIDER_MAX } from "~/utils/constants";
import { BUDGET_MAX_PRICE, pageWindow, priceRangeLabel, type ShopLinks, type ShopView, type SortOption } from "./shop-state";

// The shop's URL rules on top of app/schemas/catalog.ts, for the loader (the
// browser never loads this module, and with it zod): the screen's filters, the
// canonical query, and every link the page shows.

/**
 * The price range of the screen is the slider's, 0 to PRICE_SLIDER_MAX
 * (spec 4: "minPrice only if above 0, maxPrice only if below 50000"): a
 * maximum at or above the top means no maximum, and a minimum cannot start
 * above the top. The JSON API keeps its wider range.
 */
export function clampPriceRange<T extends Partial<ShopFilters>>(filters: T): T {
  const next = { ...filters };
  if (next.maxPrice !== undefined && next.maxPrice >= PRICE_SLIDER_MAX) delete next.maxPrice;
  if (next.minPrice !== undefined && next.minPrice > PRICE_SLIDER_MAX) next.minPrice = PRICE_SLIDER_MAX;
  if (next.minPrice !== undefined && next.minPrice <= 0) delete next.minPrice;
  return next;
}

/** The screen's filters from a query string (lenient; the category is not looked up here). */
export function readShopFilters(params: URLSearchParams): ShopFilters {
  return clampPriceRange(parseShopFilters(params));
}

/**
 * An unknown category word becomes (part of) the search: the home page's
 * hero links to /shop?category=wedding, and 'wedding' is a tag, not a
 * category. Searching for the word shows the wedding-tagged products instead of
 * an empty page; the loader then redirects to the canonical ?search=wedding.
 */
export function categoryAsSearch(filters: ShopFilters): ShopFilters {
  const { category, ...rest } = filters;
  const words = normalizeSearch([filters.search ?? "", (category ?? "").replace(/[-_+]+/g, " ")].join(" "));
  const next: ShopFilters = { ...rest };
  if (words) next.search = words;
  else delete next.search;
  return next;
}

/** The canonical query of a state: filtersToSearchParams, then `view=list` when not the grid. */
export function shopSearchParams(filters: Partial<ShopFilters>, view: ShopView = "grid"): URLSearchParams {
  const params = filtersToSearchParams(clampPriceRange(filters));
  if (view === "list") params.set("view", "list");
  return params;
}

/** A /shop link: `filters` changed by `patch` (a filter change goes back to page 1, see shopUrl), keeping the view. */
export function shopHref(filters: Partial<ShopFilters>, patch: Partial<ShopFilters> = {}, view: ShopView = "grid"): string {
  const url = shopUrl(clampPriceRange(filters), patch);
  if (view !== "list") return url;
  return `${url}${url.includes("?") ? "&" : "?"}view=list`;
}

/** The same state in the other view (the grid/list toggle keeps the page). */
export function viewHref(filters: Partial<ShopFilters>, view: ShopView): string {
  const query = shopSearchParams(filters, view).toString();
  return query ? `/shop?${query}` : "/shop";
}

/** Every link of the page for this state (see ShopLinks). */
export function shopLinks(filters: ShopFilters, view: ShopView, categorySlugs: string[], page: number, pages: number): ShopLinks {
  const link = (patch: Partial<ShopFilters>) => shopHref(filters, patch, view);
  const budget = filters.maxPrice === BUDGET_MAX_PRICE && filters.minPrice === undefined;
  const pageLinks: Record<number, string> = {};
  for (const n of [page - 1, ...pageWindow(page, pages), page + 1]) {
    if (n >= 1 && n <= pages) pageLinks[n] = shopHref(filters, { page: n }, view);
  }
  return {
    clear: viewHref({}, view),
    allCategories: link({ category: undefined }),
    // The selected category, clicked again, unselects it (spec 4).
    category: Object.fromEntries(categorySlugs.map((slug) => [slug, link({ category: slug === filters.category ? undefined : slug })])),
    featured: link({ featured: !filters.featured }),
    onSale: link({ onSale: !filters.onSale }),
    latest: link(filters.isNew ? { isNew: false } : { isNew: true, sort: undefined }),
    budget: link(budget ? { maxPrice: undefined } : { minPrice: undefined, maxPrice: BUDGET_MAX_PRICE }),
    grid: viewHref(filters, "grid"),
    list: viewHref(filters, "list"),
    page: pageLinks,
  };
}

/**
 * The sort select's options for this state ('Best Match' first when
 * searching). The context's default order (best match when searching, else
 * newest) has the empty value, "no explicit sort": a search typed while
 * 'Newest' is merely the default then ranks by best match, not by date.
 */
export function sortOptions(filters: Pick<ShopFilters, "search">): SortOption[] {
  const contextDefault: ProductSort = filters.search ? RELEVANCE_SORT_OPTION.value : DEFAULT_SORT;
  const options = filters.search ? [RELEVANCE_SORT_OPTION, ...SORT_OPTIONS] : SORT_OPTIONS;
  return options.map((o) => ({ value: o.value === contextDefault ? "" : o.value, label: o.label }));
}

/** One active filter as a chip: what it is, and the same page without it. */
export type FilterChip = { key: string; label: string; href: string };

/**
 * The active filters above the results (issue 14 section 4), each a link to the
 * same state without it: the category, the search, the price range, in stock
 * only, featured, on sale, latest arrivals.
 */
export function activeFilterChips(filters: ShopFilters, view: ShopView, categoryName?: string | null): FilterChip[] {
  const link = (patch: Partial<ShopFilters>) => shopHref(filters, patch, view);
  const chips: FilterChip[] = [];
  if (filters.category && categoryName) chips.push({ key: "category", label: categoryName, href: link({ category: undefined }) });
  if (filters.search) chips.push({ key: "search", label: `"${filters.search}"`, href: link({ search: undefined }) });
  const price = priceRangeLabel(filters);
  if (price) {
    chips.push({ key: "price", label: `Price: ${price}`, href: link({ minPrice: undefined, maxPrice: undefined }) });
  }
  if (filters.inStock) chips.push({ key: "inStock", label: "In stock only", href: link({ inStock: false }) });
  if (filters.featured) chips.push({ key: "featured", label: "Featured", href: link({ featured: false }) });
  if (filters.onSale) chips.push({ key: "onSale", label: "On Sale", href: link({ onSale: false }) });
  if (filters.isNew) chips.push({ key: "isNew", label: "Latest Arrivals", href: link({ isNew: false }) });
  return chips;
}
