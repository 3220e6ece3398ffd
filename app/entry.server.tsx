import { PassThrough } from "node:stream";
import type { AppLoadContext, EntryContext } from "@remix-run/node";
import { createReadableStreamFromReadable } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import { prisma } from "~/db.server";
import { startJobs, stopJobs } from "~/jobs.server";
import { paymentMode } from "~/models/payment.server";
import { getEnv, isProduction } from "~/utils/env.server";
import { appUrl } from "~/utils/urls.server";
import { getUser } from "~/utils/session.server";
import { crossSiteRefusal as sameOriginRefusal, type RequestFacts } from "~/utils/same-origin";
import { renderSlotRecorder, routePolicy, setCacheHeaders, strictestPolicy } from "~/utils/cache-control.server";
import { SlotRecorder } from "~/components/personal/slots";
import { setSecurityHeaders } from "~/utils/security-headers.server";
import { NonceProvider } from "~/utils/nonce";

const ABORT_DELAY = 5_000;

// Validate the environment when the server loads the build: in production a
// missing secret, APP_URL or payment setting stops the start (server.js prints
// the reasons) instead of failing on the first request.
getEnv();
startJobs();

export const streamTimeout = ABORT_DELAY;

/**
 * Documents are streamed as React renders them, with Remix's <Scripts/> as Remix writes them
 * (docs/decisions/0029-streaming-documents.md). A browser gets the shell as soon as it is ready;
 * a crawler (isbot) gets the response once everything is ready, so it never sees a Suspense
 * fallback. No route defers data today, and code-split components render in place on the server
 * (utils/lazy.server.ts loads them when the server starts), so the shell is the whole page and every page
 * is complete without JavaScript. Whoever reads the whole body (the page cache in server.js) gets
 * the complete document either way.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext.cspNonce ?? "";
  const readyEvent = isbot(request.headers.get("user-agent")) ? "onAllReady" : "onShellReady";
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    // Whatever has not rendered after the delay is left to the browser (its Suspense fallback).
    let abort = () => {};
    const abortTimer = setTimeout(() => abort(), ABORT_DELAY + 1_000);
    const stream = renderToPipeableStream(
      <NonceProvider value={nonce}>
        {/* A render the page cache may keep records its personal slots (decision 0032). */}
        <SlotRecorder.Provider value={renderSlotRecorder()}>
          <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY} nonce={nonce} />
        </SlotRecorder.Provider>
      </NonceProvider>,
      {
        nonce,
        [readyEvent]() {
          shellRendered = true;
          const body = new PassThrough();
          // Cleared once the document is complete: a pending timer would keep the
          // whole render (and its HTML) alive for the rest of the delay after every request.
          body.on("close", () => clearTimeout(abortTimer));
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          setSecurityHeaders(responseHeaders, {
            nonce,
            production: isProduction(),
            razorpay: paymentMode() === "razorpay",
            https: new URL(request.url).protocol === "https:",
          });
          // The policy the rendered routes declare (their `cachePolicy` exports), read by the one module.
          const matched = remixContext.staticHandlerContext.matches.map((match) => remixContext.routeModules[match.route.id]);
          setCacheHeaders(responseHeaders, request, responseStatusCode, strictestPolicy(matched));
          resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }));
          stream.pipe(body);
        },
        onShellError(error: unknown) {
          clearTimeout(abortTimer);
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors in the shell reject above; these are logged once streaming has started.
          if (shellRendered) console.error(error);
        },
      },
    );
    abort = stream.abort;
  });
}

export function handleError(error: unknown, { request }: { request: Request }) {
  if (request.signal.aborted) return;
  console.error(error);
}

// server.js refuses cross-site writes and non-form bodies with these before any action runs.
export { CROSS_SITE_MESSAGE, unsupportedBodyRefusal, UNSUPPORTED_BODY_MESSAGE } from "~/utils/same-origin";

/** The cross-site guard with APP_URL as the site (utils/same-origin.ts): only its origin may post in production. */
export function crossSiteRefusal(facts: Omit<RequestFacts, "appOrigin" | "production">) {
  return sameOriginRefusal({ ...facts, appOrigin: appUrl(), production: isProduction() });
}

// server.js: the public origin every request URL is built on, Express's `trust proxy`, body limits and their pages.
export { trustProxy } from "~/utils/env.server";
export { appUrl } from "~/utils/urls.server";
export { apiBodyTooLargeMessage, bodyLimitFor, bodyTooLargePage, malformedFormPage, API_BODY_LIMIT, LARGE_FORM_BODY_LIMIT } from "~/utils/body-limit";
// server.js: a product photo variant not made yet (decision 0037) is answered with the nearest one that exists.
export { missingPhotoVariant } from "~/utils/photo-variants.server";

/** Whether a request's cookies are a signed-in admin's: only admins get the photo and CSV upload limits (server.js). */
export async function isAdminCookie(cookie: string | undefined): Promise<boolean> {
  if (!cookie) return false;
  const user = await getUser(new Request(`${appUrl()}/`, { headers: { cookie } }));
  return user?.role === "admin";
}
export { uploadDir } from "~/models/product-photos.server";
export { isAdminBearer } from "~/utils/admin-bearer.server";
export { remixRequestHeaders } from "~/utils/remix-request-headers";

// server.js answers anonymous catalogue requests from the shared page cache.
export { pageCacheKey, cachedPage, freshPage, pickEncoding } from "~/utils/page-cache.server";
// ...and a signed-in visitor's copy of a shared page from the same cache (decision 0032).
export { personalPageKey, personalPage } from "~/utils/personal-page.server";

/** Remix data requests (client navigations) follow their routes' declared policy, as documents do. */
export function handleDataRequest(response: Response, { request }: { request: Request }) {
  setCacheHeaders(response.headers, request, response.status, routePolicy(new URL(request.url).pathname));
  return response;
}

/** server.js registers the build's routes once, so data requests and the page cache know each route's policy. */
export { registerRoutes } from "~/utils/cache-control.server";

/** Called by server.js on SIGTERM after in-flight requests finish. */
export async function shutdown() {
  stopJobs();
  await prisma.$disconnect();
}
