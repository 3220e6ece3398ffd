import { parseWithZod } from "@conform-to/zod";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useActionData } from "@remix-run/react";
import { CouponForm } from "~/components/admin/coupon-form";
import { AdminPageHeader, buttonClass, makeAdminErrorBoundary } from "~/components/admin/ui";
import { pageMeta } from "~/components/ui/page";
import { createCoupon } from "~/models/admin-coupon.server";
import { COUPON_MESSAGES, CouponCreateSchema } from "~/schemas/admin-coupon";
import { AppError } from "~/utils/errors";
import { requireAdmin } from "~/utils/session.server";
import { redirectWithToast } from "~/utils/toast.server";
import type { CachePolicy } from "~/utils/cache-control.server";

export const cachePolicy = "no-store" satisfies CachePolicy;

// /admin/coupons/new: the coupon form; a taken code is a field error.

export const meta: MetaFunction = ({ matches }) => pageMeta("Add Coupon", matches);

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  return null;
}

export async function action({ request }: ActionFunctionArgs) {
  await requireAdmin(request);
  const submission = parseWithZod(await request.formData(), { schema: CouponCreateSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  try {
    await createCoupon({ ...submission.value, isActive: submission.value.isActive ?? false });
  } catch (error) {
    if (error instanceof AppError && error.status < 500) {
      const fieldErrors = Object.fromEntries((error.errors ?? []).map((e) => [e.param, [e.msg]]));
      return data({ result: submission.reply(error.errors?.length ? { fieldErrors } : { formErrors: [error.message] }) }, { status: error.status });
    }
    console.error("Creating a coupon failed", error);
    return data({ result: submission.reply({ formErrors: [COUPON_MESSAGES.saveFailed] }) }, { status: 500 });
  }
  return redirectWithToast("/admin/coupons", { type: "success", title: COUPON_MESSAGES.created }, { status: 303 });
}

export default function NewCoupon() {
  const actionData = useActionData<typeof action>();
  return (
    <div>
      <AdminPageHeader
        title="Add Coupon"
        actions={
          <Link to="/admin/coupons" className={buttonClass("secondary")}>
            Back to Coupons
          </Link>
        }
      />
      <CouponForm mode="create" lastResult={actionData?.result} />
    </div>
  );
}

export const ErrorBoundary = makeAdminErrorBoundary("Error loading coupons");

// After a post that never reached the server, the loaders are not re-fetched over the same dead network.
export { shouldRevalidate } from "~/utils/network-failure";
