import { Link } from "@remix-run/react";

// Not used by product-card.tsx: a module of its own there would put one more chunk on the
// product page, which is at the JS budget (docs/decisions/0016-js-budget.md).

/** The category over the product's name, the name linking to the product page. */
export function ProductName({
  category,
  name,
  href,
  heading: Heading = "h3",
  className,
  categoryClassName = "text-xs tracking-wide text-stone-600 uppercase",
}: {
  category: string;
  name: string;
  href: string;
  heading?: "h2" | "h3";
  className: string;
  categoryClassName?: string;
}) {
  return (
    <>
      <p className={categoryClassName}>{category}</p>
      <Heading className={className}>
        <Link to={href} prefetch="intent" className="hover:text-brand-700">
          {name}
        </Link>
      </Heading>
    </>
  );
}
