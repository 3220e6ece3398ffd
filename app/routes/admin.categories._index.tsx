import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { AdminPageHeader, buttonClass, ConfirmAction, EmptyState, makeAdminErrorBoundary, StatCard, StatGrid } from "~/components/admin/ui";
import { pageMeta } from "~/components/ui/page";
import { deleteCategory, listCategories, type CategoryDTO } from "~/models/category.server";
import { CATEGORY_CARD_SUBCATEGORIES, CATEGORY_MESSAGES, confirmDeleteText } from "~/schemas/admin-category";
import { AppError } from "~/utils/errors";
import { requireAdmin } from "~/utils/session.server";
import { redirectWithToast } from "~/utils/toast.server";
import type { CachePolicy } from "~/utils/cache-control.server";
import { formatDecimal, formatNumber } from "~/utils/format";

export const cachePolicy = "no-store" satisfies CachePolicy;

// /admin/categories (spec/admin.md "Categories", DECISIONS 3.7): a grid of
// cards, summary cards from real counts, add/edit on their own pages, delete
// through a no-JS confirmation step; refused while products use the category.

export const meta: MetaFunction = ({ matches }) => pageMeta("Categories", matches);

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  return data({ categories: await listCategories({ includeInactive: true }) });
}

const back = (type: "success" | "error", title: string, description?: string) =>
  redirectWithToast("/admin/categories", { type, title, ...(description ? { description } : {}) }, { status: 303 });

export async function action({ request }: ActionFunctionArgs) {
  await requireAdmin(request);
  const form = await request.formData();
  const id = String(form.get("id") ?? "");
  if (form.get("intent") !== "delete" || !id) return back("error", CATEGORY_MESSAGES.deleteFailed);
  try {
    await deleteCategory(id);
  } catch (error) {
    if (error instanceof AppError && error.status < 500) return back("error", error.message);
    console.error("Deleting a category failed", error);
    return back("error", CATEGORY_MESSAGES.deleteFailed);
  }
  return back("success", CATEGORY_MESSAGES.deleted);
}

export const ErrorBoundary = makeAdminErrorBoundary("Error loading categories");


export default function AdminCategories() {
  const { categories } = useLoaderData<typeof loader>();
  const totalProducts = categories.reduce((t, c) => t + c.productCount, 0);
  const average = categories.length ? Math.round((totalProducts / categories.length) * 10) / 10 : 0;
  const addButton = (label: string) => (
    <Link to="/admin/categories/new" className={buttonClass("primary")}>
      {label}
    </Link>
  );
  return (
    <div>
      <AdminPageHeader title="Categories" actions={addButton("Add Category")}>
        Organise the catalogue into categories and subcategories.
      </AdminPageHeader>

      <StatGrid>
        <StatCard label="Total Categories" value={formatNumber(categories.length)} tone="brand" />
        <StatCard label="Total Products" value={formatNumber(totalProducts)} tone="green" hint="Active products in all categories" />
        <StatCard label="Avg Products per Category" value={formatDecimal(average)} tone="blue" />
      </StatGrid>

      {categories.length === 0 ? (
        <EmptyState title="No categories found" action={addButton("Add Your First Category")} />
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" data-testid="category-grid">
          {categories.map((c) => (
            <CategoryCard key={c._id} category={c} />
          ))}
        </ul>
      )}
    </div>
  );
}

function CategoryCard({ category: c }: { category: CategoryDTO }) {
  const shown = c.subcategories.slice(0, CATEGORY_CARD_SUBCATEGORIES);
  const more = c.subcategories.length - shown.length;
  return (
    <li className="flex flex-col rounded-xl border border-stone-200 bg-white shadow-sm" data-testid="category-card">
      <div className="aspect-[4/3] overflow-hidden rounded-t-xl bg-stone-100">
        {c.image ? (
          <img src={c.image} alt="" loading="lazy" className="size-full object-cover" />
        ) : (
          <div className="flex size-full items-center justify-center text-stone-400" aria-hidden="true">
            <svg viewBox="0 0 24 24" className="size-12" fill="none" stroke="currentColor" strokeWidth={1.5}>
              <rect x="3" y="5" width="18" height="14" rx="2" />
              <circle cx="8.5" cy="10" r="1.5" />
              <path d="M21 16l-5-5-8 8" />
            </svg>
          </div>
        )}
      </div>
      <div className="flex flex-1 flex-col p-4">
        <div className="flex items-start justify-between gap-2">
          <h2 id={`category-${c._id}`} className="text-lg font-semibold text-stone-900">
            {c.name}
          </h2>
          {!c.isActive ? <span className="rounded-full bg-stone-200 px-2 py-0.5 text-xs font-semibold text-stone-700">Inactive</span> : null}
        </div>
        {c.description ? <p className="mt-1 line-clamp-2 text-sm text-stone-600">{c.description}</p> : null}
        <p className="mt-2 text-sm text-stone-700">
          <span data-testid="product-count">
            {formatNumber(c.productCount)} {c.productCount === 1 ? "product" : "products"}
          </span>
          {" · "}
          <span data-testid="subcategory-count">
            {c.subcategories.length} {c.subcategories.length === 1 ? "subcategory" : "subcategories"}
          </span>
        </p>
        {shown.length ? (
          <ul className="mt-2 flex flex-wrap gap-1.5" aria-label="Subcategories">
            {shown.map((s) => (
              <li key={s._id} className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-medium text-brand-800">
                {s.name}
              </li>
            ))}
            {more > 0 ? <li className="rounded-full bg-stone-100 px-2.5 py-0.5 text-xs font-medium text-stone-700">+{more} more</li> : null}
          </ul>
        ) : null}
        <div className="mt-auto flex flex-wrap justify-end gap-2 pt-4">
          <Link to={`/admin/categories/${c._id}/edit`} className={buttonClass("secondary", "sm")} aria-label={`Edit ${c.name}`}>
            Edit
          </Link>
          <ConfirmAction
            label={
              <>
                Delete<span className="sr-only"> {c.name}</span>
              </>
            }
            question={confirmDeleteText(c.name)} confirmLabel="Delete" fields={{ intent: "delete", id: c._id }} />
        </div>
      </div>
    </li>
  );
}

// After a post that never reached the server, the loaders are not re-fetched over the same dead network.
export { shouldRevalidate } from "~/utils/network-failure";
