import { renderToString } from "react-dom/server";
import { renderSlot, slotState, type SlotUse } from "~/components/personal/slots";
import { getCartSummary, getProductCartLines } from "~/models/cart.server";
import { mayReview } from "~/models/review.server";
import { getWishlistSummary } from "~/models/wishlist.server";
import { hasOurCookies, hasToastCookie, routeHasOnlySlots } from "~/utils/cache-control.server";
import { freshEntry, type PageCacheEntry, pageCacheKey, sharedEntry } from "~/utils/page-cache.server";
import { ANONYMOUS, type Me, ME_SCRIPT_ID, meJson, type ProductPersonal } from "~/utils/personal";
import { getGuestId, getUser } from "~/utils/session.server";

// A signed-in (or guest-with-a-cart) visitor's copy of a shared page (issue 15 section 1,
// docs/decisions/0032-personal-slots.md). The page cache keeps the page as a visitor without
// cookies sees it, with the personal slots it rendered (components/personal/slots.tsx). For a
// visitor with our cookies, on a page whose routes declare `personalSlots`, this reads "me" (a
// few prepared statements), renders each slot for them alone, puts it where the anonymous
// slot's markup is, and writes "me" into the page's `<script id="me">` for the browser's first
// render. Remix's own output (its loader data) is left as it is: it is the anonymous page's, and
// the components read "me" until the loaders run again (utils/personal.ts).
//
// Whenever the copy cannot be made exactly (a toast to show, a slot's anonymous markup not found,
// a product page where the shopper may write a review, anything not kept by the cache) the answer
// is null and the page is rendered for the visitor as before.

export type PersonalPage = { status: number; headers: Array<[string, string]>; body: string; cache: string };

// As the kept page has it: root.tsx writes `null`, and the page cache has taken the nonce out.
const ME_ELEMENT = `<script type="application/json" id="${ME_SCRIPT_ID}">null</script>`;

/** The shared page's key for a visitor with cookies, when the page may be served to them from it. */
export function personalPageKey(url: string, cookie: string | null | undefined): string | null {
  if (process.env.PERSONAL_SLOTS_DISABLED === "1" || !hasOurCookies(cookie) || hasToastCookie(cookie)) return null;
  if (!routeHasOnlySlots(new URL(url).pathname)) return null;
  return pageCacheKey({ method: "GET", url });
}

/** "me" for the visitor of `request` (the root loader's reads, and the product parts the slots need). */
async function readMe(request: Request, slots: SlotUse[]): Promise<Me | null> {
  const [user, guestId] = await Promise.all([getUser(request), getGuestId(request)]);
  const owner = user ? { userId: user.id } : guestId ? { guestId } : null;
  const [cart, wishlist] = await Promise.all([getCartSummary(owner), getWishlistSummary(owner)]);
  const me: Me = {
    user: user && { id: user.id, firstName: user.firstName, lastName: user.lastName, email: user.email, role: user.role },
    cartCount: cart.count,
    wishlistCount: wishlist.count,
    cartProductIds: cart.productIds,
    wishlistProductIds: wishlist.productIds,
  };
  const productIds = new Set(slots.filter((s) => s.kind === "inCartNote" || s.kind === "reviewInvite").map((s) => String(s.props.productId)));
  if (productIds.size) {
    const products: Record<string, ProductPersonal> = {};
    for (const id of productIds) {
      // The review form is too much of the page to slot: that shopper's page is rendered for them.
      if (user && (await mayReview(user.id, id))) return null;
      products[id] = { cartLines: me.cartProductIds.includes(id) ? await getProductCartLines(owner, id) : [], signedIn: user !== null };
    }
    me.products = products;
  }
  return me;
}

// Each kept page's slots: their anonymous state and markup, and the markup of the other states
// asked for so far (a slot is a pure function of its props and state; most visitors' states repeat).
type SlotMarkup = { use: SlotUse; state: string; markup: string; others: Map<string, string> };
const slotsOfEntry = new WeakMap<PageCacheEntry, SlotMarkup[]>();
const OTHERS_MAX = 200;

function entrySlots(entry: PageCacheEntry): SlotMarkup[] {
  let slots = slotsOfEntry.get(entry);
  if (!slots) {
    const seen = new Set<string>();
    slots = [];
    for (const use of entry.slots) {
      const id = `${use.kind}:${JSON.stringify(use.props)}`;
      if (seen.has(id)) continue;
      seen.add(id);
      const state = slotState(use, ANONYMOUS);
      slots.push({ use, state: JSON.stringify(state), markup: slotMarkup(use, state), others: new Map() });
    }
    slotsOfEntry.set(entry, slots);
  }
  return slots;
}

function slotMarkup(use: SlotUse, state: unknown): string {
  return renderToString(renderSlot(use.kind, use.props as never, state as never));
}

/** The kept page with `me`'s slots put in, or null when it cannot be made exactly. */
export function personalize(html: string, entry: PageCacheEntry, me: Me): string | null {
  let out = html;
  for (const slot of entrySlots(entry)) {
    const state = slotState(slot.use, me);
    const key = JSON.stringify(state);
    if (key === slot.state) continue;
    let mine = slot.others.get(key);
    if (mine === undefined) {
      mine = slotMarkup(slot.use, state);
      if (slot.others.size < OTHERS_MAX) slot.others.set(key, mine);
    }
    if (mine === slot.markup) continue;
    const parts = out.split(slot.markup);
    if (parts.length < 2) return null;
    out = parts.join(mine);
  }
  const at = out.indexOf(ME_ELEMENT);
  if (at === -1 || out.indexOf(ME_ELEMENT, at + 1) !== -1) return null;
  return `${out.slice(0, at)}<script type="application/json" id="${ME_SCRIPT_ID}">${meJson(me)}</script>${out.slice(at + ME_ELEMENT.length)}`;
}

const DROPPED = new Set(["cache-control", "etag", "vary", "content-length", "content-encoding"]);

/**
 * The visitor's copy of the shared page `key`, or null (render it for them). `render` renders the
 * page anonymously (no cookies) for the cache on a miss; `request` carries the visitor's cookies.
 */
export async function personalPage(
  key: string,
  request: Request,
  render: ((token: string) => Promise<Response>) | null,
  nonce: string,
): Promise<PersonalPage | null> {
  let entry = freshEntry(key);
  let cache = "hit";
  if (!entry) {
    if (!render) return null;
    const found = await sharedEntry(key, { nonce }, render);
    if ("bypass" in found) return null;
    ({ entry, cache } = found);
  }
  if (entry.status !== 200 || entry.json) return null;
  const me = await readMe(request, entry.slots);
  if (!me) return null;
  const body = personalize(entry.identity.toString("utf8"), entry, me);
  if (body === null) return null;
  const headers = entry.headers.filter(([name]) => !DROPPED.has(name));
  headers.push(["cache-control", "private, no-store"], ["vary", "Cookie, Accept-Encoding"]);
  return { status: 200, headers, body, cache: `personal-${cache}` };
}
