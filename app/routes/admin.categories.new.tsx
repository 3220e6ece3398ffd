import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData } from "@remix-run/react";
import { CategoryForm, CategoryFormPage } from "~/components/admin/category-form";
import { makeAdminErrorBoundary } from "~/components/admin/ui";
import { pageMeta } from "~/components/ui/page";
import { createCategory } from "~/models/category.server";
import { CATEGORY_MESSAGES, CategoryFormSchema } from "~/schemas/admin-category";
import { saveAdminForm } from "~/utils/admin-form-action.server";
import { requireAdmin } from "~/utils/session.server";
import type { CachePolicy } from "~/utils/cache-control.server";

export const cachePolicy = "no-store" satisfies CachePolicy;

export const meta: MetaFunction = ({ matches }) => pageMeta("Add Category", matches);

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  return null;
}

export async function action({ request }: ActionFunctionArgs) {
  await requireAdmin(request);
  return saveAdminForm(await request.formData(), CategoryFormSchema, createCategory, { back: "/admin/categories", saved: CATEGORY_MESSAGES.created, failed: CATEGORY_MESSAGES.createFailed, log: "Creating a category failed" });
}

export const ErrorBoundary = makeAdminErrorBoundary("Error loading categories");

export default function NewCategory() {
  const actionData = useActionData<typeof action>();
  return (
    <CategoryFormPage title="Add Category">
      <CategoryForm mode="create" lastResult={actionData?.result} />
    </CategoryFormPage>
  );
}

// After a post that never reached the server, the loaders are not re-fetched over the same dead network.
export { shouldRevalidate } from "~/utils/network-failure";
