import { describe, expect, it } from "vitest";
import { prisma } from "~/db.server";
import * as newsletterModel from "~/models/newsletter.server";
import * as subscribeApi from "~/routes/api.newsletter.subscribe";
import * as newsletterRoute from "~/routes/newsletter";
import * as apiRegister from "~/routes/api.auth.register";
import * as webRegister from "~/routes/register";
import { callAction, formPost, jsonRequest, readEnvelope, uniqueEmail, uniqueIp } from "./helpers";

// Issue 11, section 5: anyone could (re-)subscribe any address, also one that
// had unsubscribed. Now every way in (the newsletter box, the API, the
// register form's checkbox) only e-mails a signed, expiring confirmation
// link; the address counts as subscribed once that link is opened and
// confirmed (a GET that shows a button, and a POST, so mail scanners that
// follow links confirm nothing).

const { isSubscribed, unsubscribe } = newsletterModel;

const confirmRoute = () => import("~/routes/newsletter_.confirm");

const formSubscribe = (email: string) =>
  callAction(newsletterRoute, formPost("/newsletter", { email, redirectTo: "/" }), {}, { clientIp: uniqueIp() });
const apiSubscribe = (email: string) => callAction(subscribeApi, jsonRequest("POST", "/api/newsletter/subscribe", { email }), {}, { clientIp: uniqueIp() });

async function confirmationMails(email: string) {
  return prisma.emailOutbox.findMany({ where: { to: email, template: "newsletter-confirm" }, orderBy: { createdAt: "asc" } });
}

async function linkFor(email: string) {
  const mails = await confirmationMails(email);
  expect(mails.length, "a confirmation e-mail").toBeGreaterThan(0);
  const match = /(https?:\/\/\S+\/newsletter\/confirm\?token=([\w.-]+))/.exec(mails.at(-1)!.text);
  expect(match, mails.at(-1)!.text).not.toBeNull();
  return { url: match![1], token: match![2] };
}

/** What the confirm page's loader and action answer, as { status, data } or the Response. */
async function run(fn: (args: never) => unknown, request: Request) {
  try {
    const out = (await fn({ request, params: {}, context: { clientIp: uniqueIp() } } as never)) as unknown;
    if (out instanceof Response) return { status: out.status, response: out, data: null as unknown };
    const wrapped = out as { type?: string; data?: unknown; init?: { status?: number } | null };
    if (wrapped && wrapped.type === "DataWithResponseInit") return { status: wrapped.init?.status ?? 200, response: null, data: wrapped.data };
    return { status: 200, response: null, data: out };
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status, response: thrown, data: null as unknown };
    throw thrown;
  }
}

async function confirmWith(token: string) {
  const route = await confirmRoute();
  return run(route.action as never, formPost("/newsletter/confirm", { token }));
}

describe("newsletter double opt-in", () => {
  it("the newsletter box only e-mails a confirmation link; the address is not subscribed yet", async () => {
    const email = uniqueEmail("optin");
    expect((await formSubscribe(email)).status).toBe(303);
    expect(await isSubscribed(email)).toBe(false);
    const { url } = await linkFor(email);
    // Absolute, from the configured origin, never from the request's Host.
    expect(url.startsWith("http://localhost")).toBe(true);
  });

  it("the API only e-mails a confirmation link too", async () => {
    const email = uniqueEmail("optin-api");
    const res = await apiSubscribe(email);
    expect(res.status).toBe(200);
    expect((await readEnvelope(res)).data).toBeNull();
    expect(await isSubscribed(email)).toBe(false);
    await linkFor(email);
  });

  it("an address that unsubscribed cannot be put back on the list by someone else", async () => {
    const email = uniqueEmail("returning");
    await prisma.newsletterSubscriber.create({ data: { email, confirmedAt: new Date(), requestedAt: new Date() } });
    expect(await isSubscribed(email)).toBe(true);
    expect(await unsubscribe(email)).toBe(true);
    expect((await formSubscribe(email)).status).toBe(303);
    expect((await apiSubscribe(email)).status).toBe(200);
    expect(await isSubscribed(email)).toBe(false);
    // Its owner can come back through the link.
    const { token } = await linkFor(email);
    expect((await confirmWith(token)).status).toBe(303);
    expect(await isSubscribed(email)).toBe(true);
  });

  it("a link sent before the address unsubscribed cannot put it back on the list; a new request sends a new link that does", async () => {
    const email = uniqueEmail("replay");
    // The owner asked, got a link (a minute ago), confirmed, then unsubscribed.
    const old = newsletterModel.newsletterConfirmToken(email, new Date(Date.now() - 60_000 + newsletterModel.NEWSLETTER_CONFIRM_HOURS * 3_600_000));
    expect((await confirmWith(old)).status).toBe(303);
    expect(await isSubscribed(email)).toBe(true);
    expect(await unsubscribe(email)).toBe(true);
    // The old link, still unexpired (in the inbox, a forwarded mail, a scanner's log), is replayed.
    const replay = await confirmWith(old);
    expect(replay.status).toBe(400);
    expect(replay.data).toMatchObject({ error: expect.any(String) });
    expect(await isSubscribed(email)).toBe(false);
    // Asking again e-mails a fresh link (even within the hour of an earlier one), and that link works.
    const before = (await confirmationMails(email)).length;
    expect((await formSubscribe(email)).status).toBe(303);
    expect((await confirmationMails(email)).length).toBe(before + 1);
    const { token } = await linkFor(email);
    expect((await confirmWith(token)).status).toBe(303);
    expect(await isSubscribed(email)).toBe(true);
  });

  it("the register form's checkbox and the API's subscribeNewsletter ask for confirmation as well", async () => {
    const web = uniqueEmail("reg-web");
    const fields = { firstName: "Asha", lastName: "Patel", email: web, phone: "+91 98250 11111", password: "Secret123", confirmPassword: "Secret123", agreeToTerms: "on", subscribeNewsletter: "on" };
    const res = await run(webRegister.action as never, formPost("/register", fields));
    expect(res.status).toBe(302);
    expect(await isSubscribed(web)).toBe(false);
    expect((await prisma.user.findUniqueOrThrow({ where: { email: web } })).newsletter).toBe(false);
    await linkFor(web);

    const api = uniqueEmail("reg-api");
    const body = { firstName: "Meera", lastName: "Shah", email: api, phone: "+91 98765 43210", password: "Secret123", confirmPassword: "Secret123", agreeToTerms: true };
    expect((await callAction(apiRegister, jsonRequest("POST", "/api/auth/register", body), {}, { clientIp: uniqueIp() })).status).toBe(201);
    expect(await isSubscribed(api)).toBe(false);
    const { token } = await linkFor(api);
    expect((await confirmWith(token)).status).toBe(303);
    expect(await isSubscribed(api)).toBe(true);
    expect((await prisma.user.findUniqueOrThrow({ where: { email: api } })).newsletter).toBe(true);
  });

  it("GET /newsletter/confirm only shows a button (a mail scanner following the link confirms nothing); POST confirms", async () => {
    const email = uniqueEmail("scanner");
    await formSubscribe(email);
    const { token } = await linkFor(email);
    const route = await confirmRoute();
    const page = await run(route.loader as never, new Request(`http://localhost/newsletter/confirm?token=${encodeURIComponent(token)}`));
    expect(page.status).toBe(200);
    expect(page.data).toMatchObject({ token, email });
    expect(await isSubscribed(email)).toBe(false);

    const done = await confirmWith(token);
    expect(done.status).toBe(303);
    expect(await isSubscribed(email)).toBe(true);
    const row = await prisma.newsletterSubscriber.findUniqueOrThrow({ where: { email } });
    expect(row.confirmedAt).toBeInstanceOf(Date);
    expect(row.unsubscribedAt).toBeNull();
    // Confirming twice is harmless.
    expect((await confirmWith(token)).status).toBe(303);
  });

  it("refuses a tampered, foreign or expired link", async () => {
    const email = uniqueEmail("tamper");
    await formSubscribe(email);
    const { token } = await linkFor(email);
    const [encoded, expires, signature] = token.split(".");
    const other = Buffer.from(uniqueEmail("victim")).toString("base64url");
    const forged = [
      `${other}.${expires}.${signature}`,
      `${encoded}.${Number(expires) + 86_400}.${signature}`,
      `${encoded}.${expires}.${signature.slice(0, -2)}AA`,
      "garbage",
      "",
    ];
    for (const bad of forged) {
      const res = await confirmWith(bad);
      expect(res.status, bad).toBe(400);
    }
    expect(await isSubscribed(email)).toBe(false);

    const expired = newsletterModel.newsletterConfirmToken(email, new Date(Date.now() - 1000));
    expect((await confirmWith(expired)).status).toBe(400);
    const route = await confirmRoute();
    const page = await run(route.loader as never, new Request(`http://localhost/newsletter/confirm?token=${expired}`));
    expect(page.data).toMatchObject({ token: null });
    expect(await isSubscribed(email)).toBe(false);
  });

  it("answers the same whether or not the address is already subscribed", async () => {
    const known = uniqueEmail("known");
    await prisma.newsletterSubscriber.create({ data: { email: known, confirmedAt: new Date(), requestedAt: new Date() } });
    const fresh = uniqueEmail("fresh");
    const [a, b] = [await readEnvelope(await apiSubscribe(known)), await readEnvelope(await apiSubscribe(fresh))];
    expect(a.message).toBe(b.message);
    expect(a.data).toEqual(b.data);
  });

  it("counts only confirmed, still subscribed addresses", async () => {
    const before = await newsletterModel.countSubscribers();
    const pending = uniqueEmail("count-pending");
    await formSubscribe(pending);
    expect(await newsletterModel.countSubscribers()).toBe(before);
    await confirmWith((await linkFor(pending)).token);
    expect(await newsletterModel.countSubscribers()).toBe(before + 1);
    await unsubscribe(pending);
    expect(await newsletterModel.countSubscribers()).toBe(before);
  });
});
