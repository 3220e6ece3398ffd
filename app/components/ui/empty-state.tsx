import { Link } from "@remix-run/react";
import type { ReactNode } from "react";

/** An empty cart or wishlist: an icon, what is missing, and the way back to the shop. */
export function EmptyState({ icon, title, children, testId }: { icon: ReactNode; title: string; children: ReactNode; testId: string }) {
  return (
    <div className="mx-auto mt-8 flex max-w-md flex-col items-center rounded-2xl border border-dashed border-brand-200 bg-white px-6 py-12 text-center" data-testid={testId}>
      <span className="flex size-16 items-center justify-center rounded-full bg-brand-50 text-brand-600">{icon}</span>
      <h2 className="mt-4 font-serif text-2xl font-semibold text-stone-900">{title}</h2>
      <p className="mt-2 text-stone-600">{children}</p>
      <Link
        to="/shop"
        className="mt-6 inline-flex min-h-11 items-center justify-center rounded-md bg-brand-700 px-6 font-semibold text-white hover:bg-brand-900"
      >
        Continue Shopping
      </Link>
    </div>
  );
}
