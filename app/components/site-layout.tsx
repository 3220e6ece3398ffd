import { useMatches } from "@remix-run/react";
import type { ReactNode } from "react";
import { useRootData } from "~/utils/root-data";
import { BackToTop } from "~/components/back-to-top";
import { Footer } from "~/components/footer";
import { Header } from "~/components/header";
import { Toaster } from "~/components/toast";
import { NavigationProgress } from "~/components/ui/navigation-progress";
import { PlainLinkNavigation } from "~/components/ui/plain-link";

/**
 * The page shell: skip link, header, main, footer, toast and back-to-top.
 * Root loader data may be missing (the root ErrorBoundary after the root
 * loader itself failed): the shell then renders without user, counts or shop
 * details rather than failing.
 */
export function SiteLayout({ children }: { children: ReactNode }) {
  const data = useRootData();
  // A route may ask for its own threshold (the shop: 400 px) with `handle.backToTopThreshold`.
  const matches = useMatches();
  const threshold = matches
    .map((m) => (m.handle as { backToTopThreshold?: number } | undefined)?.backToTopThreshold)
    .filter((t): t is number => typeof t === "number")
    .pop();
  // The cart and checkout keep the footer to its bottom bar (handle.footer = "compact").
  const compactFooter = matches.some((m) => (m.handle as { footer?: string } | undefined)?.footer === "compact");
  // The home page has its own newsletter box: its footer skips the band (handle.footer = "no-newsletter"), one sign-up per page.
  const footerNewsletter = !matches.some((m) => (m.handle as { footer?: string } | undefined)?.footer === "no-newsletter");
  // The back office (handle.layout = "admin") brings its own sidebar shell.
  const admin = matches.some((m) => (m.handle as { layout?: string } | undefined)?.layout === "admin");
  if (admin) {
    return (
      <div id="top" tabIndex={-1} className="min-h-screen" style={{ outline: "none" }}>
        <SkipLink />
        <NavigationProgress />
        <main id="main" tabIndex={-1} style={{ outline: "none" }}>
          {children}
        </main>
        <Toaster toast={data?.toast} />
        <BackToTop threshold={threshold} />
        <PlainLinkNavigation />
      </div>
    );
  }
  return (
    <div id="top" tabIndex={-1} className="flex min-h-screen flex-col" style={{ outline: "none" }}>
      <SkipLink />
      <NavigationProgress />
      <Header shop={data?.shop} />
      <main id="main" tabIndex={-1} className="flex-1" style={{ outline: "none" }}>
        {children}
      </main>
      <Footer shop={data?.shop} compact={compactFooter} newsletter={footerNewsletter} />
      <Toaster toast={data?.toast} />
      <BackToTop threshold={threshold} />
      {/* The shell's links are plain anchors (components/ui/plain-link.tsx): this navigates and prefetches them. */}
      <PlainLinkNavigation />
    </div>
  );
}

function SkipLink() {
  return (
    <a
      href="#main"
      className="skip"
    >
      Skip to content
    </a>
  );
}
