import { useLocation } from "@remix-run/react";
import type { ReactNode } from "react";
import { NAV_LINKS } from "~/components/ui/shell";
import { PlainLink } from "~/components/ui/plain-link";

/**
 * The shop's main links as a list (desktop header and mobile menu). The active link says
 * aria-current="page", as a NavLink would (its section and everything under it, Home only itself),
 * and its look comes from that and the given class (.nav-a, .mm-row in tailwind.css).
 */
export function NavLinks({ listClass, linkClass, prefetch, after }: { listClass: string; linkClass: string; prefetch?: "intent"; after?: ReactNode }) {
  const here = useLocation().pathname.toLowerCase();
  return (
    <ul className={listClass}>
      {NAV_LINKS.map((link) => (
        <li key={link.to}>
          <PlainLink to={link.to} prefetch={prefetch} className={linkClass} aria-current={isCurrent(here, link) ? "page" : undefined}>
            {link.label}
            {after}
          </PlainLink>
        </li>
      ))}
    </ul>
  );
}

function isCurrent(here: string, link: (typeof NAV_LINKS)[number]): boolean {
  return here === link.to || (!link.end && here.startsWith(`${link.to}/`));
}
