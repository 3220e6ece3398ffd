import { parseWithZod } from "@conform-to/zod";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { CategoryForm } from "~/components/admin/category-form";
import { AdminPageHeader, buttonClass, makeAdminErrorBoundary } from "~/components/admin/ui";
import { pageMeta } from "~/components/ui/page";
import { getCategory, updateCategory } from "~/models/category.server";
import { CategoryFormSchema, CATEGORY_MESSAGES } from "~/schemas/admin-category";
import { AppError } from "~/utils/errors";
import { requireAdmin } from "~/utils/session.server";
import { redirectWithToast } from "~/utils/toast.server";
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
  const submission = parseWithZod(await request.formData(), { schema: CategoryFormSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const v = submission.value;
  try {
    // The image is saved as entered: empty clears it (spec/admin.md section 5).
    await updateCategory(params.id ?? "", { name: v.name, description: v.description ?? null, image: v.image ?? null, hsnCode: v.hsnCode ?? null, subcategories: v.subcategories });
  } catch (error) {
    if (error instanceof AppError && error.status < 500) {
      const fieldErrors = Object.fromEntries((error.errors ?? []).map((e) => [e.param, [e.msg]]));
      return data({ result: submission.reply(error.errors?.length ? { fieldErrors } : { formErrors: [error.message] }) }, { status: error.status });
    }
    console.error("Updating a category failed", error);
    return data({ result: submission.reply({ formErrors: [CATEGORY_MESSAGES.updateFailed] }) }, { status: 500 });
  }
  return redirectWithToast("/admin/categories", { type: "success", title: CATEGORY_MESSAGES.updated }, { status: 303 });
}

export const ErrorBoundary = makeAdminErrorBoundary("Error loading categories");

export default function EditCategory() {
  const { category } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <div>
      <AdminPageHeader
        title="Edit Category"
        actions={
          <Link to="/admin/categories" className={buttonClass("secondary")}>
            Back to Categories
          </Link>
        }
      >
        {category.name}
      </AdminPageHeader>
      <CategoryForm
        mode="update"
        lastResult={actionData?.result}
        defaults={{ name: category.name, description: category.description ?? "", image: category.image ?? "", hsnCode: category.hsnCode ?? "", subcategories: category.subcategories.map((s) => s.name) }}
      />
    </div>
  );
}

// After a post that never reached the server, the loaders are not re-fetched over the same dead network.
export { shouldRevalidate } from "~/utils/network-failure";
