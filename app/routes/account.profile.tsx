import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useActionData, useRouteLoaderData, useLoaderData } from "@remix-run/react";
import { ProfileForm, ProfileView } from "~/components/account/profile";
import { updateProfile } from "~/models/user.server";
import { formConstraint, parseProfileForm } from "~/schemas/forms.server";
import { requireUser } from "~/utils/session.server";
import { redirectWithToast } from "~/utils/toast.server";
import type { loader as accountLoader } from "~/routes/account";
import type { CachePolicy } from "~/utils/cache-control.server";

export const cachePolicy = "no-store" satisfies CachePolicy;

// /account/profile: the details; ?edit=1 the form, a plain post that redirects back (post/redirect/get).

export const MESSAGES = {
  profileUpdated: "Profile updated successfully!",
  profileFailed: "Failed to update profile. Please try again.",
} as const;

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request);
  const editing = new URL(request.url).searchParams.get("edit") === "1";
  return data({ editing, constraint: editing ? formConstraint("profile") : null });
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const submission = parseProfileForm(await request.formData());
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  try {
    await updateProfile(user.id, submission.value);
  } catch (error) {
    console.error("Profile update failed", error);
    return data({ result: submission.reply({ formErrors: [MESSAGES.profileFailed] }) }, { status: 500 });
  }
  return redirectWithToast("/account/profile", { type: "success", title: MESSAGES.profileUpdated }, { status: 303 });
}

export default function AccountProfile() {
  const { editing, constraint } = useLoaderData<typeof loader>();
  const account = useRouteLoaderData<typeof accountLoader>("routes/account");
  const actionData = useActionData<typeof action>();
  if (!account) return null;
  return editing && constraint ? <ProfileForm user={account.user} constraint={constraint} result={actionData?.result} /> : <ProfileView user={account.user} />;
}

// After a post that never reached the server, the loaders are not re-fetched over the same dead network.
export { shouldRevalidate } from "~/utils/network-failure";
