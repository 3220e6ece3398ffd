import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { CategoryForm, CategoryFormPage } from "~/components/admin/category-form";
import { makeAdminErrorBoundary } from "~/components/admin/ui";
import { pageMeta } from "~/components/ui/page";
import { getCategory, updateCategory } from "~/models/category.server";
import { CATEGORY_MESSAGES, CategoryFormSchema } from "~/schemas/admin-category";
import { saveAdminForm } from "~/utils/admin-form-action.server";
import { requireAdmin } from "~/utils/session.server";
import type { CachePolicy } from "~/utils/cache-control.server";

export const cachePolicy = "no-store" satisfies CachePolicy;

export const meta: MetaFunction = ({ matches }) => pageMeta("Edit Category", matches);

async function loadCategory(id: string | undefined) {
  const category = await getCategory(id ?? "", { includeInactive: true });
  // Only by id: a slug in the URL would edit the same category under two addresses.
  if (!category || category._id !== id) throw new Response(CATEGORY_MESSAGES.notFound, { status: 404 });
  return category;
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request);
  return { category: await loadCategory(params.id) };
}

export async function action({ request, params }: ActionFunctionArgs) {
  await requireAdmin(request);
  return saveAdminForm(
    await request.formData(),
    CategoryFormSchema,
    // The image is saved as entered: empty clears it (spec/admin.md section 5).
    (v) => updateCategory(params.id ?? "", { name: v.name, description: v.description ?? null, image: v.image ?? null, hsnCode: v.hsnCode ?? null, subcategories: v.subcategories }),
    { back: "/admin/categories", saved: CATEGORY_MESSAGES.updated, failed: CATEGORY_MESSAGES.updateFailed, log: "Updating a category failed" },
  );
}

export const ErrorBoundary = makeAdminErrorBoundary("Error loading categories");

export default function EditCategory() {
  const { category } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <CategoryFormPage title="Edit Category" about={category.name}>
      <CategoryForm
        mode="update"
        lastResult={actionData?.result}
        defaults={{ name: category.name, description: category.description ?? "", image: category.image ?? "", hsnCode: category.hsnCode ?? "", subcategories: category.subcategories.map((s) => s.name) }}
      />
    </CategoryFormPage>
  );
}

// After a post that never reached the server, the loaders are not re-fetched over the same dead network.
export { shouldRevalidate } from "~/utils/network-failure";
