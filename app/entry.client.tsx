import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";

// The shell's small shared modules join React's chunk (app/utils/shell-chunk.ts, decision 0038).
export * as __shellChunk from "~/utils/shell-chunk";

// Hydration is a transition, so React yields to the browser between components instead of holding
// the main thread for the whole page. StrictMode only does anything in development (its extra
// checks); the production bundle leaves it out (one less import for every page).
startTransition(() => {
  hydrateRoot(
    document,
    process.env.NODE_ENV === "development" ? (
      <StrictMode>
        <RemixBrowser />
      </StrictMode>
    ) : (
      <RemixBrowser />
    ),
  );
});
