import { apiLoader, apiAction, fail, MESSAGES } from "~/utils/api.server";
import type { CachePolicy } from "~/utils/cache-control.server";

export const cachePolicy = "no-store" satisfies CachePolicy;

// Any /api/... path no other route matches, whatever the method: a 404 envelope, not the HTML 404 page.
const notFound = () => fail(404, MESSAGES.notFound);

export const loader = apiLoader(notFound);
export const action = apiAction(notFound);
