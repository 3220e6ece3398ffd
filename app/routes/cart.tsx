import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, Link, useFetcher, useFetchers, useLoaderData, useNavigation } from "@remix-run/react";
import { useHydrated } from "~/components/forms";
import { BagIcon, CloseIcon, TruckIcon } from "~/components/ui/icons";
import { pageMeta } from "~/components/ui/page";
import {
  addToCart,
  adjustCartLine,
  applyCoupon,
  clearCart,
  getCart,
  getCartSummary,
  removeCartLine,
  removeCoupon,
  updateCartLine,
  type CartView,
  type Owner,
} from "~/models/cart.server";
import { CART_MESSAGES, couponAppliedMessage } from "~/schemas/cart";
import { parseCartAction, type CartActionInput } from "~/utils/cart-action.server";
import { FREE_SHIPPING_THRESHOLD_RUPEES, MAX_LINE_QUANTITY } from "~/utils/constants";
import { AppError, NotFound, ValidationError } from "~/utils/errors";
import { formatRupees, toRupees } from "~/utils/money";
import { safeRedirect } from "~/utils/redirect";
import { ensureGuestId, getGuestId, getUser } from "~/utils/session.server";
import { redirectWithToast, toastHeaders, type Toast } from "~/utils/toast.server";

// /cart: the cart of the signed-in user, or of the guest (kept on the server
// under the anonymous guest id, DECISIONS 3.1). One action, one `intent` per
// button; every post is a plain form that redirects back with a toast
// (post/redirect/get). With JavaScript the steppers and remove buttons post
// through fetchers with mode=fetch (optimistic quantity / removal) and the
// action answers data `{ ok, count, message }` instead: the product card's
// quick add uses the same contract (components/product-card.tsx).
// Totals come from the pricing engine through getCart; nothing is summed here.

export const meta: MetaFunction = ({ matches }) => pageMeta("Shopping Cart", matches, "Review the sarees, lehengas and kurtas in your cart.");

const LOGIN_FOR_CHECKOUT = `/login?${new URLSearchParams({ redirect: "/checkout" })}`;

// ---------------------------------------------------------------- action
// (The form schema lives in utils/cart-action.server.ts: zod stays out of the page's JavaScript.)

type CartAction = CartActionInput;
type Intent = CartAction["intent"];

const FAILURE: Record<Intent, string> = {
  add: CART_MESSAGES.addFailed,
  update: CART_MESSAGES.updateFailed,
  increment: CART_MESSAGES.updateFailed,
  decrement: CART_MESSAGES.updateFailed,
  remove: CART_MESSAGES.removeFailed,
  clear: CART_MESSAGES.clearFailed,
  "apply-coupon": CART_MESSAGES.couponFailed,
  "remove-coupon": CART_MESSAGES.updateFailed,
};

/** What a mode=fetch post answers: `count` is the cart's item count after the post. */
export type CartActionData = { ok: boolean; count: number; message: string };

// ---------------------------------------------------------------- loader

function toPageCart(cart: CartView) {
  const t = cart.totals;
  return {
    lines: cart.lines.map((l) => ({
      key: `${l.productId}|${l.size}|${l.color}`,
      productId: l.productId,
      name: l.name,
      image: l.images[0] ?? null,
      category: l.category.name,
      size: l.size,
      color: l.color,
      quantity: l.quantity,
      price: toRupees(l.unitPrice),
      originalPrice: toRupees(l.originalPrice),
      lineTotal: toRupees(l.lineTotal),
      stock: l.stock,
      maxQuantity: l.maxQuantity,
      available: l.available,
      unavailableReason: l.unavailableReason,
    })),
    totals: {
      subtotal: toRupees(t.subtotal),
      discount: toRupees(t.discount),
      shipping: toRupees(t.shipping),
      tax: toRupees(t.tax),
      total: toRupees(t.total),
      totalItems: t.totalItems,
      totalSavings: toRupees(t.totalSavings),
      freeShippingRemaining: toRupees(t.freeShippingRemaining),
    },
    coupon: cart.coupon,
    storedCouponCode: cart.storedCouponCode,
    couponNotice: cart.couponNotice,
    itemCount: cart.itemCount,
    canCheckout: cart.canCheckout,
    checkoutBlockedReason: cart.checkoutBlockedReason,
  };
}

export async function loader({ request }: LoaderFunctionArgs) {
  const [user, guestId] = await Promise.all([getUser(request), getGuestId(request)]);
  const owner: Owner | null = user ? { userId: user.id } : guestId ? { guestId } : null;
  const cart = await getCart(owner);
  return data({ cart: toPageCart(cart), signedIn: Boolean(user) }, { headers: { "Cache-Control": "private, no-store" } });
}

// ---------------------------------------------------------------- action

/** The owner for this post; a guest gets an id (and the caller a Set-Cookie) only when adding something. */
async function ownerFor(request: Request, intent: Intent, headers: Headers): Promise<Owner | null> {
  const user = await getUser(request);
  if (user) return { userId: user.id };
  if (intent === "add") {
    const { guestId, setCookie } = await ensureGuestId(request);
    if (setCookie) headers.append("Set-Cookie", setCookie);
    return { guestId };
  }
  const guestId = await getGuestId(request);
  return guestId ? { guestId } : null;
}

/** Runs one intent; returns the success message. */
async function run(input: CartAction, owner: Owner | null): Promise<string> {
  if (!owner) {
    // No guest id yet means no cart: nothing to change.
    if (input.intent === "clear") return CART_MESSAGES.cleared;
    if (input.intent === "remove-coupon") return CART_MESSAGES.couponRemoved;
    if (input.intent === "apply-coupon") throw new ValidationError(CART_MESSAGES.couponEmptyCart);
    throw new NotFound(CART_MESSAGES.lineNotFound);
  }
  switch (input.intent) {
    case "add":
      await addToCart(owner, { productId: input.productId, quantity: input.quantity, size: input.size, color: input.color });
      return CART_MESSAGES.added;
    case "update":
      await updateCartLine(owner, { productId: input.productId, size: input.size, color: input.color, quantity: input.quantity });
      return input.quantity === 0 ? CART_MESSAGES.removed : CART_MESSAGES.updated;
    case "increment":
    case "decrement":
      await adjustCartLine(owner, { productId: input.productId, size: input.size, color: input.color, delta: input.intent === "increment" ? 1 : -1 });
      return CART_MESSAGES.updated;
    case "remove":
      await removeCartLine(owner, { productId: input.productId, size: input.size, color: input.color });
      return CART_MESSAGES.removed;
    case "clear":
      await clearCart(owner);
      return CART_MESSAGES.cleared;
    case "apply-coupon":
      return couponAppliedMessage(await applyCoupon(owner, input.code));
    case "remove-coupon":
      await removeCoupon(owner);
      return CART_MESSAGES.couponRemoved;
  }
}

export async function action({ request }: ActionFunctionArgs) {
  const form = await request.formData();
  const fetchMode = form.get("mode") === "fetch";
  const redirectTo = safeRedirect(form.get("redirectTo"), "/cart");
  const headers = new Headers();
  let owner: Owner | null = null;

  // Errors answer 200 in fetch mode on purpose: Remix only revalidates (and so
  // shows the toast and the true cart) after a 2xx action.
  const reply = async (ok: boolean, message: string) => {
    const toast: Toast = { type: ok ? "success" : "error", title: message };
    if (!fetchMode) return redirectWithToast(redirectTo, toast, { status: 303, headers });
    for (const [, value] of await toastHeaders(toast)) headers.append("Set-Cookie", value);
    const { count } = await getCartSummary(owner);
    return data<CartActionData>({ ok, count, message }, { headers });
  };

  const submission = parseCartAction(form);
  if (submission.status !== "success") {
    const intent = form.get("intent");
    const fallback = typeof intent === "string" && intent in FAILURE ? FAILURE[intent as Intent] : CART_MESSAGES.updateFailed;
    const first = Object.values(submission.error ?? {}).flat()[0];
    return reply(false, typeof intent === "string" && intent in FAILURE && first ? first : fallback);
  }
  const input = submission.value;
  owner = await ownerFor(request, input.intent, headers);
  try {
    return reply(true, await run(input, owner));
  } catch (error) {
    // Stock, limits, unknown products and coupon refusals are the shopper's to read; anything else is logged.
    if (error instanceof AppError && error.status < 500) return reply(false, error.message);
    if (!(error instanceof AppError)) console.error("[cart] action failed:", error);
    return reply(false, FAILURE[input.intent]);
  }
}

// ---------------------------------------------------------------- screen

type PageCart = ReturnType<typeof toPageCart>;
type PageLine = PageCart["lines"][number];

/** Line keys with a remove in flight: hidden at once (they come back if the server refuses). */
function usePendingRemovals() {
  const keys = new Set<string>();
  for (const f of useFetchers()) {
    const intent = f.formData?.get("intent");
    const removes = intent === "remove" || (intent === "update" && f.formData?.get("quantity") === "0");
    if (f.formData && f.formAction === "/cart" && removes) {
      keys.add(`${f.formData.get("productId")}|${f.formData.get("size")}|${f.formData.get("color")}`);
    }
  }
  return keys;
}

export default function CartPage() {
  const { cart, signedIn } = useLoaderData<typeof loader>();
  const removing = usePendingRemovals();
  const navigation = useNavigation();
  const lines = cart.lines.filter((l) => !removing.has(l.key));
  const busy = useFetchers().some((f) => f.formAction === "/cart") || navigation.formAction === "/cart";

  if (lines.length === 0) return <EmptyCart />;

  const count = lines.reduce((n, l) => n + l.quantity, 0);
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      <div className="border-b border-stone-200 pb-4">
        <h1 className="font-serif text-3xl font-bold text-brand-700 sm:text-4xl">Shopping Cart</h1>
        <p className="mt-1 text-stone-600" data-testid="cart-count" aria-live="polite">
          {count} {count === 1 ? "item" : "items"} in your cart
        </p>
      </div>

      {!signedIn ? (
        <p className="mt-4 rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-stone-700">
          Your cart is kept on this device.{" "}
          <Link to="/login?redirect=/cart" className="font-semibold text-brand-700 underline">
            Sign in
          </Link>{" "}
          to keep it with your account and check out.
        </p>
      ) : null}

      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start lg:gap-8">
        <section aria-labelledby="cart-items-heading">
          <h2 id="cart-items-heading" className="sr-only">
            Items
          </h2>
          <ul role="list" className="divide-y divide-stone-200 overflow-hidden rounded-xl border border-stone-200 bg-white shadow-sm">
            {lines.map((l) => (
              <CartLineItem key={l.key} line={l} />
            ))}
          </ul>
          <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
            <Link
              to="/shop"
              className="inline-flex min-h-11 items-center rounded-md border border-stone-300 bg-white px-4 text-sm font-semibold text-stone-800 hover:border-brand-600 hover:text-brand-700"
            >
              ← Continue Shopping
            </Link>
            <Form method="post" action="/cart">
              <input type="hidden" name="intent" value="clear" />
              <button
                type="submit"
                className="inline-flex min-h-11 items-center gap-1.5 rounded-md px-4 text-sm font-semibold text-red-700 hover:bg-red-50"
              >
                <CloseIcon className="size-4" />
                Clear Cart
              </button>
            </Form>
          </div>
        </section>

        <OrderSummary cart={cart} signedIn={signedIn} busy={busy} />
      </div>
    </div>
  );
}

function EmptyCart() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      <h1 className="border-b border-stone-200 pb-4 font-serif text-3xl font-bold text-brand-700 sm:text-4xl">Shopping Cart</h1>
      <div
        className="mx-auto mt-8 flex max-w-md flex-col items-center rounded-2xl border border-dashed border-brand-200 bg-white px-6 py-12 text-center"
        data-testid="cart-empty"
      >
        <span className="flex size-16 items-center justify-center rounded-full bg-brand-50 text-brand-600">
          <BagIcon className="size-8" />
        </span>
        <h2 className="mt-4 font-serif text-2xl font-semibold text-stone-900">Your Cart is Empty</h2>
        <p className="mt-2 text-stone-600">Looks like you haven&apos;t added anything yet. Explore our sarees, lehengas and kurtas.</p>
        <Link
          to="/shop"
          className="mt-6 inline-flex min-h-11 items-center justify-center rounded-md bg-brand-700 px-6 font-semibold text-white hover:bg-brand-900"
        >
          Continue Shopping
        </Link>
      </div>
    </div>
  );
}

function CartLineItem({ line }: { line: PageLine }) {
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
  const href = `/product/${line.productId}`;
  const onSale = line.originalPrice > line.price;
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
          <img
            src={line.image}
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
            <p className="text-xs tracking-wide text-stone-500 uppercase">{line.category}</p>
            <h3 className="line-clamp-2 font-medium text-stone-900">
              <Link to={href} prefetch="intent" className="hover:text-brand-700">
                {line.name}
              </Link>
            </h3>
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

        <p className="flex flex-wrap items-baseline gap-x-2">
          <span className="font-semibold text-brand-900">{formatRupees(line.price)}</span>
          {onSale ? (
            <s className="text-sm text-stone-500">
              <span className="sr-only">was </span>
              {formatRupees(line.originalPrice)}
            </s>
          ) : null}
          {line.available && line.stock <= 5 ? <span className="text-xs font-medium text-amber-700">Only {line.stock} left</span> : null}
        </p>

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

function OrderSummary({ cart, signedIn, busy }: { cart: PageCart; signedIn: boolean; busy: boolean }) {
  const t = cart.totals;
  const progress = Math.min(100, Math.round(((FREE_SHIPPING_THRESHOLD_RUPEES - t.freeShippingRemaining) / FREE_SHIPPING_THRESHOLD_RUPEES) * 100));
  return (
    <aside aria-labelledby="summary-heading" className="rounded-xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6 lg:sticky lg:top-24">
      <h2 id="summary-heading" className="font-serif text-xl font-semibold text-stone-900">
        Order Summary
      </h2>

      <PromoCode cart={cart} />

      <dl className={`mt-5 space-y-3 border-t border-stone-200 pt-5 text-sm transition-opacity ${busy ? "opacity-60" : ""}`} data-testid="cart-totals" aria-busy={busy || undefined}>
        <div className="flex justify-between">
          <dt className="text-stone-600">
            Subtotal ({t.totalItems} {t.totalItems === 1 ? "item" : "items"})
          </dt>
          <dd className="font-medium text-stone-900" data-testid="cart-subtotal">
            {formatRupees(t.subtotal)}
          </dd>
        </div>
        {t.discount > 0 && cart.coupon ? (
          <div className="flex justify-between text-green-700">
            <dt>Discount ({cart.coupon.code})</dt>
            <dd className="font-medium" data-testid="cart-discount">
              −{formatRupees(t.discount)}
            </dd>
          </div>
        ) : null}
        <div className="flex justify-between">
          <dt className="text-stone-600">Shipping</dt>
          <dd className={`font-medium ${t.shipping === 0 ? "text-green-700" : "text-stone-900"}`} data-testid="cart-shipping">
            {t.shipping === 0 ? "Free" : formatRupees(t.shipping)}
          </dd>
        </div>
        <div className="flex items-baseline justify-between border-t border-stone-200 pt-3 text-base">
          <dt className="font-semibold text-stone-900">Total</dt>
          <dd className="text-xl font-bold text-brand-900" data-testid="cart-total">
            {formatRupees(t.total)}
          </dd>
        </div>
        <p className="text-xs text-stone-500" data-testid="cart-tax">
          Inclusive of all taxes (GST {formatRupees(t.tax)} included)
        </p>
        {t.totalSavings > 0 ? <p className="text-sm font-medium text-green-700">You save {formatRupees(t.totalSavings)} on this order</p> : null}
      </dl>

      {t.freeShippingRemaining > 0 ? (
        <div className="mt-4 rounded-lg bg-amber-50 px-3 py-2.5 text-sm text-stone-800" data-testid="free-shipping-hint">
          <p>
            Add <strong>{formatRupees(t.freeShippingRemaining)}</strong> more for free shipping
          </p>
          <div className="mt-2 h-1.5 overflow-hidden rounded-full bg-amber-100" aria-hidden="true">
            <div className="h-full rounded-full bg-amber-500" style={{ width: `${progress}%` }} />
          </div>
        </div>
      ) : t.subtotal > 0 ? (
        <p className="mt-4 rounded-lg bg-green-50 px-3 py-2.5 text-sm font-medium text-green-800">You get free shipping on this order</p>
      ) : null}

      <p className="mt-4 flex items-center gap-2 text-sm text-stone-600">
        <TruckIcon className="size-5 text-brand-600" />
        Estimated delivery: 3-5 business days
      </p>

      <div className="mt-5">
        {!cart.canCheckout ? (
          <>
            <button
              type="button"
              disabled
              aria-describedby="checkout-blocked"
              className="flex min-h-12 w-full cursor-not-allowed items-center justify-center rounded-md bg-stone-400 px-4 font-semibold text-white"
            >
              Proceed to Checkout
            </button>
            <p id="checkout-blocked" className="mt-2 text-center text-sm text-red-700">
              {cart.checkoutBlockedReason}
            </p>
          </>
        ) : !signedIn ? (
          <>
            <Link
              to={LOGIN_FOR_CHECKOUT}
              className="flex min-h-12 w-full items-center justify-center rounded-md bg-brand-700 px-4 font-semibold text-white shadow hover:bg-brand-900"
            >
              Proceed to Checkout
            </Link>
            <p className="mt-2 text-center text-xs text-stone-500">You will be asked to sign in first.</p>
          </>
        ) : (
          <Link
            to="/checkout"
            className="flex min-h-12 w-full items-center justify-center rounded-md bg-brand-700 px-4 font-semibold text-white shadow hover:bg-brand-900"
          >
            Proceed to Checkout
          </Link>
        )}
      </div>
    </aside>
  );
}

function PromoCode({ cart }: { cart: PageCart }) {
  const navigation = useNavigation();
  const intent = navigation.formData?.get("intent");
  const applying = navigation.state !== "idle" && intent === "apply-coupon";
  const removing = navigation.state !== "idle" && intent === "remove-coupon";

  if (cart.storedCouponCode) {
    const applied = cart.coupon;
    return (
      <div
        className={`mt-4 rounded-lg border px-3 py-2.5 ${applied ? "border-green-200 bg-green-50" : "border-amber-200 bg-amber-50"}`}
        data-testid="applied-coupon"
      >
        <div className="flex items-center justify-between gap-2">
          <p className="text-sm">
            <span className="font-mono font-semibold tracking-wide text-stone-900">{cart.storedCouponCode}</span>{" "}
            {applied ? <span className="text-green-800">applied ({applied.percent}% off)</span> : <span className="text-amber-800">not applied</span>}
          </p>
          <Form method="post" action="/cart">
            <input type="hidden" name="intent" value="remove-coupon" />
            <button
              type="submit"
              disabled={removing}
              className="min-h-11 rounded-md px-3 text-sm font-semibold text-brand-700 hover:bg-white/70 disabled:opacity-60"
            >
              {removing ? "Removing..." : "Remove"}
            </button>
          </Form>
        </div>
        {cart.couponNotice ? (
          <p className="mt-1 text-sm text-amber-800" role="status">
            {cart.couponNotice}
          </p>
        ) : null}
      </div>
    );
  }

  return (
    <Form method="post" action="/cart" className="mt-4">
      <input type="hidden" name="intent" value="apply-coupon" />
      <label htmlFor="promo-code" className="block text-sm font-medium text-stone-800">
        Promo code
      </label>
      <div className="mt-1 flex gap-2">
        <input
          id="promo-code"
          name="code"
          type="text"
          required
          maxLength={40}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          placeholder="Enter code"
          className="block min-h-11 w-full min-w-0 rounded-md border border-stone-300 bg-white px-3 py-2 text-base uppercase placeholder:normal-case focus:border-brand-600 focus:ring-2 focus:ring-brand-200 focus:outline-none"
        />
        <button
          type="submit"
          disabled={applying}
          className="min-h-11 shrink-0 rounded-md bg-stone-900 px-4 text-sm font-semibold text-white hover:bg-stone-700 disabled:opacity-60"
        >
          {applying ? "Applying..." : "Apply"}
        </button>
      </div>
    </Form>
  );
}
