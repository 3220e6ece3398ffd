import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { renderSlot, slotState, type SlotUse } from "~/components/personal/slots";
import type { PageCacheEntry } from "~/utils/page-cache.server";
import { personalize } from "~/utils/personal-page.server";
import { ANONYMOUS, type Me } from "~/utils/personal";

// The splice of decision 0032: a kept (anonymous) page, the slots its render recorded, and a
// visitor's "me". Only markup the slots themselves render is replaced, and anything unexpected
// refuses the copy (null: the page is rendered for the visitor instead).

const heart: SlotUse = { kind: "heart", props: { productId: "prod_silk", name: "Silk Saree", look: "overlay" } };
const cart: SlotUse = { kind: "headerCount", props: { which: "cart" } };
const account: SlotUse = { kind: "headerAccount", props: {} };
const slots = [cart, account, heart, heart];

const markup = (use: SlotUse, me: Me) => renderToString(renderSlot(use.kind, use.props as never, slotState(use, me) as never));
const ME_EMPTY = '<script type="application/json" id="me">null</script>';

/** A page as the anonymous render writes it: the slots' anonymous markup amid the rest. */
function keptPage(extra = "") {
  return `<!DOCTYPE html><html><body><header>${markup(cart, ANONYMOUS)}${markup(account, ANONYMOUS)}</header><ul><li>${markup(heart, ANONYMOUS)}</li><li>${markup(heart, ANONYMOUS)}</li></ul>${extra}${ME_EMPTY}<script>window.__remixContext={}</script></body></html>`;
}
const entry = (html: string) => ({ slots, identity: Buffer.from(html) }) as unknown as PageCacheEntry;

const meera: Me = {
  user: { id: "u1", firstName: "Meera", lastName: "Shah", email: "meera@example.com", role: "customer" },
  cartCount: 3,
  wishlistCount: 1,
  cartProductIds: ["prod_other"],
  wishlistProductIds: ["prod_silk"],
};

describe("personalize", () => {
  it("puts each slot's markup for the visitor where the anonymous one was, and 'me' into its script", () => {
    const html = keptPage();
    const out = personalize(entry(html), meera)!;
    expect(out).not.toBeNull();
    expect(out).toContain(markup(cart, meera));
    expect(out).toContain("Cart, 3 items");
    expect(out).toContain("Account menu for ");
    expect(out).toContain("meera@example.com");
    expect(out).not.toContain('aria-label="Sign in to your account"');
    // Both copies of the same card's heart (a product shown twice) are the visitor's.
    expect(out.split('aria-label="Remove Silk Saree from wishlist"').length).toBe(3);
    expect(out).not.toContain("Add Silk Saree to wishlist");
    const json = /<script type="application\/json" id="me">([^<]*)<\/script>/.exec(out)?.[1];
    expect(JSON.parse(json!)).toEqual(meera);
    // Nothing else changed: Remix's own scripts are the kept page's.
    expect(out).toContain("<script>window.__remixContext={}</script>");
  });

  it("gives the anonymous visitor the kept page with 'me' as nobody", () => {
    const html = keptPage();
    const out = personalize(entry(html), ANONYMOUS)!;
    expect(out.replace(/<script type="application\/json" id="me">[^<]*<\/script>/, ME_EMPTY)).toBe(html);
  });

  it("refuses when a slot's anonymous markup is not in the page", () => {
    const html = keptPage().replace(markup(heart, ANONYMOUS), "<button>changed</button>").replace(markup(heart, ANONYMOUS), "<button>changed</button>");
    expect(personalize(entry(html), meera)).toBeNull();
  });

  it("refuses a page without exactly one empty 'me' script", () => {
    const none = keptPage().replace(ME_EMPTY, "");
    expect(personalize(entry(none), meera)).toBeNull();
    const two = keptPage(ME_EMPTY);
    expect(personalize(entry(two), meera)).toBeNull();
  });

  it("writes 'me' so that nothing in it can end the script element", () => {
    const hostile: Me = { ...meera, user: { ...meera.user!, firstName: "</script><script>alert(1)</script>", lastName: "\u2028" } };
    const html = keptPage();
    const out = personalize(entry(html), hostile)!;
    const json = /<script type="application\/json" id="me">([\s\S]*?)<\/script>/.exec(out)![1];
    expect(json).not.toContain("<");
    expect(JSON.parse(json).user.firstName).toBe("</script><script>alert(1)</script>");
    // The markup escapes the name as React does anywhere else.
    expect(out).not.toContain("<script>alert(1)");
  });
});
