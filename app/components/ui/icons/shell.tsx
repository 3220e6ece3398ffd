import { createElement, type ReactElement, type SVGProps } from "react";

// The one icon set: inline SVG icons (24x24, stroke style, shapes after Lucide, ISC licence).
// Decorative by default: give the surrounding link or button the accessible name.
//
// This module holds the common frame and the icons the site shell renders on every page
// (header, mobile menu, footer, toasts, back-to-top); every other icon has a module of its
// own in this folder, so a page's JavaScript carries only the icons it can show. One module
// per shell icon would cost more than it saves: esbuild gives each module shared by a
// different set of routes a chunk of its own (docs/decisions/0016-js-budget.md).

export type IconProps = SVGProps<SVGSVGElement> & { title?: string };

export function Icon({ children, title, className = "size-5", ...props }: IconProps) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
      aria-hidden={title ? undefined : true}
      role={title ? "img" : undefined}
      focusable="false"
      {...props}
    >
      {title ? <title>{title}</title> : null}
      {children}
    </svg>
  );
}

/** An icon component drawn with the given shapes inside the one Icon frame. */
export function icon(...shapes: ReactElement[]) {
  return function ShapeIcon(props: IconProps) {
    return createElement(Icon, props, ...shapes);
  };
}

export const PhoneIcon = icon(<path d="M22 16.92v3a2 2 0 0 1-2.18 2 19.79 19.79 0 0 1-8.63-3.07 19.5 19.5 0 0 1-6-6 19.79 19.79 0 0 1-3.07-8.67A2 2 0 0 1 4.11 2h3a2 2 0 0 1 2 1.72 12.84 12.84 0 0 0 .7 2.81 2 2 0 0 1-.45 2.11L8.09 9.91a16 16 0 0 0 6 6l1.27-1.27a2 2 0 0 1 2.11-.45 12.84 12.84 0 0 0 2.81.7A2 2 0 0 1 22 16.92z" />);

export const MailIcon = icon(
  <rect x="2" y="4" width="20" height="16" rx="2" />,
  <path d="m22 7-8.97 5.7a1.94 1.94 0 0 1-2.06 0L2 7" />,
);

export const HeartIcon = icon(<path d="M19 14c1.49-1.46 3-3.21 3-5.5A5.5 5.5 0 0 0 16.5 3c-1.76 0-3 .5-4.5 2-1.5-1.5-2.74-2-4.5-2A5.5 5.5 0 0 0 2 8.5c0 2.3 1.5 4.05 3 5.5l7 7Z" />);

export const BagIcon = icon(
  <path d="M6 2 3 6v14a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V6l-3-4Z" />,
  <path d="M3 6h18" />,
  <path d="M16 10a4 4 0 0 1-8 0" />,
);

export const UserIcon = icon(
  <path d="M19 21v-2a4 4 0 0 0-4-4H9a4 4 0 0 0-4 4v2" />,
  <circle cx="12" cy="7" r="4" />,
);

export const MenuIcon = icon(
  <path d="M4 6h16" />,
  <path d="M4 12h16" />,
  <path d="M4 18h16" />,
);

export const CloseIcon = icon(
  <path d="M18 6 6 18" />,
  <path d="m6 6 12 12" />,
);

export const ChevronDownIcon = icon(<path d="m6 9 6 6 6-6" />);

export const ChevronRightIcon = icon(<path d="m9 18 6-6-6-6" />);

export const ArrowUpIcon = icon(
  <path d="m5 12 7-7 7 7" />,
  <path d="M12 19V5" />,
);

export const TruckIcon = icon(
  <path d="M14 18V6a2 2 0 0 0-2-2H4a2 2 0 0 0-2 2v11a1 1 0 0 0 1 1h2" />,
  <path d="M15 18H9" />,
  <path d="M19 18h2a1 1 0 0 0 1-1v-3.65a1 1 0 0 0-.22-.62l-3.48-4.35A1 1 0 0 0 17.52 8H14" />,
  <circle cx="17" cy="18" r="2" />,
  <circle cx="7" cy="18" r="2" />,
);

export const MapPinIcon = icon(
  <path d="M20 10c0 6-8 12-8 12s-8-6-8-12a8 8 0 0 1 16 0Z" />,
  <circle cx="12" cy="10" r="3" />,
);

export const ClockIcon = icon(
  <circle cx="12" cy="12" r="10" />,
  <path d="M12 6v6l4 2" />,
);

export const LogOutIcon = icon(
  <path d="M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4" />,
  <path d="m16 17 5-5-5-5" />,
  <path d="M21 12H9" />,
);

export const LogInIcon = icon(
  <path d="M15 3h4a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2h-4" />,
  <path d="m10 17 5-5-5-5" />,
  <path d="M15 12H3" />,
);

export const UserPlusIcon = icon(
  <path d="M16 21v-2a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v2" />,
  <circle cx="9" cy="7" r="4" />,
  <path d="M19 8v6" />,
  <path d="M22 11h-6" />,
);

export const ShieldIcon = icon(<path d="M12 22s8-4 8-10V5l-8-3-8 3v7c0 6 8 10 8 10" />);

export const AlertIcon = icon(
  <circle cx="12" cy="12" r="10" />,
  <path d="M12 8v4" />,
  <path d="M12 16h.01" />,
);

export const CheckCircleIcon = icon(
  <circle cx="12" cy="12" r="10" />,
  <path d="m9 12 2 2 4-4" />,
);

export const InfoIcon = icon(
  <circle cx="12" cy="12" r="10" />,
  <path d="M12 16v-4" />,
  <path d="M12 8h.01" />,
);

export const FacebookIcon = icon(<path d="M18 2h-3a5 5 0 0 0-5 5v3H7v4h3v8h4v-8h3l1-4h-4V7a1 1 0 0 1 1-1h3z" />);

export const InstagramIcon = icon(
  <rect x="2" y="2" width="20" height="20" rx="5" />,
  <path d="M16 11.37A4 4 0 1 1 12.63 8 4 4 0 0 1 16 11.37z" />,
  <path d="M17.5 6.5h.01" />,
);

export const TwitterIcon = icon(<path d="M22 4s-.7 2.1-2 3.4c1.6 10-9.4 17.3-18 11.6 2.2.1 4.4-.6 6-2C3 15.5.5 9.6 3 5c2.2 2.6 5.6 4.1 9 4-.9-4.2 4-6.6 7-3.8 1.1 0 3-1.2 3-1.2z" />);

export const WhatsAppIcon = icon(
  <path d="M7.9 20A9 9 0 1 0 4 16.1L2 22Z" />,
  <path d="M9 8.5c0 3.6 2.9 6.5 6.5 6.5l.9-1.6-2-1-1 .8a4.2 4.2 0 0 1-2.6-2.6l.8-1-1-2z" strokeWidth={1.4} />,
);

/** The shop's emblem: a paisley-like drop in gold on maroon. */
export function LogoMark({ className = "size-9" }: { className?: string }) {
  return (
    <svg viewBox="0 0 40 40" className={className} aria-hidden="true" focusable="false">
      <circle cx="20" cy="20" r="19" fill="var(--color-brand-700)" />
      <circle cx="20" cy="20" r="16" fill="none" stroke="var(--color-gold-400)" strokeWidth="1" strokeDasharray="2 2" />
      <path
        d="M20 9c5.5 3.2 8.5 7.6 8.5 12.2A8.5 8.5 0 0 1 20 29.7a8.5 8.5 0 0 1-8.5-8.5c0-3.4 2-6 4.6-6 2 0 3.4 1.4 3.4 3.2 0 1.6-1.2 2.7-2.6 2.7"
        fill="none"
        stroke="var(--color-gold-400)"
        strokeWidth="2"
        strokeLinecap="round"
      />
      <circle cx="20" cy="22.5" r="1.6" fill="var(--color-gold-400)" />
    </svg>
  );
}
