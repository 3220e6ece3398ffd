import { getFormProps, getInputProps, type SubmissionResult } from "@conform-to/react";
import { Form, useNavigation } from "@remix-run/react";
import { PlainLink } from "~/components/ui/plain-link";
import { TabHeading } from "~/components/account/ui";
import { formatDate } from "~/utils/format";
import { Field, FormError, SubmitButton } from "~/components/forms";
import { useServerForm } from "~/components/server-form";

// Profile (/account/profile): the details, and the form (?edit=1) whose rules and
// messages are ProfileSchema's, from the server (docs/decisions/0013-forms.md).

export type ProfileUser = { firstName: string; lastName: string; email: string; phone: string | null; joinedDate: string };
type Constraint = Record<string, { required?: boolean; minLength?: number; maxLength?: number; pattern?: string }>;

export function ProfileView({ user }: { user: ProfileUser }) {
  const rows: Array<[string, string]> = [
    ["First name", user.firstName],
    ["Last name", user.lastName],
    ["Email", user.email],
    ["Phone", user.phone || "Not added"],
    ["Member since", formatDate(user.joinedDate)],
  ];
  return (
    <section aria-labelledby="profile-heading" className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6">
      <TabHeading
        action={
          <PlainLink
            to={"/account/profile?edit=1"}
            preventScrollReset
            className="inline-flex min-h-11 items-center justify-center rounded-md bg-brand-700 px-5 text-sm font-semibold text-white hover:bg-brand-900"
          >
            Edit Profile
          </PlainLink>
        }
      >
        <span id="profile-heading">Profile Information</span>
      </TabHeading>
      <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2" data-testid="profile-view">
        {rows.map(([label, value]) => (
          <div key={label} className="min-w-0">
            <dt className="text-sm text-stone-600">{label}</dt>
            <dd className="truncate font-medium text-stone-900">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

export function ProfileForm({ user, constraint, result }: { user: ProfileUser; constraint: Constraint; result: SubmissionResult<string[]> | undefined }) {
  const navigation = useNavigation();
  const [form, fields] = useServerForm("profile", result, {
    id: "profile",
    defaultValue: { firstName: user.firstName, lastName: user.lastName, phone: user.phone ?? "" },
    constraint,
  });
  return (
    <section aria-labelledby="profile-heading" className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6">
      <TabHeading>
        <span id="profile-heading">Edit Profile</span>
      </TabHeading>
      <Form method="post" action="/account/profile?edit=1" preventScrollReset {...getFormProps(form)} className="max-w-2xl space-y-4">
        <FormError errors={form.errors} />
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="First name" errors={fields.firstName.errors} inputProps={{ ...getInputProps(fields.firstName, { type: "text" }), autoComplete: "given-name" }} />
          <Field label="Last name" errors={fields.lastName.errors} inputProps={{ ...getInputProps(fields.lastName, { type: "text" }), autoComplete: "family-name" }} />
        </div>
        <div className="space-y-1">
          <label htmlFor="profile-email" className="block text-sm font-medium text-stone-800">
            Email address
          </label>
          {/* Read-only and unnamed: the e-mail is the sign-in and is never posted. */}
          <input
            id="profile-email"
            type="email"
            value={user.email}
            readOnly
            aria-describedby="profile-email-hint"
            className="block min-h-11 w-full cursor-not-allowed rounded-md border border-stone-200 bg-stone-100 px-3 py-2 text-base text-stone-600"
          />
          <p id="profile-email-hint" className="text-xs text-stone-600">
            Your e-mail address is your sign-in and cannot be changed here.
          </p>
        </div>
        <Field
          label="Phone number"
          errors={fields.phone.errors}
          inputProps={{ ...getInputProps(fields.phone, { type: "tel" }), autoComplete: "tel", placeholder: "+91 98765 43210" }}
        />
        <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
          <PlainLink
            to="/account/profile"
            preventScrollReset
            className="inline-flex min-h-11 items-center justify-center rounded-md border border-stone-300 px-6 font-semibold text-stone-700 hover:border-brand-600 hover:text-brand-700"
          >
            Cancel
          </PlainLink>
          <SubmitButton pending={navigation.state === "submitting"} pendingText="Saving..." className="sm:w-auto sm:px-6">
            Save Changes
          </SubmitButton>
        </div>
      </Form>
    </section>
  );
}
