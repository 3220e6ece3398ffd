import { Link } from "@remix-run/react";

// No product matches the filters: two ways on.

export function ShopEmptyState() {
  return (
    <div className="rounded-xl border border-dashed border-stone-300 bg-white px-6 py-14 text-center" data-testid="shop-empty">
      <h2 className="font-serif text-2xl font-bold text-brand-700">No Products Found</h2>
      <p className="mx-auto mt-2 max-w-md text-stone-700">Try adjusting your filters or browse our featured collections</p>
      <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
        <Link
          to="/shop?featured=true"
          className="inline-flex min-h-11 items-center justify-center rounded-lg bg-brand-700 px-5 font-semibold text-white shadow-sm hover:bg-brand-900"
        >
          Browse Featured Collection
        </Link>
        <Link
          to="/shop"
          className="inline-flex min-h-11 items-center justify-center rounded-lg border border-brand-700 px-5 font-semibold text-brand-700 hover:bg-brand-50"
        >
          View All Products
        </Link>
      </div>
    </div>
  );
}
