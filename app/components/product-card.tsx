import { Link, useFetcher, useLocation } from "@remix-run/react";
import type { ProductCardDTO } from "~/models/catalog.server";
import { useRootData } from "~/root";
import { DEFAULT_COLOR, DEFAULT_SIZE } from "~/utils/constants";
import { swatch } from "~/utils/colors";
import { formatRupees } from "~/utils/money";
import { useHydrated } from "~/components/forms";
import { HeartIcon } from "~/components/ui/icons";

// The product card of spec/storefront.md: image with a CSS hover swap, badges,
// wishlist toggle, quick add (or View in Cart), category, rating from real
// reviews only, price with the struck original. Both buttons are plain form
// posts without JavaScript (they come back to this page) and fetchers with it.
//
// Post contracts (the /wishlist and /cart actions implement them):
//   POST /wishlist  intent=toggle productId redirectTo [mode=fetch]
//   POST /cart      intent=add productId quantity size color redirectTo [mode=fetch]
// With mode=fetch the action answers data instead of redirecting.

export function ProductCard({ product, compact = false, priority = false }: { product: ProductCardDTO; compact?: boolean; priority?: boolean }) {
  const root = useRootData();
  const location = useLocation();
  const hydrated = useHydrated();
  const redirectTo = location.pathname + location.search;
  const wishlistFetcher = useFetcher<{ inWishlist?: boolean }>();
  const cartFetcher = useFetcher<{ ok?: boolean }>();

  const savedInWishlist = root?.wishlistProductIds.includes(product.id) ?? false;
  // Optimistic: while the toggle is in flight, show its result.
  const inWishlist = wishlistFetcher.formData ? !savedInWishlist : (wishlistFetcher.data?.inWishlist ?? savedInWishlist);
  const inCart = (root?.cartProductIds.includes(product.id) ?? false) || Boolean(cartFetcher.formData) || Boolean(cartFetcher.data?.ok);
  const href = `/product/${product.id}`;
  const [first, second] = product.images;
  const onSale = product.originalPrice > product.price;
  const extraColors = product.colors.length - 3;

  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-lg border border-stone-200 bg-white shadow-sm transition hover:shadow-md" data-testid="product-card">
      <div className="relative aspect-[3/4] overflow-hidden bg-stone-100">
        <Link to={href} prefetch="intent" aria-label={product.name} tabIndex={-1}>
          {first ? (
            <img
              src={first}
              alt=""
              width={600}
              height={800}
              loading={priority ? "eager" : "lazy"}
              // React 18 knows only the lower-case attribute.
              {...(priority ? { fetchpriority: "high" } : {})}
              decoding="async"
              className="h-full w-full object-cover transition duration-300 group-hover:scale-[1.02]"
            />
          ) : (
            <div aria-hidden="true" className="flex h-full items-center justify-center text-sm text-stone-600 before:content-['No_image']" />
          )}
          {second ? (
            <img
              src={second}
              alt=""
              width={600}
              height={800}
              loading="lazy"
              decoding="async"
              className="absolute inset-0 h-full w-full object-cover opacity-0 transition duration-300 group-hover:opacity-100"
            />
          ) : null}
        </Link>
        <div className="pointer-events-none absolute top-2 left-2 flex flex-col items-start gap-1 text-xs font-semibold">
          {product.isNew ? <span className="rounded bg-emerald-700 px-2 py-0.5 text-white">New</span> : null}
          {product.discountPercentage > 0 ? <span className="rounded bg-brand-700 px-2 py-0.5 text-white">{product.discountPercentage}% OFF</span> : null}
          {product.isFeatured && !compact ? <span className="hidden rounded bg-gold-500 px-2 py-0.5 text-stone-900 md:inline">Featured</span> : null}
          {!product.inStock ? <span className="rounded bg-stone-800 px-2 py-0.5 text-white">Out of Stock</span> : null}
        </div>
        <wishlistFetcher.Form method="post" action="/wishlist" className="absolute top-2 right-2">
          <input type="hidden" name="intent" value="toggle" />
          <input type="hidden" name="productId" value={product.id} />
          <input type="hidden" name="redirectTo" value={redirectTo} />
          {hydrated ? <input type="hidden" name="mode" value="fetch" /> : null}
          <button
            type="submit"
            aria-pressed={inWishlist}
            aria-label={inWishlist ? `Remove ${product.name} from wishlist` : `Add ${product.name} to wishlist`}
            className="flex size-11 items-center justify-center rounded-full bg-white/90 text-brand-700 shadow hover:bg-white"
          >
            <HeartIcon className={`size-5 ${inWishlist ? "fill-brand-600" : ""}`} />
          </button>
        </wishlistFetcher.Form>
      </div>

      {/* Below 768 px every card is the compact variant (spec: mobile layout uses a compact card). */}
      <div className={`flex flex-1 flex-col gap-1 ${compact ? "p-2" : "p-2 md:p-3"}`}>
        <p className="text-xs tracking-wide text-stone-600 uppercase">{product.category.name}</p>
        <h3 className={`line-clamp-2 font-medium text-stone-900 ${compact ? "text-sm" : "text-sm md:text-base"}`}>
          <Link to={href} prefetch="intent" className="hover:text-brand-700">
            {product.name}
          </Link>
        </h3>
        {product.reviewCount > 0 ? (
          <p className="flex items-center gap-1 text-sm text-stone-700">
            <span aria-hidden="true" className="text-gold-500">
              {"★".repeat(Math.round(product.rating))}
              <span className="text-stone-300">{"★".repeat(5 - Math.round(product.rating))}</span>
            </span>
            <span className="sr-only">Rated {product.rating} out of 5</span>
            <span>({product.reviewCount})</span>
          </p>
        ) : null}
        <p className="flex flex-wrap items-baseline gap-2">
          <span className="text-lg font-semibold text-brand-900">{formatRupees(product.price)}</span>
          {onSale ? (
            <s className="text-sm text-stone-500">
              <span className="sr-only">was </span>
              {formatRupees(product.originalPrice)}
            </s>
          ) : null}
        </p>
        {!compact && (product.sizes.length > 0 || product.colors.length > 0) ? (
          <div className="hidden items-center justify-between text-xs text-stone-600 md:flex">
            {product.sizes.length > 0 ? <span>{product.sizes.length === 1 ? product.sizes[0] : `${product.sizes.length} sizes`}</span> : <span />}
            <span className="flex items-center gap-1" aria-label={`Colours: ${product.colors.join(", ")}`}>
              {product.colors.slice(0, 3).map((c) => (
                <span key={c} title={c} className="inline-block size-3.5 rounded-full border border-stone-300" style={{ background: swatch(c) }} />
              ))}
              {extraColors > 0 ? <span aria-hidden="true">+{extraColors}</span> : null}
            </span>
          </div>
        ) : null}
        <div className="mt-auto pt-2">
          {inCart ? (
            <Link
              to="/cart"
              className="flex min-h-11 w-full items-center justify-center rounded-md border border-brand-700 px-3 text-sm font-semibold text-brand-700 hover:bg-brand-50"
            >
              View in Cart
            </Link>
          ) : (
            <cartFetcher.Form method="post" action="/cart">
              <input type="hidden" name="intent" value="add" />
              <input type="hidden" name="productId" value={product.id} />
              <input type="hidden" name="quantity" value="1" />
              <input type="hidden" name="size" value={product.sizes[0] ?? DEFAULT_SIZE} />
              <input type="hidden" name="color" value={product.colors[0] ?? DEFAULT_COLOR} />
              <input type="hidden" name="redirectTo" value={redirectTo} />
              {hydrated ? <input type="hidden" name="mode" value="fetch" /> : null}
              <button
                type="submit"
                disabled={!product.inStock}
                className="flex min-h-11 w-full items-center justify-center rounded-md bg-brand-700 px-3 text-sm font-semibold text-white hover:bg-brand-900 disabled:cursor-not-allowed disabled:bg-stone-400"
              >
                {!product.inStock ? (
                  "Out of Stock"
                ) : compact ? (
                  "Add"
                ) : (
                  <>
                    <span className="md:hidden">Add</span>
                    <span className="hidden md:inline">Add to Cart</span>
                  </>
                )}
              </button>
            </cartFetcher.Form>
          )}
        </div>
      </div>
    </article>
  );
}

export function ProductGrid({ products, compact = false, priorityCount = 0 }: { products: ProductCardDTO[]; compact?: boolean; priorityCount?: number }) {
  return (
    <ul className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 lg:grid-cols-4" role="list">
      {products.map((p, i) => (
        <li key={p.id} className="flex">
          <div className="h-full w-full">
            <ProductCard product={p} compact={compact} priority={i < priorityCount} />
          </div>
        </li>
      ))}
    </ul>
  );
}
