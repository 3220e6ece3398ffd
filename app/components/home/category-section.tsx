import { useLocation } from "@remix-run/react";
import { CategoryCard, CategoryCardSkeleton, type CategoryCardData } from "~/components/category-card";
import { HomeSection, ViewAllLink } from "~/components/home/section";

// "Shop by Category" with the documented states: the cards, loading (four
// skeletons), empty, and the error with Try Again. Try Again is a plain GET
// form to this same page, so it reloads the page with or without JavaScript.

export const SKELETON_COUNT = 4;

export const CATEGORY_TEXTS = {
  empty: "No categories available at the moment",
  error: "Failed to load categories",
  retry: "Try Again",
} as const;

export function CategorySection({ categories, failed, loading }: { categories: CategoryCardData[]; failed: boolean; loading: boolean }) {
  const location = useLocation();
  return (
    <HomeSection id="categories" title="Shop by Category" subtitle="Sarees, lehengas and party wear for every occasion">
      {loading ? (
        <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4" aria-busy="true" aria-label="Loading categories">
          {Array.from({ length: SKELETON_COUNT }, (_, i) => (
            <li key={i}>
              <CategoryCardSkeleton />
            </li>
          ))}
        </ul>
      ) : failed ? (
        <div role="alert" data-testid="categories-error" className="rounded-xl border border-red-200 bg-red-50 px-4 py-8 text-center">
          <p className="font-semibold text-red-800">{CATEGORY_TEXTS.error}</p>
          <form method="get" action={location.pathname} className="mt-4">
            <button type="submit" className="inline-flex min-h-11 items-center rounded-full bg-brand-700 px-6 font-semibold text-white hover:bg-brand-900">
              {CATEGORY_TEXTS.retry}
            </button>
          </form>
        </div>
      ) : categories.length === 0 ? (
        <p data-testid="categories-empty" className="rounded-xl border border-stone-200 bg-white px-4 py-8 text-center text-stone-600">
          {CATEGORY_TEXTS.empty}
        </p>
      ) : (
        <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4" role="list">
          {categories.map((c) => (
            <li key={c.slug}>
              <CategoryCard category={c} />
            </li>
          ))}
        </ul>
      )}
      <div className="mt-8 flex justify-center">
        <ViewAllLink to="/shop" label="View All Categories" />
      </div>
    </HomeSection>
  );
}
