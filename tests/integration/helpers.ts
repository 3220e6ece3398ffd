import crypto from "node:crypto";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { SignJWT } from "jose";
import { prisma } from "~/db.server";
import { issueTokenPair, JWT_AUDIENCE, JWT_ISSUER, type TokenPair } from "~/models/token.server";
import { toPublicUser, type PublicUser } from "~/models/user.server";
import { createSession } from "~/models/session.server";
import { sessionStorage } from "~/utils/session.server";
import { getToast } from "~/utils/toast.server";
import type { FieldError } from "~/utils/errors";
import { getEnv } from "~/utils/env.server";
import { hashPassword } from "~/utils/password.server";

// Helpers for integration tests that call route modules directly with real
// Requests against this worker's SQLite file. Tests in one file share the
// database, so everything here makes unique e-mails and client addresses.

export const BASE_URL = "http://localhost";
/** Meets both the registration rule and the change-password rule. */
export const DEFAULT_PASSWORD = "Passw0rd@123";

let counter = 0;
const runId = crypto.randomBytes(3).toString("hex");
const next = () => ++counter;

export function uniqueEmail(prefix = "user"): string {
  return `${prefix}-${runId}-${next()}@example.com`;
}

/** A fresh client address (10.x.y.z), so per-IP rate limits never leak between tests. */
export function uniqueIp(): string {
  const n = next();
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}

export type TestUser = PublicUser & { password: string; isActive: boolean };

/** A user straight in the database (no rate limits, no e-mail), with its plain password. */
export async function createUser(
  opts: { role?: "customer" | "admin"; isActive?: boolean; password?: string; email?: string; firstName?: string; lastName?: string; phone?: string } = {},
): Promise<TestUser> {
  const password = opts.password ?? DEFAULT_PASSWORD;
  const user = await prisma.user.create({
    data: {
      email: (opts.email ?? uniqueEmail(opts.role ?? "customer")).toLowerCase(),
      passwordHash: await hashPassword(password),
      firstName: opts.firstName ?? "Asha",
      lastName: opts.lastName ?? "Patel",
      phone: opts.phone ?? "9876543210",
      role: opts.role ?? "customer",
      isActive: opts.isActive ?? true,
    },
  });
  return { ...toPublicUser(user), password, isActive: user.isActive };
}

/** An access token and a refresh token for the user, as a sign-in would issue. */
export function tokensFor(user: { id: string }): Promise<TokenPair> {
  return issueTokenPair(user.id);
}

/** An access token signed like the app's, with `exp` at now + `expiresInSeconds` (negative: already expired). */
export function signAccessToken(userId: string, expiresInSeconds: number): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ typ: "access" })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setSubject(userId)
    .setIssuer(JWT_ISSUER)
    .setAudience(JWT_AUDIENCE)
    .setIssuedAt(Math.min(now, now + expiresInSeconds - 60))
    .setExpirationTime(now + expiresInSeconds)
    .sign(new TextEncoder().encode(getEnv().JWT_SECRET));
}

/** A correctly signed access token that expired `secondsAgo` seconds ago. */
export function expiredAccessToken(userId: string, secondsAgo = 60): Promise<string> {
  return signAccessToken(userId, -secondsAgo);
}

type RequestOptions = { token?: string; headers?: HeadersInit };

/**
 * A Request to BASE_URL + path. An object body is sent as JSON with
 * `Content-Type: application/json`; a string or binary body is sent as is
 * (set the content type in `headers`).
 */
export function jsonRequest(method: string, path: string, body?: unknown, { token, headers }: RequestOptions = {}): Request {
  const h = new Headers(headers);
  let payload: BodyInit | undefined;
  if (body !== undefined) {
    if (typeof body === "string" || body instanceof Uint8Array || body instanceof ReadableStream) {
      payload = body as BodyInit;
    } else {
      payload = JSON.stringify(body);
      if (!h.has("Content-Type")) h.set("Content-Type", "application/json");
    }
  }
  if (token) h.set("Authorization", `Bearer ${token}`);
  const init: RequestInit & { duplex?: "half" } = { method, headers: h, body: payload };
  if (payload instanceof ReadableStream) init.duplex = "half";
  return new Request(new URL(path, BASE_URL), init);
}

type RouteModule = {
  loader?: (args: LoaderFunctionArgs) => unknown;
  action?: (args: ActionFunctionArgs) => unknown;
};
type CallOptions = {
  /** context.clientIp; defaults to a fresh unique address per call (see uniqueIp). */
  clientIp?: string;
};

async function call(fn: ((args: LoaderFunctionArgs) => unknown) | undefined, kind: string, request: Request, params: Record<string, string>, opts: CallOptions) {
  if (!fn) throw new Error(`The route module has no ${kind}`);
  let result: unknown;
  try {
    result = await fn({ request, params, context: { clientIp: opts.clientIp ?? uniqueIp() } });
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
  if (!(result instanceof Response)) throw new Error(`The ${kind} returned a ${typeof result}, not a Response`);
  return result;
}

/** Runs the module's loader (GET/HEAD) and returns its Response (a thrown Response is returned too). */
export function callLoader(module: RouteModule, request: Request, params: Record<string, string> = {}, opts: CallOptions = {}): Promise<Response> {
  return call(module.loader, "loader", request, params, opts);
}

/** Runs the module's action (POST/PUT/PATCH/DELETE) and returns its Response. */
export function callAction(module: RouteModule, request: Request, params: Record<string, string> = {}, opts: CallOptions = {}): Promise<Response> {
  return call(module.action, "action", request, params, opts);
}

/** Loader for GET/HEAD, action otherwise: what Remix would run for this request. */
export function callRoute(module: RouteModule, request: Request, params: Record<string, string> = {}, opts: CallOptions = {}): Promise<Response> {
  const method = request.method.toUpperCase();
  return method === "GET" || method === "HEAD" ? callLoader(module, request, params, opts) : callAction(module, request, params, opts);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read arbitrary JSON shapes
export type TestEnvelope<T = any> = { success: boolean; message: string; data: T; errors?: FieldError[]; timestamp: string };

/** The parsed envelope; fails when the body is not JSON or misses the envelope's fields. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read arbitrary JSON shapes
export async function readEnvelope<T = any>(res: Response): Promise<TestEnvelope<T>> {
  const text = await res.text();
  let body: TestEnvelope<T>;
  try {
    body = JSON.parse(text);
  } catch {
    throw new Error(`Response ${res.status} is not JSON: ${text.slice(0, 200)}`);
  }
  for (const key of ["success", "message", "data", "timestamp"] as const) {
    if (!(key in body)) throw new Error(`Envelope misses "${key}": ${text.slice(0, 200)}`);
  }
  return body;
}

// ---------------------------------------------------------------- web (cookie) routes

/** The `Cookie` header value of a fresh web session for the user (as a sign-in would set). */
export async function webSessionCookie(user: { id: string }): Promise<string> {
  const session = await createSession(user.id, { remember: false });
  const cookieSession = await sessionStorage().getSession();
  cookieSession.set("sessionId", session.id);
  return (await sessionStorage().commitSession(cookieSession)).split(";")[0];
}

/** A GET request for a web route, optionally signed in. */
export const webGet = (path: string, cookie?: string) => new Request(`${BASE_URL}${path}`, { headers: cookie ? { Cookie: cookie } : {} });

/** A urlencoded form POST for a web route, optionally signed in. */
export const formPost = (path: string, fields: Record<string, string | string[]>, cookie?: string) => {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) for (const v of Array.isArray(value) ? value : [value]) body.append(name, v);
  return new Request(`${BASE_URL}${path}`, {
    method: "POST",
    body,
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: BASE_URL, ...(cookie ? { Cookie: cookie } : {}) },
  });
};

/**
 * Runs a web loader or action: a thrown or returned Response comes back as is
 * (redirects, 404s); `data(...)` and plain objects come back as { data, status }.
 */
export async function runWebRoute<T = Record<string, unknown>>(
  fn: (args: never) => unknown,
  request: Request,
  params: Record<string, string> = {},
): Promise<Response | { data: T; status: number }> {
  try {
    const out = (await fn({ request, params, context: { clientIp: uniqueIp() } } as never)) as unknown;
    if (out instanceof Response) return out;
    if (out && typeof out === "object" && (out as { type?: unknown }).type === "DataWithResponseInit") {
      const result = out as unknown as { data: T; init: ResponseInit | null };
      return { data: result.data, status: result.init?.status ?? 200 };
    }
    return { data: out as T, status: 200 };
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

/** The flash toast a redirect response set. */
export async function toastOf(res: Response) {
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith("__toast="));
  if (!cookie) return null;
  return (await getToast(new Request(`${BASE_URL}/`, { headers: { Cookie: cookie.split(";")[0] } }))).toast;
}
