import type { MetaFunction } from "@remix-run/node";
import { ErrorScreen, errorMessageFor, GeneralErrorBoundary } from "~/components/error-boundary";
import { pageMeta } from "~/components/ui/page";
import type { CachePolicy } from "~/utils/cache-control.server";

export const cachePolicy = "personal" satisfies CachePolicy;

// Every URL no other route matches: a real 404 status with the 404 screen
// (rendered by the ErrorBoundary inside the site layout).
export async function loader() {
  throw new Response("Not Found", { status: 404 });
}

// A form posted to an unknown URL is a 404 too, not a 405.
export async function action() {
  throw new Response("Not Found", { status: 404 });
}

export const meta: MetaFunction = ({ matches }) => pageMeta("Page not found", matches);

export default function NotFound() {
  // Not reached (the loader always throws); kept so this is a UI route, not a resource route.
  return <ErrorScreen status={404} message={errorMessageFor(404)} />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}

// After a post that never reached the server, the loaders are not re-fetched over the same dead network.
export { shouldRevalidate } from "~/utils/network-failure";
