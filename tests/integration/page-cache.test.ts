import crypto from "node:crypto";
import zlib from "node:zlib";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { cachedPage, clearPageCache, freshPage, pageCacheKey, pickEncoding } from "~/utils/page-cache.server";
import { cacheControlFor, hasOurCookies, PERSONAL_PAGE_CACHE, PUBLIC_PAGE_CACHE, registerRoutes, routePolicy } from "~/utils/cache-control.server";
import { ensureGuestId, getGuestId, getUser } from "~/utils/session.server";
import { getToast, toastHeaders } from "~/utils/toast.server";
import { prisma } from "~/db.server";
import { catalogVersion } from "~/utils/data-cache.server";
import { appRoutes } from "./app-routes";
import { createUser, webSessionCookie } from "./helpers";

// The anonymous page cache (utils/page-cache.server.ts) against the real
// DataVersion row: what is looked up, what is kept, that a write makes the
// next request render again, and what each hit puts back per request.

const BASE = "http://localhost:3000";
const nonce = () => crypto.randomBytes(16).toString("base64");

function page(token: string, body = "Shop", init: { status?: number; headers?: Record<string, string> } = {}) {
  const html =
    `<!DOCTYPE html><html><head><link rel="modulepreload" href="/build/root.js" nonce="${token}"/></head><body><h1>${body}</h1>` +
    `<script nonce="${token}">window.__remixContext = {"state":{"x":1}};</script>` +
    `<script type="module" async="" nonce="${token}">import "/build/entry.client.js";</script>` +
    `<script src="/build/other.js" nonce="${token}"></script>` +
    `<p>${"padding ".repeat(400)}</p></body></html>`;
  return new Response(html, {
    status: init.status ?? 200,
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": PUBLIC_PAGE_CACHE,
      Vary: "Cookie",
      "Content-Security-Policy": `default-src 'self'; script-src 'self' 'nonce-${token}'; object-src 'none'`,
      ...init.headers,
    },
  });
}

function counter(make: (token: string) => Response) {
  const calls: string[] = [];
  return {
    calls,
    render: async (token: string) => {
      calls.push(token);
      return make(token);
    },
  };
}

const header = (headers: Array<[string, string]>, name: string) => headers.find(([n]) => n === name)?.[1];
const sha256 = (text: string) => `'sha256-${crypto.createHash("sha256").update(text).digest("base64")}'`;

async function bumpData() {
  // A write a public page can show (here a category) bumps the catalogue version through its trigger.
  const before = await catalogVersion();
  const tag = crypto.randomBytes(4).toString("hex");
  await prisma.category.create({ data: { name: `Cache test ${tag}`, slug: `cache-test-${tag}` } });
  expect(await catalogVersion()).toBeGreaterThan(before);
}

// What may be shared is what the app's routes declare (their cachePolicy exports), registered as server.js registers the build's.
beforeAll(async () => registerRoutes(await appRoutes()));
beforeEach(() => clearPageCache());

describe("which requests are looked up", () => {
  it("takes anonymous GETs of public pages, data requests and the API", () => {
    for (const path of ["/", "/_root.data", "/shop?category=silk-sarees&page=2", "/product/p1", "/about", "/shop.data?_routes=routes/shop", "/api/products?limit=3", "/api/categories/silk"]) {
      expect(pageCacheKey({ method: "GET", url: BASE + path })).toBe(new URL(BASE + path).href);
    }
  });

  it("drops click and campaign tags from the key, so every ad click shares the page's entry", () => {
    const clean = pageCacheKey({ method: "GET", url: `${BASE}/shop?category=silk-sarees&page=2` });
    for (const tags of ["gclid=Cj0KCQ", "fbclid=IwAR2x&utm_source=facebook&utm_medium=cpc", "utm_campaign=diwali&msclkid=x1&gbraid=0AAAA"]) {
      expect(pageCacheKey({ method: "GET", url: `${BASE}/shop?${tags}&category=silk-sarees&page=2` })).toBe(clean);
    }
    expect(pageCacheKey({ method: "GET", url: `${BASE}/product/p1?utm_source=newsletter` })).toBe(`${BASE}/product/p1`);
    // Parameters a page reads stay in the key.
    expect(pageCacheKey({ method: "GET", url: `${BASE}/shop?search=saree&utm_source=x` })).toBe(`${BASE}/shop?search=saree`);
  });

  it("leaves personal, private and write requests to Remix", () => {
    expect(pageCacheKey({ method: "POST", url: `${BASE}/shop` })).toBeNull();
    expect(pageCacheKey({ method: "HEAD", url: `${BASE}/shop` })).toBeNull();
    expect(pageCacheKey({ method: "GET", url: `${BASE}/shop`, cookie: "__session=abc" })).toBeNull();
    expect(pageCacheKey({ method: "GET", url: `${BASE}/shop`, cookie: "theme=dark; __guest=xyz" })).toBeNull();
    expect(pageCacheKey({ method: "GET", url: `${BASE}/api/products`, authorization: "Bearer t" })).toBeNull();
    for (const path of ["/cart", "/checkout", "/wishlist", "/account", "/admin", "/orders", "/login", "/cart.data", "/api/cart", "/api/health", "/api/products/p1/reviews"]) {
      expect(pageCacheKey({ method: "GET", url: BASE + path })).toBeNull();
    }
    // A cookie that is not ours (analytics, consent) does not make the page personal.
    expect(pageCacheKey({ method: "GET", url: `${BASE}/shop`, cookie: "consent=yes" })).not.toBeNull();
  });
});

describe("the catalogue version", () => {
  it("is read from committed data only: a write in a transaction still open (or rolled back) does not show", async () => {
    const before = await catalogVersion();
    let inside = -1;
    await prisma
      .$transaction(async (tx) => {
        await tx.category.create({ data: { name: `Rolled back ${nonce()}`, slug: `rolled-back-${crypto.randomBytes(4).toString("hex")}` } });
        inside = await catalogVersion();
        throw new Error("roll back");
      })
      .catch(() => undefined);
    expect(inside).toBe(before);
    expect(await catalogVersion()).toBe(before);
    await bumpData();
  });
});

describe("cachedPage", () => {
  it("renders once, then answers hits byte for byte without the nonce, allowing its inline scripts by hash", async () => {
    const { calls, render } = counter((token) => page(token));
    const first = await cachedPage(`${BASE}/shop`, { nonce: nonce() }, render);
    const second = await cachedPage(`${BASE}/shop`, { nonce: nonce() }, render);
    expect(calls).toHaveLength(1);
    expect([first.cache, second.cache]).toEqual(["miss", "hit"]);
    expect(Buffer.compare(first.body as Buffer, second.body as Buffer)).toBe(0);

    const html = String(second.body);
    expect(html).not.toContain("nonce=");
    expect(html).not.toContain(calls[0]);
    const csp = header(second.headers, "content-security-policy")!;
    expect(csp).not.toContain("nonce-");
    expect(csp).not.toContain("unsafe-inline");
    expect(csp).toContain(sha256(`window.__remixContext = {"state":{"x":1}};`));
    expect(csp).toContain(sha256(`import "/build/entry.client.js";`));
    expect(csp.match(/'sha256-/g)).toHaveLength(2); // the external script is allowed by 'self', not by a hash
    expect(csp).toMatch(/^default-src 'self'; script-src 'self' 'sha256-[^;]+; object-src 'none'$/);
  });

  it("renders again after any write the page may show (DataVersion) and after its time slot", async () => {
    const { calls, render } = counter((token) => page(token));
    const now = Date.now();
    await cachedPage(`${BASE}/`, { nonce: nonce() }, render, now);
    await cachedPage(`${BASE}/`, { nonce: nonce() }, render, now);
    expect(calls).toHaveLength(1);
    await bumpData();
    const afterWrite = await cachedPage(`${BASE}/`, { nonce: nonce() }, render, now);
    expect(afterWrite.cache).toBe("miss");
    expect(calls).toHaveLength(2);
    // The next time slot with the data unchanged: the last render answers at once (stale) while the
    // next one renders in the background; then that one answers.
    const nextMinute = await cachedPage(`${BASE}/`, { nonce: nonce() }, render, now + 60_000);
    expect(nextMinute.cache).toBe("stale");
    await expect.poll(async () => (await cachedPage(`${BASE}/`, { nonce: nonce() }, render, now + 60_000)).cache, { timeout: 15_000 }).toBe("hit");
    expect(calls).toHaveLength(3);
    // Two slots later nothing that old is served.
    expect((await cachedPage(`${BASE}/`, { nonce: nonce() }, render, now + 180_000)).cache).toBe("miss");
  });

  it("is not emptied by a sign-in, a new customer or an order's bookkeeping (only what a public page shows counts)", async () => {
    const { calls, render } = counter((token) => page(token));
    const now = Date.now();
    await cachedPage(`${BASE}/about`, { nonce: nonce() }, render, now);
    const user = await createUser();
    await prisma.user.update({ where: { id: user.id }, data: { lastLoginAt: new Date() } });
    const again = await cachedPage(`${BASE}/about`, { nonce: nonce() }, render, now);
    expect(again.cache).toBe("hit");
    expect(calls).toHaveLength(1);
    // A reviewer's new name is on product pages: that one counts.
    await prisma.user.update({ where: { id: user.id }, data: { firstName: "Renamed" } });
    expect((await cachedPage(`${BASE}/about`, { nonce: nonce() }, render, now)).cache).toBe("miss");
  });

  it("removes a shown toast's cookie instead of rewriting it empty (the visitor's next pages can come from the cache)", async () => {
    const cookie = (await toastHeaders({ type: "success", title: "Logged out successfully" })).get("Set-Cookie")!.split(";")[0];
    const { toast, headers } = await getToast(new Request(`${BASE}/`, { headers: { Cookie: cookie } }));
    expect(toast?.title).toBe("Logged out successfully");
    expect(headers?.get("Set-Cookie")).toMatch(/Expires=Thu, 01 Jan 1970|Max-Age=0/);
  });

  it("keys on the whole URL: another query is another page", async () => {
    const { calls, render } = counter((token) => page(token));
    await cachedPage(`${BASE}/shop?page=1`, { nonce: nonce() }, render);
    await cachedPage(`${BASE}/shop?page=2`, { nonce: nonce() }, render);
    expect(calls).toHaveLength(2);
  });

  it("never keeps an answer that sets a cookie, is not public or is not a 200, and serves it with the request's nonce", async () => {
    const cases: Array<{ status?: number; headers?: Record<string, string> }> = [
      { headers: { "Set-Cookie": "__guest=abc; Path=/; HttpOnly" } },
      { headers: { "Cache-Control": "private, no-cache" } },
      { status: 404 },
    ];
    for (const init of cases) {
      const { calls, render } = counter((token) => page(token, "x", init));
      const requestNonce = nonce();
      const a = await cachedPage(`${BASE}/product/x`, { nonce: requestNonce }, render);
      await cachedPage(`${BASE}/product/x`, { nonce: nonce() }, render);
      expect(calls).toHaveLength(2);
      expect(a.cache).toBe("bypass");
      expect(String(a.body)).toContain(`nonce="${requestNonce}"`);
      expect(header(a.headers, "content-security-policy")).toContain(`'nonce-${requestNonce}'`);
    }
  });

  it("compresses once and answers each client in the encoding it accepts, with an ETag and 304", async () => {
    const { render } = counter((token) => page(token));
    const plain = await cachedPage(`${BASE}/about`, { nonce: nonce() }, render);
    const br = await cachedPage(`${BASE}/about`, { nonce: nonce(), acceptEncoding: "gzip, deflate, br, zstd" }, render);
    const gz = await cachedPage(`${BASE}/about`, { nonce: nonce(), acceptEncoding: "gzip" }, render);
    expect(header(plain.headers, "content-encoding")).toBeUndefined();
    expect(header(br.headers, "content-encoding")).toBe("br");
    expect(header(gz.headers, "content-encoding")).toBe("gzip");
    expect(zlib.brotliDecompressSync(br.body as Buffer).equals(plain.body as Buffer)).toBe(true);
    expect(zlib.gunzipSync(gz.body as Buffer).equals(plain.body as Buffer)).toBe(true);
    expect(header(br.headers, "vary")).toBe("Cookie, Accept-Encoding");

    const etag = header(plain.headers, "etag")!;
    const revisit = await cachedPage(`${BASE}/about`, { nonce: nonce(), ifNoneMatch: `W/${etag}` }, render);
    expect(revisit.status).toBe(304);
    expect(revisit.body).toBe("");
    const otherTag = await cachedPage(`${BASE}/about`, { nonce: nonce(), ifNoneMatch: '"stale"' }, render);
    expect(otherTag.status).toBe(200);
  });

  it("answers a miss with a quick encoding for that client only, and stores the best encodings off the request path", async () => {
    const { render } = counter((token) => page(token));
    const miss = await cachedPage(`${BASE}/contact`, { nonce: nonce(), acceptEncoding: "gzip, br" }, render);
    expect(miss.cache).toBe("miss");
    expect(header(miss.headers, "content-encoding")).toBe("br");
    const quickSize = (miss.body as Buffer).length;
    const plain = zlib.brotliDecompressSync(miss.body as Buffer);
    // Once the background compression has run, hits get brotli 9 (smaller) and gzip, the same page.
    await expect.poll(async () => ((await cachedPage(`${BASE}/contact`, { nonce: nonce(), acceptEncoding: "br" }, render)).body as Buffer).length, { timeout: 15_000 }).toBeLessThan(quickSize);
    const gz = await cachedPage(`${BASE}/contact`, { nonce: nonce(), acceptEncoding: "gzip" }, render);
    expect(zlib.gunzipSync(gz.body as Buffer).equals(plain)).toBe(true);
  });

  it("keeps the API envelope's timestamp current on every hit", async () => {
    const stamped = () =>
      new Response(JSON.stringify({ success: true, message: "OK", data: { n: 1 }, timestamp: "2000-01-01T00:00:00.000Z" }), {
        headers: { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "public, max-age=60" },
      });
    const { calls, render } = counter(stamped);
    await cachedPage(`${BASE}/api/products`, { nonce: nonce() }, render);
    const hit = await cachedPage(`${BASE}/api/products`, { nonce: nonce() }, render);
    expect(calls).toHaveLength(1);
    expect(hit.cache).toBe("hit");
    const body = JSON.parse(String(hit.body));
    expect(body.data).toEqual({ n: 1 });
    expect(Date.now() - Date.parse(body.timestamp)).toBeLessThan(5_000);
  });

  it("shares one render between concurrent misses", async () => {
    const { calls, render } = counter((token) => page(token));
    const answers = await Promise.all(Array.from({ length: 20 }, () => cachedPage(`${BASE}/shop?sort=price`, { nonce: nonce() }, render)));
    expect(calls).toHaveLength(1);
    expect(answers.filter((a) => a.cache === "miss")).toHaveLength(1);
  });

  it("does not keep a page whose token would survive in the markup", async () => {
    const { calls, render } = counter((token) => page(token, `leaked ${token}`));
    await cachedPage(`${BASE}/contact`, { nonce: nonce() }, render);
    await cachedPage(`${BASE}/contact`, { nonce: nonce() }, render);
    expect(calls).toHaveLength(2);
  });
});

describe("pickEncoding", () => {
  it("prefers brotli, honours q=0 and falls back to identity", () => {
    expect(pickEncoding("gzip, deflate, br", ["br", "gzip"])).toBe("br");
    expect(pickEncoding("br;q=0, gzip", ["br", "gzip"])).toBe("gzip");
    expect(pickEncoding("*", ["br", "gzip"])).toBe("br");
    expect(pickEncoding("identity", ["br", "gzip"])).toBeNull();
    expect(pickEncoding(undefined, ["br", "gzip"])).toBeNull();
    expect(pickEncoding("gzip", [])).toBeNull();
  });
});

// Issue 11, section 5: `Cookie: __session =<valid>` (a space before "=") was
// anonymous to the cache and signed in to Remix, so a customer's page was kept
// and served to everyone. The cache now reads cookies with Remix's own parser,
// and a render that found a user, a guest cart/wishlist or a toast is never kept
// whatever the cookie test said.
describe("page-cache poisoning", () => {
  const spaced = [
    "__session =abc",
    "__session\t=abc",
    "theme=dark;__guest =xyz",
    "a=1;  __toast  =t",
    "theme=dark;__session=abc",
  ];

  it("reads cookies as Remix does: a space or tab around the name still names our cookie", () => {
    for (const cookie of spaced) {
      expect(pageCacheKey({ method: "GET", url: `${BASE}/shop`, cookie }), cookie).toBeNull();
      expect(hasOurCookies(cookie), cookie).toBe(true);
      const request = new Request(`${BASE}/shop`, { headers: { Cookie: cookie } });
      expect(cacheControlFor(routePolicy("/shop"), request, 200), cookie).toBe(PERSONAL_PAGE_CACHE);
    }
    // Names that only look alike are not ours.
    for (const cookie of ["x__session=abc", "__sessions=abc", "consent=__session=abc"]) {
      expect(hasOurCookies(cookie), cookie).toBe(false);
    }
  });

  it("the session Remix reads from a spaced cookie is the one the cache now sees", async () => {
    const user = await createUser();
    const valid = await webSessionCookie(user);
    const spacedCookie = valid.replace(/^__session=/, "__session =");
    const request = new Request(`${BASE}/`, { headers: { Cookie: spacedCookie } });
    expect((await getUser(request))?.id).toBe(user.id);
    expect(pageCacheKey({ method: "GET", url: `${BASE}/`, cookie: spacedCookie })).toBeNull();
  });

  it("never keeps a render that found a signed-in user, even when the cookie test is fooled", async () => {
    const user = await createUser();
    const cookie = await webSessionCookie(user);
    const render = async (token: string) => {
      // What the root loader does: read the user from the request's cookie.
      const found = await getUser(new Request(`${BASE}/`, { headers: { Cookie: cookie } }));
      return page(token, `Hello ${found?.firstName ?? "guest"}`);
    };
    const first = await cachedPage(`${BASE}/`, { nonce: nonce() }, render);
    expect(first.cache).toBe("bypass");
    const second = await cachedPage(`${BASE}/`, { nonce: nonce() }, async (token) => page(token, "Anonymous"));
    expect(second.cache).toBe("miss");
    expect(String(second.body)).not.toContain("Hello");
  });

  it("never keeps a render that found a guest cart or wishlist, or a toast", async () => {
    const { setCookie } = await ensureGuestId(new Request(`${BASE}/`));
    const guest = setCookie!.split(";")[0];
    const toast = (await toastHeaders({ type: "success", title: "Logged out successfully" })).get("Set-Cookie")!.split(";")[0];
    const finders = [
      () => getGuestId(new Request(`${BASE}/`, { headers: { Cookie: guest } })),
      () => getToast(new Request(`${BASE}/`, { headers: { Cookie: toast } })),
    ];
    for (const find of finders) {
      clearPageCache();
      const answer = await cachedPage(`${BASE}/shop`, { nonce: nonce() }, async (token) => {
        await find();
        return page(token, "Personal");
      });
      expect(answer.cache).toBe("bypass");
    }
  });

  it("marks such a render private for any shared cache too", async () => {
    const user = await createUser();
    const cookie = await webSessionCookie(user);
    let cacheControl = "";
    await cachedPage(`${BASE}/`, { nonce: nonce() }, async (token) => {
      await getUser(new Request(`${BASE}/`, { headers: { Cookie: cookie } }));
      // entry.server.tsx decides the header during the render, from a request without (as the cache saw it) our cookies.
      cacheControl = cacheControlFor(routePolicy("/"), new Request(`${BASE}/`), 200);
      return page(token);
    });
    expect(cacheControl).toBe(PERSONAL_PAGE_CACHE);
    // Outside such a render, an anonymous page stays public.
    expect(cacheControlFor(routePolicy("/"), new Request(`${BASE}/`), 200)).toBe(PUBLIC_PAGE_CACHE);
  });
});

describe("stock and the catalogue version (issue 15 section 4)", () => {
  const versions = async () => {
    const rows = await prisma.$queryRawUnsafe<Array<{ id: number; version: number | bigint }>>(`SELECT "id", "version" FROM "DataVersion" WHERE "id" IN (2, 3)`);
    const of = (id: number) => Number(rows.find((r) => r.id === id)?.version ?? 0);
    return { catalog: of(2), stock: of(3) };
  };

  async function stockedProduct(stock: number) {
    const tag = crypto.randomBytes(4).toString("hex");
    const category = await prisma.category.create({ data: { name: `Stock test ${tag}`, slug: `stock-test-${tag}` } });
    return prisma.product.create({
      data: {
        name: `Stock test ${tag}`,
        description: "A product for the catalogue version test.",
        material: "Cotton",
        price: 100_000,
        originalPrice: 100_000,
        categoryId: category.id,
        sizes: JSON.stringify(["M"]),
        colors: JSON.stringify(["Red"]),
        stock,
        variants: { create: [{ size: "M", color: "Red", stock }] },
      },
      select: { id: true, variants: { select: { id: true } } },
    });
  }

  it("names every column of Product in its trigger, except the ones no page shows", async () => {
    const columns = await prisma.$queryRawUnsafe<Array<{ name: string }>>(`PRAGMA table_info("Product")`);
    const [trigger] = await prisma.$queryRawUnsafe<Array<{ sql: string }>>(`SELECT "sql" FROM "sqlite_master" WHERE "type" = 'trigger' AND "name" = 'CatalogVersion_Product_update'`);
    for (const { name } of columns) {
      if (["stock", "updatedAt", "version"].includes(name)) continue;
      expect(trigger.sql, `a change of Product.${name} must bump the catalogue version`).toContain(`NEW."${name}" IS NOT OLD."${name}"`);
    }
  });

  it("moves only when a page shows the change: sold out, 'Only N left', the quantity cap; every unit moves the stock version", async () => {
    const product = await stockedProduct(40);
    const variant = product.variants[0].id;
    const sell = async (units: number) => {
      await prisma.$transaction([
        prisma.productVariant.update({ where: { id: variant }, data: { stock: { decrement: units } } }),
        prisma.product.update({ where: { id: product.id }, data: { stock: { decrement: units } } }),
      ]);
    };
    let before = await versions();
    await sell(1); // 40 -> 39: still "In Stock", quantity up to 10
    let after = await versions();
    expect(after.catalog).toBe(before.catalog);
    expect(after.stock).toBeGreaterThan(before.stock);

    before = after;
    await sell(29); // 39 -> 10: within the quantity cap (10) and the low-stock band
    after = await versions();
    expect(after.catalog).toBeGreaterThan(before.catalog);

    before = after;
    await sell(1); // 10 -> 9: the page says "Only 9 left" (or caps the quantity at 9)
    after = await versions();
    expect(after.catalog).toBeGreaterThan(before.catalog);

    before = after;
    await sell(9); // 9 -> 0: sold out
    after = await versions();
    expect(after.catalog).toBeGreaterThan(before.catalog);

    // Anything else a page shows still counts, whatever the stock.
    before = after;
    await prisma.product.update({ where: { id: product.id }, data: { price: 90_000 } });
    expect((await versions()).catalog).toBeGreaterThan(before.catalog);
  });

  it("keeps pages across a sale that changes no shown figure, while API answers (exact stock) render again", async () => {
    const product = await stockedProduct(50);
    const { calls, render } = counter((token) => page(token));
    const json = counter(
      () => new Response(`{"success":true,"data":{"stock":50},"timestamp":"x"}`, { headers: { "Content-Type": "application/json", "Cache-Control": PUBLIC_PAGE_CACHE } }),
    );
    const now = Date.now();
    await cachedPage(`${BASE}/product/${product.id}`, { nonce: nonce() }, render, now);
    await cachedPage(`${BASE}/api/products/${product.id}`, { nonce: nonce() }, json.render, now);
    await prisma.$transaction([
      prisma.productVariant.update({ where: { id: product.variants[0].id }, data: { stock: { decrement: 1 } } }),
      prisma.product.update({ where: { id: product.id }, data: { stock: { decrement: 1 } } }),
    ]);
    expect((await cachedPage(`${BASE}/product/${product.id}`, { nonce: nonce() }, render, now)).cache).toBe("hit");
    expect(calls).toHaveLength(1);
    expect((await cachedPage(`${BASE}/api/products/${product.id}`, { nonce: nonce() }, json.render, now)).cache).toBe("miss");
    expect(json.calls).toHaveLength(2);
  });

  it("answers a fresh hit synchronously (server.js, before Express) and nothing else", async () => {
    const { render } = counter((token) => page(token));
    const key = `${BASE}/shop?sort=fresh-test`;
    expect(freshPage(key, { nonce: "" })).toBeNull();
    await cachedPage(key, { nonce: nonce(), acceptEncoding: "gzip" }, render);
    // An encoding not stored yet is left to the ordinary way (which encodes it quickly); brotli is stored off the request path.
    await expect.poll(() => freshPage(key, { nonce: "", acceptEncoding: "br" })?.cache, { timeout: 15_000 }).toBe("hit");
    const hit = freshPage(key, { nonce: "", acceptEncoding: "br" });
    expect(hit?.cache).toBe("hit");
    expect(header(hit!.headers, "content-encoding")).toBe("br");
    await bumpData();
    expect(freshPage(key, { nonce: "" })).toBeNull();
  });
});
