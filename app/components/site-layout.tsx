import type { ReactNode } from "react";

// Placeholder until the layout shell lands (header, footer, toasts, menus).
export function SiteLayout({ children }: { children: ReactNode }) {
  return <main id="main">{children}</main>;
}
