import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useFetchers, useLoaderData } from "@remix-run/react";
import { ProductShelf } from "~/components/product-card";
import { HeartIcon } from "~/components/ui/icons/shell";
import { pageMeta } from "~/components/ui/page";
import { EmptyWishlist, WishlistCard } from "~/components/wishlist/wishlist-card";
import { getFeaturedProducts, toProductCard } from "~/models/catalog.server";
import { intentCreatesWishlist, parseWishlistAction, runWishlistAction, WISHLIST_MESSAGES, type WishlistActionData } from "~/models/wishlist-actions.server";
import { getWishlist, isInWishlist } from "~/models/wishlist.server";
import { usePersonal } from "~/utils/personal";
import { AppError } from "~/utils/errors";
import { getOwner, ownerForPost } from "~/utils/owner.server";
import { backTo } from "~/utils/back-to.server";
import { redirectWithToast, toastHeaders, type Toast } from "~/utils/toast.server";
import type { CachePolicy } from "~/utils/cache-control.server";
import { loginUrl } from "~/utils/urls";
import { keepPageOnNetworkFailure } from "~/utils/network-failure-action";

export const cachePolicy = "personal" satisfies CachePolicy;

// /wishlist: the saved products of the signed-in user, or of the guest (kept
// on the server under the anonymous guest id, DECISIONS 3.1). Every button is
// a plain form post that redirects back with a toast (post/redirect/get);
// with JavaScript the same posts go through fetchers with mode=fetch and the
// action answers data instead (the product card's contract, see
// components/product-card.tsx). The toast cookie is set in both cases: the
// root loader revalidates after a fetcher action and shows it. The intents
// run in models/wishlist-actions.server.ts.

export const meta: MetaFunction = ({ matches }) => pageMeta("My Wishlist", matches, "The sarees, lehengas and kurtas you saved for later.");

const SUGGESTION_COUNT = 4;

export type { WishlistActionData };

export async function loader({ request }: LoaderFunctionArgs) {
  const { user, owner } = await getOwner(request);
  const [products, featured] = await Promise.all([getWishlist(owner), getFeaturedProducts(SUGGESTION_COUNT * 2)]);
  const saved = new Set(products.map((p) => p.id));
  const suggestions = featured.filter((p) => !saved.has(p._id)).slice(0, SUGGESTION_COUNT).map(toProductCard);
  return data({ products, suggestions, isGuest: !user });
}

export async function action({ request }: ActionFunctionArgs) {
  const form = await request.formData();
  const fetchMode = form.get("mode") === "fetch";
  const redirectTo = backTo(request, form, "/wishlist");
  const headers = new Headers();

  // Errors answer 200 in fetch mode on purpose: Remix only revalidates (and so
  // shows the toast and the true heart state) after a 2xx action.
  const reply = async (result: WishlistActionData) => {
    const toast: Toast = { type: result.ok ? "success" : "error", title: result.message };
    if (!fetchMode) return redirectWithToast(redirectTo, toast, { headers });
    for (const [, value] of await toastHeaders(toast)) headers.append("Set-Cookie", value);
    return data(result, { headers });
  };

  const parsed = parseWishlistAction(form);
  if (!parsed) return reply({ ok: false, inWishlist: false, message: WISHLIST_MESSAGES.invalid });
  const { intent, productId, size, color } = parsed;
  const owner = await ownerForPost(request, intentCreatesWishlist(intent), headers);
  try {
    return reply({ ok: true, ...(await runWishlistAction(intent, owner, productId, { size, color })) });
  } catch (error) {
    // Unknown products, duplicates and cart refusals are the shopper's to read, never a 500.
    if (!(error instanceof AppError) || error.status >= 500) throw error;
    return reply({ ok: false, inWishlist: await isInWishlist(owner, productId), message: error.message });
  }
}

// ---------------------------------------------------------------- screen

/** Product ids with a remove in flight: hidden at once (they come back if the server refuses). */
function usePendingRemovals() {
  const ids = new Set<string>();
  for (const f of useFetchers()) {
    if (f.formData && f.formAction === "/wishlist" && f.formData.get("intent") === "remove") ids.add(String(f.formData.get("productId")));
  }
  return ids;
}

export default function WishlistPage() {
  const { products, suggestions, isGuest } = useLoaderData<typeof loader>();
  const removing = usePendingRemovals();
  const inCart = new Set(usePersonal().cartProductIds);
  const visible = products.filter((p) => !removing.has(p.id));
  const count = visible.length;

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      <div className="flex flex-wrap items-end justify-between gap-x-4 gap-y-2 border-b border-stone-200 pb-4">
        <div>
          <h1 className="flex items-center gap-2 font-serif text-3xl font-bold text-brand-700 sm:text-4xl">
            <HeartIcon className="size-7 fill-brand-600 text-brand-600 sm:size-8" />
            My Wishlist
          </h1>
          <p className="mt-1 text-stone-600" data-testid="wishlist-count" aria-live="polite">
            {count} {count === 1 ? "item" : "items"} saved
          </p>
        </div>
        {count > 0 ? (
          <Link to="/shop" className="text-sm font-semibold text-brand-700 underline-offset-2 hover:underline">
            Continue Shopping
          </Link>
        ) : null}
      </div>

      {count > 0 && isGuest ? (
        <p className="mt-4 rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-stone-700">
          Your wishlist is kept on this device.{" "}
          <Link to={loginUrl("/wishlist")} className="font-semibold text-brand-700 underline">
            Sign in
          </Link>{" "}
          to keep it with your account.
        </p>
      ) : null}

      {count === 0 ? (
        <EmptyWishlist />
      ) : (
        <ul role="list" className="mt-6 grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 lg:grid-cols-4">
          {visible.map((product, i) => (
            <li key={product.id} className="flex">
              <WishlistCard product={product} inCart={inCart.has(product.id)} priority={i < 4} />
            </li>
          ))}
        </ul>
      )}

      <ProductShelf
        id="wishlist-suggestions"
        title="You Might Also Like"
        products={suggestions}
        className="mt-14"
        headingClassName="mb-4 font-serif text-2xl font-semibold text-stone-900"
      />
    </div>
  );
}

// With JavaScript, a post that never reaches the server keeps the page and what was typed (utils/network-failure.ts).
export const clientAction = keepPageOnNetworkFailure();

// After a post that never reached the server, the loaders are not re-fetched over the same dead network.
export { shouldRevalidate } from "~/utils/network-failure";
