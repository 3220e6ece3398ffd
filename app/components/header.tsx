import { Link, useLocation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { HeaderSearch } from "~/components/header-search";
import { MobileMenu } from "~/components/mobile-menu";
import { Slot } from "~/components/personal/slots";
import { BagIcon, HeartIcon, LogoMark, MailIcon, PhoneIcon, TruckIcon } from "~/components/ui/icons/shell";
import { useDismissableDetails } from "~/components/ui/use-dismissable";
import { NavLinks } from "~/components/nav-links";
import { type Shop, telHref } from "~/components/ui/shell";
import { usePersonal } from "~/utils/personal";

// Short component classes (tailwind.css: .ib, .nav-a, .tb-a): the shell is on every page.
const iconButton = "ib";

export function Header({ shop }: { shop: Shop | undefined }) {
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
            {/* The counts and the account link are this visitor's (slots: components/personal/slots.tsx). */}
            <Link to="/wishlist" className={iconButton}>
              <HeartIcon className="size-6" />
              <Slot kind="headerCount" props={{ which: "wishlist" }} />
            </Link>
            <Link to="/cart" className={iconButton}>
              <BagIcon className="size-6" />
              <Slot kind="headerCount" props={{ which: "cart" }} />
            </Link>
            <AccountMenu />
            <MobileMenu shop={shop} />
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

/** The sign-in link, or the account menu (a `<details>` that closes on a click outside, Escape and navigation). */
function AccountMenu() {
  const box = useRef<HTMLSpanElement>(null);
  const menu = useRef<HTMLDetailsElement | null>(null);
  const signedIn = usePersonal().user !== null;
  // The menu is inside the slot's markup: found once it is there.
  useEffect(() => {
    menu.current = box.current?.querySelector("details") ?? null;
  }, [signedIn]);
  useDismissableDetails(menu);
  return (
    <span ref={box} className="contents">
      <Slot kind="headerAccount" props={{}} />
    </span>
  );
}
