import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, Link, useFetchers, useLoaderData, useNavigation } from "@remix-run/react";
import { CartLineItem } from "~/components/cart/cart-line";
import { EmptyCart } from "~/components/cart/empty-cart";
import { OrderSummary } from "~/components/cart/order-summary";
import { CloseIcon } from "~/components/ui/icons/shell";
import { pageMeta } from "~/components/ui/page";
import { cartActionErrorMessage, intentCreatesCart, invalidCartActionMessage, runCartAction, type CartActionData } from "~/models/cart-actions.server";
import { getCart, getCartSummary, type Owner } from "~/models/cart.server";
import { cartLineKey, toPageCart } from "~/models/cart-view";
import { formConstraint } from "~/schemas/forms.server";
import { parseCartAction } from "~/utils/cart-action.server";
import { getOwner, ownerForPost } from "~/utils/owner.server";
import { backTo } from "~/utils/back-to.server";
import { redirectWithToast, toastHeaders, type Toast } from "~/utils/toast.server";
import type { CachePolicy } from "~/utils/cache-control.server";
import { loginUrl } from "~/utils/urls";
import { keepPageOnNetworkFailure } from "~/utils/network-failure-action";
import { cartFailureMessage } from "~/schemas/cart";

// Between the shopper and paying: the footer keeps only its bottom bar.
export const handle = { footer: "compact" };

export const cachePolicy = "personal" satisfies CachePolicy;

// /cart: the cart of the signed-in user, or of the guest (kept on the server
// under the anonymous guest id, DECISIONS 3.1). One action, one `intent` per
// button; every post is a plain form that redirects back with a toast
// (post/redirect/get). With JavaScript the steppers and remove buttons post
// through fetchers with mode=fetch (optimistic quantity / removal) and the
// action answers data `{ ok, count, message }` instead: the product card's
// quick add uses the same contract (components/product-card.tsx).
// Totals come from the pricing engine through getCart; nothing is summed here.
// The intents run in models/cart-actions.server.ts; the screen's parts live
// in components/cart/.

// An empty cart is all a crawler (no cookie) can see here: kept out of search results by `noindex`,
// not by robots.txt (decision 0039). A cart with items is only ever seen by its owner.
export const meta: MetaFunction<typeof loader> = ({ data: loaderData, matches }) => [
  ...pageMeta("Shopping Cart", matches, "Review the sarees, lehengas and kurtas in your cart."),
  ...(loaderData && loaderData.cart.lines.length > 0 ? [] : [{ name: "robots", content: "noindex" }]),
];

export type { CartActionData };

// ---------------------------------------------------------------- loader

export async function loader({ request }: LoaderFunctionArgs) {
  const { user, owner } = await getOwner(request);
  const cart = await getCart(owner);
  return data({ cart: toPageCart(cart), signedIn: Boolean(user), couponConstraint: formConstraint("coupon") });
}

// ---------------------------------------------------------------- action

export async function action({ request }: ActionFunctionArgs) {
  const form = await request.formData();
  const fetchMode = form.get("mode") === "fetch";
  const redirectTo = backTo(request, form, "/cart");
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
    return reply(false, invalidCartActionMessage(form.get("intent"), submission.error));
  }
  const input = submission.value;
  owner = await ownerForPost(request, intentCreatesCart(input.intent), headers);
  try {
    return reply(true, await runCartAction(input, owner));
  } catch (error) {
    return reply(false, cartActionErrorMessage(error, input.intent));
  }
}

// ---------------------------------------------------------------- screen

/** Line keys with a remove in flight: hidden at once (they come back if the server refuses). */
function usePendingRemovals() {
  const keys = new Set<string>();
  for (const f of useFetchers()) {
    const intent = f.formData?.get("intent");
    const removes = intent === "remove" || (intent === "update" && f.formData?.get("quantity") === "0");
    if (f.formData && f.formAction === "/cart" && removes) {
      keys.add(cartLineKey({ productId: f.formData.get("productId"), size: f.formData.get("size"), color: f.formData.get("color") }));
    }
  }
  return keys;
}

export default function CartPage() {
  const { cart, signedIn, couponConstraint } = useLoaderData<typeof loader>();
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
          <Link to={loginUrl("/cart")} className="font-semibold text-brand-700 underline">
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

        <OrderSummary cart={cart} signedIn={signedIn} busy={busy} couponConstraint={couponConstraint} />
      </div>
    </div>
  );
}

// With JavaScript, a post that never reaches the server keeps the page and what was typed (utils/network-failure.ts).
export const clientAction = keepPageOnNetworkFailure(cartFailureMessage);

// After a post that never reached the server, the loaders are not re-fetched over the same dead network.
export { shouldRevalidate } from "~/utils/network-failure";
