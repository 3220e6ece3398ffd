import { Link } from "@remix-run/react";
import { type ReactNode } from "react";
import { useHydrated } from "~/components/use-hydrated";
import { SHOP_FORM_ID, useApplyShopForm } from "./shop-filters";
import { GridIcon } from "~/components/ui/icons/grid";
import { ListIcon } from "~/components/ui/icons/list";
import { productsFoundLabel, type ShopLinks, type ShopView, type SortOption } from "./shop-state";

// '{N} Products Found', 'Page X of Y', the sort select and the grid/list
// toggle. The select belongs to the filter form through its `form` attribute;
// without JavaScript a small 'Sort' button submits that form, with it the
// change applies at once. The toggle is two links (the view is `view=list`).

type Props = {
  view: ShopView;
  /** The options for this state (the context's default order has the empty value, see shop-url.tsx sortOptions). */
  sortOptions: SortOption[];
  sortValue: string;
  links: Pick<ShopLinks, "grid" | "list">;
  total: number;
  page: number;
  pages: number;
};

export function ShopToolbar({ view, sortOptions, sortValue, links, total, page, pages }: Props) {
  const hydrated = useHydrated();
  const apply = useApplyShopForm();

  return (
    <div className="st">
      <p role="status" className="st-n">
        <span className="font-semibold text-stone-900" data-testid="products-found">
          {productsFoundLabel(total)}
        </span>
        {pages > 0 ? (
          <>
            <span aria-hidden="true" className="hidden text-stone-400 sm:inline">
              |
            </span>
            <span data-testid="page-of">
              Page {page} of {pages}
            </span>
          </>
        ) : null}
      </p>

      {/* On a phone: count and layout on the first row, sorting on the second. */}
      <div className="st-s">
        <label htmlFor="shop-sort" className="text-sm whitespace-nowrap text-stone-700">
          Sort by
        </label>
        <select
          // Uncontrolled (a change must not wait for React): a new state or a new option list remounts it.
          key={`${sortOptions[0]?.label}:${sortValue}`}
          id="shop-sort"
          name="sort"
          form={SHOP_FORM_ID}
          defaultValue={sortValue}
          onChange={(e) => apply(e.currentTarget.form)}
          className="st-sel"
        >
          {sortOptions.map((o) => (
            <option key={o.label} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
        {hydrated ? null : (
          <button
            type="submit"
            form={SHOP_FORM_ID}
            className="st-go"
          >
            Sort
          </button>
        )}
      </div>

      <div role="group" aria-label="Layout" className="st-v">
        <ViewLink to={links.grid} active={view === "grid"} label="Grid view">
          <GridIcon className="size-5" />
        </ViewLink>
        <ViewLink to={links.list} active={view === "list"} label="List view">
          <ListIcon className="size-5" />
        </ViewLink>
      </div>
    </div>
  );
}

function ViewLink({ to, active, label, children }: { to: string; active: boolean; label: string; children: ReactNode }) {
  return (
    <Link
      to={to}
      preventScrollReset
      aria-label={label}
      title={label}
      aria-current={active ? "true" : undefined}
      className="vl"
      discover="none"
    >
      {children}
    </Link>
  );
}
