import { Link } from "@remix-run/react";
import type { ComponentType, SVGProps } from "react";
import { useHydrated } from "~/components/use-hydrated";
import { ArrowUpIcon, ClockIcon, FacebookIcon, InstagramIcon, LogoMark, MailIcon, MapPinIcon, PhoneIcon, TwitterIcon, WhatsAppIcon } from "~/components/ui/icons/shell";
import { type Shop, telHref } from "~/components/ui/shell";
import { NewsletterForm } from "~/components/newsletter-form";
import { useRootData } from "~/utils/root-data";

export const QUICK_LINKS = [
  { to: "/about", label: "About Us" },
  { to: "/contact", label: "Contact Us" },
  { to: "/size-guide", label: "Size Guide" },
  { to: "/shipping", label: "Shipping Info" },
  { to: "/returns", label: "Returns & Exchange" },
  { to: "/privacy", label: "Privacy Policy" },
] as const;

export const LEGAL_LINKS = [
  { to: "/terms", label: "Terms & Conditions" },
  { to: "/privacy", label: "Privacy Policy" },
  { to: "/cookies", label: "Cookie Policy" },
] as const;


type Social = { key: keyof Shop["social"]; label: string; Icon: ComponentType<SVGProps<SVGSVGElement>> };
const SOCIALS: Social[] = [
  { key: "whatsapp", label: "WhatsApp", Icon: WhatsAppIcon },
  { key: "facebook", label: "Facebook", Icon: FacebookIcon },
  { key: "instagram", label: "Instagram", Icon: InstagramIcon },
  { key: "twitter", label: "Twitter", Icon: TwitterIcon },
];

// Links in columns: 44 px tall touch targets on phones, compact on desktop.
const linkClass =
  "inline-flex min-h-11 items-center text-stone-300 transition-colors hover:text-gold-400 md:min-h-9";

function LinkColumn({ title, links }: { title: string; links: readonly { to: string; label: string }[] }) {
  return (
    <nav aria-label={title}>
      <h2 className="font-serif text-lg font-semibold text-gold-400">{title}</h2>
      <ul className="mt-3 grid grid-cols-2 gap-x-4 sm:grid-cols-1">
        {links.map((link) => (
          <li key={link.to + link.label}>
            <Link to={link.to} className={linkClass}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The site footer. `compact` (the cart and checkout: handle.footer = "compact") keeps only the
 * bottom bar (copyright, GSTIN, legal links): no newsletter band or link columns between the
 * shopper and paying. `newsletter` false (the home page, which has its own box) leaves out the band.
 */
export function Footer({ shop, compact = false, newsletter = true }: { shop: Shop | undefined; compact?: boolean; newsletter?: boolean }) {
  const year = new Date().getFullYear();
  // Every active category (root loader), so one added in the back office shows here too.
  const categories = useRootData()?.categories ?? [];
  // Once JavaScript runs, the floating back-to-top button replaces the footer link.
  const hydrated = useHydrated();
  return (
    <footer className="mt-auto bg-brand-900 text-stone-300" data-testid="site-footer" data-compact={compact || undefined}>
      {compact || !newsletter ? null : <Newsletter />}

      <div hidden={compact} className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 sm:px-6 lg:grid-cols-12 lg:px-8">
        <div className="lg:col-span-4">
          <Link to="/" className="inline-flex min-h-11 items-center gap-3">
            <LogoMark className="size-11" />
            <span className="font-serif text-2xl font-bold text-white">{shop?.name ?? "Home"}</span>
          </Link>
          {shop ? <p className="mt-3 max-w-sm text-sm leading-relaxed">{shop.tagline}.</p> : null}
          {shop ? (
            <ul className="mt-5 flex gap-2" aria-label="Follow us">
              {SOCIALS.map(({ key, label, Icon }) => (
                <li key={key}>
                  <a
                    href={shop.social[key]}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={label}
                    className="flex size-11 items-center justify-center rounded-full border border-white/20 text-stone-200 transition-colors hover:border-gold-400 hover:bg-gold-400 hover:text-brand-900"
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
            links={categories.map((c) => ({ to: `/shop?category=${c.slug}`, label: c.name }))}
          />
        </div>

        {shop ? (
          <div className="lg:col-span-3">
            <h2 className="font-serif text-lg font-semibold text-gold-400">Visit or Call Us</h2>
            <ul className="mt-3 space-y-3 text-sm">
              <li className="flex gap-3">
                <MapPinIcon className="mt-0.5 size-5 shrink-0 text-gold-400" />
                <address className="leading-relaxed not-italic">
                  {shop.address.line1}, {shop.address.line2}
                  <br />
                  {shop.address.city} - {shop.address.pincode}, {shop.address.state}, {shop.address.country}
                </address>
              </li>
              <li>
                <a href={telHref(shop.phone)} className="flex min-h-11 items-center gap-3 hover:text-gold-400 md:min-h-8">
                  <PhoneIcon className="size-5 shrink-0 text-gold-400" />
                  {shop.phone}
                </a>
              </li>
              <li>
                <a href={`mailto:${shop.email}`} className="flex min-h-11 items-center gap-3 break-all hover:text-gold-400 md:min-h-8">
                  <MailIcon className="size-5 shrink-0 text-gold-400" />
                  {shop.email}
                </a>
              </li>
              <li className="flex gap-3">
                <ClockIcon className="mt-0.5 size-5 shrink-0 text-gold-400" />
                <div>
                  <p className="font-medium text-stone-100">Business Hours</p>
                  <p>{shop.hours.weekdays}</p>
                  <p>{shop.hours.sunday}</p>
                </div>
              </li>
            </ul>
          </div>
        ) : null}
      </div>

      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-5 text-sm sm:px-6 md:flex-row md:items-center md:justify-between lg:px-8">
          <div className="space-y-1">
            <p>
              © {year}
              {shop ? ` ${shop.name}` : ""}. All rights reserved.
            </p>
            {shop ? <p className="text-stone-400">GSTIN: {shop.gstin}</p> : null}
          </div>
          <nav aria-label="Legal">
            <ul className="flex flex-wrap items-center gap-x-5">
              {LEGAL_LINKS.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className={linkClass}>
                    {link.label}
                  </Link>
                </li>
              ))}
              <li hidden={hydrated}>
                {/* The no-JavaScript back-to-top control (#top is the page's first element). */}
                <a href="#top" className={`${linkClass} gap-1 font-medium`}>
                  <ArrowUpIcon className="size-4" /> Back to top
                </a>
              </li>
            </ul>
          </nav>
        </div>
      </div>
    </footer>
  );
}

function Newsletter() {
  return (
    <section aria-labelledby="newsletter-heading" className="border-b border-white/10 bg-brand-700">
      <div className="mx-auto flex max-w-7xl flex-col gap-5 px-4 py-8 sm:px-6 lg:flex-row lg:items-center lg:justify-between lg:px-8">
        <div>
          <h2 id="newsletter-heading" className="font-serif text-2xl font-semibold text-white">
            Subscribe to our Newsletter
          </h2>
          <p className="mt-1 text-sm text-brand-100">
            New arrivals, festive offers and styling tips, straight to your inbox.
          </p>
        </div>
        {/* The same form as the home page's box (components/newsletter-form.tsx); worded so its label never clashes with a page form's "Email address". */}
        <NewsletterForm id="newsletter-footer" label="Your e-mail for the newsletter" tone="dark" className="w-full lg:max-w-md" />
      </div>
    </section>
  );
}
