// utils/lazy.ts in the browser: plain React.lazy (package.json "imports" maps #lazy here for the browser build).
export { lazy } from "react";
