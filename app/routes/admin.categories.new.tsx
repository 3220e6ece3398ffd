import { parseWithZod } from "@conform-to/zod";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useActionData } from "@remix-run/react";
import { CategoryForm } from "~/components/admin/category-form";
import { AdminPageHeader, buttonClass, makeAdminErrorBoundary } from "~/components/admin/ui";
import { pageMeta } from "~/components/ui/page";
import { createCategory } from "~/models/category.server";
import { CategoryFormSchema, CATEGORY_MESSAGES } from "~/schemas/admin-category";
import { AppError } from "~/utils/errors";
import { requireAdmin } from "~/utils/session.server";
import { redirectWithToast } from "~/utils/toast.server";
import type { CachePolicy } from "~/utils/cache-control.server";

export const cachePolicy = "no-store" satisfies CachePolicy;

export const meta: MetaFunction = ({ matches }) => pageMeta("Add Category", matches);

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  return null;
}

export async function action({ request }: ActionFunctionArgs) {
  await requireAdmin(request);
  const submission = parseWithZod(await request.formData(), { schema: CategoryFormSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  try {
    await createCategory(submission.value);
  } catch (error) {
    if (error instanceof AppError && error.status < 500) {
      const fieldErrors = Object.fromEntries((error.errors ?? []).map((e) => [e.param, [e.msg]]));
      return data({ result: submission.reply(error.errors?.length ? { fieldErrors } : { formErrors: [error.message] }) }, { status: error.status });
    }
    console.error("Creating a category failed", error);
    return data({ result: submission.reply({ formErrors: [CATEGORY_MESSAGES.createFailed] }) }, { status: 500 });
  }
  return redirectWithToast("/admin/categories", { type: "success", title: CATEGORY_MESSAGES.created }, { status: 303 });
}

export const ErrorBoundary = makeAdminErrorBoundary("Error loading categories");

export default function NewCategory() {
  const actionData = useActionData<typeof action>();
  return (
    <div>
      <AdminPageHeader
        title="Add Category"
        actions={
          <Link to="/admin/categories" className={buttonClass("secondary")}>
            Back to Categories
          </Link>
        }
      />
      <CategoryForm mode="create" lastResult={actionData?.result} />
    </div>
  );
}

// After a post that never reached the server, the loaders are not re-fetched over the same dead network.
export { shouldRevalidate } from "~/utils/network-failure";
