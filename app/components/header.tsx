import { Link, useLocation } from "@remix-run/react";
import { useRef } from "react";
import { HeaderSearch } from "~/components/header-search";
import { MobileMenu } from "~/components/mobile-menu";
import { CountBadge, countLabel } from "~/components/ui/count-badge";
import { BagIcon, ChevronDownIcon, HeartIcon, LogoMark, MailIcon, PhoneIcon, TruckIcon, UserIcon } from "~/components/ui/icons/shell";
import { ShellLinks, SignOutForm } from "~/components/ui/shell-links";
import { useDismissableDetails } from "~/components/ui/use-dismissable";
import { NavLinks } from "~/components/nav-links";
import { fullName, initials, type ShellProps, type ShellUser, type Shop, telHref } from "~/components/ui/shell";

// Short component classes (tailwind.css: .ib, .nav-a, .tb-a): the shell is on every page.
const iconButton = "ib";

export function Header({ user, cartCount, wishlistCount, shop }: ShellProps) {
  // /shop has a search box of its own above the filters: a second one under the bar would show two on a phone (issue 14).
  const onShop = useLocation().pathname === "/shop";
  return (
    <>
      <TopBar shop={shop} />
      <header className="sticky top-0 z-40 border-b border-stone-200 bg-white shadow-sm">
        <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-3 sm:px-6 lg:h-20 lg:px-8">
          <Link
            to="/"
            className="flex min-h-11 min-w-0 shrink items-center gap-2 rounded-md pr-1"
            // The accessible name contains the visible text (WCAG 2.5.3): "Home: <shop name> <tagline>".
            aria-label={shop ? undefined : "Home"}
          >
            <LogoMark className="size-9 shrink-0 lg:size-11" />
            {shop ? <span className="sr-only">Home: </span> : null}
            {shop ? (
              <span className="flex min-w-0 flex-col leading-none">
                <span className="truncate font-serif text-lg font-bold tracking-tight text-brand-700 sm:text-xl lg:text-2xl">
                  {shop.name}
                </span>
                <span className="mt-0.5 hidden text-[11px] font-semibold tracking-[0.2em] text-amber-700 uppercase sm:block">
                  Sarees · Lehengas · Kurtas
                </span>
              </span>
            ) : null}
          </Link>

          <nav aria-label="Main" className="ml-6 hidden md:block lg:ml-10">
            <NavLinks listClass="flex items-center gap-1" linkClass="nav-a" prefetch="intent" />
          </nav>

          <HeaderSearch className="ml-auto hidden w-full max-w-72 xl:flex" />

          <div className="ml-auto flex shrink-0 items-center gap-0.5 sm:gap-1 xl:ml-2">
            <Link to="/wishlist" className={iconButton} aria-label={countLabel("Wishlist", wishlistCount)}>
              <HeartIcon className="size-6" />
              <CountBadge count={wishlistCount} />
            </Link>
            <Link to="/cart" className={iconButton} aria-label={countLabel("Cart", cartCount)}>
              <BagIcon className="size-6" />
              <CountBadge count={cartCount} />
            </Link>
            {user ? (
              // Below 640 px the account links live in the mobile menu, leaving room for the shop name.
              <AccountMenu user={user} cartCount={cartCount} wishlistCount={wishlistCount} />
            ) : (
              <Link to="/login" className={`${iconButton} max-sm:hidden`} aria-label="Sign in to your account">
                <UserIcon className="size-6" />
              </Link>
            )}
            <MobileMenu user={user} cartCount={cartCount} wishlistCount={wishlistCount} shop={shop} />
          </div>
        </div>
      </header>
      {/* Below 1280 px the search gets a row of its own under the bar (it scrolls away with the page). */}
      {onShop ? null : (
        <div className="border-b border-stone-200 bg-white px-3 py-2 sm:px-6 xl:hidden">
          <HeaderSearch className="mx-auto flex max-w-xl" />
        </div>
      )}
    </>
  );
}

function TopBar({ shop }: { shop: Shop | undefined }) {
  return (
    <div className="bg-brand-900 text-white">
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-2 px-3 text-xs sm:px-6 sm:text-[13px] lg:px-8">
        {shop ? (
          <ul className="flex items-center gap-1 sm:gap-5" aria-label="Contact us">
            <li>
              <a
                href={telHref(shop.phone)}
                className="tb-a"
              >
                <PhoneIcon className="size-4 text-gold-400" />
                <span className="max-sm:sr-only">{shop.phone}</span>
              </a>
            </li>
            <li>
              <a
                href={`mailto:${shop.email}`}
                className="tb-a"
              >
                <MailIcon className="size-4 text-gold-400" />
                <span className="max-sm:sr-only">{shop.email}</span>
              </a>
            </li>
          </ul>
        ) : (
          <span />
        )}
        <p className="flex items-center gap-1.5 py-2 text-right font-medium text-gold-400" data-testid="shipping-notice">
          <TruckIcon className="size-4 shrink-0" />
          <span>{shop?.policies.freeShippingNotice}</span>
        </p>
      </div>
    </div>
  );
}

function AccountMenu({ user, cartCount, wishlistCount }: { user: ShellUser; cartCount: number; wishlistCount: number }) {
  const ref = useRef<HTMLDetailsElement>(null);
  useDismissableDetails(ref);
  const item =
    "flex min-h-11 items-center gap-3 rounded-md px-3 text-sm text-stone-700 hover:bg-brand-50 hover:text-brand-700";
  return (
    <details ref={ref} className="group relative max-sm:hidden" data-testid="account-menu">
      <summary
        className="inline-flex min-h-11 cursor-pointer items-center gap-1 rounded-full pr-1 pl-1 text-stone-700 hover:bg-brand-50 hover:text-brand-700 sm:pr-2"
      >
        {/* No aria-label: the name is the text itself ("Account menu for Priya Sharma"), which contains what is visible (WCAG 2.5.3). */}
        <span
          aria-hidden="true"
          className="flex size-9 items-center justify-center rounded-full bg-brand-700 text-sm font-semibold text-white ring-2 ring-gold-400"
        >
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
            wishlistCount={wishlistCount}
            cartCount={cartCount}
            itemClassName={item}
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
