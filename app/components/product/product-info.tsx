import { Link, useFetcher } from "@remix-run/react";
import { useState } from "react";
import { useHydrated } from "~/components/use-hydrated";
import { useInWishlist } from "~/components/product-card";
import { categoryHref } from "~/components/product/breadcrumb";
import { plural, Stars } from "~/components/product/rating";
import { SizeGuideLink } from "~/components/product/size-guide-dialog";
import { deferred } from "~/components/ui/deferred";
import { lineQuantityCap } from "~/models/cart-view";
import type { ProductPageDTO } from "~/models/catalog.server";
import { swatch } from "~/utils/colors";
import { useShopPolicies } from "~/components/ui/shell";
import { DEFAULT_SIZE } from "~/utils/constants";
import { formatRupees } from "~/utils/money";

// The product page's purchase column: name, rating, price, stock, colour and
// size choices, quantity, Add to Cart and the wishlist heart (plain posts to
// /cart and /wishlist, the product card's contracts; fetchers with
// JavaScript), the shop's promises and share links. The repeated controls use short component
// classes (tailwind.css: .clr, .sz, .qty-b, .link-u).

// The shop's promises and the share links: plain markup and links, their code loads on first touch (decision 0016).
const PurchaseNotes = deferred(() => import("~/components/product/purchase-notes").then((m) => m.PurchaseNotes));

import type { ProductCartLine } from "~/utils/personal";
import { Slot } from "~/components/personal/slots";

export type { ProductCartLine };

/** The chosen colour (from the URL: a colour is a link) and the size preselected in it, by the loader. */
export type ProductChoice = { color: string; size: string };

/** Stock of one size x colour: its variant's, or the product's own when it has none (decision 0019). */
const stockIn = (p: ProductPageDTO, size: string, color: string) =>
  p.variants.length ? (p.variants.find((v) => v.size === size && v.color === color)?.stock ?? 0) : p.stock;

export function ProductInfo({
  product,
  canonical,
  cartLines,
  chosen,
}: {
  product: ProductPageDTO;
  canonical: string;
  cartLines: ProductCartLine[];
  chosen: ProductChoice;
}) {
  const hydrated = useHydrated();
  const policies = useShopPolicies();
  const cartFetcher = useFetcher<{ ok?: boolean; count?: number; message?: string }>();
  const wishlistFetcher = useFetcher<{ inWishlist?: boolean }>();
  const [choice, setChoice] = useState(chosen);
  // Per size and colour (decision 0019): the chosen combination's stock decides the status and the button.
  const left = product.isActive ? stockIn(product, choice.size, choice.color) : 0;
  const soldOut = (product.sizes.length ? product.sizes : [DEFAULT_SIZE]).filter((s) => stockIn(product, s, choice.color) <= 0);
  const maxQuantity = Math.max(1, lineQuantityCap({ stock: left, listed: product.isActive }));
  // null: not touched since the size or colour was chosen (the line's quantity, or 1, is shown).
  const [typed, setTyped] = useState<string | null>(null);

  const inWishlist = useInWishlist(product._id, wishlistFetcher);
  // With JavaScript the chosen size and colour are known: when that line is in the cart the button
  // updates its quantity (the documents' "Add to Cart or Update Cart") instead of adding more.
  // Without it the button adds, and the lines already in the cart are listed above it.
  const line = hydrated ? cartLines.find((l) => l.size === choice.size && l.color === choice.color) : undefined;
  const quantity = typed ?? String(line?.quantity ?? 1);
  const adding = cartFetcher.state !== "idle";
  const onSale = product.originalPrice > product.price;
  const qty = Number.parseInt(quantity, 10);
  const step = (delta: number) => setTyped(String(Math.min(maxQuantity, Math.max(1, (Number.isFinite(qty) ? qty : 1) + delta))));
  const choose = (next: Partial<typeof choice>) => {
    setChoice((c) => ({ ...c, ...next }));
    setTyped(null);
  };

  return (
    <div className="flex flex-col gap-5">
      <div>
        <Link to={categoryHref(product)} className="pi-cat">
          {product.category.name}
        </Link>
        <h1 className="pi-h">{product.name}</h1>
        {product.reviewCount > 0 ? (
          <a href="#reviews" className="mt-2 inline-flex items-center gap-2 text-sm text-stone-700 hover:text-brand-700" data-testid="product-rating">
            <Stars rating={product.rating} className="text-lg" />
            <span className="font-semibold">{product.rating.toFixed(1)}</span>
            <span className="sr-only">out of 5 stars,</span>
            <span className="underline-offset-2 hover:underline">({plural(product.reviewCount, "review")})</span>
          </a>
        ) : null}
      </div>

      {/* The phone's sticky buy bar is held inside this block: below the fold it rests on the price
          and stock lines at its top (no controls), never over the colour or size choices (decision 0038). */}
      <div className="flex flex-col gap-5">
        <div>
          <p className="pi-price" data-testid="product-price">
            <span className="text-3xl font-bold text-brand-900">{formatRupees(product.price)}</span>
            {onSale ? (
              <>
                <s className="text-lg text-stone-500">
                  <span className="sr-only">Original price </span>
                  {formatRupees(product.originalPrice)}
                </s>
                <span className="pi-off">{product.discountPercentage}% OFF</span>
              </>
            ) : null}
          </p>
          <p className="mt-1 text-xs text-stone-600">Inclusive of all taxes</p>
          <p className={`mt-2 text-sm font-semibold ${left > 0 ? "text-emerald-800" : "text-red-700"}`} data-testid="stock-status">
            {left <= 0 ? "Out of Stock" : left <= policies.lowStockThreshold ? `Only ${left} left in stock` : "In Stock"}
          </p>
        </div>

        <div>
          <p className="pi-desc">{product.description}</p>
          <a href="#description" className="link-u mt-1 inline-block">
            Read more
          </a>
        </div>
        {product.material ? (
          <p className="text-sm text-stone-700">
            <span className="font-semibold text-stone-900">Material:</span> {product.material}
          </p>
        ) : null}

        <cartFetcher.Form method="post" action="/cart" id="add-to-cart" className="flex flex-col gap-5">
          <input type="hidden" name="intent" value={line ? "update" : "add"} />
          <input type="hidden" name="productId" value={product._id} />
          {hydrated ? <input type="hidden" name="mode" value="fetch" /> : null}

          <input type="hidden" name="color" value={choice.color} />
          {product.colors.length > 0 ? (
            // A colour is a link (?color=): without JavaScript the page comes back with that colour's sizes.
            <nav aria-labelledby="colour-label">
              <p id="colour-label" className="pi-l">
                Colour
              </p>
              <div className="flex flex-wrap gap-2">
                {product.colors.map((c) => (
                  <Link
                    key={c}
                    to={`?color=${encodeURIComponent(c)}`}
                    replace
                    preventScrollReset
                    aria-current={c === choice.color ? "true" : undefined}
                    className="clr"
                  >
                    <span style={{ background: swatch(c) }} />
                    {c}
                  </Link>
                ))}
              </div>
            </nav>
          ) : null}

          {product.sizes.length > 0 ? (
            <fieldset>
              <legend className="pi-l">Size</legend>
              <div className="flex flex-wrap gap-2">
                {product.sizes.map((s) => (
                  <label key={`${choice.color}:${s}`} className="sz">
                    <input
                      type="radio"
                      name="size"
                      value={s}
                      defaultChecked={s === choice.size}
                      disabled={soldOut.includes(s)}
                      onChange={() => choose({ size: s })}
                    />
                    <span>
                      {s}
                      {soldOut.includes(s) ? <span className="sr-only"> (sold out)</span> : null}
                    </span>
                  </label>
                ))}
              </div>
              {/* In the flow under the sizes: drawn over them, it covered the XXL button on a phone. */}
              <SizeGuideLink className="link-u mt-2 inline-flex min-h-11 items-center" />
            </fieldset>
          ) : (
            <>
              <input type="hidden" name="size" value={DEFAULT_SIZE} />
              <SizeGuideLink className="link-u inline-flex min-h-11 items-center self-start" />
            </>
          )}

          <div>
            <label htmlFor="quantity" className="pi-ql">
              Quantity
            </label>
            <div className="relative w-36">
              <input
                id="quantity"
                name="quantity"
                type="number"
                inputMode="numeric"
                min={1}
                max={maxQuantity}
                step={1}
                required
                value={quantity}
                onChange={(e) => setTyped(e.target.value)}
                disabled={left <= 0}
                className="qty-in"
              />
              {hydrated ? (
                <>
                  <button
                    type="button"
                    onClick={() => step(-1)}
                    disabled={left <= 0 || !(qty > 1)}
                    aria-label="Decrease quantity"
                    className="qty-b left-0 rounded-l-md"
                  >
                    −
                  </button>
                  <button
                    type="button"
                    onClick={() => step(1)}
                    disabled={left <= 0 || !(qty < maxQuantity)}
                    aria-label="Increase quantity"
                    className="qty-b right-0 rounded-r-md"
                  >
                    +
                  </button>
                </>
              ) : null}
            </div>
          </div>

          <Slot kind="inCartNote" props={{ productId: product._id, sized: product.sizes.length > 0, coloured: product.colors.length > 0, line }} state={cartLines} />

        </cartFetcher.Form>

          {/* On a phone the buttons stay at the bottom of the screen while the choices scroll past. The
              button belongs to the form through its form attribute (plain HTML, with or without JavaScript). */}
          <div data-buy-bar className="sticky bottom-0 z-10 -mx-4 flex items-stretch gap-3 border-t border-stone-200 bg-white/95 px-4 py-2 backdrop-blur sm:static sm:mx-0 sm:border-0 sm:bg-transparent sm:p-0 sm:backdrop-blur-none">
            <button
              type="submit"
              form="add-to-cart"
              disabled={left <= 0 || adding}
              className="flex min-h-12 flex-1 items-center justify-center rounded-md bg-brand-700 px-6 font-semibold text-white shadow hover:bg-brand-900 disabled:cursor-not-allowed disabled:bg-stone-400"
            >
              {left <= 0 ? "Out of Stock" : adding ? (line ? "Updating..." : "Adding...") : line ? "Update Cart" : "Add to Cart"}
            </button>
            <Slot kind="heart" props={{ productId: product._id, name: product.name, look: "page" }} state={inWishlist} />
          </div>
      </div>

      {product.isActive && soldOut.length > 0 ? (
        // "Notify me" (decision 0019) is a page of its own: a plain form that costs this page no code.
        <Link to={`/product/${product._id}/notify?color=${encodeURIComponent(choice.color)}`} className="pi-notify">
          Sold out in your size? Notify me
        </Link>
      ) : null}

      <wishlistFetcher.Form method="post" action="/wishlist" id="wishlist-toggle" className="hidden">
        {/* productId: the heart button's name and value; back to this page by the Referer (decision 0036). */}
        <input type="hidden" name="intent" value="toggle" />
        {hydrated ? <input type="hidden" name="mode" value="fetch" /> : null}
      </wishlistFetcher.Form>

      <PurchaseNotes name={product.name} url={canonical} />
    </div>
  );
}
