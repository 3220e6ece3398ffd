// Production server: Express + Remix request handler, compression, static
// files, per-request CSP nonce and client IP in the load context, a
// cross-site write guard, body limits before anything reads a body, timeouts
// for slow clients, and a graceful shutdown on SIGTERM/SIGINT.
import crypto from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";
import { broadcastDevReady, createRequestHandler as createFetchHandler, installGlobals } from "@remix-run/node";
import compression from "compression";
import express from "express";
import expressStaticGzip from "express-static-gzip";
import proxyaddr from "proxy-addr";

installGlobals({ nativeFetch: true });

let build;
try {
  build = await import("./build/index.js");
} catch (error) {
  // The environment check (app/utils/env.server.ts) says what is missing and why; no stack trace needed.
  if (error?.name === "EnvError") {
    console.error(`\n${error.message}\n`);
    process.exit(1);
  }
  throw error;
}
const mode = process.env.NODE_ENV === "production" ? "production" : "development";
const port = Number(process.env.PORT || 3000);
// The address to listen on: every interface when unset; 127.0.0.1 when a proxy on the same machine is the only way in.
const host = process.env.HOST || undefined;
// `remix dev` (npm run dev) sets NODE_ENV=development and REMIX_DEV_ORIGIN: then every
// rebuild replaces `build` (reloadOnRebuild below) and the helpers follow it.
const devLoop = process.env.NODE_ENV === "development" && Boolean(process.env.REMIX_DEV_ORIGIN);
const entry = devLoop ? currentEntry() : build.entry.module;

// Slow clients: a request must send its headers within 10 s and its whole body
// within 30 s; idle keep-alive connections close after 65 s (longer than the
// usual reverse proxy's idle timeout, so the proxy never reuses a socket we close).
const TIMEOUTS = { headersTimeout: 10_000, requestTimeout: 30_000, keepAliveTimeout: 65_000 };

const app = express();
app.disable("x-powered-by");
// Pages carry a fresh nonce each time, so an ETag over the body would never match; static files keep theirs.
app.set("etag", false);
// TRUST_PROXY: a hop count or the proxies' addresses, so req.ip is the address the
// last trusted proxy saw (never `true`: the client writes the left-most X-Forwarded-For).
app.set("trust proxy", entry.trustProxy());
// Pages rendered per request (personal ones, misses) are compressed on the request path: brotli at
// quality 2 and gzip at level 1 cost half the middleware's defaults (quality 4, level 6) for a
// document about 10% larger on the wire, and brotli's window is 256 KB instead of 4 MB (more than
// any page; the 4 MB window's allocation cost about 11 ms of CPU per page). Issue 15 section 1,
// decision 0028. Cached pages carry their own best encodings (page-cache.server.ts) and pass
// through untouched.
app.use(compression({ level: 1, brotli: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 2, [zlib.constants.BROTLI_PARAM_LGWIN]: 18 } } }));
// The browser build is served from the brotli and gzip copies npm run build writes next to each file
// (scripts/precompress.js, decision 0038); the compression middleware leaves an encoded file alone.
// A file that is not there is a plain 404 here (fallthrough: false), never a page with an encoding header set.
app.use("/build", expressStaticGzip("public/build", { enableBrotli: true, orderPreference: ["br", "gzip"], serveStatic: { immutable: true, maxAge: "1y", fallthrough: false } }));
// Uploaded product photos (UPLOAD_DIR/products, app/models/product-photos.server.ts): names are
// content hashes, so a year and immutable; only the names the upload writes are served.
const PHOTO_TYPE = { ".webp": "image/webp", ".avif": "image/avif" };
app.get(/^\/uploads\/products\/([a-f0-9]{32}-\d{2,4}\.(?:webp|avif))$/, (req, res, next) => {
  const name = req.params[0];
  res.sendFile(name, {
    root: path.join(entry.uploadDir(), "products"),
    immutable: true,
    maxAge: "1y",
    dotfiles: "deny",
    headers: { "Content-Type": PHOTO_TYPE[path.extname(name)], "X-Content-Type-Options": "nosniff", "Content-Security-Policy": "default-src 'none'" },
  }, (error) => {
    // A variant still being made after a save (decision 0037): the nearest one that exists stands in.
    if (error?.status === 404 && !res.headersSent) return void entry.missingPhotoVariant(name, res, next);
    if (error && !res.headersSent) res.status(error.status === 404 ? 404 : 500).type("text/plain").send(error.status === 404 ? "Not found" : "Error");
    else if (error) next(error);
  });
});
// Every file under public/ has an extension: a page path (/shop, /product/x) skips the file lookup
// (a stat per request) and goes straight on to the page cache and Remix.
const publicFiles = express.static("public", { maxAge: "1h" });
app.use((req, res, next) => (path.extname(req.path) ? publicFiles(req, res, next) : next()));

const apiError = (res, status, message) =>
  res.status(status).json({ success: false, message, data: null, timestamp: new Date().toISOString() });
const isApi = (path) => path === "/api" || path.startsWith("/api/");

// Refuse state-changing requests that a browser says come from another site
// (app/utils/same-origin.ts, with APP_URL as the site) before Remix runs any action.
const { crossSiteRefusal, CROSS_SITE_MESSAGE, unsupportedBodyRefusal, UNSUPPORTED_BODY_MESSAGE } = entry;
app.use((req, res, next) => {
  const refusal = crossSiteRefusal({
    method: req.method,
    path: req.path,
    host: req.get("host"),
    origin: req.get("origin"),
    secFetchSite: req.get("sec-fetch-site"),
  });
  if (!refusal) {
    // Screens take HTML forms only: anything else would make the action's formData() throw (a 500).
    if (!unsupportedBodyRefusal({ method: req.method, path: req.path, contentType: req.get("content-type") })) return next();
    return res.status(415).type("text/plain").send(UNSUPPORTED_BODY_MESSAGE);
  }
  console.warn(`Refused cross-site ${req.method} ${req.path}: ${refusal}`);
  if (isApi(req.path)) apiError(res, 403, CROSS_SITE_MESSAGE);
  else res.status(403).type("text/plain").send(CROSS_SITE_MESSAGE);
});

// Body limits (app/utils/body-limit.ts): a declared Content-Length over the
// limit is refused before a byte is read; otherwise the body is read here, up
// to the limit and no further (a chunked body is counted as it arrives), and
// handed to Remix whole. A multipart form is parsed once here with the same
// parser request.formData() uses, so a malformed one is a 400, not a 500 in
// the action.
const { bodyLimitFor, bodyTooLargePage, malformedFormPage, API_BODY_LIMIT, LARGE_FORM_BODY_LIMIT, isAdminCookie } = entry;

// After a 413 the rest of the body is read and thrown away (memory stays flat),
// so a browser still uploading gets to see the page instead of a reset
// connection; past DISCARD_LIMIT the connection is cut.
const DISCARD_LIMIT = 16 * 1024 * 1024;

function tooLarge(req, res, limit) {
  // A client told 413 before being invited to send (Expect: 100-continue) sends no body.
  if (req.invitedToSend === false) res.set("Connection", "close");
  if (isApi(req.path)) apiError(res, 413, entry.apiBodyTooLargeMessage(limit));
  else res.status(413).type("html").send(bodyTooLargePage(limit));
  let discarded = 0;
  req.on("data", (chunk) => {
    discarded += chunk.length;
    if (discarded > DISCARD_LIMIT) req.socket.destroy();
  });
  req.resume();
}

/** The body up to `limit` bytes; null when it is larger, undefined when the client went away. */
function readBody(req, limit) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    let size = 0;
    const done = (value, error) => {
      req.off("data", onData).off("end", onEnd).off("error", onError).off("close", onClose);
      if (error) reject(error);
      else resolve(value);
    };
    const onData = (chunk) => {
      size += chunk.length;
      if (size > limit) return done(null);
      chunks.push(chunk);
    };
    const onEnd = () => done(Buffer.concat(chunks, size));
    const onError = (error) => done(undefined, error);
    const onClose = () => done(undefined);
    req.on("data", onData).on("end", onEnd).on("error", onError).on("close", onClose);
  });
}

app.use(async (req, res, next) => {
  let limit = bodyLimitFor(req.method, req.path, req.get("content-type"));
  if (limit === null) return next();
  // The photo and CSV upload limits (megabytes, over the JSON API's 1 MiB) are for signed-in admins:
  // anyone else is held to the admin product form's 512 KB before the body is read, so nobody can make
  // the server buffer 25 MB at will. (The JSON API's own 1 MiB holds for everyone.)
  if (limit > API_BODY_LIMIT) {
    try {
      if (!(await isAdminCookie(req.get("cookie"))) && !(await entry.isAdminBearer(req.get("authorization")))) limit = LARGE_FORM_BODY_LIMIT;
    } catch (error) {
      return next(error);
    }
  }
  const declared = Number(req.get("content-length"));
  if (Number.isFinite(declared) && declared > limit) return tooLarge(req, res, limit);
  let body;
  try {
    body = await readBody(req, limit);
  } catch (error) {
    return next(error);
  }
  if (body === undefined) return; // the client went away
  if (body === null) return tooLarge(req, res, limit);
  const contentType = req.get("content-type") ?? "";
  if (!isApi(req.path) && /^multipart\/form-data\b/i.test(contentType)) {
    try {
      await new Response(body, { headers: { "Content-Type": contentType } }).formData();
    } catch {
      return res.status(400).type("html").send(malformedFormPage());
    }
  }
  req.rawBody = body;
  next();
});

const newNonce = () => crypto.randomBytes(16).toString("base64");
// req.ip is Express's (proxy-addr with the trust proxy setting); a request answered before Express
// asks proxy-addr itself, with the same setting.
const clientIpOf = (req) => ("ip" in req ? req.ip : proxyaddr(req, app.get("trust proxy fn")));
const loadContextFor = (req, cspNonce = newNonce()) => ({ clientIp: clientIpOf(req) || req.socket.remoteAddress || "unknown", cspNonce });

// Every request URL Remix sees has the store's public host (APP_URL's), so
// nothing built from request.url can carry a forged Host or X-Forwarded-Host.
// The scheme is the connection's (X-Forwarded-Proto from a trusted proxy only):
// HSTS and upgrade-insecure-requests follow what the browser really used.
const publicOrigin = entry.appUrl();
const publicHost = new URL(publicOrigin).host;
function requestUrl(req, protocol = req.protocol) {
  let target = req.originalUrl ?? req.url;
  if (!target.startsWith("/")) {
    // An absolute-form request target ("GET http://host/path"): keep its path and query only.
    if (!URL.canParse(target)) return null;
    const parsed = new URL(target);
    target = parsed.pathname + parsed.search;
  }
  const url = `${protocol}://${publicHost}${target}`;
  return URL.canParse(url) ? url : null;
}

// Host is APP_URL's and X-Forwarded-Host is dropped, so Remix's own Origin check agrees with the guard above (app/utils/remix-request-headers.ts).
const requestHeaders = (req) => entry.remixRequestHeaders(req.headers, { appOrigin: publicOrigin, production: mode === "production" });

// Anonymous catalogue pages and API reads (what Cache-Control calls public)
// come from the in-process page cache while the data under them is unchanged
// (app/utils/page-cache.server.ts). Everything else goes straight to Remix.
const { pageCacheKey, cachedPage, freshPage } = entry;
// Each route declares its cache policy (handle.cache); data requests and the page cache read it from these routes.
entry.registerRoutes(build.routes);
const renderToResponse = createFetchHandler(devLoop ? () => build : build, mode);
const SKIPPED_HEADERS = new Set(["content-length", "transfer-encoding", "connection"]);
app.get("*", async (req, res, next) => {
  const url = requestUrl(req);
  if (!url) return next();
  let key = null;
  try {
    key = pageCacheKey({ method: req.method, url, cookie: req.get("cookie"), authorization: req.get("authorization") });
  } catch {
    return next();
  }
  if (!key) return next();
  try {
    const headers = requestHeaders(req);
    const answer = await cachedPage(
      key,
      { nonce: newNonce(), acceptEncoding: req.get("accept-encoding"), ifNoneMatch: req.get("if-none-match") },
      // Rendered for the key's URL: the page as it is without click and campaign tags (utm_*, gclid, ...).
      (nonce) => renderToResponse(new Request(key, { method: "GET", headers }), loadContextFor(req, nonce)),
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

/**
 * Remix's writeReadableStreamToWritable, writing and flushing once per burst of chunks instead of
 * once per chunk. React hands over a page in hundreds of small chunks, and every write into a
 * compression stream has a fixed cost: a 165 KB page written chunk by chunk (and flushed after
 * each, as Remix does) cost about 9-13 ms of CPU in brotli alone (issue 15 section 1, decision
 * 0028). Chunks that arrive together are joined and written on the next turn of the event loop,
 * so whatever a streamed render sends before it waits (the shell, a Suspense boundary) still
 * leaves at once.
 */
async function writeBody(stream, res) {
  const reader = stream.getReader();
  let pending = [];
  let timer = null;
  const writePending = () => {
    if (pending.length) res.write(pending.length === 1 ? pending[0] : Buffer.concat(pending));
    pending = [];
  };
  try {
    while (true) {
      const { done, value } = await reader.read();
      if (done) break;
      pending.push(value);
      timer ??= setImmediate(() => {
        timer = null;
        writePending();
        if (typeof res.flush === "function") res.flush();
      });
    }
    clearImmediate(timer);
    writePending();
    res.end();
  } catch (error) {
    clearImmediate(timer);
    res.destroy(error);
    throw error;
  }
}

// Remix for everything else (what @remix-run/express does, with the body read above).
app.all("*", async (req, res, next) => {
  const url = requestUrl(req);
  if (!url) return res.status(400).type("text/plain").send("Bad request");
  let controller = new AbortController();
  res.on("finish", () => (controller = null));
  res.on("close", () => controller?.abort());
  const init = { method: req.method, headers: requestHeaders(req), signal: controller.signal };
  if (req.method !== "GET" && req.method !== "HEAD") init.body = req.rawBody ?? new Uint8Array(0);
  try {
    const response = await renderToResponse(new Request(url, init), loadContextFor(req));
    res.statusMessage = response.statusText;
    res.status(response.status);
    for (const [name, value] of response.headers.entries()) res.append(name, value);
    if (response.body) await writeBody(response.body, res);
    else res.end();
  } catch (error) {
    next(error);
  }
});

// Page-cache hits before Express (issue 15 section 2): an anonymous GET whose page is in the cache
// and fresh (data versions held in memory, app/utils/data-cache.server.ts) is answered here from
// the stored buffers, as the cached-page route above would answer it, without Express's
// middleware stack. Anything else (a miss, a stale entry, a JSON answer, a personal request)
// takes the ordinary way below. The protocol is read as Express reads req.protocol.
const trustProxyFn = app.get("trust proxy fn");
function protocolOf(req) {
  const proto = req.socket.encrypted ? "https" : "http";
  if (!trustProxyFn(req.socket.remoteAddress, 0)) return proto;
  const header = req.headers["x-forwarded-proto"] || proto;
  const index = header.indexOf(",");
  return index !== -1 ? header.substring(0, index).trim() : header.trim();
}
function answerFromCache(req, res) {
  if (req.method !== "GET" || devLoop) return false;
  const url = requestUrl(req, protocolOf(req));
  if (!url) return false;
  let answer = null;
  try {
    const key = pageCacheKey({ method: "GET", url, cookie: req.headers.cookie, authorization: req.headers.authorization });
    if (key) answer = freshPage(key, { nonce: "", acceptEncoding: req.headers["accept-encoding"], ifNoneMatch: req.headers["if-none-match"] });
  } catch {
    return false;
  }
  if (!answer) return false;
  res.statusCode = answer.status;
  for (const [name, value] of answer.headers) if (!SKIPPED_HEADERS.has(name)) res.setHeader(name, value);
  res.setHeader("X-Page-Cache", answer.cache);
  if (answer.status === 304) {
    res.end();
    return true;
  }
  res.setHeader("Content-Length", answer.body.length);
  res.end(answer.body);
  return true;
}

// A signed-in visitor's (or a guest cart's) GET of a shared page (issue 15 section 1, decision
// 0032): the page cache's anonymous page with their personal slots put in (rendering and keeping
// the anonymous page on a miss), also before Express. Null from personalPage means "render it for
// them": the request then takes the ordinary way. Nothing is written before the answer is whole.
const { personalPageKey, personalPage, pickEncoding } = entry;
const personalBrotli = (size) => ({
  params: {
    [zlib.constants.BROTLI_PARAM_QUALITY]: 2,
    [zlib.constants.BROTLI_PARAM_LGWIN]: Math.min(22, Math.max(16, Math.ceil(Math.log2(size + 1)))),
    [zlib.constants.BROTLI_PARAM_SIZE_HINT]: size,
  },
});
async function answerPersonal(req, res) {
  // Tests compare the copy with a page rendered for the same visitor; never outside production's reach.
  if (mode !== "production" && req.headers["x-personal-slots"] === "off") return false;
  const url = requestUrl(req, protocolOf(req));
  const key = url && personalPageKey(url, req.headers.cookie);
  if (!key) return false;
  const anonymous = requestHeaders(req);
  anonymous.delete("cookie");
  anonymous.delete("authorization");
  const render = (nonce) => renderToResponse(new Request(key, { method: "GET", headers: anonymous }), loadContextFor(req, nonce));
  const page = await personalPage(key, new Request(url, { headers: { cookie: req.headers.cookie } }), render, newNonce());
  if (!page) return false;
  let body = Buffer.from(page.body);
  const encoding = body.length > 1024 ? pickEncoding(req.headers["accept-encoding"], ["br", "gzip"]) : null;
  if (encoding === "br") body = zlib.brotliCompressSync(body, personalBrotli(body.length));
  else if (encoding === "gzip") body = zlib.gzipSync(body, { level: 1 });
  res.statusCode = page.status;
  for (const [name, value] of page.headers) if (!SKIPPED_HEADERS.has(name)) res.setHeader(name, value);
  if (encoding) res.setHeader("Content-Encoding", encoding);
  res.setHeader("X-Page-Cache", page.cache);
  res.setHeader("Content-Length", body.length);
  res.end(body);
  return true;
}

// A page rendered for one visitor (a signed-in or guest-cart GET of /cart, /account, ... or a shared
// page whose slots cannot be spliced), also before Express (issue 15 section 1): nothing in Express's
// stack applies to a bodyless GET of a page path except compression, and a whole document is
// compressed here in one synchronous call, which costs a third of the streaming middleware's CPU per
// page. A render that is still streaming (a Suspense boundary waiting for data) after its first burst
// of output is sent on as it comes, through a streaming compressor flushed after each burst.
const isPagePath = (pathname) => !path.extname(pathname) && !isApi(pathname) && !pathname.startsWith("/build/") && !pathname.startsWith("/uploads/");
const brotliAsync = promisify(zlib.brotliCompress);
const gzipAsync = promisify(zlib.gzip);
const nextTurn = () => new Promise((resolve) => setImmediate(() => resolve(nextTurn.idle)));
nextTurn.idle = Symbol("idle");
async function answerRendered(req, res) {
  const declared = req.headers["content-length"];
  if ((declared && declared !== "0") || req.headers["transfer-encoding"]) return false;
  const url = requestUrl(req, protocolOf(req));
  if (!url || !isPagePath(new URL(url).pathname)) return false;
  // Anonymous GETs (a cookie that is not ours) keep the page cache's way.
  if (pageCacheKey({ method: "GET", url, cookie: req.headers.cookie, authorization: req.headers.authorization })) return false;
  // Gone while the personal page was looked at: nothing to render for.
  if (res.destroyed) return true;
  let controller = new AbortController();
  res.on("finish", () => (controller = null));
  res.on("close", () => controller?.abort());
  const response = await renderToResponse(new Request(url, { method: "GET", headers: requestHeaders(req), signal: controller.signal }), loadContextFor(req));
  const reader = response.body?.getReader();
  const chunks = [];
  let read = reader?.read();
  let finished = !reader;
  while (!finished) {
    const next = await Promise.race([read, nextTurn()]);
    if (next === nextTurn.idle) break;
    if (next.done) finished = true;
    else {
      chunks.push(next.value);
      read = reader.read();
    }
  }
  // Nothing is set on the response before this point, so a failure up to here can still be answered by Express.
  res.statusMessage = response.statusText;
  res.statusCode = response.status;
  for (const [name, value] of response.headers.entries()) res.appendHeader(name, value);
  if (!reader) {
    res.end();
    return true;
  }
  const type = response.headers.get("content-type") ?? "";
  const compressible = /^(text\/|application\/(json|javascript|xml))/.test(type) && !response.headers.has("content-encoding");
  const encoding = compressible ? pickEncoding(req.headers["accept-encoding"], ["br", "gzip"]) : null;
  if (compressible) res.appendHeader("Vary", "Accept-Encoding");
  if (finished) {
    let body = Buffer.concat(chunks);
    if (encoding && body.length > 1024) {
      // A page in one synchronous call; a large download (an admin's CSV) in the thread pool.
      const large = body.length > 256 * 1024;
      if (encoding === "br") body = large ? await brotliAsync(body, personalBrotli(body.length)) : zlib.brotliCompressSync(body, personalBrotli(body.length));
      else body = large ? await gzipAsync(body, { level: 1 }) : zlib.gzipSync(body, { level: 1 });
      res.setHeader("Content-Encoding", encoding);
    }
    res.setHeader("Content-Length", body.length);
    res.end(body);
    return true;
  }
  // Still streaming: what came so far leaves now, the rest burst by burst.
  let out = res;
  if (encoding) {
    res.setHeader("Content-Encoding", encoding);
    out = encoding === "br" ? zlib.createBrotliCompress(personalBrotli(256 * 1024)) : zlib.createGzip({ level: 1 });
    out.pipe(res);
  }
  const flush = () => (out === res ? undefined : out.flush());
  let timer = null;
  try {
    out.write(Buffer.concat(chunks));
    flush();
    let pending = [];
    while (true) {
      const { done, value } = await read;
      if (done) break;
      pending.push(value);
      timer ??= setImmediate(() => {
        timer = null;
        out.write(Buffer.concat(pending));
        pending = [];
        flush();
      });
      read = reader.read();
    }
    clearImmediate(timer);
    if (pending.length) out.write(Buffer.concat(pending));
    out.end();
  } catch (error) {
    clearImmediate(timer);
    if (out !== res) out.destroy();
    res.destroy(error);
    console.error("[rendered page]", error);
  }
  return true;
}

const server = http.createServer({ ...TIMEOUTS, connectionsCheckingInterval: 1_000 }, (req, res) => {
  if (answerFromCache(req, res)) return;
  if (req.method === "GET" && req.headers.cookie && !devLoop) {
    answerPersonal(req, res).then(
      (done) => done || answerRendered(req, res),
      (error) => {
        console.error("[personal page]", error);
        return res.headersSent;
      },
    ).then(
      (done) => done || app(req, res),
      (error) => {
        // The visitor may have gone (the render was aborted): then there is no one to answer.
        if (res.headersSent || req.socket.destroyed) return;
        console.error("[rendered page]", error);
        // Express starts from a clean response: no status or header of the failed answer is kept.
        for (const name of res.getHeaderNames()) res.removeHeader(name);
        res.statusCode = 200;
        res.statusMessage = "";
        app(req, res);
      },
    );
    return;
  }
  app(req, res);
});
// A client that asks before sending (Expect: 100-continue) is told 413 without
// being invited to send a body that is over the limit.
server.on("checkContinue", (req, res) => {
  const limit = bodyLimitFor(req.method, (req.url ?? "/").split("?")[0], req.headers["content-type"]);
  const declared = Number(req.headers["content-length"]);
  req.invitedToSend = !(limit !== null && Number.isFinite(declared) && declared > limit);
  if (req.invitedToSend) res.writeContinue();
  app(req, res);
});
server.listen(port, host, () => {
  console.log(`Store ready on http://${host ?? "localhost"}:${port} (${mode}), public address ${publicOrigin}`);
  if (devLoop) reloadOnRebuild();
});

let stopping = false;
for (const signal of ["SIGTERM", "SIGINT"]) {
  process.once(signal, () => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: finishing requests in flight...`);
    server.close(async () => {
      try {
        await entry.shutdown?.();
      } finally {
        process.exit(0);
      }
    });
    // Keep-alive sockets would hold close() open; give in-flight requests 10 s.
    setTimeout(() => process.exit(0), 10_000).unref();
    server.closeIdleConnections?.();
  });
}

// The dev loop, Remix's manual mode (`remix dev --manual -c "node server.js"`):
// remix dev rebuilds on every save and writes build/version.txt after the
// server build; this process then imports the new build (a fresh module URL,
// so Node does not hand back the cached one) and tells remix dev it is ready.
// The process and its database connection stay up. Development only.
function reloadOnRebuild() {
  broadcastDevReady(build).catch(() => {});
  let pending;
  fs.watch(new URL("./build/", import.meta.url), (_event, file) => {
    if (file !== "version.txt") return;
    clearTimeout(pending);
    pending = setTimeout(async () => {
      try {
        build = await import(`./build/index.js?t=${Date.now()}`);
        await broadcastDevReady(build);
        console.log(`Rebuilt: now serving build ${build.assets.version}`);
      } catch (error) {
        console.error("Could not load the new build:", error);
      }
    }, 50);
  });
}

/** The entry module's exports, always from the current build (the dev loop replaces it). */
function currentEntry() {
  return new Proxy(
    {},
    {
      get(_target, name) {
        const value = build.entry.module[name];
        return typeof value === "function" ? (...args) => build.entry.module[name](...args) : value;
      },
    },
  );
}
