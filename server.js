// Production server: Express + Remix request handler, compression, static
// files, per-request CSP nonce and client IP in the load context, a
// cross-site write guard, and a graceful shutdown on SIGTERM/SIGINT.
import crypto from "node:crypto";
import { createRequestHandler } from "@remix-run/express";
import { createRequestHandler as createFetchHandler, installGlobals } from "@remix-run/node";
import compression from "compression";
import express from "express";

installGlobals({ nativeFetch: true });

const build = await import("./build/index.js");
const mode = process.env.NODE_ENV === "production" ? "production" : "development";
const port = Number(process.env.PORT || 3000);

const app = express();
app.disable("x-powered-by");
// Pages carry a fresh nonce each time, so an ETag over the body would never match; static files keep theirs.
app.set("etag", false);
// Behind a reverse proxy set TRUST_PROXY=1 so req.ip is the shopper's address.
app.set("trust proxy", process.env.TRUST_PROXY === "1");
app.use(compression());
app.use("/build", express.static("public/build", { immutable: true, maxAge: "1y" }));
app.use(express.static("public", { maxAge: "1h" }));

// Refuse state-changing requests that a browser says come from another site
// (app/utils/same-origin.ts) before Remix runs any action.
const { crossSiteRefusal, CROSS_SITE_MESSAGE, unsupportedBodyRefusal, UNSUPPORTED_BODY_MESSAGE } = build.entry.module;
app.use((req, res, next) => {
  const forwardedHost = app.get("trust proxy") ? req.get("x-forwarded-host") : undefined;
  const refusal = crossSiteRefusal({
    method: req.method,
    path: req.path,
    host: forwardedHost || req.get("host"),
    origin: req.get("origin"),
    secFetchSite: req.get("sec-fetch-site"),
  });
  if (!refusal) {
    // Screens take HTML forms only: anything else would make the action's formData() throw (a 500).
    if (!unsupportedBodyRefusal({ method: req.method, path: req.path, contentType: req.get("content-type") })) return next();
    return res.status(415).type("text/plain").send(UNSUPPORTED_BODY_MESSAGE);
  }
  console.warn(`Refused cross-site ${req.method} ${req.path}: ${refusal}`);
  if (req.path.startsWith("/api/")) {
    res.status(403).json({ success: false, message: CROSS_SITE_MESSAGE, data: null, timestamp: new Date().toISOString() });
  } else {
    res.status(403).type("text/plain").send(CROSS_SITE_MESSAGE);
  }
});

const newNonce = () => crypto.randomBytes(16).toString("base64");
const loadContextFor = (req, cspNonce = newNonce()) => ({ clientIp: req.ip || req.socket.remoteAddress || "unknown", cspNonce });

// Anonymous catalogue pages and API reads (what Cache-Control calls public)
// come from the in-process page cache while the data under them is unchanged
// (app/utils/page-cache.server.ts). Everything else goes straight to Remix.
const { pageCacheKey, cachedPage } = build.entry.module;
const renderToResponse = createFetchHandler(build, mode);
const SKIPPED_HEADERS = new Set(["content-length", "transfer-encoding", "connection"]);
app.get("*", async (req, res, next) => {
  const url = `${req.protocol}://${req.get("host")}${req.originalUrl}`;
  let key = null;
  try {
    key = pageCacheKey({ method: req.method, url, cookie: req.get("cookie"), authorization: req.get("authorization") });
  } catch {
    return next();
  }
  if (!key) return next();
  try {
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) {
      if (typeof value === "string") headers.set(name, value);
      else if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    }
    const answer = await cachedPage(
      key,
      { nonce: newNonce(), acceptEncoding: req.get("accept-encoding"), ifNoneMatch: req.get("if-none-match") },
      (nonce) => renderToResponse(new Request(url, { method: "GET", headers }), loadContextFor(req, nonce)),
    );
    res.status(answer.status);
    for (const [name, value] of answer.headers) if (!SKIPPED_HEADERS.has(name)) res.setHeader(name, value);
    res.setHeader("X-Page-Cache", answer.cache);
    if (answer.status === 304) return res.end();
    res.send(answer.body);
  } catch (error) {
    next(error);
  }
});

app.all("*", createRequestHandler({ build, mode, getLoadContext: (req) => loadContextFor(req) }));

const server = app.listen(port, () => {
  console.log(`Store ready on http://localhost:${port} (${mode})`);
});

let stopping = false;
for (const signal of ["SIGTERM", "SIGINT"]) {
  process.once(signal, () => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: finishing requests in flight...`);
    server.close(async () => {
      try {
        await build.entry.module.shutdown?.();
      } finally {
        process.exit(0);
      }
    });
    // Keep-alive sockets would hold close() open; give in-flight requests 10 s.
    setTimeout(() => process.exit(0), 10_000).unref();
    server.closeIdleConnections?.();
  });
}
