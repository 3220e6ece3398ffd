import type { ReactNode } from "react";
import { formatRupees } from "~/utils/money";

/** Price with the struck original when on sale (product tiles, the wishlist and the cart lines). */
export function Price({
  price,
  originalPrice,
  className = "flex flex-wrap items-baseline gap-2",
  amountClassName = "text-lg font-semibold text-brand-900",
  struckClassName = "text-sm text-stone-500",
  children,
}: {
  price: number;
  originalPrice: number;
  className?: string;
  amountClassName?: string;
  struckClassName?: string;
  children?: ReactNode;
}) {
  return (
    <p className={className}>
      <span className={amountClassName || undefined}>{formatRupees(price)}</span>
      {originalPrice > price ? (
        <s className={struckClassName || undefined}>
          <span className="sr-only">was </span>
          {formatRupees(originalPrice)}
        </s>
      ) : null}
      {children}
    </p>
  );
}

