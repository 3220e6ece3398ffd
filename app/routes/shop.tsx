import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { Link, useLoaderData, useLocation, useNavigation, useRouteError } from "@remix-run/react";
import { useMemo } from "react";
import { imagePriority, ProductCard, ProductShelf, type ListProduct } from "~/components/product-card";
import { packCard, unpackCard } from "~/components/card-data";
import { ProductListItem } from "~/components/shop/product-list-item";
import { ShopFilterPanel, type ShopCategory } from "~/components/shop/shop-filters";
import { ShopPagination } from "~/components/shop/shop-pagination";
import { priceRangeLabel, productsFoundLabel, readView, SHOP_PARAMS, shopHeading } from "~/components/shop/shop-state";
import { ShopEmptyState } from "~/components/shop/shop-empty-state";
import { ActiveFilters } from "~/components/shop/active-filters";
import { ShopToolbar } from "~/components/shop/shop-toolbar";
import { SearchCorrection } from "~/components/search-correction";
import { activeFilterChips, categoryAsSearch, readShopFilters, shopLinks, shopSearchParams, sortOptions } from "~/components/shop/shop-url";
import { AlertIcon } from "~/components/ui/icons/shell";
import { pageMeta } from "~/components/ui/page";
import { listProducts, toProductCard } from "~/models/catalog.server";
import { type CategoryDTO, listCategories } from "~/models/category.server";
import { effectiveSort, type ShopFilters } from "~/schemas/catalog";
import { SHOP_BACK_TO_TOP_PX } from "~/utils/constants";
import { socialMeta } from "~/utils/seo";
import type { CachePolicy } from "~/utils/cache-control.server";
import { siteUrl } from "~/utils/urls.server";
import { getShop } from "~/utils/shop.server";

// /shop (spec/storefront.md "Shop /shop", section 4 "Shop filters"): the
// catalogue with every filter in the URL, so each result page can be shared
// and bookmarked. Works without JavaScript (DECISIONS 2): the filters are one
// GET form and everything else is a link; with JavaScript the form applies on
// change (components/shop/shop-filters.tsx).
//
// The URL is canonical: a query in any other spelling (the raw no-JS form
// submission with its empty fields, `onSale=1`, `view=grid`, an id instead of
// a slug, a page past the last) is redirected to the one the page's links use
// (filtersToSearchParams, plus `view=list`). Parameters the shop does not read
// (utm_source...) are passed through.
//
// Caching: public (cachePolicy below). A visitor without our cookies sees what
// every anonymous visitor sees; with them the page carries the visitor's header
// (name, cart and wishlist counts, filled hearts) and is private
// (utils/cache-control.server.ts).

/** The site shell reads this to show its back-to-top button after 400 px here (spec 9). */
export const handle = { backToTopThreshold: SHOP_BACK_TO_TOP_PX };
export const cachePolicy = "public" satisfies CachePolicy;
// A signed-in shopper gets the shared page with their parts put in: the personal slots (decision 0032).
export const personalSlots = true;

// The first row on a wide screen loads at once; only the phone's first row (two columns) at high
// priority, so the LCP picture shares the slow network with one other, not three.
const EAGER_IMAGES = 4;
const HIGH_PRIORITY_IMAGES = 2;
const ALSO_LIKE_COUNT = 4;
const LIST_DESCRIPTION_CHARS = 180;

/** By id, slug, or name in any case (the product page's breadcrumb may link a lower-case name). */
function findCategory(categories: CategoryDTO[], value: string): CategoryDTO | null {
  const lower = value.toLowerCase();
  return (
    categories.find((c) => c._id === value) ??
    categories.find((c) => c.slug === lower) ??
    categories.find((c) => c.name.toLowerCase() === lower) ??
    null
  );
}

/** `/shop?<canonical>` plus the parameters the shop does not read (never Remix's own `_routes`, `index`). */
function shopLocation(canonical: URLSearchParams, original: URLSearchParams): string {
  const params = new URLSearchParams(canonical);
  for (const [key, value] of original) {
    if (!SHOP_PARAMS.has(key) && !key.startsWith("_") && key !== "index") params.append(key, value);
  }
  const query = params.toString();
  return query ? `/shop?${query}` : "/shop";
}

function truncate(text: string, max: number) {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(" "), max - 20)).trimEnd()}...`;
}

type Seo = { title: string; description: string; noindex: boolean };

function seoFor(filters: ShopFilters, category: CategoryDTO | null, total: number, page: number, pages: number): Seo {
  let title = shopHeading(filters, category?.name);
  if (filters.search) title = `Search results for "${filters.search}"${category ? ` in ${category.name}` : ""}`;
  const price = priceRangeLabel(filters);
  if (price) title += `, ${price}`;
  if (page > 1) title += ` - Page ${page}`;

  let description: string;
  if (filters.search) {
    description = `${productsFoundLabel(total)} for "${filters.search}": sarees, lehengas, kurtas and party wear from Surat, delivered across India.`;
  } else if (category) {
    const about = category.description ? `${category.description.replace(/[.\s]+$/, "")}. ` : "";
    description = `${about}Shop ${category.productCount} ${category.name.toLowerCase()} from Surat, delivered across India.`;
  } else if (filters.featured) {
    description = "Our featured sarees, lehengas, kurtas and party wear, handpicked in Surat and delivered across India.";
  } else if (filters.onSale) {
    description = "Sarees, lehengas, kurtas and party wear on sale: festive prices on ethnic wear from Surat, delivered across India.";
  } else {
    description = "Shop sarees, lehengas, kurtas and party wear from Surat: silk, cotton, designer and wedding collections, delivered across India.";
  }
  if (page > 1) description += ` Page ${page} of ${pages}.`;
  // Search result pages are for shoppers, not for search engines' indexes.
  return { title, description, noindex: Boolean(filters.search) || total === 0 };
}

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const view = readView(url.searchParams);
  const categories = await listCategories();

  let filters = readShopFilters(url.searchParams);
  let category: CategoryDTO | null = null;
  if (filters.category) {
    category = findCategory(categories, filters.category);
    // A category that does not exist is read as words to search for, not as
    // 'No Products Found': the home hero links /shop?category=wedding, and
    // 'wedding' is a tag on the wedding products (see categoryAsSearch).
    filters = category ? { ...filters, category: category.slug } : categoryAsSearch(filters);
  }

  const canonical = shopSearchParams(filters, view);
  const given = new URLSearchParams([...url.searchParams].filter(([key]) => SHOP_PARAMS.has(key)));
  if (given.toString() !== canonical.toString()) throw redirect(shopLocation(canonical, url.searchParams));

  const { products, pagination, correctedSearch = null } = await listProducts(filters);
  // A page past the last (a stale link, a hand-edited URL): the last page there is.
  if (pagination.page > 1 && pagination.page > pagination.pages) {
    throw redirect(shopLocation(shopSearchParams({ ...filters, page: Math.max(1, pagination.pages) }, view), url.searchParams));
  }

  const cards: ListProduct[] = products.map((p) =>
    view === "list" ? { ...toProductCard(p), description: truncate(p.description, LIST_DESCRIPTION_CHARS) } : toProductCard(p),
  );
  const query = shopSearchParams(filters).toString();
  const seo = seoFor(filters, category, pagination.total, pagination.page, pagination.pages);
  const sort = effectiveSort(filters);
  const options = sortOptions(filters);
  return {
    filters,
    correctedSearch,
    view,
    sortOptions: options,
    // The select shows the order in effect ("" is the context's default).
    sortValue: options.some((o) => o.value === sort) ? sort : "",
    category: category && { name: category.name, slug: category.slug, description: category.description },
    categories: categories.map((c): ShopCategory => ({ name: c.name, slug: c.slug, productCount: c.productCount })),
    // Tuples (components/card-data.ts): the cards are the largest part of the loader data.
    products: cards.map(packCard),
    pagination,
    links: shopLinks(filters, view, categories.map((c) => c.slug), pagination.page, pagination.pages),
    chips: activeFilterChips(filters, view, category?.name),
    canonicalUrl: siteUrl(`/shop${query ? `?${query}` : ""}`),
    seo,
    metaTags: socialMeta({
      title: `${seo.title} | ${getShop().name}`,
      description: seo.description,
      canonical: siteUrl(`/shop${query ? `?${query}` : ""}`),
      siteName: getShop().name,
      robots: seo.noindex ? "noindex, follow" : undefined,
    }),
  };
}

// Built in the loader (metaTags) so socialMeta stays out of the browser bundle.
export const meta: MetaFunction<typeof loader> = ({ data, matches }) => (data ? data.metaTags : pageMeta("Error Loading Products", matches));

export default function ShopPage() {
  const { filters, view, sortOptions, sortValue, category, categories, products: packed, pagination, links, chips } = useLoaderData<typeof loader>();
  const products = useMemo(() => packed.map(unpackCard), [packed]);
  const navigation = useNavigation();
  const busy = navigation.state === "loading" && navigation.location.pathname === "/shop";
  const heading = shopHeading(filters, category?.name);
  const clearable = Boolean(filters.category || filters.onSale || filters.featured);

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 sm:py-8 lg:px-8">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0">
          <h1 className="font-serif text-3xl font-bold text-brand-700 sm:text-4xl">{heading}</h1>
          {filters.search ? (
            <p className="mt-1 text-base break-words text-stone-700" data-testid="search-summary">
              Search results for "{filters.search}"
            </p>
          ) : category?.description ? (
            <p className="mt-1 max-w-2xl text-base text-stone-700">{category.description}</p>
          ) : null}
          <SearchCorrection />
        </div>
        {clearable ? (
          <Link
            to={links.clear}
            className="inline-flex min-h-11 items-center rounded-lg border border-brand-700 px-4 text-sm font-semibold text-brand-700 hover:bg-brand-50"
          >
            Clear Filters
          </Link>
        ) : null}
      </div>

      {!category && categories.length > 0 ? (
        <nav aria-label="Shop by category" className="shop-nav">
          <ul className="flex gap-2 pb-1 sm:flex-wrap" role="list">
            {categories.map((c) => (
              <li key={c.slug} className="shrink-0">
                <Link to={links.category[c.slug]} className="chip" discover="none">
                  {c.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}

      <div className="shop-cols">
        <aside className="mb-5 lg:mb-0" aria-label="Filters">
          <ShopFilterPanel filters={filters} view={view} categories={categories} selected={category?.slug ?? null} links={links} />
        </aside>

        <section aria-labelledby="results-heading" className="min-w-0">
          {/* Keeps the outline in order (h1, h2, then the cards' h3). */}
          <h2 id="results-heading" className="sr-only">
            Products
          </h2>
          <ShopToolbar
            view={view}
            sortOptions={sortOptions}
            sortValue={sortValue}
            links={links}
            total={pagination.total}
            page={pagination.page}
            pages={pagination.pages}
          />
          <ActiveFilters chips={chips} />

          <div aria-busy={busy || undefined} className={`mt-4 transition-opacity ${busy ? "opacity-60" : ""}`} data-testid="shop-results">
            {products.length === 0 ? (
              <ShopEmptyState />
            ) : view === "list" ? (
              <ul className="space-y-3" role="list">
                {products.map((p, i) => (
                  <li key={p.id}>
                    <ProductListItem product={p} priority={imagePriority(i, EAGER_IMAGES, HIGH_PRIORITY_IMAGES)} />
                  </li>
                ))}
              </ul>
            ) : (
              // ProductGrid's columns assume the full width; beside the sidebar a step fewer fits.
              <ul className="shop-grid" role="list">
                {products.map((p, i) => (
                  <li key={p.id}>
                    <ProductCard product={p} priority={imagePriority(i, EAGER_IMAGES, HIGH_PRIORITY_IMAGES)} />
                  </li>
                ))}
              </ul>
            )}
          </div>

          <ShopPagination links={links.page} page={pagination.page} pages={pagination.pages} />
        </section>
      </div>

      <ProductShelf
        id="also-like"
        title="You Might Also Like"
        products={products.slice(0, ALSO_LIKE_COUNT)}
        compact
        className="mt-14 border-t border-stone-200 pt-8"
        headingClassName="mb-5 font-serif text-2xl font-bold text-brand-700"
      />
    </div>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const location = useLocation();
  // The server logs it already (entry.server handleError); here, the browser console.
  if (typeof document !== "undefined") console.error(error);
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-16 text-center sm:py-24" data-testid="shop-error" role="alert">
      <AlertIcon className="size-12 text-amber-600" />
      <h1 className="mt-4 font-serif text-3xl font-bold text-brand-700">Error Loading Products</h1>
      <p className="mt-3 text-stone-700">Something went wrong. Please try again later.</p>
      {/* A full reload of the same URL: works without JavaScript and starts clean. */}
      <a
        href={location.pathname + location.search}
        className="mt-8 inline-flex min-h-12 items-center justify-center rounded-lg bg-brand-700 px-6 font-semibold text-white shadow-sm hover:bg-brand-900"
      >
        Retry
      </a>
    </section>
  );
}

// After a post that never reached the server, the loaders are not re-fetched over the same dead network.
export { shouldRevalidate } from "~/utils/network-failure";
