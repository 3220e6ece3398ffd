import { getInputProps } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link } from "@remix-run/react";
import { RedirectingAuthCard } from "~/components/auth-card";
import { EmailField, useServerFormPage } from "~/components/auth-form";
import { Field, SubmitButton, useReplyCount } from "~/components/forms";
import { checkSignInLimit, recordSignInSuccess } from "~/models/rate-limit.server";
import { parseLoginForm } from "~/schemas/forms.server";
import { anonymousFormLoader, formReply, signInAndRedirect } from "~/utils/auth-responses.server";
import { Forbidden, TooManyRequests, Unauthorized } from "~/utils/errors";
import { clientIp, isHoneypotFilled } from "~/utils/request.server";
import { authenticator, homeFor, requireAnonymous } from "~/utils/session.server";
import type { CachePolicy } from "~/utils/cache-control.server";

export const cachePolicy = "personal" satisfies CachePolicy;

// A sign-in detour (/login?redirect=...) is kept out of search results by noindex: robots.txt's
// Disallow stops crawling, not indexing (decision 0039).
export const meta: MetaFunction = ({ location }) => [
  { title: "Sign In | Surat Ethnic Wear" },
  ...(new URLSearchParams(location.search).has("redirect") ? [{ name: "robots", content: "noindex" }] : []),
];

export const LOGIN_FAILED = "Invalid email or password. Please try again.";

export function loader(args: LoaderFunctionArgs) {
  return anonymousFormLoader(args, "login");
}

export async function action({ request, context }: ActionFunctionArgs) {
  await requireAnonymous(request);
  const formData = await request.clone().formData();
  const submission = parseLoginForm(formData);
  if (submission.status !== "success") return formReply(submission.reply({ hideFields: ["password"] }), 400);
  if (isHoneypotFilled(formData)) return formReply(submission.reply({ formErrors: [LOGIN_FAILED], hideFields: ["password"] }), 400);

  const { email, remember, redirectTo } = submission.value;
  try {
    const who = { email, ip: clientIp(context) };
    // The same counters as the API sign-in (api.auth.login.ts).
    await checkSignInLimit(who);
    const user = await authenticator.authenticate("form", request);
    await recordSignInSuccess(who);
    return signInAndRedirect(request, user.id, homeFor(user, redirectTo), { type: "success", title: "Login successful!" }, remember);
  } catch (error) {
    const fail = (message: string, status: number, retry?: number) =>
      formReply(submission.reply({ formErrors: [message], hideFields: ["password"] }), status, retry);
    if (error instanceof TooManyRequests) return fail(error.message, 429, error.retryAfterSeconds);
    if (error instanceof Unauthorized) return fail(LOGIN_FAILED, 401);
    if (error instanceof Forbidden) return fail(error.message, 403);
    throw error;
  }
}

export default function LoginPage() {
  // LoginSchema's constraints and messages, from the server (docs/decisions/0013-forms.md).
  const { form, fields, actionData, pending } = useServerFormPage<typeof action>("login");
  // A failed attempt empties the password field, with or without JavaScript.
  const attempt = useReplyCount(actionData);

  return (
    <RedirectingAuthCard
      title="Welcome Back"
      subtitle="Sign in to your account to continue shopping"
      other={{ text: "Don't have an account?", path: "/register", label: "Create one" }}
      form={form}
    >
      <EmailField field={fields.email} />
      <Field
        label="Password"
        errors={fields.password.errors}
        revealable
        inputProps={{ ...getInputProps(fields.password, { type: "password" }), key: `${fields.password.key}-${attempt}`, autoComplete: "current-password" }}
      />
      <div className="flex items-center justify-between text-sm">
        {/* The whole label is the tap target: at least 44 x 44 px like every other control (issue 14 section 5). */}
        <label className="-ml-2 flex min-h-11 min-w-11 cursor-pointer items-center gap-2 rounded-md px-2 hover:bg-stone-100" data-testid="remember-me">
          <input type="checkbox" name="remember" className="size-5 accent-brand-700" /> Remember me
        </label>
        <Link to="/forgot-password" className="font-medium text-brand-700 underline">
          Forgot password?
        </Link>
      </div>
      <SubmitButton pending={pending} pendingText="Signing in...">
        Sign In
      </SubmitButton>
    </RedirectingAuthCard>
  );
}

// After a post that never reached the server, the loaders are not re-fetched over the same dead network.
export { shouldRevalidate } from "~/utils/network-failure";
