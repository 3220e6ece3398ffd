import { Link } from "@remix-run/react";

// The category card of spec/storefront.md "Category section": image (or a
// placeholder), name, Featured badge, item count, description, up to three
// subcategory names plus '+N more', and an Explore link to the shop. Short component
// classes (tailwind.css: .cc-*), as the card is repeated.

export const MAX_SUBCATEGORIES_SHOWN = 3;

/** What a card needs (a subset of the API's CategoryDTO). */
export type CategoryCardData = {
  name: string;
  slug: string;
  description: string | null;
  image: string | null;
  featured: boolean;
  productCount: number;
  subcategories: Array<{ name: string }>;
};

export const itemCount = (n: number) => `${n} ${n === 1 ? "item" : "items"}`;

export function CategoryCard({ category }: { category: CategoryCardData }) {
  const href = `/shop?category=${encodeURIComponent(category.slug)}`;
  const shown = category.subcategories.slice(0, MAX_SUBCATEGORIES_SHOWN);
  const more = category.subcategories.length - shown.length;
  return (
    <article data-testid="category-card" className="cc group">
      {/* The picture repeats the Explore link for pointer users only. */}
      <Link to={href} tabIndex={-1} aria-hidden="true" className="cc-pic">
        {category.image ? (
          <img
            src={category.image}
            alt=""
            width={800}
            height={600}
            loading="lazy"
            decoding="async"
          />
        ) : (
          <span data-testid="category-placeholder" className="flex size-full items-center justify-center bg-linear-to-br from-brand-100 to-brand-50 font-serif text-5xl font-bold text-brand-600">
            {category.name.charAt(0)}
          </span>
        )}
        {category.featured ? (
          <span className="cc-tag">Featured</span>
        ) : null}
      </Link>
      <div className="cc-body">
        <div className="flex flex-wrap items-baseline justify-between gap-x-2">
          <h3 className="cc-name">{category.name}</h3>
          <p className="cc-n" data-testid="category-count">
            {itemCount(category.productCount)}
          </p>
        </div>
        {category.description ? <p className="cc-desc">{category.description}</p> : null}
        {shown.length ? (
          <ul className="cc-subs flex flex-wrap gap-1.5" aria-label={`${category.name} styles`}>
            {shown.map((s) => (
              <li key={s.name}>{s.name}</li>
            ))}
            {more > 0 ? <li className="more">{`+${more} more`}</li> : null}
          </ul>
        ) : null}
        <Link to={href} className="cc-go">
          Explore<span className="sr-only">{` ${category.name}`}</span>
          <span aria-hidden="true">→</span>
        </Link>
      </div>
    </article>
  );
}

/** The loading state: a card-shaped placeholder. */
export function CategoryCardSkeleton() {
  return (
    <div data-testid="category-skeleton" aria-hidden="true" className="flex h-full animate-pulse flex-col overflow-hidden rounded-xl border border-stone-200 bg-white">
      <div className="aspect-[4/3] bg-stone-200" />
      <div className="space-y-2 p-4">
        <div className="h-5 w-2/3 rounded bg-stone-200" />
        <div className="h-3 w-full rounded bg-stone-100" />
        <div className="h-3 w-4/5 rounded bg-stone-100" />
        <div className="h-6 w-1/2 rounded bg-stone-100" />
      </div>
    </div>
  );
}
