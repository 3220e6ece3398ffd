import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { z, ZodError } from "zod";
import { INVALID_TOKEN, verifyAccessTokenClaims } from "~/models/token.server";
import { ACCOUNT_DEACTIVATED, getUserById, toPublicUser, type PublicUser } from "~/models/user.server";
import { apiCacheControl, type CachePolicy } from "~/utils/cache-control.server";
import { API_MAX_LIMIT } from "~/utils/constants";
import { AppError, Forbidden, TooManyRequests, Unauthorized, type FieldError } from "~/utils/errors";
import { API_TOO_LARGE_MESSAGE } from "~/utils/body-limit";

// The edge of the JSON API (API.md): every response is the envelope
// { success, message, data, errors?, timestamp }, every failure maps to its
// status code, and nothing internal (stack, SQL) leaves the server.
//
// A route module:
//   export const { loader, action } = apiMethods({
//     POST: async ({ request }) => created(await createThing(await parseJsonBody(request, ThingSchema)), "Created"),
//   });

export const MAX_BODY_BYTES = 1024 * 1024;

export const MESSAGES = {
  validation: "Validation failed",
  invalidJson: "Invalid JSON",
  notObject: "Request body must be a JSON object",
  unsupportedMediaType: "Content-Type must be application/json",
  payloadTooLarge: API_TOO_LARGE_MESSAGE,
  authRequired: "Authentication required",
  adminRequired: "Admin access required",
  methodNotAllowed: "Method not allowed",
  notFound: "API route not found",
  internal: "Internal server error",
} as const;

export type Envelope<T = unknown> = {
  success: boolean;
  message: string;
  data: T;
  errors?: FieldError[];
  timestamp: string;
};

/** An error with an arbitrary HTTP status (413, 415, 405...) for the cases AppError's subclasses do not name. */
export class HttpError extends AppError {
  constructor(
    status: number,
    message: string,
    errors?: FieldError[],
    public headers?: HeadersInit,
  ) {
    super(message, errors);
    this.status = status;
  }
}

// ---------------------------------------------------------------- responses

/** The envelope as a Response. Prefer ok / created / fail. */
export function sendEnvelope<T>(status: number, body: Omit<Envelope<T>, "timestamp">, init: { headers?: HeadersInit } = {}): Response {
  // Key order as documented: success, message, data, errors?, timestamp.
  const envelope: Envelope<T> = {
    success: body.success,
    message: body.message,
    data: body.data,
    ...(body.errors ? { errors: body.errors } : {}),
    timestamp: new Date().toISOString(),
  };
  const headers = new Headers(init.headers);
  headers.set("Content-Type", "application/json; charset=utf-8");
  headers.set("X-Content-Type-Options", "nosniff");
  return new Response(JSON.stringify(envelope), { status, headers });
}

export function ok<T>(data: T, message = "OK", init?: { headers?: HeadersInit }): Response {
  return sendEnvelope(200, { success: true, message, data }, init);
}

export function created<T>(data: T, message = "Created", init?: { headers?: HeadersInit }): Response {
  return sendEnvelope(201, { success: true, message, data }, init);
}

export function fail(status: number, message: string, errors?: FieldError[], init?: { headers?: HeadersInit }): Response {
  return sendEnvelope(status, { success: false, message, data: null, errors }, init);
}

/** One item per bad field (its first problem), `param` = the dotted path. */
export function zodFieldErrors(error: ZodError): FieldError[] {
  const seen = new Map<string, FieldError>();
  for (const issue of error.issues) {
    const param = issue.path.join(".") || "body";
    if (!seen.has(param)) seen.set(param, { param, msg: issue.message });
  }
  return [...seen.values()];
}

/** Any thrown value as an envelope: AppError and ZodError by their status, anything else a logged 500. */
export function errorResponse(error: unknown): Response {
  if (error instanceof Response) return error;
  if (error instanceof ZodError) return fail(400, MESSAGES.validation, zodFieldErrors(error));
  if (error instanceof AppError && error.status < 500) {
    const headers = new Headers(error instanceof HttpError ? error.headers : undefined);
    if (error instanceof TooManyRequests) headers.set("Retry-After", String(Math.max(1, Math.ceil(error.retryAfterSeconds))));
    if (error.status === 401) headers.set("WWW-Authenticate", 'Bearer realm="api"');
    return fail(error.status, error.message, error.errors, { headers });
  }
  if (error instanceof HttpError) return fail(error.status, error.message, undefined, { headers: error.headers });
  console.error("[api] unhandled error:", error);
  return fail(500, MESSAGES.internal);
}

// ---------------------------------------------------------------- route wrappers

type Args = LoaderFunctionArgs | ActionFunctionArgs;
export type ApiHandler = (args: LoaderFunctionArgs) => Response | Promise<Response>;

// Requests that passed requireApiUser: their responses must never be cached.
const authenticated = new WeakSet<Request>();

/** Cache-Control from the route's declared policy (utils/cache-control.server.ts): public catalogue reads, no-store otherwise. */
function finish(response: Response, request: Request, policy: CachePolicy): Response {
  const value = apiCacheControl(policy, {
    request,
    status: response.status,
    signedIn: authenticated.has(request),
    own: response.headers.get("Cache-Control"),
  });
  try {
    response.headers.set("Cache-Control", value);
    return response;
  } catch {
    // Some Responses (Response.redirect) have immutable headers.
    const copy = new Response(response.body, response);
    copy.headers.set("Cache-Control", value);
    return copy;
  }
}

// The policy each wrapped loader applies, so a test can check it is the one its route declares.
const loaderPolicies = new WeakMap<object, CachePolicy>();

/** The cache policy an API loader built here applies, or undefined for any other function. */
export function apiLoaderPolicy(loader: unknown): CachePolicy | undefined {
  return typeof loader === "function" ? loaderPolicies.get(loader) : undefined;
}

async function run(fn: ApiHandler, args: Args, policy: CachePolicy): Promise<Response> {
  let response: Response;
  try {
    response = await fn(args);
    if (!(response instanceof Response)) throw new Error("API handler did not return a Response");
  } catch (error) {
    response = errorResponse(error);
  }
  return finish(response, args.request, policy);
}

/** The route's declared policy (its `cachePolicy` export); a route that passes none is no-store. */
type RouteCache = { cache: CachePolicy };

/** A loader that always answers with an envelope (errors included). */
export function apiLoader(fn: ApiHandler, route: RouteCache = { cache: "no-store" }) {
  const loader = (args: LoaderFunctionArgs): Promise<Response> => run(fn, args, route.cache);
  loaderPolicies.set(loader, route.cache);
  return loader;
}

/** An action that always answers with an envelope (errors included); writes are never stored. */
export function apiAction(fn: ApiHandler) {
  return (args: ActionFunctionArgs): Promise<Response> => run(fn, args, "no-store");
}

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/**
 * Loader and action for a resource route from one handler per method; any
 * other method gets 405 with an `Allow` header (HEAD follows GET). A route
 * whose reads may be shared hands its declared policy over:
 *   export const cachePolicy = "public" satisfies CachePolicy;
 *   export const { loader, action } = apiMethods({ GET: ..., PUT: ... }, { cache: cachePolicy });
 */
export function apiMethods(handlers: Partial<Record<Method, ApiHandler>>, route?: RouteCache) {
  const allow = Object.keys(handlers).join(", ");
  const dispatch: ApiHandler = (args) => {
    const method = args.request.method.toUpperCase();
    const handler = handlers[(method === "HEAD" ? "GET" : method) as Method];
    if (!handler) throw new HttpError(405, MESSAGES.methodNotAllowed, undefined, { Allow: allow });
    return handler(args);
  };
  return { loader: apiLoader(dispatch, route), action: apiAction(dispatch) };
}

// One helper for the client address, shared with the form routes.
export { clientIp } from "~/utils/request.server";

// ---------------------------------------------------------------- input

function isJsonMediaType(contentType: string) {
  const type = contentType.split(";")[0].trim().toLowerCase();
  return type === "application/json" || (type.startsWith("application/") && type.endsWith("+json"));
}

async function readBodyLimited(request: Request): Promise<Uint8Array> {
  if (!request.body) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_BODY_BYTES) {
      // Stop reading but do not cancel: cancelling destroys the socket before the 413 is written;
      // Node discards the rest of an unread body once the response is sent.
      reader.releaseLock();
      throw new HttpError(413, MESSAGES.payloadTooLarge);
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/**
 * The request's JSON body validated by `schema`. 415 unless the body is sent
 * as application/json, 413 over 1 MiB (declared or actually read), 400
 * 'Invalid JSON', 400 with errors[] when the schema rejects it. A request
 * with no body at all validates `{}`, so optional-body calls (logout) work.
 */
export async function parseJsonBody<S extends z.ZodTypeAny>(request: Request, schema: S): Promise<z.output<S>> {
  const declared = request.headers.get("Content-Length");
  if (declared && Number(declared) > MAX_BODY_BYTES) throw new HttpError(413, MESSAGES.payloadTooLarge);
  const contentType = request.headers.get("Content-Type");
  if (contentType && !isJsonMediaType(contentType)) throw new HttpError(415, MESSAGES.unsupportedMediaType);
  const bytes = await readBodyLimited(request);
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    throw new HttpError(400, MESSAGES.invalidJson);
  }
  let value: unknown = {};
  if (text.trim() !== "") {
    if (!contentType) throw new HttpError(415, MESSAGES.unsupportedMediaType);
    try {
      value = JSON.parse(text);
    } catch {
      throw new HttpError(400, MESSAGES.invalidJson);
    }
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) throw new HttpError(400, MESSAGES.notObject);
  return parseWith(schema, value);
}

function parseWith<S extends z.ZodTypeAny>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw new HttpError(400, MESSAGES.validation, zodFieldErrors(result.error));
  return result.data;
}

/**
 * The query string validated by `schema`. Values arrive as strings (a repeated
 * key as an array); empty values count as absent. Use `queryInt` /
 * `paginationQuery` for numbers so bad ones are a 400, not a crash.
 */
export function parseQuery<S extends z.ZodTypeAny>(source: URL | string | Request, schema: S): z.output<S> {
  const url = source instanceof URL ? source : new URL(typeof source === "string" ? source : source.url);
  const raw: Record<string, string | string[]> = {};
  for (const key of new Set(url.searchParams.keys())) {
    const values = url.searchParams.getAll(key).filter((v) => v !== "");
    if (values.length === 1) raw[key] = values[0];
    else if (values.length > 1) raw[key] = values;
  }
  return parseWith(schema, raw);
}

/** A whole-number query parameter within [min, max]; absent gives `fallback`. */
export function queryInt(name: string, { min = 0, max = Number.MAX_SAFE_INTEGER, fallback }: { min?: number; max?: number; fallback?: number } = {}) {
  const parsed = z
    .string()
    .trim()
    .regex(/^-?\d+$/, `${name} must be a whole number`)
    .transform(Number)
    .refine((n) => n >= min && n <= max, `${name} must be between ${min} and ${max}`);
  return fallback === undefined ? parsed.optional() : parsed.default(String(fallback));
}

/** `page` (default 1) and `limit` (default the screen's page size, capped at API_MAX_LIMIT). Extend it with `.extend({...})`. */
export function paginationQuery(defaultLimit: number) {
  return z.object({
    page: queryInt("page", { min: 1, max: 1_000_000, fallback: 1 }),
    limit: z
      .string()
      .trim()
      .regex(/^\d+$/, "limit must be a whole number")
      .transform(Number)
      .refine((n) => n >= 1, "limit must be at least 1")
      .transform((n) => Math.min(n, API_MAX_LIMIT))
      .default(String(defaultLimit)),
  });
}

// ---------------------------------------------------------------- auth

const userCache = new WeakMap<Request, Promise<PublicUser>>();

function bearerToken(request: Request): string | null {
  const header = request.headers.get("Authorization");
  if (!header) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  if (!match) throw new Unauthorized(MESSAGES.authRequired);
  return match[1];
}

async function loadApiUser(request: Request): Promise<PublicUser> {
  const token = bearerToken(request);
  if (!token) throw new Unauthorized(MESSAGES.authRequired);
  const { userId, version } = await verifyAccessTokenClaims(token);
  // The user (and so role and active flag) comes from the database on every request, never from the token.
  const user = await getUserById(userId);
  if (!user) throw new Unauthorized(MESSAGES.authRequired);
  if (!user.isActive) throw new Forbidden(ACCOUNT_DEACTIVATED);
  // Logout, a password change or reset and deactivation bump the version: older tokens end at once.
  if (user.tokenVersion !== version) throw new Unauthorized(INVALID_TOKEN);
  return toPublicUser(user);
}

/** The signed-in user of a bearer request: 401 without a valid access token, 403 when deactivated. */
export function requireApiUser(request: Request): Promise<PublicUser> {
  authenticated.add(request);
  let pending = userCache.get(request);
  if (!pending) {
    pending = loadApiUser(request);
    userCache.set(request, pending);
  }
  return pending;
}

/** As requireApiUser, then 403 unless the user's role in the database is admin. */
export async function requireApiAdmin(request: Request): Promise<PublicUser> {
  const user = await requireApiUser(request);
  if (user.role !== "admin") throw new Forbidden(MESSAGES.adminRequired);
  return user;
}
