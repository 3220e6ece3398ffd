import { useLocation } from "@remix-run/react";
import { PlainLink } from "~/components/ui/plain-link";
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
      <header className="hd">
        <div className="hd-in">
          <PlainLink
            to="/"
            className="hd-logo"
            // The accessible name contains the visible text (WCAG 2.5.3): "Home: <shop name> <tagline>".
            aria-label={shop ? undefined : "Home"}
          >
            <LogoMark className="size-9 shrink-0 lg:size-11" />
            {shop ? <span className="sr-only">Home: </span> : null}
            {shop ? (
              <span className="hd-nm">
                <span className="hd-n1">
                  {shop.name}
                </span>
                <span className="hd-n2">
                  Sarees · Lehengas · Kurtas
                </span>
              </span>
            ) : null}
          </PlainLink>

          <nav aria-label="Main" className="hd-nav">
            <NavLinks listClass="flex items-center gap-1" linkClass="nav-a" prefetch="intent" />
          </nav>

          <HeaderSearch className="hs-top" />

          <div className="hd-act">
            {/* The counts and the account link are this visitor's (slots: components/personal/slots.tsx). */}
            <PlainLink to="/wishlist" className={iconButton}>
              <HeartIcon className="size-6" />
              <Slot kind="headerCount" props={{ which: "wishlist" }} />
            </PlainLink>
            <PlainLink to="/cart" className={iconButton}>
              <BagIcon className="size-6" />
              <Slot kind="headerCount" props={{ which: "cart" }} />
            </PlainLink>
            <AccountMenu />
            <MobileMenu shop={shop} />
          </div>
        </div>
      </header>
      {/* Below 1280 px the search gets a row of its own under the bar (it scrolls away with the page). */}
      {onShop ? null : (
        <div className="hs-bar">
          <HeaderSearch className="hs-row" />
        </div>
      )}
    </>
  );
}

function TopBar({ shop }: { shop: Shop | undefined }) {
  return (
    <div className="bg-brand-900 text-white">
      <div className="tb">
        {shop ? (
          <ul className="tb-ul" aria-label="Contact us">
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
        <p className="tb-ship" data-testid="shipping-notice">
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
