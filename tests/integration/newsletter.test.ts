import { describe, expect, it, vi } from "vitest";
import { prisma } from "~/db.server";
import type * as CategoryModel from "~/models/category.server";
import { confirmSubscription, isSubscribed, newsletterConfirmToken, requestSubscription, unsubscribe } from "~/models/newsletter.server";
import * as home from "~/routes/_index";
import * as subscribeApi from "~/routes/api.newsletter.subscribe";
import * as newsletterRoute from "~/routes/newsletter";
import type { NewsletterActionData } from "~/routes/newsletter";
import { formConstraint } from "~/schemas/forms.server";
import { NEWSLETTER_MESSAGES, NewsletterSchema } from "~/schemas/newsletter";
import { buildOpenApiDocument } from "~/utils/openapi.server";
import { appUrl } from "~/utils/urls.server";
import { getToast } from "~/utils/toast.server";
import { callAction, callLoader, createUser, jsonRequest, readEnvelope, uniqueEmail, uniqueIp } from "./helpers";

// The newsletter (spec/storefront.md "Newsletter box", sections 5 and 8;
// DECISIONS 3.7): the model (stored, idempotent per e-mail), the /newsletter
// form action with and without JavaScript, and POST /api/newsletter/subscribe;
// also the loader of the home page that carries the newsletter box (its
// category section has an error state that only a failing query can show).

// listCategories fails on demand, for the home page's "Failed to load categories".
const categoryFailure = vi.hoisted(() => ({ fail: false }));
vi.mock("~/models/category.server", async (importOriginal) => {
  const actual = await importOriginal<typeof CategoryModel>();
  return {
    ...actual,
    listCategories: (...args: Parameters<typeof actual.listCategories>) =>
      categoryFailure.fail ? Promise.reject(new Error("SQLITE_BUSY: database is locked")) : actual.listCategories(...args),
  };
});

const M = NEWSLETTER_MESSAGES;

const rowsFor = (email: string) => prisma.newsletterSubscriber.findMany({ where: { email } });

function post(fields: Record<string, string>) {
  return new Request("http://localhost/newsletter", {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
  });
}

async function toastOf(res: Response) {
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith("__toast="));
  expect(cookie, "a toast cookie").toBeDefined();
  return (await getToast(new Request("http://localhost/", { headers: { Cookie: cookie!.split(";")[0] } }))).toast;
}

/** A mode=fetch post: the action answers `data()`, not a Response. */
async function fetchPost(fields: Record<string, string>, clientIp = uniqueIp()) {
  const out = (await newsletterRoute.action({ request: post({ ...fields, mode: "fetch" }), params: {}, context: { clientIp } })) as unknown;
  expect(out).not.toBeInstanceOf(Response);
  const { data, init } = out as { data: NewsletterActionData; init: ResponseInit | null };
  return { data, status: init?.status ?? 200, headers: new Headers(init?.headers) };
}

describe("the rules", () => {
  const cases: Array<[unknown, string | null]> = [
    ["", M.required],
    ["   ", M.required],
    ["asha", M.invalid],
    ["asha@example", M.invalid],
    ["asha @example.com", M.invalid],
    ["@example.com", M.invalid],
    [`${"a".repeat(250)}@example.com`, M.invalid],
    ["asha@example.com", null],
    ["  Asha.Patel+news@Example.co.in ", null],
  ];
  it.each(cases)("%j gives %j", (value, message) => {
    const parsed = NewsletterSchema.safeParse({ email: value });
    expect(parsed.success ? null : parsed.error.issues[0].message).toBe(message);
  });

  it("gives the box its HTML constraints from the schema (the browser never runs zod)", () => {
    const { email } = formConstraint("newsletter");
    expect(email).toMatchObject({ required: true, maxLength: 254 });
    const pattern = new RegExp(`^(?:${email!.pattern})$`, "v");
    expect(pattern.test("asha@example.com")).toBe(true);
    expect(pattern.test("asha@example")).toBe(false);
  });

  it("a missing or non-string e-mail is rejected with the documents' words", () => {
    expect(NewsletterSchema.safeParse({}).error?.issues[0].message).toBe(M.required);
    expect(NewsletterSchema.safeParse({ email: 42 }).error?.issues[0].message).toBe(M.invalid);
  });

  it("normalizes the address (trimmed, lower case)", () => {
    expect(NewsletterSchema.parse({ email: "  Asha@Example.COM " })).toEqual({ email: "asha@example.com" });
  });
});

describe("requestSubscription (model, double opt-in)", () => {
  const confirmed = (email: string) => prisma.newsletterSubscriber.create({ data: { email, confirmedAt: new Date(), requestedAt: new Date() } });

  it("stores a new address once as requested (not subscribed) and e-mails its confirmation link; asking again changes nothing", async () => {
    const email = uniqueEmail("news");
    expect(await requestSubscription(email)).toEqual({ confirmationSent: true });
    expect(await requestSubscription(`  ${email.toUpperCase()} `)).toEqual({ confirmationSent: true });
    const rows = await rowsFor(email);
    expect(rows).toHaveLength(1);
    expect(rows[0].confirmedAt).toBeNull();
    expect(await isSubscribed(email)).toBe(false);
    // At most one confirmation e-mail an hour per address.
    expect(await prisma.emailOutbox.count({ where: { to: email, template: "newsletter-confirm" } })).toBe(1);
  });

  it("sends nothing for an address that is already subscribed", async () => {
    const email = uniqueEmail("news");
    await confirmed(email);
    expect(await requestSubscription(email)).toEqual({ confirmationSent: false });
    expect(await prisma.emailOutbox.count({ where: { to: email } })).toBe(0);
    expect(await isSubscribed(email)).toBe(true);
  });

  it("an address that unsubscribed stays off the list until it confirms again", async () => {
    const email = uniqueEmail("news");
    await confirmed(email);
    expect(await unsubscribe(email)).toBe(true);
    expect(await unsubscribe(email)).toBe(false);
    expect(await isSubscribed(email)).toBe(false);
    expect(await requestSubscription(email)).toEqual({ confirmationSent: true });
    expect(await isSubscribed(email)).toBe(false);
    await confirmSubscription(newsletterConfirmToken(email));
    expect(await isSubscribed(email)).toBe(true);
    expect(await rowsFor(email)).toHaveLength(1);
  });

  it("simultaneous requests for one address store one row", async () => {
    const email = uniqueEmail("news");
    await Promise.all([requestSubscription(email), requestSubscription(email), requestSubscription(email)]);
    expect(await rowsFor(email)).toHaveLength(1);
  });

  it("turns on the newsletter flag of the account with that address once confirmed, and off when it unsubscribes", async () => {
    const user = await createUser();
    expect((await prisma.user.findUniqueOrThrow({ where: { id: user.id } })).newsletter).toBe(false);
    await requestSubscription(user.email.toUpperCase());
    expect((await prisma.user.findUniqueOrThrow({ where: { id: user.id } })).newsletter).toBe(false);
    await confirmSubscription(newsletterConfirmToken(user.email));
    expect((await prisma.user.findUniqueOrThrow({ where: { id: user.id } })).newsletter).toBe(true);
    await unsubscribe(user.email);
    expect((await prisma.user.findUniqueOrThrow({ where: { id: user.id } })).newsletter).toBe(false);
  });
});

describe("POST /newsletter without JavaScript (form post, redirect back with a toast)", () => {
  it("asks for confirmation and comes back with the thanks", async () => {
    const email = uniqueEmail("form");
    const res = await callAction(newsletterRoute, post({ email: `  ${email.toUpperCase()}`, redirectTo: "/shop?sale=true" }));
    expect(res.status).toBe(303);
    expect(res.headers.get("Location")).toBe("/shop?sale=true");
    expect(await toastOf(res)).toEqual({ type: "success", title: M.subscribed });
    // Double opt-in: subscribed only once the e-mailed link is confirmed.
    expect(await isSubscribed(email)).toBe(false);
    expect(await prisma.emailOutbox.count({ where: { to: email, template: "newsletter-confirm" } })).toBe(1);
  });

  it("gives the same thanks for an address already on the list (no enumeration, not an error)", async () => {
    const email = uniqueEmail("form");
    await prisma.newsletterSubscriber.create({ data: { email, confirmedAt: new Date(), requestedAt: new Date() } });
    const res = await callAction(newsletterRoute, post({ email, redirectTo: "/about" }));
    expect(res.status).toBe(303);
    expect(res.headers.get("Location")).toBe("/about");
    expect(await toastOf(res)).toEqual({ type: "success", title: M.subscribed });
    expect(await rowsFor(email)).toHaveLength(1);
  });

  it.each([
    [{ email: "" }, M.required],
    [{}, M.required],
    [{ email: "not-an-email" }, M.invalid],
    [{ email: "asha@example" }, M.invalid],
  ])("%j comes back with the error toast %j and stores nothing", async (fields, message) => {
    const before = await prisma.newsletterSubscriber.count();
    const res = await callAction(newsletterRoute, post({ ...fields, redirectTo: "/contact" }));
    expect(res.status).toBe(303);
    expect(res.headers.get("Location")).toBe("/contact");
    expect(await toastOf(res)).toEqual({ type: "error", title: message });
    expect(await prisma.newsletterSubscriber.count()).toBe(before);
  });

  it("redirects only to local paths (default /)", async () => {
    for (const redirectTo of ["https://evil.example/", "//evil.example", ""]) {
      const res = await callAction(newsletterRoute, post({ email: uniqueEmail("form"), redirectTo }));
      expect(res.headers.get("Location")).toBe("/");
    }
    const res = await callAction(newsletterRoute, post({ email: uniqueEmail("form") }));
    expect(res.headers.get("Location")).toBe("/");
  });

  it("thanks a bot that filled the honeypot, and stores nothing", async () => {
    const email = uniqueEmail("bot");
    const res = await callAction(newsletterRoute, post({ email, website: "http://spam.example", redirectTo: "/" }));
    expect(res.status).toBe(303);
    expect(await toastOf(res)).toEqual({ type: "success", title: M.subscribed });
    expect(await rowsFor(email)).toHaveLength(0);
  });

  it("rate limits one address (publicForm: 10 per window) with an error toast", async () => {
    const email = uniqueEmail("busy");
    for (let i = 0; i < 10; i++) expect((await callAction(newsletterRoute, post({ email }))).status).toBe(303);
    const res = await callAction(newsletterRoute, post({ email }));
    expect(res.status).toBe(303);
    expect((await toastOf(res))?.title).toMatch(/Too many attempts/);
  });

  it("GET /newsletter goes to the home page", async () => {
    const res = await callLoader(newsletterRoute, new Request("http://localhost/newsletter"));
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/");
  });
});

describe("POST /newsletter with JavaScript (mode=fetch answers data for the box's states)", () => {
  it("answers ok with the thanks, for a new and for a known address", async () => {
    const email = uniqueEmail("fetch");
    for (let i = 0; i < 2; i++) {
      const { data, status } = await fetchPost({ email, redirectTo: "/" });
      expect(status).toBe(200);
      expect(data).toEqual({ ok: true, message: M.subscribed });
    }
    expect(await rowsFor(email)).toHaveLength(1);
  });

  it.each([
    ["", M.required],
    ["nope", M.invalid],
  ])("%j answers 400 with %j", async (email, message) => {
    const { data, status } = await fetchPost({ email });
    expect(status).toBe(400);
    expect(data).toEqual({ ok: false, error: message });
  });

  it("answers ok for a filled honeypot without storing", async () => {
    const email = uniqueEmail("bot");
    const { data } = await fetchPost({ email, website: "spam" });
    expect(data).toEqual({ ok: true, message: M.subscribed });
    expect(await rowsFor(email)).toHaveLength(0);
  });

  it("answers 429 with Retry-After when rate limited", async () => {
    const email = uniqueEmail("busy");
    for (let i = 0; i < 10; i++) expect((await fetchPost({ email })).status).toBe(200);
    const { data, status, headers } = await fetchPost({ email });
    expect(status).toBe(429);
    expect(data.ok).toBe(false);
    expect(Number(headers.get("Retry-After"))).toBeGreaterThan(0);
  });
});

describe("POST /api/newsletter/subscribe", () => {
  const call = (body: unknown, headers?: HeadersInit, ip?: string) =>
    callAction(subscribeApi, jsonRequest("POST", "/api/newsletter/subscribe", body, { headers }), {}, { clientIp: ip });

  it("asks for confirmation: 200, data null, the check-your-inbox message; twice is not an error", async () => {
    const email = uniqueEmail("api");
    for (let i = 0; i < 2; i++) {
      const res = await call({ email });
      expect(res.status).toBe(200);
      const body = await readEnvelope(res);
      expect(body).toMatchObject({ success: true, message: M.apiSubscribed, data: null });
      expect(body.errors).toBeUndefined();
    }
    expect(await rowsFor(email)).toHaveLength(1);
  });

  it.each([
    [{}, M.required],
    [{ email: "" }, M.required],
    [{ email: "   " }, M.required],
    [{ email: "asha" }, M.invalid],
    [{ email: "asha@example" }, M.invalid],
    [{ email: 12345 }, M.invalid],
  ])("%j gives 400 with errors [{ param: email, msg: %j }]", async (body, msg) => {
    const res = await call(body);
    expect(res.status).toBe(400);
    const envelope = await readEnvelope(res);
    expect(envelope.success).toBe(false);
    expect(envelope.data).toBeNull();
    expect(envelope.errors).toEqual([{ param: "email", msg }]);
  });

  it("gives 415 for a form post and 400 for malformed JSON", async () => {
    const form = await call("email=a%40b.com", { "Content-Type": "application/x-www-form-urlencoded" });
    expect(form.status).toBe(415);
    const bad = await call("{not json", { "Content-Type": "application/json" });
    expect(bad.status).toBe(400);
    expect((await readEnvelope(bad)).message).toBe("Invalid JSON");
  });

  it("gives 405 for GET", async () => {
    const res = await callLoader(subscribeApi, jsonRequest("GET", "/api/newsletter/subscribe"));
    expect(res.status).toBe(405);
    expect(res.headers.get("Allow")).toBe("POST");
  });

  it("gives 429 with Retry-After once an address is over the limit", async () => {
    const email = uniqueEmail("api-busy");
    for (let i = 0; i < 10; i++) expect((await call({ email })).status).toBe(200);
    const res = await call({ email });
    expect(res.status).toBe(429);
    expect(Number(res.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect((await readEnvelope(res)).success).toBe(false);
  });

  it("is documented in the OpenAPI document", () => {
    const doc = buildOpenApiDocument() as unknown as { paths: Record<string, Record<string, { responses: Record<string, unknown> }>> };
    const op = doc.paths["/api/newsletter/subscribe"]?.post;
    expect(op).toBeDefined();
    expect(Object.keys(op.responses)).toEqual(expect.arrayContaining(["200", "400", "415", "429"]));
  });
});

describe("the home page loader", () => {
  type HomeData = { origin: string; featured: unknown[]; newArrivals: unknown[]; categories: Array<{ slug: string; productCount: number }>; categoriesFailed: boolean };
  const load = async () => {
    const out = (await home.loader({ request: new Request("http://localhost/"), params: {}, context: {} })) as unknown as { data: HomeData };
    return out.data;
  };

  it("shows at most 8 featured products and new arrivals, and the active categories with their counts", async () => {
    const tag = Math.random().toString(36).slice(2, 8);
    const category = await prisma.category.create({ data: { name: `Home Test ${tag}`, slug: `home-test-${tag}`, sortOrder: -1000 } });
    for (let i = 0; i < 10; i++) {
      await prisma.product.create({
        data: { name: `Home Saree ${tag} ${i}`, description: "Woven in Surat.", material: "Silk", price: 100_000, originalPrice: 100_000, categoryId: category.id, sizes: "[]", colors: "[]", images: "[]", stock: 3, isFeatured: true, isNew: true },
      });
    }
    const data = await load();
    // The configured origin (appUrl), never the request's Host.
    expect(data.origin).toBe(appUrl());
    expect(data.featured).toHaveLength(8);
    expect(data.newArrivals).toHaveLength(8);
    expect(data.categoriesFailed).toBe(false);
    expect(data.categories.length).toBeLessThanOrEqual(8);
    expect(data.categories[0]).toMatchObject({ slug: category.slug, productCount: 10 });
  });

  it("a failure loading categories shows the section's error state, not the error page", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    categoryFailure.fail = true;
    try {
      const data = await load();
      expect(data.categoriesFailed).toBe(true);
      expect(data.categories).toEqual([]);
      expect(data.featured.length).toBeGreaterThan(0);
      expect(logged).toHaveBeenCalled();
    } finally {
      categoryFailure.fail = false;
      logged.mockRestore();
    }
  });
});
