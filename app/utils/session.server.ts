import { createCookie, createCookieSessionStorage, redirect } from "@remix-run/node";
import crypto from "node:crypto";
import { Authenticator } from "remix-auth";
import { FormStrategy } from "remix-auth-form";
import { createSession, deleteSession, getSessionUser, type SessionUser } from "~/models/session.server";
import { verifyLogin, type PublicUser } from "~/models/user.server";
import { LoginSchema } from "~/schemas/auth";
import { SESSION_DAYS_REMEMBER } from "~/utils/constants";
import { markPersonalRender } from "~/utils/cache-control.server";
import { getEnv, isProduction } from "~/utils/env.server";
import { ValidationError } from "~/utils/errors";
import { safeRedirect } from "~/utils/redirect";
import { loginUrl } from "~/utils/urls";

// The web session: an httpOnly, SameSite=Lax cookie holding only a database
// session id (DECISIONS 3.9). The API uses bearer tokens instead (api.server.ts).

const SESSION_KEY = "sessionId";

let storage: ReturnType<typeof makeStorage> | undefined;
function makeStorage() {
  return createCookieSessionStorage<{ [SESSION_KEY]: string }>({
    cookie: {
      name: "__session",
      httpOnly: true,
      sameSite: "lax",
      path: "/",
      secure: isProduction(),
      secrets: [getEnv().SESSION_SECRET],
    },
  });
}
export const sessionStorage = () => (storage ??= makeStorage());

export async function getSessionId(request: Request): Promise<string | undefined> {
  const session = await sessionStorage().getSession(request.headers.get("Cookie"));
  return session.get(SESSION_KEY);
}

// One lookup per request even when the root and the route loader both ask.
const userCache = new WeakMap<Request, Promise<SessionUser | null>>();

export function getUser(request: Request): Promise<SessionUser | null> {
  let pending = userCache.get(request);
  if (!pending) {
    pending = getSessionId(request)
      .then((id) => (id ? getSessionUser(id) : null))
      .then((user) => {
        // A page that found a signed-in user is never kept by the page cache.
        if (user) markPersonalRender();
        return user;
      });
    userCache.set(request, pending);
  }
  return pending;
}

export async function getUserId(request: Request) {
  return (await getUser(request))?.id ?? null;
}

/** The path and query of the request, for ?redirect= after sign-in. */
export function currentPath(request: Request) {
  const url = new URL(request.url);
  return url.pathname + url.search;
}

export async function requireUser(request: Request, { redirectTo }: { redirectTo?: string } = {}) {
  const user = await getUser(request);
  if (!user) {
    const target = redirectTo ?? currentPath(request);
    throw redirect(loginUrl(target));
  }
  return user;
}

/** Admin screens and actions: signed-out users to /login?redirect=..., others to / (spec/admin.md section 2). */
export async function requireAdmin(request: Request) {
  const user = await requireUser(request);
  if (user.role !== "admin") throw redirect("/");
  return user;
}

/** Where a signed-in user goes: the redirect query if local, else /admin or /account. */
export function homeFor(user: { role: string }, redirectTo?: string | null) {
  const fallback = user.role === "admin" ? "/admin" : "/account";
  return safeRedirect(redirectTo, fallback);
}

/** /login and /register keep signed-in users away. */
export async function requireAnonymous(request: Request) {
  const user = await getUser(request);
  if (user) throw redirect(homeFor(user, new URL(request.url).searchParams.get("redirect")));
}

// remix-auth with the form strategy: the credentials check for the web sign-in.
export const authenticator = new Authenticator<PublicUser>();
authenticator.use(
  new FormStrategy(async ({ form }) => {
    const parsed = LoginSchema.safeParse(Object.fromEntries(form));
    if (!parsed.success) throw new ValidationError("Please check your input and try again");
    return verifyLogin(parsed.data.email, parsed.data.password);
  }),
  "form",
);

/**
 * Starts a fresh database session (a new id at every sign-in) and returns the
 * Set-Cookie header. Any previous session of this browser is deleted.
 */
export async function startUserSession(request: Request, userId: string, { remember = false } = {}) {
  const previous = await getSessionId(request);
  if (previous) await deleteSession(previous);
  const created = await createSession(userId, { remember, userAgent: request.headers.get("User-Agent") });
  const session = await sessionStorage().getSession();
  session.set(SESSION_KEY, created.id);
  return sessionStorage().commitSession(session, {
    maxAge: remember ? SESSION_DAYS_REMEMBER * 86_400 : undefined,
  });
}

// ---------------------------------------------------------------- guest id

// Guests own a server-side cart and wishlist through this id (DECISIONS 3.1).
const guestCookie = () =>
  createCookie("__guest", {
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    secure: isProduction(),
    secrets: [getEnv().SESSION_SECRET],
    maxAge: 60 * 60 * 24 * 90,
  });

export async function getGuestId(request: Request): Promise<string | null> {
  const value = await guestCookie().parse(request.headers.get("Cookie"));
  if (typeof value !== "string" || !/^[A-Za-z0-9_-]{16,64}$/.test(value)) return null;
  // A guest cart or wishlist makes the page personal (never kept by the page cache).
  markPersonalRender();
  return value;
}

/** The guest id, creating one when missing; `setCookie` is set when the caller must send it. */
export async function ensureGuestId(request: Request): Promise<{ guestId: string; setCookie: string | null }> {
  const existing = await getGuestId(request);
  if (existing) return { guestId: existing, setCookie: null };
  const guestId = crypto.randomBytes(18).toString("base64url");
  return { guestId, setCookie: await guestCookie().serialize(guestId) };
}

export async function clearGuestCookie() {
  return guestCookie().serialize("", { maxAge: 0 });
}
