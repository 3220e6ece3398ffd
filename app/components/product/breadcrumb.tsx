import { Link } from "@remix-run/react";
import type { ProductPageDTO } from "~/models/catalog.server";

// The product page's breadcrumb: Home, Shop, the product's category, the product.

/** The shop filtered to the product's category (the breadcrumb, the category link, the JSON-LD). */
export const categoryHref = (p: Pick<ProductPageDTO, "category">) => `/shop?category=${encodeURIComponent(p.category.slug || p.category.name.toLowerCase())}`;

export function Breadcrumb({ product }: { product: Pick<ProductPageDTO, "name" | "category"> }) {
  const items = [
    { label: "Home", to: "/" },
    { label: "Shop", to: "/shop" },
    { label: product.category.name, to: categoryHref(product) },
  ];
  return (
    <nav aria-label="Breadcrumb" className="text-sm text-stone-600">
      {/* `.bc` (tailwind.css) styles the items and draws the chevron after each link. */}
      <ol className="bc">
        {items.map((it) => (
          <li key={it.to}>
            <Link to={it.to}>{it.label}</Link>
          </li>
        ))}
        <li aria-current="page">
          {product.name}
        </li>
      </ol>
    </nav>
  );
}
