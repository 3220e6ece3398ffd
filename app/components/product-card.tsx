import { Link, useFetcher } from "@remix-run/react";
import type { ReactNode } from "react";
import type { ProductCardDTO } from "~/models/catalog.server";
import { usePersonal } from "~/utils/personal";
import { Slot } from "~/components/personal/slots";
import { swatch } from "~/utils/colors";
import { productUrl } from "~/utils/urls";
import { useHydrated } from "~/components/use-hydrated";
import { Price } from "~/components/price";
import { ADD_BUTTON_CLASS, AddControl, Chooser, OnlyVariantFields, choiceToMake, needsChoice } from "~/components/variant-choice";
import { Picture } from "~/components/ui/picture";

// The one product tile of spec/storefront.md, in two layouts: the grid card (here)
// (image with a CSS hover swap, badges, wishlist toggle, quick add or View in
// Cart, category, rating from real reviews only, price with the struck
// original) and the shop's list row (view=list: picture on the left, a short
// description; components/shop/product-list-item.tsx, from the pieces exported here,
// so the home and product pages do not carry it). Both buttons are plain form posts without JavaScript (they
// come back to this page) and fetchers with it; a product with a size or colour to choose links to its
// product page instead until the page has hydrated (decision 0040).
//
// Post contracts (the /wishlist and /cart actions implement them):
//   POST /wishlist  intent=toggle productId (the heart button's own name and value) [mode=fetch]
//   POST /cart      intent=add productId size color [quantity, default 1] [mode=fetch]
// With mode=fetch the action answers data instead of redirecting; without it the action redirects
// back to the page the form was on (its Referer: utils/back-to.server.ts), so no card carries a
// redirectTo (decision 0036).

/** A listed product; the shop's list layout adds a short description. */
export type ListProduct = ProductCardDTO & { description?: string; material?: string };

/** Above the fold: `true` loads the first picture at once and at high priority, "eager" at once only. */
export type ImagePriority = boolean | "eager";
type TileProps = { product: ListProduct; compact?: boolean; priority?: ImagePriority };

/** The i-th card's picture: the first `high` at high priority, the rest up to `eager` at once, then lazily. */
export const imagePriority = (i: number, eager: number, high: number): ImagePriority => (i < high ? true : i < eager ? "eager" : false);

/** The grid card; the shop's list row is components/shop/product-list-item.tsx (only /shop loads it). */
export function ProductCard(props: TileProps) {
  return <GridTile {...props} />;
}

export function ProductGrid({ products, compact = false, priorityCount = 0 }: { products: ProductCardDTO[]; compact?: boolean; priorityCount?: number }) {
  return (
    <ul className="pc-grid" role="list">
      {products.map((p, i) => (
        <li key={p.id}>
          <ProductCard product={p} compact={compact} priority={i < priorityCount} />
        </li>
      ))}
    </ul>
  );
}

/** A titled row of product cards (related products, "You Might Also Like"); nothing when there are none. */
export function ProductShelf({
  id,
  title,
  products,
  compact = false,
  className,
  headingClassName,
}: {
  id: string;
  title: string;
  products: ProductCardDTO[];
  compact?: boolean;
  className: string;
  headingClassName: string;
}) {
  if (products.length === 0) return null;
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className={headingClassName}>
        {title}
      </h2>
      <ProductGrid products={products} compact={compact} />
    </section>
  );
}

// ---------------------------------------------------------------- the two layouts

// Short component classes (tailwind.css, `.pc-*`): the card is repeated up to sixteen times a page.
function GridTile({ product, compact = false, priority = false }: TileProps) {
  const href = productUrl(product.id);
  const [first, second] = product.images;

  return (
    <article className={compact ? "pc pc-k" : "pc"} data-testid="product-card">
      <div className="pc-pic">
        <Link to={href} prefetch="intent" aria-label={product.name} tabIndex={-1} discover="none">
          {/* No width/height: `.pc-pic` holds the 3:4 box and the pictures fill it (no layout shift), 48 bytes a card less. */}
          <FirstImage src={first} priority={priority} className="pc-img" emptyClassName="pc-none" sized={false} />
          {second ? <Picture src={second} sizes={CARD_SIZES} alt="" loading="lazy" className="pc-img2" /> : null}
        </Link>
        {product.isNew || product.discountPercentage > 0 || (product.isFeatured && !compact) || !product.inStock ? (
          <div className="pc-tags">
            {product.isNew ? <span className="bg-emerald-700">New</span> : null}
            {product.discountPercentage > 0 ? <span className="bg-brand-700">{product.discountPercentage}% OFF</span> : null}
            {product.isFeatured && !compact ? <span className="hidden bg-gold-500 text-stone-900 md:inline">Featured</span> : null}
            {!product.inStock ? <span className="bg-stone-800">Out of Stock</span> : null}
          </div>
        ) : null}
        <WishlistToggle product={product} overlay />
      </div>

      {/* Below 768 px every card is the compact variant (spec: mobile layout uses a compact card). */}
      <div className="pc-body">
        <p className="pc-cat">{product.category.name}</p>
        {/* Two lines kept for every name, and a rating line even without reviews, so prices and buttons line up across a row. */}
        <h3 className="pc-name">
          <Link to={href} prefetch="intent">
            {product.name}
          </Link>
        </h3>
        <RatingLine product={product} />
        <CardPrice product={product} />
        {!compact && (product.sizes.length > 0 || product.colors.length > 0) ? (
          <div className="pc-meta">
            {product.sizes.length > 0 ? <SizesLabel sizes={product.sizes} /> : <span />}
            <ColourDots colors={product.colors} />
          </div>
        ) : null}
        <div className="pc-add">
          {/* The light outlined control fits "Add to Cart" on a phone's card too. */}
          <QuickAdd product={product}>{product.inStock ? "Add to Cart" : "Out of Stock"}</QuickAdd>
        </div>
      </div>
    </article>
  );
}

// ---------------------------------------------------------------- shared pieces

/** A tile is half the width on phones, a third to a quarter on wider screens. */
const CARD_SIZES = "(min-width: 1024px) 25vw, (min-width: 640px) 33vw, 50vw";

/** The tile's first picture (eager above the fold, with a high fetch priority for the first row), or a "No image" box. */
export function FirstImage({
  src,
  priority,
  className,
  emptyClassName,
  sized = true,
}: {
  src: string | undefined;
  priority: ImagePriority;
  className: string;
  emptyClassName: string;
  /** false where CSS sizes the picture's box (the grid card). */
  sized?: boolean;
}) {
  if (!src) return <div aria-hidden="true" className={emptyClassName} />;
  return (
    <Picture
      src={src}
      sizes={CARD_SIZES}
      alt=""
      width={sized ? 600 : undefined}
      height={sized ? 800 : undefined}
      loading={priority ? "eager" : "lazy"}
      // React 18 knows only the lower-case attribute.
      {...(priority === true ? { fetchpriority: "high" } : {})}
      className={className}
    />
  );
}

/** Whether the product is in the wishlist; optimistic while a toggle is in flight. */
export function useInWishlist(productId: string, fetcher: { formData?: FormData; data?: { inWishlist?: boolean } }) {
  const saved = usePersonal().wishlistProductIds.includes(productId);
  return fetcher.formData ? !saved : (fetcher.data?.inWishlist ?? saved);
}

/** The heart: over the picture on the grid card (`overlay`), beside the name in the list row. */
export function WishlistToggle({ product, overlay = false }: { product: ProductCardDTO; overlay?: boolean }) {
  const hydrated = useHydrated();
  const fetcher = useFetcher<{ inWishlist?: boolean }>();
  const inWishlist = useInWishlist(product.id, fetcher);
  return (
    <fetcher.Form method="post" action="/wishlist" className={overlay ? "pc-wl" : "shrink-0"}>
      <input type="hidden" name="intent" value="toggle" />
      {hydrated ? <input type="hidden" name="mode" value="fetch" /> : null}
      <Slot kind="heart" props={{ productId: product.id, name: product.name, look: overlay ? "overlay" : "row" }} state={inWishlist} />
    </fetcher.Form>
  );
}

/**
 * Add (one tap, or a size and colour chosen on the card), or "View in Cart" once it is there: the
 * link's slot comes first, and the control after it is hidden while it shows (tailwind.css).
 * A product with a choice to make is, in the server's HTML (no JavaScript, or not yet hydrated), a
 * link to its product page, where the choice is made: the card's no-JavaScript chooser was about
 * 0.9 KB a card (decision 0040). Once hydrated, the chooser takes its place in the same box.
 */
export function QuickAdd({ product, children }: { product: ProductCardDTO; children: ReactNode }) {
  const inCartNow = usePersonal().cartProductIds.includes(product.id);
  const hydrated = useHydrated();
  const fetcher = useFetcher<{ ok?: boolean }>();
  const inCart = inCartNow || Boolean(fetcher.formData) || Boolean(fetcher.data?.ok);
  const choice = product.inStock && needsChoice(product);
  return (
    <>
      <Slot kind="inCart" props={{ productId: product.id }} state={inCart} />
      {choice && !hydrated ? (
        <a href={productUrl(product.id)} className={ADD_BUTTON_CLASS} data-testid="add-control">
          {children}
          <span className="sr-only">{`: choose a ${choiceToMake(product)} for ${product.name} on its product page`}</span>
        </a>
      ) : (
        <fetcher.Form method="post" action="/cart">
          <input type="hidden" name="intent" value="add" />
          <input type="hidden" name="productId" value={product.id} />
          <OnlyVariantFields product={product} />
          {hydrated ? <input type="hidden" name="mode" value="fetch" /> : null}
          {choice ? (
            <Chooser product={product}>{children}</Chooser>
          ) : (
            <AddControl product={product} disabled={!product.inStock}>
              {children}
            </AddControl>
          )}
        </fetcher.Form>
      )}
    </>
  );
}

/** Price, struck original and "(20% OFF)" on one line (issue 14 section 5). */
export function CardPrice({ product: p }: { product: ProductCardDTO }) {
  return (
    // `.pc-price` (tailwind.css) styles the amount, the struck original and the saving.
    <Price price={p.price} originalPrice={p.originalPrice} className="pc-price" amountClassName="" struckClassName="">
      {p.originalPrice > p.price ? <span>{`(${p.discountPercentage}% OFF)`}</span> : null}
    </Price>
  );
}

/** Without reviews, an empty line of the same height: the grid's rows stay aligned. */
export function RatingLine({ product }: { product: Pick<ProductCardDTO, "rating" | "reviewCount"> }) {
  if (product.reviewCount <= 0) return <p className="h-5" />;
  const filled = Math.round(product.rating);
  return (
    <p className="flex h-5 items-center gap-1 text-sm text-stone-700">
      <span aria-hidden="true" className="text-gold-500">
        {"★".repeat(filled)}
        <span className="text-stone-300">{"★".repeat(5 - filled)}</span>
      </span>
      <span className="sr-only">Rated {product.rating} out of 5</span>
      <span>({product.reviewCount})</span>
    </p>
  );
}

export function SizesLabel({ sizes }: { sizes: string[] }) {
  return <span>{sizes.length === 1 ? sizes[0] : `${sizes.length} sizes`}</span>;
}

export function ColourDots({ colors }: { colors: string[] }) {
  const extra = colors.length - 3;
  return (
    // `.dots` (tailwind.css) styles the group and its dots: no class on each dot.
    <span className="dots" aria-label={`Colours: ${colors.join(", ")}`}>
      {colors.slice(0, 3).map((c) => (
        <span key={c} title={c} style={{ background: swatch(c) }} />
      ))}
      {extra > 0 ? <span aria-hidden="true">+{extra}</span> : null}
    </span>
  );
}
