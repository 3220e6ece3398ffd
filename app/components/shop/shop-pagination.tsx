import { Link } from "@remix-run/react";
import { ChevronRightIcon } from "~/components/ui/icons/shell";
import { pageWindow } from "./shop-state";

// Previous, at most MAX_PAGE_BUTTONS page links around the current page, Next
// (spec: Shop). Plain links that keep every filter and the view (a page
// change keeps the other filters, spec 4); the loader makes them.

export function ShopPagination({ links, page, pages }: { links: Record<number, string>; page: number; pages: number }) {
  if (pages <= 1) return null;
  const href = (n: number) => links[n] ?? "/shop";
  // `.pg` (tailwind.css): the current page and the disabled ends are drawn from aria-current and aria-disabled.
  const idle = "pg";
  const disabled = "pg";

  return (
    <nav aria-label="Pagination" className="mt-8">
      <ul className="pgs" role="list">
        <li>
          {page > 1 ? (
            <Link to={href(page - 1)} rel="prev" className={idle} discover="none">
              <ChevronRightIcon className="size-4 rotate-180 sm:mr-1" />
              <Label>Previous</Label>
            </Link>
          ) : (
            <span aria-disabled="true" className={disabled}>
              <ChevronRightIcon className="size-4 rotate-180 sm:mr-1" />
              <Label>Previous</Label>
            </span>
          )}
        </li>
        {pageWindow(page, pages).map((n) => (
          <li key={n}>
            {n === page ? (
              <Link to={href(n)} aria-current="page" aria-label={`Page ${n}`} className="pg" discover="none">
                {n}
              </Link>
            ) : (
              <Link to={href(n)} aria-label={`Page ${n}`} className={idle} discover="none">
                {n}
              </Link>
            )}
          </li>
        ))}
        <li>
          {page < pages ? (
            <Link to={href(page + 1)} rel="next" className={idle} discover="none">
              <Label>Next</Label>
              <ChevronRightIcon className="size-4 sm:ml-1" />
            </Link>
          ) : (
            <span aria-disabled="true" className={disabled}>
              <Label>Next</Label>
              <ChevronRightIcon className="size-4 sm:ml-1" />
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}

/** Arrow only on a phone (the five page buttons and both arrows fit one row at 390 px); the word stays the accessible name. */
function Label({ children }: { children: string }) {
  return <span className="sr-only sm:not-sr-only">{children}</span>;
}
