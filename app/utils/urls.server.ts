import { getEnv } from "~/utils/env.server";
import { absoluteUrl } from "~/utils/urls";

// The site's origin and absolute URLs on it (e-mails, the sitemap, robots.txt,
// canonical URLs, Razorpay's callback): always APP_URL, never the request's Host.

/** The store's public origin, without a trailing slash: APP_URL, or http://localhost:$PORT outside production. */
export function appUrl(): string {
  const env = getEnv();
  if (env.APP_URL) return new URL(env.APP_URL).origin;
  return `http://localhost:${env.PORT}`;
}

/** `path` ("/shop?category=sarees") as an absolute URL on the store's origin. */
export const siteUrl = (path: string) => absoluteUrl(appUrl(), path);
