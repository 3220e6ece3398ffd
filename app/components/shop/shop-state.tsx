import type { ShopFilters } from "~/schemas/catalog";
import { MAX_PAGE_BUTTONS, PRICE_SLIDER_MAX, PRICE_SLIDER_STEP } from "~/utils/constants";
import { formatRupees } from "~/utils/money";
import { formatNumber } from "~/utils/format";

// The /shop screen's state helpers that run in the browser. Deliberately free
// of zod (app/schemas/catalog.ts builds its schemas when loaded, ~14 KB gzip
// the shop page would otherwise download): the links the page shows are made
// by the loader (shop-url.tsx), and the filter form's fields are put in
// canonical order here (canonicalFormQuery), checked against the server's
// rules in tests/integration/shop-route.test.ts.

export type ShopView = "grid" | "list";

/** Every query parameter the shop reads; anything else is passed through untouched. */
export const SHOP_PARAMS = new Set([
  "category",
  "search",
  "minPrice",
  "maxPrice",
  "featured",
  "sale",
  "onSale",
  "isNew",
  "inStock",
  "sort",
  "page",
  "limit",
  "view",
]);

/** `view=list`; anything else is the default grid. */
export function readView(params: URLSearchParams): ShopView {
  return params.get("view") === "list" ? "list" : "grid";
}

/** 'Budget Friendly' quick filter: everything up to this price (rupees). */
export const BUDGET_MAX_PRICE = 2000;

// The same limits and defaults as app/schemas/catalog.ts (the tests compare).
const SEARCH_MAX_LENGTH = 200;
const SORTS = new Set(["-createdAt", "price", "-price", "-rating", "-reviewCount", "name", "relevance"]);
const DEFAULT_SORT = "-createdAt";
const RELEVANCE = "relevance";

const price = (value: string | null) => {
  const v = (value ?? "").trim();
  return /^\d+(\.\d{1,2})?$/.test(v) ? Number(v) : undefined;
};
const flag = (value: string | null) => ["true", "1"].includes((value ?? "").trim().toLowerCase());

/**
 * The canonical query string for the filter form's fields, as the loader
 * would redirect to (filtersToSearchParams order, defaults left out, the
 * slider's price range, `view=list`), so a change with JavaScript navigates
 * straight to the URL the page then shows. Should it ever disagree, the
 * loader's redirect puts it right.
 */
export function canonicalFormQuery(raw: URLSearchParams): string {
  const out = new URLSearchParams();
  const category = (raw.get("category") ?? "").trim();
  if (category) out.set("category", category);
  const collapsed = (raw.get("search") ?? "").replace(/\s+/g, " ").trim();
  const chars = Array.from(collapsed);
  const search = chars.length > SEARCH_MAX_LENGTH ? chars.slice(0, SEARCH_MAX_LENGTH).join("").trim() : collapsed;
  if (search) out.set("search", search);

  let min = price(raw.get("minPrice"));
  let max = price(raw.get("maxPrice"));
  if (min !== undefined && max !== undefined && min > max) [min, max] = [max, min];
  if (max !== undefined && max >= PRICE_SLIDER_MAX) max = undefined;
  if (min !== undefined && min > PRICE_SLIDER_MAX) min = PRICE_SLIDER_MAX;
  if (min !== undefined && min > 0) out.set("minPrice", String(min));
  if (max !== undefined) out.set("maxPrice", String(max));

  if (flag(raw.get("featured"))) out.set("featured", "true");
  if (flag(raw.get("sale")) || flag(raw.get("onSale"))) out.set("sale", "true");
  if (flag(raw.get("isNew"))) out.set("isNew", "true");
  if (flag(raw.get("inStock"))) out.set("inStock", "true");
  const sort = (raw.get("sort") ?? "").trim();
  const isDefault = search ? sort === RELEVANCE : sort === RELEVANCE || sort === DEFAULT_SORT;
  if (SORTS.has(sort) && !isDefault) out.set("sort", sort);
  const limit = (raw.get("limit") ?? "").trim();
  if (limit) out.set("limit", limit);
  if (readView(raw) === "list") out.set("view", "list");
  return out.toString();
}

/** The page numbers to show: at most MAX_PAGE_BUTTONS, a window around the current page. */
export function pageWindow(page: number, pages: number, max = MAX_PAGE_BUTTONS): number[] {
  if (pages <= 0) return [];
  const size = Math.min(max, pages);
  const start = Math.min(Math.max(1, page - Math.floor(size / 2)), pages - size + 1);
  return Array.from({ length: size }, (_, i) => start + i);
}

/** A price input's value on the slider's grid: lower bounds round down, upper bounds round up, inside 0..max. */
export function snapToStep(value: number | undefined, direction: "down" | "up"): string {
  if (value === undefined) return "";
  const snapped = (direction === "down" ? Math.floor : Math.ceil)(value / PRICE_SLIDER_STEP) * PRICE_SLIDER_STEP;
  return String(Math.min(PRICE_SLIDER_MAX, Math.max(0, snapped)));
}

/** '{Category} Collection', 'Featured Collection', 'Sale Collection' or 'Our Collections' (spec: Shop). */
export function shopHeading(filters: Pick<ShopFilters, "featured" | "onSale">, categoryName?: string | null): string {
  if (categoryName) return `${categoryName} Collection`;
  if (filters.featured) return "Featured Collection";
  if (filters.onSale) return "Sale Collection";
  return "Our Collections";
}

/** 'under ₹2,000', '₹1,000 to ₹5,000', 'from ₹1,000', or null without a price filter. */
export function priceRangeLabel(filters: Pick<ShopFilters, "minPrice" | "maxPrice">): string | null {
  const { minPrice, maxPrice } = filters;
  if (minPrice !== undefined && maxPrice !== undefined) return `${formatRupees(minPrice)} to ${formatRupees(maxPrice)}`;
  if (maxPrice !== undefined) return `under ${formatRupees(maxPrice)}`;
  if (minPrice !== undefined) return `from ${formatRupees(minPrice)}`;
  return null;
}

/** Filters that make the results smaller than the whole catalogue (the sort and the page do not). */
export function activeFilterCount(filters: ShopFilters): number {
  return [
    filters.category,
    filters.search,
    filters.minPrice,
    filters.maxPrice,
    filters.featured || undefined,
    filters.onSale || undefined,
    filters.isNew || undefined,
    filters.inStock || undefined,
  ].filter((v) => v !== undefined && v !== "").length;
}

/** '{N} Products Found' (one: 'Product'). */
export function productsFoundLabel(total: number) {
  return `${formatNumber(total)} ${total === 1 ? "Product" : "Products"} Found`;
}

/** Every link the shop page shows, made by the loader (shop-url.tsx). */
export type ShopLinks = {
  /** Clear Filters and Clear All Filters: the whole shop, same view. */
  clear: string;
  allCategories: string;
  /** Per category slug: select it, or (the selected one) unselect it. */
  category: Record<string, string>;
  featured: string;
  onSale: string;
  latest: string;
  budget: string;
  grid: string;
  list: string;
  /** Per page number in the pagination (the window, previous and next). */
  page: Record<number, string>;
};

export type SortOption = { value: string; label: string };
