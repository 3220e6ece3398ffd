import { getInputProps } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { AuthCard } from "~/components/auth-card";
import { AuthForm, useServerFormPage } from "~/components/auth-form";
import { Field, SubmitButton } from "~/components/forms";
import { isResetTokenUsable, resetPassword } from "~/models/user.server";
import { RESET_INVALID } from "~/schemas/auth-messages";
import { formConstraint, parseResetPasswordForm } from "~/schemas/forms.server";
import { formReply } from "~/utils/auth-responses.server";
import { ValidationError } from "~/utils/errors";
import { redirectWithToast } from "~/utils/toast.server";
import type { CachePolicy } from "~/utils/cache-control.server";

export const cachePolicy = "no-store" satisfies CachePolicy;

export const meta: MetaFunction = () => [{ title: "Reset Password | Surat Ethnic Wear" }];

const HIDDEN = ["password", "confirmPassword"];

export async function loader({ request }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const usable = token.length >= 10 && token.length <= 200 && (await isResetTokenUsable(token));
  return { token: usable ? token : null, constraint: formConstraint("reset-password") };
}

export async function action({ request }: ActionFunctionArgs) {
  const submission = parseResetPasswordForm(await request.formData());
  if (submission.status !== "success") return formReply(submission.reply({ hideFields: HIDDEN }), 400);
  try {
    await resetPassword(submission.value.token, submission.value.password);
  } catch (error) {
    if (error instanceof ValidationError) return formReply(submission.reply({ formErrors: [RESET_INVALID], hideFields: HIDDEN }), 400);
    throw error;
  }
  return redirectWithToast("/login", { type: "success", title: "Password reset successfully. Please sign in with your new password." });
}

export default function ResetPasswordPage() {
  const { token } = useLoaderData<typeof loader>();
  // ResetPasswordFormSchema's constraints and messages, from the server (docs/decisions/0013-forms.md).
  const { form, fields, pending } = useServerFormPage<typeof action>("reset-password");
  if (!token) {
    return (
      <AuthCard title="Reset Password">
        <p role="alert" className="text-sm text-red-800">
          {RESET_INVALID}
        </p>
        <Link to="/forgot-password" className="mt-4 inline-block font-semibold text-brand-700 underline">
          Request a new link
        </Link>
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Reset Password" subtitle="Choose a new password for your account.">
      <AuthForm form={form} hidden={{ token }}>
        <Field
          label="New password"
          errors={fields.password.errors}
          revealable
          hint="8-128 characters with uppercase, lowercase, a number and one of @$!%*?&"
          inputProps={{ ...getInputProps(fields.password, { type: "password" }), autoComplete: "new-password" }}
        />
        <Field
          label="Confirm new password"
          errors={fields.confirmPassword.errors}
          revealable
          inputProps={{ ...getInputProps(fields.confirmPassword, { type: "password" }), autoComplete: "new-password" }}
        />
        <SubmitButton pending={pending} pendingText="Saving...">
          Reset Password
        </SubmitButton>
      </AuthForm>
    </AuthCard>
  );
}

// After a post that never reached the server, the loaders are not re-fetched over the same dead network.
export { shouldRevalidate } from "~/utils/network-failure";
