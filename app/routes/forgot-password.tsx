import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { AuthCard } from "~/components/auth-card";
import { AuthForm, EmailField, useServerFormPage } from "~/components/auth-form";
import { SubmitButton } from "~/components/forms";
import { checkForgotPasswordLimit } from "~/models/rate-limit.server";
import { requestPasswordReset } from "~/models/user.server";
import { parseForgotPasswordForm } from "~/schemas/forms.server";
import { anonymousFormLoader, formReply } from "~/utils/auth-responses.server";
import { TooManyRequests } from "~/utils/errors";
import { clientIp, isHoneypotFilled } from "~/utils/request.server";
import type { CachePolicy } from "~/utils/cache-control.server";

export const cachePolicy = "personal" satisfies CachePolicy;

export const meta: MetaFunction = () => [{ title: "Forgot Password | Surat Ethnic Wear" }];

// The same answer whether or not the e-mail has an account (no enumeration).
export const RESET_SENT = "If an account exists for that email, we have sent a link to reset your password. Please check your inbox.";

export function loader(args: LoaderFunctionArgs) {
  return anonymousFormLoader(args, "forgot-password");
}

export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await request.formData();
  const submission = parseForgotPasswordForm(formData);
  if (submission.status !== "success") return formReply(submission.reply(), 400);
  try {
    await checkForgotPasswordLimit({ email: submission.value.email, ip: clientIp(context) });
  } catch (error) {
    if (error instanceof TooManyRequests) return formReply(submission.reply({ formErrors: [error.message] }), 429, error.retryAfterSeconds);
    throw error;
  }
  if (!isHoneypotFilled(formData)) await requestPasswordReset(submission.value.email);
  return data({ result: submission.reply({ resetForm: true }), sent: true as const });
}

export default function ForgotPasswordPage() {
  // ForgotPasswordSchema's constraints and messages, from the server (docs/decisions/0013-forms.md).
  const { form, fields, actionData, pending } = useServerFormPage<typeof action>("forgot-password", { shouldRevalidate: "onBlur" });
  const sent = actionData && "sent" in actionData;
  return (
    <AuthCard
      title="Forgot Password"
      subtitle="Enter the email you registered with and we will send you a reset link."
      footer={{ to: "/login", label: "Back to Sign In" }}
    >
      {sent ? (
        <p role="status" className="mb-4 rounded-md border border-green-200 bg-green-50 px-4 py-3 text-sm text-green-800">
          {RESET_SENT}
        </p>
      ) : null}
      <AuthForm form={form} honeypot>
        <EmailField field={fields.email} />
        <SubmitButton pending={pending} pendingText="Sending...">
          Send Reset Link
        </SubmitButton>
      </AuthForm>
    </AuthCard>
  );
}

// After a post that never reached the server, the loaders are not re-fetched over the same dead network.
export { shouldRevalidate } from "~/utils/network-failure";
