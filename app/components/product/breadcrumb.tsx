import { Link } from "@remix-run/react";
import { ChevronRightIcon } from "~/components/ui/icons/shell";
import type { ProductDTO } from "~/models/catalog.server";

// The product page's breadcrumb: Home, Shop, the product's category, the product.

/** The shop filtered to the product's category (the breadcrumb, the category link, the JSON-LD). */
export const categoryHref = (p: Pick<ProductDTO, "category">) => `/shop?category=${encodeURIComponent(p.category.slug || p.category.name.toLowerCase())}`;

export function Breadcrumb({ product }: { product: Pick<ProductDTO, "name" | "category"> }) {
  const items = [
    { label: "Home", to: "/" },
    { label: "Shop", to: "/shop" },
    { label: product.category.name, to: categoryHref(product) },
  ];
  return (
    <nav aria-label="Breadcrumb" className="text-sm text-stone-600">
      <ol className="flex flex-wrap items-center gap-x-1 gap-y-1">
        {items.map((it) => (
          <li key={it.to} className="flex items-center gap-1">
            <Link to={it.to} className="rounded px-0.5 py-1 hover:text-brand-700 hover:underline">
              {it.label}
            </Link>
            <ChevronRightIcon className="size-3.5 text-stone-400" aria-hidden="true" />
          </li>
        ))}
        <li aria-current="page" className="truncate py-1 font-medium text-stone-900 max-sm:max-w-full">
          {product.name}
        </li>
      </ol>
    </nav>
  );
}
