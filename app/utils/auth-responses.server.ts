import { data, redirect } from "@remix-run/node";
import type { SubmissionResult } from "@conform-to/react";
import { startUserSession } from "~/utils/session.server";
import { toastHeaders, type Toast } from "~/utils/toast.server";

/** A form re-render with a status and (optionally) a Retry-After. */
export function formReply(result: SubmissionResult<string[]>, status: number, retryAfterSeconds?: number) {
  return data({ result }, { status, headers: retryAfterSeconds ? { "Retry-After": String(retryAfterSeconds) } : undefined });
}

/** Signs the user in (fresh session id) and redirects with a toast. */
export async function signInAndRedirect(request: Request, userId: string, to: string, toast: Toast, remember = false) {
  const headers = new Headers();
  headers.append("Set-Cookie", await startUserSession(request, userId, { remember }));
  for (const [, value] of await toastHeaders(toast)) headers.append("Set-Cookie", value);
  return redirect(to, { headers });
}
