import { renderToString } from "react-dom/server";
import { renderSlot, slotState, type SlotUse } from "~/components/personal/slots";
import { getProductCartLines } from "~/models/cart.server";
import { mayReview } from "~/models/review.server";
import { hasOurCookies, hasToastCookie, routeHasOnlySlots } from "~/utils/cache-control.server";
import { freshEntry, type PageCacheEntry, pageCacheKey, sharedEntry } from "~/utils/page-cache.server";
import { ANONYMOUS, type Me, ME_SCRIPT_ID, meJson, type ProductPersonal } from "~/utils/personal";
import { readMe } from "~/utils/personal.server";

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

/** "me" for the visitor of `request`, with the product parts the page's slots need; null: render it for them. */
async function readPageMe(request: Request, slots: SlotUse[]): Promise<Me | null> {
  const { me, owner } = await readMe(request);
  const productIds = new Set(slots.filter((s) => s.kind === "inCartNote" || s.kind === "reviewInvite").map((s) => String(s.props.productId)));
  if (productIds.size) {
    const products: Record<string, ProductPersonal> = {};
    for (const id of productIds) {
      // The review form is too much of the page to slot: that shopper's page is rendered for them.
      if (me.user && (await mayReview(me.user.id, id))) return null;
      products[id] = { cartLines: me.cartProductIds.includes(id) ? await getProductCartLines(owner, id) : [], signedIn: me.user !== null };
    }
    me.products = products;
  }
  return me;
}

// Each kept page's splice plan, made once: its text, its slots (their anonymous state and markup,
// and the markup of the other states asked for so far: a slot is a pure function of its props and
// state, and most visitors' states repeat), and where in the text each copy of a slot and the "me"
// script are. Null when the page cannot be spliced (a slot's markup missing, the script not once).
type SlotMarkup = { use: SlotUse; state: string; markup: string; others: Map<string, string> };
type Plan = { text: string; slots: SlotMarkup[]; places: Array<{ start: number; end: number; slot: SlotMarkup | null }> };
const plans = new WeakMap<PageCacheEntry, Plan | null>();
const OTHERS_MAX = 200;

function slotMarkup(use: SlotUse, state: unknown): string {
  return renderToString(renderSlot(use.kind, use.props as never, state as never));
}

function planOf(entry: PageCacheEntry): Plan | null {
  if (plans.has(entry)) return plans.get(entry)!;
  const text = entry.identity.toString("utf8");
  const seen = new Set<string>();
  const slots: SlotMarkup[] = [];
  for (const use of entry.slots) {
    const id = `${use.kind}:${JSON.stringify(use.props)}`;
    if (seen.has(id)) continue;
    seen.add(id);
    const state = slotState(use, ANONYMOUS);
    slots.push({ use, state: JSON.stringify(state), markup: slotMarkup(use, state), others: new Map() });
  }
  const places: Plan["places"] = [];
  let plan: Plan | null = { text, slots, places };
  for (const slot of slots) {
    let at = text.indexOf(slot.markup);
    if (at === -1) plan = null;
    while (at !== -1) {
      places.push({ start: at, end: at + slot.markup.length, slot });
      at = text.indexOf(slot.markup, at + slot.markup.length);
    }
  }
  const me = text.indexOf(ME_ELEMENT);
  if (me === -1 || text.indexOf(ME_ELEMENT, me + 1) !== -1) plan = null;
  places.push({ start: me, end: me + ME_ELEMENT.length, slot: null });
  places.sort((x, y) => x.start - y.start);
  // Two slots' markup may not overlap (one found inside the other would be replaced twice).
  if (places.some((place, i) => i > 0 && place.start < places[i - 1].end)) plan = null;
  plans.set(entry, plan);
  return plan;
}

/** The kept page with `me`'s slots put in, or null when it cannot be made exactly. */
export function personalize(entry: PageCacheEntry, me: Me): string | null {
  const plan = planOf(entry);
  if (!plan) return null;
  const mine = new Map<SlotMarkup, string>();
  for (const slot of plan.slots) {
    const state = slotState(slot.use, me);
    const key = JSON.stringify(state);
    if (key === slot.state) continue;
    let markup = slot.others.get(key);
    if (markup === undefined) {
      markup = slotMarkup(slot.use, state);
      if (slot.others.size < OTHERS_MAX) slot.others.set(key, markup);
    }
    mine.set(slot, markup);
  }
  const meElement = `<script type="application/json" id="${ME_SCRIPT_ID}">${meJson(me)}</script>`;
  const parts: string[] = [];
  let from = 0;
  for (const place of plan.places) {
    const replacement = place.slot ? mine.get(place.slot) : meElement;
    if (replacement === undefined) continue;
    parts.push(plan.text.slice(from, place.start), replacement);
    from = place.end;
  }
  parts.push(plan.text.slice(from));
  return parts.join("");
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
  const me = await readPageMe(request, entry.slots);
  if (!me) return null;
  const body = personalize(entry, me);
  if (body === null) return null;
  const headers = entry.headers.filter(([name]) => !DROPPED.has(name));
  headers.push(["cache-control", "private, no-store"], ["vary", "Cookie, Accept-Encoding"]);
  return { status: 200, headers, body, cache: `personal-${cache}` };
}
