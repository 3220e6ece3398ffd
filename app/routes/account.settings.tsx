import { SettingsTab } from "~/components/account/settings";
import type { CachePolicy } from "~/utils/cache-control.server";

export const cachePolicy = "no-store" satisfies CachePolicy;

// /account/settings: change password, addresses, sign out. The account layout's loader signs the visitor in.

export default function AccountSettings() {
  return <SettingsTab />;
}

// After a post that never reached the server, the loaders are not re-fetched over the same dead network.
export { shouldRevalidate } from "~/utils/network-failure";
