import { NavLink } from "@remix-run/react";
import type { ReactNode } from "react";
import { NAV_LINKS } from "~/components/ui/shell";

/**
 * The shop's main links as a list (desktop header and mobile menu). The active link's look comes from its
 * aria-current="page" and the given class (.nav-a, .mm-row in tailwind.css).
 */
export function NavLinks({ listClass, linkClass, prefetch, after }: { listClass: string; linkClass: string; prefetch?: "intent"; after?: ReactNode }) {
  return (
    <ul className={listClass}>
      {NAV_LINKS.map((link) => (
        <li key={link.to}>
          <NavLink to={link.to} end={link.end} prefetch={prefetch} className={linkClass}>
            {link.label}
            {after}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
