import { getInputProps, getSelectProps } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link } from "@remix-run/react";
import { useState } from "react";
import { RedirectingAuthCard } from "~/components/auth-card";
import { EmailField, useServerFormPage } from "~/components/auth-form";
import { Field, FieldErrors, SubmitButton } from "~/components/forms";
import { PasswordStrength } from "~/components/password-strength";
import { checkRegisterLimit } from "~/models/rate-limit.server";
import { registerUser } from "~/models/user.server";
import { parseRegisterForm } from "~/schemas/forms.server";
import { anonymousFormLoader, formReply, signInAndRedirect } from "~/utils/auth-responses.server";
import { Conflict, TooManyRequests } from "~/utils/errors";
import { clientIp, isHoneypotFilled } from "~/utils/request.server";
import { homeFor, requireAnonymous } from "~/utils/session.server";
import { getShop } from "~/utils/shop.server";
import type { CachePolicy } from "~/utils/cache-control.server";

export const cachePolicy = "personal" satisfies CachePolicy;

export const meta: MetaFunction = () => [{ title: "Create Account | Surat Ethnic Wear" }];

const HIDDEN = ["password", "confirmPassword"];

export function loader(args: LoaderFunctionArgs) {
  return anonymousFormLoader(args, "register");
}

export async function action({ request, context }: ActionFunctionArgs) {
  await requireAnonymous(request);
  const formData = await request.formData();
  const submission = parseRegisterForm(formData);
  if (submission.status !== "success") return formReply(submission.reply({ hideFields: HIDDEN }), 400);
  if (isHoneypotFilled(formData)) return formReply(submission.reply({ formErrors: ["Registration failed. Please try again."], hideFields: HIDDEN }), 400);

  const { redirectTo, ...input } = submission.value;
  try {
    await checkRegisterLimit({ email: input.email, ip: clientIp(context) });
    const user = await registerUser({ ...input, subscribeNewsletter: input.subscribeNewsletter ?? false });
    return signInAndRedirect(request, user.id, homeFor(user, redirectTo), {
      type: "success",
      // The documents' template string "Welcome to the product!" names the shop (docs/decisions/0024-register-toast.md).
      title: `Registration successful! Welcome to ${getShop().name}!`,
    });
  } catch (error) {
    if (error instanceof TooManyRequests) {
      return formReply(submission.reply({ formErrors: [error.message], hideFields: HIDDEN }), 429, error.retryAfterSeconds);
    }
    if (error instanceof Conflict) {
      return formReply(submission.reply({ fieldErrors: { email: [error.message] }, hideFields: HIDDEN }), 409);
    }
    throw error;
  }
}

const GENDER_OPTIONS = [
  ["", "Prefer to choose later"],
  ["female", "Female"],
  ["male", "Male"],
  ["other", "Other"],
  ["prefer-not-to-say", "Prefer not to say"],
] as const;

export default function RegisterPage() {
  // RegisterSchema's constraints and messages, from the server (docs/decisions/0013-forms.md).
  const { form, fields, actionData, pending } = useServerFormPage<typeof action>("register");
  const [password, setPassword] = useState("");
  const terms = getInputProps(fields.agreeToTerms, { type: "checkbox" });
  const newsletter = getInputProps(fields.subscribeNewsletter, { type: "checkbox" });

  return (
    <RedirectingAuthCard
      title="Create Account"
      subtitle="Join us for exclusive collections and offers"
      other={{ text: "Already have an account?", path: "/login", label: "Sign in" }}
      form={form}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="First name" errors={fields.firstName.errors} inputProps={{ ...getInputProps(fields.firstName, { type: "text" }), autoComplete: "given-name" }} />
        <Field label="Last name" errors={fields.lastName.errors} inputProps={{ ...getInputProps(fields.lastName, { type: "text" }), autoComplete: "family-name" }} />
      </div>
      <EmailField field={fields.email} />
      <Field
        label="Phone number"
        errors={fields.phone.errors}
        inputProps={{ ...getInputProps(fields.phone, { type: "tel" }), autoComplete: "tel", placeholder: "+91 98765 43210" }}
      />
      <div className="space-y-1">
        <label htmlFor={fields.gender.id} className="block text-sm font-medium text-stone-800">
          Gender (optional)
        </label>
        <select
          {...getSelectProps(fields.gender)}
          className="block min-h-11 w-full rounded-md border border-stone-300 bg-white px-3 py-2 text-base"
        >
          {GENDER_OPTIONS.map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
        <FieldErrors errors={fields.gender.errors} />
      </div>
      <Field
        label="Password"
        errors={fields.password.errors}
        revealable
        hint="At least 8 characters with uppercase, lowercase and a number"
        inputProps={{
          ...getInputProps(fields.password, { type: "password" }),
          autoComplete: "new-password",
          onInput: (e) => setPassword(e.currentTarget.value),
        }}
      >
        <PasswordStrength password={password} />
      </Field>
      <Field
        label="Confirm password"
        errors={fields.confirmPassword.errors}
        revealable
        inputProps={{ ...getInputProps(fields.confirmPassword, { type: "password" }), autoComplete: "new-password" }}
      />
      <div>
        <label className="flex min-h-11 items-start gap-2 text-sm">
          <input {...terms} key={terms.key} className="mt-1 h-4 w-4 accent-brand-700" aria-invalid={fields.agreeToTerms.errors ? true : undefined} />
          <span>
            I agree to the{" "}
            <Link to="/terms" className="text-brand-700 underline">
              Terms and Conditions
            </Link>{" "}
            and{" "}
            <Link to="/privacy" className="text-brand-700 underline">
              Privacy Policy
            </Link>
          </span>
        </label>
        <FieldErrors errors={fields.agreeToTerms.errors} />
      </div>
      <label className="flex min-h-11 items-center gap-2 text-sm">
        <input {...newsletter} key={newsletter.key} defaultChecked={actionData ? newsletter.defaultChecked : true} className="h-4 w-4 accent-brand-700" />
        Send me news about new collections and offers (we will e-mail you a link to confirm)
      </label>
      <SubmitButton pending={pending} pendingText="Creating account...">
        Create Account
      </SubmitButton>
    </RedirectingAuthCard>
  );
}

// After a post that never reached the server, the loaders are not re-fetched over the same dead network.
export { shouldRevalidate } from "~/utils/network-failure";
