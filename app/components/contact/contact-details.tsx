import { Link } from "@remix-run/react";
import type { ComponentType, ReactNode, SVGProps } from "react";
import { CardIcon } from "~/components/ui/icons/card";
import { ChatIcon } from "~/components/ui/icons/chat";
import { ClockIcon, FacebookIcon, InstagramIcon, MailIcon, MapPinIcon, PhoneIcon, TruckIcon, TwitterIcon, WhatsAppIcon } from "~/components/ui/icons/shell";
import { ReturnIcon } from "~/components/ui/icons/return";
import { telHref, type Shop, type ShopPolicies, useShopPolicies } from "~/components/ui/shell";
import { RETURN_DAYS } from "~/utils/constants";
import { formatRupees } from "~/utils/money";
import { IconDisc } from "~/components/ui/icon-disc";

type IconType = ComponentType<SVGProps<SVGSVGElement>>;

/** The chat link the documents call the "messaging-app chat". */
export function whatsappHref(shop: Shop) {
  return `https://wa.me/${shop.whatsapp}`;
}

const tiles = (policies: ShopPolicies): Array<{ title: string; Icon: IconType; body: string; link: { to: string; label: string } }> => [
  {
    title: "Shipping Info",
    Icon: TruckIcon,
    body: `Free shipping on orders of ${formatRupees(policies.freeShippingAbove)} and above. Delivered across India in 3-5 business days.`,
    link: { to: "/shipping", label: "Shipping details" },
  },
  {
    title: "Returns",
    Icon: ReturnIcon,
    body: `Not quite right? Return or exchange unused items within ${RETURN_DAYS} days of delivery.`,
    link: { to: "/returns", label: "Return policy" },
  },
  {
    title: "Payment",
    Icon: CardIcon,
    body: `Cards, UPI, net banking and wallets through secure checkout. Cash on Delivery above ${formatRupees(policies.codAbove)}.`,
    link: { to: "/terms", label: "Terms of sale" },
  },
];

export function InfoTiles() {
  const policies = useShopPolicies();
  return (
    <ul className="grid gap-4 sm:grid-cols-3" aria-label="Before you write">
      {tiles(policies).map(({ title, Icon, body, link }) => (
        <li key={title} className="flex gap-4 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm">
          <IconDisc Icon={Icon} className="size-12 shrink-0 bg-brand-50 text-brand-700" />
          <div>
            <h2 className="font-semibold text-stone-900">{title}</h2>
            <p className="mt-1 text-sm leading-relaxed text-stone-600">{body}</p>
            <Link to={link.to} className="mt-2 inline-flex min-h-9 items-center text-sm font-semibold text-brand-700 underline-offset-2 hover:underline">
              {link.label}
            </Link>
          </div>
        </li>
      ))}
    </ul>
  );
}

function DetailRow({ Icon, title, children }: { Icon: IconType; title: string; children: ReactNode }) {
  return (
    <li className="flex gap-4">
      <IconDisc Icon={Icon} className="size-11 shrink-0 bg-gold-400/20 text-brand-700" iconClassName="size-5" />
      <div className="min-w-0 text-sm leading-relaxed text-stone-700">
        <h3 className="font-semibold text-stone-900">{title}</h3>
        {children}
      </div>
    </li>
  );
}

const linkClass = "font-medium break-words text-brand-700 underline-offset-2 hover:underline";

export function ContactDetails({ shop }: { shop: Shop }) {
  const a = shop.address;
  return (
    <section aria-labelledby="contact-details-heading" className="rounded-2xl border border-stone-200 bg-white p-6 shadow-sm">
      <h2 id="contact-details-heading" className="font-serif text-2xl font-semibold text-brand-700">
        Get in touch
      </h2>
      <ul className="mt-5 space-y-5">
        <DetailRow Icon={PhoneIcon} title="Phone">
          <a href={telHref(shop.phone)} className={linkClass}>
            {shop.phone}
          </a>
        </DetailRow>
        <DetailRow Icon={MailIcon} title="Email">
          <a href={`mailto:${shop.email}`} className={linkClass}>
            {shop.email}
          </a>
        </DetailRow>
        <DetailRow Icon={MapPinIcon} title="Visit us">
          <address className="not-italic">
            {a.line1}
            <br />
            {a.line2}
            <br />
            {a.city}, {a.state} {a.pincode}
            <br />
            {a.country}
          </address>
        </DetailRow>
        <DetailRow Icon={ClockIcon} title="Business hours">
          <ul data-testid="business-hours">
            <li>{shop.hours.weekdays}</li>
            <li>{shop.hours.sunday}</li>
          </ul>
        </DetailRow>
      </ul>
      <SocialLinks shop={shop} />
    </section>
  );
}

const SOCIALS: Array<{ label: string; Icon: IconType; href: (shop: Shop) => string }> = [
  { label: "WhatsApp", Icon: WhatsAppIcon, href: whatsappHref },
  { label: "Facebook", Icon: FacebookIcon, href: (s) => s.social.facebook },
  { label: "Instagram", Icon: InstagramIcon, href: (s) => s.social.instagram },
  { label: "Twitter", Icon: TwitterIcon, href: (s) => s.social.twitter },
];

function SocialLinks({ shop }: { shop: Shop }) {
  return (
    <div className="mt-6 border-t border-stone-200 pt-5">
      <h3 className="text-sm font-semibold text-stone-900">Follow us</h3>
      <ul className="mt-3 flex flex-wrap gap-2" aria-label="Social media">
        {SOCIALS.map(({ label, Icon, href }) => (
          <li key={label}>
            <a
              href={href(shop)}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={label}
              title={label}
              className="flex size-11 items-center justify-center rounded-full border border-stone-300 text-stone-700 transition-colors hover:border-brand-700 hover:bg-brand-700 hover:text-white"
            >
              <Icon className="size-5" />
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function WhatsAppCta({ shop }: { shop: Shop }) {
  return (
    <section
      aria-labelledby="whatsapp-heading"
      className="rounded-2xl bg-linear-to-br from-green-700 to-green-800 p-6 text-white shadow-sm"
    >
      <div className="flex items-center gap-3">
        <span className="flex size-11 items-center justify-center rounded-full bg-white/15">
          <ChatIcon className="size-5" />
        </span>
        <h2 id="whatsapp-heading" className="font-serif text-xl font-semibold">
          Prefer to chat?
        </h2>
      </div>
      <p className="mt-3 text-sm leading-relaxed text-green-50">
        Send us a photo of the saree you love, ask for more pictures or check a size. We answer on WhatsApp during business
        hours.
      </p>
      <a
        href={whatsappHref(shop)}
        target="_blank"
        rel="noopener noreferrer"
        className="mt-4 inline-flex min-h-11 w-full items-center justify-center gap-2 rounded-md bg-white px-4 py-2 font-semibold text-green-800 shadow hover:bg-green-50"
      >
        <WhatsAppIcon className="size-5" />
        Chat on WhatsApp
      </a>
    </section>
  );
}
