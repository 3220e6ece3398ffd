// The small modules almost every storefront page uses (decision 0038, issue 15 section 6). The
// browser build re-exports this module from entry.client and from every route module (the
// browser-route-modules patch in remix.config.js), so esbuild finds these modules reachable from
// every entry point, exactly like React, and puts them in the one chunk every page already loads.
// Left to themselves they made about twenty chunks of 0.1-3 KB on every page: each one more request,
// and on a slow HTTP/1.1 network (six connections) one more round trip before the first paint.
// A module added here costs every page its bytes (bench/pages.ts keeps the JavaScript budget), so
// only add what most pages load anyway; `npx tsx bench/bundle-weights.ts routes/shop` lists the chunks.
export * as constants from "./constants";
export * as format from "./format";
export * as money from "./money";
export * as networkFailure from "./network-failure";
export * as nonce from "./nonce";
export * as personal from "./personal";
export * as rootData from "./root-data";
export * as seo from "./seo";
export * as urls from "./urls";
export * as newsletterMessages from "../schemas/newsletter-messages";
export * as useHydrated from "../components/use-hydrated";
export * as lazyErrorBoundary from "../components/lazy-error-boundary";
export * as newsletterForm from "../components/newsletter-form";
export * as price from "../components/price";
export * as deferred from "../components/ui/deferred";
export * as pointerPress from "../components/pointer-press";
export * as plainLink from "../components/ui/plain-link";
export * as icons from "../components/ui/icons/shell";
export * as page from "../components/ui/page";
export * as picture from "../components/ui/picture";
export * as shell from "../components/ui/shell";
// The header's parts (root imports them, so every page loads them already; routes with cards share them).
export * as slots from "../components/personal/slots";
export * as countBadge from "../components/ui/count-badge";
export * as shellLinks from "../components/ui/shell-links";
export * as reviewMessages from "../schemas/review-messages";
export * as useDismissable from "../components/ui/use-dismissable";
// The cards' loader-data packing: the home page, /shop and the product page all load it (its own 0.4 KB request otherwise).
export * as cardData from "../components/card-data";
