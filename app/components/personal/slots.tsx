import { createContext, createElement, type ReactElement, useContext } from "react";
import { CountBadge, countLabel, formatBadgeCount } from "~/components/ui/count-badge";
import { ChevronDownIcon, HeartIcon, LogInIcon, UserIcon, UserPlusIcon } from "~/components/ui/icons/shell";
import { fullName, initials } from "~/components/ui/shell";
import { ShellLinks, SignOutForm } from "~/components/ui/shell-links";
import { REVIEW_MESSAGES } from "~/schemas/review-messages";
import { type Me, type PersonalUser, type ProductCartLine, usePersonal } from "~/utils/personal";
import { loginUrl, productUrl } from "~/utils/urls";

// The personal parts of the shared pages (docs/decisions/0032). Each slot is a pure component of
// (props, state): no router hooks (links are plain <a data-nav>, which PlainLinkNavigation navigates
// client-side; forms are plain posts), one root element, so that `renderToString` of it alone is
// byte for byte what it is inside the page. `state` is what of "me" it shows: the hook-ful parent
// passes it (optimistic while a fetcher is in flight), or `select` derives it from "me".
// The anonymous page (the one the page cache keeps) records every slot it rendered with its
// props; utils/personal-page.server.ts later renders each slot for a signed-in visitor and puts
// it in place of the anonymous markup.

type Kind<P, S> = { Component: (props: P & { state: S }) => ReactElement; select: (me: Me, props: P) => S };
const kind = <P, S>(k: Kind<P, S>) => k;

// ---------------------------------------------------------------- header

function HeaderCount({ which, state: count }: { which: "cart" | "wishlist"; state: number }) {
  return (
    <span className="contents" data-p={which}>
      <span className="sr-only">{countLabel(which === "cart" ? "Cart" : "Wishlist", count)}</span>
      <CountBadge count={count} />
    </span>
  );
}

const MENU_ITEM = "flex min-h-11 items-center gap-3 rounded-md px-3 text-sm text-stone-700 hover:bg-brand-50 hover:text-brand-700";

function HeaderAccount({ state }: { state: Pick<Me, "user" | "cartCount" | "wishlistCount"> }) {
  const { user } = state;
  if (!user) {
    return (
      <a href="/login" data-nav="" className="ib max-sm:hidden" aria-label="Sign in to your account">
        <UserIcon className="size-6" />
      </a>
    );
  }
  // Below 640 px the account links live in the mobile menu, leaving room for the shop name.
  return (
    <details className="group relative max-sm:hidden" data-testid="account-menu">
      <summary className="inline-flex min-h-11 cursor-pointer items-center gap-1 rounded-full pr-1 pl-1 text-stone-700 hover:bg-brand-50 hover:text-brand-700 sm:pr-2">
        {/* No aria-label: the name is the text itself ("Account menu for Priya Sharma"), which contains what is visible (WCAG 2.5.3). */}
        <span aria-hidden="true" className="flex size-9 items-center justify-center rounded-full bg-brand-700 text-sm font-semibold text-white ring-2 ring-gold-400">
          <span className="before:content-[attr(data-initials)]" data-initials={initials(user)} />
        </span>
        <span className="sr-only">Account menu for </span>
        <span className="sr-only text-sm font-medium lg:not-sr-only lg:max-w-28 lg:truncate">{user.firstName}</span>
        <span className="sr-only"> {user.lastName}</span>
        <ChevronDownIcon className="hidden size-4 transition-transform group-open:rotate-180 sm:block" />
      </summary>
      <div className="absolute right-0 z-50 mt-2 w-72 max-w-[calc(100vw-1.5rem)] origin-top-right overflow-hidden rounded-xl border border-stone-200 bg-white shadow-xl">
        <div className="border-b border-stone-100 bg-brand-50 px-4 py-3">
          <p className="truncate font-semibold text-stone-900">{fullName(user)}</p>
          <p className="truncate text-sm text-stone-600">{user.email}</p>
        </div>
        <ul className="p-2">
          <ShellLinks
            user={user}
            wishlistCount={state.wishlistCount}
            cartCount={state.cartCount}
            itemClassName={MENU_ITEM}
            count={(count) => <span className="ml-auto text-xs text-stone-500">{count}</span>}
            accountFirst
          />
        </ul>
        <SignOutForm
          className="border-t border-stone-100 p-2"
          buttonClassName="flex min-h-11 w-full cursor-pointer items-center gap-3 rounded-md px-3 text-sm font-semibold text-brand-700 hover:bg-brand-50"
        />
      </div>
    </details>
  );
}

// ---------------------------------------------------------------- mobile menu

function MobileUser({ state: user }: { state: PersonalUser | null }) {
  return (
    <div data-p="mm-user">
      {user ? (
        <div className="mb-4 flex items-center gap-3 rounded-xl bg-stone-100 p-3">
          <span aria-hidden="true" className="flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-700 font-semibold text-white ring-2 ring-gold-400">
            {initials(user)}
          </span>
          <span className="min-w-0">
            <span className="block truncate font-semibold text-stone-900">{fullName(user)}</span>
            <span className="block truncate text-sm text-stone-600">{user.email}</span>
          </span>
        </div>
      ) : null}
    </div>
  );
}

function MenuCount({ count }: { count: number }) {
  return (
    <span className="ml-auto rounded-full bg-brand-600 px-2 py-0.5 text-xs font-bold text-white">
      {formatBadgeCount(count)}
      <span className="sr-only"> {count === 1 ? "item" : "items"}</span>
    </span>
  );
}

function MobileLinks({ state }: { state: Pick<Me, "user" | "cartCount" | "wishlistCount"> }) {
  return (
    <ul className="space-y-0.5" data-p="mm-links">
      <ShellLinks
        user={state.user}
        wishlistCount={state.wishlistCount}
        cartCount={state.cartCount}
        itemClassName="mm-row"
        count={(count) => <MenuCount count={count} />}
        accountFirst={false}
      />
    </ul>
  );
}

function MobileAuth({ state: signedIn }: { state: boolean }) {
  return (
    <div className="mt-5" data-p="mm-auth">
      {signedIn ? (
        <SignOutForm buttonClassName="flex min-h-12 w-full items-center justify-center gap-2 rounded-lg border border-brand-200 font-semibold text-brand-700 hover:bg-brand-50" />
      ) : (
        <div className="grid grid-cols-2 gap-3">
          <a href="/login" data-nav="" className="btn-p">
            <LogInIcon className="size-5" /> Sign In
          </a>
          <a href="/register" data-nav="" className="btn-o">
            <UserPlusIcon className="size-5" /> Register
          </a>
        </div>
      )}
    </div>
  );
}

// ---------------------------------------------------------------- products

type HeartProps = { productId: string; name: string; look: "overlay" | "row" | "page" };

/**
 * The wishlist heart: the submit button of the parent's wishlist form; it posts the product id (its
 * name and value). On cards the icon is drawn by CSS (`.heart`, filled while aria-pressed).
 */
function Heart({ productId, name, look, state: saved }: HeartProps & { state: boolean }) {
  if (look === "page") {
    const label = saved ? "Remove from wishlist" : "Add to wishlist";
    return (
      <button
        form="wishlist-toggle"
        name="productId"
        value={productId}
        aria-pressed={saved}
        aria-label={label}
        title={label}
        className="heart-p"
      >
        <HeartIcon className={saved ? "size-6 fill-brand-600" : "size-6"} />
      </button>
    );
  }
  return (
    <button
      name="productId"
      value={productId}
      aria-pressed={saved}
      aria-label={saved ? `Remove ${name} from wishlist` : `Add ${name} to wishlist`}
      className={look === "overlay" ? "heart" : "heart hover:bg-brand-50"}
    />
  );
}

/** "View in Cart" once the product is in the cart; the card's Add form after it is then hidden (tailwind.css `.btn-incart + form`, and `+ .btn-add` for the product-page link of decision 0040). */
function InCartLink({ productId, state: inCart }: { productId: string; state: boolean }) {
  if (!inCart) return <i hidden data-incart={productId} />;
  return (
    <a href="/cart" data-nav="" className="btn-incart" data-incart={productId}>
      View in Cart
    </a>
  );
}

type InCartNoteProps = { productId: string; sized: boolean; coloured: boolean; line?: ProductCartLine };

/**
 * What of this product is already in the cart. With JavaScript and the chosen line in the cart
 * (`line`): "In your cart: 2" (the button reads Update Cart). Otherwise every line, so a shopper
 * without JavaScript sees what is there before adding more.
 */
function InCartNote({ productId, sized, coloured, line, state: lines }: InCartNoteProps & { state: ProductCartLine[] }) {
  if (lines.length === 0) return <i hidden data-incartnote={productId} />;
  const label = (l: ProductCartLine) => [sized ? l.size : null, coloured ? l.color : null].filter(Boolean).join(" · ");
  return (
    <p className="flex flex-wrap items-center gap-x-2 rounded-md bg-brand-50 px-3 py-2 text-sm text-brand-900" data-testid="in-cart" data-incartnote={productId} role="status">
      <span>
        <span className="font-semibold">In your cart:</span>{" "}
        {line ? line.quantity : lines.map((l) => (label(l) ? `${label(l)} × ${l.quantity}` : String(l.quantity))).join(", ")}
      </span>{" "}
      <span aria-hidden="true">·</span>{" "}
      <a href="/cart" data-nav="" className="font-medium underline underline-offset-2 hover:text-brand-700">
        View in Cart
      </a>
    </p>
  );
}

/** The review box of a shopper who may not review (yet): signed out, or no delivered order of it. */
function ReviewInvite({ productId, state: signedIn }: { productId: string; state: boolean }) {
  if (!signedIn) {
    return (
      <div className="rv-box" data-testid="review-box">
        <p className="text-stone-700">Bought this product? Share what you think.</p>
        <a
          href={loginUrl(productUrl(productId))}
          data-nav=""
          className="rv-in"
        >
          Sign in to write a review
        </a>
      </div>
    );
  }
  return (
    <div className="rounded-xl border border-stone-200 bg-white p-5 text-stone-700" data-testid="review-box" data-p={productId}>
      <p>{REVIEW_MESSAGES.notReceived}.</p>
      <p className="mt-1 text-sm text-stone-600">Once your order containing it is delivered, you can rate and review it here.</p>
    </div>
  );
}

const counts = (me: Me) => ({ user: me.user, cartCount: me.cartCount, wishlistCount: me.wishlistCount });

export const SLOTS = {
  headerCount: kind({ Component: HeaderCount, select: (me, p: { which: "cart" | "wishlist" }) => (p.which === "cart" ? me.cartCount : me.wishlistCount) }),
  headerAccount: kind({ Component: HeaderAccount, select: (me, _p: Record<string, never>) => counts(me) }),
  mobileUser: kind({ Component: MobileUser, select: (me, _p: Record<string, never>) => me.user }),
  mobileLinks: kind({ Component: MobileLinks, select: (me, _p: Record<string, never>) => counts(me) }),
  mobileAuth: kind({ Component: MobileAuth, select: (me, _p: Record<string, never>) => me.user !== null }),
  heart: kind({ Component: Heart, select: (me, p: HeartProps) => me.wishlistProductIds.includes(p.productId) }),
  inCart: kind({ Component: InCartLink, select: (me, p: { productId: string }) => me.cartProductIds.includes(p.productId) }),
  inCartNote: kind({ Component: InCartNote, select: (me, p: InCartNoteProps) => me.products?.[p.productId]?.cartLines ?? [] }),
  reviewInvite: kind({ Component: ReviewInvite, select: (me, p: { productId: string }) => me.products?.[p.productId]?.signedIn ?? me.user !== null }),
};

export type SlotKind = keyof typeof SLOTS;
type PropsOf<K extends SlotKind> = Parameters<(typeof SLOTS)[K]["select"]>[1];
type StateOf<K extends SlotKind> = ReturnType<(typeof SLOTS)[K]["select"]>;
/** A slot as the anonymous render used it. */
export type SlotUse = { kind: SlotKind; props: Record<string, unknown> };

/** Where the server's render writes the slots it used (entry.server.tsx provides it for renders the page cache may keep). */
export const SlotRecorder = createContext<SlotUse[] | null>(null);

/** The slot `kind` with `props`, showing `state` (default: what "me" says). */
export function Slot<K extends SlotKind>({ kind: k, props, state }: { kind: K; props: PropsOf<K>; state?: StateOf<K> }) {
  const recorder = useContext(SlotRecorder);
  const me = usePersonal();
  recorder?.push({ kind: k, props: props as Record<string, unknown> });
  return renderSlot(k, props, state ?? (SLOTS[k].select as (me: Me, p: PropsOf<K>) => StateOf<K>)(me, props));
}

/** The slot's element for `props` and `state` (the server renders it alone with renderToString). */
export function renderSlot<K extends SlotKind>(k: K, props: PropsOf<K>, state: StateOf<K>): ReactElement {
  const Component = SLOTS[k].Component as (p: Record<string, unknown>) => ReactElement;
  return createElement(Component, { ...(props as Record<string, unknown>), state });
}

/** What `me` shows in a recorded slot. */
export function slotState(use: SlotUse, me: Me): unknown {
  return (SLOTS[use.kind].select as (me: Me, p: unknown) => unknown)(me, use.props);
}
