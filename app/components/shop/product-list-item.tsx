import { Link } from "@remix-run/react";
import { productUrl } from "~/utils/urls";
import { CardPrice, ColourDots, FirstImage, QuickAdd, RatingLine, SizesLabel, WishlistToggle, type ImagePriority, type ListProduct } from "~/components/product-card";

// The shop's list row (view=list): picture on the left, a short description,
// the same heart, price and Add control as the grid card (components/product-card.tsx).

export function ProductListItem({ product, priority = false }: { product: ListProduct; priority?: ImagePriority }) {
  const href = productUrl(product.id);
  const image = product.images[0];

  return (
    <article className="flex gap-3 overflow-hidden rounded-lg border border-stone-200 bg-white p-2 shadow-sm transition hover:shadow-md sm:gap-5 sm:p-3" data-testid="product-list-item">
      <Link to={href} prefetch="intent" tabIndex={-1} aria-label={product.name} className="relative block w-28 shrink-0 self-start overflow-hidden rounded-md bg-stone-100 sm:w-44">
        <FirstImage
          src={image}
          priority={priority}
          className="aspect-[3/4] h-auto w-full object-cover"
          emptyClassName="flex aspect-[3/4] items-center justify-center text-xs text-stone-600 before:content-['No_image']"
        />
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
          <WishlistToggle product={product} />
        </div>

        <div className="flex flex-wrap gap-1 text-[11px] font-semibold">
          {product.isFeatured ? <span className="rounded bg-gold-500 px-1.5 py-0.5 text-stone-900">Featured</span> : null}
          {!product.inStock ? <span className="rounded bg-stone-800 px-1.5 py-0.5 text-white">Out of Stock</span> : null}
        </div>

        <RatingLine product={product} />

        {product.description ? <p className="line-clamp-2 hidden text-sm text-stone-600 sm:block">{product.description}</p> : null}

        <CardPrice product={product} />

        {product.sizes.length > 0 || product.colors.length > 0 ? (
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-stone-600">
            {product.sizes.length > 0 ? <SizesLabel sizes={product.sizes} /> : null}
            {product.colors.length > 0 ? <ColourDots colors={product.colors} /> : null}
          </div>
        ) : null}

        <div className="mt-auto pt-1 sm:max-w-56">
          <QuickAdd product={product}>{product.inStock ? "Add to Cart" : "Out of Stock"}</QuickAdd>
        </div>
      </div>
    </article>
  );
}
