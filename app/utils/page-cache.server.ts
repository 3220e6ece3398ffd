import crypto from "node:crypto";
import { promisify } from "node:util";
import zlib from "node:zlib";
import type { SlotUse } from "~/components/personal/slots";
import { hasOurCookies, inRenderScope, routePolicy } from "~/utils/cache-control.server";
import { catalogVersion, exactCatalogVersion, versionsIfKnown } from "~/utils/data-cache.server";

// The server's own shared cache for what Cache-Control already calls public:
// the routes that declare `handle.cache = "public"` (catalogue pages, their
// data requests and catalogue API answers; utils/cache-control.server.ts) as a
// visitor without our cookies or a token sees them. A CDN in front would keep these for s-maxage; this
// keeps them in process instead, so a burst of anonymous traffic on /shop
// costs one render per page per data change, not one per request
// (docs/decisions/0008-page-cache.md).
//
// Never stale: an entry remembers the catalogue version it was rendered at
// (row 2 of DataVersion, bumped by triggers on writes a public page can show:
// products, categories, subcategories, reviews, reviewers' names, and a stock
// figure only when what a page shows of it changes; a sign-in or an order's
// bookkeeping leaves it alone; JSON API answers, which carry exact stock, also
// follow row 3; docs/decisions/0028) and lives at most one time slot. The
// versions are held in memory (data-cache.server.ts), so a fresh hit is
// answered by server.js before Express without touching SQLite (freshPage). Never shared between people: only requests
// without our cookies (read with Remix's own cookie parser) or an
// Authorization header are looked up, and only 200 answers marked public and
// setting no cookie are kept, from a render that found no user, guest cart,
// wishlist or toast (markPersonalRender, whatever the cookie test said).
//
// Pages and Remix data are kept byte for byte, compressed once (brotli and
// gzip) with an ETag, so a hit is a buffer write or a 304. That needs a page
// without a per-request nonce: a cached page is rendered with a throwaway
// token, the token is taken out of the markup, and its Content-Security-Policy
// allows exactly its own inline scripts by their SHA-256 hashes instead.
// API answers keep their envelope's timestamp current on every hit.

const MAX_BYTES = 64 * 1024 * 1024;
const SLOT_MS = 60_000;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

type Encoding = "br" | "gzip";

type Entry = {
  version: number;
  slot: number;
  status: number;
  headers: Array<[string, string]>;
  /** JSON envelopes are re-stamped per request; everything else is served as stored. */
  json: boolean;
  text: string;
  identity: Buffer;
  encoded: Partial<Record<Encoding, Buffer>>;
  etag: string;
  bytes: number;
  /** The personal slots the page rendered (anonymously), for a signed-in visitor's copy (decision 0032). */
  slots: SlotUse[];
};

export type CachedAnswer = {
  status: number;
  headers: Array<[string, string]>;
  body: Buffer | string;
  cache: "hit" | "stale" | "miss" | "bypass";
};

export type CacheRequest = { nonce: string; acceptEncoding?: string | null; ifNoneMatch?: string | null };

const entries = new Map<string, Entry>();
const inFlight = new Map<string, Promise<Entry | null>>();
let totalBytes = 0;

/** The cache key for a request that may be answered from the cache, or null. */
export function pageCacheKey(input: { method: string; url: string; cookie?: string | null; authorization?: string | null }): string | null {
  if (process.env.PAGE_CACHE_DISABLED === "1") return null;
  if (input.method !== "GET" || input.authorization) return null;
  if (hasOurCookies(input.cookie)) return null;
  const url = new URL(input.url);
  // Whether it may be shared is what its routes declare, read as Cache-Control reads it.
  if (routePolicy(url.pathname) !== "public") return null;
  return withoutTrackingParams(url).href;
}

// Click and campaign tags that ad networks and mailers append to a link. No page reads them, so
// every ad click would otherwise be a cache miss of its own; the page is rendered (and kept) for
// the URL without them, and the browser keeps them in its address bar for any analytics script.
const TRACKING_PARAM = /^(utm_[a-z_]+|gclid|gclsrc|gbraid|wbraid|dclid|fbclid|msclkid|ttclid|twclid|yclid|igshid|li_fat_id|mc_cid|mc_eid|_ga|_gl)$/i;

/** The URL without click and campaign tags (utm_*, gclid, fbclid, ...). */
export function withoutTrackingParams(url: URL): URL {
  const clean = new URL(url);
  for (const name of new Set(clean.searchParams.keys())) {
    if (TRACKING_PARAM.test(name)) clean.searchParams.delete(name);
  }
  return clean;
}

/** The best encoding the client accepts among those stored (q=0 refuses one). */
export function pickEncoding(acceptEncoding: string | null | undefined, available: Encoding[]): Encoding | null {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? "").toLowerCase().split(",")) {
    const [name, ...params] = part.trim().split(";");
    if (!name) continue;
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    accepted.set(name, q === undefined ? 1 : Number(q));
  }
  for (const encoding of ["br", "gzip"] as const) {
    const q = accepted.get(encoding) ?? accepted.get("*") ?? 0;
    if (q > 0 && available.includes(encoding)) return encoding;
  }
  return null;
}

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/g;

/** Takes the render's token out of a page and allows its inline scripts by hash instead. */
function withoutToken(text: string, headers: Array<[string, string]>, token: string): { text: string; headers: Array<[string, string]> } | null {
  const stripped = text.split(` nonce="${token}"`).join("");
  if (stripped.includes(token)) return null;
  const hashes: string[] = [];
  for (const [, attributes, content] of stripped.matchAll(INLINE_SCRIPT)) {
    if (/\bsrc=/.test(attributes) || !content) continue;
    hashes.push(`'sha256-${crypto.createHash("sha256").update(content, "utf8").digest("base64")}'`);
  }
  const source = hashes.length ? [...new Set(hashes)].join(" ") : "";
  return {
    text: stripped,
    headers: headers.map(([name, value]) => [name, value.split(`'nonce-${token}'`).join(source).replace(/ {2,}/g, " ")]),
  };
}

function storable(response: Response): boolean {
  return response.status === 200 && !response.headers.has("Set-Cookie") && /\bpublic\b/.test(response.headers.get("Cache-Control") ?? "");
}

const TIMESTAMP = /"timestamp":"[^"]*"\}$/;

/** `answer`, after quickly encoding the page for this client if the entry has not got its encoding yet (its best encodings are still being made). */
async function respond(entry: Entry, request: CacheRequest, cache: CachedAnswer["cache"]): Promise<CachedAnswer> {
  const wanted = pickEncoding(request.acceptEncoding, ["br", "gzip"]);
  if (wanted && !entry.json && entry.identity.length > 1024 && !entry.encoded[wanted]) {
    const quick = await quickEncode(entry.identity, wanted);
    entry.encoded = { ...quick, ...entry.encoded };
  }
  return answer(entry, request, cache);
}

function answer(entry: Entry, request: CacheRequest, cache: CachedAnswer["cache"]): CachedAnswer {
  if (entry.json) {
    const body = entry.text.replace(TIMESTAMP, `"timestamp":"${new Date().toISOString()}"}`);
    return { status: entry.status, headers: entry.headers, body, cache };
  }
  const headers: Array<[string, string]> = entry.headers.map(([name, value]) => [name, name === "vary" ? `${value}, Accept-Encoding` : value]);
  if (!headers.some(([name]) => name === "vary")) headers.push(["vary", "Accept-Encoding"]);
  headers.push(["etag", entry.etag]);
  if (request.ifNoneMatch && request.ifNoneMatch.split(",").some((tag) => tag.trim().replace(/^W\//, "") === entry.etag)) {
    return { status: 304, headers, body: "", cache };
  }
  const encoding = pickEncoding(request.acceptEncoding, Object.keys(entry.encoded) as Encoding[]);
  if (!encoding) return { status: entry.status, headers, body: entry.identity, cache };
  return { status: entry.status, headers: [...headers, ["content-encoding", encoding]], body: entry.encoded[encoding]!, cache };
}

function remember(key: string, entry: Entry) {
  const old = entries.get(key);
  if (old) totalBytes -= old.bytes;
  entries.delete(key);
  // Least recently used first: drop until the new entry fits.
  for (const [oldKey, oldEntry] of entries) {
    if (totalBytes + entry.bytes <= MAX_BYTES) break;
    entries.delete(oldKey);
    totalBytes -= oldEntry.bytes;
  }
  entries.set(key, entry);
  totalBytes += entry.bytes;
}

/**
 * A miss is answered at the cost of a plain render: only the encoding this client takes, at the
 * quick settings the compression middleware uses for pages it does not keep. Every stored page
 * is then compressed well (brotli 9, gzip 9) off the request path, for the hits that follow.
 */
const QUICK = { brQuality: 4, gzip: { level: 6 } } as const;

/**
 * Brotli's window sized to the page (at least 64 KB, at most the default 4 MB): the encoder
 * allocates its window for every page, and a 4 MB window for a 165 KB page cost about 10 ms of
 * page faults per encoding, with the same output (issue 15 section 1, decision 0028).
 */
export function brotliWindowBits(size: number): number {
  return Math.min(22, Math.max(16, Math.ceil(Math.log2(size + 1))));
}

const brotliOptions = (identity: Buffer, quality: number) => ({
  params: {
    [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
    [zlib.constants.BROTLI_PARAM_LGWIN]: brotliWindowBits(identity.length),
    [zlib.constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
  },
});

function quickEncode(identity: Buffer, encoding: Encoding | null): Promise<Entry["encoded"]> {
  if (encoding === "br") return brotli(identity, brotliOptions(identity, QUICK.brQuality)).then((br) => ({ br }));
  if (encoding === "gzip") return gzip(identity, QUICK.gzip).then((gz) => ({ gzip: gz }));
  return Promise.resolve({});
}

async function bestEncode(identity: Buffer): Promise<Entry["encoded"]> {
  const [br, gz] = await Promise.all([
    brotli(identity, brotliOptions(identity, 9)),
    gzip(identity, { level: 9 }),
  ]);
  return { br, gzip: gz };
}

const entryBytes = (identity: Buffer, encoded: Entry["encoded"], kept: string) =>
  identity.length + (encoded.br?.length ?? 0) + (encoded.gzip?.length ?? 0) + kept.length * 2 + 1024;

/** Replaces a freshly stored entry's quick encodings with the best ones, unless it was replaced meanwhile. */
function polishInBackground(key: string, entry: Entry) {
  if (entry.json || entry.identity.length <= 1024) return;
  setImmediate(() => {
    bestEncode(entry.identity)
      .then((encoded) => {
        if (entries.get(key) !== entry) return;
        totalBytes -= entry.bytes;
        entry.encoded = encoded;
        entry.bytes = entryBytes(entry.identity, encoded, entry.text);
        totalBytes += entry.bytes;
      })
      .catch((error: unknown) => console.error("[page-cache] compression failed:", error));
  });
}

async function makeEntry(
  response: Response,
  token: string,
  version: number,
  slot: number,
  personal: boolean,
  slots: SlotUse[],
  encode: (identity: Buffer) => Promise<Entry["encoded"]>,
): Promise<{ entry: Entry; store: boolean }> {
  let headers: Array<[string, string]> = [];
  response.headers.forEach((value, name) => headers.push([name, value]));
  let text = await response.text();
  const contentType = response.headers.get("Content-Type") ?? "";
  const json = contentType.startsWith("application/json");
  let store = !personal && storable(response);
  if (store && contentType.startsWith("text/html")) {
    const hashed = withoutToken(text, headers, token);
    if (hashed) ({ text, headers } = hashed);
    else store = false;
  }
  if (!store) {
    // Served once, as rendered: the token is this request's nonce after all.
    return { entry: { version, slot, status: response.status, headers, json, text, identity: Buffer.from(text), encoded: {}, etag: "", bytes: 0, slots }, store };
  }
  const identity = Buffer.from(text);
  const encoded: Entry["encoded"] = !json && identity.length > 1024 ? await encode(identity) : {};
  const etag = `"${crypto.createHash("sha1").update(identity).digest("base64url")}"`;
  // Only JSON is re-stamped from its text; everything else is served from the buffers.
  const kept = json ? text : "";
  const bytes = entryBytes(identity, encoded, kept);
  return { entry: { version, slot, status: response.status, headers, json, text: kept, identity, encoded, etag, bytes, slots }, store };
}

/**
 * Answers `key` from the cache when the data has not changed since it was
 * rendered, or renders it with `render(token)` (the token stands in for the
 * CSP nonce) and keeps it when it is storable.
 */
// The JSON API carries exact stock figures; pages and their data show only what a shopper sees of
// them (sold out, "Only N left", the quantity cap), which the catalogue version alone follows.
const exactStock = (key: string) => new URL(key).pathname.startsWith("/api/");

/**
 * A fresh entry for `key` answered at once, without awaiting anything, or null (server.js asks
 * this before Express's middleware stack; on null the request takes the ordinary way).
 */
export function freshPage(key: string, request: CacheRequest, now = Date.now()): CachedAnswer | null {
  // JSON answers go the ordinary way: they are re-stamped per request and compressed by Express's middleware.
  const hit = freshEntry(key, now);
  if (!hit) return null;
  // A client whose encoding is not stored yet waits for the quick encoding on the ordinary way.
  const wanted = pickEncoding(request.acceptEncoding, ["br", "gzip"]);
  if (wanted && hit.identity.length > 1024 && !hit.encoded[wanted]) return null;
  return answer(hit, request, "hit");
}

export async function cachedPage(key: string, request: CacheRequest, render: (token: string) => Promise<Response>, now = Date.now()): Promise<CachedAnswer> {
  const found = await sharedEntry(key, request, render, now);
  if ("bypass" in found) return found.bypass;
  return found.cache === "miss" ? answer(found.entry, request, "miss") : respond(found.entry, request, found.cache);
}

/**
 * The kept entry for `key`: a hit while the data under it is unchanged; a stale one (refreshed in
 * the background) when only its time slot has passed; else rendered with `render(token)` (the
 * token stands in for the CSP nonce) and kept when storable. `bypass` is an answer that could not
 * be kept (served once, as rendered).
 */
export async function sharedEntry(
  key: string,
  request: CacheRequest,
  render: (token: string) => Promise<Response>,
  now = Date.now(),
): Promise<{ entry: Entry; cache: CachedAnswer["cache"] } | { bypass: CachedAnswer }> {
  const version = exactStock(key) ? await exactCatalogVersion() : await catalogVersion();
  const slot = Math.floor(now / SLOT_MS);
  const hit = entries.get(key);
  if (hit && hit.version === version && hit.slot === slot) {
    entries.delete(key);
    entries.set(key, hit);
    return { entry: hit, cache: "hit" };
  }
  // Only its time slot has passed (the data under it is unchanged): answer it at once and render the
  // next one in the background, one render per key, rather than making this visitor wait (and every
  // entry expire at the same minute boundary). A change of data is never served stale.
  if (hit && hit.version === version && hit.slot === slot - 1) {
    refreshInBackground(key, render, version, slot);
    return { entry: hit, cache: "stale" };
  }

  // Concurrent misses for one key share one render.
  const flightKey = `${version}:${slot}:${key}`;
  const pending = inFlight.get(flightKey);
  if (pending) {
    const shared = await pending;
    if (shared) return { entry: shared, cache: "hit" };
  }

  let settle: (entry: Entry | null) => void = () => {};
  if (!pending) inFlight.set(flightKey, new Promise((resolve) => (settle = resolve)));
  try {
    // Rendered with the request's own nonce: if the page cannot be kept, it is served as is.
    // A render that found someone's session, guest cart or toast is theirs alone.
    const { result: response, personal, slots } = await inRenderScope(() => render(request.nonce));
    const wanted = pickEncoding(request.acceptEncoding, ["br", "gzip"]);
    const { entry, store } = await makeEntry(response, request.nonce, version, slot, personal, slots, (identity) => quickEncode(identity, wanted));
    if (!store) {
      settle(null);
      return { bypass: { status: entry.status, headers: entry.headers, body: entry.text, cache: "bypass" } };
    }
    remember(key, entry);
    polishInBackground(key, entry);
    settle(entry);
    return { entry, cache: "miss" };
  } catch (error) {
    settle(null);
    throw error;
  } finally {
    if (!pending) inFlight.delete(flightKey);
  }
}

/** A kept page entry for `key` that is fresh now, without awaiting anything, or null. */
export function freshEntry(key: string, now = Date.now()): Entry | null {
  const hit = entries.get(key);
  if (!hit || hit.json) return null;
  const versions = versionsIfKnown(now);
  if (!versions) return null;
  const version = exactStock(key) ? versions.catalog + versions.stock : versions.catalog;
  if (hit.version !== version || hit.slot !== Math.floor(now / SLOT_MS)) return null;
  entries.delete(key);
  entries.set(key, hit);
  return hit;
}

export type { Entry as PageCacheEntry };

const refreshing = new Set<string>();

function refreshInBackground(key: string, render: (token: string) => Promise<Response>, version: number, slot: number) {
  if (refreshing.has(key)) return;
  refreshing.add(key);
  const nonce = crypto.randomBytes(16).toString("base64");
  void inRenderScope(() => render(nonce))
    .then(async ({ result: response, personal, slots }) => {
      const { entry, store } = await makeEntry(response, nonce, version, slot, personal, slots, bestEncode);
      if (store) remember(key, entry);
    })
    .catch((error: unknown) => console.error("[page-cache] background render failed:", error))
    .finally(() => refreshing.delete(key));
}

/** For tests: forget everything. */
export function clearPageCache() {
  entries.clear();
  inFlight.clear();
  totalBytes = 0;
}
