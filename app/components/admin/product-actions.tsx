import { Form, Link, useNavigation } from "@remix-run/react";
import { Badge, ConfirmAction, buttonClass } from "~/components/admin/ui";
import { useShopPolicies } from "~/components/ui/shell";
import { PRODUCT_TOASTS } from "~/schemas/admin-product";

// Pieces shared by the product list, details and edit screens: the status
// and stock badges and the row actions (plain POST forms; the toggles show
// 'Updating...' while their post is under way when JavaScript runs).

type ProductLike = {
  _id: string;
  name: string;
  stock: number;
  isActive: boolean;
  isFeatured: boolean;
  isNew: boolean;
  archivedAt: string | null;
};

const GREEN = "bg-green-100 text-green-900 ring-green-300";
const RED = "bg-red-100 text-red-900 ring-red-300";
const YELLOW = "bg-yellow-100 text-yellow-900 ring-yellow-300";
const GREY = "bg-stone-200 text-stone-800 ring-stone-300";
const BRAND = "bg-brand-50 text-brand-900 ring-brand-200";
const GOLD = "bg-amber-100 text-amber-900 ring-amber-300";

export function ProductStatusBadge({ product }: { product: ProductLike }) {
  if (product.archivedAt) return <Badge className={GREY}>Archived</Badge>;
  return product.isActive ? <Badge className={GREEN}>Active</Badge> : <Badge className={GREY}>Inactive</Badge>;
}

/** In Stock / Low Stock / Out of Stock, by the stock count (what the admin can change). */
export function StockBadge({ stock }: { stock: number }) {
  const { lowStockThreshold } = useShopPolicies();
  if (stock <= 0) return <Badge className={RED}>Out of Stock</Badge>;
  if (stock <= lowStockThreshold) return <Badge className={YELLOW}>Low Stock</Badge>;
  return <Badge className={GREEN}>In Stock</Badge>;
}

export function FlagBadges({ product }: { product: ProductLike }) {
  return (
    <>
      {product.isNew ? <Badge className={BRAND}>New</Badge> : null}
      {product.isFeatured ? <Badge className={GOLD}>Featured</Badge> : null}
    </>
  );
}

/** A compact 44 px button for the table's two-column action grid. */
const COMPACT =
  "inline-flex min-h-11 w-full items-center justify-center rounded-md border border-stone-300 bg-white px-2 text-sm font-semibold whitespace-nowrap text-stone-800 hover:bg-stone-50 disabled:cursor-not-allowed disabled:opacity-60";
const COMPACT_LINK =
  "inline-flex min-h-11 w-full items-center justify-center rounded-md px-2 text-sm font-semibold whitespace-nowrap text-brand-700 hover:bg-brand-50";

function ToggleForm({
  product,
  intent,
  label,
  pendingLabel = "Updating...",
  action,
  compact,
}: {
  product: ProductLike;
  intent: string;
  label: string;
  pendingLabel?: string;
  action?: string;
  compact?: boolean;
}) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === intent && navigation.formData?.get("id") === product._id;
  return (
    <Form method="post" action={action} preventScrollReset>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={product._id} />
      <button type="submit" disabled={busy} className={compact ? COMPACT : buttonClass("secondary")} aria-label={`${label}: ${product.name}`}>
        {busy ? pendingLabel : label}
      </button>
    </Form>
  );
}

/**
 * Details, activate/deactivate, feature/unfeature, edit, delete. `action` is
 * where the forms post (default: the current route, keeping its query so the
 * list comes back on the same page).
 */
export function ProductRowActions({
  product,
  action,
  showDetails = true,
  compact = false,
}: {
  product: ProductLike;
  action?: string;
  showDetails?: boolean;
  /** The table's two-column grid of equal buttons. */
  compact?: boolean;
}) {
  return (
    <div className={compact ? "grid w-[12.5rem] grid-cols-2 gap-1.5" : "flex flex-wrap items-center gap-2"}>
      {showDetails ? (
        <Link to={`/admin/products/${product._id}`} className={compact ? COMPACT_LINK : buttonClass("ghost")} aria-label={`View details: ${product.name}`}>
          Details
        </Link>
      ) : null}
      <Link to={`/admin/products/${product._id}/edit`} className={compact ? COMPACT : buttonClass("secondary")} aria-label={`Edit: ${product.name}`}>
        Edit
      </Link>
      <Link to={`/admin/products/${product._id}/stock`} className={compact ? COMPACT : buttonClass("secondary")} aria-label={`Stock: ${product.name}`}>
        Stock
      </Link>
      {product.archivedAt ? (
        <ToggleForm product={product} intent="restore" label="Restore" pendingLabel="Restoring..." action={action} compact={compact} />
      ) : (
        <ToggleForm product={product} intent="toggle-status" label={product.isActive ? "Deactivate" : "Activate"} action={action} compact={compact} />
      )}
      <ToggleForm product={product} intent="toggle-featured" label={product.isFeatured ? "Unfeature" : "Feature"} action={action} compact={compact} />
      {product.archivedAt ? null : (
        <ConfirmAction
          label="Delete"
          question={`Delete "${product.name}"? This action cannot be undone. A product that appears in orders is archived instead.`}
          confirmLabel="Delete"
          action={action}
          fields={{ intent: "delete", id: product._id }}
          size="md"
          className={compact ? "[&>summary]:w-full [&>summary]:px-2" : ""}
        />
      )}
    </div>
  );
}

/** The product pages' answer to an id that names no product. */
export function ProductNotFound() {
  return (
    <div className="mx-auto max-w-xl py-12 text-center" data-testid="product-not-found">
      <h1 className="font-serif text-2xl font-bold text-stone-900">{PRODUCT_TOASTS.notFound}</h1>
      <p className="mt-2 text-stone-600">No product has this id. It may have been deleted.</p>
      <Link to="/admin/products" className={`${buttonClass("primary")} mt-6`}>
        Back to Products
      </Link>
    </div>
  );
}
