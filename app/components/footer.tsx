import { PlainLink } from "~/components/ui/plain-link";
import { useHydrated } from "~/components/use-hydrated";
import { ArrowUpIcon } from "~/components/ui/icons/shell";
import { deferred } from "~/components/ui/deferred";
import type { Shop } from "~/components/ui/shell";
import { NewsletterForm } from "~/components/newsletter-form";
import { useRootData } from "~/utils/root-data";

export const LEGAL_LINKS = [
  { to: "/terms", label: "Terms & Conditions" },
  { to: "/privacy", label: "Privacy Policy" },
  { to: "/cookies", label: "Cookie Policy" },
] as const;

// The columns' code loads on first touch (their markup is in the page from the server, rendered
// once per shop details and categories: `pure`).
const FooterColumns = deferred(() => import("~/components/footer-columns").then((m) => m.FooterColumns), { pure: true });

/**
 * The site footer. `compact` (the cart and checkout: handle.footer = "compact") keeps only the
 * bottom bar (copyright, GSTIN, legal links): no newsletter band or link columns between the
 * shopper and paying. `newsletter` false (the home page, which has its own box) leaves out the band.
 */
export function Footer({
  shop,
  compact = false,
  newsletter = true,
}: {
  shop: Shop | undefined;
  compact?: boolean;
  newsletter?: boolean;
}) {
  const year = new Date().getFullYear();
  // Every active category (root loader), so one added in the back office shows here too.
  const categories = useRootData()?.categories ?? [];
  // Once JavaScript runs, the floating back-to-top button replaces the footer link.
  const hydrated = useHydrated();
  return (
    <footer
      className="ft"
      data-testid="site-footer"
      data-compact={compact || undefined}
    >
      {compact || !newsletter ? null : <Newsletter />}

      <div
        hidden={compact}
        className="ft-cols"
      >
        <FooterColumns shop={shop} categories={categories} />
      </div>

      <div className="border-t border-white/10">
        <div className="ft-bar">
          <div className="space-y-1">
            <p>
              © {year}
              {shop ? ` ${shop.name}` : ""}. All rights reserved.
            </p>
            {shop ? (
              <p className="text-stone-400">GSTIN: {shop.gstin}</p>
            ) : null}
          </div>
          <nav aria-label="Legal">
            <ul className="ft-legal">
              {LEGAL_LINKS.map((link) => (
                <li key={link.to}>
                  {/* Styled from `.ft-legal` (tailwind.css: .ft-l's look), no class each. */}
                  <PlainLink to={link.to} discover="none">
                    {link.label}
                  </PlainLink>
                </li>
              ))}
              <li hidden={hydrated}>
                {/* The no-JavaScript back-to-top control (#top is the page's first element). */}
                <a href="#top" className="gap-1 font-medium">
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
    <section
      aria-labelledby="newsletter-heading"
      className="nl-band"
    >
      <div className="nl-wrap">
        <div>
          <h2
            id="newsletter-heading"
            className="nl-h"
          >
            Subscribe to our Newsletter
          </h2>
          <p className="mt-1 text-sm text-brand-100">
            New arrivals, festive offers and styling tips, straight to your
            inbox.
          </p>
        </div>
        {/* The same form as the home page's box (components/newsletter-form.tsx); worded so its label never clashes with a page form's "Email address". */}
        <NewsletterForm
          id="newsletter-footer"
          label="Your e-mail for the newsletter"
          tone="dark"
          className="w-full lg:max-w-md"
        />
      </div>
    </section>
  );
}
