import { prisma } from "../../app/db.server";
import { DEMO_CUSTOMER, expect, test } from "./fixtures";
import { loginCookieFor } from "./session";

// Issue 11, section 5: `Cookie: __session =<valid>` (a space before "=") was
// anonymous to the server's page cache but signed in to Remix, so the
// customer's page (name, e-mail, Logout form) was kept and served to every
// anonymous visitor of /, /shop and product pages. Against the real server, over
// plain HTTP: the JavaScript project alone runs it (playwright.config.ts).

test.describe("page-cache poisoning", () => {
  test("a signed-in page fetched with a spaced cookie is never served to anonymous visitors", async ({ request, playwright, baseURL }) => {
    const customer = await prisma.user.findUniqueOrThrow({ where: { email: DEMO_CUSTOMER.email }, select: { firstName: true, email: true } });
    const product = await prisma.product.findFirstOrThrow({ where: { isActive: true }, select: { id: true } });
    const { value } = await loginCookieFor(DEMO_CUSTOMER.email);
    // A query of our own makes a fresh cache key for each page.
    const bust = `poison=${Date.now()}`;
    for (const path of [`/?${bust}`, `/shop?${bust}`, `/product/${product.id}?${bust}`]) {
      for (const cookie of [`__session =${value}`, `__session\t=${value}`, `theme=dark;__session =${value}`]) {
        const signedIn = await request.get(path, { headers: { Cookie: cookie } });
        expect(signedIn.status()).toBe(200);
        // Remix did read the session: the page is the customer's...
        expect(await signedIn.text()).toContain(customer.email);
        // ...and it says so to every cache.
        expect(signedIn.headers()["cache-control"]).toMatch(/private/);
        // Never the shared entry itself: rendered for them, or the shared page with their slots (decision 0032).
        expect(signedIn.headers()["x-page-cache"] ?? "personal").toMatch(/^personal/);
      }
      // A fresh anonymous visitor (no cookies at all) gets the anonymous page.
      const anonymous = await playwright.request.newContext({ baseURL });
      for (let i = 0; i < 2; i++) {
        const page = await anonymous.get(path);
        expect(page.status()).toBe(200);
        const html = await page.text();
        expect(html, path).not.toContain(customer.email);
        expect(html, path).not.toContain('action="/logout"');
      }
      await anonymous.dispose();
    }
  });
});
