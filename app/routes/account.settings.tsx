import { SettingsTab } from "~/components/account/settings";
import type { CacheHandle } from "~/utils/cache-control.server";

export const handle = { cache: "no-store" } satisfies CacheHandle;

// /account/settings: change password, addresses, sign out. The account layout's loader signs the visitor in.

export default function AccountSettings() {
  return <SettingsTab />;
}
