import { Link, useFetcher, useLocation } from "@remix-run/react";
import { useHydrated } from "~/components/forms";
import { HeartIcon } from "~/components/ui/icons";
import type { ProductCardDTO } from "~/models/catalog.server";
import { useRootData } from "~/root";
import { swatch } from "~/utils/colors";
import { DEFAULT_COLOR, DEFAULT_SIZE } from "~/utils/constants";
import { formatRupees } from "~/utils/money";

// The shop's list layout (view=list): one product per row, picture on the
// left, with a short description. Same badges, wishlist toggle and quick add
// as ProductCard, and the same post contracts (components/product-card.tsx):
//   POST /wishlist  intent=toggle productId redirectTo [mode=fetch]
//   POST /cart      intent=add productId quantity size color redirectTo [mode=fetch]

export type ListProduct = ProductCardDTO & { description?: string; material?: string };

export function ProductListItem({ product, priority = false }: { product: ListProduct; priority?: boolean }) {
  const root = useRootData();
  const location = useLocation();
  const hydrated = useHydrated();
  const redirectTo = location.pathname + location.search;
  const wishlistFetcher = useFetcher<{ inWishlist?: boolean }>();
  const cartFetcher = useFetcher<{ ok?: boolean }>();

  const savedInWishlist = root?.wishlistProductIds.includes(product.id) ?? false;
  const inWishlist = wishlistFetcher.formData ? !savedInWishlist : (wishlistFetcher.data?.inWishlist ?? savedInWishlist);
  const inCart = (root?.cartProductIds.includes(product.id) ?? false) || Boolean(cartFetcher.formData) || Boolean(cartFetcher.data?.ok);
  const href = `/product/${product.id}`;
  const image = product.images[0];
  const onSale = product.originalPrice > product.price;
  const extraColors = product.colors.length - 3;

  return (
    <article className="flex gap-3 overflow-hidden rounded-lg border border-stone-200 bg-white p-2 shadow-sm transition hover:shadow-md sm:gap-5 sm:p-3" data-testid="product-list-item">
      <Link to={href} prefetch="intent" tabIndex={-1} aria-label={product.name} className="relative block w-28 shrink-0 self-start overflow-hidden rounded-md bg-stone-100 sm:w-44">
        {image ? (
          <img
            src={image}
            alt=""
            width={600}
            height={800}
            loading={priority ? "eager" : "lazy"}
            {...(priority ? { fetchpriority: "high" } : {})}
            decoding="async"
            className="aspect-[3/4] h-auto w-full object-cover"
          />
        ) : (
          <div aria-hidden="true" className="flex aspect-[3/4] items-center justify-center text-xs text-stone-600 before:content-['No_image']" />
        )}
        <span className="pointer-events-none absolute top-1 left-1 flex flex-col items-start gap-1 text-[11px] font-semibold">
          {product.isNew ? <span className="rounded bg-emerald-700 px-1.5 py-0.5 text-white">New</span> : null}
          {product.discountPercentage > 0 ? <span className="rounded bg-brand-700 px-1.5 py-0.5 text-white">{product.discountPercentage}% OFF</span> : null}
        </span>
      </Link>

      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex items-start gap-2">
          <div className="min-w-0 flex-1">
            <p className="text-xs tracking-wide text-stone-600 uppercase">{product.category.name}</p>
            <h3 className="line-clamp-2 font-medium text-stone-900 sm:text-lg">
              <Link to={href} prefetch="intent" className="hover:text-brand-700">
                {product.name}
              </Link>
            </h3>
          </div>
          <wishlistFetcher.Form method="post" action="/wishlist" className="shrink-0">
            <input type="hidden" name="intent" value="toggle" />
            <input type="hidden" name="productId" value={product.id} />
            <input type="hidden" name="redirectTo" value={redirectTo} />
            {hydrated ? <input type="hidden" name="mode" value="fetch" /> : null}
            <button
              type="submit"
              aria-pressed={inWishlist}
              aria-label={inWishlist ? `Remove ${product.name} from wishlist` : `Add ${product.name} to wishlist`}
              className="flex size-11 items-center justify-center rounded-full text-brand-700 hover:bg-brand-50"
            >
              <HeartIcon className={`size-5 ${inWishlist ? "fill-brand-600" : ""}`} />
            </button>
          </wishlistFetcher.Form>
        </div>

        <div className="flex flex-wrap gap-1 text-[11px] font-semibold">
          {product.isFeatured ? <span className="rounded bg-gold-500 px-1.5 py-0.5 text-stone-900">Featured</span> : null}
          {!product.inStock ? <span className="rounded bg-stone-800 px-1.5 py-0.5 text-white">Out of Stock</span> : null}
        </div>

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

        {product.description ? <p className="line-clamp-2 hidden text-sm text-stone-600 sm:block">{product.description}</p> : null}

        <p className="flex flex-wrap items-baseline gap-2">
          <span className="text-lg font-semibold text-brand-900">{formatRupees(product.price)}</span>
          {onSale ? (
            <s className="text-sm text-stone-500">
              <span className="sr-only">was </span>
              {formatRupees(product.originalPrice)}
            </s>
          ) : null}
        </p>

        {product.sizes.length > 0 || product.colors.length > 0 ? (
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-stone-600">
            {product.sizes.length > 0 ? <span>{product.sizes.length === 1 ? product.sizes[0] : `${product.sizes.length} sizes`}</span> : null}
            {product.colors.length > 0 ? (
              <span className="flex items-center gap-1" aria-label={`Colours: ${product.colors.join(", ")}`}>
                {product.colors.slice(0, 3).map((c) => (
                  <span key={c} title={c} className="inline-block size-3.5 rounded-full border border-stone-300" style={{ background: swatch(c) }} />
                ))}
                {extraColors > 0 ? <span aria-hidden="true">+{extraColors}</span> : null}
              </span>
            ) : null}
          </div>
        ) : null}

        <div className="mt-auto pt-1 sm:max-w-56">
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
                {product.inStock ? "Add to Cart" : "Out of Stock"}
              </button>
            </cartFetcher.Form>
          )}
        </div>
      </div>
    </article>
  );
}
