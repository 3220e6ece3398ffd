import { z } from "zod";
import { API_MAX_LIMIT, SHOP_PAGE_SIZE } from "~/utils/constants";

// The shop's filter state (spec/storefront.md sections 3 and 4) and the
// catalogue API's query (API.md). One set of rules, two strictness levels:
//   - ProductFilterSchema (API, through parseQuery): a bad value is a 400 with {param, msg};
//   - parseShopFilters (screens): a bad value falls back to its default, never throws.
// filtersToSearchParams writes the canonical query string back (defaults left
// out), so every link the shop renders reflects exactly the state it shows.
// Shared by server and browser: no .server imports here.

export const PRODUCT_SORTS = ["-createdAt", "price", "-price", "-rating", "-reviewCount", "name"] as const;
/** The documented sorts, plus `relevance` (best match first), which only means something with a search. */
export type ProductSort = (typeof PRODUCT_SORTS)[number] | "relevance";
const SORT_VALUES = [...PRODUCT_SORTS, "relevance"] as const;

export const DEFAULT_SORT = "-createdAt" satisfies ProductSort;
export const SEARCH_MAX_LENGTH = 200;
export const CATEGORY_PARAM_MAX_LENGTH = 200;
export const MAX_PAGE = 1_000_000;
/** Upper bound of a price filter, rupees (the slider stops at PRICE_SLIDER_MAX; the API allows more). */
export const PRICE_FILTER_MAX = 10_000_000;

/** The sort select's options, in the documents' order, with their labels. */
export const SORT_OPTIONS: ReadonlyArray<{ value: ProductSort; label: string }> = [
  { value: "-createdAt", label: "Newest" },
  { value: "price", label: "Price: Low to High" },
  { value: "-price", label: "Price: High to Low" },
  { value: "-rating", label: "Highest Rated" },
  { value: "-reviewCount", label: "Most Popular" },
  { value: "name", label: "Name: A to Z" },
];
export const RELEVANCE_SORT_OPTION = { value: "relevance", label: "Best Match" } as const;

export type ShopFilters = {
  /** Category id or slug. */
  category?: string;
  /** Trimmed, whitespace collapsed, at most SEARCH_MAX_LENGTH characters. */
  search?: string;
  /** Rupees. */
  minPrice?: number;
  /** Rupees. */
  maxPrice?: number;
  featured: boolean;
  /** `sale=true` or `onSale=true` in a query string. */
  onSale: boolean;
  isNew: boolean;
  inStock: boolean;
  /** Absent = the default: newest first, or best match first when searching. */
  sort?: ProductSort;
  page: number;
  limit: number;
};

export const DEFAULT_SHOP_FILTERS: Readonly<ShopFilters> = Object.freeze({
  featured: false,
  onSale: false,
  isNew: false,
  inStock: false,
  page: 1,
  limit: SHOP_PAGE_SIZE,
});

/** The order the products are in: the explicit sort, else relevance when searching, else newest first. */
export function effectiveSort(filters: Pick<Partial<ShopFilters>, "sort" | "search">): ProductSort {
  if (filters.search) return filters.sort ?? "relevance";
  return !filters.sort || filters.sort === "relevance" ? DEFAULT_SORT : filters.sort;
}

// ---------------------------------------------------------------- one parameter each

const codePoints = (s: string, max: number) => {
  const chars = Array.from(s);
  return chars.length > max ? chars.slice(0, max).join("").trim() : s;
};

/** Trimmed, runs of whitespace collapsed, cut (never rejected) at SEARCH_MAX_LENGTH characters. */
export function normalizeSearch(value: string): string {
  return codePoints(value.replace(/\s+/g, " ").trim(), SEARCH_MAX_LENGTH);
}

const once = (name: string) => ({ invalid_type_error: `${name} must be given once` });

const textParam = (name: string, max: number) =>
  z.string(once(name)).transform((v) => codePoints(v.trim(), max) || undefined);

const searchParam = (name: string) => z.string(once(name)).transform((v) => normalizeSearch(v) || undefined);

const boolParam = (name: string) =>
  z
    .string(once(name))
    .transform((v) => v.trim().toLowerCase())
    .refine((v) => ["true", "1", "false", "0"].includes(v), `${name} must be true or false`)
    .transform((v) => v === "true" || v === "1");

const priceParam = (name: string) =>
  z
    .string(once(name))
    .trim()
    .regex(/^\d+(\.\d{1,2})?$/, `${name} must be a number of rupees`)
    .transform(Number)
    .refine((n) => n <= PRICE_FILTER_MAX, `${name} must be between 0 and ${PRICE_FILTER_MAX}`);

const sortParam = z.enum(SORT_VALUES, {
  errorMap: () => ({ message: `sort must be one of ${PRODUCT_SORTS.join(", ")}` }),
});

const pageParam = z
  .string(once("page"))
  .trim()
  .regex(/^\d+$/, "page must be a whole number")
  .transform(Number)
  .refine((n) => n >= 1 && n <= MAX_PAGE, `page must be between 1 and ${MAX_PAGE}`);

/** Whole number, at least 1; above API_MAX_LIMIT it is capped, not rejected (API.md). */
const limitParam = z
  .string(once("limit"))
  .trim()
  .regex(/^\d+$/, "limit must be a whole number")
  .transform(Number)
  .refine((n) => n >= 1, "limit must be at least 1")
  .transform((n) => Math.min(n, API_MAX_LIMIT));

const FILTER_PARAMS = {
  category: textParam("category", CATEGORY_PARAM_MAX_LENGTH),
  search: searchParam("search"),
  minPrice: priceParam("minPrice"),
  maxPrice: priceParam("maxPrice"),
  featured: boolParam("featured"),
  sale: boolParam("sale"),
  onSale: boolParam("onSale"),
  isNew: boolParam("isNew"),
  inStock: boolParam("inStock"),
  sort: sortParam,
  page: pageParam,
  limit: limitParam,
};

type RawFilters = { [K in keyof typeof FILTER_PARAMS]?: z.output<(typeof FILTER_PARAMS)[K]> };

function toFilters(raw: RawFilters): ShopFilters {
  const filters: ShopFilters = {
    ...DEFAULT_SHOP_FILTERS,
    featured: raw.featured ?? false,
    onSale: Boolean(raw.sale || raw.onSale),
    isNew: raw.isNew ?? false,
    inStock: raw.inStock ?? false,
    page: raw.page ?? 1,
    limit: raw.limit ?? SHOP_PAGE_SIZE,
  };
  if (raw.category) filters.category = raw.category;
  if (raw.search) filters.search = raw.search;
  if (raw.minPrice !== undefined && raw.minPrice > 0) filters.minPrice = raw.minPrice;
  if (raw.maxPrice !== undefined) filters.maxPrice = raw.maxPrice;
  if (raw.sort) filters.sort = raw.sort;
  return canonicalSort(filters);
}

/** Drops a sort that equals the default for the context, so equal states have one URL. */
function canonicalSort<T extends Partial<ShopFilters>>(filters: T): T {
  if (!filters.sort) return filters;
  const isDefault = filters.search ? filters.sort === "relevance" : filters.sort === "relevance" || filters.sort === DEFAULT_SORT;
  if (!isDefault) return filters;
  const { sort: _sort, ...rest } = filters;
  return rest as T;
}

const optionalParams = Object.fromEntries(Object.entries(FILTER_PARAMS).map(([k, s]) => [k, s.optional()])) as {
  [K in keyof typeof FILTER_PARAMS]: z.ZodOptional<(typeof FILTER_PARAMS)[K]>;
};

const minNotAboveMax = (v: RawFilters, ctx: z.RefinementCtx) => {
  if (v.minPrice !== undefined && v.maxPrice !== undefined && v.minPrice > v.maxPrice) {
    ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["maxPrice"], message: "maxPrice must not be below minPrice" });
  }
};

/**
 * The strict API query (values are strings, as parseQuery hands them over):
 * a bad number, boolean or sort is a 400 naming the parameter.
 */
export const ProductFilterSchema = z.object(optionalParams).superRefine(minNotAboveMax).transform(toFilters);

/** GET /api/products/search: `q` (required) instead of `search`, and the same filters. */
export const ProductSearchQuerySchema = z
  .object({
    ...optionalParams,
    q: z
      .string({ required_error: "Search query is required", invalid_type_error: "q must be given once" })
      .transform(normalizeSearch)
      .refine((q) => q !== "", "Search query is required"),
  })
  .omit({ search: true })
  .superRefine(minNotAboveMax)
  .transform(({ q, ...rest }) => toFilters({ ...rest, search: q }));

/** `?limit=` of the short lists (featured, new arrivals): default `fallback`, capped at API_MAX_LIMIT. */
export function listLimitQuerySchema(fallback: number) {
  return z.object({ limit: limitParam.default(String(fallback)) });
}

/** GET /api/categories. `includeInactive` is honoured for admins only (the route checks). */
export const CategoryQuerySchema = z.object({
  featured: boolParam("featured").optional(),
  includeInactive: boolParam("includeInactive").optional(),
});

/**
 * The shop's filters from its URL. Lenient: each bad value falls back to its
 * default (a minimum above the maximum swaps them), so a hand-edited or stale
 * link still shows a sensible page instead of an error.
 */
export function parseShopFilters(searchParams: URLSearchParams): ShopFilters {
  const raw: Record<string, unknown> = {};
  for (const [key, schema] of Object.entries(FILTER_PARAMS)) {
    const value = searchParams.get(key);
    if (value === null || value === "") continue;
    const parsed = schema.safeParse(value);
    if (parsed.success) raw[key] = parsed.data;
  }
  const filters = raw as RawFilters;
  if (filters.minPrice !== undefined && filters.maxPrice !== undefined && filters.minPrice > filters.maxPrice) {
    [filters.minPrice, filters.maxPrice] = [filters.maxPrice, filters.minPrice];
  }
  return toFilters(filters);
}

/**
 * The canonical query string of a filter state: fixed key order, defaults left
 * out (page 1, limit 12, default sort, false flags, minPrice 0), `sale` for the
 * sale flag. parseShopFilters(filtersToSearchParams(f)) gives f back.
 */
export function filtersToSearchParams(filters: Partial<ShopFilters>): URLSearchParams {
  const f = canonicalSort({ ...filters, search: filters.search ? normalizeSearch(filters.search) : undefined });
  const params = new URLSearchParams();
  const category = f.category?.trim();
  if (category) params.set("category", category);
  if (f.search) params.set("search", f.search);
  if (f.minPrice !== undefined && f.minPrice > 0) params.set("minPrice", String(f.minPrice));
  if (f.maxPrice !== undefined) params.set("maxPrice", String(f.maxPrice));
  if (f.featured) params.set("featured", "true");
  if (f.onSale) params.set("sale", "true");
  if (f.isNew) params.set("isNew", "true");
  if (f.inStock) params.set("inStock", "true");
  if (f.sort) params.set("sort", f.sort);
  if (f.page && f.page > 1) params.set("page", String(f.page));
  if (f.limit && f.limit !== SHOP_PAGE_SIZE) params.set("limit", String(Math.min(f.limit, API_MAX_LIMIT)));
  return params;
}

/**
 * A /shop link for `filters` changed by `patch`. Any filter change goes back
 * to page 1; a patch that only sets `page` keeps everything else (spec 4).
 * Pass `undefined` in the patch to remove a filter.
 */
export function shopUrl(filters: Partial<ShopFilters>, patch: Partial<ShopFilters> = {}, pathname = "/shop"): string {
  const changesFilters = Object.keys(patch).some((k) => k !== "page");
  const next: Partial<ShopFilters> = { ...filters, ...patch };
  if (changesFilters && patch.page === undefined) next.page = 1;
  const query = filtersToSearchParams(next).toString();
  return query ? `${pathname}?${query}` : pathname;
}
