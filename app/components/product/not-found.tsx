import { Link } from "@remix-run/react";

// The product page's 404: sold out for good or no longer in the collection.

export function ProductNotFound() {
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-16 text-center sm:py-24" data-testid="product-not-found">
      <h1 className="font-serif text-3xl font-bold text-brand-700 sm:text-4xl">Product Not Found</h1>
      <p className="mt-4 max-w-lg text-base leading-relaxed text-stone-700">
        This product may have sold out for good or is no longer in our collection. There is plenty more to discover.
      </p>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        <Link
          to="/shop"
          className="inline-flex min-h-12 items-center justify-center rounded-lg bg-brand-700 px-6 font-semibold text-white shadow-sm hover:bg-brand-900"
        >
          Browse the Shop
        </Link>
        <Link to="/" className="inline-flex min-h-12 items-center justify-center rounded-lg border border-brand-700 px-6 font-semibold text-brand-700 hover:bg-brand-50">
          Go back home
        </Link>
      </div>
    </section>
  );
}

// Loaded with import(): an entry point of its own in the browser build, so it re-exports the shell chunk
// like the others do (app/utils/shell-chunk.ts).
export * as __shellChunk from "~/utils/shell-chunk";
