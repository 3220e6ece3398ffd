import { createRequire } from "node:module";

// The classic compiler swaps every `*.server` module (and @remix-run/node) for
// `module.exports = {}` in the browser build, without telling esbuild that this
// empty module has no side effects. esbuild then keeps each such import after
// tree shaking has removed the loader or action that used it, and code
// splitting gives most of them a ~100-byte chunk of their own: up to a dozen
// extra files (~1.2 KB gzip) on every page. Marking them side-effect free
// drops them (docs/decisions/0016-js-budget.md). Remix 2.17.5 is pinned in
// package.json; bench/bundle-weights.ts shows the empty modules coming back if
// an upgrade changes this plugin.
const require = createRequire(import.meta.url);
const emptyModules = require("@remix-run/dev/dist/compiler/plugins/emptyModules.js");
const { emptyModulesPlugin } = emptyModules;
if (!emptyModulesPlugin.sideEffectFree) {
  emptyModules.emptyModulesPlugin = (...args) => {
    const plugin = emptyModulesPlugin(...args);
    return {
      ...plugin,
      setup(build) {
        plugin.setup({
          ...build,
          onResolve: (options, callback) =>
            build.onResolve(options, async (resolveArgs) => {
              const result = await callback(resolveArgs);
              return result?.namespace === "empty-module" ? { ...result, sideEffects: false } : result;
            }),
          onLoad: build.onLoad.bind(build),
        });
      },
    };
  };
  emptyModules.emptyModulesPlugin.sideEffectFree = true;
}

// Fewer chunks (decision 0038): every browser route module also re-exports app/utils/shell-chunk.ts
// (as entry.client does), so the small modules it names are reachable from every entry point and
// esbuild puts them in the chunk with React instead of a chunk each. Only the browser build's route
// shims are touched; the server build and the route files are not.
const routePlugins = require("@remix-run/dev/dist/compiler/js/plugins/routes.js");
const { browserRouteModulesPlugin } = routePlugins;
if (!browserRouteModulesPlugin.sharesShellChunk) {
  routePlugins.browserRouteModulesPlugin = (...args) => {
    const plugin = browserRouteModulesPlugin(...args);
    return {
      ...plugin,
      setup(build) {
        plugin.setup({
          ...build,
          onResolve: build.onResolve.bind(build),
          onLoad: (options, callback) =>
            build.onLoad(options, async (loadArgs) => {
              const result = await callback(loadArgs);
              if (typeof result?.contents !== "string" || !result.contents.startsWith("export ")) return result;
              return { ...result, contents: `${result.contents}\nexport * as __shellChunk from "./utils/shell-chunk";` };
            }),
        });
      },
    };
  };
  routePlugins.browserRouteModulesPlugin.sharesShellChunk = true;
}

/** @type {import('@remix-run/dev').AppConfig} */
export default {
  ignoredRouteFiles: ["**/.*", "**/*.test.{ts,tsx}"],
  serverModuleFormat: "esm",
  postcss: true,
  // Packages that must stay external to the server bundle (native addons, WASM engines).
  // "#lazy" is our own module (package.json "imports": app/utils/lazy.server.ts on the server), bundled like the rest of app/.
  serverDependenciesToBundle: [/^#lazy$/],
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_lazyRouteDiscovery: true,
    v3_singleFetch: true,
  },
};
