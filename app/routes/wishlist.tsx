import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useFetcher, useFetchers, useLoaderData } from "@remix-run/react";
import { useHydrated } from "~/components/forms";
import { ProductGrid } from "~/components/product-card";
import { CloseIcon, HeartIcon } from "~/components/ui/icons";
import { pageMeta } from "~/components/ui/page";
import type { Owner } from "~/models/cart.server";
import { getFeaturedProducts, toProductCard, type ProductCardDTO } from "~/models/catalog.server";
import {
  addToWishlist,
  getWishlist,
  isInWishlist,
  moveToCart,
  NOT_IN_WISHLIST,
  removeFromWishlist,
  toggleWishlist,
} from "~/models/wishlist.server";
import { useRootData } from "~/root";
import { AppError, NotFound } from "~/utils/errors";
import { formatRupees } from "~/utils/money";
import { safeRedirect } from "~/utils/redirect";
import { ensureGuestId, getGuestId, getUser } from "~/utils/session.server";
import { redirectWithToast, toastHeaders, type Toast } from "~/utils/toast.server";

// /wishlist: the saved products of the signed-in user, or of the guest (kept
// on the server under the anonymous guest id, DECISIONS 3.1). Every button is
// a plain form post that redirects back with a toast (post/redirect/get);
// with JavaScript the same posts go through fetchers with mode=fetch and the
// action answers data instead (the product card's contract, see
// components/product-card.tsx). The toast cookie is set in both cases: the
// root loader revalidates after a fetcher action and shows it.

export const meta: MetaFunction = ({ matches }) => pageMeta("My Wishlist", matches, "The sarees, lehengas and kurtas you saved for later.");

const SUGGESTION_COUNT = 4;

export const MESSAGES = {
  added: "Added to wishlist",
  removed: "Removed from wishlist",
  moved: "Item added to cart!",
  invalid: "Please choose a product",
} as const;

const INTENTS = ["toggle", "add", "remove", "move-to-cart"] as const;
type Intent = (typeof INTENTS)[number];

/**
 * The posted intent and product id, or null when either is unusable. Two
 * plain checks rather than a zod schema: module-level zod code would ship zod
 * to the browser with this page.
 */
function parseAction(form: FormData): { intent: Intent; productId: string } | null {
  const intent = form.get("intent");
  const productId = form.get("productId");
  if (typeof intent !== "string" || !(INTENTS as readonly string[]).includes(intent)) return null;
  if (typeof productId !== "string") return null;
  const id = productId.trim();
  if (id.length < 1 || id.length > 64) return null;
  return { intent: intent as Intent, productId: id };
}

/** What a mode=fetch post answers. `inWishlist` is the product's state after the post. */
export type WishlistActionData = { ok: boolean; inWishlist: boolean; message: string };

export async function loader({ request }: LoaderFunctionArgs) {
  const [user, guestId] = await Promise.all([getUser(request), getGuestId(request)]);
  const owner: Owner | null = user ? { userId: user.id } : guestId ? { guestId } : null;
  const [products, featured] = await Promise.all([getWishlist(owner), getFeaturedProducts(SUGGESTION_COUNT * 2)]);
  const saved = new Set(products.map((p) => p.id));
  const suggestions = featured.filter((p) => !saved.has(p._id)).slice(0, SUGGESTION_COUNT).map(toProductCard);
  return data({ products, suggestions, isGuest: !user }, { headers: { "Cache-Control": "private, no-store" } });
}

/** The owner for this post; a guest gets an id (and the caller a Set-Cookie) only when saving something. */
async function ownerFor(request: Request, intent: Intent, headers: Headers): Promise<Owner | null> {
  const user = await getUser(request);
  if (user) return { userId: user.id };
  if (intent === "toggle" || intent === "add") {
    const { guestId, setCookie } = await ensureGuestId(request);
    if (setCookie) headers.append("Set-Cookie", setCookie);
    return { guestId };
  }
  const guestId = await getGuestId(request);
  return guestId ? { guestId } : null;
}

async function run(intent: Intent, owner: Owner | null, productId: string): Promise<{ inWishlist: boolean; message: string }> {
  if (!owner) throw new NotFound(NOT_IN_WISHLIST);
  switch (intent) {
    case "toggle": {
      const { inWishlist } = await toggleWishlist(owner, productId);
      return { inWishlist, message: inWishlist ? MESSAGES.added : MESSAGES.removed };
    }
    case "add":
      await addToWishlist(owner, productId);
      return { inWishlist: true, message: MESSAGES.added };
    case "remove":
      await removeFromWishlist(owner, productId);
      return { inWishlist: false, message: MESSAGES.removed };
    case "move-to-cart":
      await moveToCart(owner, productId);
      return { inWishlist: false, message: MESSAGES.moved };
  }
}

export async function action({ request }: ActionFunctionArgs) {
  const form = await request.formData();
  const fetchMode = form.get("mode") === "fetch";
  const redirectTo = safeRedirect(form.get("redirectTo"), "/wishlist");
  const headers = new Headers();

  // Errors answer 200 in fetch mode on purpose: Remix only revalidates (and so
  // shows the toast and the true heart state) after a 2xx action.
  const reply = async (result: WishlistActionData) => {
    const toast: Toast = { type: result.ok ? "success" : "error", title: result.message };
    if (!fetchMode) return redirectWithToast(redirectTo, toast, { headers });
    for (const [, value] of await toastHeaders(toast)) headers.append("Set-Cookie", value);
    return data(result, { headers });
  };

  const parsed = parseAction(form);
  if (!parsed) return reply({ ok: false, inWishlist: false, message: MESSAGES.invalid });
  const { intent, productId } = parsed;
  const owner = await ownerFor(request, intent, headers);
  try {
    return reply({ ok: true, ...(await run(intent, owner, productId)) });
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
  const root = useRootData();
  const removing = usePendingRemovals();
  const inCart = new Set(root?.cartProductIds ?? []);
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
          <Link to="/login?redirect=/wishlist" className="font-semibold text-brand-700 underline">
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

      {suggestions.length > 0 ? (
        <section aria-labelledby="wishlist-suggestions" className="mt-14">
          <h2 id="wishlist-suggestions" className="mb-4 font-serif text-2xl font-semibold text-stone-900">
            You Might Also Like
          </h2>
          <ProductGrid products={suggestions} />
        </section>
      ) : null}
    </div>
  );
}

function EmptyWishlist() {
  return (
    <div className="mx-auto mt-8 flex max-w-md flex-col items-center rounded-2xl border border-dashed border-brand-200 bg-white px-6 py-12 text-center" data-testid="wishlist-empty">
      <span className="flex size-16 items-center justify-center rounded-full bg-brand-50 text-brand-600">
        <HeartIcon className="size-8" />
      </span>
      <h2 className="mt-4 font-serif text-2xl font-semibold text-stone-900">Your Wishlist is Empty</h2>
      <p className="mt-2 text-stone-600">Tap the heart on any saree, lehenga or kurta to save it here for later.</p>
      <Link
        to="/shop"
        className="mt-6 inline-flex min-h-11 items-center justify-center rounded-md bg-brand-700 px-6 font-semibold text-white hover:bg-brand-900"
      >
        Continue Shopping
      </Link>
    </div>
  );
}

function WishlistCard({ product, inCart, priority }: { product: ProductCardDTO; inCart: boolean; priority: boolean }) {
  const hydrated = useHydrated();
  const move = useFetcher<WishlistActionData>();
  const remove = useFetcher<WishlistActionData>();
  const moving = move.state !== "idle";
  const href = `/product/${product.id}`;
  const onSale = product.originalPrice > product.price;

  const hidden = (intent: Intent) => (
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
        <p className="text-xs tracking-wide text-stone-600 uppercase">{product.category.name}</p>
        <h2 className="line-clamp-2 text-sm font-medium text-stone-900 sm:text-base">
          <Link to={href} prefetch="intent" className="hover:text-brand-700">
            {product.name}
          </Link>
        </h2>
        <p className="flex flex-wrap items-baseline gap-x-2">
          <span className="text-base font-semibold text-brand-900 sm:text-lg">{formatRupees(product.price)}</span>
          {onSale ? (
            <s className="text-sm text-stone-500">
              <span className="sr-only">was </span>
              {formatRupees(product.originalPrice)}
            </s>
          ) : null}
        </p>

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
              <button
                type="submit"
                disabled={!product.inStock || moving}
                className="flex min-h-11 w-full items-center justify-center rounded-md bg-brand-700 px-3 text-sm font-semibold text-white hover:bg-brand-900 disabled:cursor-not-allowed disabled:bg-stone-400"
              >
                {!product.inStock ? "Out of Stock" : moving ? "Moving..." : "Move to Cart"}
              </button>
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
