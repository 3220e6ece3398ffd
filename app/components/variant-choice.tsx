import { type ReactNode, useRef } from "react";
import { useDismissableDetails } from "~/components/ui/use-dismissable";
import { swatch } from "~/utils/colors";

// How a product is put in the cart from a card or the wishlist, where the page has no size or
// colour selector: never in a size or colour the shopper did not choose (the cart used to get the
// first one, XS, without a word).
//   one size and one colour (or none)   one tap, as before
//   several sizes and/or colours        the button opens a small chooser inside the add form: the
//                                       colours as a required radio group, then one button per size
//                                       (each submits the form with its size), or Add for one size
// The chooser is a <details>, so it works without JavaScript (the browser insists on a colour
// before it posts; the cart refuses a missing choice too); with JavaScript a tap outside or Escape
// closes it.
// Only combinations in stock are offered (decision 0019, `available`): the colours with a size left,
// and with several colours one group of sizes per colour, shown by CSS (tailwind.css, `.vc`) when
// its colour is checked, so no script is needed.

type Choosable = { name: string; sizes: string[]; colors: string[]; available?: Array<{ size: string; color: string }> };

export function needsChoice(product: { sizes: string[]; colors: string[] }): boolean {
  return product.sizes.length > 1 || product.colors.length > 1;
}

/** The solid call-to-action look shared by the card's and the wishlist's add controls. */
// A light outlined control, not a full-width maroon bar on every card (issue 14 section 5): the
// product page keeps the one strong Add to Cart button.
export const ADD_BUTTON_CLASS =
  "flex min-h-11 w-full items-center justify-center gap-1.5 rounded-md border border-brand-600 bg-white px-3 text-sm font-semibold text-brand-700 hover:bg-brand-50 disabled:cursor-not-allowed disabled:border-stone-300 disabled:bg-stone-50 disabled:text-stone-500";

/** The hidden size and colour of a product with nothing to choose ('Free Size' / 'Default' when it names none). */
export function OnlyVariantFields({ product }: { product: { sizes: string[]; colors: string[] } }) {
  return (
    <>
      {product.sizes.length <= 1 ? <input type="hidden" name="size" value={product.sizes[0] ?? ""} /> : null}
      {product.colors.length <= 1 ? <input type="hidden" name="color" value={product.colors[0] ?? ""} /> : null}
    </>
  );
}

/**
 * The add control inside an add form (which carries productId and the rest, plus OnlyVariantFields):
 * a submit button when there is nothing to choose, the chooser when there is.
 */
export function AddControl({
  product,
  children,
  disabled = false,
}: {
  product: Choosable;
  children: ReactNode;
  disabled?: boolean;
}) {
  if (disabled || !needsChoice(product)) {
    return (
      <button type="submit" disabled={disabled} className={ADD_BUTTON_CLASS} data-testid="add-control">
        {children}
      </button>
    );
  }
  return <Chooser product={product}>{children}</Chooser>;
}

/** The sizes in stock in `color` ("" when the product lists no colour). */
const sizesIn = (p: Choosable, color: string) => (p.available ? p.sizes.filter((s) => p.available!.some((a) => a.size === s && a.color === color)) : p.sizes);

function SizeButtons({ sizes }: { sizes: string[] }) {
  return (
    <div className="grid grid-cols-3 gap-1">
      {sizes.map((size) => (
        <button
          key={size}
          type="submit"
          name="size"
          value={size}
          aria-label={`Add size ${size}`}
          className="min-h-11 rounded border border-stone-300 px-1 text-sm font-medium hover:border-brand-700 hover:text-brand-700"
        >
          {size}
        </button>
      ))}
    </div>
  );
}

function Chooser({ product, children }: { product: Choosable; children: ReactNode }) {
  const colors = product.colors.length > 1 ? product.colors.filter((c) => sizesIn(product, c).length > 0) : product.colors;
  const ref = useRef<HTMLDetailsElement>(null);
  useDismissableDetails(ref);
  const choose = [product.colors.length > 1 ? "colour" : null, product.sizes.length > 1 ? "size" : null].filter(Boolean).join(" and ");
  return (
    <details ref={ref} className="vc relative" data-testid="variant-chooser">
      <summary className={`${ADD_BUTTON_CLASS} cursor-pointer list-none [&::-webkit-details-marker]:hidden`} data-testid="add-control">
        {children}
        <span className="sr-only">: choose a {choose} for {product.name}</span>
      </summary>
      <div
        role="group"
        aria-label={`Choose a ${choose} for ${product.name}`}
        className="absolute inset-x-0 bottom-full z-20 mb-1 max-h-80 overflow-y-auto rounded-md border border-stone-200 bg-white p-2 text-stone-800 shadow-lg"
      >
        {product.colors.length > 1 ? (
          <fieldset className="mb-2">
            <legend className="mb-1 text-xs font-medium text-stone-700">Colour</legend>
            <div className="flex flex-wrap gap-1">
              {colors.map((color, i) => (
                <label
                  key={color}
                  className="flex min-h-9 cursor-pointer items-center gap-1 rounded border border-stone-300 px-1.5 text-xs has-checked:border-brand-700 has-checked:bg-brand-50 has-checked:text-brand-800 has-focus-visible:ring-2 has-focus-visible:ring-brand-600"
                >
                  <input type="radio" name="color" value={color} required data-ci={i} className="sr-only" />
                  <span aria-hidden="true" className="inline-block size-3 shrink-0 rounded-full border border-stone-300" style={{ background: swatch(color) }} />
                  {color}
                </label>
              ))}
            </div>
          </fieldset>
        ) : null}
        {product.sizes.length > 1 ? (
          <>
            <p className="mb-1 text-xs font-medium text-stone-700">Size</p>
            {product.colors.length > 1 ? (
              colors.map((color, i) => (
                <div key={color} data-cs={i}>
                  <SizeButtons sizes={sizesIn(product, color)} />
                </div>
              ))
            ) : (
              <SizeButtons sizes={sizesIn(product, product.colors[0] ?? "")} />
            )}
          </>
        ) : (
          <button type="submit" className={ADD_BUTTON_CLASS}>
            Add
          </button>
        )}
      </div>
    </details>
  );
}
