import type { ActionFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { getSessionId, sessionStorage } from "~/utils/session.server";
import { deleteSession } from "~/models/session.server";
import { toastHeaders } from "~/utils/toast.server";
import type { CachePolicy } from "~/utils/cache-control.server";

export const cachePolicy = "personal" satisfies CachePolicy;

// Sign-out is a POST (a form button), never a GET a link could trigger.
export async function loader() {
  return redirect("/");
}

export async function action({ request }: ActionFunctionArgs) {
  const id = await getSessionId(request);
  if (id) await deleteSession(id);
  const storage = sessionStorage();
  const headers = new Headers();
  headers.append("Set-Cookie", await storage.destroySession(await storage.getSession(request.headers.get("Cookie"))));
  for (const [, value] of await toastHeaders({ type: "success", title: "Logged out successfully" })) headers.append("Set-Cookie", value);
  return redirect("/", { headers });
}
