import { EmptyState } from "~/components/ui/empty-state";
import { BagIcon } from "~/components/ui/icons/shell";

export function EmptyCart() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      <h1 className="border-b border-stone-200 pb-4 font-serif text-3xl font-bold text-brand-700 sm:text-4xl">Shopping Cart</h1>
      <EmptyState icon={<BagIcon className="size-8" />} title="Your Cart is Empty" testId="cart-empty">
        Looks like you haven&apos;t added anything yet. Explore our sarees, lehengas and kurtas.
      </EmptyState>
    </div>
  );
}
