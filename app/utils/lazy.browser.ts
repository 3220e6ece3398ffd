// utils/lazy.ts in the browser: plain React.lazy (package.json "imports" maps #lazy here for the browser build).
export { lazy } from "react";

/** Server only (utils/lazy.server.ts): the browser never renders a dormant section's markup. */
export function staticMarkup(): string {
  throw new Error("server only");
}
