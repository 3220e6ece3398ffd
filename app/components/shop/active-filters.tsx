import { Link } from "@remix-run/react";
import { CloseIcon } from "~/components/ui/icons/shell";
import type { FilterChip } from "./shop-url";

/** The active filters above the results, each removable with a click (a link to the page without it). */
export function ActiveFilters({ chips }: { chips: FilterChip[] }) {
  if (chips.length === 0) return null;
  return (
    <ul aria-label="Active filters" className="mt-3 flex flex-wrap gap-2" role="list" data-testid="active-filters">
      {chips.map((chip) => (
        <li key={chip.key}>
          <Link
            to={chip.href}
            preventScrollReset
            discover="none"
            aria-label={`Remove filter: ${chip.label}`}
            className="inline-flex min-h-10 items-center gap-1.5 rounded-full border border-brand-200 bg-brand-50 pr-2 pl-3 text-sm font-medium text-brand-800 hover:border-brand-600 hover:bg-brand-100"
          >
            {chip.label}
            <CloseIcon className="size-4" aria-hidden="true" />
          </Link>
        </li>
      ))}
    </ul>
  );
}
