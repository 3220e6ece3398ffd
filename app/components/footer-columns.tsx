import { PlainLink } from "~/components/ui/plain-link";
import type { ComponentType, SVGProps } from "react";
import {
  ClockIcon,
  FacebookIcon,
  InstagramIcon,
  LogoMark,
  MailIcon,
  MapPinIcon,
  PhoneIcon,
  TwitterIcon,
  WhatsAppIcon,
} from "~/components/ui/icons/shell";
import { type Shop, telHref } from "~/components/ui/shell";

// Short component classes (tailwind.css: .ft-*): the footer is on every page.
// The footer's columns (the shop and its social links, Quick Links, Categories, Visit or Call Us):
// plain markup and links, so the page loads this code on first touch (components/ui/deferred.tsx,
// decision 0016), not with the page.

export const QUICK_LINKS = [
  { to: "/about", label: "About Us" },
  { to: "/contact", label: "Contact Us" },
  { to: "/size-guide", label: "Size Guide" },
  { to: "/shipping", label: "Shipping Info" },
  { to: "/returns", label: "Returns & Exchange" },
  { to: "/privacy", label: "Privacy Policy" },
] as const;

type Social = {
  key: keyof Shop["social"];
  label: string;
  Icon: ComponentType<SVGProps<SVGSVGElement>>;
};
const SOCIALS: Social[] = [
  { key: "whatsapp", label: "WhatsApp", Icon: WhatsAppIcon },
  { key: "facebook", label: "Facebook", Icon: FacebookIcon },
  { key: "instagram", label: "Instagram", Icon: InstagramIcon },
  { key: "twitter", label: "Twitter", Icon: TwitterIcon },
];

function LinkColumn({
  title,
  links,
}: {
  title: string;
  links: readonly { to: string; label: string }[];
}) {
  return (
    <nav aria-label={title}>
      <h2 className="ft-h">
        {title}
      </h2>
      <ul className="ft-ul">
        {links.map((link) => (
          <li key={link.to + link.label}>
            {/* Footer links are rarely the next click: their routes are discovered on the click, not with every page. */}
            <PlainLink to={link.to} discover="none">
              {link.label}
            </PlainLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function FooterColumns({
  shop,
  categories,
}: {
  shop: Shop | undefined;
  categories: ReadonlyArray<{ slug: string; name: string }>;
}) {
  return (
    <>
      <div className="lg:col-span-4">
        <PlainLink to="/" className="inline-flex min-h-11 items-center gap-3">
          <LogoMark className="size-11" />
          <span className="ft-nm">
            {shop?.name ?? "Home"}
          </span>
        </PlainLink>
        {shop ? (
          <p className="mt-3 max-w-sm text-sm leading-relaxed">
            {shop.tagline}.
          </p>
        ) : null}
        {shop ? (
          <ul className="mt-5 flex gap-2" aria-label="Follow us">
            {SOCIALS.map(({ key, label, Icon }) => (
              <li key={key}>
                <a
                  href={shop.social[key]}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={label}
                  className="ft-soc"
                >
                  <Icon className="size-5" />
                </a>
              </li>
            ))}
          </ul>
        ) : null}
      </div>

      <div className="lg:col-span-2">
        <LinkColumn title="Quick Links" links={QUICK_LINKS} />
      </div>

      <div className="lg:col-span-3">
        <LinkColumn
          title="Categories"
          links={categories.map((c) => ({
            to: `/shop?category=${c.slug}`,
            label: c.name,
          }))}
        />
      </div>

      {shop ? (
        <div className="lg:col-span-3">
          <h2 className="ft-h">
            Visit or Call Us
          </h2>
          <ul className="mt-3 space-y-3 text-sm">
            <li className="flex gap-3">
              <MapPinIcon className="ft-i mt-0.5" />
              <address className="leading-relaxed not-italic">
                {/* One text node a line: no React text separators (<!-- -->) in every page. */}
                {`${shop.address.line1}, ${shop.address.line2}`}
                <br />
                {`${shop.address.city} - ${shop.address.pincode}, ${shop.address.state}, ${shop.address.country}`}
              </address>
            </li>
            <li>
              <a
                href={telHref(shop.phone)}
                className="ft-a"
              >
                <PhoneIcon className="ft-i" />
                {shop.phone}
              </a>
            </li>
            <li>
              <a
                href={`mailto:${shop.email}`}
                className="ft-a break-all"
              >
                <MailIcon className="ft-i" />
                {shop.email}
              </a>
            </li>
            <li className="flex gap-3">
              <ClockIcon className="ft-i mt-0.5" />
              <div>
                <p className="font-medium text-stone-100">Business Hours</p>
                <p>{shop.hours.weekdays}</p>
                <p>{shop.hours.sunday}</p>
              </div>
            </li>
          </ul>
        </div>
      ) : null}
    </>
  );
}

// Loaded with import(): an entry point of its own in the browser build, so it re-exports the shell chunk
// like the others do (app/utils/shell-chunk.ts).
export * as __shellChunk from "~/utils/shell-chunk";
