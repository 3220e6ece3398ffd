import crypto from "node:crypto";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { prisma } from "~/db.server";
import { updateOrderByAdmin } from "~/models/admin-order.server";
import { addToCart } from "~/models/cart.server";
import { createContactMessage } from "~/models/contact.server";
import { cancelOrder } from "~/models/order-cancellation.server";
import { queueConfirmedEmail } from "~/models/order-emails.server";
import { applyPaymentToOrder } from "~/models/order-payment.server";
import { placeOrder } from "~/models/order-placement.server";
import { refundOrder } from "~/models/refund.server";
import * as detailRoute from "~/routes/admin.orders.$id";
import * as apiOne from "~/routes/api.admin.orders.$id";
import * as orderRoute from "~/routes/order.$id";
import { ADMIN_ORDER_MESSAGES } from "~/schemas/admin-order";
import { resetEnvCache } from "~/utils/env.server";
import { getShop } from "~/utils/shop.server";
import { callRoute, createUser, formPost, jsonRequest, readEnvelope, runWebRoute, tokensFor, webGet, webSessionCookie, type TestUser } from "./helpers";
import { orderFixtures, orderKey, SHIPPING_ADDRESS } from "./order-fixtures";

// The order and contact e-mails against this worker's SQLite file
// (docs/decisions/0020-order-notifications.md): each is a row in the outbox,
// queued by the change that causes it (in its transaction), once however often
// the request is replayed, with a text and an HTML body; the owner's copies go
// to OWNER_EMAIL (else the shop's address). And the courier: chosen from the
// list (screen and API), linked to its tracking page, corrections e-mailed.

const { makeProduct, awaitingOrder } = orderFixtures("Notify");
let admin: TestUser;
let adminCookie: string;
let adminToken: string;

beforeAll(async () => {
  admin = await createUser({ role: "admin" });
  adminCookie = await webSessionCookie(admin);
  adminToken = (await tokensFor(admin)).token;
});

afterEach(() => {
  delete process.env.OWNER_EMAIL;
  resetEnvCache();
});

/** A COD order of one product at `price` rupees x `quantity`, placed through the cart. */
async function codOrder(price = 1500, quantity = 2) {
  const product = await makeProduct(price);
  const user = await createUser({ firstName: "Meera", lastName: "Desai" });
  await addToCart({ userId: user.id }, { productId: product.id, quantity });
  const { order } = await placeOrder(user.id, { shippingAddress: SHIPPING_ADDRESS, paymentMethod: "cod", idempotencyKey: orderKey() });
  return { order, user, product };
}

const mails = (where: { orderId?: string; to?: string; template?: string }) =>
  prisma.emailOutbox.findMany({
    where: { ...(where.to ? { to: where.to } : {}), ...(where.template ? { template: where.template } : {}), ...(where.orderId ? { payload: { contains: where.orderId } } : {}) },
    orderBy: { createdAt: "asc" },
  });
const templatesOf = async (orderId: string) => (await mails({ orderId })).map((m) => m.template).sort();

describe("e-mails to the shopper and the owner", () => {
  it("a COD order: the receipt says received (not confirmed), the owner hears of it; both text + HTML, rupees formatted", async () => {
    process.env.OWNER_EMAIL = "owner@suratethnic.example";
    resetEnvCache();
    const { order, user } = await codOrder(1500, 2);
    const receipt = await prisma.emailOutbox.findUniqueOrThrow({ where: { dedupeKey: `order-confirmation:${order.id}` } });
    expect(receipt).toMatchObject({ to: user.email, template: "order-confirmation", subject: `Order ${order.orderNumber} received - ${getShop().name}` });
    expect(receipt.text).toContain("Total: ₹3,000");
    expect(receipt.text).toContain(`/order/${order.id}`);
    expect(receipt.html).toContain("<!doctype html>");
    expect(receipt.html).toContain("₹3,000");
    expect(JSON.parse(receipt.payload)).toMatchObject({ status: "pending", paymentMethod: "cod" });

    const owner = await prisma.emailOutbox.findUniqueOrThrow({ where: { dedupeKey: `owner-new-order:${order.id}` } });
    expect(owner).toMatchObject({ to: "owner@suratethnic.example", template: "owner-new-order" });
    expect(owner.subject).toBe(`New order ${order.orderNumber}: ₹3,000 (COD) - ${getShop().name}`);
    expect(owner.text).toContain(`Phone: ${SHIPPING_ADDRESS.phone}`);
    expect(owner.text).toContain(`/admin/orders/${order.id}`);
    expect(owner.html).toContain(`href="http://localhost:`);
  });

  it("without OWNER_EMAIL the owner's copy goes to the shop's address", async () => {
    const { order } = await codOrder(800, 1);
    const owner = await prisma.emailOutbox.findUniqueOrThrow({ where: { dedupeKey: `owner-new-order:${order.id}` } });
    expect(owner.to).toBe(getShop().email);
  });

  it("an online order: nothing while unpaid; once paid the receipt says confirmed and the owner hears of it, once however often the payment is applied", async () => {
    const { order } = await awaitingOrder(2400);
    expect(await templatesOf(order.id)).toEqual([]);
    for (let i = 0; i < 2; i++) await prisma.$transaction((tx) => applyPaymentToOrder(tx, order.id, "pay_notify0001"));
    const receipt = await prisma.emailOutbox.findUniqueOrThrow({ where: { dedupeKey: `order-confirmation:${order.id}` } });
    expect(receipt.subject).toMatch(new RegExp(`^Order ${order.orderNumber} confirmed`));
    expect(receipt.text).toContain("Paid online with Razorpay.");
    expect(await prisma.emailOutbox.count({ where: { dedupeKey: `owner-new-order:${order.id}` } })).toBe(1);
    // The receipt already said confirmed: the shop's own confirmation is not sent on top of it.
    await updateOrderByAdmin(order.id, { status: "pending" });
    await updateOrderByAdmin(order.id, { status: "confirmed" });
    expect(await prisma.emailOutbox.count({ where: { dedupeKey: `order-confirmed:${order.id}` } })).toBe(0);
  });

  it("confirmed, shipped (courier link), tracking corrected, delivered: one e-mail each however often saved", async () => {
    const { order, user } = await codOrder(1500, 1);

    await updateOrderByAdmin(order.id, { status: "confirmed" });
    await updateOrderByAdmin(order.id, { status: "confirmed" });
    await updateOrderByAdmin(order.id, { status: "pending" });
    await updateOrderByAdmin(order.id, { status: "confirmed" });
    const confirmed = await mails({ orderId: order.id, template: "order-confirmed" });
    expect(confirmed).toHaveLength(1);
    expect(confirmed[0]).toMatchObject({ to: user.email, subject: `Order ${order.orderNumber} confirmed - ${getShop().name}` });

    // Shipped with Blue Dart: the e-mail names the courier and links its tracking page.
    const shipped = await updateOrderByAdmin(order.id, { status: "shipped", trackingNumber: "6918 2233 445", courierPartner: "Blue Dart" });
    expect(shipped.shippingEmailQueued).toBe(true);
    const bluedart = "https://www.bluedart.com/web/guest/trackdartresult?trackFor=0&trackNo=69182233445";
    const ship = await prisma.emailOutbox.findUniqueOrThrow({ where: { dedupeKey: `shipping:${order.id}` } });
    expect(JSON.parse(ship.payload)).toMatchObject({ courierPartner: "Blue Dart", trackingNumber: "6918 2233 445", trackingUrl: bluedart });
    expect(ship.text).toContain(`Tracking number: 6918 2233 445 (${bluedart})`);
    expect(ship.html).toContain(`<a href="${bluedart.replace(/&/g, "&amp;")}"`);

    // The same save again (a replay): nothing more.
    await updateOrderByAdmin(order.id, { status: "shipped", trackingNumber: "6918 2233 445", courierPartner: "Blue Dart" });
    expect(await templatesOf(order.id)).toEqual(["order-confirmation", "order-confirmed", "owner-new-order", "shipping"]);

    // A corrected number: the shopper is told the right one, once, even when the save is sent twice at once.
    await Promise.all([
      updateOrderByAdmin(order.id, { status: "shipped", trackingNumber: "69182233446", courierPartner: "Blue Dart" }),
      updateOrderByAdmin(order.id, { status: "shipped", trackingNumber: "69182233446", courierPartner: "Blue Dart" }),
    ]);
    let corrected = await mails({ orderId: order.id, template: "tracking-updated" });
    expect(corrected).toHaveLength(1);
    expect(JSON.parse(corrected[0].payload)).toMatchObject({ trackingNumber: "69182233446", trackingUrl: bluedart.replace("445", "446") });
    expect(corrected[0].subject).toBe(`Updated tracking for order ${order.orderNumber} - ${getShop().name}`);
    // A change of courier is a correction too; "Other" has no tracking page, so no link.
    await updateOrderByAdmin(order.id, { courierPartner: "Other" });
    corrected = await mails({ orderId: order.id, template: "tracking-updated" });
    expect(corrected).toHaveLength(2);
    expect(JSON.parse(corrected[1].payload)).toMatchObject({ courierPartner: "Other", trackingUrl: null });
    expect(corrected[1].text).not.toContain("Courier:");

    await updateOrderByAdmin(order.id, { status: "delivered" });
    await updateOrderByAdmin(order.id, { status: "shipped" });
    await updateOrderByAdmin(order.id, { status: "delivered" });
    const delivered = await mails({ orderId: order.id, template: "order-delivered" });
    expect(delivered).toHaveLength(1);
    expect(delivered[0].text).toContain("Paid on delivery: ₹1,599"); // 1,500 + 99 shipping
    expect(delivered[0].html).toContain("/returns");
  });

  it("cancelled by the shopper (COD): 'Not charged'; by the shop; refunded: each once, text + HTML", async () => {
    const first = await codOrder(1200, 1);
    await cancelOrder(first.user.id, first.order.id, "Ordered by mistake");
    await expect(cancelOrder(first.user.id, first.order.id, "Ordered by mistake")).rejects.toThrow();
    const byShopper = await mails({ orderId: first.order.id, template: "order-cancelled" });
    expect(byShopper).toHaveLength(1);
    expect(byShopper[0].text).toContain("Not charged: nothing was taken for this order.");
    expect(byShopper[0].text).toContain("Reason: Ordered by mistake");
    expect(byShopper[0].html).toContain("Not charged");

    const second = await codOrder(1200, 1);
    await updateOrderByAdmin(second.order.id, { status: "delivered" }); // COD: paid at the door
    await updateOrderByAdmin(second.order.id, { status: "cancelled" });
    await updateOrderByAdmin(second.order.id, { status: "cancelled" });
    const byShop = await mails({ orderId: second.order.id, template: "order-cancelled" });
    expect(byShop).toHaveLength(1);
    expect(byShop[0].text).toContain("We will contact you to return what you paid.");

    const key = `notify-${crypto.randomBytes(6).toString("hex")}`;
    for (let i = 0; i < 2; i++) {
      await refundOrder({ orderId: second.order.id, idempotencyKey: key, amount: 120_000, reason: "Returned at the door", manual: { method: "upi", reference: "UTR123" } });
    }
    const refund = await mails({ orderId: second.order.id, template: "refund" });
    expect(refund).toHaveLength(1);
    expect(refund[0].subject).toBe(`Refund of ₹1,200 for order ${second.order.orderNumber} - ${getShop().name}`);
    expect(refund[0].text).toContain("Paid back by UPI (reference UTR123).");
    expect(refund[0].html).toContain("Returned at the door");
  });

  it("queued inside the caller's transaction: rolled back with it", async () => {
    const { order } = await codOrder(900, 1);
    await expect(
      prisma.$transaction(async (tx) => {
        await queueConfirmedEmail(tx, order.id);
        throw new Error("the change failed");
      }),
    ).rejects.toThrow("the change failed");
    expect(await prisma.emailOutbox.count({ where: { dedupeKey: `order-confirmed:${order.id}` } })).toBe(0);
  });

  it("names and notes are escaped in the HTML body", async () => {
    const product = await makeProduct(700);
    const user = await createUser({ firstName: "<b>Asha</b>", lastName: "Patel" });
    await addToCart({ userId: user.id }, { productId: product.id });
    const { order } = await placeOrder(user.id, { shippingAddress: SHIPPING_ADDRESS, paymentMethod: "cod", idempotencyKey: orderKey(), notes: `<script>alert("x")</script>` });
    const owner = await prisma.emailOutbox.findUniqueOrThrow({ where: { dedupeKey: `owner-new-order:${order.id}` } });
    expect(owner.html).not.toContain("<script>");
    expect(owner.html).toContain("&lt;script&gt;");
    const receipt = await prisma.emailOutbox.findUniqueOrThrow({ where: { dedupeKey: `order-confirmation:${order.id}` } });
    expect(receipt.html).toContain("Hello &lt;b&gt;Asha&lt;/b&gt;,");
  });

  it("a contact message: the acknowledgement and the owner's copy (with the words), once even when sent twice", async () => {
    process.env.OWNER_EMAIL = "owner@suratethnic.example";
    resetEnvCache();
    const email = `notify-${crypto.randomBytes(4).toString("hex")}@example.com`;
    const input = { name: "Ananya Iyer", email, phone: "+91 98250 11111", subject: "Blouse stitching", message: "Can you stitch a blouse for my saree?" };
    const first = await createContactMessage(input);
    const again = await createContactMessage(input);
    expect(again._id).toBe(first._id);
    expect(await prisma.contactMessage.count({ where: { email } })).toBe(1);
    const owner = await prisma.emailOutbox.findMany({ where: { dedupeKey: `owner-contact:${first._id}` } });
    expect(owner).toHaveLength(1);
    expect(owner[0]).toMatchObject({ to: "owner@suratethnic.example", template: "owner-contact", subject: `New message: Blouse stitching - ${getShop().name}` });
    expect(owner[0].text).toContain("Can you stitch a blouse for my saree?");
    expect(owner[0].text).toContain(`From: Ananya Iyer <${email}>`);
    expect(owner[0].html).toContain(`/admin/messages/${first._id}`);
    expect(await prisma.emailOutbox.count({ where: { to: email, template: "contact-ack" } })).toBe(1);
    // A different message from the same sender is a new one.
    await createContactMessage({ ...input, message: "And a petticoat too, please." });
    expect(await prisma.contactMessage.count({ where: { email } })).toBe(2);
  });
});

describe("the courier: chosen from the list, linked to its tracking page", () => {
  it("the order page's form saves the courier with the tracking number; a courier not on the list is refused", async () => {
    const { order } = await codOrder(1000, 1);
    const post = (fields: Record<string, string>) => runWebRoute(detailRoute.action, formPost(`/admin/orders/${order.id}`, fields, adminCookie), { id: order.id });
    const saved = (await post({ status: "shipped", trackingNumber: "D12345678", courierPartner: "DTDC", adminNotes: "" })) as Response;
    expect(saved.status).toBe(303);
    expect(await prisma.order.findUniqueOrThrow({ where: { id: order.id } })).toMatchObject({ courierPartner: "DTDC", trackingNumber: "D12345678" });
    const bad = (await post({ status: "shipped", trackingNumber: "D12345678", courierPartner: "FedEx", adminNotes: "" })) as { status: number; data: { result: { error: Record<string, string[]> } } };
    expect(bad.status).toBe(400);
    expect(bad.data.result.error.courierPartner).toEqual([ADMIN_ORDER_MESSAGES.courierInvalid]);

    const loaded = (await runWebRoute(detailRoute.loader, webGet(`/admin/orders/${order.id}`, adminCookie), { id: order.id })) as { data: { order: { courierPartner: string } } };
    expect(loaded.data.order.courierPartner).toBe("DTDC");
  });

  it("the admin API: courierPartner validated against the list; the answer carries the tracking URL", async () => {
    const { order } = await codOrder(1000, 1);
    const put = (body: unknown) => callRoute(apiOne, jsonRequest("PUT", `/api/admin/orders/${order.id}`, body, { token: adminToken }), { id: order.id });
    const bad = await put({ status: "shipped", trackingNumber: "EK1234567", courierPartner: "FedEx" });
    expect(bad.status).toBe(400);
    expect((await readEnvelope(bad)).errors).toEqual([{ param: "courierPartner", msg: ADMIN_ORDER_MESSAGES.courierInvalid }]);
    const ok = await put({ status: "shipped", trackingNumber: "EK1234567", courierPartner: "Ekart" });
    expect(ok.status).toBe(200);
    expect((await readEnvelope(ok)).data).toMatchObject({ courierPartner: "Ekart", trackingNumber: "EK1234567", trackingUrl: "https://ekartlogistics.com/shipmenttrack/EK1234567" });
    // Without a courier (older clients) a shipment gets the default one, as before.
    const { order: other } = await codOrder(1000, 1);
    const res = await callRoute(apiOne, jsonRequest("PUT", `/api/admin/orders/${other.id}`, { status: "shipped", trackingNumber: "1490000000001" }, { token: adminToken }), { id: other.id });
    expect((await readEnvelope(res)).data).toMatchObject({ courierPartner: "Delhivery", trackingUrl: "https://www.delhivery.com/track/package/1490000000001" });
  });

  it("the shopper's order page links the number to the courier's page and shows the tracker", async () => {
    const { order, user } = await codOrder(1000, 1);
    const cookie = await webSessionCookie(user);
    const load = async () =>
      ((await runWebRoute(orderRoute.loader, webGet(`/order/${order.id}`, cookie), { id: order.id })) as { data: { order: { tracking: unknown; tracker: Array<{ key: string; state: string }> } } }).data.order;
    let view = await load();
    expect(view.tracking).toBeNull();
    expect(view.tracker.map((s) => [s.key, s.state])).toEqual([
      ["placed", "current"],
      ["confirmed", "upcoming"],
      ["shipped", "upcoming"],
      ["delivered", "upcoming"],
    ]);
    await updateOrderByAdmin(order.id, { status: "shipped", trackingNumber: "XB 9988 7766", courierPartner: "Xpressbees" });
    view = await load();
    expect(view.tracking).toEqual({ courier: "Xpressbees", url: "https://www.xpressbees.com/shipment/tracking?awbNo=XB99887766", numberInUrl: true });
    expect(view.tracker.map((s) => [s.key, s.state])).toEqual([
      ["placed", "done"],
      ["confirmed", "done"],
      ["shipped", "current"],
      ["delivered", "upcoming"],
    ]);
  });
});
