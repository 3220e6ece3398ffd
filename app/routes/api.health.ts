import { checkDatabase } from "~/models/health.server";
import { apiMethods, ok, sendEnvelope } from "~/utils/api.server";
import type { CachePolicy } from "~/utils/cache-control.server";

export const cachePolicy = "no-store" satisfies CachePolicy;

export const { loader, action } = apiMethods({
  GET: async () => {
    if (await checkDatabase()) return ok({ status: "ok", db: "ok" }, "OK");
    return sendEnvelope(503, { success: false, message: "Service unavailable", data: { status: "error", db: "error" } });
  },
});
