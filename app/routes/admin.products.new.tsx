import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { ProductForm } from "~/components/admin/product-form";
import { AdminPageHeader, makeAdminErrorBoundary } from "~/components/admin/ui";
import { pageMeta } from "~/components/ui/page";
import { createProduct } from "~/models/admin-product.server";
import { listCategories } from "~/models/category.server";
import { PLACEHOLDER_IMAGE, PRODUCT_TOASTS, ProductCreateSchema } from "~/schemas/admin-product";
import { readProductForm, saveFailedReply } from "~/utils/admin-form-action.server";
import { requireAdmin } from "~/utils/session.server";
import { redirectWithToast } from "~/utils/toast.server";
import type { CachePolicy } from "~/utils/cache-control.server";

export const cachePolicy = "no-store" satisfies CachePolicy;

// /admin/products/new (spec/admin.md): the Add New Product form. A valid post
// creates the product and goes to /admin/products with 'Product created
// successfully!'; otherwise the form comes back with its values and errors.

export const meta: MetaFunction = ({ matches }) => pageMeta("Add New Product", matches);

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const categories = await listCategories({ includeInactive: true });
  return data(
    { categories: categories.map((c) => ({ _id: c._id, name: c.name, hsnCode: c.hsnCode, subcategories: c.subcategories.map((s) => ({ _id: s._id, name: s.name })) })) },
  );
}

export async function action({ request }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  const formData = await request.formData();
  const read = await readProductForm(formData, ProductCreateSchema);
  if ("reply" in read) return read.reply;
  const { submission, value } = read;
  try {
    await createProduct({ ...value, colors: value.colors ?? [], sizes: value.sizes ?? [], tags: value.tags ?? [], inStock: value.inStock ?? false }, { userId: admin.id });
  } catch (error) {
    return saveFailedReply(submission, error, { failed: PRODUCT_TOASTS.createFailed, log: "Creating a product failed" });
  }
  return redirectWithToast("/admin/products", { type: "success", title: PRODUCT_TOASTS.created }, { status: 303 });
}

export default function NewProduct() {
  const { categories } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <div className="mx-auto max-w-5xl">
      <AdminPageHeader title="Add New Product">Every field the shop shows. Required: name, description, material, selling price, stock and category.</AdminPageHeader>
      <ProductForm
        mode="create"
        categories={categories}
        lastResult={actionData?.result}
        defaultValue={{ images: [PLACEHOLDER_IMAGE], inStock: "on" }}
      />
    </div>
  );
}

export const ErrorBoundary = makeAdminErrorBoundary(PRODUCT_TOASTS.categoriesFailed);

// After a post that never reached the server, the loaders are not re-fetched over the same dead network.
export { shouldRevalidate } from "~/utils/network-failure";
