import { createCookieSessionStorage, redirect } from "@remix-run/node";
import { markPersonalRender } from "~/utils/cache-control.server";
import { getEnv, isProduction } from "~/utils/env.server";

// One toast at a time, carried across a redirect in a flash cookie, so it
// works without JavaScript.

export type Toast = { type: "success" | "error" | "info"; title: string; description?: string };

const storage = () =>
  createCookieSessionStorage<{ toast: Toast }, { toast: Toast }>({
    cookie: {
      name: "__toast",
      httpOnly: true,
      sameSite: "lax",
      path: "/",
      secure: isProduction(),
      secrets: [getEnv().SESSION_SECRET],
    },
  });

export async function toastHeaders(toast: Toast): Promise<Headers> {
  const s = storage();
  const session = await s.getSession();
  session.flash("toast", toast);
  return new Headers({ "Set-Cookie": await s.commitSession(session) });
}

export async function redirectWithToast(url: string, toast: Toast, init: ResponseInit = {}) {
  const headers = new Headers(init.headers);
  for (const [k, v] of await toastHeaders(toast)) headers.append(k, v);
  return redirect(url, { ...init, headers });
}

/** Reads and clears the pending toast; returns the Set-Cookie that clears it. */
export async function getToast(request: Request): Promise<{ toast: Toast | null; headers: Headers | null }> {
  const s = storage();
  const session = await s.getSession(request.headers.get("Cookie"));
  const toast = (session.get("toast") as Toast | undefined) ?? null;
  if (!toast) return { toast: null, headers: null };
  // A toast is this visitor's: the page that shows it is never kept by the page cache.
  markPersonalRender();
  // Shown once: the cookie is removed, not rewritten empty (an empty toast cookie would still mark
  // every later page of this visitor as personal, out of the page cache, for the rest of the visit).
  return { toast, headers: new Headers({ "Set-Cookie": await s.destroySession(session) }) };
}
