import { createRequestHandler, type ServerBuild } from "@remix-run/node";

/**
 * Remix's real production request handler over a minimal build: a root route and `routes`
 * (`{ "routes/x": { path: "x", module } }`, children of the root). Documents render as a stub, so
 * what is tested is Remix's own request handling (its CSRF check, resource routes, redirects).
 */
export function remixHandler(routes: Record<string, { path: string; module: Record<string, unknown> }>) {
  const build = {
    mode: "production",
    basename: "/",
    publicPath: "/build/",
    assetsBuildDirectory: "public/build",
    isSpaMode: false,
    future: { v3_fetcherPersist: true, v3_relativeSplatPath: true, v3_throwAbortReason: true, v3_lazyRouteDiscovery: true, v3_singleFetch: true },
    entry: { module: { default: () => new Response("document", { status: 200, headers: { "Content-Type": "text/html" } }) } },
    routes: {
      root: { id: "root", path: "", module: { default: () => null } },
      ...Object.fromEntries(Object.entries(routes).map(([id, route]) => [id, { id, parentId: "root", ...route }])),
    },
    assets: { url: "/build/manifest.js", version: "test", entry: { module: "/build/entry.js", imports: [] }, routes: {} },
  } as unknown as ServerBuild;
  return createRequestHandler(build, "production");
}
