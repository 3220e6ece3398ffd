import crypto from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { prisma } from "~/db.server";
import { MESSAGE_TEXTS, replyHref } from "~/components/admin/message-status";
import { countByStatus, createContactMessage, type ContactMessageDTO } from "~/models/contact.server";
import { OUTBOX_PREVIEW_CHARS, getOutboxEmail, listOutbox, queueEmail } from "~/models/email.server";
import * as messagePage from "~/routes/admin.messages.$id";
import * as messagesPage from "~/routes/admin.messages._index";
import * as outboxEmailPage from "~/routes/admin.outbox.$id";
import * as outboxPage from "~/routes/admin.outbox._index";
import { ContactSchema } from "~/schemas/contact";
import { createUser, formPost, runWebRoute, toastOf, uniqueEmail, webGet, webSessionCookie } from "./helpers";

// Admin messages (list, detail, status changes through plain form posts) and
// the e-mail outbox screen, against this worker's database.

const tag = crypto.randomBytes(4).toString("hex");
let adminCookie: string;
let customerCookie: string;

beforeAll(async () => {
  adminCookie = await webSessionCookie(await createUser({ role: "admin" }));
  customerCookie = await webSessionCookie(await createUser());
});

const newMessage = (over: Partial<Record<"name" | "email" | "subject" | "message" | "phone", string>> = {}) =>
  createContactMessage(
    ContactSchema.parse({
      name: "Meera Nair",
      email: uniqueEmail("msg"),
      phone: "+91 98250 22222",
      subject: `Saree fall and pico ${tag}`,
      message: "Do you do fall and pico for sarees bought elsewhere?\nI am in Surat.",
      ...over,
    }),
  );

type ListData = {
  status: string | null;
  messages: ContactMessageDTO[];
  pagination: { page: number; limit: number; total: number; pages: number };
  counts: Awaited<ReturnType<typeof countByStatus>>;
};

const ok = <T,>(out: Response | { data: T; status: number }) => {
  if (out instanceof Response) throw new Error(`Expected data, got a ${out.status} Response`);
  return out.data;
};

describe("/admin/messages list", () => {
  it("shows the newest messages, 10 a page, with counts per status and a working status filter", async () => {
    for (let i = 0; i < 11; i++) await newMessage();
    const data = ok(await runWebRoute<ListData>(messagesPage.loader, webGet("/admin/messages", adminCookie)));
    expect(data.messages).toHaveLength(10);
    expect(data.pagination.limit).toBe(10);
    expect(data.counts).toEqual(await countByStatus());
    expect(data.counts.total).toBe(await prisma.contactMessage.count());
    const dates = data.messages.map((m) => m.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);

    const closed = await newMessage();
    await prisma.contactMessage.update({ where: { id: closed._id }, data: { status: "closed" } });
    const filtered = ok(await runWebRoute<ListData>(messagesPage.loader, webGet("/admin/messages?status=closed", adminCookie)));
    expect(filtered.status).toBe("closed");
    expect(filtered.messages.every((m) => m.status === "closed")).toBe(true);
    expect(filtered.messages.map((m) => m._id)).toContain(closed._id);

    // A hand-edited URL falls back instead of failing.
    const bogus = ok(await runWebRoute<ListData>(messagesPage.loader, webGet("/admin/messages?status=spam&page=abc", adminCookie)));
    expect(bogus.status).toBeNull();
    expect(bogus.pagination.page).toBe(1);
  });

  it("sends guests to sign in and customers home", async () => {
    const guest = (await runWebRoute(messagesPage.loader, webGet("/admin/messages"))) as Response;
    expect(guest.headers.get("Location")).toBe("/login?redirect=%2Fadmin%2Fmessages");
    const shopper = (await runWebRoute(messagesPage.loader, webGet("/admin/messages", customerCookie))) as Response;
    expect(shopper.headers.get("Location")).toBe("/");
  });
});

describe("changing a message's status from the list", () => {
  const post = (fields: Record<string, string>, cookie = adminCookie, query = "?index&status=new&page=1") =>
    runWebRoute(messagesPage.action, formPost(`/admin/messages${query}`, fields, cookie)) as Promise<Response>;

  it("updates it and comes back to the same filtered page with the documented toast", async () => {
    const m = await newMessage();
    const res = await post({ intent: "status", id: m._id, status: "responded" });
    expect(res.status).toBe(303);
    expect(res.headers.get("Location")).toBe("/admin/messages?status=new&page=1");
    expect(await toastOf(res)).toEqual({ type: "success", title: "Message status updated successfully" });
    expect((await prisma.contactMessage.findUniqueOrThrow({ where: { id: m._id } })).status).toBe("responded");
  });

  it("does nothing when the status is unchanged (the row is not touched)", async () => {
    const m = await newMessage();
    const before = await prisma.contactMessage.findUniqueOrThrow({ where: { id: m._id } });
    await new Promise((r) => setTimeout(r, 5));
    const res = await post({ intent: "status", id: m._id, status: "new" });
    expect(res.status).toBe(303);
    const after = await prisma.contactMessage.findUniqueOrThrow({ where: { id: m._id } });
    expect(after.status).toBe("new");
    expect(after.updatedAt.getTime()).toBe(before.updatedAt.getTime());
  });

  it("answers a bad status or an unknown id with 'Error updating status: ...' and changes nothing", async () => {
    const m = await newMessage();
    const bad = await post({ intent: "status", id: m._id, status: "archived" });
    expect(await toastOf(bad)).toEqual({ type: "error", title: "Error updating status: Status must be one of new, read, responded, closed" });
    expect((await prisma.contactMessage.findUniqueOrThrow({ where: { id: m._id } })).status).toBe("new");
    const missing = await post({ intent: "status", id: "no-such-message", status: "read" });
    expect(await toastOf(missing)).toEqual({ type: "error", title: "Error updating status: Message not found" });
  });

  it("refuses customers and guests", async () => {
    const m = await newMessage();
    const shopper = await post({ intent: "status", id: m._id, status: "closed" }, customerCookie);
    expect(shopper.status).toBe(302);
    expect(shopper.headers.get("Location")).toBe("/");
    const guest = (await runWebRoute(messagesPage.action, formPost("/admin/messages?index", { intent: "status", id: m._id, status: "closed" }))) as Response;
    expect(guest.headers.get("Location")).toMatch(/^\/login\?redirect=/);
    expect((await prisma.contactMessage.findUniqueOrThrow({ where: { id: m._id } })).status).toBe("new");
  });
});

describe("/admin/messages/{id}", () => {
  it("shows the whole message; opening it changes nothing", async () => {
    const m = await newMessage({ message: "Line one\nLine two with details about the blouse." });
    const data = ok(await runWebRoute<{ message: ContactMessageDTO }>(messagePage.loader, webGet(`/admin/messages/${m._id}`, adminCookie), { id: m._id }));
    expect(data.message).toMatchObject({ _id: m._id, name: "Meera Nair", email: m.email, phone: "+91 98250 22222", message: "Line one\nLine two with details about the blouse.", status: "new" });
    expect((await prisma.contactMessage.findUniqueOrThrow({ where: { id: m._id } })).status).toBe("new");
  });

  it("is 404 for an unknown id and refuses customers", async () => {
    const missing = (await runWebRoute(messagePage.loader, webGet("/admin/messages/nope", adminCookie), { id: "nope" })) as Response;
    expect(missing.status).toBe(404);
    expect(await missing.text()).toBe(MESSAGE_TEXTS.notFound);
    const shopper = (await runWebRoute(messagePage.loader, webGet("/admin/messages/nope", customerCookie), { id: "nope" })) as Response;
    expect(shopper.headers.get("Location")).toBe("/");
  });

  it("marks it read by a POST and comes back to it; a form naming another message is refused", async () => {
    const m = await newMessage();
    const other = await newMessage();
    const res = (await runWebRoute(messagePage.action, formPost(`/admin/messages/${m._id}`, { intent: "status", id: m._id, status: "read" }, adminCookie), { id: m._id })) as Response;
    expect(res.status).toBe(303);
    expect(res.headers.get("Location")).toBe(`/admin/messages/${m._id}`);
    expect(await toastOf(res)).toEqual({ type: "success", title: MESSAGE_TEXTS.updated });
    expect((await prisma.contactMessage.findUniqueOrThrow({ where: { id: m._id } })).status).toBe("read");

    const wrong = (await runWebRoute(messagePage.action, formPost(`/admin/messages/${m._id}`, { intent: "status", id: other._id, status: "closed" }, adminCookie), { id: m._id })) as Response;
    expect(await toastOf(wrong)).toEqual({ type: "error", title: "Error updating status: Message not found" });
    expect((await prisma.contactMessage.findUniqueOrThrow({ where: { id: other._id } })).status).toBe("new");

    const shopper = (await runWebRoute(messagePage.action, formPost(`/admin/messages/${m._id}`, { intent: "status", id: m._id, status: "closed" }, customerCookie), { id: m._id })) as Response;
    expect(shopper.headers.get("Location")).toBe("/");
    expect((await prisma.contactMessage.findUniqueOrThrow({ where: { id: m._id } })).status).toBe("read");
  });

  it("builds the reply link with the sender's address and 'Re: <subject>'", () => {
    expect(replyHref("meera@example.com", "Blouse & fall")).toBe("mailto:meera@example.com?subject=Re%3A%20Blouse%20%26%20fall");
    expect(replyHref("a+b@example.com", "Re: Order")).toBe("mailto:a%2Bb@example.com?subject=Re%3A%20Order");
  });
});

// ---------------------------------------------------------------- outbox

describe("e-mail outbox", () => {
  const recipient = `outbox-${tag}@example.com`;

  it("lists every e-mail newest first with a short preview, filtered by status, template and recipient", async () => {
    const long = `Hello,\n\n${"Your Banarasi saree is on its way. ".repeat(20)}`;
    const first = await queueEmail({ to: recipient, subject: "First", template: `test-a-${tag}`, text: "Short body" });
    const second = await queueEmail({ to: recipient, subject: "Second", template: `test-b-${tag}`, text: long });
    const failed = await queueEmail({ to: recipient, subject: "Third", template: `test-a-${tag}`, text: "Will fail" });
    const at = (minutes: number) => new Date(Date.now() - minutes * 60_000);
    await prisma.emailOutbox.update({ where: { id: first.id }, data: { createdAt: at(3) } });
    await prisma.emailOutbox.update({ where: { id: second.id }, data: { createdAt: at(2) } });
    await prisma.emailOutbox.update({ where: { id: failed.id }, data: { createdAt: at(1), status: "failed", attempts: 5, lastError: "Connection refused" } });

    const mine = await listOutbox({ search: recipient.toUpperCase() });
    expect(mine.emails.map((e) => e.subject)).toEqual(["Third", "Second", "First"]);
    expect(mine.emails[0]).toMatchObject({ status: "failed", attempts: 5, lastError: "Connection refused" });
    const secondRow = mine.emails[1];
    expect(secondRow.preview.length).toBeLessThanOrEqual(OUTBOX_PREVIEW_CHARS);
    expect(secondRow.preview.startsWith("Hello, Your Banarasi saree")).toBe(true);
    expect(secondRow.preview.endsWith("…")).toBe(true);
    expect(mine.templates).toEqual(expect.arrayContaining([`test-a-${tag}`, `test-b-${tag}`]));

    expect((await listOutbox({ search: recipient, template: `test-a-${tag}` })).emails.map((e) => e.subject)).toEqual(["Third", "First"]);
    expect((await listOutbox({ search: recipient, status: "failed" })).emails.map((e) => e.subject)).toEqual(["Third"]);
    const all = await listOutbox();
    expect(all.counts.total).toBe(await prisma.emailOutbox.count());
    expect(all.counts.failed).toBe(await prisma.emailOutbox.count({ where: { status: "failed" } }));
    expect(all.pagination.limit).toBe(20);
  });

  it("treats LIKE wildcards in the recipient search literally, and lists a new template at once", async () => {
    await listOutbox(); // warms the template list
    await queueEmail({ to: `under_score-${tag}@example.com`, subject: "Literal", template: `test-c-${tag}`, text: "x" });
    await queueEmail({ to: `underXscore-${tag}@example.com`, subject: "Other", template: `test-c-${tag}`, text: "x" });
    const found = await listOutbox({ search: `under_score-${tag}` });
    expect(found.emails.map((e) => e.subject)).toEqual(["Literal"]);
    expect(found.pagination.total).toBe(1);
    expect((await listOutbox({ search: `%-${tag}@example.com` })).emails).toEqual([]);
    expect(found.templates).toContain(`test-c-${tag}`);
  });

  it("shows a contact acknowledgement on the admin screen, and its full text on its own page", async () => {
    const m = await newMessage({ email: `ack-${tag}@example.com` });
    const list = ok(await runWebRoute<Awaited<ReturnType<typeof listOutbox>>>(outboxPage.loader, webGet(`/admin/outbox?search=ack-${tag}&template=contact-ack`, adminCookie)));
    expect(list.emails).toHaveLength(1);
    const ack = list.emails[0];
    expect(ack).toMatchObject({ to: `ack-${tag}@example.com`, template: "contact-ack", status: "stored" });
    expect(ack.preview).toContain("Thank you for writing to");

    const full = await getOutboxEmail(ack.id);
    // Fixed text and a reference only: nothing the visitor typed is relayed (issue 11, section 5).
    expect(full?.text).toContain(`reference ${m._id.slice(-8).toUpperCase()}`);
    expect(full?.text).not.toContain(m.subject);
    const page = ok(await runWebRoute<{ email: NonNullable<typeof full> }>(outboxEmailPage.loader, webGet(`/admin/outbox/${ack.id}`, adminCookie), { id: ack.id }));
    expect(page.email.text).toBe(full?.text);
    const missing = (await runWebRoute(outboxEmailPage.loader, webGet("/admin/outbox/nope", adminCookie), { id: "nope" })) as Response;
    expect(missing.status).toBe(404);
  });

  it("is for admins only", async () => {
    const shopper = (await runWebRoute(outboxPage.loader, webGet("/admin/outbox", customerCookie))) as Response;
    expect(shopper.headers.get("Location")).toBe("/");
    const guest = (await runWebRoute(outboxEmailPage.loader, webGet("/admin/outbox/x"), { id: "x" })) as Response;
    expect(guest.headers.get("Location")).toBe("/login?redirect=%2Fadmin%2Foutbox%2Fx");
  });
});
