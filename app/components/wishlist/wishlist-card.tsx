import { Link, useFetcher } from "@remix-run/react";
import { useHydrated } from "~/components/use-hydrated";
import { Price } from "~/components/price";
import { ProductName } from "~/components/product-name";
import { EmptyState } from "~/components/ui/empty-state";
import { CloseIcon, HeartIcon } from "~/components/ui/icons/shell";
import { AddControl, OnlyVariantFields } from "~/components/variant-choice";
import type { ProductCardDTO } from "~/models/catalog.server";
import type { WishlistActionData, WishlistIntent } from "~/models/wishlist-actions.server";
import { productUrl } from "~/utils/urls";

// A saved product: Move to Cart and Remove are plain posts to /wishlist
// (fetchers with mode=fetch with JavaScript).

export function WishlistCard({ product, inCart, priority }: { product: ProductCardDTO; inCart: boolean; priority: boolean }) {
  const hydrated = useHydrated();
  const move = useFetcher<WishlistActionData>();
  const remove = useFetcher<WishlistActionData>();
  const moving = move.state !== "idle";
  const href = productUrl(product.id);

  const hidden = (intent: WishlistIntent) => (
    <>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="productId" value={product.id} />
      <input type="hidden" name="redirectTo" value="/wishlist" />
      {hydrated ? <input type="hidden" name="mode" value="fetch" /> : null}
    </>
  );

  return (
    <article
      className={`flex w-full flex-col overflow-hidden rounded-lg border border-stone-200 bg-white shadow-sm transition hover:shadow-md ${moving ? "opacity-60" : ""}`}
      data-testid="wishlist-item"
      aria-busy={moving || undefined}
    >
      <div className="relative aspect-[3/4] overflow-hidden bg-stone-100">
        <Link to={href} prefetch="intent" tabIndex={-1} aria-hidden="true">
          {product.images[0] ? (
            <img
              src={product.images[0]}
              alt=""
              width={600}
              height={800}
              loading={priority ? "eager" : "lazy"}
              decoding="async"
              className="h-full w-full object-cover transition duration-300 hover:scale-[1.02]"
            />
          ) : (
            <span aria-hidden="true" className="flex h-full items-center justify-center text-sm text-stone-600 before:content-['No_image']" />
          )}
        </Link>
        <div className="pointer-events-none absolute top-2 left-2 flex flex-col items-start gap-1 text-xs font-semibold">
          {product.discountPercentage > 0 ? <span className="rounded bg-brand-700 px-2 py-0.5 text-white">{product.discountPercentage}% OFF</span> : null}
          {!product.inStock ? <span className="rounded bg-stone-800 px-2 py-0.5 text-white">Out of Stock</span> : null}
        </div>
      </div>

      <div className="flex flex-1 flex-col gap-1 p-3">
        <ProductName category={product.category.name} name={product.name} href={href} heading="h2" className="line-clamp-2 text-sm font-medium text-stone-900 sm:text-base" />
        <Price
          price={product.price}
          originalPrice={product.originalPrice}
          className="flex flex-wrap items-baseline gap-x-2"
          amountClassName="text-base font-semibold text-brand-900 sm:text-lg"
        />

        <div className="mt-auto flex flex-col gap-2 pt-2">
          {inCart ? (
            <Link
              to="/cart"
              className="flex min-h-11 w-full items-center justify-center rounded-md border border-brand-700 px-3 text-sm font-semibold text-brand-700 hover:bg-brand-50"
            >
              View in Cart
            </Link>
          ) : (
            <move.Form method="post" action="/wishlist">
              {hidden("move-to-cart")}
              <OnlyVariantFields product={product} />
              <AddControl product={product} disabled={!product.inStock || moving}>
                {!product.inStock ? "Out of Stock" : moving ? "Moving..." : "Move to Cart"}
              </AddControl>
            </move.Form>
          )}
          <remove.Form method="post" action="/wishlist">
            {hidden("remove")}
            <button
              type="submit"
              disabled={moving}
              className="flex min-h-11 w-full items-center justify-center gap-1.5 rounded-md border border-stone-300 px-3 text-sm font-medium text-stone-700 hover:border-brand-600 hover:text-brand-700 disabled:opacity-60"
            >
              <CloseIcon className="size-4" />
              Remove
            </button>
          </remove.Form>
        </div>
      </div>
    </article>
  );
}

export function EmptyWishlist() {
  return (
    <EmptyState icon={<HeartIcon className="size-8" />} title="Your Wishlist is Empty" testId="wishlist-empty">
      Tap the heart on any saree, lehenga or kurta to save it here for later.
    </EmptyState>
  );
}
