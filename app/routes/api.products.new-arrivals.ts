import { getNewArrivals } from "~/models/catalog.server";
import { productShelfMethods } from "~/utils/api-routes.server";
import type { CachePolicy } from "~/utils/cache-control.server";

export const cachePolicy = "public" satisfies CachePolicy;

export const { loader, action } = productShelfMethods(getNewArrivals, "New arrivals retrieved successfully");
