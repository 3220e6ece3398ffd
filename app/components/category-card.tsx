import { Link } from "@remix-run/react";

// The category card of spec/storefront.md "Category section": image (or a
// placeholder), name, Featured badge, item count, description, up to three
// subcategory names plus '+N more', and an Explore link to the shop.

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
    <article data-testid="category-card" className="group flex h-full flex-col overflow-hidden rounded-xl border border-stone-200 bg-white shadow-sm transition hover:shadow-md">
      {/* The picture repeats the Explore link for pointer users only. */}
      <Link to={href} tabIndex={-1} aria-hidden="true" className="relative block aspect-[4/3] overflow-hidden bg-brand-50">
        {category.image ? (
          <img
            src={category.image}
            alt=""
            width={800}
            height={600}
            loading="lazy"
            decoding="async"
            className="size-full object-cover transition duration-300 group-hover:scale-105"
          />
        ) : (
          <span data-testid="category-placeholder" className="flex size-full items-center justify-center bg-linear-to-br from-brand-100 to-brand-50 font-serif text-5xl font-bold text-brand-600">
            {category.name.charAt(0)}
          </span>
        )}
        {category.featured ? (
          <span className="absolute top-2 left-2 rounded-full bg-gold-400 px-2.5 py-0.5 text-xs font-semibold text-brand-900 shadow">Featured</span>
        ) : null}
      </Link>
      <div className="flex flex-1 flex-col gap-2 p-3 sm:p-4">
        <div className="flex flex-wrap items-baseline justify-between gap-x-2">
          <h3 className="font-serif text-base font-semibold text-stone-900 sm:text-lg">{category.name}</h3>
          <p className="text-xs font-medium text-stone-600 sm:text-sm" data-testid="category-count">
            {itemCount(category.productCount)}
          </p>
        </div>
        {category.description ? <p className="line-clamp-2 text-xs leading-relaxed text-stone-600 sm:text-sm">{category.description}</p> : null}
        {shown.length ? (
          <ul className="flex flex-wrap gap-1.5" aria-label={`${category.name} styles`}>
            {shown.map((s) => (
              <li key={s.name} className="rounded-full bg-brand-50 px-2 py-0.5 text-xs text-brand-700">
                {s.name}
              </li>
            ))}
            {more > 0 ? <li className="rounded-full bg-stone-100 px-2 py-0.5 text-xs text-stone-700">+{more} more</li> : null}
          </ul>
        ) : null}
        <Link
          to={href}
          className="mt-auto inline-flex min-h-11 items-center gap-1 self-start pt-1 text-sm font-semibold text-brand-700 hover:text-brand-900 hover:underline"
        >
          Explore<span className="sr-only"> {category.name}</span>
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
