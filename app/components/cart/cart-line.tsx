import { Picture } from "~/components/ui/picture";
import { Link, useFetcher } from "@remix-run/react";
import { useHydrated } from "~/components/use-hydrated";
import { Price } from "~/components/price";
import { ProductName } from "~/components/product-name";
import { CloseIcon } from "~/components/ui/icons/shell";
import type { CartActionData } from "~/models/cart-actions.server";
import type { PageLine } from "~/models/cart-view";
import { MAX_LINE_QUANTITY } from "~/utils/constants";
import { formatRupees } from "~/utils/money";
import { productUrl } from "~/utils/urls";

// One cart line: picture, name, size and colour, price, the quantity stepper
// and remove button (plain posts to /cart; fetchers with mode=fetch and an
// optimistic quantity with JavaScript), and the line total.

export function CartLineItem({ line }: { line: PageLine }) {
  const hydrated = useHydrated();
  const fetcher = useFetcher<CartActionData>();
  const pending = fetcher.formData?.get("intent");
  const updating = fetcher.state !== "idle";
  // Optimistic: while a step is in flight, show its result.
  const quantity =
    pending === "increment"
      ? line.quantity + 1
      : pending === "decrement"
        ? line.quantity - 1
        : pending === "update"
          ? Number(fetcher.formData?.get("quantity"))
          : line.quantity;
  const href = productUrl(line.productId);
  const canRaise = line.available && quantity < line.maxQuantity;
  const fixTo = !line.available && line.maxQuantity > 0 && line.quantity > line.maxQuantity ? line.maxQuantity : null;

  const hidden = (
    <>
      <input type="hidden" name="productId" value={line.productId} />
      <input type="hidden" name="size" value={line.size} />
      <input type="hidden" name="color" value={line.color} />
      <input type="hidden" name="redirectTo" value="/cart" />
      {hydrated ? <input type="hidden" name="mode" value="fetch" /> : null}
    </>
  );
  const stepButton =
    "flex size-11 items-center justify-center text-lg font-semibold text-stone-700 hover:bg-stone-100 disabled:cursor-not-allowed disabled:text-stone-300 disabled:hover:bg-transparent";

  return (
    <li className={`flex gap-3 p-3 sm:gap-4 sm:p-4 ${line.available ? "" : "bg-red-50/40"}`} data-testid="cart-line" aria-busy={updating || undefined}>
      <Link to={href} prefetch="intent" tabIndex={-1} aria-hidden="true" className="shrink-0">
        {line.image ? (
          // An uploaded photo comes as AVIF/WebP at the width the line shows (80 px, 112 px from 640 px).
          <Picture
            src={line.image}
            sizes="(min-width: 640px) 112px, 80px"
            alt=""
            width={600}
            height={800}
            loading="lazy"
            decoding="async"
            className={`aspect-[3/4] w-20 rounded-md bg-stone-100 object-cover sm:w-28 ${line.available ? "" : "opacity-60 grayscale"}`}
          />
        ) : (
          <span className="flex aspect-[3/4] w-20 items-center justify-center rounded-md bg-stone-100 text-xs text-stone-600 sm:w-28">No image</span>
        )}
      </Link>

      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex items-start justify-between gap-2">
          <div className="min-w-0">
            <ProductName
              category={line.category}
              name={line.name}
              href={href}
              className="line-clamp-2 font-medium text-stone-900"
              categoryClassName="text-xs tracking-wide text-stone-500 uppercase"
            />
          </div>
          <fetcher.Form method="post" action="/cart" className="-mt-1 -mr-1 shrink-0">
            {hidden}
            <button
              type="submit"
              name="intent"
              value="remove"
              disabled={updating}
              aria-label={`Remove ${line.name} from cart`}
              className="flex size-11 items-center justify-center rounded-full text-stone-500 hover:bg-red-50 hover:text-red-700 disabled:opacity-50"
            >
              <CloseIcon className="size-5" />
            </button>
          </fetcher.Form>
        </div>

        <p className="text-sm text-stone-600">
          <span>Size: {line.size}</span>
          <span aria-hidden="true" className="mx-1.5 text-stone-300">
            |
          </span>
          <span>Colour: {line.color}</span>
        </p>

        <Price price={line.price} originalPrice={line.originalPrice} className="flex flex-wrap items-baseline gap-x-2" amountClassName="font-semibold text-brand-900">
          {line.available && line.stock <= 5 ? <span className="text-xs font-medium text-amber-700">Only {line.stock} left</span> : null}
        </Price>

        {line.unavailableReason ? (
          <p className="text-sm font-medium text-red-700" role="status" data-testid="line-unavailable">
            {line.unavailableReason}
            {line.available ? null : " - not included in the total"}
          </p>
        ) : null}

        <div className="mt-auto flex flex-wrap items-center justify-between gap-2 pt-1">
          <fetcher.Form method="post" action="/cart" className="flex items-center gap-2">
            {hidden}
            <div className="inline-flex items-center overflow-hidden rounded-md border border-stone-300 bg-white" role="group" aria-label={`Quantity of ${line.name}`}>
              <button
                type="submit"
                name="intent"
                value="decrement"
                disabled={quantity <= 1 || updating}
                aria-label={`Decrease quantity of ${line.name}`}
                className={stepButton}
              >
                −
              </button>
              <output className="min-w-10 px-1 text-center font-semibold text-stone-900" aria-live="polite" data-testid="line-quantity">
                {quantity}
              </output>
              <button
                type="submit"
                name="intent"
                value="increment"
                disabled={!canRaise || updating}
                aria-label={`Increase quantity of ${line.name}`}
                title={canRaise ? undefined : quantity >= MAX_LINE_QUANTITY ? `At most ${MAX_LINE_QUANTITY} per item` : "No more in stock"}
                className={stepButton}
              >
                +
              </button>
            </div>
          </fetcher.Form>
          {fixTo !== null ? (
            <fetcher.Form method="post" action="/cart">
              {hidden}
              <input type="hidden" name="intent" value="update" />
              <input type="hidden" name="quantity" value={fixTo} />
              <button
                type="submit"
                disabled={updating}
                aria-label={`Set quantity of ${line.name} to ${fixTo}`}
                className="min-h-11 rounded-md border border-brand-700 px-3 text-sm font-semibold text-brand-700 hover:bg-brand-50 disabled:opacity-60"
              >
                Set to {fixTo}
              </button>
            </fetcher.Form>
          ) : null}
          <p className="ml-auto text-right">
            <span className="sr-only">Line total: </span>
            <span className={`font-semibold ${line.available ? "text-stone-900" : "text-stone-400 line-through"}`}>
              {formatRupees(pending ? line.price * quantity : line.lineTotal)}
            </span>
          </p>
        </div>
      </div>
    </li>
  );
}
