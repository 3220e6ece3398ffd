import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { prisma } from "~/db.server";
import * as aboutPage from "~/routes/about";
import * as apiForgot from "~/routes/api.auth.forgot-password";
import * as contactPage from "~/routes/contact";
import * as forgotPage from "~/routes/forgot-password";
import * as homePage from "~/routes/_index";
import * as productPage from "~/routes/product.$id";
import * as robots from "~/routes/robots[.]txt";
import * as shopPage from "~/routes/shop";
import * as sitemap from "~/routes/sitemap[.]xml";
import { resetEnvCache } from "~/utils/env.server";
import { appUrl } from "~/utils/urls.server";
import { getProduct } from "~/models/catalog.server";
import { homeJsonLd, productBreadcrumbJsonLd, productPageJsonLd } from "~/utils/json-ld.server";
import { callRoute, createUser, runWebRoute } from "./helpers";

// Issue 11, section 1: every absolute URL comes from APP_URL (appUrl()), never
// from the request's Host or X-Forwarded-Host. Each request below arrives for
// an attacker's host, as `curl -H 'Host: evil.example'` makes it look to Remix.

const EVIL = "http://evil.example";
const saved = { APP_URL: process.env.APP_URL, PORT: process.env.PORT };
let productId: string;

beforeAll(async () => {
  const category = await prisma.category.create({ data: { name: `App URL ${Date.now()}`, slug: `app-url-${Date.now()}` } });
  const product = await prisma.product.create({
    data: { name: "Host-proof saree", description: "Silk.", material: "Silk", price: 150_000, originalPrice: 150_000, categoryId: category.id, stock: 5, sizes: '["Free Size"]', colors: '["Maroon"]', images: '["/images/products/b-1.svg"]' },
  });
  productId = product.id;
});

function setEnv(vars: Record<string, string | undefined>) {
  for (const [k, v] of Object.entries(vars)) {
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  }
  resetEnvCache();
}

afterAll(() => setEnv(saved));

const hostile = (path: string, init: RequestInit = {}) =>
  new Request(`${EVIL}${path}`, { ...init, headers: { "X-Forwarded-Host": "evil.example", ...(init.headers ?? {}) } });

async function textOf(out: Awaited<ReturnType<typeof runWebRoute>>) {
  return out instanceof Response ? out.text() : JSON.stringify(out.data);
}

// With APP_URL set (production requires it), and without it outside production (http://localhost:$PORT).
describe.each([
  ["APP_URL=https://shop.example.in", { APP_URL: "https://shop.example.in", PORT: undefined }, "https://shop.example.in"],
  ["no APP_URL (development)", { APP_URL: undefined, PORT: "3456" }, "http://localhost:3456"],
])("absolute URLs come from APP_URL, never from the request: %s", (_label, vars, APP_URL) => {
  beforeAll(() => setEnv(vars));

  it("appUrl() is the expected origin", () => {
    expect(appUrl()).toBe(APP_URL);
  });

  it("the password-reset e-mail from POST /forgot-password links to APP_URL", async () => {
    const user = await createUser();
    const body = new URLSearchParams({ email: user.email });
    const out = await runWebRoute(forgotPage.action as never, hostile("/forgot-password", { method: "POST", body, headers: { "Content-Type": "application/x-www-form-urlencoded" } }));
    expect(out instanceof Response ? out.status : out.status).toBeLessThan(400);
    const mail = await prisma.emailOutbox.findFirstOrThrow({ where: { to: user.email, template: "password-reset" } });
    expect(mail.text).toContain(`${APP_URL}/reset-password?token=`);
    expect(`${mail.text}${mail.html}${mail.payload}`).not.toContain("evil.example");
  });

  it("the password-reset e-mail from POST /api/auth/forgot-password links to APP_URL", async () => {
    const user = await createUser();
    const res = await callRoute(apiForgot, hostile("/api/auth/forgot-password", { method: "POST", body: JSON.stringify({ email: user.email }), headers: { "Content-Type": "application/json" } }));
    expect(res.status).toBe(200);
    const mail = await prisma.emailOutbox.findFirstOrThrow({ where: { to: user.email, template: "password-reset" } });
    expect(mail.text).toContain(`${APP_URL}/reset-password?token=`);
    expect(`${mail.text}${mail.html}${mail.payload}`).not.toContain("evil.example");
  });

  it.each([
    ["/sitemap.xml", sitemap.loader],
    ["/robots.txt", robots.loader],
    ["/ (Open Graph)", homePage.loader],
    ["/shop (canonical)", shopPage.loader],
    ["/about (canonical)", aboutPage.loader],
    ["/contact (canonical)", contactPage.loader],
  ] as const)("%s", async (label, loader) => {
    const path = label.split(" ")[0];
    const text = await textOf(await runWebRoute(loader as never, hostile(path)));
    expect(text).toContain(APP_URL);
    expect(text).not.toContain("evil.example");
  });

  it("/product/{id} (canonical, Open Graph, JSON-LD)", async () => {
    const text = await textOf(await runWebRoute(productPage.loader as never, hostile(`/product/${productId}`), { id: productId }));
    expect(text).toContain(`${APP_URL}/product/${productId}`);
    expect(text).not.toContain("evil.example");
    // The JSON-LD the server's render writes (utils/json-ld.server.ts), and the home page's Organization.
    const product = (await getProduct(productId))!;
    for (const json of [productPageJsonLd(product, []), productBreadcrumbJsonLd(product), homeJsonLd()]) {
      expect(json).toContain(APP_URL);
      expect(json).not.toContain("evil.example");
    }
  });
});
