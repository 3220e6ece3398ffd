import { parseWithZod } from "@conform-to/zod";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { SettingsForm } from "~/components/admin/settings-form";
import { AdminPageHeader, makeAdminErrorBoundary } from "~/components/admin/ui";
import { pageMeta } from "~/components/ui/page";
import { getSettings, saveSettings, settingsInRupees } from "~/models/settings.server";
import { SETTINGS_MESSAGES, ShopSettingsSchema } from "~/schemas/admin-settings";
import { AppError } from "~/utils/errors";
import { requireAdmin } from "~/utils/session.server";
import { redirectWithToast } from "~/utils/toast.server";
import type { CachePolicy } from "~/utils/cache-control.server";

// /admin/settings: what the shop's environment used to fix (name, address, phone, GSTIN, free
// shipping threshold, COD limit, low-stock threshold), now the owner's to change
// (docs/decisions/0022-shop-settings.md). API twin: /api/admin/settings.

export const cachePolicy = "no-store" satisfies CachePolicy;

export const meta: MetaFunction = ({ matches }) => pageMeta("Settings", matches);

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  return { settings: settingsInRupees(await getSettings()) };
}

export async function action({ request }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  const submission = parseWithZod(await request.formData(), { schema: ShopSettingsSchema });
  if (submission.status !== "success") return data({ result: submission.reply(), conflict: false, saved: null }, { status: 400 });
  try {
    await saveSettings(submission.value, { userId: admin.id });
  } catch (error) {
    if (error instanceof AppError && error.status === 409) {
      // What was typed stays in the form; the page shows the newer saved values beside it (sent
      // here: loaders are not revalidated after an action answers 4xx).
      const saved = settingsInRupees(await getSettings());
      return data({ result: submission.reply({ formErrors: [error.message] }), conflict: true, saved }, { status: 409 });
    }
    console.error("[admin settings] save failed:", error);
    return data({ result: submission.reply({ formErrors: [SETTINGS_MESSAGES.saveFailed] }), conflict: false, saved: null }, { status: 500 });
  }
  return redirectWithToast("/admin/settings", { type: "success", title: SETTINGS_MESSAGES.saved }, { status: 303 });
}

export const ErrorBoundary = makeAdminErrorBoundary(SETTINGS_MESSAGES.loadError);

export default function AdminSettings() {
  const loaded = useLoaderData<typeof loader>().settings;
  const actionData = useActionData<typeof action>();
  const settings = actionData?.saved && actionData.saved.version >= loaded.version ? actionData.saved : loaded;
  return (
    <div>
      <AdminPageHeader title="Settings">The shop's details and policies. Changes show on the storefront at once.</AdminPageHeader>
      {/* A new key after each save or refusal, so the fields start from the values the server answered with. */}
      <SettingsForm key={settings.version} saved={settings} lastResult={actionData?.result} conflict={actionData?.conflict ?? false} />
    </div>
  );
}

// After a post that never reached the server, the loaders are not re-fetched over the same dead network.
export { shouldRevalidate } from "~/utils/network-failure";
