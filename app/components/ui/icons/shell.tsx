import type { SVGProps } from "react";
// Named `s.svg`: its URL is written in every <use> (about fifty a page), so the name is one letter.
import sprite from "./s.svg";

// The one icon set (24x24, stroke style, shapes after Lucide, ISC licence), drawn from one sprite
// file, s.svg (a <symbol> per icon), with <svg><use href="sprite#name"/></svg>: a page carries
// about 60 bytes per icon instead of its whole path data, and the path data is in no script. The
// stroke style is the `.i` class (tailwind.css); the sprite is a hashed build asset, cached for a year.
// Decorative by default: give the surrounding link or button the accessible name.
//
// This module holds the frame and the icons the site shell renders on every page (header, mobile
// menu, footer, toasts, back-to-top); every other icon has a module of its own in this folder
// (docs/decisions/0016-js-budget.md). A new icon needs its <symbol> in s.svg too
// (icon-sprite.test.ts checks every name).

export type IconProps = SVGProps<SVGSVGElement> & { title?: string };

/** The sprite's URL (a hashed build asset). */
export const SPRITE_URL: string = sprite;

/** The icon `name` of the sprite. */
export function Icon({ name, title, className = "size-5", ...props }: IconProps & { name: string }) {
  return (
    <svg className={`i ${className}`} aria-hidden={title ? undefined : true} role={title ? "img" : undefined} {...props}>
      {title ? <title>{title}</title> : null}
      <use href={`${sprite}#${name}`} />
    </svg>
  );
}

/** An icon component for the sprite's symbol `name`. */
export function icon(name: string) {
  return function SpriteIcon(props: IconProps) {
    return <Icon name={name} {...props} />;
  };
}

export const PhoneIcon = icon("phone");
export const MailIcon = icon("mail");
export const HeartIcon = icon("heart");
export const BagIcon = icon("bag");
export const UserIcon = icon("user");
export const MenuIcon = icon("menu");
export const CloseIcon = icon("close");
export const ChevronDownIcon = icon("chevron-down");
export const ChevronRightIcon = icon("chevron-right");
export const ArrowUpIcon = icon("arrow-up");
export const TruckIcon = icon("truck");
export const MapPinIcon = icon("map-pin");
export const ClockIcon = icon("clock");
export const LogOutIcon = icon("log-out");
export const LogInIcon = icon("log-in");
export const UserPlusIcon = icon("user-plus");
export const ShieldIcon = icon("shield");
export const AlertIcon = icon("alert");
export const CheckCircleIcon = icon("check-circle");
export const InfoIcon = icon("info");
export const FacebookIcon = icon("facebook");
export const InstagramIcon = icon("instagram");
export const TwitterIcon = icon("twitter");
export const WhatsAppIcon = icon("whatsapp");

/** The shop's emblem: a paisley-like drop in gold on maroon (the sprite's "logo"). */
export function LogoMark({ className = "size-9" }: { className?: string }) {
  return (
    <svg className={className} aria-hidden="true">
      <use href={`${sprite}#logo`} />
    </svg>
  );
}
