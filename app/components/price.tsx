import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { formatRupees } from "~/utils/money";

// The pieces every product tile shows (product cards, wishlist cards, cart lines): the price block
// and the category over the linked name.

/** Price with the struck original when on sale (product tiles, the wishlist and the cart lines). */
export function Price({
  price,
  originalPrice,
  className = "flex flex-wrap items-baseline gap-2",
  amountClassName = "text-lg font-semibold text-brand-900",
  children,
}: {
  price: number;
  originalPrice: number;
  className?: string;
  amountClassName?: string;
  children?: ReactNode;
}) {
  return (
    <p className={className}>
      <span className={amountClassName}>{formatRupees(price)}</span>
      {originalPrice > price ? (
        <s className="text-sm text-stone-500">
          <span className="sr-only">was </span>
          {formatRupees(originalPrice)}
        </s>
      ) : null}
      {children}
    </p>
  );
}

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
