import { SettingsTab } from "~/components/account/settings";

// /account/settings: change password, addresses, sign out. The account layout's loader signs the visitor in.

export default function AccountSettings() {
  return <SettingsTab />;
}
