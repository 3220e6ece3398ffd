import { data, redirect, type LoaderFunctionArgs } from "@remix-run/node";
import type { SubmissionResult } from "@conform-to/react";
import { mergeGuestCart } from "~/models/cart.server";
import { mergeGuestWishlist } from "~/models/wishlist.server";
import { formConstraint, type FormName } from "~/schemas/forms.server";
import { clearGuestCookie, getGuestId, requireAnonymous, startUserSession } from "~/utils/session.server";
import { toastHeaders, type Toast } from "~/utils/toast.server";

/** A form re-render with a status and (optionally) a Retry-After. */
export function formReply(result: SubmissionResult<string[]>, status: number, retryAfterSeconds?: number) {
  return data({ result }, { status, headers: retryAfterSeconds ? { "Retry-After": String(retryAfterSeconds) } : undefined });
}

/**
 * The guest's cart and wishlist join the account at sign-in (DECISIONS 3.1);
 * returns the Set-Cookie that forgets the guest id, or null when there was none.
 * A merge failure never blocks signing in: the guest copy stays for next time.
 */
async function mergeGuestData(request: Request, userId: string): Promise<string | null> {
  const guestId = await getGuestId(request);
  if (!guestId) return null;
  try {
    await mergeGuestCart(guestId, userId);
    await mergeGuestWishlist(guestId, userId);
  } catch (error) {
    console.error("Guest cart/wishlist merge failed", error);
    return null;
  }
  return clearGuestCookie();
}

/** Signs the user in (fresh session id), merges the guest's cart and wishlist, and redirects with a toast. */
export async function signInAndRedirect(request: Request, userId: string, to: string, toast: Toast, remember = false) {
  const headers = new Headers();
  headers.append("Set-Cookie", await startUserSession(request, userId, { remember }));
  const clearGuest = await mergeGuestData(request, userId);
  if (clearGuest) headers.append("Set-Cookie", clearGuest);
  for (const [, value] of await toastHeaders(toast)) headers.append("Set-Cookie", value);
  return redirect(to, { headers });
}

/**
 * The loader of a form page for signed-out visitors (sign-in, register, forgot password): its schema's
 * constraints. Called from the route's own `loader` function (a call at module level would stay in the
 * browser bundle, where this .server module is empty).
 */
export async function anonymousFormLoader({ request }: LoaderFunctionArgs, name: FormName) {
  await requireAnonymous(request);
  return { constraint: formConstraint(name) };
}
