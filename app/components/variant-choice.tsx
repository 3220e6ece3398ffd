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
// closes it. Product cards send it only once hydrated: their server HTML links to the product page,
// where the choice is made (decision 0040); the wishlist's Move to Cart sends it in its HTML.
// Only combinations in stock are offered (decision 0019, `available`): the colours with a size left,
// and with several colours the sizes shown once a colour is checked, each only while a colour it is in
// stock in is checked: CSS (tailwind.css, `.vc`), so no script is needed.

type Choosable = { name: string; sizes: string[]; colors: string[]; available?: Array<{ size: string; color: string }> };

export function needsChoice(product: { sizes: string[]; colors: string[] }): boolean {
  return product.sizes.length > 1 || product.colors.length > 1;
}

/** What the shopper must choose: "size", "colour" or "colour and size". */
export function choiceToMake(product: { sizes: string[]; colors: string[] }): string {
  return [product.colors.length > 1 ? "colour" : null, product.sizes.length > 1 ? "size" : null].filter(Boolean).join(" and ");
}

/** The add control's look (`.btn-add` in tailwind.css), shared by the card's and the wishlist's add controls. */
// A light outlined control, not a full-width maroon bar on every card (issue 14 section 5): the
// product page keeps the one strong Add to Cart button.
export const ADD_BUTTON_CLASS = "btn-add";

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

// Short component classes (tailwind.css, `.vc-*`): a card's chooser is repeated up to sixteen times a page.
// One button per size; with several colours, `data-x` lists the colours (their data-ci) the size is
// out of stock in, and CSS hides it while one of those is checked (decision 0019, without a script).
function SizeButtons({ sizes, outIn }: { sizes: string[]; outIn?: (size: string) => string | undefined }) {
  return (
    <div className="vc-ss">
      {sizes.map((size) => (
        <button key={size} name="size" value={size} aria-label={`Add size ${size}`} data-x={outIn?.(size)}>
          {size}
        </button>
      ))}
    </div>
  );
}

/** The chooser alone (inside an add form); the card renders it once hydrated (components/product-card.tsx `QuickAdd`). */
export function Chooser({ product, children }: { product: Choosable; children: ReactNode }) {
  const colors = product.colors.length > 1 ? product.colors.filter((c) => sizesIn(product, c).length > 0) : product.colors;
  const ref = useRef<HTMLDetailsElement>(null);
  useDismissableDetails(ref);
  const choose = choiceToMake(product);
  return (
    // The pop-up's parts are styled from `.vc-pop` (tailwind.css), not one class each: no class on its
    // fieldset, legend, colour labels, their radios and dots, the size heading and buttons.
    <details ref={ref} className="vc" data-testid="variant-chooser">
      <summary className="btn-add" data-testid="add-control">
        {children}
        <span className="sr-only">{`: choose a ${choose} for ${product.name}`}</span>
      </summary>
      <div role="group" aria-label={`Choose a ${choose} for ${product.name}`} className="vc-pop">
        {product.colors.length > 1 ? (
          <fieldset>
            <legend>Colour</legend>
            <div>
              {/* One required radio makes the group required; data-ci only where sizes hide by colour (CSS). */}
              {colors.map((color, i) => (
                <label key={color}>
                  <input type="radio" name="color" value={color} required={i === 0} data-ci={product.sizes.length > 1 ? i : undefined} />
                  <span style={{ background: swatch(color) }} />
                  {color}
                </label>
              ))}
            </div>
          </fieldset>
        ) : null}
        {product.sizes.length > 1 ? (
          <>
            <p>Size</p>
            {product.colors.length > 1 ? (
              <SizeButtons
                sizes={product.sizes.filter((size) => colors.some((c) => sizesIn(product, c).includes(size)))}
                outIn={(size) => colors.flatMap((c, i) => (sizesIn(product, c).includes(size) ? [] : [i])).join(" ") || undefined}
              />
            ) : (
              <SizeButtons sizes={sizesIn(product, product.colors[0] ?? "")} />
            )}
          </>
        ) : (
          <button className="btn-add">Add</button>
        )}
      </div>
    </details>
  );
}
