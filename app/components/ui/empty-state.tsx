import { Link } from "@remix-run/react";
import type { ReactNode } from "react";

// Two sizes of the one empty state: a page's (the cart, the wishlist) and an account tab's (no
// orders, an empty wishlist tab), which sits in the tab's column under its heading.
const LOOK = {
  page: { box: "mx-auto mt-8 max-w-md ", Heading: "h2", title: "text-2xl", text: "" },
  tab: { box: "", Heading: "h3", title: "text-xl", text: "max-w-sm " },
} as const;

/** An empty cart, wishlist or account tab: an icon, what is missing, and the way back to the shop. */
export function EmptyState({
  icon,
  title,
  children,
  testId,
  size = "page",
  action = { to: "/shop", label: "Continue Shopping" },
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
  testId: string;
  size?: keyof typeof LOOK;
  action?: { to: string; label: string };
}) {
  const { box, Heading, title: titleSize, text } = LOOK[size];
  return (
    <div className={`${box}flex flex-col items-center rounded-2xl border border-dashed border-brand-200 bg-white px-6 py-12 text-center`} data-testid={testId}>
      <span className="flex size-16 items-center justify-center rounded-full bg-brand-50 text-brand-600">{icon}</span>
      <Heading className={`mt-4 font-serif ${titleSize} font-semibold text-stone-900`}>{title}</Heading>
      <p className={`mt-2 ${text}text-stone-600`}>{children}</p>
      <Link to={action.to} className="mt-6 inline-flex min-h-11 items-center justify-center rounded-md bg-brand-700 px-6 font-semibold text-white hover:bg-brand-900">
        {action.label}
      </Link>
    </div>
  );
}
