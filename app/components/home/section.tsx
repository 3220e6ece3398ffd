import { Link } from "@remix-run/react";
import type { ReactNode } from "react";

// A home page section: heading, optional subtitle and "View All"-style link.

export function HomeSection({
  id,
  title,
  subtitle,
  link,
  className = "",
  children,
}: {
  id: string;
  title: string;
  subtitle?: string;
  /** `label` is shown; `srLabel` completes it for screen readers ("View All" + " featured products"). */
  link?: { to: string; label: string; srLabel?: string };
  className?: string;
  children: ReactNode;
}) {
  const headingId = `${id}-heading`;
  return (
    <section id={id} aria-labelledby={headingId} className={`mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8 ${className}`}>
      <div className="mb-6 flex items-end justify-between gap-4">
        <div>
          <h2 id={headingId} className="font-serif text-2xl font-bold text-brand-700 sm:text-3xl">
            {title}
          </h2>
          {subtitle ? <p className="mt-1 text-sm text-stone-600 sm:text-base">{subtitle}</p> : null}
        </div>
        {link ? <ViewAllLink {...link} /> : null}
      </div>
      {children}
    </section>
  );
}

export function ViewAllLink({ to, label, srLabel, className = "" }: { to: string; label: string; srLabel?: string; className?: string }) {
  return (
    <Link
      to={to}
      className={`see-all ${className}`}
    >
      {label}
      {srLabel ? <span className="sr-only"> {srLabel}</span> : null}
      <span aria-hidden="true">→</span>
    </Link>
  );
}
