import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { ProductNotFound } from "~/components/admin/product-actions";
import { ProductForm, type ProductFormConcurrency, type ProductFormValues } from "~/components/admin/product-form";
import { AdminPageHeader, Card, ConfirmAction, buttonClass, makeAdminErrorBoundary } from "~/components/admin/ui";
import { pageMeta } from "~/components/ui/page";
import { countProductOrders, differencesFrom, ProductConflict, runProductRowAction, updateProduct } from "~/models/admin-product.server";
import { getProductForAdmin } from "~/models/catalog.server";
import { listCategories } from "~/models/category.server";
import { PRODUCT_TOASTS, ProductEditSchema } from "~/schemas/admin-product";
import { readProductForm, saveFailedReply } from "~/utils/admin-form-action.server";
import { requireAdmin } from "~/utils/session.server";
import { redirectWithToast } from "~/utils/toast.server";
import type { CachePolicy } from "~/utils/cache-control.server";

export const cachePolicy = "no-store" satisfies CachePolicy;

// /admin/products/{id}/edit (spec/admin.md): the product form preloaded.
// Update Product saves every field and goes back to the list with 'Product
// updated successfully!'. Rating and review count are the reviews' (not on the
// form). The form carries the version and stock it was opened with: a save
// after someone else's (or a stock change typed over a sale) is refused with
// 409, the admin's input kept and the current values shown (docs/decisions/0011). Delete Product (a no-JS
// confirmation step) really deletes, or archives a product that appears in
// orders (DECISIONS 3.7). An unknown id shows 'Product Not Found'.

export const meta: MetaFunction<typeof loader> = ({ matches, data: d }) =>
  pageMeta(d && "product" in d && d.product ? `Edit ${d.product.name}` : "Edit Product", matches);

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const [product, categories] = await Promise.all([getProductForAdmin(params.id ?? ""), listCategories({ includeInactive: true })]);
  if (!product) return data({ product: null, categories: [], orderCount: 0 }, { status: 404 });
  const orderCount = await countProductOrders(product._id);
  return data(
    {
      product,
      orderCount,
      categories: categories.map((c) => ({ _id: c._id, name: c.name, hsnCode: c.hsnCode, subcategories: c.subcategories.map((s) => ({ _id: s._id, name: s.name })) })),
    },
  );
}

export async function action({ request, params }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  const id = params.id ?? "";
  const formData = await request.formData();
  const intent = String(formData.get("intent") ?? "");
  if (intent === "delete") {
    const toast = await runProductRowAction("delete", id);
    const back = toast.type === "success" ? "/admin/products" : `/admin/products/${encodeURIComponent(id)}/edit`;
    return redirectWithToast(back, toast, { status: 303 });
  }

  const read = await readProductForm(formData, ProductEditSchema);
  if ("reply" in read) return read.reply;
  const { submission, value } = read;
  try {
    // Every field is on the form: an absent list or flag was emptied or switched off.
    await updateProduct(id, {
      ...value,
      subcategory: value.subcategory ?? null,
      colors: value.colors ?? [],
      sizes: value.sizes ?? [],
      tags: value.tags ?? [],
      isFeatured: value.isFeatured ?? false,
      isNew: value.isNew ?? false,
      inStock: value.inStock ?? false,
      // An emptied HSN code clears the override (the category's code applies).
      hsnCode: value.hsnCode ?? null,
    }, { userId: admin.id });
  } catch (error) {
    if (error instanceof ProductConflict && error.current) {
      const now = error.current;
      const stockError = error.errors?.find((e) => e.param === "stock");
      const fieldErrors = stockError
        ? { stock: [stockError.msg] }
        : Object.fromEntries(differencesFrom(now, value).map((e) => [e.param, [e.msg]]));
      const current = { version: now.version, stock: now.stock, price: now.price, name: now.name, material: now.material };
      return data({ result: submission.reply({ fieldErrors, formErrors: stockError ? [] : [error.message] }), current }, { status: 409 });
    }
    return saveFailedReply(submission, error, {
      failed: PRODUCT_TOASTS.updateFailed,
      log: "Updating a product failed",
      message: (e) => (e.status === 404 ? PRODUCT_TOASTS.notFound : e.message),
    });
  }
  return redirectWithToast("/admin/products", { type: "success", title: PRODUCT_TOASTS.updated }, { status: 303 });
}

export default function EditProduct() {
  const loaded = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { product, categories, orderCount } = loaded;
  const current = (actionData as { current?: ProductFormConcurrency["current"] } | undefined)?.current ?? null;
  if (!product) {
    return <ProductNotFound />;
  }
  const subcategoryId = categories.find((c) => c._id === product.category._id)?.subcategories.find((s) => s.name === product.subcategory)?._id;
  const defaultValue: ProductFormValues = {
    name: product.name,
    description: product.description,
    material: product.material,
    price: String(product.price),
    originalPrice: product.originalPrice > product.price ? String(product.originalPrice) : "",
    stock: String(product.stock),
    category: product.category._id,
    subcategory: subcategoryId ?? "",
    colors: product.colors,
    sizes: product.sizes,
    tags: product.tags,
    images: product.images,
    inStock: product.stock > 0 ? "on" : undefined,
    isFeatured: product.isFeatured ? "on" : undefined,
    isNew: product.isNew ? "on" : undefined,
    hsnCode: product.hsnCode ?? "",
  };
  // After a refused save the hidden fields move to the current values, so saving again is an informed overwrite.
  const concurrency = { version: current?.version ?? product.version, expectedStock: current?.stock ?? product.stock, current };
  return (
    <div className="mx-auto max-w-5xl">
      <AdminPageHeader
        title="Edit Product"
        actions={
          <Link to={`/admin/products/${product._id}`} className={buttonClass("secondary")}>
            View Details
          </Link>
        }
      >
        {product.name}
        {product.archivedAt ? " (archived: hidden from the shop)" : ""}
      </AdminPageHeader>
      <ProductForm
        key={product.updatedAt}
        mode="edit"
        categories={categories}
        lastResult={actionData?.result}
        defaultValue={defaultValue}
        concurrency={concurrency}
      />
      <Card title="Delete Product" className="mt-6 border-red-200">
        <p className="mb-3 text-sm text-stone-700">
          {orderCount > 0
            ? `This product appears in ${orderCount} order ${orderCount === 1 ? "line" : "lines"}, so Delete archives it: it disappears from the shop, search and carts, and order history keeps it.`
            : "Deleting removes the product for good, with its reviews and any cart or wishlist entries."}
        </p>
        <ConfirmAction
          label="Delete Product"
          question={`Delete "${product.name}"? ${orderCount > 0 ? "It appears in orders, so it will be archived instead." : "This action cannot be undone."}`}
          confirmLabel={orderCount > 0 ? "Archive" : "Delete"}
          fields={{ intent: "delete" }}
          size="md"
          className="sm:[&_[role=alertdialog]]:left-0 sm:[&_[role=alertdialog]]:right-auto"
        />
      </Card>
    </div>
  );
}

export const ErrorBoundary = makeAdminErrorBoundary(PRODUCT_TOASTS.productFailed);

// After a post that never reached the server, the loaders are not re-fetched over the same dead network.
export { shouldRevalidate } from "~/utils/network-failure";
