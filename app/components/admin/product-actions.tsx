import { Form, Link, useNavigation } from "@remix-run/react";
import { Badge, ConfirmAction, buttonClass } from "~/components/admin/ui";
import { LOW_STOCK_THRESHOLD } from "~/utils/constants";

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
  if (stock <= 0) return <Badge className={RED}>Out of Stock</Badge>;
  if (stock <= LOW_STOCK_THRESHOLD) return <Badge className={YELLOW}>Low Stock</Badge>;
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

function ToggleForm({ product, intent, label, pendingLabel = "Updating...", action }: { product: ProductLike; intent: string; label: string; pendingLabel?: string; action?: string }) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === intent && navigation.formData?.get("id") === product._id;
  return (
    <Form method="post" action={action} preventScrollReset>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={product._id} />
      <button type="submit" disabled={busy} className={buttonClass("secondary")} aria-label={`${label}: ${product.name}`}>
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
export function ProductRowActions({ product, action, showDetails = true, showEdit = true }: { product: ProductLike; action?: string; showDetails?: boolean; showEdit?: boolean }) {
  return (
    <div className="flex flex-wrap items-center gap-1.5">
      {showDetails ? (
        <Link to={`/admin/products/${product._id}`} className={buttonClass("ghost")} aria-label={`View details: ${product.name}`}>
          Details
        </Link>
      ) : null}
      {product.archivedAt ? null : (
        <ToggleForm product={product} intent="toggle-status" label={product.isActive ? "Deactivate" : "Activate"} action={action} />
      )}
      <ToggleForm product={product} intent="toggle-featured" label={product.isFeatured ? "Unfeature" : "Feature"} action={action} />
      {showEdit ? (
        <Link to={`/admin/products/${product._id}/edit`} className={buttonClass("secondary")} aria-label={`Edit: ${product.name}`}>
          Edit
        </Link>
      ) : null}
      {product.archivedAt ? null : (
        <ConfirmAction
          label="Delete"
          question={`Delete "${product.name}"? This action cannot be undone. A product that appears in orders is archived instead.`}
          confirmLabel="Delete"
          action={action}
          fields={{ intent: "delete", id: product._id }}
          size="md"
        />
      )}
    </div>
  );
}
