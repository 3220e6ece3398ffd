import type { Owner } from "~/models/cart.server";
import { ensureGuestId, getGuestId, getUser } from "~/utils/session.server";

// Whose cart and wishlist a request means: the signed-in user's, or the
// guest's, kept on the server under the anonymous guest id (DECISIONS 3.1).

/** The signed-in user (if any) and the owner; null for a guest who has saved nothing yet. */
export async function getOwner(request: Request) {
  const [user, guestId] = await Promise.all([getUser(request), getGuestId(request)]);
  const owner: Owner | null = user ? { userId: user.id } : guestId ? { guestId } : null;
  return { user, owner };
}

/**
 * The owner for a post. A guest gets an id (and `headers` its Set-Cookie)
 * only when the post saves something (`createGuest`); otherwise a guest
 * without one has nothing to change (null).
 */
export async function ownerForPost(request: Request, createGuest: boolean, headers: Headers): Promise<Owner | null> {
  const user = await getUser(request);
  if (user) return { userId: user.id };
  if (createGuest) {
    const { guestId, setCookie } = await ensureGuestId(request);
    if (setCookie) headers.append("Set-Cookie", setCookie);
    return { guestId };
  }
  const guestId = await getGuestId(request);
  return guestId ? { guestId } : null;
}
