import { parseWithZod } from "@conform-to/zod";
import { beforeAll, describe, expect, it } from "vitest";
import { prisma } from "~/db.server";
import { countByStatus, createContactMessage, listContactMessages, updateContactMessageStatus } from "~/models/contact.server";
import { RATE_LIMITS } from "~/models/rate-limit.server";
import * as statusRoute from "~/routes/api.contact.$id.status";
import * as listRoute from "~/routes/api.contact.messages-get";
import * as apiContact from "~/routes/api.contact";
import * as contactPage from "~/routes/contact";
import { CONTACT_MESSAGES, ContactSchema } from "~/schemas/contact";
import { NotFound } from "~/utils/errors";
import { getToast } from "~/utils/toast.server";
import { callRoute, createUser, jsonRequest, readEnvelope, tokensFor, uniqueEmail, uniqueIp } from "./helpers";

// The contact feature end to end through its edges: the shared schema, the
// model, the /contact form action, POST /api/contact and the admin API.

const good = (email = uniqueEmail("contact")) => ({
  name: "Ananya Iyer",
  email,
  phone: "+91 98250 11111",
  subject: "Blouse stitching",
  message: "Can you stitch a blouse for the Kanjeevaram I ordered?",
});

const FIELD_CASES: Array<[string, Record<string, string>, string, string]> = [
  ["name missing", { name: "" }, "name", CONTACT_MESSAGES.name],
  ["name of one letter", { name: "A" }, "name", CONTACT_MESSAGES.name],
  ["name of spaces", { name: "    " }, "name", CONTACT_MESSAGES.name],
  ["email missing", { email: "" }, "email", CONTACT_MESSAGES.email],
  ["email invalid", { email: "priya@example" }, "email", CONTACT_MESSAGES.email],
  ["email of spaces", { email: "   " }, "email", CONTACT_MESSAGES.email],
  ["subject missing", { subject: "" }, "subject", CONTACT_MESSAGES.subject],
  ["subject short", { subject: "H" }, "subject", CONTACT_MESSAGES.subject],
  ["message missing", { message: "" }, "message", CONTACT_MESSAGES.message],
  ["message short", { message: "Hi!" }, "message", CONTACT_MESSAGES.message],
];

// ---------------------------------------------------------------- schema

describe("ContactSchema", () => {
  it("uses the documented messages word for word", () => {
    expect(CONTACT_MESSAGES).toMatchObject({
      name: "Name must be at least 2 characters long",
      email: "Please enter a valid email address",
      subject: "Subject must be at least 2 characters long",
      message: "Message must be at least 5 characters long",
      success: "Thank you for your message! We will get back to you soon.",
      checkInput: "Please check your input and try again",
    });
  });

  for (const [label, override, field, message] of FIELD_CASES) {
    it(`rejects ${label} with "${message}"`, () => {
      const result = ContactSchema.safeParse({ ...good(), ...override });
      expect(result.success).toBe(false);
      expect(result.error?.flatten().fieldErrors[field as "name"]).toEqual([message]);
    });
  }

  it("reports every bad field at once, also for wrong types", () => {
    const result = ContactSchema.safeParse({ name: 7, email: null, subject: [], message: {} });
    expect(result.error?.flatten().fieldErrors).toEqual({
      name: [CONTACT_MESSAGES.name],
      email: [CONTACT_MESSAGES.email],
      subject: [CONTACT_MESSAGES.subject],
      message: [CONTACT_MESSAGES.message],
    });
  });

  it("trims, keeps the phone optional and without rules, and caps lengths", () => {
    const parsed = ContactSchema.parse({ ...good("  a@b.co "), name: "  Jo  ", phone: undefined });
    expect(parsed.name).toBe("Jo");
    expect(parsed.email).toBe("a@b.co");
    expect(parsed.phone).toBeUndefined();
    expect(ContactSchema.parse({ ...good(), phone: "call me maybe" }).phone).toBe("call me maybe");
    expect(ContactSchema.parse({ ...good(), phone: null }).phone).toBeNull();
    const long = ContactSchema.safeParse({ ...good(), phone: "1".repeat(21), name: "n".repeat(101), message: "m".repeat(5001) });
    expect(long.error?.flatten().fieldErrors).toEqual({
      phone: ["Phone number must be at most 20 characters long"],
      name: ["Name must be at most 100 characters long"],
      message: ["Message must be at most 5000 characters long"],
    });
  });

  it("works with Conform's form parsing (empty fields count as missing)", () => {
    const formData = new FormData();
    for (const [k, v] of Object.entries({ ...good(), phone: "", subject: "" })) formData.set(k, v);
    const submission = parseWithZod(formData, { schema: ContactSchema });
    expect(submission.status).toBe("error");
    expect(submission.reply().error).toEqual({ subject: [CONTACT_MESSAGES.subject] });
  });
});

// ---------------------------------------------------------------- model

describe("contact model", () => {
  it("stores the message with status new and queues exactly one acknowledgement in the outbox", async () => {
    const input = ContactSchema.parse(good());
    const message = await createContactMessage(input);
    expect(message).toMatchObject({ name: input.name, email: input.email, phone: input.phone, subject: input.subject, status: "new", userId: null });
    const row = await prisma.contactMessage.findUniqueOrThrow({ where: { id: message._id } });
    expect(row.status).toBe("new");
    const mails = await prisma.emailOutbox.findMany({ where: { to: input.email } });
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ template: "contact-ack", dedupeKey: `contact-ack:${message._id}` });
    expect(mails[0].text).toContain("24 hours");
    // Nothing the visitor typed is relayed to the address given (issue 11, section 5).
    expect(mails[0].text).not.toContain(input.message);
    expect(mails[0].text).not.toContain(input.subject);
    expect(mails[0].text).not.toContain(input.name);
  });

  it("acknowledges with fixed text only: no name, subject or message the visitor chose, anywhere in the e-mail", async () => {
    const spam = {
      name: "Win a prize at https://spam.example",
      email: uniqueEmail("victim"),
      phone: "",
      subject: "Claim your reward now: https://spam.example/claim",
      message: "Click https://spam.example/claim to collect your reward today!",
    };
    const message = await createContactMessage(ContactSchema.parse(spam));
    const mail = await prisma.emailOutbox.findFirstOrThrow({ where: { to: spam.email, template: "contact-ack" } });
    const everything = [mail.subject, mail.text, mail.html ?? "", mail.payload].join("\n");
    expect(everything).not.toContain("spam.example");
    expect(everything).not.toContain("prize");
    expect(everything).not.toContain("reward");
    // Two visitors get the same words; only the reference differs.
    const other = await createContactMessage(ContactSchema.parse({ ...good(), name: "Someone Else" }));
    const otherMail = await prisma.emailOutbox.findFirstOrThrow({ where: { dedupeKey: `contact-ack:${other._id}` } });
    const reference = (id: string) => id.slice(-8).toUpperCase();
    expect(mail.text).toContain(reference(message._id));
    expect(mail.text.replace(reference(message._id), "REF")).toBe(otherMail.text.replace(reference(other._id), "REF"));
    expect(mail.subject).toBe(otherMail.subject);
  });

  it("stores an empty phone as null and links a signed-in sender", async () => {
    const user = await createUser();
    const message = await createContactMessage(ContactSchema.parse({ ...good(), phone: "" }), { userId: user.id });
    expect(message.phone).toBeNull();
    expect(message.userId).toBe(user.id);
  });

  it("lists newest first with a status filter and paging, and counts by status", async () => {
    const a = await createContactMessage(ContactSchema.parse(good()));
    const b = await createContactMessage(ContactSchema.parse(good()));
    await updateContactMessageStatus(a._id, "closed");
    const counts = await countByStatus();
    expect(counts.total).toBe(await prisma.contactMessage.count());
    expect(counts.closed).toBe(await prisma.contactMessage.count({ where: { status: "closed" } }));

    const closed = await listContactMessages({ status: "closed", limit: 100 });
    expect(closed.messages.every((m) => m.status === "closed")).toBe(true);
    expect(closed.messages.map((m) => m._id)).toContain(a._id);
    expect(closed.pagination.total).toBe(counts.closed);

    const first = await listContactMessages({ page: 1, limit: 1 });
    expect(first.messages[0]._id).toBe(b._id);
    expect(first.pagination).toMatchObject({ page: 1, limit: 1, total: counts.total, pages: counts.total, hasNext: true, hasPrev: false });
  });

  it("moves a message between statuses and refuses unknown ids", async () => {
    const m = await createContactMessage(ContactSchema.parse(good()));
    expect((await updateContactMessageStatus(m._id, "responded")).status).toBe("responded");
    expect((await updateContactMessageStatus(m._id, "responded")).status).toBe("responded");
    expect((await updateContactMessageStatus(m._id, "new")).status).toBe("new");
    await expect(updateContactMessageStatus("no-such-id", "read")).rejects.toBeInstanceOf(NotFound);
  });
});

// ---------------------------------------------------------------- the /contact form

type Reply = { status?: string; error?: Record<string, string[] | null>; initialValue?: Record<string, unknown> };

function formPost(fields: Record<string, string>, headers: Record<string, string> = {}) {
  return new Request("http://localhost/contact", {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
  });
}

/** Runs the /contact action: a Response (redirect) or the form reply with its status. */
async function submit(fields: Record<string, string>, ip = uniqueIp()) {
  const out = (await contactPage.action({ request: formPost(fields), params: {}, context: { clientIp: ip } })) as unknown;
  if (out instanceof Response) return { response: out, status: out.status, result: undefined };
  const d = out as { init?: { status?: number; headers?: HeadersInit }; data: { result: Reply } };
  return { response: undefined, status: d.init?.status ?? 200, result: d.data.result, headers: new Headers(d.init?.headers) };
}

describe("/contact action", () => {
  it("stores the message and redirects (303) to /contact with the documented toast", async () => {
    const fields = good();
    const { response, status } = await submit(fields);
    expect(status).toBe(303);
    expect(response!.headers.get("Location")).toBe("/contact");
    const cookie = response!.headers.getSetCookie().find((c) => c.startsWith("__toast="));
    expect(cookie).toBeDefined();
    const { toast } = await getToast(new Request("http://localhost/contact", { headers: { Cookie: cookie!.split(";")[0] } }));
    expect(toast).toEqual({ type: "success", title: "Thank you for your message! We will get back to you soon." });
    const row = await prisma.contactMessage.findFirstOrThrow({ where: { email: fields.email } });
    expect(row).toMatchObject({ status: "new", subject: fields.subject, userId: null });
    expect(await prisma.emailOutbox.count({ where: { to: fields.email, template: "contact-ack" } })).toBe(1);
  });

  for (const [label, override, field, message] of FIELD_CASES) {
    it(`answers 400 for ${label}: "${message}" under the field, the form-level notice, and what was typed`, async () => {
      const fields = { ...good(), ...override };
      const { status, result } = await submit(fields);
      expect(status).toBe(400);
      expect(result!.error?.[field]).toEqual([message]);
      expect(result!.error?.[""]).toEqual(["Please check your input and try again"]);
      for (const key of ["name", "email", "phone", "subject", "message"] as const) {
        if (key !== field) expect(result!.initialValue?.[key]).toBe(fields[key]);
      }
      expect(await prisma.contactMessage.count({ where: { email: fields.email } })).toBe(0);
    });
  }

  it("shows every field's message when the whole form is empty", async () => {
    const { status, result } = await submit({ name: "", email: "", phone: "", subject: "", message: "" });
    expect(status).toBe(400);
    expect(result!.error).toMatchObject({
      name: [CONTACT_MESSAGES.name],
      email: [CONTACT_MESSAGES.email],
      subject: [CONTACT_MESSAGES.subject],
      message: [CONTACT_MESSAGES.message],
    });
  });

  it("keeps the honeypot's secret: a filled hidden field looks like success but stores nothing", async () => {
    const fields = good();
    const { status, response } = await submit({ ...fields, website: "https://spam.example" });
    expect(status).toBe(303);
    expect(response!.headers.get("Location")).toBe("/contact");
    expect(await prisma.contactMessage.count({ where: { email: fields.email } })).toBe(0);
    expect(await prisma.emailOutbox.count({ where: { to: fields.email } })).toBe(0);
  });

  it("rate limits one sender: 429 with Retry-After and the limit message, typed values kept", async () => {
    const email = uniqueEmail("flood");
    // Different words each time (the same message again within minutes is the first one: a replay).
    for (let i = 0; i < RATE_LIMITS.publicForm.limit; i++) {
      expect((await submit({ ...good(email), message: `${good().message} (message ${i + 1})` })).status).toBe(303);
    }
    const { status, result, headers } = await submit({ ...good(email), subject: "One more" });
    expect(status).toBe(429);
    expect(Number(headers!.get("Retry-After"))).toBeGreaterThan(0);
    expect(result!.error?.[""]?.[0]).toMatch(/Too many attempts/);
    expect(result!.initialValue?.subject).toBe("One more");
    expect(await prisma.contactMessage.count({ where: { email } })).toBe(RATE_LIMITS.publicForm.limit);
  });

  it("rate limits one address across e-mails", async () => {
    const ip = uniqueIp();
    for (let i = 0; i < RATE_LIMITS.publicForm.ipLimit; i++) {
      expect((await submit(good(), ip)).status).toBe(303);
    }
    expect((await submit(good(), ip)).status).toBe(429);
  });
});

// ---------------------------------------------------------------- POST /api/contact

describe("POST /api/contact", () => {
  const post = async (body: unknown, opts: { headers?: HeadersInit; ip?: string } = {}) => {
    const res = await callRoute(apiContact, jsonRequest("POST", "/api/contact", body, { headers: opts.headers }), {}, { clientIp: opts.ip });
    return { res, body: await readEnvelope(res) };
  };

  it("creates the message: 201 with the message in the envelope", async () => {
    const input = good();
    const { res, body } = await post(input);
    expect(res.status).toBe(201);
    expect(body.success).toBe(true);
    expect(body.message).toBe("Thank you for your message! We will get back to you soon.");
    expect(body.data).toMatchObject({ name: input.name, email: input.email, phone: input.phone, subject: input.subject, message: input.message, status: "new" });
    expect(Object.keys(body.data)).toEqual(expect.arrayContaining(["_id", "createdAt", "updatedAt"]));
    expect(await prisma.emailOutbox.count({ where: { to: input.email, template: "contact-ack" } })).toBe(1);
  });

  it("accepts a message without a phone", async () => {
    const { phone: _phone, ...input } = good();
    const { res, body } = await post(input);
    expect(res.status).toBe(201);
    expect(body.data.phone).toBeNull();
  });

  for (const [label, override, field, message] of FIELD_CASES) {
    it(`400 for ${label}: errors [{ param: "${field}", msg: "${message}" }]`, async () => {
      const { res, body } = await post({ ...good(), ...override });
      expect(res.status).toBe(400);
      expect(body.success).toBe(false);
      expect(body.errors).toEqual([{ param: field, msg: message }]);
    });
  }

  it("400 with one item per missing field for an empty object", async () => {
    const { res, body } = await post({});
    expect(res.status).toBe(400);
    expect(body.errors).toEqual([
      { param: "name", msg: CONTACT_MESSAGES.name },
      { param: "email", msg: CONTACT_MESSAGES.email },
      { param: "subject", msg: CONTACT_MESSAGES.subject },
      { param: "message", msg: CONTACT_MESSAGES.message },
    ]);
  });

  it("415 for a body that is not JSON, 400 for malformed JSON, 405 for GET", async () => {
    const form = await post("name=x", { headers: { "Content-Type": "application/x-www-form-urlencoded" } });
    expect(form.res.status).toBe(415);
    const broken = await post("{not json", { headers: { "Content-Type": "application/json" } });
    expect(broken.res.status).toBe(400);
    const get = await callRoute(apiContact, jsonRequest("GET", "/api/contact"));
    expect(get.status).toBe(405);
  });

  it("429 with Retry-After once a sender goes over the limit", async () => {
    const email = uniqueEmail("api-flood");
    for (let i = 0; i < RATE_LIMITS.publicForm.limit; i++) expect((await post(good(email))).res.status).toBe(201);
    const { res, body } = await post(good(email));
    expect(res.status).toBe(429);
    expect(Number(res.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(body.message).toMatch(/Too many attempts/);
  });
});

// ---------------------------------------------------------------- admin API

describe("admin contact API", () => {
  let adminToken: string;
  let customerToken: string;
  beforeAll(async () => {
    adminToken = (await tokensFor(await createUser({ role: "admin" }))).token;
    customerToken = (await tokensFor(await createUser())).token;
  });

  const list = async (query = "", token: string | null = adminToken) => {
    const res = await callRoute(listRoute, jsonRequest("GET", `/api/contact/messages-get${query}`, undefined, { token: token ?? undefined }));
    return { res, body: await readEnvelope(res) };
  };
  const setStatus = async (id: string, body: unknown, token: string | null = adminToken) => {
    const res = await callRoute(statusRoute, jsonRequest("PUT", `/api/contact/${id}/status`, body, { token: token ?? undefined }), { id });
    return { res, body: await readEnvelope(res) };
  };

  it("401 for a guest and 403 for a customer, on both routes", async () => {
    expect((await list("", null)).res.status).toBe(401);
    expect((await list("", customerToken)).res.status).toBe(403);
    const m = await createContactMessage(ContactSchema.parse(good()));
    expect((await setStatus(m._id, { status: "read" }, null)).res.status).toBe(401);
    const forbidden = await setStatus(m._id, { status: "read" }, customerToken);
    expect(forbidden.res.status).toBe(403);
    expect(forbidden.body.message).toBe("Admin access required");
    expect((await prisma.contactMessage.findUniqueOrThrow({ where: { id: m._id } })).status).toBe("new");
  });

  it("lists an array of messages, newest first, 10 a page by default, with paging headers", async () => {
    for (let i = 0; i < 11; i++) await createContactMessage(ContactSchema.parse(good()));
    const total = await prisma.contactMessage.count();
    const { res, body } = await list();
    expect(res.status).toBe(200);
    expect(Array.isArray(body.data)).toBe(true);
    expect(body.data).toHaveLength(10);
    expect(res.headers.get("X-Total-Count")).toBe(String(total));
    expect(res.headers.get("X-Total-Pages")).toBe(String(Math.ceil(total / 10)));
    const times = body.data.map((m: { createdAt: string }) => m.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    expect(Object.keys(body.data[0])).toEqual(expect.arrayContaining(["_id", "name", "email", "phone", "subject", "message", "status", "createdAt"]));

    const page2 = await list("?page=2&limit=5");
    expect(page2.body.data).toHaveLength(5);
    expect(page2.res.headers.get("X-Page")).toBe("2");
    const page1 = await list("?page=1&limit=5");
    const ids1 = page1.body.data.map((m: { _id: string }) => m._id);
    for (const m of page2.body.data) expect(ids1).not.toContain(m._id);
  });

  it("filters by status; all (or none) means every status", async () => {
    const m = await createContactMessage(ContactSchema.parse(good()));
    await updateContactMessageStatus(m._id, "responded");
    const { body, res } = await list("?status=responded&limit=100");
    expect(body.data.length).toBeGreaterThan(0);
    expect(body.data.every((x: { status: string }) => x.status === "responded")).toBe(true);
    expect(body.data.map((x: { _id: string }) => x._id)).toContain(m._id);
    expect(res.headers.get("X-Total-Count")).toBe(String(await prisma.contactMessage.count({ where: { status: "responded" } })));
    const all = await list("?status=all");
    expect(all.res.headers.get("X-Total-Count")).toBe(String(await prisma.contactMessage.count()));
  });

  it("400 for a bad status or page in the query", async () => {
    const bad = await list("?status=archived");
    expect(bad.res.status).toBe(400);
    expect(bad.body.errors?.[0].param).toBe("status");
    expect((await list("?page=zero")).res.status).toBe(400);
    expect((await list("?limit=0")).res.status).toBe(400);
  });

  it("updates the status and returns the message", async () => {
    const m = await createContactMessage(ContactSchema.parse(good()));
    for (const status of ["read", "responded", "closed", "new"]) {
      const { res, body } = await setStatus(m._id, { status });
      expect(res.status).toBe(200);
      expect(body.message).toBe("Message status updated successfully");
      expect(body.data).toMatchObject({ _id: m._id, status });
    }
  });

  it("404 for an unknown id and 400 for a bad or missing status", async () => {
    const missing = await setStatus("no-such-message", { status: "read" });
    expect(missing.res.status).toBe(404);
    expect(missing.body.message).toBe("Message not found");
    const m = await createContactMessage(ContactSchema.parse(good()));
    const bad = await setStatus(m._id, { status: "archived" });
    expect(bad.res.status).toBe(400);
    expect(bad.body.errors).toEqual([{ param: "status", msg: "Status must be one of new, read, responded, closed" }]);
    expect((await setStatus(m._id, {})).res.status).toBe(400);
    expect((await prisma.contactMessage.findUniqueOrThrow({ where: { id: m._id } })).status).toBe("new");
  });
});
