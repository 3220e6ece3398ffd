import path from "node:path";
import type { ServerBuild } from "@remix-run/node";
// The route manifest exactly as `remix build` makes it (flat routes under app/, remix.config.js's ignored files).
import { flatRoutes } from "@remix-run/dev/dist/config/flat-routes.js";
import remixConfig from "../../remix.config.js";

const APP = path.resolve(import.meta.dirname, "../../app");

export type AppRoute = NonNullable<ServerBuild["routes"][string]> & { file: string };

/** The server build's `routes` for the app's route files, each with its imported module (as server.js gets them from the build). */
export async function appRoutes(): Promise<Record<string, AppRoute>> {
  const manifest = { root: { id: "root", path: "", file: "root.tsx" }, ...flatRoutes(APP, remixConfig.ignoredRouteFiles) };
  const entries = await Promise.all(
    Object.values(manifest).map(async (route) => {
      const module = await import(/* @vite-ignore */ path.join(APP, route.file));
      return [route.id, { ...route, module }] as const;
    }),
  );
  return Object.fromEntries(entries) as unknown as Record<string, AppRoute>;
}
