import { Link } from "@remix-run/react";
import { BagIcon } from "~/components/ui/icons";

export function EmptyCart() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      <h1 className="border-b border-stone-200 pb-4 font-serif text-3xl font-bold text-brand-700 sm:text-4xl">Shopping Cart</h1>
      <div
        className="mx-auto mt-8 flex max-w-md flex-col items-center rounded-2xl border border-dashed border-brand-200 bg-white px-6 py-12 text-center"
        data-testid="cart-empty"
      >
        <span className="flex size-16 items-center justify-center rounded-full bg-brand-50 text-brand-600">
          <BagIcon className="size-8" />
        </span>
        <h2 className="mt-4 font-serif text-2xl font-semibold text-stone-900">Your Cart is Empty</h2>
        <p className="mt-2 text-stone-600">Looks like you haven&apos;t added anything yet. Explore our sarees, lehengas and kurtas.</p>
        <Link
          to="/shop"
          className="mt-6 inline-flex min-h-11 items-center justify-center rounded-md bg-brand-700 px-6 font-semibold text-white hover:bg-brand-900"
        >
          Continue Shopping
        </Link>
      </div>
    </div>
  );
}
