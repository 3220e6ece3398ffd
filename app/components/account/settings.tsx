import { Form } from "@remix-run/react";
import { PlainLink } from "~/components/ui/plain-link";
import { TabHeading } from "~/components/account/ui";
import { LogOutIcon, MapPinIcon, ShieldIcon } from "~/components/ui/icons/shell";

// Account Settings (/account/settings): change password, addresses, sign out (a post to /logout).

export function SettingsTab() {
  const base = "flex min-h-14 w-full items-center gap-3 rounded-xl border border-stone-200 bg-white px-4 py-3 text-left font-semibold shadow-sm";
  const button = `${base} text-stone-900 hover:border-brand-600 hover:text-brand-700`;
  return (
    <section aria-labelledby="settings-heading">
      <TabHeading>
        <span id="settings-heading">Account Settings</span>
      </TabHeading>
      <ul className="grid max-w-xl gap-3" role="list">
        <li>
          <PlainLink to="/change-password" className={button}>
            <ShieldIcon className="size-5 text-brand-700" />
            <span className="flex-1">
              Change Password
              <span className="block text-sm font-normal text-stone-600">Update the password you sign in with</span>
            </span>
          </PlainLink>
        </li>
        <li>
          <PlainLink to="/addresses" className={button}>
            <MapPinIcon className="size-5 text-brand-700" />
            <span className="flex-1">
              Manage Addresses
              <span className="block text-sm font-normal text-stone-600">Add, edit or choose your default delivery address</span>
            </span>
          </PlainLink>
        </li>
        <li>
          <Form method="post" action="/logout">
            <button type="submit" className={`${base} text-red-700 hover:border-red-600 hover:text-red-800`}>
              <LogOutIcon className="size-5" />
              <span className="flex-1">Sign Out</span>
            </button>
          </Form>
        </li>
      </ul>
    </section>
  );
}

