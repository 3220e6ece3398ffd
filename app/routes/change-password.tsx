import { getFormProps, getInputProps } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { Field, FormError, SubmitButton, useReplyCount } from "~/components/forms";
import { useServerForm } from "~/components/server-form";
import { ShieldIcon } from "~/components/ui/icons/shell";
import { pageMeta } from "~/components/ui/page";
import { changePassword } from "~/models/user.server";
import { formConstraint, parseChangePasswordForm } from "~/schemas/forms.server";
import { formReply } from "~/utils/auth-responses.server";
import { TooManyRequests, ValidationError } from "~/utils/errors";
import { requireUser, startUserSession } from "~/utils/session.server";
import { redirectWithToast } from "~/utils/toast.server";
import type { CachePolicy } from "~/utils/cache-control.server";

export const cachePolicy = "no-store" satisfies CachePolicy;

// /change-password (spec/storefront.md "Change password", section 5 and 8):
// current, new and confirm fields, each with a show/hide toggle once
// JavaScript runs. A plain form post without JavaScript; no password is ever
// sent back to the page. Signed-out visitors go to /login?redirect=/change-password
// (DECISIONS 3.13 supersedes "shows nothing").

export const meta: MetaFunction = ({ matches }) => pageMeta("Change Password", matches);

export const MESSAGES = {
  success: "Password changed successfully",
  failed: "Failed to change password",
} as const;

const HIDDEN = ["currentPassword", "newPassword", "confirmPassword"];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request);
  return { constraint: formConstraint("change-password") };
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const submission = parseChangePasswordForm(await request.formData());
  if (submission.status !== "success") return formReply(submission.reply({ hideFields: HIDDEN }), 400);

  const { currentPassword, newPassword } = submission.value;
  try {
    // Rate limited, and ends every session and token of the user (the API's change-password is the same call).
    await changePassword(user.id, currentPassword, newPassword);
  } catch (error) {
    if (error instanceof TooManyRequests) {
      return formReply(submission.reply({ formErrors: [error.message], hideFields: HIDDEN }), 429, error.retryAfterSeconds);
    }
    if (error instanceof ValidationError) {
      return formReply(submission.reply({ fieldErrors: { currentPassword: [error.message] }, hideFields: HIDDEN }), 400);
    }
    console.error("Change password failed", error);
    return formReply(submission.reply({ formErrors: [MESSAGES.failed], hideFields: HIDDEN }), 500);
  }

  // Whoever knew the old password is signed out everywhere; this browser continues in a fresh session.
  const headers = new Headers({ "Set-Cookie": await startUserSession(request, user.id) });
  return redirectWithToast("/account", { type: "success", title: MESSAGES.success }, { status: 303, headers });
}

export default function ChangePasswordPage() {
  const { constraint } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const [form, fields] = useServerForm("change-password", actionData?.result, {
    id: "change-password",
    // ChangePasswordSchema's constraints and messages, from the server (docs/decisions/0013-forms.md).
    constraint,
  });
  // A failed attempt empties every password field, with or without JavaScript.
  const attempt = useReplyCount(actionData);
  const password = (field: typeof fields.currentPassword, autoComplete: string) => ({
    ...getInputProps(field, { type: "password" }),
    key: `${field.key ?? ""}-${attempt}`,
    defaultValue: undefined,
    autoComplete,
  });

  return (
    <div className="mx-auto max-w-lg px-4 py-8 sm:py-12">
      <Link to="/account/settings" className="inline-flex min-h-11 items-center text-sm font-medium text-brand-700 hover:text-brand-900">
        <span aria-hidden="true">←&nbsp;</span>Back to Account
      </Link>
      <div className="mt-2 rounded-2xl border border-stone-200 bg-white p-6 shadow-sm sm:p-8">
        <div className="flex items-center gap-3">
          <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
            <ShieldIcon className="size-6" />
          </span>
          <div>
            <h1 className="font-serif text-2xl font-bold text-brand-700 sm:text-3xl">Change Password</h1>
            <p className="text-sm text-stone-600">Keep your account secure with a strong password.</p>
          </div>
        </div>
        <Form method="post" {...getFormProps(form)} className="mt-6 space-y-4">
          <FormError errors={form.errors} />
          <Field label="Current password" errors={fields.currentPassword.errors} revealable inputProps={password(fields.currentPassword, "current-password")} />
          <Field
            label="New password"
            errors={fields.newPassword.errors}
            revealable
            hint="8 to 128 characters with uppercase, lowercase, a number and one of @$!%*?&"
            inputProps={password(fields.newPassword, "new-password")}
          />
          <Field label="Confirm new password" errors={fields.confirmPassword.errors} revealable inputProps={password(fields.confirmPassword, "new-password")} />
          <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row">
            <Link
              to="/account/settings"
              className="inline-flex min-h-11 w-full items-center justify-center rounded-md border border-stone-300 px-4 font-semibold text-stone-700 hover:border-brand-600 hover:text-brand-700"
            >
              Cancel
            </Link>
            <SubmitButton pending={navigation.state === "submitting"} pendingText="Changing...">
              Change Password
            </SubmitButton>
          </div>
        </Form>
      </div>
    </div>
  );
}

// After a post that never reached the server, the loaders are not re-fetched over the same dead network.
export { shouldRevalidate } from "~/utils/network-failure";
